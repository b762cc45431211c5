import TerminalKit

/// The script's state line: the screen, the cart's badge and bill, the notice, what the screen
/// shows, and the question or guide page over it.
extension ShopApp {
  var scriptState: JSON {
    let env = env
    let bill = env.bill
    let box = stack.top.box
    var members: [(String, JSON)] = [("screen", .string(box.name)), ("badge", .int(Int64(account.cart.units)))]
    let lines = account.cart.lines.map { line -> JSON in
      let product = shop.products[line.id]
      return .object([("id", .string(line.id)), ("name", .string(product?.name ?? "")), ("quantity", .int(Int64(line.quantity))),
                      ("price", .string((product?.price ?? .zero).plain)), ("selected", .bool(line.selected))])
    }
    members.append(("cart", .object([("lines", .array(lines)), ("goods", .string(bill.goods.plain)),
                                     ("delivery", .string(bill.delivery.plain)),
                                     ("total", .string(bill.total.plain))])))
    members.append(("message", notice.map { .string($0.text(env)) } ?? .null))
    if !keepsProgress { members.append(("saved", .bool(false))) }
    members += box.json(env: env)
    switch overlay {
    case .guide(let page)?:
      let pages = env.guidePages
      members.append(("guide", .object([("page", .int(Int64(page + 1))), ("pages", .int(Int64(pages.count))),
                                        ("title", .string(pages.indices.contains(page) ? pages[page].title : ""))])))
    case .confirmDeleteAddress?, .confirmDeleteOrder?, .confirmReset?, .confirmClearHistory?, .confirmQuit?: members.append(("question", .bool(true)))
    default: break
    }
    if tab == .mine { members.append(("usableCoupons", .int(Int64(account.usableCoupons(of: shop, on: today.date))))) }
    return .object(members)
  }
}
