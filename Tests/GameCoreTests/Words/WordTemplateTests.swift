import Testing
@testable import GameCore

/// A word's blanks filled in order; a pack's own template cannot make a text without bound.
struct WordTemplateTests {
  @Test("blanks are filled in order, and a % that names none stays", arguments: [
    ("%1 · score %2", ["Words", "10"], "Words · score 10"), ("100% %3 %1", ["a"], "100% %3 a"), ("no blanks", ["x"], "no blanks"),
    ("%2%1", ["b", "a"], "ab"),
  ])
  func fill(template: String, arguments: [String], filled: String) {
    #expect(WordTemplate.fill(template, arguments) == filled)
  }

  /// `%1` 2,000 times over an argument of 100 characters: the text is the start of what it
  /// would be, cut on a whole character at `mostBytes`.
  @Test func aTemplateNamingAnArgumentThousandsOfTimesIsCut() {
    let argument = String(repeating: "猜", count: 100)
    let filled = WordTemplate.fill(String(repeating: "%1", count: 2_000), [argument])
    let whole = String(repeating: argument, count: 2_000)
    #expect(filled.utf8.count <= WordTemplate.mostBytes && WordTemplate.mostBytes - filled.utf8.count < 3)
    #expect(whole.hasPrefix(filled))
  }
}
