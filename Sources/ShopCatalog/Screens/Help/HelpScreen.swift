import TerminalKit

/// 客服帮助: the pack's questions as an accordion — one open at a time.
enum HelpScreen: ShopScreenFeature {
  struct State: Equatable, Sendable {
    var open: Int?
    var focus = 0
  }

  enum Action: Equatable, Sendable {
    case toggled(Int)
    case focused(Int)
  }

  static let name = "faq"

  static func reduce(into state: inout State, _ action: Action, env: ShopEnvironment) -> [ShopEffect] {
    switch action {
    case .toggled(let i):
      guard env.shop.account.help.indices.contains(i) else { return [.notice(.noQuestion(i + 1))] }
      state.focus = i
      // Opening one closes the other; opening it again closes it.
      state.open = state.open == i ? nil : i
    case .focused(let i): state.focus = i
    }
    return []
  }

  static func action(for event: InputEvent, state: State, env: ShopEnvironment, area: Rect) -> Action? {
    let count = env.shop.account.help.count
    switch event {
    case .key(.enter), .key(.character(" ")): return state.focus < count ? .toggled(state.focus) : nil
    default: return PageView.move(event, focus: state.focus, count: count, area: area).map(Action.focused)
    }
  }

  static func keyHints(_ state: State, env: ShopEnvironment) -> [KeyHint] {
    [KeyHint("↑↓", env.words(.keyMove)), KeyHint("Enter", env.words(.keyOpenClose))]
  }

  static func json(_ state: State, env: ShopEnvironment) -> [(String, JSON)] {
    [("faq", .object([("open", state.open.map { .int(Int64($0 + 1)) } ?? .null),
                      ("questions", .array(env.shop.account.help.map { .string($0.title) }))]))]
  }

  static func script(_ words: [String], state: State, env: ShopEnvironment) -> ScriptVerb<Action>? {
    guard words.first == "faq", words.count == 2 else { return nil }
    let count = env.shop.account.help.count
    guard count > 0 else { return .refused("there are no questions") }
    guard let n = Int(words[1]), (1...count).contains(n) else { return .refused("'faq' needs a number from 1 to \(count)") }
    return .action(.toggled(n - 1))
  }

  static func rows(_ state: State, env: ShopEnvironment, width: Int) -> [PageRow] {
    var rows: [PageRow] = []
    let help = env.shop.account.help
    if let phone = env.shop.account.servicePhone { rows.append(PageRow(env.words(.servicePhone, TextCleaner.clean(phone)), Theme.accent)) }
    if help.isEmpty { rows.append(PageRow(env.gapText(.help) ?? env.words(.noQuestions), Theme.dim)) }
    for (i, entry) in help.enumerated() {
      let open = state.open == i
      rows.append(PageRow((open ? "▾ " : "▸ ") + TextCleaner.clean(entry.title), Theme.title, entry: i))
      guard open else { continue }
      for paragraph in entry.paragraphs {
        for line in DisplayWidth.wrap(TextCleaner.clean(paragraph), to: max(1, width - 4)) {
          rows.append(PageRow("  " + line, Theme.text, entry: i))
        }
      }
    }
    return rows
  }

  static func draw(_ state: State, env: ShopEnvironment, canvas: ShopCanvas, in area: Rect, into buffer: inout CellBuffer) {
    PageView.draw(title: env.words(.help), rows: rows(state, env: env, width: area.width), focus: state.focus, in: area, into: &buffer)
  }
}
