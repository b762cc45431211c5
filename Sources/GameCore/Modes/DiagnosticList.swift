import PlistKit
import TerminalKit

/// Problems found at key paths of one file, given their lines all at once at the end (one pass
/// over the file however many there are).
public struct DiagnosticList: Sendable {
  private var pending: [(Diagnostic.Severity, PlistPath, DiagnosticText)] = []
  /// Where a part's problems start in `pending` and how far their leading index moves on:
  /// moved while the diagnostics are made, on every core, not when the lists are joined.
  private var shifts: [(from: Int, by: Int)] = []

  public init() {}

  public mutating func add(_ severity: Diagnostic.Severity, at path: PlistPath, _ message: String) {
    pending.append((severity, path, .plain(message)))
  }

  public mutating func add(_ severity: Diagnostic.Severity, at path: PlistPath, _ text: DiagnosticText) {
    pending.append((severity, path, text))
  }

  /// Another list's problems after this one's (lists filled on several cores, in order).
  public mutating func append(_ other: DiagnosticList) {
    append(other, shiftedBy: 0)
  }

  /// Another list's problems, their paths' leading index moved on by `base`: a part's list
  /// filled with indices counted from the part's first element.
  public mutating func append(_ other: DiagnosticList, shiftedBy base: Int) {
    let start = pending.count
    if other.shifts.first?.from != 0, base != 0 || !shifts.isEmpty { shifts.append((start, base)) }
    for (from, by) in other.shifts { shifts.append((start + from, by + base)) }
    pending += other.pending
  }

  /// The problems with their lines: found element by element when the root elements' offsets
  /// are known (`CheckedModels.positions`), else in one pass over the file.
  public func diagnostics(in document: PlistDocument, positions: RootPositions? = nil) -> [Diagnostic] {
    let count = pending.count
    let parts = Parts.count(for: count, minimum: 8_192)
    let paths = [PlistPath](unsafeUninitializedCapacity: count) { buffer, initialized in
      let shared = Unchecked((pending, shifts, buffer.baseAddress))
      Parts.run(parts, over: count) { _, range in
        let (pending, shifts, base) = shared.value
        // The shift in force: the last that starts at or before the problem.
        var shift = shifts.lastIndex { $0.from <= range.lowerBound } ?? -1
        for i in range {
          while shift + 1 < shifts.count, shifts[shift + 1].from <= i { shift += 1 }
          let by = shift >= 0 ? shifts[shift].by : 0
          (base! + i).initialize(to: pending[i].1.shiftingFirstIndex(by: by))
        }
      }
      initialized = count
    }
    let lines = document.lineNumbers(of: paths, positions: positions)
    // A pack where every element warns has as many diagnostics as elements: they are made on
    // every core, each part into its own slots.
    return [Diagnostic](unsafeUninitializedCapacity: count) { buffer, initialized in
      let shared = Unchecked((pending, paths, lines, buffer.baseAddress))
      Parts.run(parts, over: count) { _, range in
        let (pending, paths, lines, base) = shared.value
        for i in range {
          (base! + i).initialize(to: Diagnostic(pending[i].0, file: document.name, line: lines[i], at: paths[i], pending[i].2))
        }
      }
      initialized = count
    }
  }
}
