import PlistKit
import Testing
import TerminalKit
@testable import ShopCatalog

/// Every list page keeps its focused entry in sight, at every height: the pages of orders,
/// coupons, messages, help, addresses, settings and checkout all draw through `PageRow.draw`.
struct ListFocusTests {
  /// Entries of one to three rows each, some longer than the page is wide.
  static func rows(entries: Int, generator: inout SplitMix64) -> [PageRow] {
    (0..<entries).flatMap { entry in
      (0..<Int(1 + generator.next() % 3)).map { line in
        let tail = generator.next() % 4 == 0 ? String(repeating: "长", count: Int(generator.next() % 60)) : ""
        return PageRow("e\(entry)l\(line) \(tail)", Theme.text, entry: entry)
      }
    }
  }

  @Test("the focused entry shows, whole where it fits", arguments: [3, 5, 8, 14, 20, 36])
  func theFocusedEntryShows(height: Int) {
    var generator = SplitMix64(seed: UInt64(height))
    for round in 0..<40 {
      let width = 20 + Int(generator.next() % 100)
      let entries = 1 + Int(generator.next() % 60)
      let rows = Self.rows(entries: entries, generator: &generator)
      for focus in 0..<entries {
        var buffer = CellBuffer(size: Size(columns: width, rows: height))
        PageRow.draw(rows, focus: focus, in: Rect(x: 0, y: 0, width: width, height: height), into: &buffer)
        let lines = buffer.lines
        // Its first row, at least, is on the page and drawn as focused.
        let first = lines.firstIndex { $0.hasPrefix(" e\(focus)l0 ") || $0 == " e\(focus)l0" }
        #expect(first != nil, "round \(round), \(entries) entries, width \(width): entry \(focus) not shown")
        if let first { #expect(buffer[1, first].style == Theme.focused) }
        // All of it, when it fits.
        let own = PageRow.unfolded(rows, focus: focus, width: width - 2).filter { $0.entry == focus }.count
        if own <= height, let first {
          #expect(first + own <= height, "round \(round): entry \(focus)'s \(own) rows cut at the bottom")
        }
      }
    }
  }
}

/// The market's products keep the focused one in sight at every size, also in a window made
/// smaller after the focus moved; and search results the same.
struct MarketFocusTests {
  static let env = testEnv(CategoryRailTests.shop(categories: 100))

  static func screen(_ state: MarketScreen.State, height: Int) -> [String] {
    var buffer = CellBuffer(size: Size(columns: 80, rows: height))
    MarketScreen.draw(state, env: env, canvas: ShopCanvas(drawPicture: { _, _, _, _ in }), in: buffer.bounds, into: &buffer)
    return buffer.lines
  }

  @Test("the focused product shows at every size", arguments: [12, 18, 24, 40])
  func focusedProductShows(height: Int) {
    var state = MarketScreen.State(rows: Self.env.rows)
    let area = Rect(x: 0, y: 0, width: 80, height: height)
    // Down, End, PageUp and Down again: after each, the focused product is drawn.
    for key in [Key.down, .end, .pageUp, .pageUp, .down, .home, .pageDown] {
      guard let action = MarketScreen.action(for: .key(key), state: state, env: Self.env, area: area) else { continue }
      _ = MarketScreen.reduce(into: &state, action, env: Self.env)
      guard case .product(let id, _) = Self.env.rows.rows[state.row], let name = Self.env.shop.products[id]?.name else {
        Issue.record("row \(state.row) is no product")
        continue
      }
      #expect(Self.screen(state, height: height).contains { $0.contains(name + " ") }, "\(key) at height \(height): \(name)")
    }
  }

  @Test func aWindowMadeSmallerStillShowsTheFocusedProduct() {
    var state = MarketScreen.State(rows: Self.env.rows)
    let tall = Rect(x: 0, y: 0, width: 80, height: 40)
    for _ in 0..<30 {
      if let action = MarketScreen.action(for: .key(.down), state: state, env: Self.env, area: tall) {
        _ = MarketScreen.reduce(into: &state, action, env: Self.env)
      }
    }
    guard case .product(let id, _) = Self.env.rows.rows[state.row], let name = Self.env.shop.products[id]?.name else {
      Issue.record("no product focused")
      return
    }
    #expect(Self.screen(state, height: 12).contains { $0.contains(name + " ") })
  }
}

extension MarketFocusTests {
  @Test("a focused search result is on the page at every height", arguments: [10, 15, 18, 24, 40])
  func focusedSearchResultShows(height: Int) {
    var state = SearchScreen.State(placeholder: "")
    state.query = "商品"
    state.results = (0..<100).map { "p\($0)" }
    let area = Rect(x: 0, y: 0, width: 80, height: height)
    for focus in 1...100 {
      state.focus = focus
      let rect = SearchScreen.targetRects(state, env: Self.env, area: area)[focus - 1]
      #expect(rect.y >= area.y + 3 && rect.maxY <= area.maxY, "result \(focus) at height \(height): row \(rect.y)")
    }
  }
}
