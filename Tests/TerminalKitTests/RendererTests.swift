import Testing
@testable import TerminalKit

struct RendererTests {
  func buffer(_ lines: [String], columns: Int = 8) -> CellBuffer {
    var buffer = CellBuffer(size: Size(columns: columns, rows: lines.count))
    for (y, line) in lines.enumerated() { buffer.write(line, x: 0, y: y) }
    return buffer
  }

  @Test func anUnchangedScreenCostsNothing() {
    let a = buffer(["hello", "猜图"])
    #expect(Renderer(depth: .trueColor).frame(from: a, to: a).isEmpty)
  }

  @Test func onlyChangedCellsAreWritten() {
    let a = buffer(["hello", "world"])
    let b = buffer(["hallo", "world"])
    #expect(String(decoding: Renderer(depth: .none).frame(from: a, to: b), as: UTF8.self) == "\u{1B}[1;2H\u{1B}[0ma")
  }

  @Test func aWideCharacterIsWrittenOnceForItsTwoCells() {
    let a = buffer(["ab"])
    let b = buffer(["猜"])
    #expect(String(decoding: Renderer(depth: .none).frame(from: a, to: b), as: UTF8.self) == "\u{1B}[1;1H\u{1B}[0m猜")
  }

  @Test func theFirstFrameClearsAndDrawsEverythingNotBlank() {
    let b = buffer(["hi"])
    #expect(String(decoding: Renderer(depth: .none).frame(from: nil, to: b), as: UTF8.self) == "\u{1B}[0m\u{1B}[2J\u{1B}[1;1Hhi")
  }

  @Test("colours by depth", arguments: [
    (ColorDepth.trueColor, "\u{1B}[0;1;38;2;255;128;0m"),
    (.indexed256, "\u{1B}[0;1;38;5;208m"),
    (.ansi16, "\u{1B}[0;1;33m"),
    (.none, "\u{1B}[0;1m"),
  ])
  func sgr(depth: ColorDepth, expected: String) {
    let style = Style(foreground: .rgb(255, 128, 0), bold: true)
    #expect(String(decoding: Renderer(depth: depth).sgr(style), as: UTF8.self) == expected)
  }

  @Test("the 256-colour cube and grey ramp", arguments: [
    ((0, 0, 0), 16), ((255, 255, 255), 231), ((255, 0, 0), 196), ((0, 95, 135), 24), ((128, 128, 128), 244), ((18, 18, 18), 233),
  ] as [((UInt8, UInt8, UInt8), UInt8)])
  func index256(rgb: (UInt8, UInt8, UInt8), expected: UInt8) {
    #expect(ColorMapping.index256(r: rgb.0, g: rgb.1, b: rgb.2) == expected)
  }

  @Test func colourDepthFromTheEnvironment() {
    #expect(ColorDepth.detect(environment: ["NO_COLOR": "1", "COLORTERM": "truecolor"], isTerminal: true) == .none)
    #expect(ColorDepth.detect(environment: ["TERM": "dumb"], isTerminal: true) == .none)
    #expect(ColorDepth.detect(environment: ["COLORTERM": "24bit"], isTerminal: true) == .trueColor)
    #expect(ColorDepth.detect(environment: ["TERM": "xterm-256color"], isTerminal: true) == .indexed256)
    #expect(ColorDepth.detect(environment: ["TERM": "xterm"], isTerminal: true) == .ansi16)
    #expect(ColorDepth.detect(environment: ["TERM": "xterm"], isTerminal: false) == .none)
    #expect(ColorDepth.detect(choice: "always", environment: ["NO_COLOR": "1"], isTerminal: false) == .ansi16)
    #expect(ColorDepth.detect(choice: "never", environment: ["COLORTERM": "truecolor"], isTerminal: true) == .none)
  }

  @Test func overwritingHalfAWideCharacterBlanksTheOtherHalf() {
    var b = buffer(["猜图"])
    b.write("x", x: 1, y: 0)
    #expect(b.lines == [" x图"])
    b.write("y", x: 2, y: 0)
    #expect(b.lines == [" xy"])
  }
}
