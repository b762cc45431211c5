/// Lines of one language: where words of the other slipped in.
public enum OneLanguage {
  /// Lines with a CJK character (pack data of an English pack is English too).
  public static func chinese(in lines: [String]) -> [String] {
    lines.filter { $0.unicodeScalars.contains { (0x3000...0x9FFF).contains($0.value) || (0xFF00...0xFFEF).contains($0.value) } }
  }

  /// Lines with an English word: three Latin letters or more, other than the keys' names and
  /// the program's own name.
  public static let allowed: Set<String> = ["Tab", "Esc", "Enter", "Shift", "Ctrl", "PgUp", "PgDn", "Home", "End", "Space", "Bksp",
                                            "abc", "PlistArcade", "arcade", "lint"]

  public static func english(in lines: [String]) -> [String] {
    lines.filter { line in
      line.split(whereSeparator: { !($0.isASCII && $0.isLetter) }).contains { $0.count >= 3 && !allowed.contains(String($0)) }
    }
  }
}
