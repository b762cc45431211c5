import GameCore
import TerminalKit

/// Keys on checkout: ↑↓ through the step's entries, Enter chooses (and moves on), ←→ go back
/// a step or forward (checked), `n` a new address, `e` edits the focused one.
extension ShopProgram {
  mutating func openCheckout(now: Double) {
    send(.clockRead(readClock()), now: now)
    send(.checkoutOpened, now: now)
    noteField = TextField(text: state.checkout?.note ?? "", limit: Checkout.longestNote, placeholder: noteField.placeholder)
    checkoutFocus = focusOfChoice()
  }

  func readClock() -> ShopTime {
    let (seconds, offset) = context.wallClock.read()
    return ShopTime(unixSeconds: seconds, utcOffset: offset)
  }

  mutating func handleCheckout(_ event: InputEvent, now: Double) -> ProgramOutcome {
    guard let checkout = state.checkout else { return .ignored }
    let entries = CheckoutView.entries(state)
    checkoutFocus = min(max(0, checkoutFocus), max(0, entries.count - 1))
    let entry = entries.isEmpty ? nil : entries[checkoutFocus]
    if entry == .note, event != .key(.up), event != .key(.down), event != .key(.enter) {
      let before = noteField.text
      guard noteField.handle(event) else { return .ignored }
      if noteField.text != before { send(.noteChanged(noteField.text), now: now) }
      return .continue
    }
    switch event {
    case .key(.up): checkoutFocus = max(0, checkoutFocus - 1)
    case .key(.down): checkoutFocus = min(max(0, entries.count - 1), checkoutFocus + 1)
    case .key(.left):
      guard let previous = CheckoutStep(rawValue: checkout.step.rawValue - 1) else { return .ignored }
      step(to: previous, now: now)
    case .key(.right):
      guard let next = CheckoutStep(rawValue: checkout.step.rawValue + 1) else { return .ignored }
      step(to: next, now: now)
    case .key(.character("n")) where checkout.step == .address: send(.addressFormOpened(editing: nil), now: now)
    case .key(.character("e")):
      guard case .address(let i)? = entry else { return .ignored }
      send(.addressFormOpened(editing: i), now: now)
    case .key(.enter), .key(.character(" ")):
      guard let entry else { return .ignored }
      choose(entry, now: now)
    default: return .ignored
    }
    if state.screen == .addressForm { loadFormFields() }
    return .continue
  }

  mutating func step(to step: CheckoutStep, now: Double) {
    let before = state.checkout?.step
    send(.checkoutStepChosen(step), now: now)
    if state.checkout?.step != before { checkoutFocus = focusOfChoice() }
  }

  /// On a step, the focus starts on what is chosen.
  func focusOfChoice() -> Int {
    guard let checkout = state.checkout else { return 0 }
    let entries = CheckoutView.entries(state)
    let chosen: CheckoutView.Entry? = switch checkout.step {
    case .address: checkout.address.map(CheckoutView.Entry.address)
    case .slot: checkout.slot.map(CheckoutView.Entry.slot)
    case .payment: .payment(checkout.payment)
    case .confirm: .confirm
    }
    return chosen.flatMap { entries.firstIndex(of: $0) } ?? 0
  }

  mutating func choose(_ entry: CheckoutView.Entry, now: Double) {
    let before = state.checkout?.step
    switch entry {
    case .address(let i): send(.checkoutAddressChosen(i), now: now)
    case .newAddress: send(.addressFormOpened(editing: nil), now: now)
    case .slot(let choice): send(.checkoutSlotChosen(choice), now: now)
    case .payment(let payment): send(.paymentChosen(payment), now: now)
    case .change(let step): send(.checkoutStepChosen(step), now: now)
    case .coupon(let id): send(.couponChosen(id), now: now)
    case .note: return
    case .confirm:
      send(.clockRead(readClock()), now: now)
      send(.orderConfirmed, now: now)
    }
    if state.checkout != nil, state.checkout?.step != before { checkoutFocus = focusOfChoice() }
  }
}

/// The address form's text fields and the focused row: view state; the values go to the rules
/// as an `AddressRules.Form` on every edit.
struct AddressFormFields: Equatable {
  enum Row: Int, CaseIterable { case name, title, phone, city, area, detail, save, delete }

  var name = TextField(limit: AddressRules.longest.name, placeholder: "你的名字")
  var phone = TextField(limit: 20, placeholder: "11位手机号码")
  var city = TextField(limit: AddressRules.longest.city, placeholder: "城市")
  var area = TextField(limit: AddressRules.longest.area, placeholder: "区, 小区, 街道")
  var detail = TextField(limit: AddressRules.longest.detail, placeholder: "楼号, 门牌")
  var focus = Row.name

  init() {}

  init(_ form: AddressRules.Form) {
    name = TextField(text: form.name, limit: 20, placeholder: name.placeholder)
    phone = TextField(text: form.phone, limit: 20, placeholder: phone.placeholder)
    city = TextField(text: form.city, limit: 20, placeholder: city.placeholder)
    area = TextField(text: form.area, limit: 40, placeholder: area.placeholder)
    detail = TextField(text: form.detail, limit: 60, placeholder: detail.placeholder)
  }

  func form(title: Address.Title?) -> AddressRules.Form {
    AddressRules.Form(name: name.text, title: title, phone: phone.text, city: city.text, area: area.text, detail: detail.text)
  }

  /// The field of a text row.
  subscript(row: Row) -> TextField? {
    get {
      switch row {
      case .name: name
      case .phone: phone
      case .city: city
      case .area: area
      case .detail: detail
      default: nil
      }
    }
    set {
      guard let newValue else { return }
      switch row {
      case .name: name = newValue
      case .phone: phone = newValue
      case .city: city = newValue
      case .area: area = newValue
      case .detail: detail = newValue
      default: break
      }
    }
  }
}
