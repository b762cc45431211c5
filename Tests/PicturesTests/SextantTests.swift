import GameCore
import Testing
import TerminalKit
@testable import Pictures

/// Pictures in sextants: every one of the 64 patterns has its own character, one column wide;
/// each cell takes the two colours and the pattern that fit its six pixels best; and a picture
/// drawn in sextants, read back into pixels, is nearer the picture than in half blocks.
struct SextantTests {
  @Test func everyPatternHasItsOwnCharacterOneColumnWide() {
    let characters = (0..<64).map(Sextant.character)
    #expect(Set(characters).count == 64)
    #expect(characters.allSatisfy { DisplayWidth.of($0) == 1 })
    #expect([characters[0], characters[21], characters[42], characters[63]] == [" ", "▌", "▐", "█"])
    #expect(characters[1] == "\u{1FB00}")  // BLOCK SEXTANT-1: the top left sixth
    #expect(characters[3] == "\u{1FB02}")  // BLOCK SEXTANT-12: the top row
    #expect(characters[62] == "\u{1FB3B}")  // BLOCK SEXTANT-23456
  }

  @Test(arguments: [
    // Six pixels (top left, top right, middle left, …) and the cell they make.
    ([W, W, K, K, K, K], Cell("\u{1FB02}", style: Style(foreground: .rgb(255, 255, 255), background: .rgb(0, 0, 0)))),
    ([K, K, W, W, W, W], Cell("\u{1FB02}", style: Style(foreground: .rgb(0, 0, 0), background: .rgb(255, 255, 255)))),
    ([W, K, W, K, W, K], Cell("▌", style: Style(foreground: .rgb(255, 255, 255), background: .rgb(0, 0, 0)))),
    ([R, R, R, R, R, R], Cell(" ", style: Style(background: .rgb(200, 0, 0)))),
    ([W, K, K, K, K, R], Cell("\u{1FB00}", style: Style(foreground: .rgb(255, 255, 255), background: .rgb(40, 0, 0)))),
  ])
  func aCellTakesTheColoursAndPatternThatFitBest(pixels: [(Int, Int, Int)], expected: Cell) {
    #expect(Mosaic.sextants.cell(pixels) == expected)
  }

  static let W = (255, 255, 255), K = (0, 0, 0), R = (200, 0, 0)

  /// A picture with detail finer than half blocks show: diagonal stripes and a gradient.
  static func picture(width: Int, height: Int) -> Image {
    var pixels: [UInt8] = []
    for y in 0..<height {
      for x in 0..<width {
        let stripe = (x + y) / 2 % 2 == 0
        pixels += [stripe ? 230 : UInt8(x * 255 / width), stripe ? 40 : UInt8(y * 255 / height), stripe ? 60 : 120, 255]
      }
    }
    return Image(width: width, height: height, pixels: pixels)
  }

  /// The mean squared error of cells read back into pixels (each glyph is blocks, so the
  /// read-back is exact) against the picture sampled at the same resolution.
  static func error(_ cells: [[Cell]], against image: Image, perCell: (Int, Int), mask: (Cell, Int, Int) -> Bool) -> Double {
    var total = 0.0, count = 0
    for (row, line) in cells.enumerated() {
      for (column, cell) in line.enumerated() {
        for dy in 0..<perCell.1 {
          for dx in 0..<perCell.0 {
            let p = image.pixel(x: column * perCell.0 + dx, y: row * perCell.1 + dy)
            let color = mask(cell, dx, dy) ? cell.style.foreground : cell.style.background
            guard case .rgb(let r, let g, let b) = color else { continue }
            let dr = Double(r) - Double(p.r), dg = Double(g) - Double(p.g), db = Double(b) - Double(p.b)
            total += dr * dr + dg * dg + db * db
            count += 1
          }
        }
      }
    }
    return total / Double(max(1, count))
  }

  @Test func sextantsAreNearerThePictureThanHalfBlocksInTheSameCells() {
    // 40x20 cells: 80x60 pixels in sextants, 40x40 in half blocks, from one 240x240 picture
    // resampled to each (the half-block error measured against a 2x3 sampling too).
    let source = Self.picture(width: 240, height: 240)
    let sextantImage = Scaling.resize(source, to: 80, 60)
    let sextants = Mosaic.sextants.cells(sextantImage)
    #expect(sextants.count == 20 && sextants.allSatisfy { $0.count == 40 })
    let halfImage = Scaling.resize(source, to: 40, 40)
    let halves = HalfBlock.cells(halfImage, depth: .trueColor)
    let sextantError = Self.error(sextants, against: sextantImage, perCell: (2, 3)) { cell, dx, dy in
      let mask = (0..<64).first { Sextant.character($0) == cell.text } ?? 0
      return mask >> (dy * 2 + dx) & 1 == 1
    }
    // Half blocks read back at the sextants' resolution: a cell's top colour over its top half.
    let halfError = Self.error(halves, against: sextantImage, perCell: (2, 3)) { _, _, dy in dy < 2 && dy * 2 < 3 }
    #expect(sextantError < halfError * 0.8, "sextants \(sextantError), half blocks \(halfError)")
  }
}
