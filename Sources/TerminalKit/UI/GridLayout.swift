/// Tiles in columns with equal gaps, as the app-grid lesson lays out its 75x90 tiles:
/// `marginX = (width - columns * tileWidth) / (columns + 1)`, rows below rows at the same gap,
/// scrolled so a chosen row is in view when they do not all fit.
public struct GridLayout: Equatable, Sendable {
  public let count: Int
  public let area: Rect
  public let tile: Size
  public let columns: Int
  public let marginX: Int
  public let marginY: Int
  /// The first row shown.
  public var scrollRow = 0

  /// `columns` nil picks as many as fit with at least `gap` between tiles, and never more than
  /// there are tiles. Given `columns` are kept whatever the count, so that a filtered grid
  /// keeps its tiles where the whole grid had them.
  public init(count: Int, area: Rect, tile: Size, gap: Int, columns: Int? = nil) {
    self.count = count
    self.area = area
    self.tile = tile
    let fitting = max(1, (area.width - gap) / (tile.columns + gap))
    self.columns = max(1, columns ?? min(fitting, max(1, count)))
    marginX = max(0, (area.width - self.columns * tile.columns) / (self.columns + 1))
    marginY = gap
  }

  public var rows: Int { (count + columns - 1) / columns }
  /// How many rows fit in the area.
  public var visibleRows: Int { max(1, (area.height - marginY) / (tile.rows + marginY)) }

  /// The last first row that still fills the area.
  public var largestScrollRow: Int { max(0, rows - visibleRows) }

  /// Scrolls by `rows` (the mouse wheel), within the grid.
  public mutating func scroll(by rows: Int) {
    scrollRow = min(largestScrollRow, max(0, scrollRow + rows))
  }

  /// Scrolls just enough to show `index`'s row.
  public mutating func reveal(_ index: Int) {
    let row = index / columns
    if row < scrollRow { scrollRow = row }
    if row >= scrollRow + visibleRows { scrollRow = row - visibleRows + 1 }
  }

  /// The tile's rectangle on screen, or nil when its row is scrolled out of view.
  public func visibleRect(of index: Int) -> Rect? {
    guard index >= 0, index < count else { return nil }
    let row = index / columns - scrollRow
    guard row >= 0, row < visibleRows else { return nil }
    let column = index % columns
    return Rect(x: area.x + marginX + column * (tile.columns + marginX),
                y: area.y + marginY + row * (tile.rows + marginY), width: tile.columns, height: tile.rows)
  }

  /// The tile under a point, for mouse clicks.
  public func index(atX x: Int, y: Int) -> Int? {
    (0..<count).first { visibleRect(of: $0)?.contains(x: x, y: y) ?? false }
  }
}
