/// A picture as sixel graphics (xterm with sixel, foot, mlterm, Windows Terminal, contour,
/// WezTerm): a palette of at most 256 colours chosen by median cut, then the pixels six rows
/// at a time, each colour's row of sixels run-length encoded.
public enum Sixel {
  /// The DCS sequence for `image` (opaque: flatten a transparent one first).
  public static func encode(_ image: Image, colors: Int = 256) -> [UInt8] {
    let palette = MedianCut(image, colors: max(2, min(256, colors)))
    var out = Array("\u{1B}P0;1;0q\"1;1;\(image.width);\(image.height)".utf8)
    for (i, color) in palette.colors.enumerated() {
      // Sixel colours are percentages.
      let percent = { (v: UInt8) in (Int(v) * 100 + 127) / 255 }
      out += Array("#\(i);2;\(percent(color.r));\(percent(color.g));\(percent(color.b))".utf8)
    }
    let indices = palette.indices
    let width = image.width
    // One row of sixel bits a colour, filled in one pass over the band's pixels; only the
    // colours the band uses are written out, and cleared after.
    var bits = [UInt8](repeating: 0, count: palette.colors.count * width)
    var last = [Int](repeating: -1, count: palette.colors.count)
    var used: [Int] = []
    for band in stride(from: 0, to: image.height, by: 6) {
      let rows = min(6, image.height - band)
      for r in 0..<rows {
        let rowStart = (band + r) * width
        for x in 0..<width {
          let color = Int(indices[rowStart + x])
          if last[color] < 0 { used.append(color) }
          bits[color * width + x] |= 1 << r
          if x > last[color] { last[color] = x }
        }
      }
      used.sort()
      for (n, color) in used.enumerated() {
        if n > 0 { out.append(UInt8(ascii: "$")) }
        out += Array("#\(color)".utf8)
        let base = color * width
        var x = 0
        // The run after the last sixel of this colour is left out: the band is empty there.
        while x <= last[color] {
          let value = bits[base + x]
          var run = 1
          while x + run <= last[color], bits[base + x + run] == value { run += 1 }
          if run >= 4 {
            out += Array("!\(run)".utf8)
            out.append(63 + value)
          } else {
            for _ in 0..<run { out.append(63 + value) }
          }
          x += run
        }
        for i in base..<(base + width) { bits[i] = 0 }
        last[color] = -1
      }
      used.removeAll(keepingCapacity: true)
      if band + 6 < image.height { out.append(UInt8(ascii: "-")) }
    }
    out += Array("\u{1B}\\".utf8)
    return out
  }
}

/// A palette by median cut: the colours (five bits a channel) are split, box by box, at the
/// median of the channel that spreads most in the box that holds the most pixels times its
/// spread, until there are `colors` boxes; each box's colour is the mean of its pixels.
public struct MedianCut {
  public var colors: [(r: UInt8, g: UInt8, b: UInt8)] = []
  /// Each pixel's palette index, row by row.
  public var indices: [UInt8] = []

  public init(_ image: Image, colors wanted: Int) {
    var counts = [Int](repeating: 0, count: 32_768)
    var keys = [Int](repeating: 0, count: image.width * image.height)
    image.pixels.withUnsafeBufferPointer { p in
      for i in 0..<(image.width * image.height) {
        let key = Int(p[i * 4] >> 3) << 10 | Int(p[i * 4 + 1] >> 3) << 5 | Int(p[i * 4 + 2] >> 3)
        keys[i] = key
        counts[key] += 1
      }
    }
    var boxes: [[Int]] = [counts.indices.filter { counts[$0] > 0 }]
    func channel(_ key: Int, _ c: Int) -> Int { key >> (10 - 5 * c) & 31 }
    // Each box's widest channel, its spread and its pixels, kept with it: a split measures
    // only the two boxes it makes.
    func measure(_ box: [Int]) -> (score: Int, channel: Int) {
      var low = [31, 31, 31], high = [0, 0, 0], pixels = 0
      for key in box {
        pixels += counts[key]
        for c in 0..<3 {
          let v = channel(key, c)
          low[c] = min(low[c], v)
          high[c] = max(high[c], v)
        }
      }
      let spreads = (0..<3).map { high[$0] - low[$0] }
      let widest = spreads.indices.max { spreads[$0] < spreads[$1] } ?? 0
      return (spreads[widest] == 0 ? -1 : spreads[widest] * pixels, widest)
    }
    var measures = boxes.map(measure)
    while boxes.count < wanted {
      guard let i = measures.indices.max(by: { measures[$0].score < measures[$1].score }), measures[i].score > 0 else { break }
      let c = measures[i].channel
      let sorted = boxes[i].sorted { channel($0, c) < channel($1, c) }
      let total = sorted.reduce(0) { $0 + counts[$1] }
      var seen = 0
      var cut = 1
      for (k, key) in sorted.enumerated() {
        seen += counts[key]
        if seen * 2 >= total {
          cut = max(1, min(sorted.count - 1, k + 1))
          break
        }
      }
      boxes[i] = Array(sorted[..<cut])
      boxes.append(Array(sorted[cut...]))
      measures[i] = measure(boxes[i])
      measures.append(measure(boxes[boxes.count - 1]))
    }
    // Each box's mean colour, from the full 8-bit pixels, and each pixel's box.
    var boxOf = [UInt8](repeating: 0, count: 32_768)
    for (i, box) in boxes.enumerated() { for key in box { boxOf[key] = UInt8(i) } }
    var sums = [(r: Int, g: Int, b: Int, n: Int)](repeating: (0, 0, 0, 0), count: boxes.count)
    indices = [UInt8](repeating: 0, count: keys.count)
    for i in keys.indices {
      let box = boxOf[keys[i]]
      indices[i] = box
      sums[Int(box)].r += Int(image.pixels[i * 4])
      sums[Int(box)].g += Int(image.pixels[i * 4 + 1])
      sums[Int(box)].b += Int(image.pixels[i * 4 + 2])
      sums[Int(box)].n += 1
    }
    colors = sums.map { s in s.n == 0 ? (0, 0, 0) : (UInt8(s.r / s.n), UInt8(s.g / s.n), UInt8(s.b / s.n)) }
  }
}
