/// Searching the catalog for real: every word of the query must be found in a product's name,
/// brand or spec (CJK by substring, Latin in any letter case); results ranked by where the
/// words were found. The original showed the same 促销 list whatever was asked.
enum SearchRules {
  /// The products matching `query`, best first: a word in the name counts most (at its start
  /// more), then in the brand, then in the spec; ties keep the catalog's order.
  static func results(for query: String, in index: SearchIndex) -> [String] {
    let matches = index.matches(SearchIndex.words(of: query))
    // Scores are small sums (at most 15 a word), and the matches come in the market's order:
    // counted into one bucket a score, best first, they are sorted in one pass, ties in order.
    guard let best = matches.map(\.score).max() else { return [] }
    var starts = [Int](repeating: 0, count: best + 2)
    for match in matches { starts[best - match.score + 1] += 1 }
    for i in 1..<starts.count { starts[i] += starts[i - 1] }
    var ranked = [String](repeating: "", count: matches.count)
    for match in matches {
      ranked[starts[best - match.score]] = index.productIDs[match.product]
      starts[best - match.score] += 1
    }
    return ranked
  }

  /// Whether anything matches `query`.
  static func finds(_ query: String, in index: SearchIndex) -> Bool {
    index.finds(SearchIndex.words(of: query))
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
