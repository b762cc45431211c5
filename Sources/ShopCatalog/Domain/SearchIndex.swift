import PlistKit

/// Every product's searchable text, made once for the pack (as its search first opens) so that
/// a search of 100,000 products takes a millisecond or two and results follow each key typed:
/// the lowercased name, brand and spec of each product in the market's order, laid end to end
/// in one byte buffer.
/// A query word is found by one scan of the whole buffer (`BytesFinder`), or of the texts of
/// the products an earlier query found (`SearchMemo`); a hit tells the product and the field by
/// where it lies.
///
/// Words are compared folded (`SearchFold`), as people type: `nestle` finds `Nestlé`, `milk`
/// finds `ＭＩＬＫ`, whichever way an accent is written.
final class SearchIndex: Sendable {
  private let shop: Shop
  private let smallestPart: Int
  /// The table of every product, and of the first few (for `finds`), made when first needed:
  /// a shop's first screen has no search to make (making it was a tenth of a 100,000-product
  /// shop's first state). A searching thread and another asking may meet here.
  private let tables = Locked<(whole: SearchTable?, head: SearchTable?)>((nil, nil))

  /// How many products `finds` tries before it makes the table of them all: hot words and
  /// buttons name products a shop has, most found among the first.
  static let headCount = 4_096

  /// `smallestPart`: the fewest products a thread makes the text of.
  init(shop: Shop, smallestPart: Int = 20_000) {
    self.shop = shop
    self.smallestPart = smallestPart
  }

  /// The products of the market in order, each once: categories' products, then the home's.
  var productIDs: [String] { table.productIDs }

  /// Makes the table of every product now, if it is not made yet: as the search screen opens,
  /// so that the first key typed into it does not wait for it.
  func prepare() {
    _ = table
  }

  /// The table of every product, made on first use.
  var table: SearchTable {
    tables.withLock { tables in
      if let whole = tables.whole { return whole }
      let made = SearchTable(shop: shop, smallestPart: smallestPart)
      tables.whole = made
      return made
    }
  }

  /// The products holding every word, with their scores, in the market's order (see
  /// `SearchTable.matches`).
  func matches(_ words: [[UInt8]], among candidates: [Int32]? = nil) -> SearchMatches {
    table.matches(words, among: candidates)
  }

  /// Whether some product holds every word: looked for among the first products, and only
  /// when none of them does, among them all.
  func finds(_ words: [[UInt8]]) -> Bool {
    let first: SearchTable = tables.withLock { tables in
      if let whole = tables.whole { return whole }
      if let head = tables.head { return head }
      let made = SearchTable(shop: shop, smallestPart: smallestPart, limit: Self.headCount)
      tables.head = made
      return made
    }
    if first.finds(words) { return true }
    return first.isWhole ? false : table.finds(words)
  }

  /// A query's words as the index compares them.
  static func words(of query: String) -> [[UInt8]] {
    SearchFold.folded(query).split(whereSeparator: \.isWhitespace).map { Array($0.utf8) }
  }
}

/// The searchable text of a shop's products (all, or the first `limit` in the market's order),
/// laid end to end: see `SearchIndex`.
struct SearchTable: Sendable {
  /// The products of the market in order, each once: categories' products, then the home's.
  let productIDs: [String]
  private let text: [UInt8]
  /// Where each product's text starts in `text`, and (last) the end of the buffer.
  private let starts: [Int]
  /// Where each product's brand and spec start.
  private let brandStarts: [Int]
  private let specStarts: [Int]

  /// Whether the table holds every product of the shop, not only the first `limit`.
  let isWhole: Bool

  /// `smallestPart`: the fewest products a thread makes the text of.
  init(shop: Shop, smallestPart: Int, limit: Int = .max) {
    // Each product once, told by its place in the table rather than by hashing its id again.
    var seen = [Bool](repeating: false, count: shop.products.count)
    var places: [Int] = []
    places.reserveCapacity(min(limit, shop.products.count))
    var next = 0
    var isWhole = true
    for id in shop.categories.lazy.flatMap(\.productIDs) + shop.fresh {
      guard places.count < limit else {
        isWhole = false
        break
      }
      guard let place = shop.products.position(of: id, guess: next), !seen[place] else { continue }
      next = place + 1
      seen[place] = true
      places.append(place)
    }
    // The texts are made on every core, a part of the products each, and laid end to end: a
    // shop of 100,000 products spent 40 ms on one.
    let products = shop.products.all
    let chosen = places
    let parts = Parallel.map(parts: Parallel.parts(for: places.count, minimum: smallestPart), over: places.count) { _, range in
      SearchIndex.TextPart(products, chosen[range])
    }
    var text: [UInt8] = []
    var starts: [Int] = [], brandStarts: [Int] = [], specStarts: [Int] = []
    text.reserveCapacity(parts.reduce(0) { $0 + $1.text.count })
    starts.reserveCapacity(places.count + 1)
    brandStarts.reserveCapacity(places.count)
    specStarts.reserveCapacity(places.count)
    for part in parts {
      let offset = text.count
      text.append(contentsOf: part.text)
      starts.append(contentsOf: part.starts.lazy.map { $0 + offset })
      brandStarts.append(contentsOf: part.brandStarts.lazy.map { $0 + offset })
      specStarts.append(contentsOf: part.specStarts.lazy.map { $0 + offset })
    }
    starts.append(text.count)
    productIDs = places.map { products[$0].id }
    self.text = text
    self.starts = starts
    self.brandStarts = brandStarts
    self.specStarts = specStarts
    self.isWhole = isWhole
  }

  /// The products holding every word, with their scores (each word's best, see `best`), in the
  /// market's order; only among `candidates` (products in that order) when they are given.
  func matches(_ words: [[UInt8]], among candidates: [Int32]? = nil) -> SearchMatches {
    guard !words.isEmpty, !productIDs.isEmpty else { return SearchMatches(words: words, products: [], scores: []) }
    // A few candidates are searched one by one; many, like the whole catalog, in one scan of
    // the text, which is faster than a search a product once most products are in.
    if let candidates, candidates.count * 8 < productIDs.count {
      return matchesOneByOne(words, among: candidates)
    }
    var scores = [Int32](repeating: 0, count: productIDs.count)
    // How many of the words each product holds so far (and 1 for a candidate to begin with).
    var found = [Int32](repeating: 0, count: productIDs.count)
    var base: Int32 = 0
    if let candidates {
      for product in candidates { found[Int(product)] = 1 }
      base = 1
    }
    for (n, word) in words.enumerated() {
      forEachBest(word) { product, best in
        // A product missing an earlier word is out already; counting keeps that cheap.
        if found[product] == base + Int32(n) {
          found[product] += 1
          scores[product] += Int32(best)
        }
        return true
      }
    }
    var products: [Int32] = [], kept: [Int32] = []
    for product in 0..<productIDs.count where found[product] == base + Int32(words.count) {
      products.append(Int32(product))
      kept.append(scores[product])
    }
    return SearchMatches(words: words, products: products, scores: kept)
  }

  private func matchesOneByOne(_ words: [[UInt8]], among candidates: [Int32]) -> SearchMatches {
    var products = candidates
    var scores = [Int32](repeating: 0, count: candidates.count)
    for word in words {
      let finder = BytesFinder(word)
      var kept = 0
      for i in products.indices {
        guard let best = best(finder, word.count, in: Int(products[i])) else { continue }
        products[kept] = products[i]
        scores[kept] = scores[i] + Int32(best)
        kept += 1
      }
      products.removeLast(products.count - kept)
      scores.removeLast(scores.count - kept)
    }
    return SearchMatches(words: words, products: products, scores: scores)
  }

  /// Whether some product holds every word: the first that does ends the search.
  func finds(_ words: [[UInt8]]) -> Bool {
    guard let first = words.first else { return false }
    let others = words.dropFirst().map { (finder: BytesFinder($0), length: $0.count) }
    var found = false
    forEachBest(first) { product, _ in
      found = others.allSatisfy { best($0.finder, $0.length, in: product) != nil }
      return !found
    }
    return found
  }

  /// Calls `body` for each product holding `word`, in order, with the best score the word
  /// earns in it (see `score`), until `body` returns false.
  private func forEachBest(_ word: [UInt8], _ body: (Int, Int) -> Bool) {
    guard !word.isEmpty, word.count <= text.count else { return }
    let finder = BytesFinder(word)
    var from = 0
    var product = 0
    while let at = finder.first(in: text, from: from, to: text.count) {
      while starts[product + 1] <= at { product += 1 }
      guard let score = score(ofHitAt: at, length: word.count, in: product) else {
        from = at + 1
        continue
      }
      guard body(product, score) else { return }
      // The first hit in a product is in its best field: the rest of it is skipped.
      from = starts[product + 1]
    }
  }

  /// The best score `word` earns in one product, nil when the product does not hold it.
  private func best(_ finder: BytesFinder, _ length: Int, in product: Int) -> Int? {
    let end = starts[product + 1]
    var from = starts[product]
    while let at = finder.first(in: text, from: from, to: end) {
      if let score = score(ofHitAt: at, length: length, in: product) { return score }
      from = at + 1
    }
    return nil
  }

  /// What a hit at `at` earns: 15 at the start of the name, 10 in the name, 4 in the brand, 2
  /// in the spec; nil across the end of a field (the fields lie end to end), which is no hit.
  @inline(__always)
  private func score(ofHitAt at: Int, length: Int, in product: Int) -> Int? {
    let field = at < brandStarts[product] ? 0 : at < specStarts[product] ? 1 : 2
    let fieldEnd = field == 0 ? brandStarts[product] : field == 1 ? specStarts[product] : starts[product + 1]
    guard at + length <= fieldEnd else { return nil }
    return field == 0 ? (at == starts[product] ? 15 : 10) : field == 1 ? 4 : 2
  }

}
