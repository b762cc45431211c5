#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A file's bytes, read where they lie: what every reader of the library reads. Each read is
/// checked against the end (a byte, a word, a range); the scans a reader repeats over a whole
/// file (for a byte, for line feeds, over plain text) are done here, a word or sixteen bytes at
/// a time.
///
/// Invariants:
/// - A view is lent, never owned: it is made by `withByteView` (or `ByteView.lend`) from an
///   array or a document's bytes, and is valid during that call only. No reader keeps a view,
///   or anything holding one, past the call that lent it.
/// - The bytes do not change while they are lent; so a view may be read from several threads
///   at once (it is `Sendable`). One exception: bytes lent as discardable are given back to
///   the system (and read as zeros) when the reader says it has done with them, and it reads
///   none after.
/// - `base` is nil exactly when `count` is 0.
@usableFromInline
struct ByteView: @unchecked Sendable {
  private let base: UnsafeRawPointer?
  @usableFromInline let count: Int

  /// The view of `buffer`'s bytes, valid while `buffer` is.
  init(_ buffer: UnsafeBufferPointer<UInt8>) {
    base = buffer.count > 0 ? UnsafeRawPointer(buffer.baseAddress) : nil
    count = buffer.count
  }

  /// Lends `data`'s bytes as a view for the call, where they lie (a decode of `Data` made a
  /// copy of the whole file first).
  static func lend<T, E: Error>(_ data: Data, _ body: (ByteView) throws(E) -> T) throws(E) -> T {
    let result: Result<T, E> = data.withUnsafeBytes { raw in
      Result { () throws(E) in try body(ByteView(base: raw.count > 0 ? raw.baseAddress : nil, count: raw.count)) }
    }
    return try result.get()
  }

  /// Lends `bytes` as a view for the call.
  static func lend<T, E: Error>(_ bytes: [UInt8], _ body: (ByteView) throws(E) -> T) throws(E) -> T {
    let result: Result<T, E> = bytes.withUnsafeBufferPointer { buffer in
      Result { () throws(E) in try body(ByteView(buffer)) }
    }
    return try result.get()
  }

  /// Lends `bytes` as a view, with a function that gives their pages back to the system once
  /// the reader calls it, having read all it will (a 50 MB catalog need not be held beside the
  /// models made from it).
  static func lend<T, E: Error>(discardable bytes: inout [UInt8], _ body: (ByteView, _ discard: () -> Void) throws(E) -> T) throws(E) -> T {
    let result: Result<T, E> = bytes.withUnsafeMutableBufferPointer { buffer in
      Result { () throws(E) in
        try body(ByteView(UnsafeBufferPointer(buffer))) {
          if let base = buffer.baseAddress { Pages.discard(UnsafeMutableRawPointer(base), byteCount: buffer.count) }
        }
      }
    }
    return try result.get()
  }

  var isEmpty: Bool { count == 0 }

  /// Whether both views are of the same bytes (not only equal ones).
  func isSame(as other: ByteView) -> Bool { base == other.base && count == other.count }

  /// The byte at `i`.
  @inline(__always)
  subscript(i: Int) -> UInt8 {
    precondition(UInt(bitPattern: i) < UInt(bitPattern: count), "a read past the bytes' end")
    return base.unsafelyUnwrapped.load(fromByteOffset: i, as: UInt8.self)
  }

  /// The bytes of `range` as a view of their own, counted from 0.
  func slice(_ range: Range<Int>) -> ByteView {
    check(range)
    return ByteView(base: range.isEmpty ? nil : base.unsafelyUnwrapped + range.lowerBound, count: range.count)
  }

  private init(base: UnsafeRawPointer?, count: Int) {
    self.base = base
    self.count = count
  }

  @inline(__always)
  private func check(_ range: Range<Int>) {
    precondition(range.lowerBound >= 0 && range.upperBound <= count, "a range past the bytes' end")
  }

  // MARK: - Words

  /// Eight bytes from `offset` as a little-endian word, zero past the end.
  @inline(__always)
  func littleEndianWord(at offset: Int) -> UInt64 {
    if offset >= 0, offset <= count - 8 {
      return UInt64(littleEndian: base.unsafelyUnwrapped.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
    }
    var value: UInt64 = 0
    var i = max(offset, 0)
    while i < count, i < offset + 8 {
      value |= UInt64(self[i]) << UInt64(8 * (i - offset))
      i += 1
    }
    return value
  }

  /// The bytes of `range` (1 to 16 of them) as two little-endian words, the bytes past the
  /// range zero: two loads and two masks where 16 bytes can be read from its start, which is
  /// everywhere but the last 16 bytes of a view.
  @inline(__always)
  func shortWords(_ range: Range<Int>) -> (low: UInt64, high: UInt64) {
    let start = range.lowerBound, length = range.count
    precondition(length >= 1 && length <= 16 && start >= 0 && range.upperBound <= count, "a short run past the bytes' end")
    guard start <= count - 16 else { return shortWordsNearTheEnd(range) }
    let raw = base.unsafelyUnwrapped
    let low = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: start, as: UInt64.self))
    let high = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: start + 8, as: UInt64.self))
    if length <= 8 {
      return (length == 8 ? low : low & ((1 << UInt64(8 * length)) - 1), 0)
    }
    return (low, length == 16 ? high : high & ((1 << UInt64(8 * (length - 8))) - 1))
  }

  @inline(never)
  private func shortWordsNearTheEnd(_ range: Range<Int>) -> (low: UInt64, high: UInt64) {
    var low: UInt64 = 0, high: UInt64 = 0
    for (i, at) in range.enumerated() {
      if i < 8 { low |= UInt64(self[at]) << UInt64(8 * i) } else { high |= UInt64(self[at]) << UInt64(8 * (i - 8)) }
    }
    return (low, high)
  }

  /// Eight bytes from `offset`, big-endian; they must all be there.
  @inline(__always)
  func bigEndianWord(at offset: Int) -> UInt64 {
    precondition(offset >= 0 && offset <= count - 8, "a word past the bytes' end")
    return UInt64(bigEndian: base.unsafelyUnwrapped.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
  }

  /// A big-endian unsigned integer of `size` bytes (1 to 8) at `offset`.
  @inline(__always)
  func bigEndian(at offset: Int, size: Int) -> UInt64 {
    precondition(size >= 1 && size <= 8 && offset >= 0 && offset <= count - size, "a number past the bytes' end")
    let raw = base.unsafelyUnwrapped
    switch size {
    case 1: return UInt64(raw.load(fromByteOffset: offset, as: UInt8.self))
    case 2: return UInt64(UInt16(bigEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt16.self)))
    case 4: return UInt64(UInt32(bigEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt32.self)))
    case 8: return UInt64(bigEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
    default:
      var value: UInt64 = 0
      for i in 0..<size { value = value << 8 | UInt64(raw.load(fromByteOffset: offset + i, as: UInt8.self)) }
      return value
    }
  }

  /// Sixteen bytes from `offset`; they must all be there.
  @inline(__always)
  func block(at offset: Int) -> SIMD16<UInt8> {
    precondition(offset >= 0 && offset <= count - 16, "a block past the bytes' end")
    return base.unsafelyUnwrapped.loadUnaligned(fromByteOffset: offset, as: SIMD16<UInt8>.self)
  }

  // MARK: - Looking for bytes

  /// Where the white space (space, tab, line feed, carriage return) from `start` ends. A
  /// pretty-printed file's indentation after a line break is stepped over a word at a time
  /// (its first byte that is not a space, from the low end).
  @inline(__always)
  func skippingWhiteSpace(from start: Int) -> Int {
    var at = start
    guard at >= 0, let base else { return max(at, 0) }
    while at < count {
      let b = base.load(fromByteOffset: at, as: UInt8.self)
      guard b == 0x20 || b == 0x0A || b == 0x0D || b == 0x09 else { return at }
      at += 1
      if b == 0x0A, at + 8 <= count {
        var word = UInt64(littleEndian: base.loadUnaligned(fromByteOffset: at, as: UInt64.self)) ^ 0x2020_2020_2020_2020
        while word == 0, at + 16 <= count {
          at += 8
          word = UInt64(littleEndian: base.loadUnaligned(fromByteOffset: at, as: UInt64.self)) ^ 0x2020_2020_2020_2020
        }
        if word != 0 { at += word.trailingZeroBitCount >> 3 }
      }
    }
    return at
  }

  /// Where a run of XML text from `start` ends: the first `<` or `&` at or after it, or the
  /// end. The run of a plain string is a few bytes, read here without a check each.
  @inline(__always)
  func plainTextEnd(from start: Int) -> Int {
    guard start >= 0, let base else { return max(start, 0) }
    var at = start
    while at < count {
      let b = base.load(fromByteOffset: at, as: UInt8.self)
      if b == UInt8(ascii: "<") || b == UInt8(ascii: "&") { return at }
      at += 1
    }
    return at
  }

  /// The first place at or after `start` that holds `byte`.
  func firstIndex(of byte: UInt8, from start: Int) -> Int? {
    guard start >= 0, start < count, let base else { return nil }
    guard let hit = memchr(base + start, Int32(byte), count - start) else { return nil }
    return base.distance(to: UnsafeRawPointer(hit))
  }

  /// Whether `literal` is at `offset`.
  @inline(__always)
  func matches(_ literal: StaticString, at offset: Int) -> Bool {
    let length = literal.utf8CodeUnitCount
    guard offset >= 0, offset <= count - length, let base else { return length == 0 }
    return memcmp(base + offset, literal.utf8Start, length) == 0
  }

  /// Whether the bytes of `range` are `literal`'s, and as many.
  func equals(_ literal: StaticString, in range: Range<Int>) -> Bool {
    range.count == literal.utf8CodeUnitCount && matches(literal, at: range.lowerBound)
  }

  /// Whether the bytes start with `prefix`.
  func starts(with prefix: [UInt8]) -> Bool {
    guard prefix.count <= count else { return false }
    for (i, byte) in prefix.enumerated() where self[i] != byte { return false }
    return true
  }

  /// Whether the `length` bytes at `a` are the `length` bytes at `b`.
  func same(at a: Int, as b: Int, length: Int) -> Bool {
    check(a..<(a + length))
    check(b..<(b + length))
    guard length > 0, let base else { return true }
    return a == b || memcmp(base + a, base + b, length) == 0
  }

  /// Whether the bytes of `range` are those of `other`'s `otherRange`.
  func same(_ range: Range<Int>, as other: ByteView, _ otherRange: Range<Int>) -> Bool {
    check(range)
    other.check(otherRange)
    guard range.count == otherRange.count else { return false }
    guard !range.isEmpty, let base, let otherBase = other.base else { return true }
    return memcmp(base + range.lowerBound, otherBase + otherRange.lowerBound, range.count) == 0
  }

  /// How many line feeds `range` holds, sixteen bytes at a time: each lane counts its line
  /// feeds for up to 255 rounds before the lanes are added up (a byte loop is not made vector
  /// code, and a `memchr` a line costs more than the line for short ones; 73 MB take 4 ms,
  /// against 30 ms eight bytes at a time).
  func newlines(in range: Range<Int>) -> Int {
    check(range)
    guard let base else { return 0 }
    let newline = SIMD16<UInt8>(repeating: 0x0A)
    let one = SIMD16<UInt8>(repeating: 1)
    var count = 0
    var at = range.lowerBound
    while at + 16 <= range.upperBound {
      var lanes = SIMD16<UInt8>()
      let stop = min(range.upperBound, at + 16 * 255)
      while at + 16 <= stop {
        lanes &+= SIMD16<UInt8>().replacing(with: one, where: base.loadUnaligned(fromByteOffset: at, as: SIMD16<UInt8>.self) .== newline)
        at += 16
      }
      count += Int(SIMD16<UInt16>(truncatingIfNeeded: lanes).wrappedSum())
    }
    while at < range.upperBound {
      count &+= self[at] == 0x0A ? 1 : 0
      at += 1
    }
    return count
  }

  /// Whether every byte of `range` is below 0x80, eight at a time.
  func isASCII(_ range: Range<Int>) -> Bool {
    check(range)
    var bits: UInt64 = 0
    var i = range.lowerBound
    while i + 8 <= range.upperBound {
      bits |= base.unsafelyUnwrapped.loadUnaligned(fromByteOffset: i, as: UInt64.self)
      i += 8
    }
    while i < range.upperBound {
      bits |= UInt64(self[i])
      i += 1
    }
    return bits & 0x8080_8080_8080_8080 == 0
  }

  /// A hash of the bytes of `range`, eight at a time, multiplied and mixed (murmur3's
  /// finalizer), so that both its low bits (a table's slot) and its high ones (a tag) are
  /// spread. Not for keeping: it may change.
  func hash(_ range: Range<Int>) -> UInt64 {
    check(range)
    var h = UInt64(range.count) &* 0x9E37_79B9_7F4A_7C15
    var i = range.lowerBound
    while i + 8 <= range.upperBound {
      h = (h ^ base.unsafelyUnwrapped.loadUnaligned(fromByteOffset: i, as: UInt64.self)) &* 0xFF51_AFD7_ED55_8CCD
      h ^= h >> 29
      i += 8
    }
    var tail: UInt64 = 0
    var shift: UInt64 = 0
    while i < range.upperBound {
      tail |= UInt64(self[i]) << shift
      shift += 8
      i += 1
    }
    h ^= tail
    h ^= h >> 33
    h &*= 0xFF51_AFD7_ED55_8CCD
    h ^= h >> 33
    h &*= 0xC4CE_B9FE_1A85_EC53
    return h ^ (h >> 33)
  }

  // MARK: - Values from bytes

  /// Runs `body` with the bytes of `range` as a buffer, for a kit type that copies them out.
  @inline(__always)
  func withBuffer<T>(_ range: Range<Int>, _ body: (UnsafeBufferPointer<UInt8>) -> T) -> T {
    check(range)
    guard !range.isEmpty, let base else { return body(UnsafeBufferPointer(start: nil, count: 0)) }
    return body(UnsafeBufferPointer(start: base.assumingMemoryBound(to: UInt8.self) + range.lowerBound, count: range.count))
  }

  /// Lends a string's UTF-8 bytes as a view for the call (its own storage when it has one,
  /// else a copy).
  static func lend<T>(_ text: String, _ body: (ByteView) -> T) -> T {
    text.utf8.withContiguousStorageIfAvailable { body(ByteView($0)) } ?? Array(text.utf8).withByteView(body)
  }

  /// The bytes of `range` as an array.
  func array(_ range: Range<Int>) -> [UInt8] {
    check(range)
    guard !range.isEmpty, let base else { return [] }
    return Array(UnsafeRawBufferPointer(start: base + range.lowerBound, count: range.count))
  }

  /// Appends the bytes of `range` to `out`.
  func append(_ range: Range<Int>, to out: inout [UInt8]) {
    check(range)
    guard !range.isEmpty, let base else { return }
    out.append(contentsOf: UnsafeRawBufferPointer(start: base + range.lowerBound, count: range.count))
  }

  /// The bytes of `range` as data.
  func data(_ range: Range<Int>) -> Data {
    check(range)
    guard !range.isEmpty, let base else { return Data() }
    return Data(bytes: base + range.lowerBound, count: range.count)
  }

  /// The text of `range` when it is valid UTF-8; nil when it is not.
  func string(_ range: Range<Int>) -> String? {
    check(range)
    guard !range.isEmpty, let base else { return "" }
    return UTF8Text.decode(UnsafeBufferPointer(start: base.assumingMemoryBound(to: UInt8.self) + range.lowerBound, count: range.count))
  }

  /// The text of `range`, which the caller has found to be valid UTF-8 (ASCII, when
  /// `isASCII`): not checked again. Bytes that are not make a string that is not valid.
  func string(validUTF8 range: Range<Int>, isASCII: Bool = false) -> String {
    check(range)
    guard !range.isEmpty, let base else { return "" }
    let bytes = UnsafeBufferPointer(start: base.assumingMemoryBound(to: UInt8.self) + range.lowerBound, count: range.count)
    return UTF8Text.string(fromValidUTF8: bytes, isASCII: isASCII)
  }

  /// The text of `range`, each byte that is not UTF-8 shown as U+FFFD (for messages).
  func lossyString(_ range: Range<Int>) -> String {
    check(range)
    guard !range.isEmpty, let base else { return "" }
    return String(decoding: UnsafeRawBufferPointer(start: base + range.lowerBound, count: range.count), as: UTF8.self)
  }

  /// Calls `body` with each UTF-16 unit of the valid UTF-8 of `range` (a string's bytes, or
  /// bytes checked as such): what `String.utf16` gives, without making the string.
  @inline(__always)
  func forEachUTF16Unit(_ range: Range<Int>, _ body: (UInt16) -> Void) {
    var i = range.lowerBound
    while i < range.upperBound {
      let lead = UInt32(self[i])
      if lead < 0x80 {
        body(UInt16(lead))
        i += 1
      } else if lead < 0xE0 {
        body(UInt16((lead & 0x1F) << 6 | UInt32(self[i + 1] & 0x3F)))
        i += 2
      } else if lead < 0xF0 {
        body(UInt16((lead & 0x0F) << 12 | UInt32(self[i + 1] & 0x3F) << 6 | UInt32(self[i + 2] & 0x3F)))
        i += 3
      } else {
        let scalar = (lead & 0x07) << 18 | UInt32(self[i + 1] & 0x3F) << 12 | UInt32(self[i + 2] & 0x3F) << 6 | UInt32(self[i + 3] & 0x3F)
        body(UInt16(0xD800 + ((scalar - 0x1_0000) >> 10)))
        body(UInt16(0xDC00 + ((scalar - 0x1_0000) & 0x3FF)))
        i += 4
      }
    }
  }
}

extension Array where Element == UInt8 {
  /// Lends the array's bytes as a view for the call (see `ByteView`).
  func withByteView<T, E: Error>(_ body: (ByteView) throws(E) -> T) throws(E) -> T {
    try ByteView.lend(self, body)
  }
}

/// The bytes of a short string, compared with three compares (see `UTF8Text.shortKey`).
struct ShortKey: Equatable {
  var low: UInt64
  var high: UInt64
  var count: UInt8
}

/// Strict UTF-8 decoding for the readers.
///
/// `String(validating:as:)` is generic over the encoding and, called across modules, builds
/// generic metadata on every call (a third of the XML reader's time on Linux). `UTF8Span`
/// validates without generics and `String(copying:)` then skips a second validation.
enum UTF8Text {
  @inline(__always)
  static func decode(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
    if #available(macOS 26, *) {
      guard let text = try? UTF8Span(validating: bytes.span) else { return nil }
      return String(copying: text)
    }
    // Older macOS: decode with repair, then make sure nothing was repaired.
    let text = String(decoding: bytes, as: UTF8.self)
    return text.utf8.elementsEqual(bytes) ? text : nil
  }

  /// Whether two strings hold the same UTF-8 bytes (not only canonically equal text, as `==`
  /// says: the Kelvin sign is `K` to it), read where they lie. Lengths first, which tells most
  /// keys apart at once.
  @inline(__always)
  static func sameBytes(_ a: String, _ b: String) -> Bool {
    let x = a.utf8, y = b.utf8
    guard x.count == y.count else { return false }
    let same = x.withContiguousStorageIfAvailable { xs in
      y.withContiguousStorageIfAvailable { ys in
        // A key is a few bytes: compared in a loop, not by a call to `memcmp`.
        guard xs.count > 32 else {
          for i in 0..<xs.count where xs[i] != ys[i] { return false }
          return true
        }
        return memcmp(xs.baseAddress!, ys.baseAddress!, xs.count) == 0
      }
    }
    return (same ?? nil) ?? x.elementsEqual(y)
  }

  /// The bytes of a string of up to 16 of them as two words and a length, which are equal
  /// exactly when two such strings' bytes are; nil for a longer string.
  @inline(__always)
  static func shortKey(_ text: String) -> ShortKey? {
    // Not calling itself for a string not stored as UTF-8: a function that does is never
    // inlined, and a look-up then paid for a call and a closure (two of a model's look-ups
    // and its dictionary's listing each make one).
    text.utf8.withContiguousStorageIfAvailable(shortKey(of:)) ?? shortKeyOfCopy(text)
  }

  @inline(never)
  private static func shortKeyOfCopy(_ text: String) -> ShortKey? {
    Array(text.utf8).withUnsafeBufferPointer(shortKey(of:))
  }

  @inline(__always)
  private static func shortKey(of bytes: UnsafeBufferPointer<UInt8>) -> ShortKey? {
    let count = bytes.count
    guard count <= 16 else { return nil }
    let raw = UnsafeRawBufferPointer(bytes)
    // Two loads that may overlap cover every length: an overlapping byte is or-ed with itself.
    var low: UInt64 = 0, high: UInt64 = 0
    if count >= 8 {
      low = UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self))
      if count > 8 {
        high = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)) >> UInt64(8 * (16 - count))
      }
    } else if count >= 4 {
      low = UInt64(UInt32(littleEndian: raw.loadUnaligned(as: UInt32.self)))
        | UInt64(UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self))) << UInt64(8 * (count - 4))
    } else if count >= 2 {
      low = UInt64(UInt16(littleEndian: raw.loadUnaligned(as: UInt16.self)))
        | UInt64(UInt16(littleEndian: raw.loadUnaligned(fromByteOffset: count - 2, as: UInt16.self))) << UInt64(8 * (count - 2))
    } else if count == 1 {
      low = UInt64(raw[0])
    }
    return ShortKey(low: low, high: high, count: UInt8(count))
  }

  /// The text of `bytes` when they are valid UTF-8.
  static func decode(_ bytes: [UInt8]) -> String? {
    bytes.withUnsafeBufferPointer(decode)
  }

  /// A string from bytes known to be valid UTF-8: checking them again would be wasted work.
  static func string(fromValidUTF8 bytes: UnsafeBufferPointer<UInt8>, isASCII: Bool = false) -> String {
    if #available(macOS 26, *) {
      return String(copying: UTF8Span(unchecked: bytes.span, isKnownASCII: isASCII))
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// UTF-16 code units to a string; nil when a surrogate is unpaired.
  static func decodeUTF16(_ units: [UInt16]) -> String? {
    decodeUTF16(count: units.count) { units[$0] }
  }

  /// UTF-16 code units given one at a time by `unit` (so big-endian bytes need no copy first),
  /// transcoded by hand: the standard library's UTF-16 path is generic and slow on Linux. Nil
  /// when a surrogate is unpaired.
  @inline(__always)
  static func decodeUTF16(count: Int, _ unit: (Int) -> UInt16) -> String? {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: count * 3 + 1) { out -> String? in
      var i = 0
      var n = 0
      while i < count {
        var scalar = UInt32(unit(i))
        i += 1
        if scalar < 0x80 {
          out[n] = UInt8(scalar); n += 1
          continue
        }
        if scalar & 0xF800 == 0xD800 {
          guard scalar < 0xDC00, i < count else { return nil }
          let low = UInt32(unit(i))
          guard low & 0xFC00 == 0xDC00 else { return nil }
          scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
          i += 1
        }
        if scalar < 0x800 {
          out[n] = UInt8(0xC0 | scalar >> 6); out[n + 1] = UInt8(0x80 | scalar & 0x3F); n += 2
        } else if scalar < 0x10000 {
          out[n] = UInt8(0xE0 | scalar >> 12); out[n + 1] = UInt8(0x80 | scalar >> 6 & 0x3F)
          out[n + 2] = UInt8(0x80 | scalar & 0x3F); n += 3
        } else {
          out[n] = UInt8(0xF0 | scalar >> 18); out[n + 1] = UInt8(0x80 | scalar >> 12 & 0x3F)
          out[n + 2] = UInt8(0x80 | scalar >> 6 & 0x3F); out[n + 3] = UInt8(0x80 | scalar & 0x3F); n += 4
        }
      }
      return string(fromValidUTF8: UnsafeBufferPointer(rebasing: out[0..<n]))
    }
  }
}

/// Finds a byte string in a longer one sixteen places at a time: a place is a candidate when
/// its byte is the word's first and the byte the word's length on is its last (for a CJK
/// character, a pair that few places share), and only candidates are compared whole. The
/// shop's search scans 100,000 products' text with it as a key is typed. For this package's
/// modules (`package`).
package struct BytesFinder: Sendable {
  private let word: [UInt8]

  package init(_ word: [UInt8]) {
    self.word = word
  }

  /// The first place in `text[from..<end]` where the whole word starts; nil when there is none
  /// (or the range is not inside the text).
  package func first(in text: [UInt8], from: Int, to end: Int) -> Int? {
    let n = word.count
    guard n > 0, from >= 0, end <= text.count, end - from >= n else { return nil }
    return text.withUnsafeBufferPointer { text in
      word.withUnsafeBufferPointer { word in Self.first(of: word, in: text.baseAddress!, from: from, to: end) }
    }
  }

  /// `first(in:from:to:)` over memory: `text` holds at least `end` bytes, `word` at least one,
  /// and `end - from` is at least the word's length.
  private static func first(of w: UnsafeBufferPointer<UInt8>, in t: UnsafePointer<UInt8>, from: Int, to end: Int) -> Int? {
    let n = w.count
    let firstByte = w[0], lastByte = w[n - 1]
    let firsts = SIMD16<UInt8>(repeating: firstByte), lasts = SIMD16<UInt8>(repeating: lastByte)
    let raw = UnsafeRawPointer(t)
    var at = from
    // Whole blocks while the last of sixteen candidates' ends is inside the range.
    while at + n - 1 + 16 <= end {
      let starts = raw.loadUnaligned(fromByteOffset: at, as: SIMD16<UInt8>.self)
      let ends = raw.loadUnaligned(fromByteOffset: at + n - 1, as: SIMD16<UInt8>.self)
      let candidates = (starts .== firsts) .& (ends .== lasts)
      if any(candidates) {
        for lane in 0..<16 where candidates[lane] && same(t + at + lane + 1, w, from: 1, to: n - 1) { return at + lane }
      }
      at += 16
    }
    while at + n <= end {
      if t[at] == firstByte, t[at + n - 1] == lastByte, same(t + at + 1, w, from: 1, to: n - 1) { return at }
      at += 1
    }
    return nil
  }

  /// Whether `a` holds the word's bytes `from..<to` (the first and last are already known).
  @inline(__always)
  private static func same(_ a: UnsafePointer<UInt8>, _ w: UnsafeBufferPointer<UInt8>, from: Int, to: Int) -> Bool {
    var i = from
    while i < to {
      if a[i - 1] != w[i] { return false }
      i += 1
    }
    return true
  }
}
