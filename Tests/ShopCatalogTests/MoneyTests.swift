import PlistKit
import Testing
@testable import ShopCatalog

@Suite struct MoneyTests {
  @Test(arguments: [("9.90", 990), ("100.0", 10_000), ("10", 1_000), ("0.05", 5), ("0", 0), ("29.99", 2_999)] as [(String, Int64)])
  func parsesStrictAmounts(text: String, fen: Int64) {
    #expect(Money(parsing: text) == Money(fen: fen))
  }
}
