/// What a front end runs: a mode's game on one pack, or the launcher. The program holds its
/// state machine; every front end (screen, plain text, script) drives it through this, with
/// the same events: the script and plain front ends' `key`, `type` and `click` are the keys and
/// clicks of a real terminal.
public protocol Program {
  /// The program's name in a script's JSON (`"program": "guess"`): which one is showing.
  var scriptName: String { get }

  /// Draws the current state into `buffer`, which has the screen's size.
  func draw(into buffer: inout CellBuffer)

  /// Handles one key, click or paste at time `now`. Every key comes here first; one the
  /// program leaves (`.ignored`) may then be used by the front end (`?` and F1 for help,
  /// Ctrl-Z to suspend). Only Ctrl-C never reaches a program.
  mutating func handle(_ event: InputEvent, now: Double) -> ProgramOutcome

  /// Lets time pass: timers and animations move on to `now`.
  mutating func advance(to now: Double)

  /// When the state next changes on its own (a right answer moving on, a download finishing):
  /// every front end waits for it, the script one on its own clock.
  var nextDeadline: Double? { get }

  /// When an animation next needs a frame (a toast's fade, a sliding marker): only the screen
  /// follows it, so that no animation ever makes a script or the plain front end wait.
  var animationDeadline: Double? { get }

  /// The keys the key bar shows, most useful first (a narrow bar drops the last ones).
  var keyHints: [KeyHint] { get }

  /// How to play, a short line each, shown above the keys in the `?` help.
  var howToPlay: [String] { get }

  /// The engine's own words around the program (the help panel, the too-small screen), in the
  /// program's language.
  var chromeWords: ChromeWords { get }

  /// The verbs of the program's own script commands, for messages.
  var scriptCommands: [String] { get }

  /// Runs one script command (its words, the first is the verb) at time `now`. A refused or
  /// malformed command must change nothing; a verb that is not the program's is `.unknown`,
  /// and the front end then tries its own (`key`, `type`, `click`).
  mutating func perform(script words: [String], now: Double) -> ScriptOutcome

  /// The state as the script front end prints it after each command.
  func scriptState() -> JSON

  /// Tells the program the screen's size, before the first draw and after every resize, so
  /// that it can lay out and hit-test mouse clicks.
  mutating func resized(to size: Size)

  /// The smallest screen the program can lay out; below it the screen asks for a larger window.
  var minimumSize: Size { get }

  /// Called when a program this one opened has quit and this one shows again (the launcher
  /// reads the progress the game just saved).
  mutating func resumed()

  /// Makes the writes the program holds back (a save coalesced over a burst of keys) and
  /// returns once they are on disk: called when it quits, and when the process may end or
  /// stop (Ctrl-C, SIGTERM, SIGHUP, the terminal going away, Ctrl-Z).
  mutating func finishWrites()

  /// Text the player asked to copy (a share line), taken once: a screen hands it to the
  /// terminal's clipboard (OSC 52), which a terminal may refuse; nothing else copies.
  mutating func takeClipboard() -> String?

  /// Lines printed once the program has quit and the terminal is itself again (a share line
  /// to copy by hand where the clipboard could not be reached).
  var farewell: [String] { get }
}

/// What a front end does after an event.
public enum ProgramOutcome {
  case `continue`
  /// The program had no use for the event; the front end may act on it (`?` shows help).
  case ignored
  /// The program is done: the front end returns to where it came from, or exits.
  case quit
  /// Opens another program on top (the launcher opening a game).
  case open(any Program)
}

/// What a script command did.
public enum ScriptOutcome {
  /// Done, with what the front end should do next (`.continue`, `.open`, `.quit`).
  case handled(ProgramOutcome)
  /// Refused with a message; nothing changed.
  case refused(String)
  /// Not one of the program's verbs.
  case unknown

  public static var done: ScriptOutcome { .handled(.continue) }
}

/// A key and what it does, for the key bar and the help screen.
public struct KeyHint: Equatable, Sendable {
  public var key: String
  public var action: String

  public init(_ key: String, _ action: String) {
    self.key = key
    self.action = action
  }
}

// MARK: - Default implementations

extension Program {
  public var scriptName: String { "program" }
  public mutating func advance(to now: Double) {}
  public var nextDeadline: Double? { nil }
  public var animationDeadline: Double? { nil }
  public var keyHints: [KeyHint] { [] }
  public var howToPlay: [String] { [] }
  public var chromeWords: ChromeWords { .english }
  public var scriptCommands: [String] { [] }
  public mutating func perform(script words: [String], now: Double) -> ScriptOutcome { .unknown }
  public func scriptState() -> JSON { .object([]) }
  public var minimumSize: Size { Size(columns: 40, rows: 12) }
  public mutating func resized(to size: Size) {}
  public mutating func resumed() {}
  public mutating func finishWrites() {}
  public mutating func takeClipboard() -> String? { nil }
  public var farewell: [String] { [] }
}
