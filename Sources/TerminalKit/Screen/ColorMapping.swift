/// Maps 24-bit colours onto smaller palettes: the xterm 256-colour cube and grey ramp, and the
/// 16 ANSI colours.
public enum ColorMapping {
  static let cubeLevels: [Int] = [0, 95, 135, 175, 215, 255]

  /// The nearest xterm-256 index: the closer of the 6x6x6 cube and the 24-step grey ramp.
  public static func index256(r: UInt8, g: UInt8, b: UInt8) -> UInt8 {
    func nearestLevel(_ v: UInt8) -> Int {
      let value = Int(v)
      return value < 48 ? 0 : value < 115 ? 1 : (value - 35) / 40
    }
    let (ri, gi, bi) = (nearestLevel(r), nearestLevel(g), nearestLevel(b))
    let cube = (cubeLevels[ri], cubeLevels[gi], cubeLevels[bi])
    let average = (Int(r) + Int(g) + Int(b)) / 3
    let greyIndex = average > 238 ? 23 : max(0, (average - 3) / 10)
    let grey = 8 + greyIndex * 10
    let cubeDistance = distance((Int(r), Int(g), Int(b)), cube)
    let greyDistance = distance((Int(r), Int(g), Int(b)), (grey, grey, grey))
    if greyDistance < cubeDistance { return UInt8(232 + greyIndex) }
    return UInt8(16 + 36 * ri + 6 * gi + bi)
  }

  /// The usual xterm values of the 16 ANSI colours.
  static let ansiRGB: [(Int, Int, Int)] = [
    (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205), (229, 229, 229),
    (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255),
  ]

  public static func index16(r: UInt8, g: UInt8, b: UInt8) -> UInt8 {
    var best = 0
    var bestDistance = Int.max
    for (i, color) in ansiRGB.enumerated() {
      let d = distance((Int(r), Int(g), Int(b)), color)
      if d < bestDistance { (best, bestDistance) = (i, d) }
    }
    return UInt8(best)
  }

  /// Squared distance weighted for the eye (red 3, green 4, blue 2).
  static func distance(_ a: (Int, Int, Int), _ b: (Int, Int, Int)) -> Int {
    let dr = a.0 - b.0, dg = a.1 - b.1, db = a.2 - b.2
    return 3 * dr * dr + 4 * dg * dg + 2 * db * db
  }

  /// Perceived brightness from 0 to 255.
  public static func luminance(r: UInt8, g: UInt8, b: UInt8) -> Int {
    (299 * Int(r) + 587 * Int(g) + 114 * Int(b)) / 1000
  }
}
