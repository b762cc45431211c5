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

  @Test("anything else is refused", arguments: ["2015-02-29", "2015-13-01", "2015-00-10", "2015-1-1", "15-12-03", "2015/12/03", "", "2015-12-03T00:00", "０２０15-12-03", "0000-01-01"])
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
  static func coupon(_ id: String, value: Int64, threshold: Int64 = 3_000, from: String = "2016-01-01", to: String = "2016-01-31",
                     record: Coupon.Record = .open) -> Coupon {
    Coupon(id: id, name: "券\(id)", value: Money(fen: value), threshold: Money(fen: threshold), starts: CivilDate(parsing: from)!,
           ends: CivilDate(parsing: to)!, record: record)
  }

  @Test("why a coupon cannot be used", arguments: [
    (coupon("a", value: 500), 3_000, nil),
    (coupon("a", value: 500), 2_990, "满¥30.00可用, 还差 ¥0.10"),
    (coupon("a", value: 500, record: .used), 5_000, "已使用"),
    (coupon("a", value: 500, record: .expired), 5_000, "已过期 (有效期至 2016-01-31)"),
    (coupon("a", value: 500, to: "2016-01-09"), 5_000, "已过期 (有效期至 2016-01-09)"),
    (coupon("a", value: 500, to: "2016-01-10"), 5_000, nil),
    (coupon("a", value: 500, from: "2016-01-11"), 5_000, "2016-01-11 起可用"),
  ] as [(Coupon, Int64, String?)])
  func refusal(coupon: Coupon, goods: Int64, why: String?) {
    #expect(CouponRules.refusal(coupon, goods: Money(fen: goods), on: Self.today) == why)
  }

  @Test func theBestIsTheLargestThenTheOneEndingFirst() {
    let coupons = [Self.coupon("small", value: 300), Self.coupon("late", value: 800, to: "2016-03-01"), Self.coupon("soon", value: 800, to: "2016-01-20"),
                   Self.coupon("big-but-far", value: 2_000, threshold: 10_000), Self.coupon("used", value: 5_000, record: .used)]
    #expect(CouponRules.best(of: coupons, goods: Money(fen: 5_000), on: Self.today)?.id == "soon")
    #expect(CouponRules.best(of: coupons, goods: Money(fen: 10_000), on: Self.today)?.id == "big-but-far")
    #expect(CouponRules.best(of: coupons, goods: Money(fen: 2_000), on: Self.today) == nil)
  }

  @Test func standingsForThe我的Page() {
    let coupons = [Self.coupon("a", value: 1), Self.coupon("b", value: 1, record: .used), Self.coupon("c", value: 1, to: "2016-01-05")]
    #expect(coupons.map { CouponRules.standing(of: $0, on: Self.today) } == [.usable, .used, .expired])
  }
}

struct CheckoutBillTests {
  static let coupon = CouponRulesTests.coupon("5off", value: 500)

  @Test("every line explained, the total their sum", arguments: [
    (2_000, false, [("商品总额", 2_000, nil), ("配送费", 800, "再买 ¥10.00 免运费"), ("服务费", 0, nil)], 2_800),
    (3_000, false, [("商品总额", 3_000, nil), ("配送费", 0, "满¥30.00免运费 ✓"), ("服务费", 0, nil)], 3_000),
    (3_000, true, [("商品总额", 3_000, nil), ("配送费", 0, "满¥30.00免运费 ✓"), ("服务费", 0, nil), ("优惠劵", -500, "券5off")], 2_500),
    (300, true, [("商品总额", 300, nil), ("配送费", 800, "再买 ¥27.00 免运费"), ("服务费", 0, nil), ("优惠劵", -500, "券5off")], 600),
  ] as [(Int64, Bool, [(String, Int64, String?)], Int64)])
  func bill(goods: Int64, withCoupon: Bool, lines: [(String, Int64, String?)], total: Int64) {
    let bill = CheckoutBill(goods: Money(fen: goods), coupon: withCoupon ? Self.coupon : nil, rules: ShopRules())
    #expect(bill.lines == lines.map { CheckoutBill.Line(label: $0.0, amount: Money(fen: $0.1), note: $0.2) })
    #expect(bill.total == Money(fen: total))
  }

  /// The original paid ¥3 more than its own list for goods of ¥30–34.99 with its ¥5 coupon.
  @Test func theTotalIsAlwaysTheSumOfTheLinesShown() {
    for fen in stride(from: Int64(2_900), through: 3_600, by: 1) {
      let bill = CheckoutBill(goods: Money(fen: fen), coupon: Self.coupon, rules: ShopRules())
      #expect(bill.total == bill.lines.reduce(Money.zero) { $0 + $1.amount })
      #expect(bill.total >= .zero)
    }
  }

  @Test func aCouponWorthMoreThanTheOrderNeverMakesItNegative() {
    var rules = ShopRules()
    rules.serviceFee = Money(fen: 100)
    let big = CouponRulesTests.coupon("big", value: 100_000, threshold: 0)
    let bill = CheckoutBill(goods: Money(fen: 3_500), coupon: big, rules: rules)
    #expect(bill.lines.last == CheckoutBill.Line(label: "优惠劵", amount: Money(fen: -3_600), note: "券big"))
    #expect(bill.total == .zero)
  }
}

struct AddressRulesTests {
  static let good = AddressRules.Form(name: "张三", title: .mr, phone: "138 0013 8000", city: "北京市", area: "朝阳区望京", detail: "6号楼2单元301")

  static func with(_ change: (inout AddressRules.Form) -> Void) -> AddressRules.Form {
    var form = good
    change(&form)
    return form
  }

  @Test("the form's checks in order, with exact messages", arguments: [
    (with { $0.name = "张" }, "我们需要你的大名~"),
    (with { $0.name = "  " }, "我们需要你的大名~"),
    (with { $0.title = nil }, "请选择先生或女士~"),
    (with { $0.phone = "1380013800" }, "没电话,怎么联系你~ (11位手机号码)"),
    (with { $0.phone = "138001380000" }, "没电话,怎么联系你~ (11位手机号码)"),
    (with { $0.phone = "２３８００１３８０００" }, "没电话,怎么联系你~ (11位手机号码)"),
    (with { $0.phone = "23800138000" }, "没电话,怎么联系你~ (11位手机号码)"),
    (with { $0.city = "" }, "你在哪个城市啊~空空的~"),
    (with { $0.city = "火星" }, "暂时只送这些城市: 北京市、上海市"),
    (with { $0.area = "望京" }, "你的位置啊~"),
    (with { $0.detail = "3楼" }, "在哪里呢啊~上哪找你去啊~"),
    (with { $0.name = ""; $0.phone = "" }, "我们需要你的大名~"),
  ] as [(AddressRules.Form, String)])
  func problems(form: AddressRules.Form, message: String) {
    #expect(AddressRules.validate(form, cities: ["北京市", "上海市"]) == .failure(AddressProblem(message)))
  }

  @Test func aGoodFormIsAnAddressWithThePhoneOnlyDigits() {
    let address = Address(name: "张三", title: .mr, phone: "13800138000", city: "北京市", area: "朝阳区望京", detail: "6号楼2单元301")
    #expect(AddressRules.validate(Self.good, cities: []) == .success(address))
    #expect(AddressRules.validate(Self.with { $0.phone = "138-0013-8000" }, cities: []) == .success(address))
    #expect(address.contact == "张三 先生 138 0013 8000")
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
    (10, 0, "今天", "闪电送,及时达", 7), (17, 0, "今天", "闪电送,及时达", 6), (21, 30, "今天", "闪电送,及时达", 2), (21, 31, "今天", "闪电送,及时达", 1), (22, 45, "今天", "闪电送,及时达", 1),
    (23, 0, "明天", "09:00-10:00", 14),
  ] as [(Int, Int, String, String, Int)])
  func open(hour: Int, minute: Int, day: String, first: String, todayCount: Int) throws {
    let open = DeliveryRules.open(DeliveryRules.standard, at: Self.at(hour, minute))
    let firstDay = try #require(open.first)
    #expect(firstDay.day.title == day)
    #expect(firstDay.slots.first?.text == first)
    #expect(firstDay.slots.count == todayCount)
    #expect(DeliveryRules.first(DeliveryRules.standard, at: Self.at(hour, minute)) == SlotChoice(day: firstDay.day.offset, slot: firstDay.slots[0]))
  }

  @Test("slot texts", arguments: [
    ("17:00-18:00", 1_020, 1_080), ("09:30-10:00", 570, 600), ("23:00-24:00", 1_380, 1_440),
  ] as [(String, Int, Int)])
  func timed(text: String, start: Int, end: Int) {
    let slot = DeliverySlot(text: text)
    #expect(slot.start == start && slot.end == end)
  }

  @Test("anything else is the express slot", arguments: ["闪电送,及时达", "18:00-17:00", "7:00-8:00", "25:00-26:00", "18:00", "18:60-19:00"])
  func express(text: String) {
    #expect(DeliverySlot(text: text).start == nil)
  }
}

struct WallClockTests {
  @Test("ARCADE_CLOCK moments", arguments: [
    ("2026-12-01 18:30", 1_796_149_800.0, 0), ("2026-12-01 18:30+08:00", 1_796_121_000.0, 28_800), ("1970-01-01 00:00", 0.0, 0),
    ("2024-02-29 12:00-05:00", 1_709_226_000.0, -18_000),
  ] as [(String, Double, Int)])
  func moments(text: String, seconds: Double, offset: Int) throws {
    let clock = try #require(WallClock.parse(text))
    #expect(clock.read().seconds == seconds && clock.read().utcOffset == offset)
  }

  @Test("anything else is not a moment", arguments: ["2026-02-30 10:00", "2026-12-01", "2026-12-01 24:00", "1969-12-31 23:59", "2026-12-01 18:30+15:00",
                                                     "2026-12-01T18:30", "2026-12-01 18:3x", ""])
  func refusals(text: String) {
    #expect(WallClock.parse(text) == nil)
  }
}
