import Testing
@testable import GameCore
import TerminalKit

/// A text a pack shows as written is warned of when a screen would not show it so.
struct PackTextCheckTests {
  @Test("each fault a text may have, said", arguments: [
    ("超级猜图 · Words", nil),
    ("bell\u{7}", "holds characters that do not show: U+0007"),
    ("a" + String(repeating: "\u{301}", count: 31), "holds more than 30 combining marks in a row; the rest are not shown"),
    ("a" + String(repeating: "\u{301}", count: 30), nil),
    (String(repeating: "x", count: 201), "is 201 columns long; screens show at most 200"),
    (String(repeating: "猫", count: 100), nil),
  ] as [(String, String?)])
  func warning(text: String, expected: String?) {
    #expect(PackTextCheck.warning(for: text) == expected)
  }
}
