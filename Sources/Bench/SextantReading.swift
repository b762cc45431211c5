import Pictures

/// Cells drawn in sextants (ours or chafa's `--symbols=sextant`) read back into pixels, 2x3 a
/// cell: each glyph is blocks, so the reading is exact. Escape codes are read as
/// `HalfBlockReading` reads them; a glyph that is not a sextant pattern (chafa may use others)
/// counts as unknown and its cell is skipped.
struct SextantReading {
  private(set) var width = 0
  private(set) var height = 0
  /// Each cell's six pixels (RGB), or nil for a glyph of no pattern.
  private var rows: [[[[UInt8]]?]] = []

  static let masks: [Unicode.Scalar: Int] = Dictionary(uniqueKeysWithValues: (0..<64).map { (Sextant.character($0).unicodeScalars.first!, $0) })

  init(_ bytes: [UInt8]) {
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
      } else if let mask = Self.masks[scalar] {
        row.append((0..<6).map { mask >> $0 & 1 == 1 ? foreground : background })
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
  /// `2 * width` x `3 * height` pixels; and how many cells were of no pattern.
  func error(against reference: Image) -> (mean: Double, unknown: Int) {
    var total = 0, count = 0, unknown = 0
    for (r, line) in rows.enumerated() {
      for (c, cell) in line.enumerated() {
        guard let cell else {
          unknown += 1
          continue
        }
        for p in 0..<6 {
          let x = c * 2 + p % 2, y = r * 3 + p / 2
          guard x < reference.width, y < reference.height else { continue }
          for channel in 0..<3 { total += abs(Int(cell[p][channel]) - Int(reference.pixels[(y * reference.width + x) * 4 + channel])) }
          count += 3
        }
      }
    }
    return (Double(total) / Double(max(1, count)), unknown)
  }
}
