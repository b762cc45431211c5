/// Cells drawn in sextants or octants (ours, or chafa's `--symbols=sextant`) read back into
/// pixels, 2 x `mosaic.rows` a cell: each glyph is blocks, so the reading is exact. Escape codes
/// are read as `HalfBlockReading` reads them; a glyph that is not one of the mosaic's patterns
/// (chafa may use others) counts as unknown and its cell is skipped.
public struct MosaicReading {
  public private(set) var width = 0
  public private(set) var height = 0
  let mosaic: Mosaic
  /// Each cell's pixels (RGB), or nil for a glyph of no pattern.
  private var rows: [[[[UInt8]]?]] = []

  public init(_ bytes: [UInt8], mosaic: Mosaic) {
    self.mosaic = mosaic
    let count = mosaic.rows * 2
    let masks = Dictionary(uniqueKeysWithValues: (0..<(1 << count)).map { (mosaic.character($0).unicodeScalars.first!, $0) })
    let black: [UInt8] = [0, 0, 0]
    var foreground = black, background = black
    var row: [[[UInt8]]?] = []
    let text = String(decoding: bytes, as: UTF8.self).unicodeScalars
    var i = text.startIndex
    while i < text.endIndex {
      let scalar = text[i]
      if scalar == "\u{1B}" {
        var end = text.index(after: i)
        var parameters = ""
        if end < text.endIndex, text[end] == "[" {
          end = text.index(after: end)
          while end < text.endIndex, !(0x40...0x7E).contains(text[end].value) {
            parameters.unicodeScalars.append(text[end])
            end = text.index(after: end)
          }
          if end < text.endIndex, text[end] == "m" {
            HalfBlockReading.applySGR(parameters, foreground: &foreground, background: &background)
          }
        }
        i = end < text.endIndex ? text.index(after: end) : end
        continue
      }
      if scalar == "\n" {
        if !row.isEmpty { rows.append(row) }
        row = []
      } else if let mask = masks[scalar] {
        row.append((0..<count).map { mask >> $0 & 1 == 1 ? foreground : background })
      } else if scalar.value >= 0x20 {
        row.append(nil)
      }
      i = text.index(after: i)
    }
    if !row.isEmpty { rows.append(row) }
    height = rows.count
    width = rows.map(\.count).max() ?? 0
  }

  /// The mean error a channel (0–255) of every pixel read back against `reference`, an image of
  /// `2 * width` x `k * mosaic.rows * height` pixels (each read-back pixel stands for `k` rows);
  /// and how many cells were of no pattern.
  public func error(against reference: Image) -> (mean: Double, unknown: Int) {
    var total = 0, count = 0, unknown = 0
    for (r, line) in rows.enumerated() {
      for (c, cell) in line.enumerated() {
        guard let cell else {
          unknown += 1
          continue
        }
        let perCell = reference.height / max(1, height)
        for dy in 0..<perCell {
          for dx in 0..<2 {
            let p = dy * mosaic.rows / perCell * 2 + dx
            let x = c * 2 + dx, y = r * perCell + dy
            guard x < reference.width, y < reference.height else { continue }
            for channel in 0..<3 { total += abs(Int(cell[p][channel]) - Int(reference.pixels[(y * reference.width + x) * 4 + channel])) }
            count += 3
          }
        }
      }
    }
    return (Double(total) / Double(max(1, count)), unknown)
  }
}
