import TerminalKit

/// 意见反馈: the field, its count against 5–300, and how many were sent from this machine (they
/// are kept here, sent nowhere).
enum FeedbackScreen: ShopScreenFeature {
  struct State: Equatable, Sendable {
    var field: TextField

    init(words: Words) {
      let range = PlayerAccount.feedbackLength
      field = TextField(limit: range.upperBound, placeholder: words(.feedbackPlaceholder, String(range.lowerBound),
                                                                    String(range.upperBound)))
    }
  }

  enum Action: Equatable, Sendable {
    case edited(TextField)
    case sent(String)
  }

  static let name = "feedback"

  static func reduce(into state: inout State, _ action: Action, env: ShopEnvironment) -> [ShopEffect] {
    switch action {
    case .edited(let field):
      state.field = field
      return []
    case .sent(let text):
      var trial = env.account
      if let refusal = trial.sendFeedback(text, at: env.today) { return [.notice(.feedback(refusal))] }
      state.field.clear()
      return [.account(.sendFeedback(text))]
    }
  }

  static func action(for event: InputEvent, state: State, env: ShopEnvironment, area: Rect) -> Action? {
    if event == .key(.enter) { return .sent(state.field.text) }
    var field = state.field
    return field.handle(event) ? .edited(field) : nil
  }

  static func takesText(_ state: State, env: ShopEnvironment) -> Bool { true }

  static func keyHints(_ state: State, env: ShopEnvironment) -> [KeyHint] { [KeyHint("Enter", env.words(.keySend))] }

  static func json(_ state: State, env: ShopEnvironment) -> [(String, JSON)] {
    [("feedback", .array(env.account.feedback.map { .object([("text", .string($0.text)), ("time", .string($0.time))]) }))]
  }

  static func script(_ words: [String], state: State, env: ShopEnvironment) -> ScriptVerb<Action>? {
    guard words.first == "feedback", words.count > 1 else { return nil }
    let text = words.dropFirst().joined(separator: " ")
    var trial = env.account
    if let refusal = trial.sendFeedback(text, at: env.today) { return .refused(ShopNotice.feedback(refusal).text(env)) }
    return .action(.sent(text))
  }

  static func draw(_ state: State, env: ShopEnvironment, canvas: ShopCanvas, in area: Rect, into buffer: inout CellBuffer) {
    let w = env.words
    buffer.write(w(.feedback), x: area.x + 1, y: area.y, style: Theme.title)
    let field = state.field
    state.field.draw(in: Rect(x: area.x + 2, y: area.y + 2, width: max(1, area.width - 4), height: 1), focused: true, into: &buffer)
    // The whole text, wrapped, below the one-line field, so that a long one can be read back.
    let wrapped = DisplayWidth.wrap(field.text, to: max(1, area.width - 4))
    for (i, line) in wrapped.prefix(max(0, area.height - 7)).enumerated() where wrapped.count > 1 {
      buffer.write(line, x: area.x + 2, y: area.y + 3 + i, style: Theme.dim, clip: area)
    }
    let range = PlayerAccount.feedbackLength
    let count = w(.feedbackCounter, String(field.count), String(range.upperBound), String(range.lowerBound))
    buffer.write(count, x: area.x + 2, y: area.maxY - 2, style: field.count >= range.lowerBound ? Theme.text : Theme.dim, clip: area)
    let sent = env.account.feedback.count
    if sent > 0 { buffer.write(w(.feedbackSentCount, String(sent)), x: area.x + 2, y: area.maxY - 1, style: Theme.dim, clip: area) }
  }
}
