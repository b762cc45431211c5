import Testing
@testable import TerminalKit

struct DisplayWidthTests {
  @Test("display width, not count or bytes", arguments: [
    ("abc", 3), ("猜图", 4), ("ｆｕｌｌ", 8), ("👍", 2), ("🇨🇳", 2), ("e\u{301}", 1), ("❤️", 2), ("한글", 4),
    ("", 0), ("a猜b", 4), ("👨‍👩‍👧", 2), ("…", 1),
    // Text-presentation pictographs are one column alone and two with VS16, as VTE, kitty,
    // foot and xterm draw them; emoji-presentation ones are two either way.
    ("\u{1F5BC}", 1), ("\u{1F5BC}\u{FE0F}", 2), ("\u{2764}", 1), ("\u{263A}\u{FE0F}", 2), ("\u{1F600}", 2),
    ("\u{1F600}\u{FE0E}", 2), ("#\u{FE0F}\u{20E3}", 2),
  ])
  func width(text: String, expected: Int) {
    #expect(DisplayWidth.of(text) == expected)
  }

  @Test func cuttingKeepsWideCharactersWholeAndAddsAnEllipsis() {
    #expect(DisplayWidth.truncate("超级猜图游戏", to: 7) == "超级猜…")
    #expect(DisplayWidth.truncate("超级猜图游戏", to: 6) == "超级…")
    #expect(DisplayWidth.truncate("short", to: 10) == "short")
    #expect(DisplayWidth.pad("猜", to: 4) == "猜  ")
    #expect(DisplayWidth.of(DisplayWidth.pad("超级猜图游戏", to: 5)) == 5)
  }
}

struct TextCleanerTests {
  @Test("what a pack can hide in a string is removed", arguments: [
    ("plain 猜图", "plain 猜图"),
    ("\u{1B}[2J\u{1B}[Hhome", "home"),
    ("\u{1B}]0;new title\u{07}after", "after"),
    ("\u{1B}]52;c;ZXZpbA==\u{1B}\\clip", "clip"),
    ("bell\u{07}", "bell"),
    ("tab\there\nline", "tab here line"),
    ("c1\u{9B}31mred", "c1red"),
    ("\u{202E}reversed\u{202C}", "reversed"),
    ("\u{1B}Pdcs data\u{1B}\\ok", "ok"),
    ("\u{1B}(Bcharset", "charset"),
    ("null\u{0}byte", "nullbyte"),
  ])
  func clean(raw: String, expected: String) {
    #expect(TextCleaner.clean(raw) == expected)
  }

  /// Combining marks past the stream-safe bound are dropped; fewer are kept as written.
  @Test("a run of combining marks is cut to 30", arguments: [(30, 30), (31, 30), (100_000, 30), (0, 0)])
  func combiningMarks(written: Int, kept: Int) {
    let marks = { (n: Int) in String(repeating: "\u{301}", count: n) }
    #expect(TextCleaner.clean("e" + marks(written) + "x" + marks(written)) == "e" + marks(kept) + "x" + marks(kept))
  }

  /// The combining marks told without Unicode's tables where there are none are those the
  /// tables give, over every scalar.
  @Test func combiningMarksAreThoseOfUnicodesTables() {
    let differing = (0...0x10FFFF).compactMap(Unicode.Scalar.init).filter {
      TextCleaner.isCombiningMark($0) != ($0.properties.canonicalCombiningClass != .notReordered)
    }
    #expect(differing.isEmpty)
  }

  @Test func theBufferCleansWhatItDraws() {
    var buffer = CellBuffer(size: Size(columns: 10, rows: 1))
    buffer.write("a\u{1B}[31mb", x: 0, y: 0)
    #expect(buffer.lines == ["ab"])
  }
}

struct WrapTests {
  @Test("text wraps at spaces by display width, and inside words too long for a line", arguments: [
    ("Type an option to fill the next slot", 12, ["Type an", "option to", "fill the", "next slot"]),
    ("白天挂在天上的大火球", 8, ["白天挂在", "天上的大", "火球"]),
    ("abcdefghij", 4, ["abcd", "efgh", "ij"]),
    ("", 5, [""]),
    ("a 猜图 b", 3, ["a", "猜", "图", "b"]),
  ])
  func wrap(text: String, width: Int, lines: [String]) {
    #expect(DisplayWidth.wrap(text, to: width) == lines)
    #expect(lines.allSatisfy { DisplayWidth.of($0) <= width })
  }
}

/// Hidden characters told from the bytes where that is enough, from Unicode's tables where not:
/// both ways must agree.
struct HiddenCharacterTests {
  @Test("hidden characters", arguments: [
    ("月亮", [UInt32]()), ("夜里 弯弯 abc", []), ("月\u{202E}亮", [0x202E]), ("a\u{200B}", [0x200B]), ("\u{1B}x", [0x1B]),
    ("，。！", []), ("é", []), ("👨‍👩‍👧", []), (" ", []), ("月\u{FEFF}", [0xFEFF]),
  ])
  func hidden(text: String, codes: [UInt32]) {
    #expect(TextCleaner.hiddenCharacters(in: text).map(\.value) == codes)
  }

  @Test("shows nothing", arguments: [
    ("", true), (" ", true), ("\u{3000}", true), ("\u{200B}", true), (" \u{202E} ", true), ("月", false), ("a", false),
    (" 月", false), ("\u{200B}月", false), ("é", false), ("🍎", false),
  ])
  func showsNothing(text: String, nothing: Bool) {
    #expect(TextCleaner.showsNothing(text) == nothing)
  }
}

/// The scalars told shown without Unicode's tables are none of those the tables call hidden
/// (a control, an invisible or a format character): the fast answer is the slow one's.
struct PlainlyShownTests {
  @Test func everyScalarToldShownWithoutTablesIsShown() {
    var told = 0
    for v in UInt32(0)...0xFFFF {
      guard let scalar = Unicode.Scalar(v), TextCleaner.isPlainlyShown(scalar) else { continue }
      told += 1
      let hidden = TextCleaner.isControl(scalar) || TextCleaner.isInvisible(scalar) || scalar.properties.generalCategory == .format
      #expect(!hidden, "U+\(String(v, radix: 16)) is told shown")
    }
    #expect(told > 20_000)
    #expect(TextCleaner.hiddenCharacters(in: "东晴食品·脆甜瓜莓\u{AD}") == ["\u{AD}"])
    #expect(TextCleaner.hiddenCharacters(in: "东晴食品·脆甜瓜莓 × 2 — “好”…").isEmpty)
  }

  /// A character told plainly visible from its bytes alone is one the scalar's own test takes,
  /// and not a space of any kind.
  @Test func everyScalarToldFromItsBytesIsShownAndVisible() {
    var told = 0
    for v in UInt32(0)...0xFFFF {
      guard let scalar = Unicode.Scalar(v), TextCleaner.plainBytes(String(Character(scalar))) == true else { continue }
      told += 1
      #expect(TextCleaner.isPlainlyShown(scalar) && !scalar.properties.isWhitespace, "U+\(String(v, radix: 16)) is told visible")
    }
    #expect(told > 25_000)
    let cases: [(text: String, plain: Bool?)] = [
      ("东晴食品·脆甜瓜莓", true), ("Café，“好”…", true), ("ひらがな、カタカナ。", true), ("a\u{AD}", false), ("a\u{2028}", false),
      ("\u{3000}", nil), ("\u{3000}月", nil), ("·\u{200B}", false),
    ]
    for (text, plain) in cases { #expect(TextCleaner.plainBytes(text) == plain, "\(text.unicodeScalars.map(\.value))") }
  }
}
