import GameCore
import PlistKit
import Testing
import TestSupport
@testable import ShopCatalog

/// Whatever the shop writes, it reads back: a save at the extremes of every field, in both the
/// forms a save is written in, and an order at the largest price placed and reopened.
struct SaveRoundTripTests {
  /// Long names, with CJK, an emoji and a character XML cannot
  /// carry (the save then goes to the binary form).
  static let long = String(repeating: "长", count: 500) + "🍎"
  static let unXML = "a\u{1B}b"

  static func extremeOrder(_ i: Int) -> Order {
    Order(number: "\(i)", created: "2026-12-01 18:30:00", status: long,
          lines: (0..<5).map { .init(id: "p\($0)" + long, name: long, spec: $0 % 2 == 0 ? nil : long, price: Money.largest,
                                       quantity: Cart.largestQuantity, gift: $0 == 0, picture: unXML) },
          fees: [(label: long, amount: Money.largestSum), (label: "优惠劵", amount: Money.zero - Money.largestSum)],
          promotions: Money.largestSum, freight: Money.largestSum, paid: Money.largestSum, receipt: "9999", delivery: long,
          receiver: long, address: long, payment: long, note: long, timeline: [Order.Step(title: long, detail: unXML, time: long)],
          stars: 5, comment: long)
  }

  static func extremes() -> ShopProgress {
    let address = Address(name: long, title: .ms, phone: "13800138000", city: long, area: long, detail: long)
    var progress = ShopProgress(cart: Cart(lines: (0..<2_000).map { CartLine(id: "p\($0)" + long, quantity: Cart.largestQuantity,
                                                                             selected: $0 % 2 == 0) }),
                                history: (0..<20).map { "\($0)" + long })
    progress.orders = (0..<ShopProgress.keptOrders).map(extremeOrder)
    progress.addresses = Array(repeating: address, count: AddressRules.mostAddresses)
    progress.defaultAddress = AddressRules.mostAddresses - 1
    progress.usedCoupons = (0..<500).map { "c\($0)" + unXML }
    progress.feedback = (0..<ShopProgress.keptFeedback).map { FeedbackEntry(text: long + "\($0)", time: long) }
    progress.guideSeen = long
    progress.deletedOrders = (0..<500).map { "n\($0)" + unXML }
    return progress
  }

  @Test func aSaveAtTheExtremesReadsBackWhole() throws {
    let progress = Self.extremes()
    let memory = MemorySaves()
    try memory.store.save(progress.plist, as: "shop.plist")
    guard case .found(let value) = memory.store.load("shop.plist") else {
      Issue.record("the save did not read back")
      return
    }
    #expect(value == progress.plist)
    let read = try ShopProgress(plist: value)
    #expect(read.plist == progress.plist)
  }

  @Test func anOrderAtTheLargestPriceIsPlacedAndReopened() throws {
    var shop = testShop()
    shop.add(Product(id: "gold", name: "金条", price: Money.largest, stock: 5))
    var app = testApp(shop)
    for line in ["add gold", "add gold", "checkout", "confirm"] { #expect(app.run(line) == .done, "\(line)") }
    let order = try #require(app.account.placed.first)
    #expect(order.paid > Money.largest)
    let memory = MemorySaves()
    try memory.store.save(ShopProgress(account: app.account, shop: app.shop).plist, as: "shop.plist")
    guard case .found(let value) = memory.store.load("shop.plist") else {
      Issue.record("the save did not read back")
      return
    }
    #expect(try ShopProgress(plist: value).orders == [order])
  }

  @Test func anOrderPastTheLargestSumIsRefusedAndNothingChanges() throws {
    var shop = testShop()
    for i in 0..<1_002 { shop.add(Product(id: "g\(i)", name: "金条\(i)", price: Money.largest, stock: 999)) }
    var account = PlayerAccount(shop: shop)
    for i in 0..<1_002 { _ = account.cart.add(shop.products["g\(i)"]!, units: 999) }
    var app = testApp(shop, account: account)
    #expect(app.run("checkout") == .done)
    let before = app
    #expect(app.run("confirm") == .refused("订单金额超过 ¥\(Money.largestSum.plain), 一张订单最多这么多: 请少买一些"))
    #expect(app == before)
  }

  /// A deleted order of the pack stays deleted after a reopen; one the pack does not have is
  /// forgotten.
  @Test func deletedOrdersOfThePackSurviveAReopen() throws {
    let shop = testShop()
    var account = PlayerAccount(shop: shop)
    let deleted = account.deleteOrder(0, shop: shop)
    #expect(deleted)
    var progress = ShopProgress(account: account, shop: shop)
    progress.deletedOrders.append("not-in-the-pack")
    let read = try ShopProgress(plist: progress.plist).account(of: shop)
    #expect(read.deletedOrders == ["n1"] && read.orders(of: shop).isEmpty)
  }
}
