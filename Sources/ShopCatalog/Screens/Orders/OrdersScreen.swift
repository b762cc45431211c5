import TerminalKit

/// 我的订单: each order with its time, status, up to four pictures, its goods and what was paid.
enum OrdersScreen: ShopScreenFeature {
  struct State: Equatable, Sendable {
    var focus = 0
  }

  enum Action: Equatable, Sendable {
    case focused(Int)
    case opened(Int)
  }

  static let name = "orders"

  static func reduce(into state: inout State, _ action: Action, env: ShopEnvironment) -> [ShopEffect] {
    switch action {
    case .focused(let i): state.focus = i
    case .opened(let i):
      state.focus = i
      return [.push(.order(i))]
    }
    return []
  }

  static func action(for event: InputEvent, state: State, env: ShopEnvironment, area: Rect) -> Action? {
    let count = env.orders.count
    switch event {
    case .key(.enter), .key(.character(" ")): return state.focus < count ? .opened(state.focus) : nil
    default: return PageView.move(event, focus: state.focus, count: count, area: area).map(Action.focused)
    }
  }

  /// `order N`: the order opened from the list, the list's focus on it.
  static func script(_ words: [String], state: State, env: ShopEnvironment) -> ScriptVerb<Action>? {
    guard words.first == "order" else { return nil }
    let count = env.orders.count
    guard count > 0 else { return .refused("there are no orders") }
    guard words.count == 2, let n = Int(words[1]), (1...count).contains(n) else { return .refused("'order' needs a number from 1 to \(count)") }
    return .action(.opened(n - 1))
  }

  static func keyHints(_ state: State, env: ShopEnvironment) -> [KeyHint] {
    [KeyHint("↑↓", env.words(.keyMove)), KeyHint("Enter", env.words(.keyOpen))]
  }

  static func json(_ state: State, env: ShopEnvironment) -> [(String, JSON)] {
    [("orders", .array(env.orders.map { order in
      .object([("number", .string(order.number)), ("created", .string(order.created)), ("status", .string(order.status)),
               ("total", .string(order.paid.plain)), ("items", .int(Int64(order.units)))])
    }))]
  }

  static func rows(env: ShopEnvironment) -> [PageRow] {
    let orders = env.orders
    var rows: [PageRow] = []
    if orders.isEmpty { rows.append(PageRow(env.gapText(.orders) ?? env.words(.noOrders), Theme.dim)) }
    for (i, order) in orders.enumerated() {
      let goods = order.lines.filter { !$0.gift }
      let names = goods.prefix(4).map { TextCleaner.clean($0.name) }
      rows.append(PageRow("\(TextCleaner.clean(order.created))  \(TextCleaner.clean(order.status))", Theme.title, entry: i))
      // Two rows for the pictures (drawn over them), then the names.
      var pictures = PageRow("", Theme.text, entry: i)
      pictures.pictures = goods.map(\.picture)
      rows.append(pictures)
      rows.append(PageRow("", Theme.text, entry: i))
      rows.append(PageRow("  " + names.joined(separator: " · ") + (goods.count > 4 ? " …" : ""), Theme.text, entry: i))
      rows.append(PageRow(env.words(order.units == 1 ? .orderOneItem : .orderItems, String(order.units), env.money(order.paid)), Theme.dim, entry: i))
    }
    return rows
  }

  static func draw(_ state: State, env: ShopEnvironment, canvas: ShopCanvas, in area: Rect, into buffer: inout CellBuffer) {
    PageView.draw(title: env.words(.myOrders), rows: rows(env: env), focus: state.focus, canvas: canvas, in: area, into: &buffer)
  }
}
