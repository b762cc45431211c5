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
    var used = [Bool](repeating: false, count: palette.colors.count)
    var bits = [UInt8](repeating: 0, count: image.width)
    for band in stride(from: 0, to: image.height, by: 6) {
      let rows = min(6, image.height - band)
      used = used.map { _ in false }
      for y in band..<band + rows { for x in 0..<image.width { used[Int(indices[y * image.width + x])] = true } }
      var first = true
      for color in used.indices where used[color] {
        for x in 0..<image.width {
          var b: UInt8 = 0
          for r in 0..<rows where indices[(band + r) * image.width + x] == UInt8(color) { b |= 1 << r }
          bits[x] = b
        }
        // The run after the last sixel of this colour is left out: the band is already empty there.
        guard let last = bits.lastIndex(where: { $0 != 0 }) else { continue }
        if !first { out.append(UInt8(ascii: "$")) }
        first = false
        out += Array("#\(color)".utf8)
        var x = 0
        while x <= last {
          var run = 1
          while x + run <= last, bits[x + run] == bits[x] { run += 1 }
          let char = 63 + bits[x]
          if run >= 4 {
            out += Array("!\(run)".utf8)
            out.append(char)
          } else {
            out += [UInt8](repeating: char, count: run)
          }
          x += run
        }
      }
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
    func spread(_ box: [Int]) -> (size: Int, channel: Int) {
      var best = (size: 0, channel: 0)
      for c in 0..<3 {
        let values = box.map { channel($0, c) }
        let size = (values.max() ?? 0) - (values.min() ?? 0)
        if size > best.size { best = (size, c) }
      }
      return best
    }
    while boxes.count < wanted {
      let scored = boxes.enumerated().map { i, box -> (Int, Int) in
        let s = spread(box).size
        return (i, s == 0 ? -1 : s * box.reduce(0) { $0 + counts[$1] })
      }
      guard let (i, score) = scored.max(by: { $0.1 < $1.1 }), score > 0 else { break }
      let c = spread(boxes[i]).channel
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
