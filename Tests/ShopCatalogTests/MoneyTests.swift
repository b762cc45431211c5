import PlistKit
import Testing
@testable import ShopCatalog

/// A model with one amount, to read values through the same path as a catalog's prices.
struct Priced: PlistModel {
  let price: Money
  init(from plist: PlistObject) throws(ModelError) {
    price = try plist.required("price")
  }
}

enum Read: Equatable {
  case money(Money)
  case error(String)
}

func read(_ value: PlistValue) -> Read {
  do throws(ModelError) {
    return .money(try Priced(plist: .dictionary(PlistDictionary([("price", value)]))).price)
  } catch {
    return .error(error.description)
  }
}

struct MoneyTests {
  @Test("amounts read exactly", arguments: [
    ("9.90", 990), ("9.9", 990), ("100.0", 10_000), ("10", 1_000), ("0.05", 5), ("0", 0), ("29.99", 2_999), ("30.00", 3_000),
    ("0010.10", 1_010), ("10000000000.00", 1_000_000_000_000),
  ] as [(String, Int64)])
  func parsesStrictAmounts(text: String, fen: Int64) {
    #expect(Money(parsing: text) == Money(fen: fen))
  }

  @Test("anything looser is refused", arguments: [
    "9.90元", "¥9.90", "1,000", "9.999", "-1", "+1", "1e3", "", ".5", "5.", " 5", "5 ", "NaN", "inf", "9.9.9", "０.５", "١٢",
    "10000000000.01", "99999999999999999999",
  ])
  func refusesLooseAmounts(text: String) {
    #expect(Money(parsing: text) == nil)
  }

  @Test("from a plist", arguments: [
    (PlistValue.string("9.90"), Read.money(Money(fen: 990))),
    (.real(9.9), .money(Money(fen: 990))),
    (.integer(15), .money(Money(fen: 1_500))),
    (.real(0.1 + 0.2), .error("price: expected an amount such as \"9.90\" (digits, at most two decimals), found \"0.30000000000000004\"")),
    (.string("9.90元"), .error("price: expected an amount such as \"9.90\" (digits, at most two decimals), found \"9.90元\"")),
    (.string("1,000"), .error("price: expected an amount such as \"9.90\" (digits, at most two decimals), found \"1,000\"")),
    (.real(.nan), .error("price: expected an amount such as \"9.90\", found a real (nan)")),
    (.integer(-5), .error("price: expected an amount such as \"9.90\" (digits, at most two decimals), found \"-5\"")),
    (.bool(true), .error("price: expected an amount such as \"9.90\", found a boolean (true)")),
  ])
  func readsFromPlistValues(value: PlistValue, expected: Read) {
    #expect(read(value) == expected)
  }

  @Test("shown with two decimals", arguments: [(990, "¥9.90"), (5, "¥0.05"), (1_000, "¥10.00"), (0, "¥0.00"), (-320, "-¥3.20"),
                                               (123_456, "¥1234.56")] as [(Int64, String)])
  func formats(fen: Int64, shown: String) {
    #expect(Money(fen: fen).description == shown)
  }

  @Test func sumsAreExactAndSaturateInsteadOfTrapping() {
    // 0.1 + 0.2 in Doubles is 0.30000000000000004; in fen it is 30.
    #expect(Money(parsing: "0.10")! + Money(parsing: "0.20")! == Money(fen: 30))
    #expect(Money(parsing: "9.90")! * 3 == Money(fen: 2_970))
    #expect(Money(fen: .max) + Money(fen: 1) == Money(fen: .max))
    #expect(Money(fen: .max / 2) * 3 == Money(fen: .max))
    #expect(Money(fen: .min) - Money(fen: 1) == Money(fen: .min))
  }
}
