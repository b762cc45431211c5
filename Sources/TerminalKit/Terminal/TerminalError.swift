/// Why the terminal could not be used for the full screen: `Error: terminal: cannot switch to raw mode`.
public struct TerminalError: Error, Equatable, Sendable, CustomStringConvertible {
  public var reason: String

  public init(_ reason: String) {
    self.reason = reason
  }

  public var description: String { "terminal: \(reason)" }
}
