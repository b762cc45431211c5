/// What a short text is made of, told from its UTF-8 bytes where they lie: for rules that
/// look at millions of short texts (a pack's options), several times faster than stepping
/// through the standard library's views of them. Values rather than `Unicode.Scalar`s: a
/// string's bytes are valid UTF-8, so every value read is a scalar's, with nothing to check.
/// Inlinable, so that a rule's loop over them calls nothing.
public enum TextScalars {
  /// The value of the scalar a text of exactly one scalar is; nil for an empty text or one
  /// of several.
  @inlinable @inline(__always)
  public static func singleValue(_ text: String) -> UInt32? {
    text.utf8.withContiguousStorageIfAvailable { singleValue($0) } ?? {
      var scalars = text.unicodeScalars.makeIterator()
      guard let first = scalars.next(), scalars.next() == nil else { return nil }
      return first.value
    }()
  }

  /// Calls `body` with the value of each scalar of the text, in order, until it returns
  /// false; whether it went through every one.
  @inlinable @inline(__always)
  public static func allSatisfy(_ text: String, _ body: (UInt32) -> Bool) -> Bool {
    text.utf8.withContiguousStorageIfAvailable { bytes in allSatisfy(bytes, body) } ?? text.unicodeScalars.allSatisfy { body($0.value) }
  }

  /// `singleValue` of valid UTF-8 (a string's bytes).
  @inlinable @inline(__always)
  static func singleValue(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt32? {
    guard let lead = bytes.first else { return nil }
    if bytes.count == 1 { return lead < 0x80 ? UInt32(lead) : nil }
    guard bytes.count == length(lead) else { return nil }
    return value(bytes, at: 0, length: bytes.count)
  }

  /// `allSatisfy` of valid UTF-8 (a string's bytes).
  @inlinable @inline(__always)
  static func allSatisfy(_ bytes: UnsafeBufferPointer<UInt8>, _ body: (UInt32) -> Bool) -> Bool {
    var i = 0
    while i < bytes.count {
      let length = length(bytes[i])
      guard i + length <= bytes.count, body(value(bytes, at: i, length: length)) else { return false }
      i += length
    }
    return true
  }

  /// How many bytes the scalar led by `lead` takes.
  @inlinable @inline(__always)
  static func length(_ lead: UInt8) -> Int {
    lead < 0x80 ? 1 : lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
  }

  /// The value of the scalar of `length` bytes at `i` (all there: the caller checked).
  @inlinable @inline(__always)
  static func value(_ bytes: UnsafeBufferPointer<UInt8>, at i: Int, length: Int) -> UInt32 {
    switch length {
    case 1: return UInt32(bytes[i])
    case 2: return UInt32(bytes[i] & 0x1F) << 6 | UInt32(bytes[i + 1] & 0x3F)
    case 3: return UInt32(bytes[i] & 0x0F) << 12 | UInt32(bytes[i + 1] & 0x3F) << 6 | UInt32(bytes[i + 2] & 0x3F)
    default:
      return UInt32(bytes[i] & 0x07) << 18 | UInt32(bytes[i + 1] & 0x3F) << 12 | UInt32(bytes[i + 2] & 0x3F) << 6 | UInt32(bytes[i + 3] & 0x3F)
    }
  }
}
