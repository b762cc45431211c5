/// Searching the catalog for real: every word of the query must be found in a product's name,
/// brand or spec (CJK by substring, Latin in any letter case); results ranked by where the
/// words were found. The original showed the same 促销 list whatever was asked.
enum SearchRules {
  /// The products matching `query`, best first: a word in the name counts most (at its start
  /// more), then in the brand, then in the spec; ties keep the catalog's order.
  static func results(for query: String, in index: SearchIndex) -> [String] {
    var memo = SearchMemo()
    return results(for: query, in: index, memo: &memo)
  }

  /// The same, searching among what `memo` remembers where it can, and remembering this.
  static func results(for query: String, in index: SearchIndex, memo: inout SearchMemo) -> [String] {
    let words = SearchIndex.words(of: query)
    guard !words.isEmpty else { return [] }
    if let ranked = memo.ranked(for: words) { return ranked }
    let matches = index.matches(words, among: memo.candidates(for: words))
    let ranked = rank(matches, in: index)
    memo.remember(matches, ranked: ranked)
    return ranked
  }

  private static func rank(_ matches: SearchMatches, in index: SearchIndex) -> [String] {
    // Scores are small sums (at most 15 a word), and the matches come in the market's order:
    // counted into one bucket a score, best first, they are sorted in one pass, ties in order.
    guard let best = matches.scores.max().map(Int.init) else { return [] }
    var starts = [Int](repeating: 0, count: best + 2)
    for score in matches.scores { starts[best - Int(score) + 1] += 1 }
    for i in 1..<starts.count { starts[i] += starts[i - 1] }
    var ranked = [String](repeating: "", count: matches.products.count)
    // Asked once: the index hands out its table under a lock.
    let ids = index.productIDs
    for (product, score) in zip(matches.products, matches.scores) {
      ranked[starts[best - Int(score)]] = ids[Int(product)]
      starts[best - Int(score)] += 1
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
