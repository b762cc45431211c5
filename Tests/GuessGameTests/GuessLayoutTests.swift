import Testing
import TestSupport
import TerminalKit
@testable import GuessGame

/// Where things go: every part inside the window and apart from the others, and the picture a
/// third of the window's width or more at the smallest window, whatever the answer's length.
struct GuessLayoutTests {
  static let words = GuessWords(language: "en")

  @Test("a long answer's slots wrap before the picture shrinks", arguments: [(64, 15, 21), (64, 16, 28), (80, 24, 21), (120, 40, 28)])
  func longAnswersKeepThePicture(columns: Int, rows: Int, options: Int) {
    let size = Size(columns: columns, rows: rows)
    for slotCount in 1...16 {
      let layout = GuessLayout(size: size, slotCount: slotCount, optionCount: options, columns: 7, costs: (1000, 1000), words: Self.words)
      #expect(GuessLayout.pictureSide(layout.picture) >= columns / 3, "\(slotCount) slots at \(columns)x\(rows): \(layout.picture)")
      let parts = layout.slots + layout.options + layout.buttons
      for part in parts { #expect(part.x >= 0 && part.maxX <= columns && part.y > 1 && part.maxY <= rows - 2, "\(part) at \(columns)x\(rows)") }
      for (i, a) in parts.enumerated() {
        #expect(!a.overlaps(layout.picture), "\(a) over the picture")
        for b in parts[(i + 1)...] { #expect(!a.overlaps(b), "\(a) and \(b) at \(columns)x\(rows), \(slotCount) slots") }
      }
    }
  }

  @Test("slots share their rows evenly", arguments: [(5, 34, 5), (10, 34, 5), (12, 34, 6), (13, 34, 7), (7, 34, 7), (3, 4, 1), (0, 34, 1)])
  func slotsPerRow(count: Int, width: Int, perRow: Int) {
    #expect(GuessLayout.slotsPerRow(count, within: width) == perRow)
  }
}

extension Rect {
  func overlaps(_ other: Rect) -> Bool {
    x < other.maxX && other.x < maxX && y < other.maxY && other.y < maxY
  }
}

extension GuessProgramTests {
  /// The longest built-in answer (WATERMELON, ten slots) at the smallest window and two more.
  @Test("the longest answer", arguments: [(64, 15), (80, 24), (120, 40)])
  func theLongestAnswer(columns: Int, rows: Int) throws {
    var game = try program("guess-en")
    game.resized(to: Size(columns: columns, rows: rows))
    for _ in 0..<22 { _ = game.perform(script: ["next"], now: 0) }
    #expect(game.state.question.answer == "WATERMELON")
    var buffer = CellBuffer(size: Size(columns: columns, rows: rows))
    game.draw(into: &buffer)
    assertSnapshot(buffer.lines, named: "guess-longest-answer-\(columns)x\(rows)")
  }
}
