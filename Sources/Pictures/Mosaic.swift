import GameCore
import TerminalKit

/// Pictures in block mosaics: each cell is 2 pixels wide and `rows` tall — sextants (2x3,
/// Unicode's U+1FB00–U+1FB3B) or octants (2x4, U+1CD00–U+1CDE5), each pattern completed by the
/// older block characters — drawn in two colours. Three or four times the pixels of half
/// blocks in the same cells, for terminals whose font has the glyphs (docs/playing.md says
/// which).
///
/// Each cell's two colours and pattern are those with the least squared error against the
/// picture's pixels (every way of splitting its pixels in two is tried), as chafa chooses.
public struct Mosaic: Sendable {
  /// Pixel rows a cell (pixel columns are always 2).
  public let rows: Int
  /// The glyph of each pattern: bit `row * 2 + column` set where the foreground is.
  let glyphs: [String]

  public static let sextants = Mosaic(rows: 3, glyphs: (0..<64).map(Sextant.character))
  public static let octants = Mosaic(rows: 4, glyphs: (0..<256).map(Octant.character))

  var pixelsPerCell: Int { rows * 2 }

  /// The glyph of pattern `mask`.
  public func character(_ mask: Int) -> String { glyphs[mask & (glyphs.count - 1)] }

  /// Cells for an opaque picture of `2 * columns` x `rows * cellRows` pixels (rows past its
  /// height repeat its last one).
  public func cells(_ image: Image) -> [[Cell]] {
    let columns = (image.width + 1) / 2, cellRows = (image.height + rows - 1) / rows
    var pixels = [(Int, Int, Int)](repeating: (0, 0, 0), count: pixelsPerCell)
    return (0..<cellRows).map { row in
      (0..<columns).map { column in
        for dy in 0..<rows {
          for dx in 0..<2 {
            let p = image.pixel(x: min(image.width - 1, column * 2 + dx), y: min(image.height - 1, row * rows + dy))
            pixels[dy * 2 + dx] = (Int(p.r), Int(p.g), Int(p.b))
          }
        }
        return cell(pixels)
      }
    }
  }

  /// The best two colours and pattern for a cell's pixels.
  func cell(_ pixels: [(Int, Int, Int)]) -> Cell {
    var squares = 0, total = (0, 0, 0)
    for p in pixels {
      squares += p.0 * p.0 + p.1 * p.1 + p.2 * p.2
      total = (total.0 + p.0, total.1 + p.1, total.2 + p.2)
    }
    let count = pixels.count
    var best = (mask: 0, error: Int.max, fg: (0, 0, 0, 0), bg: (0, 0, 0, 0))
    // A split and its complement are one choice: the last pixel always in the background.
    for mask in 0..<(1 << (count - 1)) {
      var fg = (0, 0, 0, 0)  // r, g, b, count of the foreground; the background is the rest
      var bits = mask
      var i = 0
      while bits != 0 {
        if bits & 1 == 1 {
          let p = pixels[i]
          fg = (fg.0 + p.0, fg.1 + p.1, fg.2 + p.2, fg.3 + 1)
        }
        bits >>= 1
        i += 1
      }
      let bg = (total.0 - fg.0, total.1 - fg.1, total.2 - fg.2, count - fg.3)
      // The squared error of a set about its mean is its sum of squares less sum² / count.
      var error = squares
      for s in [fg, bg] where s.3 > 0 { error -= (s.0 * s.0 + s.1 * s.1 + s.2 * s.2) / s.3 }
      if error < best.error { best = (mask, error, fg, bg) }
    }
    func color(_ s: (Int, Int, Int, Int)) -> Color {
      guard s.3 > 0 else { return .rgb(0, 0, 0) }
      return .rgb(UInt8((s.0 + s.3 / 2) / s.3), UInt8((s.1 + s.3 / 2) / s.3), UInt8((s.2 + s.3 / 2) / s.3))
    }
    if best.mask == 0 { return Cell(" ", style: Style(background: color(best.bg))) }
    return Cell(character(best.mask), style: Style(foreground: color(best.fg), background: color(best.bg)))
  }

  /// Decodes, fits into `columns` x `rows` cells keeping the aspect ratio (a cell is twice as
  /// tall as it is wide), blends transparency over `background`, and turns the result into cells.
  public func render(_ bytes: [UInt8], columns: Int, rows cellRows: Int, background: (UInt8, UInt8, UInt8) = (0, 0, 0)) throws(PictureError) -> [[Cell]] {
    guard columns > 0, cellRows > 0 else { return [] }
    let image = try PictureDecoder.decode(bytes, fitting: (columns * 2, cellRows * rows))
    // Fitted as half blocks fit it (square pixels, a cell 1x2), then sampled 2 x `rows` a cell.
    let size = Scaling.fit(width: image.width, height: image.height, into: (columns, cellRows * 2))
    let shownRows = (size.height + 1) / 2
    let scaled = Scaling.flatten(Scaling.resize(image, to: size.width * 2, max(1, size.height * rows / 2)), over: background)
    return Array(cells(scaled).prefix(shownRows))
  }
}

/// Unicode's sextants: 2x3 a cell.
public enum Sextant {
  /// The character whose filled sixths are `mask`'s bits: bit `row * 2 + column`, rows from the
  /// top, columns from the left.
  public static func character(_ mask: Int) -> String {
    switch mask & 63 {
    case 0: return " "
    case 21: return "▌"
    case 42: return "▐"
    case 63: return "█"
    case let m:
      // The block is in order of the masks, without the two half blocks it leaves out.
      let index = m - 1 - (m > 21 ? 1 : 0) - (m > 42 ? 1 : 0)
      return String(Character(Unicode.Scalar(0x1FB00 + UInt32(index))!))
    }
  }
}

/// Unicode's octants (Unicode 16): 2x4 a cell.
public enum Octant {
  /// The 26 patterns the octant block leaves out, drawn by older characters: the space, the
  /// full, half, quarter and three-quarter blocks, the quadrants, and the one-eighth corners.
  static let older: [Int: Unicode.Scalar] = [
    0: " ", 255: "█", 0x0F: "▀", 0xF0: "▄", 0x55: "▌", 0xAA: "▐",
    0x05: "▘", 0x0A: "▝", 0x50: "▖", 0xA0: "▗", 0xA5: "▚", 0x5A: "▞", 0x5F: "▛", 0xAF: "▜", 0xF5: "▙", 0xFA: "▟",
    0x03: "\u{1FB82}", 0xC0: "▂", 0x3F: "\u{1FB85}", 0xFC: "▆",
    0x01: "\u{1CEA8}", 0x02: "\u{1CEAB}", 0x40: "\u{1CEA3}", 0x80: "\u{1CEA0}", 0x14: "\u{1FBE6}", 0x28: "\u{1FBE7}",
  ]

  /// Where each pattern's glyph is: an older character, or the octant block in order of the
  /// masks it does not leave out.
  static let table: [Unicode.Scalar] = {
    var next: UInt32 = 0x1CD00
    return (0..<256).map { mask in
      if let scalar = older[mask] { return scalar }
      defer { next += 1 }
      return Unicode.Scalar(next)!
    }
  }()

  /// The character whose filled eighths are `mask`'s bits: bit `row * 2 + column`, rows from
  /// the top, columns from the left.
  public static func character(_ mask: Int) -> String { String(Character(table[mask & 255])) }
}
