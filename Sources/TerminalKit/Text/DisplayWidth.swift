/// How many terminal columns text takes, decided from Unicode data alone (never the C locale:
/// glibc's `wcwidth` answers -1 for 中 when no UTF-8 locale is set, as in bare containers).
///
/// A grapheme cluster is 2 columns if it is East Asian wide or fullwidth or shows as emoji,
/// 0 if it is only combining or invisible marks, else 1.
public enum DisplayWidth {
  public static func of(_ text: String) -> Int {
    var total = 0
    for character in text { total += of(character) }
    return total
  }

  public static func of(_ character: Character) -> Int {
    let scalars = character.unicodeScalars
    guard let first = scalars.first else { return 0 }
    if first.isASCII {
      guard first.value >= 0x20, first.value != 0x7F else { return 0 }
      // A keycap (`#️⃣`, `1️⃣`) is an emoji: two columns.
      return scalars.contains { $0.value == 0x20E3 } && scalars.contains { $0.value == 0xFE0F } ? 2 : 1
    }
    if isZeroWidth(first) { return 0 }
    if isWide(first.value) { return 2 }
    // A variation selector 16 asks for emoji presentation, which terminals draw two wide.
    if scalars.contains(where: { $0.value == 0xFE0F }), first.properties.isEmoji { return 2 }
    if first.properties.isEmojiPresentation { return 2 }
    return 1
  }

  static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format, .control: return true
    default: return (0x1160...0x11FF).contains(scalar.value)
    }
  }

  /// East Asian Wide (W) and Fullwidth (F) ranges outside the emoji, from Unicode's
  /// EastAsianWidth.txt, merged.
  static let wideRanges: [ClosedRange<UInt32>] = [
    0x1100...0x115F, 0x2329...0x232A, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF,
    0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF,
    0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x16FE0...0x16FE4,
    0x17000...0x18AFF, 0x1B000...0x1B2FF, 0x1F200...0x1F202, 0x1F210...0x1F23B, 0x1F240...0x1F248,
    0x1F250...0x1F251, 0x20000...0x2FFFD, 0x30000...0x3FFFD,
  ]

  static func isWide(_ value: UInt32) -> Bool {
    guard value >= 0x1100 else { return false }
    var low = 0
    var high = wideRanges.count - 1
    while low <= high {
      let mid = (low + high) / 2
      let range = wideRanges[mid]
      if value < range.lowerBound { high = mid - 1 } else if value > range.upperBound { low = mid + 1 } else { return true }
    }
    return false
  }

  /// `text` cut to at most `width` columns, ending in `…` when something was cut.
  /// The longest start of `text` of at most `bytes` UTF-8 bytes that ends on a whole character.
  public static func prefix(_ text: String, bytes: Int) -> String {
    guard text.utf8.count > bytes else { return text }
    var kept = ""
    for character in text {
      if kept.utf8.count + character.utf8.count > bytes { break }
      kept.append(character)
    }
    return kept
  }

  public static func truncate(_ text: String, to width: Int) -> String {
    guard width > 0 else { return "" }
    if of(text) <= width { return text }
    var out = ""
    var used = 0
    for character in text {
      let w = of(character)
      if used + w > width - 1 { break }
      out.append(character)
      used += w
    }
    return out + "…"
  }

  /// `text` in lines of at most `width` columns, broken at spaces where it can be, and between
  /// any two characters in a word too long for a line (CJK text has no spaces).
  public static func wrap(_ text: String, to width: Int) -> [String] {
    guard width > 0 else { return [] }
    var lines: [String] = []
    var line = ""
    var used = 0
    for word in text.split(separator: " ", omittingEmptySubsequences: true).map(String.init) {
      let w = of(word)
      if used > 0, used + 1 + w <= width {
        line += " " + word
        used += 1 + w
        continue
      }
      if used > 0 { lines.append(line) }
      line = ""
      used = 0
      for character in word {
        let cw = of(character)
        if used + cw > width, used > 0 {
          lines.append(line)
          line = ""
          used = 0
        }
        line.append(character)
        used += cw
      }
    }
    if used > 0 || lines.isEmpty { lines.append(line) }
    return lines
  }

  /// `text` cut or padded with spaces to exactly `width` columns.
  public static func pad(_ text: String, to width: Int) -> String {
    let cut = truncate(text, to: width)
    return cut + String(repeating: " ", count: max(0, width - of(cut)))
  }
}
