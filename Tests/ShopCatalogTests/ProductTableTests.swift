import PlistKit
import Testing
@testable import ShopCatalog

/// The shop's products by id: the first of an id kept, every id found where it was added
/// (through any number of growths of the index), ids compared as Swift compares text, and a
/// guessed place that is wrong never giving a wrong product.
struct ProductTableTests {
  private static func product(_ id: String, _ name: String = "") -> Product {
    Product(id: id, name: name.isEmpty ? "name of \(id)" : name, price: Money(fen: 100), stock: 1)
  }

  @Test func keepsTheFirstProductOfAnId() {
    var table = ProductTable()
    table.add(Self.product("a", "first"))
    table.add(Self.product("b"))
    table.add(Self.product("a", "second"))
    #expect(table.all.map(\.name) == ["first", "name of b"])
    #expect(table["a"]?.name == "first")
    #expect(table.position(of: "b") == 1)
    #expect(table.position(of: "c") == nil)
  }

  @Test(arguments: [0, 100_000])
  func findsEveryIdThroughEachGrowth(reserved: Int) {
    var rng = SplitMix64(seed: 28)
    var table = ProductTable()
    table.reserveCapacity(reserved)
    var expected: [String: Int] = [:]
    var order: [String] = []
    for _ in 0..<5_000 {
      // Ids drawn from a small range repeat: the table must keep each one's first place.
      let id = "p\(rng.next() % 4_000)"
      if expected[id] == nil {
        expected[id] = order.count
        order.append(id)
      }
      table.add(Self.product(id))
    }
    #expect(table.all.map(\.id) == order)
    #expect(order.allSatisfy { table.position(of: $0) == expected[$0] })
    #expect(table.position(of: "p4000") == nil)
  }

  @Test func comparesIdsAsSwiftComparesText() {
    var table = ProductTable()
    table.add(Self.product("caf\u{E9}", "composed"))
    table.add(Self.product("cafe\u{301}", "decomposed"))
    table.add(Self.product("K", "letter"))
    table.add(Self.product("\u{212A}", "Kelvin sign"))
    #expect(table.all.map(\.name) == ["composed", "letter"])
    #expect(table.position(of: "cafe\u{301}") == 0)
    #expect(table.position(of: "\u{212A}") == 1)
  }

  @Test(arguments: [-1, 0, 1, 2, 3, 99])
  func aWrongGuessFindsTheProductAnyway(guess: Int) {
    var table = ProductTable()
    for id in ["x", "y", "z"] { table.add(Self.product(id)) }
    #expect(table.position(of: "y", guess: guess) == 1)
    #expect(table.position(of: "w", guess: guess) == nil)
  }

  /// Lists moved in at once (a catalog's categories, on every core above
  /// `productsPerPart`) make the table adding each product in turn makes, repeated ids and
  /// empty lists included.
  @Test(arguments: [(lists: 0, perList: 0, idRange: 1), (lists: 4, perList: 3, idRange: 100), (lists: 3, perList: 4, idRange: 5),
                    (lists: 1, perList: 20_000, idRange: 1 << 40), (lists: 45, perList: 500, idRange: 1 << 40),
                    (lists: 45, perList: 500, idRange: 15_000)])
  func listsMovedInMakeTheTableAddingMakes(lists: Int, perList: Int, idRange: UInt64) {
    var rng = SplitMix64(seed: 28)
    var moved: [[Product]] = [[]]
    for _ in 0..<lists {
      moved.append((0..<perList).map { _ in Self.product("p\(rng.next() % idRange)", "n\(rng.next() % 1_000)") })
      if rng.next() % 3 == 0 { moved.append([]) }
    }
    moved.append([])
    var added = ProductTable()
    for product in moved.joined() { added.add(product) }
    let table = ProductTable(moving: &moved)
    #expect(table.all == added.all)
    #expect(added.all.indices.allSatisfy { table.position(of: added.all[$0].id) == $0 })
    #expect(table.position(of: "q") == nil)
    #expect(moved.allSatisfy { $0.isEmpty })
  }

  @Test func tablesWithTheSameProductsAreEqual() {
    var grown = ProductTable()
    var reserved = ProductTable()
    reserved.reserveCapacity(1_000)
    for id in ["x", "y"] {
      grown.add(Self.product(id))
      reserved.add(Self.product(id))
    }
    #expect(grown == reserved)
    reserved.add(Self.product("z"))
    #expect(grown != reserved)
  }
}
