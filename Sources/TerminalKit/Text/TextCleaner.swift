/// Makes untrusted text (from a pack or a save) safe to draw: escape sequences and control
/// characters are removed, so no pack can move the cursor, set the window title, ring the
/// bell, write the clipboard or reorder text with bidirectional overrides.
public enum TextCleaner {
  /// The cleaned text on one line: tabs and line breaks become spaces, and a run of combining
  /// marks is cut to `mostCombiningMarks` (Unicode's stream-safe bound): one character with a
  /// hundred thousand marks on it is one column wide, and would pass a cut by columns whole.
  public static func clean(_ text: String) -> String {
    guard needsCleaning(text) else { return text }
    var out = String.UnicodeScalarView()
    var state = State.text
    var marks = 0
    for scalar in text.unicodeScalars {
      if isCombiningMark(scalar) {
        marks += 1
        if marks > mostCombiningMarks { continue }
      } else {
        marks = 0
      }
      switch state {
      case .text:
        if scalar == "\u{1B}" {
          state = .escape
        } else if scalar.value == 0x9B {
          state = .csi
        } else if scalar.value == 0x9D || scalar.value == 0x90 || scalar.value == 0x9E || scalar.value == 0x9F {
          state = .string
        } else if scalar == "\t" || scalar == "\n" || scalar == "\r" {
          out.append(" ")
        } else if nameByte(scalar) != nil {
          out.append("\u{FFFD}")
        } else if !isControl(scalar) {
          out.append(scalar)
        }
      case .escape:
        switch scalar {
        case "[": state = .csi
        case "]", "P", "X", "^", "_": state = .string
        case "(", ")", "*", "+", "#", "%": state = .charset
        default: state = .text
        }
      case .csi:
        // Parameters and intermediates run until a final byte in @...~.
        if (0x40...0x7E).contains(scalar.value) || !scalar.isASCII { state = .text }
      case .string:
        // OSC/DCS strings end with BEL, ST (ESC \) or the C1 ST.
        if scalar.value == 0x07 || scalar.value == 0x9C { state = .text }
        if scalar == "\u{1B}" { state = .stringEscape }
      case .stringEscape:
        state = scalar == "\\" ? .text : .string
      case .charset:
        state = .text
      }
    }
    return String(out)
  }

  private enum State { case text, escape, csi, string, stringEscape, charset }

  /// Text for a line of command output (a file name, an argument, a message): every control,
  /// escape and invisible character shown as an escape a person can read — `\e`, `\n`,
  /// `\u{202E}` — so nothing reaches the terminal raw and two names that differ only there
  /// still look different.
  public static func visible(_ text: String) -> String {
    // Printable ASCII needs no look at its scalars: most of what lint prints, a line at a time.
    if isPrintableASCII(text) { return text }
    guard text.unicodeScalars.contains(where: { isControl($0) || isInvisible($0) || $0 == "\t" || $0 == "\n" || $0 == "\r" || nameByte($0) != nil }) else {
      return text
    }
    var out = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\u{1B}": out += "\\e"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case "\u{07}": out += "\\a"
      case "\u{00}": out += "\\0"
      case _ where isControl(scalar) || isInvisible(scalar): out += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
      case _ where nameByte(scalar) != nil:
        let byte = String(nameByte(scalar) ?? 0, radix: 16, uppercase: true)
        out += "\\x" + (byte.count < 2 ? "0" : "") + byte
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  /// The characters of `text` that a screen would not show: controls, escapes, invisible and
  /// format characters; a lint reports them.
  /// A joiner or selector inside a character that shows (the ZWJ of 👨‍👩‍👧) is not hidden.
  public static func hiddenCharacters(in text: String) -> [Unicode.Scalar] {
    if plainBytes(text) == true { return [] }
    guard !text.unicodeScalars.allSatisfy(isPlainlyShown) else { return [] }
    func hidden(_ scalar: Unicode.Scalar) -> Bool {
      isControl(scalar) || isInvisible(scalar) || scalar.properties.generalCategory == .format
    }
    return text.flatMap { character in character.unicodeScalars.allSatisfy(hidden) ? Array(character.unicodeScalars) : [] }
  }

  /// Whether `text` shows nothing at all: empty, or only hidden characters and spaces.
  public static func showsNothing(_ text: String) -> Bool {
    if plainBytes(text) != nil || text.unicodeScalars.contains(where: isPlainlyVisible) { return false }
    return text.unicodeScalars.allSatisfy { isControl($0) || isInvisible($0) || $0.properties.generalCategory == .format || $0.properties.isWhitespace }
  }

  /// Printable ASCII, CJK, kana and hangul: shown for sure, told without Unicode's tables (a
  /// 100,000-question pack has two million options to look at).
  @inline(__always)
  static func isPlainlyVisible(_ scalar: Unicode.Scalar) -> Bool {
    let v = scalar.value
    return (0x21...0x7E).contains(v) || (0x3040...0x9FFF).contains(v) || (0xAC00...0xD7A3).contains(v)
  }

  /// Whether `text` is only printable ASCII (space to `~`), which prints as it is; read from
  /// its bytes, several times faster than a look at each `utf8` element.
  @inline(__always)
  public static func isPrintableASCII(_ text: String) -> Bool {
    text.utf8.withContiguousStorageIfAvailable(isPrintableASCII) ?? text.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
  }

  /// Whether every byte is printable ASCII, told eight bytes at a time: a byte is from 0x20
  /// to 0x7E when its high bit is clear, adding 0x60 sets it and adding 1 does not (no carry
  /// crosses into the next byte once high bits are known clear).
  public static func isPrintableASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let base = bytes.baseAddress else { return true }
    let raw = UnsafeRawPointer(base)
    let high: UInt64 = 0x8080_8080_8080_8080
    var at = 0
    var ok = true
    while at + 8 <= bytes.count {
      let word = raw.loadUnaligned(fromByteOffset: at, as: UInt64.self)
      ok = ok && word & high == 0 && (word &+ 0x6060_6060_6060_6060) & high == high && (word &+ 0x0101_0101_0101_0101) & high == 0
      at += 8
    }
    while at < bytes.count {
      ok = ok && bytes[at] >= 0x20 && bytes[at] < 0x7F
      at += 1
    }
    return ok
  }

  /// Told from the UTF-8 bytes alone, the fastest way (a pack's options are mostly one CJK
  /// character each): nil when the text holds nothing plainly visible or something else than
  /// printable ASCII, spaces, the CJK ideographs U+4000–U+9FFF and the characters of
  /// `shownWide`; else whether it is only those (true) or has something plainly visible among
  /// other characters (false).
  @inline(__always)
  static func plainBytes(_ text: String) -> Bool? {
    // Read in place: `withUTF8` is mutating, and a copy to call it on is a retain and a release.
    text.utf8.withContiguousStorageIfAvailable { bytes -> Bool? in
      var i = 0
      var visible = false
      while i < bytes.count {
        let b = bytes[i]
        if b == 0x20 {
          i += 1
        } else if b > 0x20 && b < 0x7F {
          visible = true
          i += 1
        } else if b >= 0xE4 && b <= 0xE9 {
          visible = true
          i += 3
        } else if let width = shownWide(bytes, at: i) {
          // A catalog's names put a `·` or full-width punctuation among their ideographs.
          visible = true
          i += width
        } else {
          return visible ? false : nil
        }
      }
      return visible ? true : nil
    } ?? nil
  }

  /// The length of the character at `i` when it is one `isPlainlyShown` takes and plainly
  /// visible, told from its bytes: Latin-1's letters and signs but the soft hyphen
  /// (U+00A1–U+00FF), the general punctuation's dashes, quotes and marks (U+2010–U+2027,
  /// U+2030–U+205E), CJK punctuation and kana (U+3001–U+303F, U+3040 up), full-width forms
  /// (U+FF01–U+FF60). The bytes are valid UTF-8, so a lead byte's continuations are there.
  @inline(__always)
  private static func shownWide(_ bytes: UnsafeBufferPointer<UInt8>, at i: Int) -> Int? {
    let b = bytes[i]
    if b == 0xC2 { return bytes[i + 1] >= 0xA1 && bytes[i + 1] != 0xAD ? 2 : nil }
    if b == 0xC3 { return 2 }
    guard b == 0xE2 || b == 0xE3 || b == 0xEF else { return nil }
    let v = UInt32(b & 0x0F) << 12 | UInt32(bytes[i + 1] & 0x3F) << 6 | UInt32(bytes[i + 2] & 0x3F)
    let shown = (0x2010...0x2027).contains(v) || (0x2030...0x205E).contains(v) || (0x3001...0x3FFF).contains(v)
      || (0xFF01...0xFF60).contains(v)
    return shown ? 3 : nil
  }

  /// Whether `text` is only printable ASCII, spaces and the CJK ideographs U+4000–U+9FFF, with
  /// something visible among them: it holds no hidden character and shows something, told from
  /// its bytes (`hiddenCharacters` is empty, `showsNothing` false).
  @inline(__always)
  public static func isPlainlyShown(_ text: String) -> Bool {
    plainBytes(text) == true
  }

  /// What is plainly visible, and the spaces and CJK punctuation between it: never hidden,
  /// though a space alone shows nothing (titles have spaces; they need no tables either).
  /// Latin-1's letters and signs but its soft hyphen (`·` in `东晴食品·脆甜瓜莓`, `×`, `é`) and
  /// the general punctuation's dashes, quotes and marks (`—`, `“”`, `…`) are each a letter,
  /// a number, a symbol or punctuation (checked against Unicode's categories by a test).
  @inline(__always)
  static func isPlainlyShown(_ scalar: Unicode.Scalar) -> Bool {
    let v = scalar.value
    return isPlainlyVisible(scalar) || v == 0x20 || (0x3000...0x303F).contains(v) || (0xFF01...0xFF60).contains(v)
      || (0xA1...0xFF).contains(v) && v != 0xAD || (0x2010...0x2027).contains(v) || (0x2030...0x205E).contains(v)
  }

  /// `U+202E, U+200B`: how a message names hidden characters.
  public static func codes(_ scalars: [Unicode.Scalar]) -> String {
    var seen: Set<UInt32> = []
    return scalars.filter { seen.insert($0.value).inserted }.prefix(5).map { scalar in
      let hex = String(scalar.value, radix: 16, uppercase: true)
      return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }.joined(separator: ", ")
  }

  /// Characters that show nothing yet change how text reads: zero-width spaces and joiners,
  /// word joiners, the BOM, bidi marks, overrides and isolates.
  public static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
    let v = scalar.value
    return (0x200B...0x200F).contains(v) || (0x202A...0x202E).contains(v) || (0x2060...0x2069).contains(v) || v == 0xFEFF
  }

  /// The most combining marks in a row `clean` keeps: the 30 of Unicode's stream-safe text
  /// format (UAX #15), more than any script writes on one character.
  public static let mostCombiningMarks = 30

  private static func needsCleaning(_ text: String) -> Bool {
    var marks = 0
    for scalar in text.unicodeScalars {
      if needsWork(scalar) { return true }
      if isCombiningMark(scalar) {
        marks += 1
        if marks > mostCombiningMarks { return true }
      } else {
        marks = 0
      }
    }
    return false
  }

  /// A scalar that combines with the one before (its canonical combining class is not 0).
  /// Below U+0300 and among the CJK ideographs and hangul syllables there is none: most text
  /// is told without Unicode's tables.
  @inline(__always)
  static func isCombiningMark(_ scalar: Unicode.Scalar) -> Bool {
    let v = scalar.value
    return v >= 0x300 && !(0x4E00...0x9FFF).contains(v) && !(0xAC00...0xD7A3).contains(v)
      && scalar.properties.canonicalCombiningClass != .notReordered
  }

  private static func needsWork(_ scalar: Unicode.Scalar) -> Bool {
    isControl(scalar) || scalar == "\t" || scalar == "\n" || scalar == "\r" || nameByte(scalar) != nil
  }

  /// The byte of a file name that is not UTF-8, which PlistKit's `PathText` holds as one of
  /// U+10FF80–U+10FFFF: shown as `\xFF` in output, as U+FFFD on a screen.
  public static func nameByte(_ scalar: Unicode.Scalar) -> UInt8? {
    (0x10FF80...0x10FFFF).contains(scalar.value) ? UInt8(truncatingIfNeeded: scalar.value - 0x10FF00) : nil
  }

  static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    let v = scalar.value
    return v < 0x20 || v == 0x7F || (0x80...0x9F).contains(v) || (0x202A...0x202E).contains(v)
      || (0x2066...0x2069).contains(v) || v == 0x200E || v == 0x200F
  }
}
