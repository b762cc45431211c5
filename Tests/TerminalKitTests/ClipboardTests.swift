import Foundation
import Testing
import TestSupport
@testable import TerminalKit

/// A program that offers a line to copy when asked and leaves it to print when it quits.
private struct SharingProgram: Program {
  let name: String
  var asked: String?
  func draw(into buffer: inout CellBuffer) {}
  mutating func handle(_ event: InputEvent, now: Double) -> ProgramOutcome {
    if case .key(.character("c")) = event { asked = "\(name) line" }
    if case .key(.escape) = event { return .quit }
    return .continue
  }
  mutating func takeClipboard() -> String? {
    defer { asked = nil }
    return asked
  }
  var farewell: [String] { ["\(name) farewell"] }
}

struct ClipboardTests {
  @Test("OSC 52 carries the text as base64, its control characters cleaned first", arguments: [
    ("猜图 #336 🟩", "猜图 #336 🟩"), ("a\u{7}b\u{1B}]52;c;eA==\u{7}", "ab"),
  ])
  func osc52(text: String, sent: String) {
    let base64 = Data(sent.utf8).base64EncodedString()
    #expect(Clipboard.osc52(text) == Array("\u{1B}]52;c;\(base64)\u{7}".utf8))
  }

  @Test func theStackHandsOnWhatTheTopAsksToCopyAndKeepsFarewellsInTheOrderProgramsQuit() {
    var stack = ProgramStack(SharingProgram(name: "launcher"), size: Size(columns: 20, rows: 5))
    stack.apply(.open(SharingProgram(name: "game")))
    #expect(stack.takeClipboard() == nil)
    stack.handle(.key(.character("c")), now: 0)
    #expect(stack.takeClipboard() == "game line")
    #expect(stack.takeClipboard() == nil)
    stack.handle(.key(.escape), now: 0)
    #expect(stack.farewell == ["game farewell"])
    stack.removeAll()
    #expect(stack.farewell == ["game farewell", "launcher farewell"])
  }
}
