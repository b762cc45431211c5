import TerminalKit
import Testing
@testable import ShopCatalog

/// The market's rules on values: the code-built shop's rows are 0 水果, 1 apple, 2 pear, 3 kiwi,
/// 4 空的, 5 乳品, 6 milk, 7 yogurt.
struct MarketScreenTests {
  static let env = testEnv()
  static let area = Rect(x: 0, y: 1, width: 80, height: 5)

  static func state(top: Int = 0, row: Int = 1, onCategories: Bool = false, category: Int = 0) -> MarketScreen.State {
    var state = MarketScreen.State(rows: env.rows)
    state.top = top
    state.row = row
    state.onCategories = onCategories
    state.category = category
    return state
  }

  @Test func itOpensOnTheFirstProduct() {
    #expect(MarketScreen.State(rows: Self.env.rows) == Self.state())
  }

  /// Product rows are told by halving, not by going through them all: each row's place and
  /// the next product's row, against the rows as listed.
  @Test(arguments: Array(-1...9))
  func findsProductRowsByRow(row: Int) {
    let rows = Self.env.rows
    #expect(rows.productRows == [1, 2, 3, 6, 7])
    #expect(rows.productPlace(ofRow: row) == rows.productRows.firstIndex(of: row))
    #expect(rows.productRow(after: row) == rows.productRows.first { $0 > row })
  }

  @Test("each action on the state, and what it asks of the app", arguments: [
    (MarketScreen.Action.categoryChosen(2), state(top: 5, row: 6, category: 2), []),
    // An empty category's header comes to the top; the focus goes to the next product there is.
    (.categoryChosen(1), state(top: 4, row: 6, category: 1), []),
    (.categoryChosen(3), state(), [.notice(.noCategory(4))]),
    (.focused(row: 7, top: 3), state(top: 3, row: 7, category: 2), []),
    (.paneChosen(categories: true), state(onCategories: true), []),
    (.opened("pear"), state(), [.push(.product("pear"))]),
    (.account(.add("apple")), state(), [.account(.add("apple"))]),
  ] as [(MarketScreen.Action, MarketScreen.State, [ShopEffect])])
  func reduce(action: MarketScreen.Action, expected: MarketScreen.State, effects: [ShopEffect]) {
    var state = Self.state()
    #expect(MarketScreen.reduce(into: &state, action, env: Self.env) == effects)
    #expect(state == expected)
  }

  @Test("keys and clicks as actions", arguments: [
    (state(), Key.down, MarketScreen.Action.focused(row: 2, top: 0)),
    (state(row: 3), .down, .focused(row: 6, top: 2)),
    (state(row: 1), .end, .focused(row: 7, top: 3)),
    (state(top: 3, row: 7), .home, .focused(row: 1, top: 0)),
    (state(), .pageDown, .focused(row: 7, top: 3)),
    (state(), .character("+"), .account(.add("apple"))),
    (state(row: 2), .character("-"), .account(.removeOne("pear"))),
    (state(), .enter, .opened("apple")),
    (state(), .left, .paneChosen(categories: true)),
    (state(onCategories: true), .down, .categoryChosen(1)),
    (state(onCategories: true), .enter, .paneChosen(categories: false)),
  ] as [(MarketScreen.State, Key, MarketScreen.Action)])
  func keys(state: MarketScreen.State, key: Key, action: MarketScreen.Action) {
    #expect(MarketScreen.action(for: .key(key), state: state, env: Self.env, area: Self.area) == action)
  }

  @Test func keysThatMeanNothingHereAreNotTaken() {
    #expect(MarketScreen.action(for: .key(.up), state: Self.state(onCategories: true), env: Self.env, area: Self.area) == nil)
    // On the rail, + has no product to add.
    #expect(MarketScreen.action(for: .key(.character("+")), state: Self.state(onCategories: true), env: Self.env, area: Self.area) == nil)
  }

  @Test func aClickOnTheRailChoosesOnTheListOpensAndOnThePlusAdds() {
    let (rail, list) = MarketScreen.panes(Self.area, env: Self.env)
    func click(_ x: Int, _ y: Int) -> MarketScreen.Action? {
      MarketScreen.action(for: .mouse(MouseEvent(kind: .press, x: x, y: y)), state: Self.state(), env: Self.env, area: Self.area)
    }
    #expect(click(rail.x, rail.y + 2) == .categoryChosen(2))
    #expect(click(list.x + 3, list.y + 2) == .opened("pear"))
    #expect(click(list.maxX - 1, list.y + 1) == .account(.add("apple")))
    #expect(click(list.x + 3, list.y) == nil)
  }

  /// The rail marks the focused product's category however the list got there.
  @Test func theRailFollowsTheFocusedProduct() {
    var state = Self.state()
    for _ in 0..<3 {
      let action = MarketScreen.action(for: .key(.down), state: state, env: Self.env, area: Self.area)!
      _ = MarketScreen.reduce(into: &state, action, env: Self.env)
    }
    #expect(state == Self.state(top: 2, row: 6, category: 2))
  }

  @Test("its script verb refuses before anything changes", arguments: [
    (["category", "2"], ScriptVerb<MarketScreen.Action>.action(.categoryChosen(1))),
    (["category", "0"], .refused("'category' needs a number from 1 to 3")),
    (["category", "x"], .refused("'category' needs a number from 1 to 3")),
    (["category"], .refused("'category' needs a number from 1 to 3")),
  ] as [([String], ScriptVerb<MarketScreen.Action>)])
  func script(words: [String], verb: ScriptVerb<MarketScreen.Action>) {
    #expect(MarketScreen.script(words, state: Self.state(), env: Self.env) == verb)
  }
}

/// A rail of more categories than it has rows keeps the marked one in sight, says there are
/// more, and a click on a row chooses the category shown there.
struct CategoryRailTests {
  static func shop(categories: Int) -> Shop {
    var shop = Shop()
    for c in 0..<categories {
      shop.add(Product(id: "p\(c)", name: "商品\(c)", price: Money(fen: 100), stock: 5))
      shop.categories.append(Category(id: "c\(c)", name: "分类\(c)", productIDs: ["p\(c)"]))
    }
    return shop
  }

  static func rail(category: Int, height: Int = 20) -> [String] {
    let env = testEnv(shop(categories: 100))
    var state = MarketScreen.State(rows: env.rows)
    state.category = category
    state.onCategories = true
    var buffer = CellBuffer(size: Size(columns: 80, rows: height))
    MarketScreen.draw(state, env: env, canvas: ShopCanvas(drawPicture: { _, _, _, _ in }), in: buffer.bounds, into: &buffer)
    let width = MarketScreen.panes(buffer.bounds, env: env).categories.width
    return buffer.lines.map { String($0.prefix(width + 1)) }
  }

  @Test("the marked category is in sight, with arrows where more are", arguments: [
    (0, "▌分类0", "分类0", "分类19"), (50, "▌分类50", "分类40", "分类59"), (99, "▌分类99", "分类80", "分类99"),
  ])
  func markedInSight(category: Int, marked: String, first: String, last: String) {
    let rail = Self.rail(category: category)
    #expect(rail.contains { $0.hasPrefix(marked) })
    #expect(rail.first?.contains(first) == true && rail.last?.contains(last) == true)
    #expect(rail.first?.contains("↑") == (category > 0))
    #expect(rail.last?.contains("↓") == (category < 80))
  }

  @Test func aClickOnTheScrolledRailChoosesTheCategoryShown() {
    let env = testEnv(Self.shop(categories: 100))
    var state = MarketScreen.State(rows: env.rows)
    state.category = 99
    let area = Rect(x: 0, y: 0, width: 80, height: 20)
    let action = MarketScreen.action(for: .mouse(MouseEvent(kind: .press, x: 1, y: 0)), state: state, env: env, area: area)
    #expect(action == .categoryChosen(80))
  }
}

/// The rail is as wide as its names need, so that product names have the rest.
struct MarketRailWidthTests {
  static func shop(names: [String]) -> Shop {
    var shop = testShop()
    shop.categories = names.enumerated().map { Category(id: "c\($0.offset)", name: $0.element, productIDs: []) }
    return shop
  }

  @Test("rail widths", arguments: [
    (["水果", "蔬菜"], 80, 7),
    (["新鲜水果", "时令蔬菜"], 80, 11),
    (["Fruit"], 80, 8),
    (["A"], 80, 6),
    ([String(repeating: "长", count: 30)], 80, 20),
    ([String(repeating: "长", count: 30)], 120, 30),
    (["新鲜水果"], 20, 6),
  ] as [([String], Int, Int)])
  func railWidths(names: [String], width: Int, expected: Int) {
    let area = Rect(x: 0, y: 1, width: width, height: 10)
    let (rail, products) = MarketScreen.panes(area, env: testEnv(Self.shop(names: names)))
    #expect(rail.width == expected)
    #expect(products.x == expected + 1 && products.maxX == width)
  }
}
