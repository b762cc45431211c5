import TerminalKit

/// 闪电超市: categories on the left, the products of every category on the right in sections
/// headed by their category; choosing a category scrolls its section up, and the rail marks the
/// category of the focused product.
enum MarketScreen: ShopScreenFeature {
  struct State: Equatable, Sendable {
    /// The first row of the product list shown, and the focused product's row.
    var top = 0
    var row: Int
    /// Whether the focus is on the category rail.
    var onCategories = false
    /// The category the rail marks: the focused product's, or the one just chosen.
    var category = 0

    init(rows: MarketRows) {
      row = rows.productRows.first ?? 0
    }
  }

  enum Action: Equatable, Sendable {
    case paneChosen(categories: Bool)
    /// A category chosen: its section at the top, its first product focused.
    case categoryChosen(Int)
    /// The focus moved to a product row; the list now starts at `top`.
    case focused(row: Int, top: Int)
    case opened(String)
    case account(AccountChange)
  }

  static let name = "market"

  static func reduce(into state: inout State, _ action: Action, env: ShopEnvironment) -> [ShopEffect] {
    let rows = env.rows
    switch action {
    case .paneChosen(let categories):
      state.onCategories = categories
    case .categoryChosen(let i):
      guard rows.sectionStarts.indices.contains(i) else { return [.notice(.noCategory(i + 1))] }
      state.category = i
      state.top = rows.sectionStarts[i]
      state.row = rows.productRow(after: rows.sectionStarts[i]) ?? state.row
    case .focused(let row, let top):
      state.row = row
      state.top = top
      state.category = rows.category(atRow: row)
    case .opened(let id):
      return [.push(.product(id))]
    case .account(let change):
      return [.account(change)]
    }
    return []
  }

  /// The rail as wide as its longest name with the mark and an arrow's column (at most a
  /// quarter of the width, at least six columns); the products have the rest.
  static func panes(_ area: Rect, env: ShopEnvironment) -> (categories: Rect, products: Rect) {
    let longest = env.shop.categories.lazy.map { DisplayWidth.of(TextCleaner.clean($0.name)) }.max() ?? 0
    let rail = min(max(6, longest + 3), max(6, area.width / 4))
    let split = area.columns([.fixed(rail), .fixed(1), .fill(1)])
    return (split[0], split[2])
  }

  /// The product id at `row`, if that row is a product.
  static func product(atRow row: Int, _ rows: MarketRows) -> String? {
    guard rows.rows.indices.contains(row), case .product(let id, _) = rows.rows[row] else { return nil }
    return id
  }

  /// The first category the rail shows: the marked one kept in sight, near the middle once the
  /// rail scrolls, so that the categories on either side of it show too.
  static func railTop(category: Int, count: Int, height: Int) -> Int {
    guard count > height, height > 0 else { return 0 }
    return min(max(0, category - height / 2), count - height)
  }

  /// The top the list is drawn from: the state's, moved as little as shows the focused row in
  /// this window (one made smaller since the focus moved would leave it below the last row).
  static func shownTop(_ state: State, area: Rect) -> Int {
    top(showing: state.row, from: state.top, visible: max(1, area.height))
  }

  /// The list's top that shows `row` with the least scrolling (the header above a section's first
  /// product shows with it).
  static func top(showing row: Int, from top: Int, visible: Int) -> Int {
    var top = top
    if row < top + 1 { top = max(0, row - 1) }
    if row >= top + visible { top = row - visible + 1 }
    return max(0, top)
  }

  static func action(for event: InputEvent, state: State, env: ShopEnvironment, area: Rect) -> Action? {
    let rows = env.rows
    let products = rows.productRows
    let visible = max(1, area.height)
    let shown = shownTop(state, area: area)
    let focused = state.onCategories ? nil : product(atRow: state.row, rows)
    if let change = PlusMinus.change(for: event, product: focused) { return .account(change) }
    func focus(_ row: Int) -> Action { .focused(row: row, top: top(showing: row, from: shown, visible: visible)) }
    switch event {
    case .key(.left): return .paneChosen(categories: true)
    case .key(.right): return .paneChosen(categories: false)
    case .key(.up) where state.onCategories, .key(.down) where state.onCategories:
      let next = state.category + (event == .key(.down) ? 1 : -1)
      return env.shop.categories.indices.contains(next) ? .categoryChosen(next) : nil
    case .key(.enter), .key(.character(" ")):
      if state.onCategories { return .paneChosen(categories: false) }
      return focused.map(Action.opened)
    case .mouse(let mouse) where mouse.kind == .press:
      let (left, right) = panes(area, env: env)
      if left.contains(x: mouse.x, y: mouse.y) {
        let i = railTop(category: state.category, count: env.shop.categories.count, height: left.height) + mouse.y - left.y
        return env.shop.categories.indices.contains(i) ? .categoryChosen(i) : nil
      }
      guard right.contains(x: mouse.x, y: mouse.y), let id = product(atRow: shown + mouse.y - right.y, rows) else { return nil }
      // A click on the `+` at the end of the line adds one; elsewhere it opens the product.
      return mouse.x >= right.maxX - 2 ? .account(.add(id)) : .opened(id)
    default:
      let i = rows.productPlace(ofRow: state.row) ?? 0
      guard let next = ListKeys.move(event, focus: i, count: products.count, page: visible - 1) else { return nil }
      return focus(products[next])
    }
  }

  static func keyHints(_ state: State, env: ShopEnvironment) -> [KeyHint] {
    let w = env.words
    return [KeyHint("←→", w(.keyPane)), KeyHint("↑↓", w(.keyMove)), KeyHint("PgUp/PgDn", w(.keyPage)), KeyHint("+/-", w(.keyCart))]
  }

  static func json(_ state: State, env: ShopEnvironment) -> [(String, JSON)] {
    guard env.shop.categories.indices.contains(state.category) else { return [] }
    let category = env.shop.categories[state.category]
    return [("category", .object([("index", .int(Int64(state.category + 1))), ("name", .string(category.name))])),
            ("products", .array(category.productIDs.compactMap { id in
              env.shop.products[id].map { .object([("id", .string($0.id)), ("name", .string($0.name)), ("price", .string($0.price.plain)),
                                                    ("stock", .int(Int64($0.stock)))]) }
            }))]
  }

  static func script(_ words: [String], state: State, env: ShopEnvironment) -> ScriptVerb<Action>? {
    guard words.first == "category" else { return nil }
    let count = env.shop.categories.count
    guard words.count == 2, let n = Int(words[1]), (1...max(1, count)).contains(n), count > 0 else {
      return .refused("'category' needs a number from 1 to \(count)")
    }
    return .action(.categoryChosen(n - 1))
  }

  static func focusPoint(_ state: State, env: ShopEnvironment, area: Rect) -> (x: Int, y: Int)? {
    let pane = panes(area, env: env).products
    return (pane.x + pane.width / 2, pane.y + state.row - shownTop(state, area: area))
  }

  static func action(for message: AppMessage, state: State) -> Action? {
    if case .showCategory(let i) = message { return .categoryChosen(i) }
    return nil
  }

  static func draw(_ state: State, env: ShopEnvironment, canvas: ShopCanvas, in area: Rect, into buffer: inout CellBuffer) {
    let (left, right) = panes(area, env: env)
    let categories = env.shop.categories
    let railTop = railTop(category: state.category, count: categories.count, height: left.height)
    for line in 0..<left.height where railTop + line < categories.count {
      let i = railTop + line
      let current = i == state.category
      let focused = current && state.onCategories
      let mark = current ? "▌" : " "
      buffer.write(DisplayWidth.pad(mark + TextCleaner.clean(categories[i].name), to: left.width), x: left.x, y: left.y + line,
                   style: focused ? Theme.focused : current ? Theme.title : Theme.text, clip: left)
    }
    // More categories above or below than the rail shows: an arrow says so at its edge.
    if railTop > 0 { buffer.write("↑", x: left.maxX - 1, y: left.y, style: Theme.dim) }
    if railTop + left.height < categories.count { buffer.write("↓", x: left.maxX - 1, y: left.maxY - 1, style: Theme.dim) }
    for y in area.y..<area.maxY { buffer.put(Cell("│", style: Theme.frame), x: left.maxX, y: y) }
    let rows = env.rows.rows
    if rows.isEmpty { Label.centered(env.words(.noProducts), in: right, y: right.y + 1, style: Theme.dim, into: &buffer) }
    let top = shownTop(state, area: area)
    for line in 0..<right.height {
      let index = top + line
      guard rows.indices.contains(index) else { break }
      let rect = Rect(x: right.x, y: right.y + line, width: right.width, height: 1)
      switch rows[index] {
      case .header(let c):
        buffer.write("── " + TextCleaner.clean(env.shop.categories[c].name) + " ──", x: rect.x + 1, y: rect.y, style: Theme.dim, clip: rect)
      case .product(let id, _):
        guard let product = env.shop.products[id] else { continue }
        ProductLine.draw(product, quantity: env.account.cart.quantity(of: id), in: rect,
                         focused: !state.onCategories && index == state.row, env: env, into: &buffer)
      }
    }
  }
}
