import PlistKit

/// A catalog's product entries in the file's order, category by category, each with the entry
/// that first held its id: the one rule that needs the entries in order (an id once), found in
/// one pass, so that the others can check the entries on every core.
struct CatalogEntries: Sendable {
  /// Each entry's category, and its place among the category's products.
  private(set) var category: [Int] = []
  private(set) var product: [Int] = []
  /// The entry that first held each entry's id: itself, for the first.
  private(set) var first: [Int] = []
  /// Where each entry's product is in the shop's table; -1 for an id the table lacks.
  private(set) var place: [Int] = []

  var count: Int { category.count }

  init(_ shop: Shop) {
    for (c, listed) in shop.categories.enumerated() {
      category.append(contentsOf: repeatElement(c, count: listed.productIDs.count))
      product.append(contentsOf: listed.productIDs.indices)
    }
    place = Self.places(of: self, in: shop)
    // An id is told from the others by its place in the table; the few the table lacks, by
    // their text.
    var firstAtPlace = [Int](repeating: -1, count: shop.products.count)
    var firstOfUnknown: [String: Int] = [:]
    first.reserveCapacity(count)
    for entry in 0..<count {
      let found = place[entry]
      if found >= 0 {
        if firstAtPlace[found] < 0 { firstAtPlace[found] = entry }
        first.append(firstAtPlace[found])
      } else {
        let id = shop.categories[category[entry]].productIDs[product[entry]]
        first.append(firstOfUnknown[id, default: entry])
        firstOfUnknown[id] = first[entry]
      }
    }
  }

  /// Each entry's place in the table, looked up on every core (each part writes its own
  /// entries' places): found without hashing when the entries come in the table's order, as
  /// they were added in it.
  private static func places(of entries: CatalogEntries, in shop: Shop) -> [Int] {
    let count = entries.count
    let categories = shop.categories, products = shop.products
    return Parallel.array(count: count, parts: Parallel.parts(for: count, minimum: 16_384)) { range, places in
      var next = -1
      for k in range {
        let id = categories[entries.category[k]].productIDs[entries.product[k]]
        let found = products.position(of: id, guess: next) ?? -1
        if found >= 0 { next = found + 1 }
        places.append(found)
      }
    }
  }
}
