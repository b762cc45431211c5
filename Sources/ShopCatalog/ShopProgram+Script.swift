import GameCore
import PlistKit
import TerminalKit

/// The script front end's commands and JSON for the shop.
extension ShopProgram {
  public var scriptCommands: [String] {
    ["tab", "category", "open", "add", "minus", "select", "search", "history", "back", "orders", "order", "reorder", "coupons",
     "messages", "expand", "faq", "addresses"] + Self.checkoutCommands
  }

  /// `N` from 1 to `count`, or why not.
  private func number(_ words: [String], of count: Int, _ what: String) -> Result<Int, ScriptRefusal> {
    guard words.count == 2, let n = Int(words[1]), (1...max(1, count)).contains(n), count > 0 else {
      return .failure(ScriptRefusal(count == 0 ? "there are no \(what)s" : "'\(words[0])' needs a number from 1 to \(count)"))
    }
    return .success(n - 1)
  }

  public mutating func perform(script words: [String], now: Double) -> ScriptOutcome {
    let rest = Array(words.dropFirst())
    let argument = rest.joined(separator: " ")
    switch words[0] {
    case "tab":
      guard rest.count == 1, let tab = ShopTab(rawValue: rest[0]) else { return .refused("'tab' needs home, market, cart or mine") }
      choose(tab, now: now)
    case "category":
      let count = state.shop.categories.count
      guard rest.count == 1, let n = Int(rest[0]), (1...max(1, count)).contains(n), count > 0 else {
        return .refused("'category' needs a number from 1 to \(count)")
      }
      if state.tab != .market || state.screen != .tab(.market) { choose(.market, now: now) }
      send(.categoryChosen(n - 1), now: now)
      marketRow = state.market.productRows.first { $0 > state.market.sectionStarts[n - 1] } ?? marketRow
    case "open", "add", "minus":
      guard rest.count == 1 else { return .refused("'\(words[0])' needs a product id, such as: \(words[0]) \(state.shop.allProductIDs.first ?? "1")") }
      guard state.shop.products[rest[0]] != nil else { return .refused("there is no product '\(ScriptRunner.quoted(rest[0]))'") }
      let actions: [String: ShopAction] = ["open": .productOpened(rest[0]), "add": .added(rest[0]), "minus": .removedOne(rest[0])]
      if let action = actions[words[0]] { send(action, now: now) }
    case "select":
      switch argument {
      case "all": send(.allSelected(true), now: now)
      case "none": send(.allSelected(false), now: now)
      case "": return .refused("'select' needs a product id, all or none")
      default:
        guard state.cart.quantity(of: argument) > 0 else { return .refused("'\(ScriptRunner.quoted(argument))' is not in the cart") }
        send(.selectionToggled(argument), now: now)
      }
    case "search":
      guard !argument.isEmpty else { return .refused("'search' needs words, such as: search 苹果") }
      searchField = TextField(text: argument, limit: 40, placeholder: searchField.placeholder)
      send(.searched(argument), now: now)
    case "history":
      guard argument == "clear" else { return .refused("'history' takes one word: clear") }
      send(.historyCleared, now: now)
    case "back":
      guard rest.isEmpty else { return .refused("'back' takes no argument") }
      guard !state.host.stack.isAtRoot || state.host.overlay != nil else { return .handled(.quit) }
      send(.back, now: now)
    case "orders", "coupons", "messages", "addresses":
      guard rest.isEmpty else { return .refused("'\(words[0])' takes no argument") }
      let pages: [String: ShopScreen] = ["orders": .orders, "coupons": .coupons, "messages": .messages, "addresses": .addresses]
      if let page = pages[words[0]] { openPage(page, now: now) }
    case "faq" where rest.isEmpty:
      openPage(.help, now: now)
    case "order", "reorder":
      switch number(words, of: state.orders.count, "order") {
      case .failure(let refusal): return .refused(refusal.message)
      case .success(let i):
        if words[0] == "order" {
          if state.screen != .orders { openPage(.orders, now: now) }
          pageFocus = i
          send(.pageOpened(.order(i)), now: now)
        } else {
          send(.reordered(i), now: now)
        }
      }
    case "faq":
      switch number(words, of: state.shop.account.help.count, "question") {
      case .failure(let refusal): return .refused(refusal.message)
      case .success(let i):
        if state.screen != .help { openPage(.help, now: now) }
        pageFocus = i
        send(.helpToggled(i), now: now)
      }
    case "expand":
      guard state.screen == .messages else { return .refused("'expand' works on the messages: send 'messages' first") }
      switch number(words, of: state.shownMessages.count, "message") {
      case .failure(let refusal): return .refused(refusal.message)
      case .success(let i):
        pageFocus = i
        send(.messageToggled(i), now: now)
      }
    default:
      return performCheckout(words, now: now) ?? .unknown
    }
    return .done
  }

  static func money(_ value: Money) -> JSON { .string(value.plain) }

  public func scriptState() -> JSON {
    let bill = state.bill
    var members: [(String, JSON)] = [("screen", .string(screenName)), ("badge", .int(Int64(state.cart.units)))]
    let lines = state.cart.lines.map { line -> JSON in
      let product = state.shop.products[line.id]
      return .object([("id", .string(line.id)), ("name", .string(product?.name ?? "")), ("quantity", .int(Int64(line.quantity))),
                      ("price", Self.money(product?.price ?? .zero)), ("selected", .bool(line.selected))])
    }
    members.append(("cart", .object([("lines", .array(lines)), ("goods", Self.money(bill.goods)), ("delivery", Self.money(bill.delivery)),
                                     ("total", Self.money(bill.total))])))
    members.append(("message", state.message.map(JSON.string) ?? .null))
    switch state.screen {
    case .tab(.market):
      let index = state.category
      if state.shop.categories.indices.contains(index) {
        let category = state.shop.categories[index]
        members.append(("category", .object([("index", .int(Int64(index + 1))), ("name", .string(category.name))])))
        members.append(("products", .array(category.productIDs.compactMap { id in
          state.shop.products[id].map { .object([("id", .string($0.id)), ("name", .string($0.name)), ("price", Self.money($0.price)),
                                                  ("stock", .int(Int64($0.stock)))]) }
        })))
      }
    case .search:
      members.append(("query", .string(state.query)))
      members.append(("results", .array(state.results.compactMap { id in
        state.shop.products[id].map { .object([("id", .string($0.id)), ("name", .string($0.name))]) }
      })))
      members.append(("history", .array(state.history.map(JSON.string))))
    case .product(let id): members.append(("product", .string(id)))
    case .orders: members.append(("orders", .array(state.orders.map(Self.orderSummary))))
    case .order(let i) where state.orders.indices.contains(i): members.append(("order", Self.orderDetail(state.orders[i])))
    case .coupons:
      func list(_ standing: CouponRules.Standing) -> JSON {
        .array(state.couponsByStanding.filter { $0.standing == standing }.map { entry in
          .object([("id", .string(entry.coupon.id)), ("name", .string(entry.coupon.name)), ("value", Self.money(entry.coupon.value)),
                   ("threshold", Self.money(entry.coupon.threshold)), ("starts", .string(entry.coupon.starts.description)),
                   ("ends", .string(entry.coupon.ends.description))])
        })
      }
      members.append(("coupons", .object([("usable", list(.usable)), ("used", list(.used)), ("expired", list(.expired))])))
    case .messages:
      members.append(("tab", .string(state.userMessages ? "user" : "system")))
      members.append(("messages", .array(state.shownMessages.enumerated().map { i, message in
        .object([("title", .string(message.title)), ("time", .string(message.time)), ("expanded", .bool(state.unfolded.contains(i)))])
      })))
    case .help:
      members.append(("faq", .object([("open", state.openHelp.map { .int(Int64($0 + 1)) } ?? .null),
                                      ("questions", .array(state.shop.account.help.map { .string($0.title) }))])))
    case .addresses:
      members.append(("addresses", .array(state.addresses.enumerated().map { i, address in
        .object([("name", .string(address.name)), ("title", .string(address.title.rawValue)), ("phone", .string(address.phone)),
                 ("address", .string(address.line)), ("default", .bool(i == state.defaultAddress))])
      })))
    case .checkout: members.append(("checkout", checkoutJSON()))
    case .addressForm:
      let fields = state.form?.fields ?? AddressRules.Form()
      members.append(("form", .object([("name", .string(fields.name)), ("title", fields.title.map { .string($0.rawValue) } ?? .null),
                                       ("phone", .string(fields.phone)), ("city", .string(fields.city)), ("area", .string(fields.area)),
                                       ("detail", .string(fields.detail)), ("problem", state.form?.problem.map(JSON.string) ?? .null)])))
    case .feedback:
      members.append(("feedback", .array(state.feedback.map { .object([("text", .string($0.text)), ("time", .string($0.time))]) })))
    case .settings:
      members.append(("settings", .object([("version", .string(state.shop.presentation.version)),
                                           ("cacheBytes", .int(Int64(state.cacheBytes ?? 0)))])))
    default: break
    }
    switch state.host.overlay {
    case .guide(let page)?:
      members.append(("guide", .object([("page", .int(Int64(page + 1))), ("pages", .int(Int64(state.shop.presentation.guide.count))),
                                        ("title", .string(state.shop.presentation.guide[page].title))])))
    case .confirmDeleteAddress?, .confirmReset?, .confirmClearHistory?: members.append(("question", .bool(true)))
    default: break
    }
    if state.tab == .mine { members.append(("usableCoupons", .int(Int64(state.usableCoupons)))) }
    return .object(members)
  }

  static func orderSummary(_ order: Order) -> JSON {
    .object([("number", .string(order.number)), ("created", .string(order.created)), ("status", .string(order.status)),
             ("total", money(order.paid)), ("items", .int(Int64(order.units)))])
  }

  static func orderDetail(_ order: Order) -> JSON {
    .object([
      ("number", .string(order.number)), ("status", .string(order.status)),
      ("timeline", .array(order.timeline.map { .object([("title", .string($0.title)), ("time", .string($0.time))]) })),
      ("lines", .array(order.lines.map {
        .object([("id", .string($0.id)), ("name", .string($0.name)), ("quantity", .int(Int64($0.quantity))), ("price", money($0.price)),
                 ("gift", .bool($0.gift))])
      })),
      ("fees", .array(order.fees.map { .object([("label", .string($0.label)), ("amount", money($0.amount))]) })),
      ("goods", money(order.goods)), ("total", money(order.paid)), ("receipt", .string(order.receipt)),
      ("delivery", .string(order.delivery)), ("receiver", .string(order.receiver)), ("address", .string(order.address)),
      ("payment", .string(order.payment)), ("note", .string(order.note)),
    ])
  }

  var screenName: String {
    switch state.screen {
    case .tab(let tab): tab.rawValue
    case .product: "product"
    case .search: "search"
    case .orders: "orders"
    case .order: "order"
    case .coupons: "coupons"
    case .messages: "messages"
    case .help: "faq"
    case .addresses: "addresses"
    case .checkout: "checkout"
    case .addressForm: "address-form"
    case .feedback: "feedback"
    case .settings: "settings"
    }
  }
}

/// Why a script command was refused, in the words of its `{"error": …}` line.
struct ScriptRefusal: Error {
  let message: String
  init(_ message: String) {
    self.message = message
  }
}
