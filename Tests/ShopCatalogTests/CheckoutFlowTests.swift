import PlistKit
import Testing
@testable import ShopCatalog

/// A shop with an account: two addresses (the second the default), coupons, the standard slots.
func accountShop() -> Shop {
  var shop = testShop()
  let day = { (text: String) in CivilDate(parsing: text)! }
  shop.account.addresses = [
    Address(name: "林小满", title: .ms, phone: "13900001111", city: "杭州市", area: "西湖区文三路", detail: "8号楼502"),
    Address(name: "周大树", title: .mr, phone: "13700002222", city: "杭州市", area: "滨江区长河", detail: "12幢1801"),
  ]
  shop.account.defaultAddress = 1
  shop.account.cities = ["杭州市", "上海市"]
  shop.account.coupons = [
    Coupon(id: "five", name: "新人券", value: Money(fen: 500), threshold: Money(fen: 3_000), starts: day("2026-01-01"), ends: day("2026-12-31")),
    Coupon(id: "eight", name: "鲜果券", value: Money(fen: 800), threshold: Money(fen: 5_000), starts: day("2026-01-01"), ends: day("2026-12-31")),
    Coupon(id: "old", name: "旧券", value: Money(fen: 2_000), threshold: .zero, starts: day("2025-01-01"), ends: day("2025-12-31")),
  ]
  return shop
}

/// 2026-12-01 at a time of day.
func at(_ hour: Int, _ minute: Int = 0) -> ShopTime {
  ShopTime(date: CivilDate(parsing: "2026-12-01")!, minutes: hour * 60 + minute)
}

struct CheckoutFlowTests {
  /// Two apples (¥25.80) and two milks (¥31.80): ¥57.60 of goods.
  static func filled(at time: ShopTime = at(18, 30)) -> ShopState {
    var state = ShopState(shop: accountShop(), today: time)
    state.run(.added("apple"), .added("apple"), .added("milk"), .added("milk"))
    return state
  }

  @Test func checkoutThenConfirmPlacesAnOrderWithTheDefaults() throws {
    var state = Self.filled()
    state.run(.tabChosen(.cart), .checkoutOpened)
    let checkout = try #require(state.checkout)
    #expect(checkout == Checkout(step: .confirm, address: 1, slot: SlotChoice(day: 0, slot: DeliverySlot(text: "闪电送,及时达")),
                                 payment: .wechat, coupon: "eight"))
    #expect(state.checkoutBill.lines.map(\.label) == ["商品总额", "配送费", "服务费", "优惠劵"])
    #expect(state.checkoutBill.total == Money(fen: 5_760 - 800))
    let effects = state.run(.orderConfirmed)
    #expect(effects == [.saveAll])
    #expect(state.screen == .order(0))
    #expect(state.host.stack.root == .tab(.mine))
    #expect(state.cart.lines.isEmpty)
    #expect(state.usedCoupons == ["eight"])
    #expect(state.checkout == nil)
    let order = try #require(state.placed.first)
    #expect(order.number == "2026120118300001")
    #expect(order.lines.map(\.id) == ["apple", "milk"])
    #expect(order.lines.map(\.quantity) == [2, 2])
    #expect(order.paid == Money(fen: 4_960))
    #expect(order.expectedPaid == order.paid)
    #expect(order.fees.map(\.label) == ["配送费", "服务费", "优惠劵"])
    #expect(order.fees.map(\.amount) == [.zero, .zero, Money(fen: -800)])
    #expect(order.receiver == "周大树 先生 137 0000 2222")
    #expect(order.delivery == "12月1日 闪电送,及时达")
    #expect(order.payment == "微信支付")
    #expect(state.message == "下单成功: 2026120118300001 (演示订单, 没有扣款)")
    // The coupon is spent: 我的 shows it used, and the next order cannot have it.
    #expect(state.couponsByStanding.first { $0.coupon.id == "eight" }?.standing == .used)
  }

  @Test func onlyTheSelectedLinesAreOrdered() throws {
    var state = Self.filled()
    state.run(.selectionToggled("milk"), .checkoutOpened, .orderConfirmed)
    #expect(state.placed.first?.lines.map(\.id) == ["apple"])
    #expect(state.cart.lines.map(\.id) == ["milk"])
    // ¥25.80 is under ¥30.00: delivery is charged and no coupon applies.
    #expect(state.placed.first?.paid == Money(fen: 2_580 + 800))
  }

  @Test("a step is checked before the player goes past it", arguments: [
    ("no addresses", "请选择收货地址", CheckoutStep.address),
    ("too late for today and no later days", "请选择送货时间", .slot),
  ])
  func stepsAreChecked(situation: String, message: String, stays: CheckoutStep) throws {
    var state = Self.filled(at: at(23, 30))
    if situation == "no addresses" { state.addresses = [] }
    if situation.hasPrefix("too late") { state = ShopState(shop: { var s = accountShop(); s.account.slots = [DeliveryRules.standard[0]]; return s }(), today: at(23, 30)) }
    if situation.hasPrefix("too late") { state.run(.added("apple"), .added("apple"), .added("apple")) }
    state.run(.checkoutOpened)
    #expect(state.checkout?.step == stays)
    state.run(.checkoutStepChosen(.confirm))
    #expect(state.checkout?.step == stays)
    #expect(state.message == message)
    state.run(.orderConfirmed)
    #expect(state.placed.isEmpty)
    #expect(state.message == message)
  }

  @Test func aSlotThatHasPassedIsRefusedAndTheOrderWaitsForANewOne() throws {
    var state = Self.filled(at: at(16, 0))
    state.run(.checkoutOpened, .checkoutSlotChosen(SlotChoice(day: 0, slot: DeliverySlot(text: "17:00-18:00"))))
    #expect(state.checkout?.step == .payment)
    // The player waits: by 17:40 that slot has gone.
    state.run(.clockRead(at(17, 40)), .orderConfirmed)
    #expect(state.placed.isEmpty)
    #expect(state.checkout?.step == .slot)
    #expect(state.message == "17:00-18:00 已经过了, 请重新选择送货时间")
    state.run(.checkoutSlotChosen(SlotChoice(day: 0, slot: DeliverySlot(text: "17:00-18:00"))))
    #expect(state.message == "17:00-18:00 不能选: 已经过了, 或不是本店的送货时间")
  }

  @Test("coupon choices and refusals", arguments: [
    ("five", "five", nil),
    (nil, nil, nil),
    ("old", "eight", "旧券不能用: 已过期 (有效期至 2025-12-31)"),
    ("none-such", "eight", "There is no coupon none-such"),
  ] as [(String?, String?, String?)])
  func coupons(choice: String?, chosen: String?, message: String?) {
    var state = Self.filled()
    state.run(.checkoutOpened, .couponChosen(choice))
    #expect(state.checkout?.coupon == chosen)
    #expect(state.message == message)
  }

  @Test func aNoteIsAtMostAHundredCharacters() {
    var state = Self.filled()
    state.run(.checkoutOpened, .noteChanged(String(repeating: "辣", count: 100)))
    #expect(state.checkout?.note.count == 100)
    state.run(.noteChanged(String(repeating: "辣", count: 101)))
    #expect(state.checkout?.note.count == 100)
    #expect(state.message == "备注最多100个字, 这段有101个字")
  }

  @Test func anEmptyOrUnselectedCartDoesNotOpenCheckout() {
    var state = ShopState(shop: accountShop(), today: at(12))
    state.run(.checkoutOpened)
    #expect(state.message == "购物车是空的")
    state.run(.added("apple"), .allSelected(false), .checkoutOpened)
    #expect(state.message == "请先选择商品")
    #expect(state.screen == .tab(.home))
  }
}
