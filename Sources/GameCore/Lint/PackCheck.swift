import PlistKit
import TerminalKit

/// What checking a pack found: how many items it holds and what is wrong with them.
public struct PackCheck: Sendable {
  public var itemCount: Int
  public var diagnostics: [Diagnostic]

  public init(itemCount: Int = 0, diagnostics: [Diagnostic] = []) {
    self.itemCount = itemCount
    self.diagnostics = diagnostics
  }

  public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}
