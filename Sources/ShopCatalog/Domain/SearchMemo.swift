/// The products holding every word of a query, in the market's order, with their scores.
struct SearchMatches: Equatable, Sendable {
  let words: [[UInt8]]
  /// Places in `SearchIndex.productIDs`.
  let products: [Int32]
  let scores: [Int32]
}

/// The results of the last few queries, so that a key typed searches only among the products
/// the query before it found (a word is found only where every part of it is), and a backspace
/// finds its query's results already made: what fzf keeps for the same reason. Results do not
/// depend on it: a search with an empty memo finds the same.
struct SearchMemo: Sendable {
  struct Entry: Sendable {
    let matches: SearchMatches
    let ranked: [String]
  }

  /// Most recent last.
  private(set) var entries: [Entry] = []
  /// Enough for a query typed and taken back a word at a time; each entry holds at most the
  /// catalog's products once.
  static let limit = 8

  /// The results made for exactly these words.
  func ranked(for words: [[UInt8]]) -> [String]? {
    entries.last { $0.matches.words == words }?.ranked
  }

  /// The fewest products some earlier query found whose every word is part of one of `words`:
  /// every product holding `words` is among them.
  func candidates(for words: [[UInt8]]) -> [Int32]? {
    entries.filter { entry in entry.matches.words.allSatisfy { old in words.contains { Self.holds($0, old) } } }
      .min { $0.matches.products.count < $1.matches.products.count }?.matches.products
  }

  mutating func remember(_ matches: SearchMatches, ranked: [String]) {
    entries.removeAll { $0.matches.words == matches.words }
    entries.append(Entry(matches: matches, ranked: ranked))
    if entries.count > Self.limit { entries.removeFirst(entries.count - Self.limit) }
  }

  /// Whether `word` holds `part` as a run of its bytes.
  static func holds(_ word: [UInt8], _ part: [UInt8]) -> Bool {
    guard part.count <= word.count else { return false }
    return (0...(word.count - part.count)).contains { at in word[at..<at + part.count].elementsEqual(part) }
  }
}

/// A cache is no part of what a screen shows: two states equal but for what they have
/// remembered are equal.
extension SearchMemo: Equatable {
  static func == (lhs: SearchMemo, rhs: SearchMemo) -> Bool { true }
}
