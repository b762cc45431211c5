/// Searching the catalog for real: every word of the query must be found in a product's name,
/// brand or spec (CJK by substring, Latin in any letter case); results ranked by where the
/// words were found. The original showed the same 促销 list whatever was asked.
public enum SearchRules {
  /// The products matching `query`, best first: a word in the name counts most (at its start
  /// more), then in the brand, then in the spec; ties keep the catalog's order.
  public static func results(for query: String, in shop: Shop) -> [String] {
    let words = query.lowercased().split(whereSeparator: \.isWhitespace).map(String.init)
    guard !words.isEmpty else { return [] }
    var scored: [(id: String, score: Int, order: Int)] = []
    for (order, id) in shop.allProductIDs.enumerated() {
      guard let product = shop.products[id] else { continue }
      let name = product.name.lowercased(), brand = product.brand?.lowercased() ?? "", spec = product.spec?.lowercased() ?? ""
      var score = 0
      var all = true
      for word in words {
        var best = 0
        if name.hasPrefix(word) { best = 15 } else if name.contains(word) { best = 10 }
        if best == 0, brand.contains(word) { best = 4 }
        if best == 0, spec.contains(word) { best = 2 }
        if best == 0 { all = false; break }
        score += best
      }
      if all { scored.append((id, score, order)) }
    }
    return scored.sorted { ($0.score, -$0.order) > ($1.score, -$1.order) }.map(\.id)
  }

  /// The history after a search: newest first, no word twice, at most `limit`.
  public static func remember(_ query: String, in history: [String], limit: Int = 20) -> [String] {
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

/// The market's two panes as one list of rows: each category's header, then its products.
/// Choosing a category scrolls its header to the top; scrolling marks the category whose
/// section holds the top row — always one that exists.
public struct MarketLayout: Equatable, Sendable {
  public enum Row: Equatable, Sendable {
    case header(category: Int)
    case product(id: String, category: Int)
  }

  public let rows: [Row]
  /// The row of each category's header.
  public let sectionStarts: [Int]

  public init(shop: Shop) {
    var rows: [Row] = []
    var starts: [Int] = []
    for (i, category) in shop.categories.enumerated() {
      starts.append(rows.count)
      rows.append(.header(category: i))
      rows += category.productIDs.filter { shop.products[$0] != nil }.map { .product(id: $0, category: i) }
    }
    self.rows = rows
    sectionStarts = starts
  }

  /// The category whose section the row is in.
  public func category(atRow row: Int) -> Int {
    guard !sectionStarts.isEmpty else { return 0 }
    return max(0, (sectionStarts.lastIndex { $0 <= max(0, row) }) ?? 0)
  }

  /// The product rows, by their row index.
  public var productRows: [Int] {
    rows.indices.filter { if case .product = rows[$0] { return true } else { return false } }
  }
}

/// The home page's banners turning on their own, every `interval` seconds, wrapping at both
/// ends; held while the player is on them. The wait starts at the first tick of the clock
/// (a clock that starts anywhere: the program learns the time only from its first frame).
public struct Carousel: Equatable, Sendable {
  public private(set) var index = 0
  public let count: Int
  /// When the banner now shown came up; nil until the clock first ticks.
  public private(set) var turnedAt: Double?
  public var held = false
  public static let interval = 3.0

  public init(count: Int, at now: Double? = nil) {
    self.count = count
    turnedAt = now
  }

  /// When the next turn is due; nil with fewer than two banners or while held.
  public var deadline: Double? {
    guard count > 1, !held else { return nil }
    return (turnedAt ?? 0) + Self.interval
  }

  public mutating func advance(to now: Double) {
    guard count > 1 else { return }
    guard let turnedAt, !held else {
      // Held (or not yet started), the wait for the next turn starts again from now.
      self.turnedAt = now
      return
    }
    // One turn at most, however late the tick: a long pause does not spin through the banners.
    if now >= turnedAt + Self.interval {
      index = (index + 1) % count
      self.turnedAt = now
    }
  }

  /// A turn by hand (a key, a click): it also starts the wait for the next one afresh.
  public mutating func turn(by step: Int, at now: Double) {
    guard count > 0 else { return }
    index = ((index + step) % count + count) % count
    turnedAt = now
  }
}
