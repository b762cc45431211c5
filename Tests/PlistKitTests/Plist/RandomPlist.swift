import Foundation
@testable import PlistKit

/// Builds random plist values from a seed, covering every value type.
struct RandomPlist {
  var rng: SplitMix64
  /// XML cannot carry fractional seconds, carriage returns or most control characters.
  var xmlSafe: Bool

  init(seed: UInt64, xmlSafe: Bool) {
    rng = SplitMix64(seed: seed)
    self.xmlSafe = xmlSafe
  }

  private static let pieces = ["a", "Z", "猜", "图", "超级", "é", "e\u{301}", "👍", "🇨🇳", " ", "<", ">", "&", "\"", "'", "\t", "\n", "key", "0x1F", "12", "\u{10FFFF}", "ß", "Ω"]

  mutating func string() -> String {
    let length = Int.random(in: 0...6, using: &rng)
    return (0..<length).map { _ in Self.pieces.randomElement(using: &rng)! }.joined()
  }

  mutating func scalar() -> PlistValue {
    switch Int.random(in: 0..<9, using: &rng) {
    case 0: return .string(string())
    case 1: return .integer(Int64.random(in: -1000...1000, using: &rng))
    case 2: return .integer([Int64.min, Int64.max, 0, -1, 255, 256, 65_536, 4_294_967_296].randomElement(using: &rng)!)
    case 3: return .integer(unsigned: UInt64.random(in: UInt64(Int64.max)...UInt64.max, using: &rng))
    case 4: return .real([0.5, -2.25, 1e300, -1e-300, 3.141592653589793, 0, 12345.678].randomElement(using: &rng)!)
    case 5: return .bool(Bool.random(using: &rng))
    case 6:
      let seconds = Double(Int.random(in: -2_000_000_000...2_000_000_000, using: &rng))
      return .date(Date(timeIntervalSinceReferenceDate: xmlSafe ? seconds : seconds + 0.25))
    case 7: return .data(Data((0..<Int.random(in: 0...80, using: &rng)).map { _ in UInt8.random(in: 0...255, using: &rng) }))
    default: return .string(String(Int.random(in: 0...99, using: &rng)))
    }
  }

  mutating func value(depth: Int) -> PlistValue {
    if depth <= 0 || Int.random(in: 0..<3, using: &rng) == 0 { return scalar() }
    return Bool.random(using: &rng) ? array(depth: depth) : dictionary(depth: depth)
  }

  mutating func array(depth: Int) -> PlistValue {
    .array((0..<Int.random(in: 0...5, using: &rng)).map { _ in value(depth: depth - 1) })
  }

  mutating func dictionary(depth: Int) -> PlistValue {
    var dict = PlistDictionary()
    for _ in 0..<Int.random(in: 0...5, using: &rng) { dict[string()] = value(depth: depth - 1) }
    return .dictionary(dict)
  }
}
