import GameCore
import PlistKit
import TerminalKit

/// The script front end's commands and JSON for the guess game.
extension GuessProgram {
  public var scriptCommands: [String] { ["pick", "type", "clear", "hint", "remove", "zoom", "next", "restart", "share"] }

  public mutating func perform(script words: [String], now: Double) -> ScriptOutcome {
    // Not ours (a front end's verb, or a mistake): nothing here changes.
    guard scriptCommands.contains(words[0]) else { return .unknown }
    // A right answer moves on at the next command, as a key would move it on a screen.
    skipPause(now: now)
    let verb = words[0]
    let rest = Array(words.dropFirst())
    func number(count: Int) -> Int? {
      guard rest.count == 1, let n = Int(rest[0]), (1...max(1, count)).contains(n) else { return nil }
      return n - 1
    }
    switch verb {
    case "pick":
      guard let i = number(count: state.options.count) else {
        return .refused("'pick' needs an option number from 1 to \(state.options.count)")
      }
      send(.optionPicked(i), now: now)
    case "clear":
      guard let i = number(count: state.slots.count) else {
        return .refused("'clear' needs a slot number from 1 to \(state.slots.count)")
      }
      send(.slotCleared(i), now: now)
    case "type":
      guard !rest.isEmpty else { return .refused("'type' needs text, such as: type 太阳") }
      for character in rest.joined(separator: " ") where character != " " {
        send(.characterTyped(String(character)), now: now)
      }
    case "share":
      guard rest.isEmpty else { return .refused("'share' takes no argument") }
      guard state.status == .finished else { return .refused("'share' is for the end of the pack or of the daily") }
      _ = choose(.share, now: now)
    case "hint", "remove", "zoom", "next", "restart":
      guard rest.isEmpty else { return .refused("'\(verb)' takes no argument") }
      let actions: [String: GuessAction] = ["hint": .hintRequested, "remove": .removeRequested, "zoom": .zoomToggled,
                                            "next": .nextRequested, "restart": .restartRequested]
      if let action = actions[verb] { send(action, now: now) }
    default:
      return .unknown
    }
    return .done
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
      ("message", state.notice.map { .string($0.text(words)) } ?? .null),
      ("zoomed", .bool(state.zoomed)),
      ("hintsUsed", .int(Int64(state.hintsUsed))),
      ("solved", .int(Int64(state.records.filter { $0.outcome == .solved }.count))),
      ("daily", state.daily.map { .int(Int64($0)) } ?? .null),
      ("share", shareLine(plain: false).map(JSON.string) ?? .null),
      ("sharePlain", shareLine(plain: true).map(JSON.string) ?? .null),
      ("stats", stats.map { Self.json($0.counts, streak: state.daily.map($0.latest.daily.streak(on:))) } ?? .null),
    ])
  }

  /// The counts of the pack (or the daily) as the script prints them; the daily's streak as it
  /// stands today.
  static func json(_ counts: StatCounts, streak: Int?) -> JSON {
    .object([
      ("played", .int(Int64(counts.played))), ("solved", .int(Int64(counts.solved))), ("clean", .int(Int64(counts.clean))),
      ("hints", .int(Int64(counts.hints))), ("removes", .int(Int64(counts.removes))), ("bestScore", .int(Int64(counts.bestScore))),
      ("streak", .int(Int64(streak ?? counts.streak))), ("bestStreak", .int(Int64(counts.bestStreak))),
      ("distribution", .array(counts.distribution.map { .int(Int64($0)) })),
    ])
  }
}
