import PlistKit
import TerminalKit

/// The modes one program hosts, in the order the launcher shows them.
public struct ModeRegistry: Sendable {
  public let modes: [any GameMode]

  public init(_ modes: [any GameMode]) {
    self.modes = modes
  }

  public var ids: [String] { modes.map(\.id) }

  public func mode(id: String) -> (any GameMode)? {
    modes.first { $0.id == id }
  }

  /// What telling a bare plist's mode found.
  public enum Detection {
    case found(any GameMode)
    case none
    /// Two or more modes match the element equally well.
    case tie([String])
  }

  /// The mode whose data a bare plist's first element looks like best; never "the first
  /// registered mode" when two fit alike.
  public func detect(_ element: PlistDictionary) -> Detection {
    let scored = modes.map { ($0, $0.recognition(of: element)) }.filter { $0.1 > 0 }
    guard let best = scored.map(\.1).max() else { return .none }
    let winners = scored.filter { $0.1 == best }.map(\.0)
    return winners.count == 1 ? .found(winners[0]) : .tie(winners.map(\.id))
  }

  /// `unknown mode "gues" (did you mean "guess"?); the modes are: guess, grid`.
  public func unknownModeMessage(_ id: String) -> String {
    let hint = Suggestion.closest(to: id, in: ids).map { " (did you mean \"\($0)\"?)" } ?? ""
    return "unknown mode \"\(id)\"\(hint); the modes are: \(ids.joined(separator: ", "))"
  }
}
