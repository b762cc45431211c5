import GameCore
import PlistKit
import TerminalKit

/// The script front end's commands and JSON for the guess game.
extension GuessProgram {
  /// A right answer moves on at the next command, as it would on screen after the delay.
  public mutating func prepareForCommand(now: Double) {
    if state.status == .correct, let at = state.advanceAt { send(.timePassed(max(now, at)), now: max(now, at)) }
  }

  public mutating func perform(script words: [String], now: Double) -> String? {
    prepareForCommand(now: now)
    let verb = words[0]
    let rest = Array(words.dropFirst())
    func number(_ what: String, count: Int) -> Int? {
      guard rest.count == 1, let n = Int(rest[0]), (1...max(1, count)).contains(n) else { return nil }
      return n - 1
    }
    switch verb {
    case "pick":
      guard let i = number("option", count: state.options.count) else {
        return "'pick' needs an option number from 1 to \(state.options.count)"
      }
      send(.optionPicked(i), now: now)
    case "clear":
      guard let i = number("slot", count: state.slots.count) else {
        return "'clear' needs a slot number from 1 to \(state.slots.count)"
      }
      send(.slotCleared(i), now: now)
    case "type":
      guard !rest.isEmpty else { return "'type' needs text, such as: type 太阳" }
      for character in rest.joined(separator: " ") where character != " " {
        send(.characterTyped(String(character)), now: now)
      }
    case "hint", "remove", "zoom", "next", "restart":
      guard rest.isEmpty else { return "'\(verb)' takes no argument" }
      let actions: [String: GuessAction] = ["hint": .hintRequested, "remove": .removeRequested, "zoom": .zoomToggled,
                                            "next": .nextRequested, "restart": .restartRequested]
      if let action = actions[verb] { send(action, now: now) }
    default:
      let commands = ["pick", "type", "clear", "hint", "remove", "zoom", "next", "restart", "wait", "state"]
      let hint = Suggestion.closest(to: verb, in: commands).map { "; did you mean '\($0)'?" } ?? ""
      return "unknown command '\(ScriptRunner.quoted(verb))'\(hint) (commands: \(commands.joined(separator: ", ")))"
    }
    return nil
  }

  public func scriptState() -> JSON {
    .object([
      ("index", .int(Int64(state.index + 1))),
      ("count", .int(Int64(state.questions.count))),
      ("score", .int(Int64(state.score))),
      ("title", .string(state.question.title)),
      ("icon", .string(state.question.icon)),
      ("slots", .array(state.slots.map { .string($0.text ?? "") })),
      ("options", .array(state.options.map { .string($0.isVisible ? $0.text : "") })),
      ("status", .string(state.status.rawValue)),
      ("message", state.message.map(JSON.string) ?? .null),
      ("zoomed", .bool(state.zoomed)),
      ("hintsUsed", .int(Int64(state.hintsUsed))),
      ("solved", .int(Int64(state.records.filter { $0.outcome == .solved }.count))),
    ])
  }
}
