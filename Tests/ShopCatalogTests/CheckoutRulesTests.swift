import GameCore
import Testing
@testable import ShopCatalog

/// The rules checkout stands on, as values on a passed-in clock: dates, coupons, the bill,
/// addresses, delivery slots.
struct CivilDateTests {
  @Test("dates read strictly and count days", arguments: [
    ("1970-01-01", 0), ("2015-12-03", 16_772), ("2016-02-29", 16_860), ("2000-03-01", 11_017), ("1969-12-31", -1),
    ("2015-12-09 23:59:59", 16_778),
  ] as [(String, Int)])
  func parses(text: String, day: Int) throws {
    let date = try #require(CivilDate(parsing: text))
    #expect(date.day == day)
    #expect(date.description == String(text.prefix(10)))
  }

  @Test("anything else is refused", arguments: ["2015-02-29", "2015-13-01", "2015-00-10", "2015-1-1", "15-12-03", "2015/12/03", "",
                                                "2015-12-03T00:00", "０２０15-12-03", "0000-01-01"])
  func refuses(text: String) {
    #expect(CivilDate(parsing: text) == nil)
  }

  @Test("the wall clock in the shop's time", arguments: [
    (0.0, 0, 0, 0), (86_399.0, 0, 0, 1_439), (1_449_100_800.0, 8 * 3600, 16_772, 480), (-1.0, 0, -1, 1_439),
    (.nan, 0, 0, 0), (.infinity, 0, 0, 0), (1e300, 0, 0, 0),
  ] as [(Double, Int, Int, Int)])
  func wallClock(seconds: Double, offset: Int, day: Int, minutes: Int) {
    #expect(ShopTime(unixSeconds: seconds, utcOffset: offset) == ShopTime(date: CivilDate(day: day), minutes: minutes))
  }
}

struct CouponRulesTests {
  static let today = CivilDate(parsing: "2016-01-10")!

  @Test("why a coupon cannot be used", arguments: [
    (testCoupon("a", value: 500), 3_000, nil),
    (testCoupon("a", value: 500), 2_990, .threshold(Money(fen: 3_000), missing: Money(fen: 10))),
    (testCoupon("a", value: 500, record: .used), 5_000, .used),
    (testCoupon("a", value: 500, record: .expired), 5_000, .expired(ends: CivilDate(parsing: "2016-01-31")!)),
    (testCoupon("a", value: 500, to: "2016-01-09"), 5_000, .expired(ends: CivilDate(parsing: "2016-01-09")!)),
    (testCoupon("a", value: 500, to: "2016-01-10"), 5_000, nil),
    (testCoupon("a", value: 500, from: "2016-01-11"), 5_000, .notYet(starts: CivilDate(parsing: "2016-01-11")!)),
  ] as [(Coupon, Int64, CouponRefusal?)])
  func refusal(coupon: Coupon, goods: Int64, why: CouponRefusal?) {
    #expect(CouponRules.refusal(coupon, goods: Money(fen: goods), on: Self.today) == why)
  }

  @Test("a refusal in each language's words", arguments: [
    (CouponRefusal.threshold(Money(fen: 3_000), missing: Money(fen: 10)), "满¥30.00可用, 还差 ¥0.10", "from $30.00: $0.10 to go"),
    (.used, "已使用", "used"),
    (.expired(ends: CivilDate(parsing: "2016-01-31")!), "已过期 (有效期至 2016-01-31)", "expired (valid until 2016-01-31)"),
    (.notYet(starts: CivilDate(parsing: "2016-01-11")!), "2016-01-11 起可用", "from 2016-01-11"),
  ])
  func words(refusal: CouponRefusal, chinese: String, english: String) {
    var shop = testShop(language: "en")
    shop.presentation.currency = "$"
    #expect(testEnv().refusalText(refusal) == chinese)
    #expect(testEnv(shop).refusalText(refusal) == english)
  }

  @Test func theBestIsTheLargestThenTheOneEndingFirst() {
    let coupons = [testCoupon("small", value: 300), testCoupon("late", value: 800, to: "2016-03-01"),
                   testCoupon("soon", value: 800, to: "2016-01-20"),
                   testCoupon("big-but-far", value: 2_000, threshold: 10_000), testCoupon("used", value: 5_000, record: .used)]
    #expect(CouponRules.best(of: coupons, goods: Money(fen: 5_000), on: Self.today)?.id == "soon")
    #expect(CouponRules.best(of: coupons, goods: Money(fen: 10_000), on: Self.today)?.id == "big-but-far")
    #expect(CouponRules.best(of: coupons, goods: Money(fen: 2_000), on: Self.today) == nil)
  }

  @Test func standingsForThe我的Page() {
    let coupons = [testCoupon("a", value: 1), testCoupon("b", value: 1, record: .used), testCoupon("c", value: 1, to: "2016-01-05")]
    #expect(coupons.map { CouponRules.standing(of: $0, on: Self.today) } == [.usable, .used, .expired])
  }
}

/// The one delivery fee, which the cart's bill and checkout's both use: free from the threshold,
/// nothing to pay for nothing; with the original's late rule, from ¥50 from 22:00.
struct DeliveryFeeTests {
  static let late: ShopRules = {
    var rules = ShopRules()
    rules.late = LateDelivery(from: 22 * 60, freeDeliveryFrom: Money(fen: 5_000))
    return rules
  }()

  @Test("the fee and what is left to free delivery", arguments: [
    (0, 600, false, 0, nil), (1, 600, false, 800, 2_999), (2_999, 600, false, 800, 1), (3_000, 600, false, 0, nil),
    (3_001, 600, false, 0, nil), (100_000, 600, false, 0, nil),
    // The late rule: before 22:00 the day's threshold, from 22:00 the late one.
    (3_000, 1_319, true, 0, nil), (3_000, 1_320, true, 800, 2_000), (4_999, 1_439, true, 800, 1), (5_000, 1_320, true, 0, nil),
    (0, 1_400, true, 0, nil),
  ] as [(Int64, Int, Bool, Int64, Int64?)])
  func fee(goods: Int64, minutes: Int, late: Bool, fee: Int64, untilFree: Int64?) {
    let rules = late ? Self.late : ShopRules()
    #expect(DeliveryFee.fee(goods: Money(fen: goods), rules: rules, minutes: minutes) == Money(fen: fee))
    #expect(DeliveryFee.untilFree(goods: Money(fen: goods), rules: rules, minutes: minutes) == untilFree.map(Money.init(fen:)))
  }

  /// The cart and checkout agree at every amount around the threshold, ¥0 included.
  @Test("the cart's bill and checkout's agree", arguments: [0, 1, 590, 2_999, 3_000, 3_001])
  func cartAndCheckoutAgree(goods: Int64) {
    var shop = testShop()
    shop.add(Product(id: "fen", name: "一分", price: Money(fen: 1), stock: 999))
    shop.add(Product(id: "yuan", name: "一元", price: Money(fen: 100), stock: 999))
    var cart = Cart()
    if goods % 100 > 0 { _ = cart.add(shop.products["fen"]!, units: Int(goods % 100)) }
    if goods >= 100 { _ = cart.add(shop.products["yuan"]!, units: Int(goods / 100)) }
    let bill = Bill(cart: cart, products: shop.products, rules: shop.rules, minutes: 600)
    let checkout = CheckoutBill(bill: bill, coupon: nil, rules: shop.rules)
    #expect(bill.goods == Money(fen: goods))
    #expect(checkout.total == bill.total)
    let fee = DeliveryFee.fee(goods: Money(fen: goods), rules: shop.rules, minutes: 600)
    #expect(checkout.lines.map(\.amount) == [Money(fen: goods), fee, .zero])
  }
}

struct CheckoutBillTests {
  static let coupon = testCoupon("5off", value: 500)
  static let rules = ShopRules()
  static func bill(_ goods: Int64) -> Bill {
    Bill(goods: Money(fen: goods), delivery: DeliveryFee.fee(goods: Money(fen: goods), rules: rules, minutes: 600),
         untilFree: DeliveryFee.untilFree(goods: Money(fen: goods), rules: rules, minutes: 600))
  }

  static func delivery(_ fen: Int64, until: Int64?) -> CheckoutBill.Line {
    CheckoutBill.Line(kind: .delivery(freeFrom: Money(fen: 3_000), untilFree: until.map(Money.init(fen:))), amount: Money(fen: fen))
  }

  @Test("every line explained, the total their sum", arguments: [
    (2_000, false, [CheckoutBill.Line(kind: .goods, amount: Money(fen: 2_000)), delivery(800, until: 1_000),
                    .init(kind: .service, amount: .zero)], 2_800),
    (3_000, false, [.init(kind: .goods, amount: Money(fen: 3_000)), delivery(0, until: nil), .init(kind: .service, amount: .zero)], 3_000),
    (3_000, true, [.init(kind: .goods, amount: Money(fen: 3_000)), delivery(0, until: nil), .init(kind: .service, amount: .zero),
                   .init(kind: .coupon("券5off"), amount: Money(fen: -500))], 2_500),
    (300, true, [.init(kind: .goods, amount: Money(fen: 300)), delivery(800, until: 2_700), .init(kind: .service, amount: .zero),
                 .init(kind: .coupon("券5off"), amount: Money(fen: -500))], 600),
  ] as [(Int64, Bool, [CheckoutBill.Line], Int64)])
  func bill(goods: Int64, withCoupon: Bool, lines: [CheckoutBill.Line], total: Int64) {
    let bill = CheckoutBill(bill: Self.bill(goods), coupon: withCoupon ? Self.coupon : nil, rules: Self.rules)
    #expect(bill.lines == lines)
    #expect(bill.total == Money(fen: total))
  }

  /// The original paid ¥3 more than its own list for goods of ¥30–34.99 with its ¥5 coupon.
  @Test func theTotalIsAlwaysTheSumOfTheLinesShown() {
    for fen in stride(from: Int64(2_900), through: 3_600, by: 1) {
      let bill = CheckoutBill(bill: Self.bill(fen), coupon: Self.coupon, rules: Self.rules)
      #expect(bill.total == bill.lines.reduce(Money.zero) { $0 + $1.amount })
      #expect(bill.total >= .zero)
    }
  }

  @Test func aCouponWorthMoreThanTheOrderNeverMakesItNegative() {
    var rules = ShopRules()
    rules.serviceFee = Money(fen: 100)
    let big = testCoupon("big", value: 100_000, threshold: 0)
    let bill = CheckoutBill(bill: Self.bill(3_500), coupon: big, rules: rules)
    #expect(bill.lines.last == CheckoutBill.Line(kind: .coupon("券big"), amount: Money(fen: -3_600)))
    #expect(bill.total == .zero)
  }

  /// A pack that charges members' prices bills them and shows what they saved.
  @Test func membersPricesAreChargedOnlyWhereThePackSaysSo() {
    var shop = testShop()
    shop.add(Product(id: "vip", name: "会员菜", price: Money(fen: 2_000), vipPrice: Money(fen: 1_500), stock: 10))
    var cart = Cart()
    _ = cart.add(shop.products["vip"]!, units: 2)
    #expect(Bill(cart: cart, products: shop.products, rules: shop.rules, minutes: 600) == Bill(goods: Money(fen: 4_000), delivery: .zero, untilFree: nil))
    shop.rules.memberPricing = true
    let bill = Bill(cart: cart, products: shop.products, rules: shop.rules, minutes: 600)
    #expect(bill == Bill(goods: Money(fen: 3_000), delivery: .zero, untilFree: nil, memberSaving: Money(fen: 1_000)))
    #expect(CheckoutBill(bill: bill, coupon: nil, rules: shop.rules).lines.prefix(2) == [
      CheckoutBill.Line(kind: .goods, amount: Money(fen: 4_000)), CheckoutBill.Line(kind: .memberSaving, amount: Money(fen: -1_000)),
    ])
  }
}

struct AddressRulesTests {
  static let good = AddressRules.Form(name: "张三", title: .mr, phone: "138 0013 8000", city: "北京市", area: "朝阳区望京",
                                      detail: "6号楼2单元301")

  static func with(_ change: (inout AddressRules.Form) -> Void) -> AddressRules.Form {
    var form = good
    change(&form)
    return form
  }

  @Test("the form's checks in order", arguments: [
    (with { $0.name = "张" }, .tooShort(.name, least: 2)),
    (with { $0.name = "  " }, .name),
    (with { $0.title = nil }, .title),
    (with { $0.phone = "1380013800" }, .phone(.china)),
    (with { $0.phone = "138001380000" }, .phone(.china)),
    (with { $0.phone = "２３８００１３８０００" }, .phone(.china)),
    (with { $0.phone = "23800138000" }, .phone(.china)),
    (with { $0.city = "" }, .city),
    (with { $0.city = "火星" }, .cityNotServed(["北京市", "上海市"])),
    (with { $0.area = "望京" }, .tooShort(.area, least: 3)),
    (with { $0.area = " " }, .area),
    (with { $0.detail = "3楼" }, .tooShort(.detail, least: 3)),
    (with { $0.detail = "" }, .detail),
    (with { $0.name = ""; $0.phone = "" }, .name),
    (with { $0.detail = String(repeating: "楼", count: 200) }, .tooLong(.detail, most: AddressRules.longest.detail)),
  ] as [(AddressRules.Form, AddressProblem)])
  func problems(form: AddressRules.Form, problem: AddressProblem) {
    #expect(AddressRules.validate(form, cities: ["北京市", "上海市"], phone: .china) == .failure(problem))
  }

  /// In an English pack a state of two letters is an area, and what is too short says so.
  @Test func englishAddressesTakeAStateAsTheArea() {
    let form = AddressRules.Form(name: "Ann Lee", title: .ms, phone: "(415) 555-0123", city: "Oakland", area: "CA", detail: "1 Main St")
    #expect((try? AddressRules.validate(form, cities: [], phone: .nanp, shortest: .other).get())?.area == "CA")
    var short = form
    short.detail = "No"
    #expect(AddressRules.validate(short, cities: [], phone: .nanp, shortest: .other) == .failure(.tooShort(.detail, least: 3)))
    let en = testEnv(testShop(language: "en")), zh = testEnv()
    #expect(en.problemText(.tooShort(.detail, least: 3)) == "The detail is too short: 3 characters at least")
    #expect(zh.problemText(.tooShort(.area, least: 3)) == "所在地区太短了: 至少3个字")
    #expect(en.addressShortest == .other && zh.addressShortest == .chinese)
  }

  @Test("each problem in each language's words", arguments: [
    (AddressProblem.name, "我们需要你的大名~", "We need your name"),
    (.phone(.china), "没电话,怎么联系你~ (11位手机号码)", "We need a phone number to reach you (11 digits)"),
    (.phone(.nanpOrInternational), "没电话,怎么联系你~ (10位号码, 或 + 开头的国际号码)",
     "We need a phone number to reach you (10 digits, as (555) 123-4567, or + and a country code)"),
    (.cityNotServed(["北京市", "上海市"]), "暂时只送这些城市: 北京市、上海市", "We deliver to these cities only: 北京市, 上海市"),
  ] as [(AddressProblem, String, String)])
  func words(problem: AddressProblem, chinese: String, english: String) {
    #expect(testEnv().problemText(problem) == chinese)
    #expect(testEnv(testShop(language: "en")).problemText(problem) == english)
  }

  @Test("phone rules", arguments: [
    (PhoneRule.china, "138 0013 8000", "13800138000"), (.china, "2380013800", nil),
    (.nanp, "(415) 555-0134", "4155550134"), (.nanp, "1 415 555 0134", "4155550134"), (.nanp, "415 555 013", nil),
    (.nanp, "015 555 0134", nil),
    (.international, "+44 20 7946 0958", "+442079460958"), (.international, "44 20 7946 0958", nil), (.international, "+1", nil),
    (.nanpOrInternational, "415-555-0134", "4155550134"), (.nanpOrInternational, "+86 138 0013 8000", "+8613800138000"),
  ] as [(PhoneRule, String, String?)])
  func phones(rule: PhoneRule, text: String, kept: String?) {
    #expect(rule.normalized(text) == kept)
  }

  @Test func aGoodFormIsAnAddressWithThePhoneOnlyDigits() {
    let address = Address(name: "张三", title: .mr, phone: "13800138000", city: "北京市", area: "朝阳区望京", detail: "6号楼2单元301")
    #expect(AddressRules.validate(Self.good, cities: [], phone: .china) == .success(address))
    #expect(AddressRules.validate(Self.with { $0.phone = "138-0013-8000" }, cities: [], phone: .china) == .success(address))
    #expect(testEnv().contact(address) == "张三 先生 138 0013 8000")
    #expect(address.line == "北京市 朝阳区望京 6号楼2单元301")
  }

  @Test("the original's one-string address, split without a crash", arguments: [
    ("人民大会堂 9527办公室", "人民大会堂", "9527办公室"), ("西水井胡同1号", "", "西水井胡同1号"), (" 前导", "", "前导"), ("", "", ""),
  ])
  func split(text: String, area: String, detail: String) {
    #expect(AddressRules.split(original: text) == (area, detail))
  }
}

struct DeliverySlotTests {
  static func at(_ hour: Int, _ minute: Int = 0) -> ShopTime { ShopTime(date: CivilDate(day: 16_800), minutes: hour * 60 + minute) }

  @Test("past slots are not offered", arguments: [
    (10, 0, 0, "", 7), (17, 0, 0, "", 6), (21, 30, 0, "", 2), (21, 31, 0, "", 1), (22, 45, 0, "", 1), (23, 0, 1, "09:00-10:00", 14),
  ] as [(Int, Int, Int, String, Int)])
  func open(hour: Int, minute: Int, day: Int, first: String, todayCount: Int) throws {
    let open = DeliveryRules.open(DeliveryRules.standard, at: Self.at(hour, minute))
    let firstDay = try #require(open.first)
    #expect(firstDay.day.offset == day)
    #expect(firstDay.slots.first?.text == first)
    #expect(firstDay.slots.count == todayCount)
    #expect(DeliveryRules.first(DeliveryRules.standard, at: Self.at(hour,
                                                                    minute)) == SlotChoice(day: firstDay.day.offset, slot: firstDay.slots[0]))
  }

  /// The standard slots have no words of their own: each language names the days and the express slot.
  @Test func theStandardSlotsReadInThePacksLanguage() {
    let zh = testEnv(), en = testEnv(testShop(language: "en"))
    #expect(DeliveryRules.standard.map(zh.dayTitle) == ["今天", "明天", "后天"])
    #expect(DeliveryRules.standard.map(en.dayTitle) == ["Today", "Tomorrow", "In two days"])
    #expect([zh.slotText(.express), en.slotText(.express)] == ["闪电送,及时达", "As soon as possible"])
  }

  @Test("slot texts", arguments: [
    ("17:00-18:00", 1_020, 1_080), ("09:30-10:00", 570, 600), ("23:00-24:00", 1_380, 1_440),
  ] as [(String, Int, Int)])
  func timed(text: String, start: Int, end: Int) {
    let slot = DeliverySlot(text: text)
    #expect(slot.start == start && slot.end == end)
  }

  @Test("anything else is the express slot", arguments: ["闪电送,及时达", "18:00-17:00", "7:00-8:00", "25:00-26:00", "18:00",
                                                         "18:60-19:00"])
  func express(text: String) {
    #expect(DeliverySlot(text: text).start == nil)
  }
}

struct WallClockTests {
  @Test("ARCADE_CLOCK moments", arguments: [
    ("2026-12-01 18:30", 1_796_149_800.0, 0), ("2026-12-01 18:30+08:00", 1_796_121_000.0, 28_800), ("1970-01-01 00:00", 0.0, 0),
    ("2024-02-29 12:00-05:00", 1_709_226_000.0, -18_000), ("2026-12-01T18:30", 1_796_149_800.0, 0),
    ("2026-12-01T18:30+08:00", 1_796_121_000.0, 28_800),
  ] as [(String, Double, Int)])
  func moments(text: String, seconds: Double, offset: Int) throws {
    let clock = try #require(WallClock.parse(text))
    #expect(clock.read().seconds == seconds && clock.read().utcOffset == offset)
  }

  @Test("anything else is not a moment", arguments: ["2026-02-30 10:00", "2026-12-01", "2026-12-01 24:00", "1969-12-31 23:59",
                                                     "2026-12-01 18:30+15:00",
                                                     "2026-12-01t18:30", "2026-12-01 18:3x", "garbage", "2026-12-02T09:00:00",
                                                     "２０２６-12-01 18:30", ""])
  func refusals(text: String) {
    #expect(WallClock.parse(text) == nil)
  }
}

/// A pack's delivery days and hours, kept by the slots checkout offers: the lunch menu
/// delivers 11:00–14:00, Monday to Friday.
struct DeliveryDaysTests {
  /// The slots checkout offers in shop-en at a moment, as the script state lists them.
  static func offered(at clock: String) throws -> [String] {
    var shop = try BuiltInShop.program("shop-en", clock: clock)
    BuiltInShop.run(["add d101", "tab cart", "checkout"], on: &shop)
    let env = shop.app.env
    return env.checkout.openSlots.flatMap { day in day.slots.map { env.dayTitle(day.day) + " " + env.slotText($0) } }
  }

  @Test("the lunch menu offers weekdays' lunch hours only", arguments: [
    // Saturday 2026-12-05 at 15:00: nothing today or Sunday, Monday and Tuesday.
    ("2026-12-05 15:00", ["Mon 12-07 11:00-12:00", "Mon 12-07 12:00-13:00", "Mon 12-07 13:00-14:00",
                          "Tue 12-08 11:00-12:00", "Tue 12-08 12:00-13:00", "Tue 12-08 13:00-14:00"]),
    // Friday at 10:00: no "as soon as possible" before the hours, today's slots, then Monday.
    ("2026-12-04 10:00", ["Today 11:00-12:00", "Today 12:00-13:00", "Today 13:00-14:00",
                          "Mon 12-07 11:00-12:00", "Mon 12-07 12:00-13:00", "Mon 12-07 13:00-14:00"]),
    // Monday at 12:10: as soon as possible while the hours last, the last slot, then the next days.
    ("2026-12-07 12:10", ["Today As soon as possible", "Today 13:00-14:00", "Tomorrow 11:00-12:00", "Tomorrow 12:00-13:00",
                          "Tomorrow 13:00-14:00", "Wed 12-09 11:00-12:00", "Wed 12-09 12:00-13:00", "Wed 12-09 13:00-14:00",
                          "Thu 12-10 11:00-12:00", "Thu 12-10 12:00-13:00", "Thu 12-10 13:00-14:00"]),
  ])
  func lunchHours(clock: String, slots: [String]) throws {
    #expect(try Self.offered(at: clock) == slots)
  }

  @Test func theChineseShopDeliversEveryDay() throws {
    var shop = try BuiltInShop.program("shop-zh", clock: "2026-12-06 21:30")
    BuiltInShop.run(["add p101", "tab cart", "checkout"], on: &shop)
    let env = shop.app.env
    let titles = env.checkout.openSlots.map { env.dayTitle($0.day) }
    // Sunday night: the express slot until 22:00, then tomorrow and the day after.
    #expect(titles == ["今天", "明天", "后天"])
    #expect(env.checkout.openSlots[0].slots.map(\.text) == ["闪电送,及时达"])
  }

  @Test func weekdaysAreCountedFromTheEpoch() {
    // 1970-01-01 was a Thursday; 2026-12-07 is a Monday; a day before 1970 too.
    #expect(CivilDate(day: 0).weekday == 4)
    #expect(CivilDate(year: 2026, month: 12, day: 7)?.weekday == 1)
    #expect(CivilDate(year: 1969, month: 12, day: 28)?.weekday == 0)
  }
}
