import GameCore
import PlistKit
import Testing
import TestSupport
@testable import ShopCatalog

/// The original app's account files read as they are: orders whose totals we re-compute,
/// coupons by status and date, addresses that once crashed it.
struct OriginalAccountTests {
  static var folder: String? { fixturesRoot.map { $0 + "/lovefreshbeen" } }

  static func read<M: PlistModel>(_ type: M.Type, _ file: String) throws -> [M] {
    try PlistDocument(contentsOf: try #require(folder) + "/" + file).decode(Wrapped<[M]>.self).data
  }

  @Test(.enabled(if: folder != nil))
  func everyOrdersTotalIsItsGoodsLessPromotionsPlusFreight() throws {
    let orders = try Self.read(OriginalOrder.self, "MyOrders").map(\.order)
    #expect(orders.count == 7)
    for order in orders {
      #expect(order.paid == order.expectedPaid, "\(order.number)")
      #expect(order.lines.filter(\.gift).allSatisfy { $0.price == .zero })
    }
    let first = try #require(orders.first)
    #expect(first.number == "i001z20151121145152986640")
    #expect(first.goods == Money(fen: 4_720))
    #expect(first.paid == Money(fen: 4_220))
    #expect(first.status == "已完成")
    #expect(first.receipt == "0982")
    #expect(first.stars == 5)
    #expect(first.timeline.first == Order.Step(title: "已完成", detail: "订单已完成，快来评价吧", time: "16:38"))
    #expect(first.fees.map(\.label) == ["配送费", "服务费", "优惠券"])
    // The coupon, stored positive, is the deduction it was: the goods, the fees and the
    // promotions add up to what was paid.
    #expect(first.fees.map(\.amount) == [.zero, .zero, Money(fen: -500)])
    #expect(first.goods + first.fees.reduce(Money.zero) { $0 + $1.amount } == first.paid)
    #expect(orders.filter { $0.comment == nil }.count == 2)
  }

  @Test(.enabled(if: folder != nil))
  func couponsStandByTheirRecordAndTheirDates() throws {
    let coupons = try Self.read(OriginalCoupon.self, "MyCoupon").map(\.coupon)
    #expect(coupons.count == 43)
    #expect([Coupon.Record.open, .used, .expired].map { record in coupons.filter { $0.record == record }.count } == [1, 7, 35])
    let open = try #require(coupons.first { $0.record == .open })
    #expect(open.value == Money(fen: 500) && open.threshold == Money(fen: 3_900))
    // On its own dates it can be used from ¥39.00; after its end it is expired whatever its record says.
    #expect(CouponRules.refusal(open, goods: Money(fen: 3_900), on: CivilDate(parsing: "2016-01-10")!) == nil)
    #expect(CouponRules.standing(of: open, on: CivilDate(parsing: "2026-12-01")!) == .expired)
  }

  @Test(.enabled(if: folder != nil))
  func addressesReadWithoutTheOriginalsCrash() throws {
    let addresses = try Self.read(OriginalAddress.self, "MyAdress").map(\.address)
    #expect(addresses.count == 3)
    #expect(addresses[0] == Address(name: "维尼的小熊", title: .mr, phone: "18833331111", city: "北京市", area: "人民大会堂",
                                    detail: "9527办公室"))
    // One of them has a 10-digit phone: read as it is, refused when the player edits it.
    let short = try #require(addresses.first { $0.phone.count != 11 })
    #expect(AddressRules.validate(AddressRules.Form(short), cities: [], phone: .china) == .failure(.phone(.china)))
  }

  @Test func aBadRecordIsAnErrorAtItsKeyPath() throws {
    let json = #"{"code": 0, "data": [{"order_no": "x", "real_amount": "9.90", "order_goods": [[{"goods_id": 1, "name": "a", "goods_price": "1.999", "goods_nums": "1"}]]}]}"#
    #expect(throws: LoadError.self) { try PlistDocument(name: "MyOrders", bytes: Array(json.utf8)).decode(Wrapped<[OriginalOrder]>.self) }
    do {
      _ = try PlistDocument(name: "MyOrders", bytes: Array(json.utf8)).decode(Wrapped<[OriginalOrder]>.self)
    } catch {
      #expect(error.description == "MyOrders:1: data[0].order_goods[0][0].goods_price: expected an amount such as \"9.90\" (digits, at most two decimals), found \"1.999\"")
    }
  }

  @Test("a count of goods is checked", arguments: ["0", "-3", "1000", "99999999999999999999"])
  func goodsCounts(count: String) throws {
    let json = #"{"code": 0, "data": [{"order_no": "x", "real_amount": "9.90", "order_goods": [[{"goods_id": 1, "name": "a", "goods_price": "1.00", "goods_nums": "\#(count)"}]]}]}"#
    #expect(throws: LoadError.self) { try PlistDocument(name: "MyOrders", bytes: Array(json.utf8)).decode(Wrapped<[OriginalOrder]>.self) }
  }
}
