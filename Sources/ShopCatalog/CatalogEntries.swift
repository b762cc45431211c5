/// A catalog's product entries in the file's order, category by category, each with the entry
/// that first held its id: the one rule that needs the entries in order (an id once), found in
/// one pass, so that the others can check the entries on every core.
struct CatalogEntries {
  /// Each entry's category, and its place among the category's products.
  private(set) var category: [Int] = []
  private(set) var product: [Int] = []
  /// The entry that first held each entry's id: itself, for the first.
  private(set) var first: [Int] = []
  /// Where each entry's product is in the shop's table; -1 for an id the table lacks.
  private(set) var place: [Int] = []

  var count: Int { category.count }

  init(_ shop: Shop) {
    let total = shop.categories.reduce(0) { $0 + $1.productIDs.count }
    category.reserveCapacity(total)
    product.reserveCapacity(total)
    first.reserveCapacity(total)
    place.reserveCapacity(total)
    // An id is told from the others by its place in the table, found without hashing when the
    // entries come in the table's order (they were added in this order).
    var firstAtPlace = [Int](repeating: -1, count: shop.products.count)
    var firstOfUnknown: [String: Int] = [:]
    var next = 0
    for (c, listed) in shop.categories.enumerated() {
      for (p, id) in listed.productIDs.enumerated() {
        let entry = category.count
        category.append(c)
        product.append(p)
        if let found = shop.products.position(of: id, guess: next) {
          next = found + 1
          if firstAtPlace[found] < 0 { firstAtPlace[found] = entry }
          first.append(firstAtPlace[found])
          place.append(found)
        } else {
          first.append(firstOfUnknown[id, default: entry])
          firstOfUnknown[id] = first[entry]
          place.append(-1)
        }
      }
    }
  }
}
