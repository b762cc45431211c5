import Testing
@testable import TerminalKit

/// The renderer's bytes for pictures the terminal draws: shown once, deleted when covered,
/// shown again when uncovered, all deleted and shown again on a resize.
struct ImagePlacementTests {
  static let rect = Rect(x: 2, y: 1, width: 6, height: 3)

  static func screen(_ kind: ImagePlacement.Kind, size: Size = Size(columns: 20, rows: 8), covered: Bool = false) -> CellBuffer {
    var buffer = CellBuffer(size: size)
    buffer.fill(rect, style: .plain, character: "▀")
    buffer.place(ImagePlacement(rect: rect, key: "sun|48x48", kind: kind) { id in Array("<IMG \(id)>".utf8) })
    if covered { buffer.write("OK", x: 4, y: 2) }
    return buffer
  }

  static func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

  @Test func kittyPicturesAreShownDeletedWhenCoveredAndShownAgain() {
    let renderer = Renderer(depth: .trueColor)
    let shown = Self.screen(.kitty)
    let id = shown.images[0].id
    #expect(Self.text(renderer.frame(from: nil, to: shown)).hasSuffix("\u{1B}[2;3H<IMG \(id)>"))
    #expect(renderer.frame(from: shown, to: shown).isEmpty)
    let covered = Self.screen(.kitty, covered: true)
    #expect(covered.images.isEmpty)
    let cover = Self.text(renderer.frame(from: shown, to: covered))
    #expect(cover.hasPrefix("\u{1B}_Ga=d,d=I,i=\(id),q=2\u{1B}\\"))
    #expect(cover.contains("OK"))
    #expect(Self.text(renderer.frame(from: covered, to: shown)).hasSuffix("\u{1B}[2;3H<IMG \(id)>"))
    let resized = Self.screen(.kitty, size: Size(columns: 30, rows: 10))
    let redraw = Self.text(renderer.frame(from: shown, to: resized))
    #expect(redraw.hasPrefix("\u{1B}[0m\u{1B}[2J" + Self.text(Renderer.deleteAllImages)))
    #expect(redraw.hasSuffix("<IMG \(id)>"))
  }

  @Test func aCoveredSixelHasItsCellsDrawnAgain() {
    let renderer = Renderer(depth: .trueColor)
    let shown = Self.screen(.sixel)
    var other = shown
    other.write("x", x: 15, y: 6)
    // Covered elsewhere than its cells: the picture stays, nothing of it is sent again.
    #expect(Self.text(renderer.frame(from: shown, to: other)) == "\u{1B}[7;16H\u{1B}[0mx")
    let covered = Self.screen(.sixel, covered: true)
    let bytes = Self.text(renderer.frame(from: shown, to: covered))
    // Its 18 cells are written again (the sixel's pixels were in them): 16 half blocks and the "OK".
    #expect(bytes.filter { $0 == "▀" }.count == 16)
    #expect(bytes.contains("OK"))
    #expect(!bytes.contains("<IMG"))
  }

  @Test func placingOverAnotherPictureReplacesIt() {
    var buffer = CellBuffer(size: Size(columns: 20, rows: 8))
    buffer.place(ImagePlacement(rect: Self.rect, key: "a", kind: .kitty) { _ in [] })
    buffer.place(ImagePlacement(rect: Rect(x: 4, y: 2, width: 4, height: 2), key: "b", kind: .kitty) { _ in [] })
    #expect(buffer.images.map(\.key) == ["b"])
    buffer.restyle(Rect(x: 0, y: 0, width: 5, height: 3)) { $0 }
    #expect(buffer.images.isEmpty)
  }
}
