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
  /// How many problems the segments hold.
  private var kept = 0
  /// Problems past `mostListed`, counted and not kept.
  private var unlistedErrors = 0
  private var unlistedWarnings = 0

  /// The most problems a file's list keeps: a binary file can refer to one bad element from a
  /// million places, and a million lines of the same problem cost a gigabyte and say nothing
  /// the first ones do not. The rest are counted, and said in one line each for errors and
  /// warnings (`Diagnostic.represents`).
  public static let mostListed = 100_000

  public init() {}

  public mutating func add(_ severity: Diagnostic.Severity, at path: PlistPath, _ message: String) {
    add(severity, at: path, .plain(message))
  }

  public mutating func add(_ severity: Diagnostic.Severity, at path: PlistPath, _ text: DiagnosticText) {
    guard kept < Self.mostListed else { return countUnlisted(severity, 1) }
    kept += 1
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

  /// How many problems the list holds (not counting those past `mostListed`).
  public var count: Int { kept }

  private mutating func countUnlisted(_ severity: Diagnostic.Severity, _ n: Int) {
    switch severity {
    case .error: unlistedErrors += n
    case .warning: unlistedWarnings += n
    case .note: break
    }
  }

  /// Another list's problems after this one's (lists filled on several cores, in order).
  public mutating func append(_ other: DiagnosticList) {
    append(other, shiftedBy: 0)
  }

  /// Another list's problems, their paths' leading index moved on by `base`: a part's list
  /// filled with indices counted from the part's first element.
  public mutating func append(_ other: DiagnosticList, shiftedBy base: Int) {
    segments += other.segments.map { ($0.entries, $0.shift + base) }
    kept += other.kept
    unlistedErrors += other.unlistedErrors
    unlistedWarnings += other.unlistedWarnings
    // The last problems go, so that those listed are the file's first.
    while kept > Self.mostListed {
      let cut = min(kept - Self.mostListed, segments[segments.count - 1].entries.count)
      for entry in segments[segments.count - 1].entries.suffix(cut) { countUnlisted(entry.severity, 1) }
      segments[segments.count - 1].entries.removeLast(cut)
      if segments[segments.count - 1].entries.isEmpty { segments.removeLast() }
      kept -= cut
    }
  }

  /// The lines saying how many problems were not listed, in `file`.
  private func unlistedLines(file: String) -> [Diagnostic] {
    [(Diagnostic.Severity.error, unlistedErrors, "errors"), (.warning, unlistedWarnings, "warnings")].compactMap { severity, n, what in
      n > 0 ? Diagnostic.unlisted(severity, n, what, file: file, limit: "lint lists a file's first \(Self.mostListed) problems") : nil
    }
  }

  /// The problems with their lines: looked up where the reading of the whole file noted its
  /// values (`values`), found element by element when the root elements' offsets are known
  /// (`CheckedModels.positions`), else in one pass over the file. `leading` come first, put
  /// there as the array is made: inserted in front after, they moved a pack's 100,000
  /// diagnostics into a new array.
  package consuming func diagnostics(in document: PlistDocument, positions: RootPositions? = nil,
                                    values: ValuePositions? = nil, leading: [Diagnostic] = []) -> [Diagnostic] {
    // A part's key paths were made for it alone: each is moved on in place, where a moved copy
    // was an allocation each (half the paths of a pack, on one core).
    for s in segments.indices where segments[s].shift != 0 {
      let shift = segments[s].shift
      for n in segments[s].entries.indices { segments[s].entries[n].path.moveFirstIndex(by: shift) }
      segments[s].shift = 0
    }
    let count = self.count
    var total = 0
    let starts = segments.map { segment in
      defer { total += segment.entries.count }
      return total
    }
    let segments = self.segments
    let parts = Parallel.parts(for: count, minimum: 8_192)
    // A binary file has no lines: its paths are not gathered to look for none (a copy of
    // each, retained and released, for a pack where every element warns).
    let lines: [Int?]?
    if values != nil || positions != nil || document.format != .binary {
      let paths = Parallel.array(count: count, parts: parts) { range, paths in
        Self.forEach(in: range, of: segments, starts: starts) { _, entry in paths.append(entry.path) }
      }
      lines = values.map { document.lineNumbers(of: paths, values: $0) } ?? document.lineNumbers(of: paths, positions: positions)
    } else {
      lines = nil
    }
    // A pack where every element warns has as many diagnostics as elements: they are made on
    // every core, the leading ones first in place.
    let name = document.name
    let unlisted = unlistedLines(file: name)
    var made = Parallel.array(count: leading.count + count, parts: parts) { range, made in
      // Each part's diagnostics hold a copy of the name of their own: one string shared by
      // every diagnostic has one reference count, which the cores would take in turns.
      let name = String(decoding: Array(name.utf8), as: UTF8.self)
      for n in range.clamped(to: 0..<leading.count) { made.append(leading[n]) }
      let own = range.clamped(to: leading.count..<(leading.count + count))
      Self.forEach(in: (own.lowerBound - leading.count)..<(own.upperBound - leading.count), of: segments, starts: starts) { n, entry in
        made.append(Diagnostic(entry.severity, file: name, line: lines?[n] ?? nil, at: entry.path, entry.text))
      }
    }
    if !unlisted.isEmpty { made += unlisted }
    return made
  }

  /// Calls `body` with each problem of `range` (counted across the segments, which begin at
  /// `starts`), in order.
  private static func forEach(in range: Range<Int>, of segments: [(entries: [Entry], shift: Int)], starts: [Int],
                              _ body: (Int, Entry) -> Void) {
    guard !range.isEmpty else { return }
    var s = starts.lastIndex { $0 <= range.lowerBound }!
    var i = range.lowerBound
    while i < range.upperBound {
      let end = min(range.upperBound, starts[s] + segments[s].entries.count)
      for n in i..<end { body(n, segments[s].entries[n - starts[s]]) }
      i = end
      s += 1
    }
  }
}
