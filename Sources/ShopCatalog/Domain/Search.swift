/// Searching the catalog for real: every word of the query must be found in a product's name,
/// brand or spec (CJK by substring, Latin in any letter case); results ranked by where the
/// words were found. The original showed the same 促销 list whatever was asked.
enum SearchRules {
  /// The products matching `query`, best first: a word in the name counts most (at its start
  /// more), then in the brand, then in the spec; ties keep the catalog's order.
  static func results(for query: String, in shop: Shop) -> [String] {
    let words = words(of: query)
    guard !words.isEmpty else { return [] }
    var scored: [(id: String, score: Int, order: Int)] = []
    for (order, id) in shop.allProductIDs.enumerated() {
      guard let product = shop.products[id], let score = score(of: product, words) else { continue }
      scored.append((id, score, order))
    }
    return scored.sorted { ($0.score, -$0.order) > ($1.score, -$1.order) }.map(\.id)
  }

  /// Whether anything matches `query`: the search stops at the first product that does.
  static func finds(_ query: String, in shop: Shop) -> Bool {
    let words = words(of: query)
    guard !words.isEmpty else { return false }
    return shop.allProductIDs.contains { id in shop.products[id].flatMap { score(of: $0, words) } != nil }
  }

  private static func words(of query: String) -> [String] {
    query.lowercased().split(whereSeparator: \.isWhitespace).map(String.init)
  }

  /// How well the product matches every word; nil when one word is nowhere in it.
  private static func score(of product: Product, _ words: [String]) -> Int? {
    let name = product.name.lowercased(), brand = product.brand?.lowercased() ?? "", spec = product.spec?.lowercased() ?? ""
    var score = 0
    for word in words {
      var best = 0
      if name.hasPrefix(word) { best = 15 } else if name.contains(word) { best = 10 }
      if best == 0, brand.contains(word) { best = 4 }
      if best == 0, spec.contains(word) { best = 2 }
      if best == 0 { return nil }
      score += best
    }
    return score
  }

  /// The history after a search: newest first, no word twice, at most `limit`.
  static func remember(_ query: String, in history: [String], limit: Int = 20) -> [String] {
    let trimmed = query.trimmingWhitespace
    guard !trimmed.isEmpty else { return history }
    return Array(([trimmed] + history.filter { $0 != trimmed }).prefix(limit))
  }
}

extension String {
  var trimmingWhitespace: String {
    String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
  }
}
