/// The text writers' escaping, read from a string's UTF-8 bytes and copied a run at a time.
/// Walking its characters instead cost a conversion each, and Chinese text is full of the
/// bytes that call for a look (`·` starts with 0xC2, full-width punctuation with 0xEF).
enum TextEscapes {
  /// JSON string contents: quotes, backslashes and controls escaped, and the invisible
  /// characters that reorder or hide text (C1 controls, zero-width spaces and marks, bidi
  /// embeddings, overrides and isolates, BOM) as `\uXXXX`.
  static func appendJSON(_ base: ByteView, into out: inout TextOutput) {
    let count = base.count
    var run = 0
    var i = 0
    while i < count {
      let byte = base[i]
      // The length of the character to escape here, and its scalar; 0 when it is copied.
      var width = 0
      var scalar: UInt32 = 0
      if byte < 0x20 || byte == 0x22 || byte == 0x5C || byte == 0x7F {
        (width, scalar) = (1, UInt32(byte))
      } else if byte == 0xC2, i + 1 < count, base[i + 1] < 0xA0 {
        // U+0080 to U+009F: the second byte is the scalar.
        (width, scalar) = (2, UInt32(base[i + 1]))
      } else if byte == 0xE2, i + 2 < count {
        let value = 0x2000 | UInt32(base[i + 1] & 0x3F) << 6 | UInt32(base[i + 2] & 0x3F)
        if (0x200B...0x200F).contains(value) || (0x202A...0x202E).contains(value) || (0x2060...0x2069).contains(value) {
          (width, scalar) = (3, value)
        }
      } else if byte == 0xEF, i + 2 < count, base[i + 1] == 0xBB, base[i + 2] == 0xBF {
        (width, scalar) = (3, 0xFEFF)
      }
      guard width > 0 else {
        i += 1
        continue
      }
      out.append(base, run..<i)
      switch scalar {
      case 0x22: out.append("\\\"")
      case 0x5C: out.append("\\\\")
      case 0x0A: out.append("\\n")
      case 0x0D: out.append("\\r")
      case 0x09: out.append("\\t")
      default: appendUnicodeEscape(scalar, into: &out)
      }
      i += width
      run = i
    }
    out.append(base, run..<count)
  }

  /// `\u` and four lowercase hex digits.
  private static func appendUnicodeEscape(_ scalar: UInt32, into out: inout TextOutput) {
    out.append("\\u")
    for shift in stride(from: 12, through: 0, by: -4) {
      let digit = UInt8((scalar >> UInt32(shift)) & 0xF)
      out.append(digit < 10 ? 0x30 + digit : 0x57 + digit)
    }
  }

  /// XML text: markup characters as entities, a carriage return as `&#13;` so it survives.
  /// Returns whether the text holds a character XML 1.0 cannot carry (a C0 control but tab,
  /// line feed and carriage return; U+FFFE, U+FFFF), which is copied as it is.
  static func appendXML(_ base: ByteView, into out: inout TextOutput) -> Bool {
    let count = base.count
    var forbidden = false
    var run = 0
    for i in 0..<count {
      let byte = base[i]
      let entity: StaticString
      switch byte {
      case 0x26: entity = "&amp;"
      case 0x3C: entity = "&lt;"
      case 0x3E: entity = "&gt;"
      case 0x0D: entity = "&#13;"
      case 0x09, 0x0A: continue
      case ..<0x20:
        forbidden = true
        continue
      case 0xEF:
        if i + 2 < count, base[i + 1] == 0xBF, base[i + 2] >= 0xBE { forbidden = true }
        continue
      default: continue
      }
      out.append(base, run..<i)
      out.append(entity)
      run = i + 1
    }
    out.append(base, run..<count)
    return forbidden
  }
}
