import TerminalKit

/// The lunch menu: every section in one list (no category rail), a dish as a three-row cell —
/// picture, name, price and members' price, its notes, `− n +` — and at the top when the menu
/// was last refreshed (`r`, the lunch app's pull to refresh).
enum MenuScreen: ShopScreenFeature {
  struct State: Equatable, Sendable {
    /// The focused dish's row of the market's rows.
    var row: Int
    /// When the menu was last refreshed.
    var refreshed: ShopTime?

    init(rows: MarketRows) {
      row = rows.productRows.first ?? 0
    }
  }

  enum Action: Equatable, Sendable {
    case focused(row: Int)
    case opened(String)
    case refreshAsked
    /// The clock was read for the refresh.
    case refreshed
    case account(AccountChange)
  }

  static let name = "market"
  static let dishHeight = 3

  static func reduce(into state: inout State, _ action: Action, env: ShopEnvironment) -> [ShopEffect] {
    switch action {
    case .focused(let row): state.row = row
    case .opened(let id): return [.push(.product(id))]
    case .refreshAsked: return [.readClock]
    case .refreshed: state.refreshed = env.today
    case .account(let change): return [.account(change)]
    }
    return []
  }

  static func action(for message: AppMessage, state: State) -> Action? {
    message == .clockRead ? .refreshed : nil
  }

  static func action(for event: InputEvent, state: State, env: ShopEnvironment, area: Rect) -> Action? {
    let products = env.rows.productRows
    guard !products.isEmpty else { return nil }
    let place = env.rows.productPlace(ofRow: state.row)
    let row = place == nil ? products[0] : state.row
    let id = MarketScreen.product(atRow: row, env.rows)
    if let change = PlusMinus.change(for: event, product: id) { return .account(change) }
    switch event {
    case .key(.enter): return id.map(Action.opened)
    case .key(.character("r")): return .refreshAsked
    default:
      let i = place ?? 0
      guard let next = ListKeys.move(event, focus: i, count: products.count, page: max(1, area.height / dishHeight - 1)) else { return nil }
      return .focused(row: products[next])
    }
  }

  static func keyHints(_ state: State, env: ShopEnvironment) -> [KeyHint] {
    let w = env.words
    return [KeyHint("↑↓", w(.keyMove)), KeyHint("+/-", w(.keyCart)), KeyHint("Enter", w(.keyOpen)), KeyHint("r", w(.keyRefresh))]
  }

  static func json(_ state: State, env: ShopEnvironment) -> [(String, JSON)] {
    var market = MarketScreen.State(rows: env.rows)
    market.category = env.rows.category(atRow: state.row)
    return MarketScreen.json(market, env: env)
  }

  static func script(_ words: [String], state: State, env: ShopEnvironment) -> ScriptVerb<Action>? {
    guard words.first == "category" else { return nil }
    let count = env.shop.categories.count
    guard words.count == 2, let n = Int(words[1]), (1...max(1, count)).contains(n), count > 0 else {
      return .refused("'category' needs a number from 1 to \(count)")
    }
    let start = env.rows.sectionStarts[n - 1]
    return .action(.focused(row: env.rows.productRow(after: start) ?? state.row))
  }

  /// Each row of the market's list with its first line, from the top of the list.
  static func offsets(_ rows: MarketRows) -> [Int] {
    var y = 0
    return rows.rows.map { row in
      defer {
        if case .header = row { y += 1 } else { y += dishHeight }
      }
      return y
    }
  }

  /// The first line shown: none while the focused dish fits on the first screen, else the dish
  /// in the middle.
  static func top(_ rows: MarketRows, focus: Int, height: Int) -> Int {
    let offsets = offsets(rows)
    guard offsets.indices.contains(focus) else { return 0 }
    let end = offsets[focus] + dishHeight
    guard end > height else { return 0 }
    let total = (offsets.last ?? 0) + dishHeight
    return max(0, min(offsets[focus] - height / 2, total - height))
  }

  static func focusPoint(_ state: State, env: ShopEnvironment, area: Rect) -> (x: Int, y: Int)? {
    let list = Rect(x: area.x, y: area.y + 1, width: area.width, height: max(0, area.height - 1))
    let offsets = offsets(env.rows)
    guard offsets.indices.contains(state.row) else { return nil }
    return (list.x + 4, list.y + offsets[state.row] - top(env.rows, focus: state.row, height: list.height) + 1)
  }
}
