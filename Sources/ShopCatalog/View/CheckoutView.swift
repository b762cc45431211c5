import GameCore
import TerminalKit

/// Checkout: the breadcrumb of the four steps, then the step's choices; at 确认订单 the
/// summary, the coupons (each that cannot be used says why), the note, the bill and 确认下单.
struct CheckoutView {
  let program: ShopProgram
  var state: ShopState { program.state }

  /// What the focus moves through on the step shown; keys and drawing share it.
  enum Entry: Equatable {
    case address(Int)
    case newAddress
    case slot(SlotChoice)
    case payment(Payment)
    case change(CheckoutStep)
    case coupon(String?)
    case note
    case confirm
  }

  static func entries(_ state: ShopState) -> [Entry] {
    guard let checkout = state.checkout else { return [] }
    switch checkout.step {
    case .address: return state.addresses.indices.map(Entry.address) + [.newAddress]
    case .slot: return state.openSlots.flatMap { day in day.slots.map { Entry.slot(SlotChoice(day: day.day.offset, slot: $0)) } }
    case .payment: return Payment.allCases.map(Entry.payment)
    case .confirm:
      // Used and expired coupons are one line below the others: at checkout they are no choice.
      let open = openCoupons(state)
      return [.change(.address), .change(.slot), .change(.payment)] + open.map { Entry.coupon($0.id) } + [.coupon(nil), .note, .confirm]
    }
  }

  /// The coupons still open today (a threshold not met or a start ahead says so on its line).
  static func openCoupons(_ state: ShopState) -> [Coupon] {
    state.coupons.filter { CouponRules.standing(of: $0, on: state.today.date) == .usable }
  }

  /// `① 收货地址 › ② 送货时间 › …`, the current step marked, a done step ticked.
  static func breadcrumb(_ state: ShopState, words: ShopWords) -> String {
    guard let checkout = state.checkout else { return "" }
    return CheckoutStep.allCases.map { step in
      let title = words(step.title)
      let mark = step == checkout.step ? "[\(step.rawValue + 1) \(title)]" : "\(step.rawValue + 1) \(title)"
      return step.rawValue < checkout.step.rawValue && state.problem(at: step) == nil ? mark + "✓" : mark
    }.joined(separator: " › ")
  }

  func rows(width: Int) -> [PageRow] {
    guard let checkout = state.checkout else { return [] }
    var rows: [PageRow] = []
    for (i, entry) in Self.entries(state).enumerated() {
      switch entry {
      case .address(let n):
        let address = state.addresses[n]
        let mark = checkout.address == n ? "● " : "○ "
        rows.append(PageRow(mark + TextCleaner.clean(address.contact) + (n == state.defaultAddress ? "  [默认]" : ""), Theme.title, entry: i))
        rows.append(PageRow("  " + TextCleaner.clean(address.line), Theme.text, entry: i))
      case .newAddress: rows.append(PageRow("+ 新增收货地址 (n)", Theme.accent, entry: i))
      case .slot(let choice):
        let day = state.openSlots.first { $0.day.offset == choice.day }?.day.title ?? ""
        let mark = checkout.slot == choice ? "● " : "○ "
        rows.append(PageRow(mark + TextCleaner.clean(day) + "  " + TextCleaner.clean(choice.slot.text), Theme.text, entry: i))
      case .payment(let payment):
        rows.append(PageRow((checkout.payment == payment ? "● " : "○ ") + payment.title, Theme.text, entry: i))
      case .change(let step): rows.append(PageRow(Self.summary(of: step, state), Theme.text, entry: i))
      case .coupon(let id): rows += couponRows(id, entry: i, width: width)
      case .note:
        let gone = state.coupons.count - Self.openCoupons(state).count
        if gone > 0 { rows.append(PageRow("另有 \(gone) 张已使用或已过期 (在 我的 › 优惠劵)", Theme.dim)) }
        rows.append(PageRow("备注:", Theme.text, entry: i, field: program.noteField))
      case .confirm:
        for line in state.checkoutBill.lines {
          let note = line.note.map { "  " + TextCleaner.clean($0) } ?? ""
          rows.append(PageRow(MinePageView.row(program.words(line.label + note), line.amount.description, width: width), Theme.dim))
        }
        rows.append(PageRow(MinePageView.row(program.words("实付"), state.checkoutBill.total.description, width: width), Theme.title))
        rows.append(PageRow("[ 确认下单 ]  演示: 只是下单, 不会扣款", Theme.accent, entry: i))
      }
    }
    if checkout.step == .slot, rows.isEmpty { rows.append(PageRow("今天和之后两天都没有可选的送货时间了", Theme.dim)) }
    if checkout.step == .payment { rows.append(PageRow("这是演示: 无论选哪种, 都不会真的扣款", Theme.dim)) }
    if checkout.step == .confirm {
      let first = rows.firstIndex { $0.entry == 3 } ?? rows.count
      let lines = state.cart.lines.filter(\.selected)
      let names = lines.compactMap { line in state.shop.products[line.id].map { TextCleaner.clean($0.name) + "×\(line.quantity)" } }
      rows.insert(contentsOf: [PageRow("商品: 共\(lines.reduce(0) { $0 + $1.quantity })件  " + names.joined(separator: " "), Theme.text),
                               PageRow("优惠劵", Theme.title)], at: first)
    }
    return rows
  }

  private func couponRows(_ id: String?, entry: Int, width: Int) -> [PageRow] {
    let chosen = state.checkout?.coupon == id
    guard let id, let coupon = state.coupons.first(where: { $0.id == id }) else {
      return [PageRow((chosen ? "● " : "○ ") + "不使用优惠劵", Theme.text, entry: entry)]
    }
    let refusal = CouponRules.refusal(coupon, goods: state.bill.goods, on: state.today.date)
    let text = "\(chosen ? "● " : "○ ")\(coupon.value) \(TextCleaner.clean(coupon.name))" + (refusal.map { "  ✗ " + $0 } ?? "")
    return [PageRow(text, refusal == nil ? Theme.text : Theme.dim, entry: entry)]
  }

  static func summary(of step: CheckoutStep, _ state: ShopState) -> String {
    guard let checkout = state.checkout else { return "" }
    switch step {
    case .address:
      guard let i = checkout.address, state.addresses.indices.contains(i) else { return "收货地址: 请选择 ›" }
      return "收货地址: " + TextCleaner.clean(state.addresses[i].contact + "  " + state.addresses[i].line) + " ›"
    case .slot:
      guard let slot = checkout.slot else { return "送货时间: 请选择 ›" }
      let day = state.shop.account.slots.first { $0.offset == slot.day }?.title ?? ""
      return "送货时间: " + TextCleaner.clean(day + " " + slot.slot.text) + " ›"
    case .payment: return "支付方式: \(checkout.payment.title) ›"
    case .confirm: return ""
    }
  }

  func draw(in area: Rect, into buffer: inout CellBuffer) {
    buffer.write(DisplayWidth.truncate(Self.breadcrumb(state, words: program.words), to: area.width - 2), x: area.x + 1, y: area.y, style: Theme.title)
    let body = Rect(x: area.x, y: area.y + 1, width: area.width, height: max(0, area.height - 1))
    PageRow.draw(rows(width: area.width), focus: program.checkoutFocus, in: body, words: program.words, into: &buffer)
  }
}
