import TerminalKit

/// 搜索: the field, the results as it is typed; before a search the hot words as chips and the
/// history, each of which searches again; after one that finds nothing, what else to try.
enum SearchScreen: ShopScreenFeature {
  struct State: Equatable, Sendable {
    var field: TextField
    /// 0 is the field; then the targets below it (`targets`).
    var focus = 0
    /// The words the results are for (the field's, as last changed).
    var query = ""
    var results: [String] = []
    var memo = SearchMemo()

    init(placeholder: String) {
      field = TextField(limit: 40, placeholder: placeholder)
    }
  }

  /// What the focus moves through below the field: the hot words and the history before a
  /// search, the results after one.
  enum Target: Equatable, Sendable {
    case word(String)
    case product(String)
  }

  enum Action: Equatable, Sendable {
    /// The field changed: the results follow as it is typed.
    case edited(TextField)
    /// Enter, a hot word or a line of history: searched, and remembered.
    case searched(String)
    case focused(Int)
    case opened(String)
    case clearHistoryAsked
    case account(AccountChange)
  }

  static let name = "search"

  static func targets(_ state: State, env: ShopEnvironment) -> [Target] {
    if state.query.isEmpty { return (env.shop.hotWords + env.account.history).map(Target.word) }
    return (state.results.isEmpty ? popular(env) : state.results).map(Target.product)
  }

  /// 大家都在买, under a search that found nothing: the home page's 新鲜热卖 that are in stock.
  static func popular(_ env: ShopEnvironment) -> [String] {
    Array(env.shop.fresh.filter { env.shop.products[$0].map { !$0.isOutOfStock } ?? false }.prefix(5))
  }

  static func reduce(into state: inout State, _ action: Action, env: ShopEnvironment) -> [ShopEffect] {
    switch action {
    case .edited(let field):
      state.field = field
      state.query = field.text.trimmingWhitespace
      state.results = SearchRules.results(for: state.query, in: env.search, memo: &state.memo)
    case .searched(let text):
      state.field = TextField(text: text, limit: state.field.limit, placeholder: state.field.placeholder)
      state.query = text.trimmingWhitespace
      state.results = SearchRules.results(for: state.query, in: env.search, memo: &state.memo)
      state.focus = 0
      return [.account(.remember(state.query))]
    case .focused(let i): state.focus = i
    case .opened(let id): return [.push(.product(id))]
    case .clearHistoryAsked:
      return env.account.history.isEmpty ? [.notice(.historyEmpty)] : [.present(.confirmClearHistory)]
    case .account(let change): return [.account(change)]
    }
    return []
  }

  static func activate(_ target: Target) -> Action {
    switch target {
    case .word(let word): .searched(word)
    case .product(let id): .opened(id)
    }
  }

  /// How many targets there are, without making them (a search may find 10,000 products).
  static func targetCount(_ state: State, env: ShopEnvironment) -> Int {
    if state.query.isEmpty { return env.shop.hotWords.count + env.account.history.count }
    return state.results.isEmpty ? popular(env).count : state.results.count
  }

  static func action(for event: InputEvent, state: State, env: ShopEnvironment, area: Rect) -> Action? {
    if event == .key(.control("d")) { return .clearHistoryAsked }
    // Typing in the field, the most frequent key here, needs no list of targets.
    if state.focus == 0, case .key(let key) = event {
      switch key {
      case .enter: return .searched(state.field.text)
      case .down: return targetCount(state, env: env) == 0 ? nil : .focused(1)
      default:
        var field = state.field
        guard field.handle(event) else { return nil }
        return .edited(field)
      }
    }
    let targets = targets(state, env: env)
    if case .mouse(let mouse) = event, mouse.kind == .press {
      guard let i = targetRects(state, env: env, area: area).firstIndex(where: { $0.contains(x: mouse.x, y: mouse.y) }) else { return nil }
      return activate(targets[i])
    }
    let focus = min(state.focus, targets.count)
    // The wheel goes through the results (or the words) from wherever the focus is.
    if case .mouse(let mouse) = event, mouse.kind == .wheelUp || mouse.kind == .wheelDown, !targets.isEmpty {
      return .focused(max(1, min(targets.count, focus + (mouse.kind == .wheelDown ? 3 : -3))))
    }
    if focus == 0 {
      switch event {
      case .key(.enter): return .searched(state.field.text)
      case .key(.down): return targets.isEmpty ? nil : .focused(1)
      default:
        var field = state.field
        guard field.handle(event) else { return nil }
        return .edited(field)
      }
    }
    let target = targets[focus - 1]
    if case .product(let id) = target, let change = PlusMinus.change(for: event, product: id) { return .account(change) }
    switch event {
    case .key(.up): return .focused(focus - 1)
    case .key(.down): return .focused(min(targets.count, focus + 1))
    case .key(.left), .key(.right): return .focused(min(targets.count, max(1, focus + (event == .key(.right) ? 1 : -1))))
    case .key(.pageDown): return .focused(min(targets.count, focus + max(1, area.height - 4)))
    case .key(.home): return .focused(1)
    case .key(.end): return .focused(targets.count)
    case .key(.pageUp): return .focused(max(1, focus - max(1, area.height - 4)))
    case .key(.enter): return activate(target)
    case .key(.character), .paste, .key(.backspace):
      var field = state.field
      guard field.handle(event) else { return nil }
      return .edited(field)
    default: return nil
    }
  }

  static func takesText(_ state: State, env: ShopEnvironment) -> Bool { true }

  /// The screen as it opens, with `query` searched already when there is one.
  static func opening(query: String?, placeholder: String, env: ShopEnvironment) -> State {
    var state = State(placeholder: placeholder)
    if let query, !query.trimmingWhitespace.isEmpty { _ = reduce(into: &state, .searched(query), env: env) }
    return state
  }

  /// `search TEXT`: searched here, as Enter on the typed words.
  static func script(_ words: [String], state: State, env: ShopEnvironment) -> ScriptVerb<Action>? {
    guard words.first == "search", words.count > 1 else { return nil }
    return .action(.searched(words.dropFirst().joined(separator: " ")))
  }

  static func keyHints(_ state: State, env: ShopEnvironment) -> [KeyHint] {
    let w = env.words
    return [KeyHint("Enter", w(.keySearch)), KeyHint("↓", w(.keyResults)), KeyHint("^D", w(.keyClearHistory))]
  }

  static func json(_ state: State, env: ShopEnvironment) -> [(String, JSON)] {
    [("query", .string(state.query)),
     ("results",
      .array(state.results.compactMap { id in
        env.shop.products[id].map { .object([("id", .string($0.id)), ("name", .string($0.name))]) }
      })),
     ("history", .array(env.account.history.map(JSON.string)))]
  }

  static func focusPoint(_ state: State, env: ShopEnvironment, area: Rect) -> (x: Int, y: Int)? {
    (area.width / 2, area.y + 3 + state.focus)
  }

  /// Words to try after a search found nothing: the hot words that find something (never the
  /// words that just failed), else the names of the home's products.
  /// Other words to try after a search found nothing: the hot words that find something, never
  /// the words that just failed.
  static func suggestions(_ state: State, env: ShopEnvironment) -> [String] {
    Array(env.links.findingWords.filter { $0.trimmingWhitespace != state.query }.prefix(8))
  }
}
