import PlistKit

extension Money: PlistConvertible {
  static var expectedDescription: String { "an amount such as \"9.90\"" }

  static func convert(_ node: PlistNode, context: ModelContext) throws(ModelError) -> Money {
    let text: String
    // Prices are strings (read without making a value first); numbers are taken as written.
    if let string = node.string {
      text = string
    } else {
      switch node.scalar {
      case .integer(let i): text = String(i)
      // A real as its shortest text: 9.9 is "9.9", 9.999 is "9.999" and refused.
      case .real(let r) where r.isFinite: text = PlistScalars.realText(r)
      default: throw mismatch(node)
      }
    }
    guard let money = Money(parsing: text) else {
      if isWellFormed(text) {
        throw ModelError(.invalid("\(text.prefix(24)) is more than \(Money.largest), the largest a price may be"))
      }
      throw ModelError(.invalid("expected an amount such as \"9.90\" (digits, at most two decimals), found \"\(text.prefix(24))\""))
    }
    return money
  }

  /// Digits with at most two decimals, whatever their size: a refused one of this form is too large.
  private static func isWellFormed(_ text: String) -> Bool {
    let parts = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
    let digits = { (part: Substring) in !part.isEmpty && part.allSatisfy { $0.isASCII && $0.isNumber } }
    return digits(parts[0]) && (parts.count == 1 || (digits(parts[1]) && parts[1].count <= 2))
  }
}
