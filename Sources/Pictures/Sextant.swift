import GameCore
import TerminalKit

/// Pictures in sextants: each cell is 2x3 pixels drawn with one of the 64 patterns of Unicode's
/// sextant block characters (U+1FB00–U+1FB3B, with the space, the half blocks `▌` `▐` and the
/// full block for the other four), in two colours. Three times the pixels of half blocks in the
/// same cells, for terminals whose font has the glyphs (docs/playing.md says which).
///
/// Each cell's two colours and pattern are those with the least squared error against the
/// picture's pixels (all 32 ways of splitting six pixels in two are tried), as chafa chooses.
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

  /// Cells for an opaque picture of `2 * columns` x `3 * rows` pixels (rows past its height
  /// repeat its last one).
  public static func cells(_ image: Image) -> [[Cell]] {
    let columns = (image.width + 1) / 2, rows = (image.height + 2) / 3
    return (0..<rows).map { row in
      (0..<columns).map { column in
        var pixels: [(Int, Int, Int)] = []
        pixels.reserveCapacity(6)
        for dy in 0..<3 {
          for dx in 0..<2 {
            let p = image.pixel(x: min(image.width - 1, column * 2 + dx), y: min(image.height - 1, row * 3 + dy))
            pixels.append((Int(p.r), Int(p.g), Int(p.b)))
          }
        }
        return cell(pixels)
      }
    }
  }

  /// The best two colours and pattern for six pixels.
  static func cell(_ pixels: [(Int, Int, Int)]) -> Cell {
    var best = (mask: 0, error: Int.max, fg: (0, 0, 0), bg: (0, 0, 0))
    // A split and its complement are one choice: the last pixel always in the background.
    for mask in 0..<32 {
      var sums = [(0, 0, 0, 0), (0, 0, 0, 0)]  // background, foreground: r, g, b, count
      var squares = 0
      for (i, p) in pixels.enumerated() {
        let side = mask >> i & 1
        sums[side].0 += p.0
        sums[side].1 += p.1
        sums[side].2 += p.2
        sums[side].3 += 1
        squares += p.0 * p.0 + p.1 * p.1 + p.2 * p.2
      }
      // The squared error of a set about its mean is its sum of squares less sum² / count.
      var error = squares
      for s in sums where s.3 > 0 { error -= (s.0 * s.0 + s.1 * s.1 + s.2 * s.2) / s.3 }
      if error < best.error {
        let mean = { (s: (Int, Int, Int, Int)) in s.3 > 0 ? ((s.0 + s.3 / 2) / s.3, (s.1 + s.3 / 2) / s.3, (s.2 + s.3 / 2) / s.3) : (0, 0, 0) }
        best = (mask, error, mean(sums[1]), mean(sums[0]))
      }
    }
    func color(_ c: (Int, Int, Int)) -> Color { .rgb(UInt8(c.0), UInt8(c.1), UInt8(c.2)) }
    if best.mask == 0 { return Cell(" ", style: Style(background: color(best.bg))) }
    return Cell(character(best.mask), style: Style(foreground: color(best.fg), background: color(best.bg)))
  }

  /// Decodes, fits into `columns` x `rows` cells keeping the aspect ratio (a cell is twice as
  /// tall as it is wide, its sixths three quarters as wide as tall), blends transparency over
  /// `background`, and turns the result into cells.
  public static func render(_ bytes: [UInt8], columns: Int, rows: Int, background: (UInt8, UInt8, UInt8) = (0, 0, 0)) throws(PictureError) -> [[Cell]] {
    guard columns > 0, rows > 0 else { return [] }
    let image = try PictureDecoder.decode(bytes, fitting: (columns * 2, rows * 3))
    // Fitted as half blocks fit it (square pixels, a cell 1x2), then sampled 2x3 a cell.
    let size = Scaling.fit(width: image.width, height: image.height, into: (columns, rows * 2))
    let cellRows = (size.height + 1) / 2
    let scaled = Scaling.flatten(Scaling.resize(image, to: size.width * 2, max(1, size.height * 3 / 2)), over: background)
    return Array(cells(scaled).prefix(cellRows))
  }
}
