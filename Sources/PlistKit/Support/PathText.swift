/// A path's bytes held in a `String` exactly, whether or not they are UTF-8.
///
/// File names on Linux are bytes: a picture from a Windows zip may be named in GBK, and a
/// folder may hold `x\xFF`. Decoding such a name as UTF-8 turns each bad byte into U+FFFD, and
/// the file can then be neither opened nor told apart from its neighbours. Here each byte that
/// is not part of valid UTF-8 becomes one code point of U+10FF80–U+10FFFF (the last 128 of the
/// Supplementary Private Use Area-B, which no file name uses); a valid encoding of one of those
/// code points is escaped byte by byte too, so every byte string has one string and back.
/// Every system call that takes a path goes through `withCString`.
package enum PathText {
  /// The first code point of the escapes: byte `b` (0x80–0xFF) is `escapeBase + b`.
  package static let escapeBase: UInt32 = 0x10FF00

  /// The string that holds `bytes` exactly.
  package static func string<Bytes: Collection>(_ bytes: Bytes) -> String where Bytes.Element == UInt8 {
    let raw = Array(bytes)
    // Most names are valid UTF-8 without an escape's code point: decoded as they are.
    if let plain = validUTF8(raw[...]), !plain.unicodeScalars.contains(where: isEscape) { return plain }
    var scalars = String.UnicodeScalarView()
    var index = 0
    while index < raw.count {
      let length = sequenceLength(raw, at: index)
      if length > 0, let one = validUTF8(raw[index..<(index + length)]), let scalar = one.unicodeScalars.first, !isEscape(scalar) {
        scalars.append(scalar)
        index += length
      } else {
        scalars.append(escape(raw[index]))
        index += 1
      }
    }
    return String(scalars)
  }

  /// The bytes as a string when they are valid UTF-8 (decoding replaces nothing).
  private static func validUTF8(_ bytes: ArraySlice<UInt8>) -> String? {
    let decoded = String(decoding: bytes, as: UTF8.self)
    return decoded.utf8.elementsEqual(bytes) ? decoded : nil
  }

  /// The bytes `text` holds (the inverse of `string`).
  package static func bytes(_ text: String) -> [UInt8] {
    guard text.unicodeScalars.contains(where: isEscape) else { return Array(text.utf8) }
    var out: [UInt8] = []
    out.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      if isEscape(scalar) {
        out.append(UInt8(truncatingIfNeeded: scalar.value - escapeBase))
      } else {
        out.append(contentsOf: String(scalar).utf8)
      }
    }
    return out
  }

  /// Whether `scalar` stands for one byte of a name that is not UTF-8.
  @inline(__always)
  package static func isEscape(_ scalar: Unicode.Scalar) -> Bool { scalar.value >= escapeBase + 0x80 && scalar.value <= escapeBase + 0xFF }

  /// The byte an escape stands for, or nil.
  package static func escapedByte(_ scalar: Unicode.Scalar) -> UInt8? {
    isEscape(scalar) ? UInt8(truncatingIfNeeded: scalar.value - escapeBase) : nil
  }

  private static func escape(_ byte: UInt8) -> Unicode.Scalar {
    // 0x10FF80–0x10FFFF are valid scalars, so this never fails.
    Unicode.Scalar(escapeBase + UInt32(byte)) ?? "\u{FFFD}"
  }

  /// How many bytes a UTF-8 sequence starting at `index` claims (1 for ASCII, 0 for a byte
  /// that cannot start one), bounded by what is left.
  private static func sequenceLength(_ bytes: [UInt8], at index: Int) -> Int {
    let lead = bytes[index]
    let length: Int
    switch lead {
    case 0x00...0x7F: length = 1
    case 0xC2...0xDF: length = 2
    case 0xE0...0xEF: length = 3
    case 0xF0...0xF4: length = 4
    default: return 0
    }
    return index + length <= bytes.count ? length : 0
  }
}
