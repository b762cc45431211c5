import GameCore
import PlistKit
import TerminalKit

/// The script front end's commands and JSON for the app grid.
extension GridProgram {
  public var scriptCommands: [String] { ["download", "cancel", "remove"] }

  public mutating func perform(script words: [String], now: Double) -> ScriptOutcome {
    let actions: [String: (Int) -> GridAction] = ["download": GridAction.downloadRequested, "cancel": GridAction.cancelRequested,
                                                  "remove": GridAction.removeRequested]
    guard let make = actions[words[0]] else { return .unknown }
    guard words.count == 2, let n = Int(words[1]), (1...state.apps.count).contains(n) else {
      return .refused("'\(words[0])' needs an app number from 1 to \(state.apps.count)")
    }
    send(make(n - 1), now: now)
    return .done
  }

  public func scriptState() -> JSON {
    let now = state.now
    return .object([
      ("apps", .array(zip(state.apps, state.statuses).map { app, status in
        .object([("name", .string(app.name)), ("state", .string(status.name)),
                 ("progress", .number((status.progress(at: now) * 1000).rounded() / 1000))])
      })),
      ("toast", state.toast.flatMap { $0.phase(at: now) == .gone ? nil : JSON.string($0.text) } ?? .null),
      ("message", state.notice.map { .string($0.text(state.words)) } ?? .null),
    ])
  }
}
