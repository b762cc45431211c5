import TerminalKit

/// One screen of the shop, its six parts in one place: the state, the actions it takes (named
/// for events), the rules (`reduce`, pure, on the screen's own state with the environment read
/// only), the keys and clicks as actions, the drawing (through one layout that also finds a
/// click), and its script verbs. A screen never touches the navigation stack or the account: it
/// returns effects, and the app applies them.
protocol ShopScreenFeature {
  associatedtype State: Equatable & Sendable
  associatedtype Action: Equatable & Sendable

  /// The screen's name in the script's JSON (`"market"`).
  static var name: String { get }
  static func reduce(into state: inout State, _ action: Action, env: ShopEnvironment) -> [ShopEffect]
  /// A key or a click in `area` as this screen's action; nil when the screen does not take it.
  static func action(for event: InputEvent, state: State, env: ShopEnvironment, area: Rect) -> Action?
  static func draw(_ state: State, env: ShopEnvironment, canvas: ShopCanvas, in area: Rect, into buffer: inout CellBuffer)
  static func keyHints(_ state: State, env: ShopEnvironment) -> [KeyHint]
  /// This screen's own members of the script's state JSON.
  static func json(_ state: State, env: ShopEnvironment) -> [(String, JSON)]
  /// A script command this screen answers: its action, or why not (checked, so that a refused
  /// command changes nothing); nil when it is not this screen's verb.
  static func script(_ words: [String], state: State, env: ShopEnvironment) -> ScriptVerb<Action>?
  /// Whether a text field has the keys (then `/`, `q`, `c` are typed, not obeyed).
  static func takesText(_ state: State, env: ShopEnvironment) -> Bool
  /// Where the focused product is drawn: a flight to the cart starts there.
  static func focusPoint(_ state: State, env: ShopEnvironment, area: Rect) -> (x: Int, y: Int)?
  /// The moment the screen next changes on its own (the carousel's turn); nil for never.
  static func deadline(_ state: State, env: ShopEnvironment) -> Double?
  /// The program's clock moved on.
  static func tick(_ state: inout State, now: Double)
  /// What the app told the screen, as its action; nil when it means nothing here.
  static func action(for message: AppMessage, state: State) -> Action?
}

// MARK: - Default implementations

extension ShopScreenFeature {
  static func json(_ state: State, env: ShopEnvironment) -> [(String, JSON)] { [] }
  static func script(_ words: [String], state: State, env: ShopEnvironment) -> ScriptVerb<Action>? { nil }
  static func takesText(_ state: State, env: ShopEnvironment) -> Bool { false }
  static func focusPoint(_ state: State, env: ShopEnvironment, area: Rect) -> (x: Int, y: Int)? { nil }
  static func deadline(_ state: State, env: ShopEnvironment) -> Double? { nil }
  static func tick(_ state: inout State, now: Double) {}
  static func action(for message: AppMessage, state: State) -> Action? { nil }
}

/// A script command as a screen takes it.
enum ScriptVerb<Action> {
  case actions([Action])
  /// Refused before anything changed.
  case refused(String)

  static func action(_ action: Action) -> ScriptVerb { .actions([action]) }
}

extension ScriptVerb: Equatable where Action: Equatable {}
extension ScriptVerb: Sendable where Action: Sendable {}
