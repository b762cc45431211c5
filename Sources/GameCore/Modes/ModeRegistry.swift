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

  /// The mode whose data a bare plist's first element looks like.
  public func mode(recognizing element: PlistDictionary) -> (any GameMode)? {
    modes.first { $0.recognizes(firstElement: element) }
  }

  /// `unknown mode "gues" (did you mean "guess"?); the modes are: guess, grid`.
  public func unknownModeMessage(_ id: String) -> String {
    let hint = Suggestion.closest(to: id, in: ids).map { " (did you mean \"\($0)\"?)" } ?? ""
    return "unknown mode \"\(id)\"\(hint); the modes are: \(ids.joined(separator: ", "))"
  }
}
