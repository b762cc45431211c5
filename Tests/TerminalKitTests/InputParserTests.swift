import Testing
@testable import TerminalKit

struct InputParserTests {
  static let esc: UInt8 = 0x1B

  @Test("keys from their bytes", arguments: [
    ([0x1B, 0x5B, 0x41], Key.up), ([0x1B, 0x5B, 0x42], .down), ([0x1B, 0x5B, 0x43], .right), ([0x1B, 0x5B, 0x44], .left),
    ([0x1B, 0x4F, 0x41], .up), ([0x1B, 0x5B, 0x48], .home), ([0x1B, 0x5B, 0x46], .end), ([0x1B, 0x5B, 0x31, 0x7E], .home),
    ([0x1B, 0x5B, 0x34, 0x7E], .end), ([0x1B, 0x5B, 0x35, 0x7E], .pageUp), ([0x1B, 0x5B, 0x36, 0x7E], .pageDown),
    ([0x1B, 0x5B, 0x33, 0x7E], .delete), ([0x1B, 0x5B, 0x5A], .backTab), ([0x09], .tab), ([0x0D], .enter),
    ([0x7F], .backspace), ([0x08], .backspace), ([0x03], .control("c")), ([0x14], .control("t")),
    ([0x1B, 0x4F, 0x50], .function(1)), ([0x1B, 0x4F, 0x53], .function(4)), ([0x1B, 0x5B, 0x31, 0x35, 0x7E], .function(5)),
    ([0x1B, 0x5B, 0x32, 0x31, 0x7E], .function(10)), ([0x1B, 0x5B, 0x31, 0x3B, 0x35, 0x43], .right),
    ([0x61], .character("a")), ([0xE7, 0x8C, 0x9C], .character("猜")), ([0xF0, 0x9F, 0x8D, 0x8E], .character("🍎")),
  ] as [([UInt8], Key)])
  func key(bytes: [UInt8], expected: Key) {
    var parser = InputParser()
    #expect(parser.feed(bytes) == [.key(expected)])
    #expect(!parser.isWaitingForEscape)
  }

  @Test func aLoneEscapeWaitsForTheTimeout() {
    var parser = InputParser()
    #expect(parser.feed([Self.esc]).isEmpty)
    #expect(parser.isWaitingForEscape)
    #expect(parser.flushEscape() == [.key(.escape)])
    #expect(!parser.isWaitingForEscape)
  }

  @Test func aSequenceSplitAcrossReadsIsCompleted() {
    var parser = InputParser()
    #expect(parser.feed([Self.esc, 0x5B]).isEmpty)
    #expect(parser.feed([0x41]) == [.key(.up)])
    // A CJK character split in the middle.
    #expect(parser.feed([0xE7, 0x8C]).isEmpty)
    #expect(parser.feed([0x9C, 0x61]) == [.key(.character("猜")), .key(.character("a"))])
  }

  @Test func textFromAnInputMethodArrivesAsCharacters() {
    var parser = InputParser()
    #expect(parser.feed(Array("太阳".utf8)) == [.key(.character("太")), .key(.character("阳"))])
  }

  @Test func unknownSequencesAreDroppedWhole() {
    var parser = InputParser()
    #expect(parser.feed([Self.esc, 0x5B, 0x39, 0x39, 0x7A, 0x61]) == [.key(.character("a"))])
    #expect(parser.feed([Self.esc, 0x5B, 0x39, 0x39, 0x7E]).isEmpty)
  }

  @Test func sgrMouseClicksAndWheel() {
    var parser = InputParser()
    #expect(parser.feed(Array("\u{1B}[<0;12;5M".utf8)) == [.mouse(MouseEvent(kind: .press, x: 11, y: 4))])
    #expect(parser.feed(Array("\u{1B}[<0;12;5m".utf8)) == [.mouse(MouseEvent(kind: .release, x: 11, y: 4))])
    #expect(parser.feed(Array("\u{1B}[<64;1;1M\u{1B}[<65;1;1M".utf8))
      == [.mouse(MouseEvent(kind: .wheelUp, x: 0, y: 0)), .mouse(MouseEvent(kind: .wheelDown, x: 0, y: 0))])
  }

  @Test func bracketedPasteIsOneEventWithoutControlCharacters() {
    var parser = InputParser()
    let bytes = Array("\u{1B}[200~猜\u{1B}]0;evil\u{07}图\n\u{1B}[201~x".utf8)
    #expect(parser.feed(Array(bytes[0..<8])).isEmpty)
    #expect(parser.feed(Array(bytes[8...])) == [.paste("猜图 "), .key(.character("x"))])
  }

  @Test func altWithAKeyGivesTheKey() {
    var parser = InputParser()
    #expect(parser.feed([Self.esc, 0x62]) == [.key(.character("b"))])
  }
}
