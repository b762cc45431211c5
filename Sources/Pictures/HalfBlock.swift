import GameCore
import PlistKit
import TerminalKit

/// Pictures as terminal cells: the upper half block `▀` with the upper pixel as its colour and
/// the lower pixel as the background, so one cell shows two square pixels. With no colour, a
/// ramp of characters by brightness.
public enum HalfBlock {
  public static let ramp = Array(" .:-=+*#%@")

  /// Cells for an opaque picture, one per two pixel rows.
  public static func cells(_ image: Image, depth: ColorDepth) -> [[Cell]] {
    let rows = (image.height + 1) / 2
    return (0..<rows).map { row in
      (0..<image.width).map { x in
        let top = image.pixel(x: x, y: row * 2)
        let bottom = row * 2 + 1 < image.height ? image.pixel(x: x, y: row * 2 + 1) : top
        if depth == .none {
          let light = (ColorMapping.luminance(r: top.r, g: top.g, b: top.b) + ColorMapping.luminance(r: bottom.r, g: bottom.g, b: bottom.b)) / 2
          return Cell(String(ramp[min(ramp.count - 1, light * ramp.count / 256)]))
        }
        return Cell("▀", style: Style(foreground: .rgb(top.r, top.g, top.b), background: .rgb(bottom.r, bottom.g, bottom.b)))
      }
    }
  }

  /// Decodes, fits into `columns` x `rows` cells keeping the aspect ratio, blends transparency
  /// over `background`, and turns the result into cells.
  public static func render(_ bytes: [UInt8], columns: Int, rows: Int, depth: ColorDepth,
                            background: (UInt8, UInt8, UInt8) = (0, 0, 0)) throws(PictureError) -> [[Cell]] {
    guard columns > 0, rows > 0 else { return [] }
    let image = try PictureDecoder.decode(bytes, fitting: (columns, rows * 2))
    let size = Scaling.fit(width: image.width, height: image.height, into: (columns, rows * 2))
    let scaled = Scaling.flatten(Scaling.resize(image, to: size.width, size.height), over: background)
    return cells(scaled, depth: depth)
  }

  /// Places rendered cells centred in `rect`.
  public static func place(_ cells: [[Cell]], in rect: Rect, into buffer: inout CellBuffer) {
    let top = rect.y + max(0, (rect.height - cells.count) / 2)
    for (row, line) in cells.enumerated() where row < rect.height {
      let left = rect.x + max(0, (rect.width - line.count) / 2)
      for (column, cell) in line.enumerated() where column < rect.width {
        buffer.put(cell, x: left + column, y: top + row)
      }
    }
  }
}
