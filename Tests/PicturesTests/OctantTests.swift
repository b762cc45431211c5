import GameCore
import Testing
import TerminalKit
@testable import Pictures

/// Pictures in octants: each of the 256 patterns has its own one-column character, and the
/// character is the one Unicode names for that pattern; a picture drawn in octants is nearer
/// the picture than in sextants in the same cells.
struct OctantTests {
  /// The eighths a character fills, from its Unicode name: `BLOCK OCTANT-1235` (eighths
  /// numbered 1–8 left to right, top to bottom), or the older blocks' names.
  static func eighths(named name: String) -> Int? {
    if name.hasPrefix("BLOCK OCTANT-") {
      return name.dropFirst("BLOCK OCTANT-".count).reduce(0) { mask, digit in mask | 1 << (Int(String(digit))! - 1) }
    }
    let older: [String: Int] = [
      "SPACE": 0, "FULL BLOCK": 255, "UPPER HALF BLOCK": 0x0F, "LOWER HALF BLOCK": 0xF0, "LEFT HALF BLOCK": 0x55,
      "RIGHT HALF BLOCK": 0xAA, "QUADRANT UPPER LEFT": 0x05, "QUADRANT UPPER RIGHT": 0x0A, "QUADRANT LOWER LEFT": 0x50,
      "QUADRANT LOWER RIGHT": 0xA0, "QUADRANT UPPER LEFT AND LOWER RIGHT": 0xA5, "QUADRANT UPPER RIGHT AND LOWER LEFT": 0x5A,
      "QUADRANT UPPER LEFT AND UPPER RIGHT AND LOWER LEFT": 0x5F, "QUADRANT UPPER LEFT AND UPPER RIGHT AND LOWER RIGHT": 0xAF,
      "QUADRANT UPPER LEFT AND LOWER LEFT AND LOWER RIGHT": 0xF5, "QUADRANT UPPER RIGHT AND LOWER LEFT AND LOWER RIGHT": 0xFA,
      "UPPER ONE QUARTER BLOCK": 0x03, "LOWER ONE QUARTER BLOCK": 0xC0, "UPPER THREE QUARTERS BLOCK": 0x3F,
      "LOWER THREE QUARTERS BLOCK": 0xFC, "LEFT HALF UPPER ONE QUARTER BLOCK": 0x01, "RIGHT HALF UPPER ONE QUARTER BLOCK": 0x02,
      "LEFT HALF LOWER ONE QUARTER BLOCK": 0x40, "RIGHT HALF LOWER ONE QUARTER BLOCK": 0x80, "MIDDLE LEFT ONE QUARTER BLOCK": 0x14,
      "MIDDLE RIGHT ONE QUARTER BLOCK": 0x28,
    ]
    return older[name]
  }

  @Test func everyPatternIsTheCharacterUnicodeNamesForIt() throws {
    let characters = (0..<256).map(Octant.character)
    #expect(Set(characters).count == 256)
    #expect(characters.allSatisfy { DisplayWidth.of($0) == 1 })
    for (mask, character) in characters.enumerated() {
      let name = try #require(character.unicodeScalars.first?.properties.name)
      #expect(Self.eighths(named: name) == mask, "pattern \(mask) drew \(name)")
    }
  }

  /// The mean squared error of mosaic cells read back against one reference of 2x12 pixels a
  /// cell (12 is a multiple of both 3 and 4), so both mosaics are measured on the same pixels.
  static func error(_ cells: [[Cell]], mosaic: Mosaic, against image: Image) -> Double {
    SextantTests.error(cells, against: image, perCell: (2, 12)) { cell, dx, dy in
      let mask = mosaic.glyphs.firstIndex(of: cell.text) ?? 0
      return mask >> (dy * mosaic.rows / 12 * 2 + dx) & 1 == 1
    }
  }

  @Test func octantsAreNearerThePictureThanSextantsInTheSameCells() {
    // 40x20 cells of one 240x240 picture: 80x80 pixels in octants, 80x60 in sextants, both
    // read back against it at 80x240.
    let source = SextantTests.picture(width: 240, height: 240)
    let reference = Scaling.resize(source, to: 80, 240)
    let octants = Mosaic.octants.cells(Scaling.resize(source, to: 80, 80))
    #expect(octants.count == 20 && octants.allSatisfy { $0.count == 40 })
    let sextants = Mosaic.sextants.cells(Scaling.resize(source, to: 80, 60))
    let octantError = Self.error(octants, mosaic: .octants, against: reference)
    let sextantError = Self.error(sextants, mosaic: .sextants, against: reference)
    #expect(octantError < sextantError * 0.95, "octants \(octantError), sextants \(sextantError)")
  }

  @Test func aCellOfEightPixelsTakesTheSplitThatFitsBest() {
    let (w, k) = ((255, 255, 255), (0, 0, 0))
    // The last pixel is always the background's: a white bottom row is the upper three
    // quarters in black over white.
    #expect(Mosaic.octants.cell([k, k, k, k, k, k, w, w]) == Cell("\u{1FB85}", style: Style(foreground: .rgb(0, 0, 0), background: .rgb(255, 255, 255))))
    // A diagonal of four white: the octant of eighths 2, 3, 6 and 7 in black over white.
    let diagonal = Mosaic.octants.cell([w, k, k, w, w, k, k, w])
    #expect(diagonal == Cell(Octant.character(0x66), style: Style(foreground: .rgb(0, 0, 0), background: .rgb(255, 255, 255))))
    #expect(diagonal.text.unicodeScalars.first?.properties.name == "BLOCK OCTANT-2367")
    // A grey ramp down the cell: split between its lighter and darker halves.
    let ramp = [(0, 0, 0), (0, 0, 0), (80, 80, 80), (80, 80, 80), (160, 160, 160), (160, 160, 160), (240, 240, 240), (240, 240, 240)]
    #expect(Mosaic.octants.cell(ramp) == Cell("▀", style: Style(foreground: .rgb(40, 40, 40), background: .rgb(200, 200, 200))))
  }
}
