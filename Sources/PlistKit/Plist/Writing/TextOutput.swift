#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The bytes a text writer (XML, JSON) makes, appended in place: building a `String` and
/// converting it at the end cost a writer most of its time in the string's own bookkeeping.
/// The writers check `limit` as the output grows, so a value that would expand past it stops
/// early instead of filling memory first.
struct TextOutput {
  private(set) var bytes: [UInt8] = []
  let limit: Int
  /// Set by the XML writer when a string holds a character XML cannot carry.
  var sawForbidden = false
  /// The limit shared with the other parts writing one text (see `TextParts`), and how much of
  /// this part's output it has been told of.
  private let shared: SharedLimit?
  private var told = 0

  init(limit: Int, shared: SharedLimit? = nil) {
    self.limit = limit
    self.shared = shared
  }

  var count: Int { bytes.count }

  mutating func append(_ text: StaticString) {
    text.withUTF8Buffer { bytes.append(contentsOf: $0) }
  }

  mutating func append(_ text: String) {
    bytes.append(contentsOf: text.utf8)
  }

  /// The bytes of `range` of `view`.
  @inline(__always)
  mutating func append(_ view: ByteView, _ range: Range<Int>) {
    view.append(range, to: &bytes)
  }

  mutating func append(_ byte: UInt8) {
    bytes.append(byte)
  }

  mutating func append<Bytes: Sequence>(contentsOf more: Bytes) where Bytes.Element == UInt8 {
    bytes.append(contentsOf: more)
  }

  mutating func append(_ byte: UInt8, times count: Int) {
    // An indentation is a few bytes: appended one at a time rather than as a generic sequence.
    for _ in 0..<max(count, 0) { bytes.append(byte) }
  }

  /// The character's UTF-8 bytes.
  mutating func append(_ scalar: Unicode.Scalar) {
    if scalar.isASCII { return bytes.append(UInt8(scalar.value)) }
    if let encoded = UTF8.encode(scalar) { bytes.append(contentsOf: encoded) }
  }

  mutating func reserve(_ count: Int) {
    bytes.reserveCapacity(count)
  }

  mutating func checkLimit() throws(PlistError) {
    guard bytes.count <= limit else { throw OutputLimit.passed(limit) }
    if let shared, bytes.count - told >= SharedLimit.step {
      defer { told = bytes.count }
      guard shared.add(bytes.count - told) else { throw OutputLimit.passed(limit) }
    }
  }
}

/// A limit on the bytes several parts write together, each telling it of its output every
/// `step` bytes: together they pass it by at most a step a part before they stop.
final class SharedLimit: Sendable {
  static let step = 1 << 20
  private let limit: Int
  private let total = Locked(0)

  init(limit: Int) {
    self.limit = limit
  }

  /// Adds `count` bytes; false once the total is past the limit.
  func add(_ count: Int) -> Bool {
    total.withLock { total in
      total += count
      return total <= limit
    }
  }
}
