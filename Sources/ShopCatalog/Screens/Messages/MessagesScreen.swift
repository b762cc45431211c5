import TerminalKit

/// 我的消息: the system and the user messages, each two lines until unfolded.
enum MessagesScreen: ShopScreenFeature {
  struct State: Equatable, Sendable {
    var user = false
    /// Messages unfolded past their two lines, by index in the tab shown.
    var unfolded: Set<Int> = []
    var focus = 0
  }

  enum Action: Equatable, Sendable {
    case tabChosen(user: Bool)
    case toggled(Int)
    case focused(Int)
  }

  static let name = "messages"

  static func shown(_ state: State, env: ShopEnvironment) -> [ShopMessage] {
    state.user ? env.shop.account.userMessages : env.shop.account.systemMessages
  }

  static func reduce(into state: inout State, _ action: Action, env: ShopEnvironment) -> [ShopEffect] {
    switch action {
    case .tabChosen(let user):
      state.user = user
      state.unfolded = []
      state.focus = 0
    case .toggled(let i):
      guard shown(state, env: env).indices.contains(i) else { return [.notice(.noMessage(i + 1))] }
      state.focus = i
      if !state.unfolded.insert(i).inserted { state.unfolded.remove(i) }
    case .focused(let i): state.focus = i
    }
    return []
  }

  static func action(for event: InputEvent, state: State, env: ShopEnvironment, area: Rect) -> Action? {
    let count = shown(state, env: env).count
    switch event {
    case .key(.left), .key(.right): return .tabChosen(user: event == .key(.right))
    case .key(.enter), .key(.character(" ")): return state.focus < count ? .toggled(state.focus) : nil
    default: return PageView.move(event, focus: state.focus, count: count, area: area).map(Action.focused)
    }
  }

  static func keyHints(_ state: State, env: ShopEnvironment) -> [KeyHint] {
    [KeyHint("←→", env.words(.keyMessageTabs)), KeyHint("Enter", env.words(.keyShowAll))]
  }

  static func json(_ state: State, env: ShopEnvironment) -> [(String, JSON)] {
    [("tab", .string(state.user ? "user" : "system")),
     ("messages", .array(shown(state, env: env).enumerated().map { i, message in
       .object([("title", .string(message.title)), ("time", .string(message.time)), ("expanded", .bool(state.unfolded.contains(i)))])
     }))]
  }

  static func script(_ words: [String], state: State, env: ShopEnvironment) -> ScriptVerb<Action>? {
    guard words.first == "expand" else { return nil }
    let count = shown(state, env: env).count
    guard count > 0 else { return .refused("there are no messages") }
    guard words.count == 2, let n = Int(words[1]), (1...count).contains(n) else {
      return .refused("'expand' needs a number from 1 to \(count)")
    }
    return .action(.toggled(n - 1))
  }

  static func rows(_ state: State, env: ShopEnvironment, width: Int) -> [PageRow] {
    let w = env.words
    let tabs = state.user ? "  \(w(.systemMessages))  [\(w(.userMessages))]" : "[\(w(.systemMessages))]  \(w(.userMessages))  "
    var rows = [PageRow(tabs + "   ←→", Theme.title)]
    let messages = shown(state, env: env)
    if messages.isEmpty { rows.append(PageRow(state.user ? w(.noMessages) : (env.gapText(.messages) ?? w(.noMessages)), Theme.dim)) }
    for (i, message) in messages.enumerated() {
      rows.append(PageRow("\(TextCleaner.clean(message.title))  \(TextCleaner.clean(message.time))", Theme.title, entry: i))
      let lines = DisplayWidth.wrap(TextCleaner.clean(message.content.replacingNewlines), to: max(1, width - 4))
      let open = state.unfolded.contains(i)
      for line in open ? lines : Array(lines.prefix(2)) { rows.append(PageRow("  " + line, Theme.text, entry: i)) }
      if lines.count > 2 { rows.append(PageRow(open ? w(.fold) : w(.showAll), Theme.accent, entry: i)) }
    }
    return rows
  }

  static func draw(_ state: State, env: ShopEnvironment, canvas: ShopCanvas, in area: Rect, into buffer: inout CellBuffer) {
    PageView.draw(title: env.words(.myMessages), rows: rows(state, env: env, width: area.width), focus: state.focus, in: area,
                  into: &buffer)
  }
}
