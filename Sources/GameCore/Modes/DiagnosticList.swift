import PlistKit
import TerminalKit

/// Problems found at key paths of one file, given their lines all at once at the end (one pass
/// over the file however many there are).
public struct DiagnosticList: Sendable {
  private var pending: [(Diagnostic.Severity, PlistPath, String)] = []

  public init() {}

  public mutating func add(_ severity: Diagnostic.Severity, at path: PlistPath, _ message: String) {
    pending.append((severity, path, message))
  }

  /// Another list's problems after this one's (lists filled on several cores, in order).
  public mutating func append(_ other: DiagnosticList) {
    pending += other.pending
  }

  /// Another list's problems, their paths' leading index moved on by `base`: a part's list
  /// filled with indices counted from the part's first element.
  public mutating func append(_ other: DiagnosticList, shiftedBy base: Int) {
    guard base != 0 else { return append(other) }
    pending += other.pending.map { ($0.0, $0.1.shiftingFirstIndex(by: base), $0.2) }
  }

  /// The problems with their lines: found element by element when the root elements' offsets
  /// are known (`CheckedModels.positions`), else in one pass over the file.
  public func diagnostics(in document: PlistDocument, positions: RootPositions? = nil) -> [Diagnostic] {
    let lines = document.lineNumbers(of: pending.map(\.1), positions: positions)
    // A pack where every element warns has as many messages as elements: they are made on
    // every core, each part into its own slots.
    let count = pending.count
    return [Diagnostic](unsafeUninitializedCapacity: count) { buffer, initialized in
      let shared = Unchecked((pending, lines, buffer.baseAddress))
      Parts.run(Parts.count(for: count, minimum: 8_192), over: count) { _, range in
        let (pending, lines, base) = shared.value
        for i in range {
          let (severity, path, message) = pending[i]
          (base! + i).initialize(to: Diagnostic(severity, file: document.name, line: lines[i], "\(path): \(message)"))
        }
      }
      initialized = count
    }
  }
}
