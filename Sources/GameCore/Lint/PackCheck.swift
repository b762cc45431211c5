import PlistKit
import TerminalKit

/// What checking a pack found: how many items it holds and what is wrong with them.
public struct PackCheck: Sendable {
  public var itemCount: Int
  public var diagnostics: [Diagnostic]
  /// What the check read (a shop's catalog), handed back rather than freed: a process that
  /// ends soon after need not free it (100,000 products took a twentieth of linting them).
  public var read: (any Sendable)?

  public init(itemCount: Int = 0, diagnostics: [Diagnostic] = [], read: (any Sendable)? = nil) {
    self.itemCount = itemCount
    self.diagnostics = diagnostics
    self.read = read
  }

  public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}
