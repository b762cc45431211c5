/// Strict UTF-8 decoding for the readers.
///
/// `String(validating:as:)` is generic over the encoding and, called across modules, builds
/// generic metadata on every call (a third of the XML reader's time on Linux). `UTF8Span`
/// validates without generics and `String(copying:)` then skips a second validation.
enum UTF8Text {
  @inline(__always)
  static func decode(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
    if #available(macOS 26, *) {
      guard let text = try? UTF8Span(validating: Span(_unsafeElements: bytes)) else { return nil }
      return String(copying: text)
    }
    // Older macOS: decode with repair, then make sure nothing was repaired.
    let text = String(decoding: bytes, as: UTF8.self)
    return text.utf8.elementsEqual(bytes) ? text : nil
  }

  static func decode(_ bytes: [UInt8]) -> String? {
    bytes.withUnsafeBufferPointer(decode)
  }
}

extension UTF8Text {
  /// UTF-16 code units to a string; nil when a surrogate is unpaired.
  /// Transcodes by hand: the standard library's UTF-16 path is generic and slow on Linux.
  static func decodeUTF16(_ units: UnsafeBufferPointer<UInt16>) -> String? {
    decodeUTF16(count: units.count) { units[$0] }
  }

  /// UTF-16 code units given one at a time by `unit` (so big-endian bytes need no copy first).
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

  /// A string from bytes this file has just written as UTF-8 itself: checking them again would
  /// be wasted work.
  static func string(fromValidUTF8 bytes: UnsafeBufferPointer<UInt8>, isASCII: Bool = false) -> String {
    if #available(macOS 26, *) {
      return String(copying: UTF8Span(unchecked: Span(_unsafeElements: bytes), isKnownASCII: isASCII))
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Whether every byte is below 0x80, eight at a time.
  static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let base = bytes.baseAddress else { return true }
    var bits: UInt64 = 0
    var i = 0
    while i + 8 <= bytes.count {
      bits |= UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self)
      i += 8
    }
    while i < bytes.count {
      bits |= UInt64(base[i])
      i += 1
    }
    return bits & 0x8080_8080_8080_8080 == 0
  }

  /// Calls `body` with each UTF-16 unit of valid UTF-8 (a Swift string's bytes): what
  /// `String.utf16` gives, without making the string.
  @inline(__always)
  static func forEachUTF16Unit(_ utf8: UnsafeBufferPointer<UInt8>, _ body: (UInt16) -> Void) {
    var i = 0
    while i < utf8.count {
      let lead = UInt32(utf8[i])
      if lead < 0x80 {
        body(UInt16(lead))
        i += 1
      } else if lead < 0xE0 {
        body(UInt16((lead & 0x1F) << 6 | UInt32(utf8[i + 1] & 0x3F)))
        i += 2
      } else if lead < 0xF0 {
        body(UInt16((lead & 0x0F) << 12 | UInt32(utf8[i + 1] & 0x3F) << 6 | UInt32(utf8[i + 2] & 0x3F)))
        i += 3
      } else {
        let scalar = (lead & 0x07) << 18 | UInt32(utf8[i + 1] & 0x3F) << 12 | UInt32(utf8[i + 2] & 0x3F) << 6 | UInt32(utf8[i + 3] & 0x3F)
        body(UInt16(0xD800 + ((scalar - 0x1_0000) >> 10)))
        body(UInt16(0xDC00 + ((scalar - 0x1_0000) & 0x3FF)))
        i += 4
      }
    }
  }
}
