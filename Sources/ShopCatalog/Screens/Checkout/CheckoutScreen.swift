import TerminalKit

/// Checkout: the breadcrumb of the four steps, then the step's choices; at 确认订单 the summary,
/// the coupons (each that cannot be used says why), the note, the bill and 确认下单.
enum CheckoutScreen: ShopScreenFeature {
  struct State: Equatable, Sendable {
    var choices: CheckoutChoices
    var focus = 0
    var note: TextField
    /// 确认下单 was asked: the order is placed once the clock has been read again.
    var confirming = false

    init(choices: CheckoutChoices, env: ShopEnvironment) {
      self.choices = choices
      note = TextField(text: choices.note, limit: CheckoutChoices.longestNote,
                       placeholder: env.words(.notePlaceholder, String(CheckoutChoices.longestNote)))
      focus = CheckoutScreen.focusOfChoice(self, env: env)
    }
  }

  /// What the focus moves through on the step shown; keys, drawing and clicks share it.
  enum Entry: Equatable, Sendable {
    case address(Int)
    case newAddress
    case slot(SlotChoice)
    case payment(String)
    case change(CheckoutStep)
    case coupon(String?)
    case note
    case confirm
  }

  enum Action: Equatable, Sendable {
    case focused(Int)
    case stepChosen(CheckoutStep)
    case addressChosen(Int)
    case slotChosen(SlotChoice)
    case paymentChosen(String)
    case couponChosen(String?)
    case noteEdited(TextField)
    case newAddressAsked
    case editAddressAsked(Int)
    case confirmAsked
    case clockRead
    case addressSaved(Int)
    case addressDeleted(Int)
  }

  static let name = "checkout"

  static func entries(_ state: State, env: ShopEnvironment) -> [Entry] {
    let rules = env.checkout
    switch state.choices.step {
    case .address: return env.account.addresses.indices.map(Entry.address) + [.newAddress]
    case .slot: return rules.openSlots.flatMap { day in day.slots.map { Entry.slot(SlotChoice(day: day.day.offset, slot: $0)) } }
    case .payment: return rules.payments.map { Entry.payment($0.id) }
    case .confirm:
      // Used and expired coupons are one line below the others: at checkout they are no choice.
      return [.change(.address), .change(.slot),
              .change(.payment)] + openCoupons(env).map { Entry.coupon($0.id) } + [.coupon(nil), .note, .confirm]
    }
  }

  /// The coupons still open today (a threshold not met or a start ahead says so on its line).
  static func openCoupons(_ env: ShopEnvironment) -> [Coupon] {
    env.checkout.coupons.filter { CouponRules.standing(of: $0, on: env.today.date) == .usable }
  }

  /// On a step, the focus starts on what is chosen.
  static func focusOfChoice(_ state: State, env: ShopEnvironment) -> Int {
    let choices = state.choices
    let chosen: Entry? = switch choices.step {
    case .address: choices.address.map(Entry.address)
    case .slot: choices.slot.map(Entry.slot)
    case .payment: .payment(choices.payment)
    case .confirm: .confirm
    }
    return chosen.flatMap { entries(state, env: env).firstIndex(of: $0) } ?? 0
  }

  static func reduce(into state: inout State, _ action: Action, env: ShopEnvironment) -> [ShopEffect] {
    let rules = env.checkout
    switch action {
    case .focused(let i):
      state.focus = i
    case .stepChosen(let step):
      return go(to: step, &state, env: env)
    case .addressChosen(let i):
      guard env.account.addresses.indices.contains(i) else { return [.notice(.noAddress(i + 1))] }
      state.choices.address = i
      return go(to: .slot, &state, env: env)
    case .slotChosen(let choice):
      guard rules.isOpen(choice) else { return [.notice(.slotUnavailable(choice.slot))] }
      state.choices.slot = choice
      return go(to: .payment, &state, env: env)
    case .paymentChosen(let id):
      state.choices.payment = id
      return go(to: .confirm, &state, env: env)
    case .couponChosen(nil):
      state.choices.coupon = nil
    case .couponChosen(let id?):
      guard let coupon = rules.coupons.first(where: { $0.id == id }) else { return [.notice(.noCoupon(id))] }
      if let refusal = CouponRules.refusal(coupon, goods: rules.bill.goods, on: env.today.date) {
        return [.notice(.couponRefused(coupon.name, refusal))]
      }
      state.choices.coupon = id
    case .noteEdited(let field):
      guard field.text.count <= CheckoutChoices.longestNote else { return [.notice(.noteTooLong(field.text.count))] }
      state.note = field
      state.choices.note = field.text
    case .newAddressAsked:
      return env.account.addressesFull ? [.notice(.addressesFull)] : [.push(.addressForm(editing: nil, fromCheckout: true))]
    case .editAddressAsked(let i):
      return [.push(.addressForm(editing: i, fromCheckout: true))]
    case .confirmAsked:
      state.confirming = true
      return [.readClock]
    case .clockRead:
      guard state.confirming else { return [] }
      state.confirming = false
      if let (step, problem) = rules.firstProblem(state.choices) {
        state.choices.step = step
        state.focus = focusOfChoice(state, env: env)
        return [.notice(.checkout(problem))]
      }
      return [.account(.placeOrder(state.choices))]
    case .addressSaved(let i):
      state.choices.address = i
      state.choices.step = .slot
      state.focus = focusOfChoice(state, env: env)
    case .addressDeleted(let i):
      if let chosen = state.choices.address { state.choices.address = chosen == i ? nil : (chosen > i ? chosen - 1 : chosen) }
    }
    return []
  }

  /// Moves to a step; going forward, every step before it is checked and the first one with a
  /// problem is where the player stays.
  private static func go(to step: CheckoutStep, _ state: inout State, env: ShopEnvironment) -> [ShopEffect] {
    let current = state.choices.step
    if step.rawValue > current.rawValue || step == .confirm, let (earlier,
                                                                  problem) = env.checkout.firstProblem(state.choices, before: step) {
      state.choices.step = earlier
      state.focus = focusOfChoice(state, env: env)
      return [.notice(.checkout(problem))]
    }
    state.choices.step = step
    state.focus = focusOfChoice(state, env: env)
    return []
  }

  static func action(for message: AppMessage, state: State) -> Action? {
    switch message {
    case .addressSaved(let i): .addressSaved(i)
    case .addressDeleted(let i): .addressDeleted(i)
    case .clockRead: .clockRead
    case .showCategory: nil
    }
  }
}
