/// The market's two panes (and the menu's one list) as one list of rows: each category's header, then its products.
/// Choosing a category scrolls its header to the top; scrolling marks the category whose
/// section holds the top row — always one that exists.
struct MarketRows: Equatable, Sendable {
  enum Row: Equatable, Sendable {
    case header(category: Int)
    case product(id: String, category: Int)
  }

  let rows: [Row]
  /// The row of each category's header.
  let sectionStarts: [Int]

  init(shop: Shop) {
    var rows: [Row] = []
    var starts: [Int] = []
    rows.reserveCapacity(shop.categories.count + shop.categories.reduce(0) { $0 + $1.productIDs.count })
    var next = 0
    for (i, category) in shop.categories.enumerated() {
      starts.append(rows.count)
      rows.append(.header(category: i))
      for id in category.productIDs {
        guard let place = shop.products.position(of: id, guess: next) else { continue }
        next = place + 1
        rows.append(.product(id: id, category: i))
      }
    }
    self.rows = rows
    sectionStarts = starts
  }

  /// The category whose section the row is in.
  func category(atRow row: Int) -> Int {
    guard !sectionStarts.isEmpty else { return 0 }
    return max(0, (sectionStarts.lastIndex { $0 <= max(0, row) }) ?? 0)
  }

  /// The product rows, by their row index.
  var productRows: [Int] {
    rows.indices.filter { if case .product = rows[$0] { return true } else { return false } }
  }
}
