import TerminalKit
import Testing
@testable import ShopCatalog

/// Checkout's rules on values, at 2016-01-10 10:00 with three apples (¥38.70) in the cart, the
/// pack's one address and its coupons (券open usable, 券soon from February).
struct CheckoutScreenTests {
  static let env: ShopEnvironment = {
    let shop = testShop()
    var account = PlayerAccount(shop: shop)
    _ = account.cart.add(shop.products["apple"]!, units: 3)
    return testEnv(shop, account: account)
  }()

  static let express = SlotChoice(day: 0, slot: .express)
  static let opening = CheckoutChoices(step: .confirm, address: 0, slot: express, payment: "wechat", coupon: "open")

  static func state(_ change: (inout CheckoutChoices) -> Void = { _ in }, focus: Int? = nil) -> CheckoutScreen.State {
    var choices = opening
    change(&choices)
    var state = CheckoutScreen.State(choices: choices, env: env)
    if let focus { state.focus = focus }
    return state
  }

  @Test func itOpensAtConfirmWithEveryChoiceMadeInAdvance() {
    #expect(Self.env.checkout.opening() == Self.opening)
    let state = CheckoutScreen.State(choices: Self.opening, env: Self.env)
    // The change rows, 券open, 券soon, no coupon, the note, then 确认下单 (focused).
    #expect(CheckoutScreen.entries(state, env: Self.env) == [
      .change(.address), .change(.slot), .change(.payment), .coupon("open"), .coupon("soon"), .coupon(nil), .note, .confirm,
    ])
    #expect(state.focus == 7 && !state.confirming && state.note.text.isEmpty)
  }

  static let seven = SlotChoice(day: 0, slot: DeliverySlot(text: "19:00-20:00"))

  @Test("each action on the state, and what it asks of the app", arguments: [
    (CheckoutScreen.Action.stepChosen(.address), state({ $0.step = .address }), []),
    (.addressChosen(0), state({ $0.step = .slot }), []),
    (.addressChosen(3), state(), [.notice(.noAddress(4))]),
    (.slotChosen(seven), state({ $0.step = .payment; $0.slot = seven }), []),
    (.slotChosen(SlotChoice(day: 5, slot: .express)), state(), [.notice(.slotUnavailable(.express))]),
    (.paymentChosen("alipay"), state({ $0.payment = "alipay" }), []),
    (.couponChosen(nil), state({ $0.coupon = nil }), []),
    (.couponChosen("soon"), state(), [.notice(.couponRefused("券soon", .notYet(starts: CivilDate(parsing: "2016-02-01")!)))]),
    (.couponChosen("late"), state(), [.notice(.couponRefused("券late", .expired(ends: CivilDate(parsing: "2016-01-05")!)))]),
    (.couponChosen("nope"), state(), [.notice(.noCoupon("nope"))]),
    (.newAddressAsked, state(), [.push(.addressForm(editing: nil, fromCheckout: true))]),
    (.editAddressAsked(0), state(), [.push(.addressForm(editing: 0, fromCheckout: true))]),
    (.addressSaved(1), state({ $0.step = .slot; $0.address = 1 }), []),
    (.addressDeleted(0), state({ $0.address = nil }), []),
    // Nothing was asked: the clock read for another reason changes nothing.
    (.clockRead, state(), []),
  ] as [(CheckoutScreen.Action, CheckoutScreen.State, [ShopEffect])])
  func reduce(action: CheckoutScreen.Action, expected: CheckoutScreen.State, effects: [ShopEffect]) {
    var state = Self.state()
    #expect(CheckoutScreen.reduce(into: &state, action, env: Self.env) == effects)
    #expect(state == expected)
  }

  @Test func confirmingReadsTheClockThenPlacesTheOrder() {
    var state = Self.state()
    #expect(CheckoutScreen.reduce(into: &state, .confirmAsked, env: Self.env) == [.readClock])
    var asked = Self.state()
    asked.confirming = true
    #expect(state == asked)
    #expect(CheckoutScreen.reduce(into: &state, .clockRead, env: Self.env) == [.account(.placeOrder(Self.opening))])
    #expect(state == Self.state())
  }

  /// The slot passed while the player looked at the bill: back to the slots, the next one offered.
  @Test func aSlotThatPassedSendsThePlayerBackToTheSlots() {
    var state = Self.state({ $0.slot = Self.seven })
    let later = testEnv(Self.env.shop, account: Self.env.account, today: ShopTime(date: testToday.date, minutes: 20 * 60))
    _ = CheckoutScreen.reduce(into: &state, .confirmAsked, env: later)
    #expect(CheckoutScreen.reduce(into: &state, .clockRead, env: later) == [.notice(.checkout(.slotPassed(Self.seven.slot)))])
    var expected = CheckoutScreen.State(choices: Self.opening, env: later)
    expected.choices.slot = Self.seven
    expected.choices.step = .slot
    expected.focus = 0
    #expect(state == expected)
  }

  @Test func goingForwardPastAMissingChoiceStopsThere() {
    var state = Self.state({ $0.step = .address; $0.address = nil })
    #expect(CheckoutScreen.reduce(into: &state, .stepChosen(.confirm), env: Self.env) == [.notice(.checkout(.chooseAddress))])
    #expect(state == Self.state({ $0.step = .address; $0.address = nil }, focus: 0))
  }

  @Test func aNoteLongerThanTheLimitIsRefusedWhole() {
    var state = Self.state()
    let long = TextField(text: String(repeating: "门", count: 101), limit: nil)
    #expect(CheckoutScreen.reduce(into: &state, .noteEdited(long), env: Self.env) == [.notice(.noteTooLong(101))])
    #expect(state == Self.state())
    let note = TextField(text: "放门口", limit: CheckoutChoices.longestNote, placeholder: state.note.placeholder)
    _ = CheckoutScreen.reduce(into: &state, .noteEdited(note), env: Self.env)
    var expected = Self.state({ $0.note = "放门口" })
    expected.note = note
    #expect(state == expected)
  }

  @Test("its script verbs, each refusal before anything changes", arguments: [
    (["slot", "2"], ScriptVerb<CheckoutScreen.Action>.action(.slotChosen(SlotChoice(day: 0, slot: DeliverySlot(text: "17:00-18:00"))))),
    // 10:00: seven slots today, fourteen tomorrow and the day after.
    (["slot", "36"], .refused("'slot' needs a number from 1 to 35")),
    (["pay", "alipay"], .action(.paymentChosen("alipay"))),
    (["pay", "bitcoin"], .refused("'pay' needs wechat, qq, alipay or cod")),
    (["coupon", "none"], .action(.couponChosen(nil))),
    (["coupon", "1"], .action(.couponChosen("open"))),
    (["coupon", "4"], .refused("券soon不能用: 2016-02-01 起可用")),
    (["coupon", "soon"], .refused("'coupon' needs a number from 1 to 4 or none")),
    (["confirm", "now"], .refused("'confirm' takes no argument")),
  ] as [([String], ScriptVerb<CheckoutScreen.Action>)])
  func script(words: [String], verb: ScriptVerb<CheckoutScreen.Action>) {
    #expect(CheckoutScreen.script(words, state: Self.state(), env: Self.env) == verb)
  }

  /// A pack listing thousands of payments: a wrong name is answered with the first few and how
  /// many there are, not one line naming them all.
  @Test("a wrong payment names a few of many", arguments: [
    (["wechat"], "'pay' needs wechat"), (["a", "b"], "'pay' needs a or b"),
    (["\u{1B}[31mred", "x"], "'pay' needs \\e[31mred or x"),
  ])
  func payNeeds(ids: [String], message: String) {
    #expect(CheckoutScreen.payNeeds(ids) == message)
  }

  @Test func tenThousandPaymentsAreNamedByTheFirstFew() {
    #expect(CheckoutScreen.payNeeds((0..<10_000).map { "pay\($0)" }) == "'pay' needs one of 10000 payments: pay0, pay1, pay2, pay3, pay4, …")
  }
}

/// The address form's rules on values.
struct AddressFormTests {
  static let env = testEnv()
  static let area = Rect(x: 0, y: 1, width: 80, height: 20)

  static func blank(fromCheckout: Bool = false) -> AddressFormScreen.State {
    AddressFormScreen.State(editing: nil, fromCheckout: fromCheckout, address: nil, words: env.words)
  }

  /// Typed values, placeholders, the title's choices and the cities all start in one column.
  @Test(arguments: ["zh", "en"])
  func theFieldsStartInOneColumn(language: String) {
    var shop = testShop()
    shop.presentation.language = language
    let env = testEnv(shop)
    var buffer = CellBuffer(size: Size(columns: 80, rows: 20))
    var state = AddressFormScreen.State(editing: nil, fromCheckout: false, address: nil, words: env.words)
    state.name = TextField(text: "王五", limit: state.name.limit, placeholder: state.name.placeholder)
    AddressFormScreen.draw(state, env: env, canvas: ShopCanvas(drawPicture: { _, _, _, _ in }), in: buffer.bounds, into: &buffer)
    let labels = [env.words(.fieldName), env.words(.fieldTitle), env.words(.fieldPhone), env.words(.fieldCity), env.words(.fieldArea),
                  env.words(.fieldDetail)].map { $0.trimmingCharacters(in: .whitespaces) }
    var starts: Set<Int> = []
    for line in buffer.lines {
      let text = line.drop { $0 == " " }
      let isLabelled = labels.contains { text.hasPrefix($0) }
      guard isLabelled || text.hasPrefix("←→") else { continue }
      let afterLabel = isLabelled ? String(text.drop { $0 != ":" }.dropFirst()) : String(text)
      let value = afterLabel.drop { $0 == " " }
      starts.insert(DisplayWidth.of(line) - DisplayWidth.of(String(value)))
    }
    #expect(starts.count == 1, "\(buffer.lines.joined(separator: "\n"))")
  }

  static func filled() -> AddressFormScreen.State {
    var state = blank()
    state.name = TextField(text: "王五", limit: state.name.limit, placeholder: state.name.placeholder)
    state.title = .mr
    state.phone = TextField(text: "13800138000", limit: state.phone.limit, placeholder: state.phone.placeholder)
    state.city = TextField(text: "北京市", limit: state.city.limit, placeholder: state.city.placeholder)
    state.area = TextField(text: "海淀区", limit: state.area.limit, placeholder: state.area.placeholder)
    state.detail = TextField(text: "1号楼101", limit: state.detail.limit, placeholder: state.detail.placeholder)
    return state
  }

  @Test func savingAGoodFormAsksTheAppToSaveIt() {
    var state = Self.filled()
    #expect(AddressFormScreen.reduce(into: &state, .saveAsked,
                                     env: Self.env) == [.account(.saveAddress(state.form, editing: nil, fromCheckout: false))])
    #expect(state == Self.filled())
  }

  @Test func aProblemIsShownOnTheFormUntilTheFieldChanges() {
    var state = Self.filled()
    state.phone = TextField(text: "123", limit: 20, placeholder: state.phone.placeholder)
    let bad = state
    #expect(AddressFormScreen.reduce(into: &state, .saveAsked, env: Self.env) == [.notice(.address(.phone(.china)))])
    var expected = bad
    expected.problem = .phone(.china)
    #expect(state == expected)
    _ = AddressFormScreen.reduce(into: &state, .edited(.phone, TextField(text: "1234", limit: 20)), env: Self.env)
    #expect(state.problem == nil)
  }

  @Test("keys as actions", arguments: [
    (AddressFormScreen.Row.title, Key.right, AddressFormScreen.Action.titleChosen(.ms)),
    (.title, .left, .titleChosen(.mr)),
    (.name, .down, .focused(.title)),
    (.detail, .down, .focused(.save)),
    (.save, .enter, .saveAsked),
    (.phone, .control("s"), .saveAsked),
  ] as [(AddressFormScreen.Row, Key, AddressFormScreen.Action)])
  func keys(row: AddressFormScreen.Row, key: Key, action: AddressFormScreen.Action) {
    var state = Self.filled()
    state.focus = row
    #expect(AddressFormScreen.action(for: .key(key), state: state, env: Self.env, area: Self.area) == action)
  }

  /// ←→ on an empty city go through the pack's cities.
  @Test func theCityComesFromThePacksList() {
    var state = Self.blank()
    state.focus = .city
    guard case .edited(.city, let field)? = AddressFormScreen.action(for: .key(.right), state: state, env: Self.env, area: Self.area) else {
      Issue.record("→ did not choose a city")
      return
    }
    #expect(field.text == "北京市")
  }

  @Test func onlyAnAddressBeingEditedCanBeDeleted() {
    var state = Self.blank()
    #expect(state.rows == [.name, .title, .phone, .city, .area, .detail, .save])
    #expect(AddressFormScreen.reduce(into: &state, .deleteAsked, env: Self.env) == [])
    var editing = AddressFormScreen.State(editing: 0, fromCheckout: false, address: Self.env.account.addresses[0], words: Self.env.words)
    #expect(editing.rows.last == .delete)
    #expect(AddressFormScreen.reduce(into: &editing, .deleteAsked, env: Self.env) == [.present(.confirmDeleteAddress(0))])
  }
}
