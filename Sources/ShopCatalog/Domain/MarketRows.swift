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
  /// The product rows, by their row index, in order: made once, as a key in a market of
  /// 100,000 products must not go through them all.
  let productRows: [Int]

  init(shop: Shop) {
    var rows: [Row] = []
    var starts: [Int] = []
    var productRows: [Int] = []
    rows.reserveCapacity(shop.categories.count + shop.categories.reduce(0) { $0 + $1.productIDs.count })
    var next = 0
    for (i, category) in shop.categories.enumerated() {
      starts.append(rows.count)
      rows.append(.header(category: i))
      for id in category.productIDs {
        guard let place = shop.products.position(of: id, guess: next) else { continue }
        next = place + 1
        productRows.append(rows.count)
        rows.append(.product(id: id, category: i))
      }
    }
    self.rows = rows
    sectionStarts = starts
    self.productRows = productRows
  }

  /// The category whose section the row is in.
  func category(atRow row: Int) -> Int {
    guard !sectionStarts.isEmpty else { return 0 }
    return max(0, (sectionStarts.lastIndex { $0 <= max(0, row) }) ?? 0)
  }

  /// The place in `productRows` of `row`, nil when it is no product's row.
  func productPlace(ofRow row: Int) -> Int? {
    let place = productPlace(atOrAfter: row)
    return place < productRows.count && productRows[place] == row ? place : nil
  }

  /// The first product row after `row`, nil when there is none.
  func productRow(after row: Int) -> Int? {
    let place = productPlace(atOrAfter: row + 1)
    return place < productRows.count ? productRows[place] : nil
  }

  /// The place in `productRows` of the first product row at or after `row` (their count when
  /// there is none).
  private func productPlace(atOrAfter row: Int) -> Int {
    var low = 0, high = productRows.count
    while low < high {
      let middle = (low + high) / 2
      if productRows[middle] < row { low = middle + 1 } else { high = middle }
    }
    return low
  }
}
