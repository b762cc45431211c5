import TerminalKit

extension CheckoutScreen {
  /// `① 收货地址 › ② 送货时间 › …`, the current step marked, a done step ticked.
  static func breadcrumb(_ state: State, env: ShopEnvironment) -> String {
    let titles: [CheckoutStep: ShopText] = [.address: .stepAddress, .slot: .stepSlot, .payment: .stepPayment, .confirm: .stepConfirm]
    return CheckoutStep.allCases.map { step in
      let title = env.words(titles[step] ?? .stepConfirm)
      let mark = step == state.choices.step ? "[\(step.rawValue + 1) \(title)]" : "\(step.rawValue + 1) \(title)"
      return step.rawValue < state.choices.step.rawValue && env.checkout.problem(at: step, state.choices) == nil ? mark + "✓" : mark
    }.joined(separator: " › ")
  }

  static func summary(of step: CheckoutStep, _ state: State, env: ShopEnvironment) -> String {
    let w = env.words
    let choices = state.choices
    switch step {
    case .address:
      guard let i = choices.address, env.account.addresses.indices.contains(i) else { return w(.summaryAddressNone) }
      let address = env.account.addresses[i]
      return w(.summaryAddress, TextCleaner.clean(env.contact(address) + "  " + address.line))
    case .slot:
      guard let slot = choices.slot else { return w(.summarySlotNone) }
      return w(.summarySlot, TextCleaner.clean(env.dayTitle(offset: slot.day) + " " + env.slotText(slot.slot)))
    case .payment: return w(.summaryPayment, env.paymentTitle(choices.payment))
    case .confirm: return ""
    }
  }

  /// A bill line's label, with what its amount comes from (`配送费  满¥30.00免运费 ✓`) unless `note` is false.
  static func billLabel(_ kind: CheckoutBill.Kind, env: ShopEnvironment, note: Bool = true) -> String {
    let w = env.words
    switch kind {
    case .goods: return w(.billGoods)
    case .memberSaving: return w(.billMemberSaving)
    case .delivery(let freeFrom, let untilFree):
      guard note else { return w(.billDelivery) }
      return w(.billDelivery) + "  " + (untilFree.map { w(.freeDeliveryLeft, env.money($0)) } ?? w(.freeDeliveryDone, env.money(freeFrom)))
    case .service: return w(.billService)
    case .coupon(let name): return note ? w(.billCoupon) + "  " + TextCleaner.clean(name) : w(.billCoupon)
    }
  }

  static func rows(_ state: State, env: ShopEnvironment, width: Int) -> [PageRow] {
    let w = env.words
    let choices = state.choices
    let rules = env.checkout
    var rows: [PageRow] = []
    // The days' names padded to the widest, so that the times stand in one column.
    let dayWidth = rules.openSlots.map { DisplayWidth.of(TextCleaner.clean(env.dayTitle($0.day))) }.max() ?? 0
    for (i, entry) in entries(state, env: env).enumerated() {
      switch entry {
      case .address(let n):
        let address = env.account.addresses[n]
        let mark = choices.address == n ? "● " : "○ "
        rows.append(PageRow(mark + TextCleaner.clean(env.contact(address)) + (n == env.account.defaultAddress ? w(.defaultMark) : ""),
                            Theme.title, entry: i))
        rows.append(PageRow("  " + TextCleaner.clean(address.line), Theme.text, entry: i))
      case .newAddress: rows.append(PageRow(w(.newAddressEntry), Theme.accent, entry: i))
      case .slot(let choice):
        let mark = choices.slot == choice ? "● " : "○ "
        let when = DisplayWidth.pad(TextCleaner.clean(env.dayTitle(offset: choice.day)), to: dayWidth) + "  " + TextCleaner.clean(env.slotText(choice.slot))
        rows.append(PageRow(mark + when, Theme.text, entry: i))
      case .payment(let id):
        rows.append(PageRow((choices.payment == id ? "● " : "○ ") + env.paymentTitle(id), Theme.text, entry: i))
      case .change(let step): rows.append(PageRow(summary(of: step, state, env: env), Theme.text, entry: i))
      case .coupon(let id): rows.append(couponRow(id, state, env: env, entry: i))
      case .note:
        let gone = rules.coupons.count - openCoupons(env).count
        if gone > 0 { rows.append(PageRow(w(.couponsGone, String(gone)), Theme.dim)) }
        // How much of the note's room is used, so that its end comes as no surprise.
        let used = "\(state.note.text.count)/\(CheckoutChoices.longestNote)"
        rows.append(PageRow(w(.noteLabel) + " " + used, Theme.text, entry: i, field: state.note))
      case .confirm:
        let bill = rules.checkoutBill(choices)
        for line in bill.lines {
          rows.append(PageRow(PageRow.amountRow(billLabel(line.kind, env: env), env.money(line.amount), width: width), Theme.dim))
        }
        rows.append(PageRow(PageRow.amountRow(w(.billTotal), env.money(bill.total), width: width), Theme.title))
        rows.append(PageRow(w(.placeOrder), Theme.accent, entry: i))
      }
    }
    if choices.step == .slot, rows.isEmpty { rows.append(PageRow(w(.noSlots), Theme.dim)) }
    if choices.step == .payment { rows.append(PageRow(w(.paymentShowcase), Theme.dim)) }
    if choices.step == .confirm {
      let first = rows.firstIndex { $0.entry == 3 } ?? rows.count
      let lines = env.account.cart.lines.filter(\.selected)
      let names = lines.compactMap { line in env.shop.products[line.id].map { TextCleaner.clean($0.name) + "×\(line.quantity)" } }
      rows.insert(contentsOf: [PageRow(w(.goodsSummary, String(lines.reduce(0) { $0 + $1.quantity }), names.joined(separator: " ")),
                                       Theme.text),
                               PageRow(w(.couponsHeader), Theme.title)], at: first)
    }
    return rows
  }

  private static func couponRow(_ id: String?, _ state: State, env: ShopEnvironment, entry: Int) -> PageRow {
    let rules = env.checkout
    let chosen = state.choices.coupon == id
    guard let id, let coupon = rules.coupons.first(where: { $0.id == id }) else {
      return PageRow((chosen ? "● " : "○ ") + env.words(.noCoupon), Theme.text, entry: entry)
    }
    let refusal = CouponRules.refusal(coupon, goods: rules.bill.goods, on: env.today.date)
    let why = refusal.map { "  ✗ " + env.refusalText($0) } ?? ""
    let text = "\(chosen ? "● " : "○ ")\(env.money(coupon.value)) \(TextCleaner.clean(coupon.name))" + why
    return PageRow(text, refusal == nil ? Theme.text : Theme.dim, entry: entry)
  }

  static func draw(_ state: State, env: ShopEnvironment, canvas: ShopCanvas, in area: Rect, into buffer: inout CellBuffer) {
    PageView.draw(title: breadcrumb(state, env: env), rows: rows(state, env: env, width: area.width), focus: state.focus, in: area,
                  into: &buffer)
  }

  /// `checkout` in the JSON: the step, each choice, the bill's lines and the total.
  static func json(_ state: State, env: ShopEnvironment) -> [(String, JSON)] {
    let choices = state.choices
    let rules = env.checkout
    let address = choices.address.flatMap { env.account.addresses.indices.contains($0) ? env.account.addresses[$0] : nil }
    let slot = choices.slot.map { JSON.string(env.dayTitle(offset: $0.day) + " " + env.slotText($0.slot)) }
    let coupon = rules.coupon(choices).map { JSON.object([("id", .string($0.id)), ("name", .string($0.name)),
                                                          ("value", .string($0.value.plain))]) }
    let slots = rules.openSlots.flatMap { day in day.slots.map { JSON.string(env.dayTitle(day.day) + " " + env.slotText($0)) } }
    let coupons = rules.coupons.map { coupon -> JSON in
      let refusal = CouponRules.refusal(coupon, goods: rules.bill.goods, on: env.today.date)
      return .object([("id", .string(coupon.id)), ("name", .string(coupon.name)), ("usable", .bool(refusal == nil)),
                      ("reason", refusal.map { .string(env.refusalText($0)) } ?? .null)])
    }
    let bill = rules.checkoutBill(choices)
    return [("checkout", .object([
      ("step", .string(["address", "slot", "payment", "confirm"][choices.step.rawValue])),
      ("address", address.map { .object([("name", .string($0.name)), ("phone", .string($0.phone)),
                                         ("address", .string($0.line))]) } ?? .null),
      ("slot", slot ?? .null), ("payment", .string(choices.payment)), ("coupon", coupon ?? .null), ("note", .string(choices.note)),
      ("bill", .array(bill.lines.map { .object([("label", .string(billLabel($0.kind, env: env, note: false))),
                                                ("amount", .string($0.amount.plain))]) })),
      ("total", .string(bill.total.plain)), ("slots", .array(slots)), ("coupons", .array(coupons)),
    ]))]
  }
}
