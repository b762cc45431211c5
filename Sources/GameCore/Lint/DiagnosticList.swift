import PlistKit
import TerminalKit

/// Problems found at key paths of one file, given their lines all at once at the end (one pass
/// over the file however many there are).
public struct DiagnosticList: Sendable {
  struct Entry: Sendable {
    var severity: Diagnostic.Severity
    var path: PlistPath
    var text: DiagnosticText
  }

  /// The lists joined, each with how far its paths' leading index moves on: joined without
  /// copying their problems, which are moved on while the diagnostics are made, on every core.
  private var segments: [(entries: [Entry], shift: Int)] = []

  public init() {}

  public mutating func add(_ severity: Diagnostic.Severity, at path: PlistPath, _ message: String) {
    add(severity, at: path, .plain(message))
  }

  public mutating func add(_ severity: Diagnostic.Severity, at path: PlistPath, _ text: DiagnosticText) {
    let last = segments.count - 1
    if last < 0 || segments[last].shift != 0 {
      segments.append(([], 0))
    } else if segments[last].entries.count == Self.segmentLength {
      // A full segment is left as it is and another begun at its size: one array grown to a
      // pack's 100,000 problems was copied at each doubling, into pages touched for the first
      // time (a quarter of a lint's page faults).
      var entries: [Entry] = []
      entries.reserveCapacity(Self.segmentLength)
      segments.append((entries, 0))
    }
    segments[segments.count - 1].entries.append(Entry(severity: severity, path: path, text: text))
  }

  /// The most problems a segment holds: a few tens of kilobytes, reused by the allocator.
  static let segmentLength = 1_024

  /// How many problems the list holds.
  public var count: Int { segments.reduce(0) { $0 + $1.entries.count } }

  /// Another list's problems after this one's (lists filled on several cores, in order).
  public mutating func append(_ other: DiagnosticList) {
    append(other, shiftedBy: 0)
  }

  /// Another list's problems, their paths' leading index moved on by `base`: a part's list
  /// filled with indices counted from the part's first element.
  public mutating func append(_ other: DiagnosticList, shiftedBy base: Int) {
    segments += other.segments.map { ($0.entries, $0.shift + base) }
  }

  /// The problems with their lines: looked up where the reading of the whole file noted its
  /// values (`values`), found element by element when the root elements' offsets are known
  /// (`CheckedModels.positions`), else in one pass over the file. `leading` come first, put
  /// there as the array is made: inserted in front after, they moved a pack's 100,000
  /// diagnostics into a new array.
  public consuming func diagnostics(in document: PlistDocument, positions: RootPositions? = nil,
                                    values: ValuePositions? = nil, leading: [Diagnostic] = []) -> [Diagnostic] {
    // A part's key paths were made for it alone: each is moved on in place, where a moved copy
    // was an allocation each (half the paths of a pack, on one core).
    for s in segments.indices where segments[s].shift != 0 {
      let shift = segments[s].shift
      for n in segments[s].entries.indices { segments[s].entries[n].path.moveFirstIndex(by: shift) }
      segments[s].shift = 0
    }
    let count = self.count
    var starts: [Int] = []
    var total = 0
    for segment in segments {
      starts.append(total)
      total += segment.entries.count
    }
    let parts = Parts.count(for: count, minimum: 8_192)
    let shared = Unchecked((segments, starts))
    // Each part's problems from segment to segment, in order (their paths already moved on).
    func forEach(in range: Range<Int>, _ body: (Int, Entry) -> Void) {
      let (segments, starts) = shared.value
      guard !range.isEmpty else { return }
      var s = starts.lastIndex { $0 <= range.lowerBound }!
      var i = range.lowerBound
      while i < range.upperBound {
        let entries = segments[s].entries
        let end = min(range.upperBound, starts[s] + entries.count)
        entries.withUnsafeBufferPointer { entries in
          for n in i..<end { body(n, entries[n - starts[s]]) }
        }
        i = end
        s += 1
      }
    }
    // A binary file has no lines: its paths are not gathered to look for none (a copy of
    // each, retained and released, for a pack where every element warns).
    let lines: [Int?]?
    if values != nil || positions != nil || document.withBytes({ PlistFormat.detect($0) }) != .binary {
      let paths = Parts.array(count: count, parts: parts) { _, range, slots in
        forEach(in: range) { n, entry in (slots + n).initialize(to: entry.path) }
      }
      lines = values.map { document.lineNumbers(of: paths, values: $0) } ?? document.lineNumbers(of: paths, positions: positions)
    } else {
      lines = nil
    }
    // A pack where every element warns has as many diagnostics as elements: they are made on
    // every core, each part into its own slots.
    return [Diagnostic](unsafeUninitializedCapacity: leading.count + count) { buffer, initialized in
      guard let base = buffer.baseAddress else { return }
      base.initialize(from: leading, count: leading.count)
      let slots = Unchecked(base + leading.count)
      Parts.run(parts, over: count) { _, range in
        // Each part's diagnostics hold a copy of the name of their own: one string shared by
        // every diagnostic has one reference count, which the cores would take in turns.
        let name = String(decoding: Array(document.name.utf8), as: UTF8.self)
        forEach(in: range) { n, entry in
          (slots.value + n).initialize(to: Diagnostic(entry.severity, file: name, line: lines?[n] ?? nil, at: entry.path, entry.text))
        }
      }
      initialized = leading.count + count
    }
  }
}
