import GameCore
import PlistKit
import TerminalKit
import Testing
import TestSupport
@testable import ShopCatalog

/// The shop's screens as a player drives them, from the built-in pack: keys in, text lines out.
struct ShopScreenTests {
  static func program(size: Size = Size(columns: 80, rows: 24), saves: MemorySaves = MemorySaves(),
                      pack path: String = packageRoot + "/plist-data/shop-zh", frontEnd: FrontEndKind = .script) throws -> ShopProgram {
    let pack = try PackLoader(modes: ModeRegistry([ShopMode()])).open(path)
    // As a script opens it: without the guide, which IntroductionTests look at on their own.
    let context = PlayContext(saves: saves.store, pictures: PlaceholderPictures(), frontEnd: frontEnd)
    var shop = try #require(try ShopMode().makeProgram(for: pack, context: context) as? ShopProgram)
    shop.state.host.overlay = nil
    shop.resized(to: size)
    shop.advance(to: 0)
    return shop
  }

  static func buffer(_ shop: ShopProgram) -> CellBuffer {
    var buffer = CellBuffer(size: shop.size)
    shop.draw(into: &buffer)
    return buffer
  }

  static func keys(_ shop: inout ShopProgram, _ keys: Key..., now: Double = 0) {
    for key in keys { _ = shop.handle(.key(key), now: now) }
  }

  /// Each screen, reached by keys as a player would.
  static let screens: [(name: String, keys: [Key])] = [
    ("home", []),
    ("home-scrolled", [.down, .down, .down, .down, .character("+"), .right]),
    ("market", [.tab, .down, .down, .character("+"), .character("+")]),
    ("market-category", [.tab, .left, .down, .down, .down, .down]),
    ("product", [.tab, .down, .enter, .character("+")]),
    ("search", [.character("/")] + "牛奶".map { .character(String($0)) } + [.enter, .down]),
    ("search-empty", [.character("/")] + "xyz".map { .character(String($0)) } + [.enter]),
    ("search-start", [.character("/"), .down, .enter, .backspace, .backspace]),
    ("cart", [.tab, .character("+"), .down, .character("+"), .character("+"), .tab, .down, .character(" ")]),
    ("cart-empty", [.tab, .tab]),
  ]

  @Test("each screen at 80x24 and 120x40, with and without colour", arguments: [(80, 24), (120, 40)])
  func snapshots(columns: Int, rows: Int) throws {
    for screen in Self.screens {
      var shop = try Self.program(size: Size(columns: columns, rows: rows))
      for key in screen.keys { _ = shop.handle(.key(key), now: 0) }
      // Past the flight of an added product: the resting screen.
      shop.advance(to: 1)
      let buffer = Self.buffer(shop)
      assertSnapshot(buffer.lines, named: "\(screen.name)-\(columns)x\(rows)")
      if columns == 80 { assertSnapshot(buffer.styledSnapshot, named: "\(screen.name)-\(columns)x\(rows)-styled") }
    }
  }

  @Test func theFirstFrameIsTheHomePage() throws {
    let shop = try Self.program()
    let lines = Self.buffer(shop).lines
    #expect(shop.state.screen == .tab(.home))
    #expect(lines[0].contains("鲜蜂小铺"))
    #expect(lines[3].contains("鲜果季 · 满¥30免运费"))
    #expect(lines[22].contains("首页") && lines[22].contains("购物车"))
  }

  @Test func theMarketsPanesFollowEachOther() throws {
    var shop = try Self.program()
    Self.keys(&shop, .tab, .left, .down, .down)
    #expect(shop.state.category == 2)
    #expect(Self.buffer(shop).lines[1].contains("── 肉禽蛋品 ──"))
    // Down the product list until the next section reaches the top.
    Self.keys(&shop, .right)
    for _ in 0..<30 { Self.keys(&shop, .down) }
    let top = shop.state.marketTop
    #expect(shop.state.category == shop.state.market.category(atRow: top))
    #expect(shop.state.category > 2)
    let lines = Self.buffer(shop).lines
    let name = shop.state.shop.categories[shop.state.category].name
    #expect(lines.contains { $0.hasPrefix("▌" + name) })
  }

  @Test func theBadgeIsOnEveryScreenAndPulsesOnlyWhileAProductFlies() throws {
    var shop = try Self.program(frontEnd: .screen)
    Self.keys(&shop, .tab, .character("+"), .character("+"))
    #expect(shop.flight != nil)
    #expect(shop.animationDeadline != nil)
    shop.advance(to: 1)
    #expect(shop.flight == nil)
    for keys in [[Key](), [.tab], [.character("/")]] {
      Self.keys(&shop, keys.isEmpty ? .escape : keys[0])
      #expect(Self.buffer(shop).lines[22].contains("购物车(2)"))
    }
  }

  @Test func theCarouselTurnsOnTheClockAndHoldsWhileTheFocusIsOnIt() throws {
    var shop = try Self.program()
    #expect(shop.state.carousel.index == 0)
    #expect(shop.animationDeadline == 3)
    shop.advance(to: 3)
    #expect(shop.state.carousel.index == 1)
    Self.keys(&shop, .up, now: 3.5)
    #expect(shop.state.carousel.held)
    #expect(shop.animationDeadline == nil)
    shop.advance(to: 20)
    #expect(shop.state.carousel.index == 1)
    Self.keys(&shop, .right, now: 20)
    #expect(shop.state.carousel.index == 2)
    Self.keys(&shop, .right, .right, now: 20)
    #expect(shop.state.carousel.index == 1)
    Self.keys(&shop, .down, now: 21)
    #expect(!shop.state.carousel.held)
  }

  @Test func aHotWordOrAHistoryLineSearchesAgain() throws {
    var shop = try Self.program()
    Self.keys(&shop, .character("/"), .down, .right, .enter)
    #expect(shop.state.query == "牛奶")
    #expect(shop.searchField.text == "牛奶")
    Self.keys(&shop, .backspace, .backspace)
    #expect(shop.state.query == "")
    let words = shop.state.shop.hotWords.count
    Self.keys(&shop, .down)
    for _ in 0..<words { Self.keys(&shop, .right) }
    Self.keys(&shop, .enter)
    #expect(shop.state.query == "牛奶")
    #expect(shop.state.history == ["牛奶"])
  }

  @Test func theCartAndTheHistoryAreSavedAndRestored() throws {
    let saves = MemorySaves()
    var shop = try Self.program(saves: saves)
    Self.keys(&shop, .tab, .character("+"), .character("+"), .down, .character("+"))
    _ = shop.perform(script: ["search", "牛奶"], now: 0)
    _ = shop.perform(script: ["select", "p102"], now: 0)
    let reopened = try Self.program(saves: saves)
    #expect(reopened.state.cart == shop.state.cart)
    #expect(reopened.state.cart.lines.map(\.quantity) == [2, 1])
    #expect(reopened.state.cart.lines.map(\.selected) == [true, false])
    #expect(reopened.state.history == ["牛奶"])
    #expect(reopened.state.message == nil)
  }

  @Test func aSaveThatDoesNotFitIsSetAsideWithANotice() throws {
    let first = MemorySaves()
    var shop = try Self.program(saves: first)
    _ = shop.perform(script: ["add", "p101"], now: 0)
    let name = try #require(first.files.keys.first)
    let saves = MemorySaves(files: [name: Array(xmlPlist("<dict><key>cart</key><array><dict><key>id</key><string>p101</string><key>quantity</key><integer>9223372036854775807</integer></dict></array></dict>").utf8)])
    let reopened = try Self.program(saves: saves)
    #expect(reopened.state.cart.lines.isEmpty)
    #expect(Set(saves.files.keys) == [name + ".broken"])
    #expect(reopened.state.message == "Saved progress was unreadable and was kept as \(name).broken")
  }

  @Test func clicksReachTheTabsTheCategoriesAndAProductsPlus() throws {
    var shop = try Self.program()
    let click = { (shop: inout ShopProgram, x: Int, y: Int) in _ = shop.handle(.mouse(MouseEvent(kind: .press, x: x, y: y)), now: 0) }
    click(&shop, 30, 22)
    #expect(shop.state.screen == .tab(.market))
    click(&shop, 3, 4)
    #expect(shop.state.category == 3)
    #expect(shop.state.marketTop == shop.state.market.sectionStarts[3])
    // The first product line of the section, at its `+`.
    click(&shop, 78, 2)
    #expect(shop.state.cart.lines == [CartLine(id: "p401", quantity: 1, selected: true)])
    click(&shop, 40, 2)
    #expect(shop.state.screen == .product("p401"))
    click(&shop, 50, 22)
    #expect(shop.state.screen == .tab(.cart))
  }

  @Test("only a screen flies the picture", arguments: [FrontEndKind.plain, .script])
  func noFlightOutsideAScreen(frontEnd: FrontEndKind) throws {
    var shop = try Self.program(frontEnd: frontEnd)
    Self.keys(&shop, .tab, .character("+"))
    #expect(shop.state.cart.units == 1)
    #expect(shop.flight == nil)
    #expect(shop.animationDeadline == nil)
  }

  @Test func aFlightRedrawsOnlyWhatChanged() throws {
    var shop = try Self.program(frontEnd: .screen)
    Self.keys(&shop, .tab, .character("+"))
    shop.advance(to: 0.1)
    let before = Self.buffer(shop)
    shop.advance(to: 0.2)
    let after = Self.buffer(shop)
    var changed: [(Int, Int)] = []
    for y in 0..<after.size.rows {
      for x in 0..<after.size.columns where before[x, y] != after[x, y] { changed.append((x, y)) }
    }
    // The dot left one cell and reached another (a wide character it covers gives up both of its
    // cells); nothing else moved.
    #expect(changed.filter { after[$0.0, $0.1].text == "●" }.count == 1)
    #expect(changed.filter { before[$0.0, $0.1].text == "●" }.count == 1)
    #expect((2...3).contains(changed.count), "\(changed.map { "\($0.0),\($0.1) \(before[$0.0, $0.1].text)→\(after[$0.0, $0.1].text)" })")
    let bytes = Renderer(depth: .trueColor).frame(from: before, to: after)
    #expect(bytes.count < 40)
    shop.advance(to: 1)
    // Landed, nothing is left to animate on the market (the carousel turns on the home page only).
    #expect(shop.flight == nil)
    #expect(shop.animationDeadline == nil)
  }

  @Test func hostileTextFromAPackIsCleanedOnEveryPath() throws {
    let folder = TemporaryFolder()
    // JSON can carry what XML cannot: an escape sequence that would retitle the window.
    folder.write("catalog.plist", #"{"categories": [{"id": "c", "name": "水\u001b[2J果", "products": [{"id": "a", "name": "苹\u001b]0;pwned\u0007果", "price": "9.90", "stock": 3}]}]}"#)
    var shop = try Self.program(pack: folder.path)
    _ = shop.perform(script: ["category", "1"], now: 0)
    let lines = Self.buffer(shop).lines
    #expect(lines.allSatisfy { !$0.unicodeScalars.contains { $0.value < 0x20 } })
    // The whole sequence goes, not only its escape byte.
    #expect(lines[2].contains("│ 苹果 "))
    #expect(lines[1].hasPrefix("▌水果 "))
    #expect(!lines.contains { $0.contains("pwned") || $0.contains("[2J") })
    #expect(!shop.scriptState().text.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 })
    _ = shop.perform(script: ["add", "a"], now: 0)
    _ = shop.perform(script: ["add", "a"], now: 0)
    _ = shop.perform(script: ["add", "a"], now: 0)
    _ = shop.perform(script: ["add", "a"], now: 0)
    #expect(shop.state.message == "苹\u{1B}]0;pwned\u{07}果：库存不足了 先买这么多, 过段时间再来看看吧~")
    #expect(Self.buffer(shop).lines[0].contains("苹果：库存不足了"))
  }

  @Test("chips wrap by display width", arguments: [
    (["苹果", "牛奶"], 20, [Rect(x: 0, y: 0, width: 8, height: 1), Rect(x: 9, y: 0, width: 8, height: 1)]),
    (["三文鱼", "abc"], 16, [Rect(x: 0, y: 0, width: 10, height: 1), Rect(x: 0, y: 1, width: 7, height: 1)]),
    (["🍎🍎", "x"], 14, [Rect(x: 0, y: 0, width: 8, height: 1), Rect(x: 9, y: 0, width: 5, height: 1)]),
    (["这是一个非常长的热门搜索词"], 10, [Rect(x: 0, y: 0, width: 10, height: 1)]),
  ])
  func chips(words: [String], width: Int, rects: [Rect]) {
    #expect(SearchView.chips(words, in: Rect(x: 0, y: 0, width: width, height: 3)) == rects)
  }
}
