import Foundation
import GameCore
import PlistKit
import Testing
import TerminalKit
import TestSupport

/// The screens of a small mode written outside GameCore: a list of notes, one note, settings.
enum NotesScreen: Equatable, Sendable {
  case list(selected: Int)
  case note(Int)
  case settings(newestFirst: Bool)

  var name: String {
    switch self {
    case .list: "list"
    case .note: "note"
    case .settings: "settings"
    }
  }
}

/// The modal over them.
enum NotesOverlay: Equatable, Sendable {
  case confirmDelete(Int)
}

/// Three screens and a modal on `ScreenHost`: each screen's reduce returns effects, and only the
/// host touches the stack; input goes to the modal first.
struct NotesProgram: Program {
  var notes: [String]
  var host = ScreenHost<NotesScreen, NotesOverlay>(root: .list(selected: 0))

  var scriptName: String { "notes" }

  mutating func handle(_ event: InputEvent, now: Double) -> ProgramOutcome {
    if let overlay = host.overlay { return host.apply(reduce(overlay, event)) }
    let (screen, effects) = Self.reduce(host.stack.top, event, notes: notes)
    host.stack.top = screen
    return effects.isEmpty && screen == host.stack.top && !Self.uses(event) ? .ignored : host.apply(effects)
  }

  static func uses(_ event: InputEvent) -> Bool {
    if case .mouse = event { return true }
    return [.key(.up), .key(.down), .key(.enter), .key(.escape), .key(.character("s")), .key(.character("d")), .key(.character(" "))].contains(event)
  }

  /// The screens' rules: pure, a new screen state and what to ask of the host.
  static func reduce(_ screen: NotesScreen, _ event: InputEvent, notes: [String]) -> (NotesScreen, [ScreenEffect<NotesScreen, NotesOverlay>]) {
    switch (screen, event) {
    case (_, .key(.escape)): return (screen, [.navigate(.pop)])
    case (.list(let i), .key(.down)): return (.list(selected: min(notes.count - 1, i + 1)), [])
    case (.list(let i), .key(.up)): return (.list(selected: max(0, i - 1)), [])
    case (.list(let i), .key(.enter)): return (screen, notes.indices.contains(i) ? [.navigate(.push(.note(i)))] : [])
    case (.list, .key(.character("s"))): return (screen, [.navigate(.push(.settings(newestFirst: false)))])
    case (.list, .mouse(let mouse)) where mouse.kind == .press && notes.indices.contains(mouse.y - 2):
      return (.list(selected: mouse.y - 2), [.navigate(.push(.note(mouse.y - 2)))])
    case (.note(let i), .key(.character("d"))): return (screen, [.present(.confirmDelete(i))])
    case (.settings(let newest), .key(.character(" "))): return (screen, [.navigate(.replace(.settings(newestFirst: !newest)))])
    default: return (screen, [])
    }
  }

  mutating func reduce(_ overlay: NotesOverlay, _ event: InputEvent) -> [ScreenEffect<NotesScreen, NotesOverlay>] {
    switch (overlay, event) {
    case (.confirmDelete(let i), .key(.character("y"))):
      notes.remove(at: i)
      return [.dismiss, .navigate(.popToRoot)]
    case (_, .key(.character("n"))), (_, .key(.escape)): return [.dismiss]
    default: return []
    }
  }

  func draw(into buffer: inout CellBuffer) {
    buffer.write(host.stack.top.name, x: 0, y: 0)
    if case .list = host.stack.top { for (i, note) in notes.enumerated() { buffer.write(note, x: 2, y: 2 + i) } }
    if case .confirmDelete(let i)? = host.overlay { Dialog.draw(title: "Delete?", lines: [notes[i]], buttons: ["y", "n"], focused: 1, into: &buffer) }
  }

  func scriptState() -> JSON {
    var overlay = JSON.null
    if case .confirmDelete(let i)? = host.overlay { overlay = .string("delete \(notes[i])") }
    return .object([("screen", .string(host.stack.top.name)), ("depth", .int(Int64(host.stack.depth))), ("overlay", overlay),
                    ("notes", .array(notes.map(JSON.string)))])
  }
}

/// The many-screen engine without GameCore: navigated from a script with the generic verbs.
struct NotesModeTests {
  func run(_ lines: [String]) -> [String] {
    var runner = ScriptRunner(program: NotesProgram(notes: ["milk", "eggs", "tea"]))
    return lines.compactMap { runner.run(line: $0) }
  }

  @Test func screensAndTheModalAreReachedByKeysAndClicks() {
    let out = run(["key down", "key enter", "key d", "key n", "key d", "key y", "click 5 4", "key esc", "key s", "key space", "key esc", "key esc", "state"])
    #expect(out == [
      #"{"program":"notes","screen":"list","depth":1,"overlay":null,"notes":["milk","eggs","tea"]}"#,
      #"{"program":"notes","screen":"note","depth":2,"overlay":null,"notes":["milk","eggs","tea"]}"#,
      #"{"program":"notes","screen":"note","depth":2,"overlay":"delete eggs","notes":["milk","eggs","tea"]}"#,
      #"{"program":"notes","screen":"note","depth":2,"overlay":null,"notes":["milk","eggs","tea"]}"#,
      #"{"program":"notes","screen":"note","depth":2,"overlay":"delete eggs","notes":["milk","eggs","tea"]}"#,
      #"{"program":"notes","screen":"list","depth":1,"overlay":null,"notes":["milk","tea"]}"#,
      #"{"program":"notes","screen":"note","depth":2,"overlay":null,"notes":["milk","tea"]}"#,
      #"{"program":"notes","screen":"list","depth":1,"overlay":null,"notes":["milk","tea"]}"#,
      #"{"program":"notes","screen":"settings","depth":2,"overlay":null,"notes":["milk","tea"]}"#,
      #"{"program":"notes","screen":"settings","depth":2,"overlay":null,"notes":["milk","tea"]}"#,
      #"{"program":"notes","screen":"list","depth":1,"overlay":null,"notes":["milk","tea"]}"#,
      #"{"program":null}"#,
      #"{"program":null}"#,
    ])
  }

  @Test func theModalTakesInputBeforeTheScreen() {
    var program = NotesProgram(notes: ["milk"])
    _ = program.handle(.key(.enter), now: 0)
    _ = program.handle(.key(.character("d")), now: 0)
    // Down would move the list; the modal has no use for it and the list does not see it.
    _ = program.handle(.key(.escape), now: 0)
    #expect(program.host.overlay == nil)
    #expect(program.host.stack.top == .note(0))
  }

  @Test("bad generic verbs are refused with what they need", arguments: [
    ("key", "'key' needs a key name, such as: key enter (keys: \(KeyNames.listed))"),
    ("key hyper", "unknown key 'hyper' (keys: \(KeyNames.listed))"),
    ("click 0 1", "'click' needs a column from 1 to 80 and a row from 1 to 24, such as: click 10 5"),
    ("click 1", "'click' needs a column from 1 to 80 and a row from 1 to 24, such as: click 10 5"),
    ("fly", "unknown command 'fly' (commands: key, type, click, wait, state)"),
  ])
  func refusals(line: String, message: String) {
    #expect(run([line]) == [JSON.object([("error", .string(message))]).text])
  }
}
