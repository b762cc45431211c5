/// A picture as sixel graphics (xterm with sixel, foot, mlterm, Windows Terminal, contour,
/// WezTerm): a palette of at most 256 colours chosen by median cut, then the pixels six rows
/// at a time, each colour's row of sixels run-length encoded.
public enum Sixel {
  /// The DCS sequence for `image` (opaque: flatten a transparent one first). With `dither`,
  /// each pixel's error against its palette colour is spread to the pixels after it
  /// (Floyd–Steinberg): smooth shades in few colours read as shades, not bands.
  public static func encode(_ image: Image, colors: Int = 256, dither: Bool = false) -> [UInt8] {
    var palette = MedianCut(image, colors: max(2, min(256, colors)))
    if dither { palette.indices = Dithering.indices(of: image, palette: palette.colors) }
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

/// Floyd–Steinberg error diffusion onto a palette: each pixel takes the palette colour nearest
/// to it plus the error carried from the pixels before, and passes its own error on (7/16 to
/// the right, 3/16, 5/16 and 1/16 to the row below).
enum Dithering {
  static func indices(of image: Image, palette: [(r: UInt8, g: UInt8, b: UInt8)]) -> [UInt8] {
    let width = image.width, height = image.height
    var indices = [UInt8](repeating: 0, count: width * height)
    guard width > 0, height > 0, !palette.isEmpty else { return indices }
    // The nearest colour of each colour seen, at five bits a channel: a photo has far fewer
    // of them than pixels times the palette's 256 colours.
    var nearest = [Int16](repeating: -1, count: 32_768)
    func closest(_ r: Int, _ g: Int, _ b: Int) -> Int {
      let key = (r >> 3) << 10 | (g >> 3) << 5 | (b >> 3)
      if nearest[key] >= 0 { return Int(nearest[key]) }
      var best = 0, bestDistance = Int.max
      for (i, c) in palette.enumerated() {
        let dr = r - Int(c.r), dg = g - Int(c.g), db = b - Int(c.b)
        let distance = dr * dr + dg * dg + db * db
        if distance < bestDistance { (best, bestDistance) = (i, distance) }
      }
      nearest[key] = Int16(best)
      return best
    }
    // The errors carried into this row and the next, in sixteenths, a pixel either side spare.
    var here = [Int](repeating: 0, count: (width + 2) * 3)
    var below = here
    for y in 0..<height {
      for x in 0..<width {
        let p = (y * width + x) * 4
        let e = (x + 1) * 3
        let r = min(255, max(0, Int(image.pixels[p]) + here[e] / 16))
        let g = min(255, max(0, Int(image.pixels[p + 1]) + here[e + 1] / 16))
        let b = min(255, max(0, Int(image.pixels[p + 2]) + here[e + 2] / 16))
        let index = closest(r, g, b)
        indices[y * width + x] = UInt8(index)
        func spread(_ c: Int, _ error: Int) {
          here[e + 3 + c] += error * 7
          below[e - 3 + c] += error * 3
          below[e + c] += error * 5
          below[e + 3 + c] += error
        }
        spread(0, r - Int(palette[index].r))
        spread(1, g - Int(palette[index].g))
        spread(2, b - Int(palette[index].b))
      }
      swap(&here, &below)
      for i in below.indices { below[i] = 0 }
    }
    return indices
  }
}
