/// An amount of money in fen (分), exact: never a `Double`, never a lenient parser. Read from
/// strings (`"9.90"`, `"100.0"`, `"10"`) and numbers (`9.9`, `15`) strictly — at most two
/// decimals, digits only. Screens show it in the pack's currency (`Words.money`).
struct Money: Comparable, Hashable, Sendable, CustomStringConvertible {
  var fen: Int64

  init(fen: Int64) {
    self.fen = fen
  }

  static let zero = Money(fen: 0)

  /// The most a price may be: ¥10,000,000,000.00.
  static let largest = Money(fen: 1_000_000_000_000)

  /// The most an order, a bill or any saved sum may be: ¥10,000,000,000,000,000.00, far below
  /// what 64 bits hold, so a sum of prices never saturates unseen. Checkout refuses an order past
  /// it, a save holds anything up to it, and lint refuses a catalog that could make an order
  /// past it.
  static let largestSum = Money(fen: 1_000_000_000_000_000_000)

  /// `9.90`, `100.0`, `10`: digits, then at most two decimals after a point; nothing else
  /// (no sign, no `元`, no thousands separator, no exponent). Nil for anything else.
  init?(parsing text: String) {
    // Read byte by byte: a catalog of 100,000 products has two prices each.
    var yuan: Int64 = 0, fen: Int64 = 0
    var wholeDigits = 0, fractionDigits = 0, sawPoint = false
    for byte in text.utf8 {
      if byte == UInt8(ascii: "."), !sawPoint {
        sawPoint = true
      } else if byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
        if sawPoint {
          fractionDigits += 1
          guard fractionDigits <= 2 else { return nil }
          fen = fen * 10 + Int64(byte - UInt8(ascii: "0"))
        } else {
          wholeDigits += 1
          guard wholeDigits <= 13 else { return nil }
          yuan = yuan * 10 + Int64(byte - UInt8(ascii: "0"))
        }
      } else {
        return nil
      }
    }
    guard wholeDigits > 0, !sawPoint || fractionDigits > 0 else { return nil }
    self.fen = yuan * 100 + (fractionDigits == 1 ? fen * 10 : fen)
    guard self <= Money.largest else { return nil }
  }

  /// `9.90`: the amount as data files write it.
  var plain: String {
    let magnitude = fen.magnitude
    return (fen < 0 ? "-" : "") + "\(magnitude / 100).\(magnitude % 100 < 10 ? "0" : "")\(magnitude % 100)"
  }

  /// `¥9.90`; `-¥8.00` for an amount off.
  var description: String { fen < 0 ? "-¥" + plain.dropFirst() : "¥" + plain }

  static func < (a: Money, b: Money) -> Bool { a.fen < b.fen }
  // Sums saturate rather than trap: a hostile pack's prices and a script's counts can only make
  // a total too large to mean anything, never a crash.
  static func + (a: Money, b: Money) -> Money {
    let (sum, overflow) = a.fen.addingReportingOverflow(b.fen)
    return Money(fen: overflow ? (b.fen > 0 ? .max : .min) : sum)
  }

  static func - (a: Money, b: Money) -> Money {
    let (difference, overflow) = a.fen.subtractingReportingOverflow(b.fen)
    return Money(fen: overflow ? (b.fen < 0 ? .max : .min) : difference)
  }

  static func * (a: Money, n: Int) -> Money {
    let (product, overflow) = a.fen.multipliedReportingOverflow(by: Int64(n))
    return Money(fen: overflow ? ((a.fen < 0) != (n < 0) ? .min : .max) : product)
  }
}
