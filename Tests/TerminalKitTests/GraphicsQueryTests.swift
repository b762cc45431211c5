import Testing
@testable import TerminalKit

/// Terminals' recorded answers to the graphics query.
struct GraphicsQueryTests {
  static func answers(kitty: Bool = false, sixel: Bool = false, cell: (Int, Int)? = nil, answered: Bool = true) -> GraphicsAnswers {
    var answers = GraphicsAnswers()
    answers.kitty = kitty
    answers.sixel = sixel
    answers.cell = cell.map { (width: $0.0, height: $0.1) }
    answers.answered = answered
    return answers
  }

  @Test("recorded answers", arguments: [
    // kitty: the graphics answer, its cell size, then its attributes.
    ("\u{1B}_Gi=31;OK\u{1B}\\\u{1B}[6;20;10t\u{1B}[?62;c", answers(kitty: true, cell: (10, 20))),
    // xterm -ti vt340: sixel among the attributes, no kitty answer.
    ("\u{1B}[6;16;8t\u{1B}[?63;1;2;4;6;9;15;16;22;28c", answers(sixel: true, cell: (8, 16))),
    // foot: the kitty query refused with an error, sixel yes.
    ("\u{1B}_Gi=31;ENOTSUPPORTED:\u{1B}\\\u{1B}[?62;4;22c", answers(sixel: true)),
    // GNOME Terminal (VTE): attributes only.
    ("\u{1B}[?65;1;9c", answers()),
    // Nothing came back in time.
    ("", answers(answered: false)),
    // A key pressed meanwhile is skipped; an absurd cell size is not believed.
    ("a\u{1B}[6;9999;1t\u{1B}[?1;2c", answers()),
  ])
  func parse(reply: String, expected: GraphicsAnswers) {
    #expect(GraphicsAnswers.parse(Array(reply.utf8)) == expected)
  }

  @Test func theQueryAsksKittyThenTheCellThenTheAttributes() {
    #expect(String(decoding: GraphicsAnswers.query, as: UTF8.self) == "\u{1B}_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\\u{1B}[16t\u{1B}[c")
  }
}

extension GraphicsQueryTests {
  /// Answers that come after the wait are read as input: they must not be keys (an Esc would
  /// leave the game).
  @Test func lateAnswersAreNotKeys() {
    var parser = InputParser()
    let events = parser.feed(Array("\u{1B}_Gi=31;OK\u{1B}\\\u{1B}[6;20;10t\u{1B}[?62;4c".utf8)) + parser.flushEscape()
    #expect(!events.contains(.key(.escape)))
    #expect(events.allSatisfy { if case .key(.character) = $0 { false } else { true } })
  }
}

extension GraphicsQueryTests {
  @Test func altWithBracketOrUnderscoreIsStillTheKey() {
    var parser = InputParser()
    #expect(parser.feed(Array("\u{1B}]x\u{1B}_a".utf8)) == [.key(.character("]")), .key(.character("x")), .key(.character("_")), .key(.character("a"))])
  }
}
