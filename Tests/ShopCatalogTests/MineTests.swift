import GameCore
import PlistKit
import TerminalKit
import Testing
import TestSupport
@testable import ShopCatalog

/// 我的 and its pages: reducer tests on values, then screens.
struct MineRulesTests {
  static func shop() -> Shop {
    var shop = testShop()
    shop.account.help = [HelpEntry(title: "几点送到?", paragraphs: ["一小时内。"]), HelpEntry(title: "运费?", paragraphs: ["满30免运费。"])]
    shop.account.systemMessages = [ShopMessage(title: "a", content: "长长的消息", time: "t"), ShopMessage(title: "b", content: "", time: "t")]
    shop.account.userMessages = [ShopMessage(title: "c", content: "", time: "t")]
    shop.account.coupons = [CouponRulesTests.coupon("open", value: 500), CouponRulesTests.coupon("late", value: 500, to: "2016-01-05"),
                            CouponRulesTests.coupon("used", value: 500, record: .used), CouponRulesTests.coupon("soon", value: 800, from: "2016-02-01", to: "2016-03-01")]
    shop.account.orders = [Order(number: "n1", created: "2016-01-01 10:00:00", status: "已完成",
                                 lines: [.init(id: "apple", name: "红富士苹果", spec: "1kg", price: Money(fen: 1_000), quantity: 2, gift: false, picture: ""),
                                         .init(id: "apple", name: "红富士苹果", spec: "1kg", price: .zero, quantity: 1, gift: true, picture: ""),
                                         .init(id: "pear", name: "雪梨", spec: nil, price: Money(fen: 590), quantity: 3, gift: false, picture: ""),
                                         .init(id: "kiwi", name: "猕猴桃", spec: nil, price: Money(fen: 1_590), quantity: 1, gift: false, picture: ""),
                                         .init(id: "gone", name: "下架了", spec: nil, price: Money(fen: 100), quantity: 1, gift: false, picture: "")],
                                 fees: [], promotions: .zero, freight: .zero, paid: Money(fen: 4_460), receipt: "1", delivery: "", receiver: "",
                                 address: "", payment: "在线支付", note: "", timeline: [], stars: nil, comment: nil)]
    return shop
  }

  static func state() -> ShopState {
    ShopState(shop: shop(), today: ShopTime(date: CivilDate(parsing: "2016-01-10")!, minutes: 600))
  }

  @Test func theAccordionOpensOneAtATime() {
    var state = Self.state()
    state.run(.pageOpened(.help), .helpToggled(0))
    #expect(state.screen == .help)
    #expect(state.openHelp == 0)
    state.run(.helpToggled(1))
    #expect(state.openHelp == 1)
    state.run(.helpToggled(1))
    #expect(state.openHelp == nil)
    state.run(.helpToggled(2))
    #expect(state.message == "There is no question 3")
  }

  @Test func messagesFoldAndTheirTabsSwitch() {
    var state = Self.state()
    state.run(.pageOpened(.messages), .messageToggled(0))
    #expect(state.unfolded == [0])
    state.run(.messageToggled(0))
    #expect(state.unfolded.isEmpty)
    state.run(.messageToggled(1), .messageTabChosen(user: true))
    #expect(state.unfolded.isEmpty && state.shownMessages.map(\.title) == ["c"])
  }

  @Test func couponsStandByTheClock() {
    let state = Self.state()
    #expect(state.usableCoupons == 2)
    #expect(state.couponsByStanding.map { "\($0.coupon.id) \($0.standing)" } == ["open usable", "soon usable", "used used", "late expired"])
  }

  @Test func anOrderAgainSaysWhatCouldNotComeBack() {
    var state = Self.state()
    state.run(.pageOpened(.orders), .pageOpened(.order(0)))
    #expect(state.host.stack.screens == [.tab(.mine), .orders, .order(0)])
    #expect(state.run(.reordered(0)) == [.saveCart])
    #expect(state.cart.lines == [CartLine(id: "apple", quantity: 2, selected: true), CartLine(id: "pear", quantity: 2, selected: true)])
    #expect(state.message == "4 件已放回购物车; 补货中: 猕猴桃、下架了; 库存不足: 雪梨 ×2; 价格变了: 红富士苹果 ¥10.00→¥12.90")
  }
}

/// Putting an order back costs one look a line, however long the order: counted, not timed.
struct ReorderScaleTests {
  @Test("an order of thousands of lines goes back in one look a line", arguments: [1_000, 10_000])
  func reorderIsLinear(count: Int) {
    var shop = testShop()
    let ids = (0..<count).map { "p\($0)" }
    for id in ids {
      shop.add(Product(id: id, name: id, price: Money(fen: 100), stock: 5))
    }
    shop.account.orders = [Order(number: "n", created: "2016-01-01 10:00:00", status: "已完成",
                                 lines: ids.map { .init(id: $0, name: $0, spec: nil, price: Money(fen: 100), quantity: 9, gift: false, picture: "") },
                                 fees: [], promotions: .zero, freight: .zero, paid: .zero, receipt: "1", delivery: "", receiver: "",
                                 address: "", payment: "在线支付", note: "", timeline: [], stars: nil, comment: nil)]
    var state = ShopState(shop: shop, today: ShopTime(date: CivilDate(parsing: "2016-01-10")!, minutes: 600))
    state.run(.reordered(0))
    #expect(state.cart.lines.count == count)
    #expect(state.cart.units == 5 * count)
    // Adding finds each line through the index: no line of the cart is looked at one by one.
    #expect(state.cart.linesVisited == 0)
    #expect(state.message == "\(5 * count) 件已放回购物车; 库存不足: p0 ×5、p1 ×5、p2 ×5 等 \(count) 件")
  }

  @Test func aProductOnTwoLinesIsOneLine() {
    let cart = Cart(lines: [CartLine(id: "a", quantity: 40, selected: false), CartLine(id: "b", quantity: 1, selected: true),
                            CartLine(id: "a", quantity: 20, selected: true)])
    #expect(cart.lines == [CartLine(id: "a", quantity: 60, selected: true), CartLine(id: "b", quantity: 1, selected: true)])
  }
}

/// 我的's screens from the built-in pack, at a fixed moment.
struct MineScreenTests {
  static func program(size: Size = Size(columns: 80, rows: 24), path: String = packageRoot + "/plist-data/shop-zh") throws -> ShopProgram {
    let pack = try PackLoader(modes: ModeRegistry([ShopMode()])).open(path)
    let clock = try #require(WallClock.parse("2026-12-01 18:30"))
    var shop = try #require(try ShopMode().makeProgram(for: pack, context: PlayContext(saves: MemorySaves().store, pictures: PlaceholderPictures(),
                                                                                        wallClock: clock, frontEnd: .script)) as? ShopProgram)
    shop.resized(to: size)
    shop.advance(to: 0)
    return shop
  }

  static let screens: [(name: String, keys: [Key])] = [
    ("mine", [.backTab]),
    ("coupons", [.backTab, .right, .enter]),
    ("messages", [.backTab, .right, .right, .enter, .enter]),
    ("help", [.backTab, .down, .down, .down, .down, .down, .down, .enter, .down, .enter]),
    ("addresses", [.backTab, .down, .down, .down, .enter]),
  ]

  @Test("我的's screens at 80x24 and 120x40, with and without colour", arguments: [(80, 24), (120, 40)])
  func snapshots(columns: Int, rows: Int) throws {
    for screen in Self.screens {
      var shop = try Self.program(size: Size(columns: columns, rows: rows))
      for key in screen.keys { _ = shop.handle(.key(key), now: 0) }
      var buffer = CellBuffer(size: shop.size)
      shop.draw(into: &buffer)
      assertSnapshot(buffer.lines, named: "\(screen.name)-\(columns)x\(rows)")
      if columns == 80 { assertSnapshot(buffer.styledSnapshot, named: "\(screen.name)-\(columns)x\(rows)-styled") }
    }
  }

  @Test func theCouponBadgeCountsUsableCouponsOnTheClock() throws {
    let shop = try Self.program()
    // new5 and fruit8 are in their dates on 2026-12-01; milk3 ended in March; used10 is used.
    #expect(shop.state.usableCoupons == 2)
    #expect(MineView.items(shop.state)[1] == .page(.coupons, "优惠劵(2)"))
  }

  @Test(.enabled(if: fixturesRoot != nil))
  func theOriginalOrdersShowAsHistory() throws {
    var shop = try Self.program(path: try #require(fixturesRoot) + "/lovefreshbeen")
    for key: Key in [.backTab, .enter, .enter] { _ = shop.handle(.key(key), now: 0) }
    #expect(shop.state.screen == .order(0))
    var buffer = CellBuffer(size: shop.size)
    shop.draw(into: &buffer)
    let lines = buffer.lines
    #expect(lines[2].hasPrefix(" ● 16:38  已完成"))
    #expect(lines[3] == " ○ 16:19  已发货  商家电话:13161315336")
    #expect(lines.contains { $0.hasPrefix(" 实付") && $0.hasSuffix("¥42.20") })
  }
}
