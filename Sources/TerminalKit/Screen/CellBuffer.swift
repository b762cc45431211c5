/// One terminal cell: a grapheme cluster and its style. A wide character is stored in its
/// first cell with `width` 2; the cell after it is a `continuation` that draws nothing.
public struct Cell: Equatable, Sendable {
  public var text: String
  public var style: Style
  public var width: UInt8

  public init(_ text: String = " ", style: Style = .plain, width: UInt8 = 1) {
    self.text = text
    self.style = style
    self.width = width
  }

  public static let blank = Cell()
  public static let continuation = Cell("", width: 0)
  public var isContinuation: Bool { width == 0 }
}

public struct Size: Equatable, Hashable, Sendable {
  public var columns: Int
  public var rows: Int

  public init(columns: Int, rows: Int) {
    self.columns = columns
    self.rows = rows
  }
}

public struct Rect: Equatable, Sendable {
  public var x: Int, y: Int, width: Int, height: Int

  public init(x: Int, y: Int, width: Int, height: Int) {
    self.x = x
    self.y = y
    self.width = max(0, width)
    self.height = max(0, height)
  }

  public var maxX: Int { x + width }
  public var maxY: Int { y + height }

  public func contains(x px: Int, y py: Int) -> Bool {
    px >= x && px < maxX && py >= y && py < maxY
  }

  public func intersects(_ other: Rect) -> Bool {
    x < other.maxX && other.x < maxX && y < other.maxY && other.y < maxY
  }

  /// The rect shrunk by `by` on every side.
  public func inset(_ by: Int) -> Rect {
    Rect(x: x + by, y: y + by, width: width - 2 * by, height: height - 2 * by)
  }
}

/// A screen's worth of cells. Views draw into it; the renderer compares two of them.
public struct CellBuffer: Equatable, Sendable {
  public let size: Size
  public private(set) var cells: [Cell]
  /// Pictures for the terminal's own graphics, over cells already drawn; one is dropped as soon
  /// as anything is drawn into its rectangle after it (a dialog, the zoom's frame), so that what
  /// covers it shows.
  public private(set) var images: [ImagePlacement] = []

  /// Places a picture over its (already drawn) cells.
  public mutating func place(_ image: ImagePlacement) {
    images.removeAll { $0.rect.intersects(image.rect) }
    images.append(image)
  }

  /// Drops the pictures that `x`, `y` falls in: something is drawn over them.
  private mutating func uncover(x: Int, y: Int) {
    if !images.isEmpty { images.removeAll { $0.rect.contains(x: x, y: y) } }
  }

  public init(size: Size, fill: Cell = .blank) {
    self.size = size
    cells = Array(repeating: fill, count: max(0, size.columns * size.rows))
  }

  public var bounds: Rect { Rect(x: 0, y: 0, width: size.columns, height: size.rows) }

  public subscript(x: Int, y: Int) -> Cell {
    get { cells[y * size.columns + x] }
    set { cells[y * size.columns + x] = newValue }
  }

  /// Writes `text` at (x, y), cleaned of control characters, clipped to `clip` (default: the
  /// row), by display width. Returns the column after the last cell written.
  @discardableResult
  public mutating func write(_ text: String, x: Int, y: Int, style: Style = .plain, clip: Rect? = nil) -> Int {
    let area = clip ?? bounds
    guard y >= max(0, area.y), y < min(size.rows, area.maxY) else { return x }
    let limit = min(size.columns, area.maxX)
    var column = x
    for character in TextCleaner.clean(text) {
      let width = DisplayWidth.of(character)
      if width == 0 { continue }
      if column + width > limit { break }
      if column >= max(0, area.x) {
        put(Cell(String(character), style: style, width: UInt8(width)), x: column, y: y)
      }
      column += width
    }
    return column
  }

  /// Places one cell, keeping wide characters whole: overwriting half of one blanks the other.
  public mutating func put(_ cell: Cell, x: Int, y: Int) {
    guard x >= 0, y >= 0, x < size.columns, y < size.rows else { return }
    uncover(x: x, y: y)
    let existing = self[x, y]
    if existing.isContinuation, x > 0 { self[x - 1, y] = Cell(" ", style: self[x - 1, y].style) }
    if existing.width == 2, x + 1 < size.columns { self[x + 1, y] = Cell(" ", style: existing.style) }
    if cell.width == 2 {
      guard x + 1 < size.columns else {
        self[x, y] = Cell(" ", style: cell.style)
        return
      }
      let next = self[x + 1, y]
      if next.width == 2, x + 2 < size.columns { self[x + 2, y] = Cell(" ", style: next.style) }
      self[x, y] = cell
      self[x + 1, y] = Cell("", style: cell.style, width: 0)
    } else {
      self[x, y] = cell
    }
  }

  /// Fills a rectangle with spaces of `style`.
  public mutating func fill(_ rect: Rect, style: Style = .plain, character: String = " ") {
    for row in max(0, rect.y)..<min(size.rows, rect.maxY) {
      for column in max(0, rect.x)..<min(size.columns, rect.maxX) {
        put(Cell(character, style: style), x: column, y: row)
      }
    }
  }

  /// Changes the style of every cell in `rect` with `change`, keeping the text.
  public mutating func restyle(_ rect: Rect, _ change: (Style) -> Style) {
    for row in max(0, rect.y)..<min(size.rows, rect.maxY) {
      for column in max(0, rect.x)..<min(size.columns, rect.maxX) {
        uncover(x: column, y: row)
        self[column, row].style = change(self[column, row].style)
      }
    }
  }

  /// The lines as the plain front end prints them: each after a gutter of two columns, `› `
  /// where the line holds the focus (what the screen shows in reverse video: the focused item,
  /// the current tab, a text field's cursor), else two spaces — plain text has no other way to
  /// say where the focus is.
  /// Where the focus starts after other things on its line (a product beside the category
  /// rail, an option among others), a `›` also stands in the blank cell just before it.
  public var markedLines: [String] {
    (0..<size.rows).map { row in
      guard let first = (0..<size.columns).first(where: { self[$0, row].style.reverse }) else {
        let line = lines(row)
        return line.isEmpty ? "" : "  " + line
      }
      let before = first - 1
      let besideOthers = before > 0 && self[before, row].text == " " && !self[before, row].isContinuation
        && (0..<before).contains { !self[$0, row].isContinuation && self[$0, row].text != " " }
      return "› " + lines(row, mark: besideOthers ? before : nil)
    }
  }

  /// The buffer as plain text lines, trailing spaces removed: what snapshots and the plain
  /// front end show.
  public var lines: [String] {
    (0..<size.rows).map { lines($0) }
  }

  /// Row `row` as plain text, trailing spaces removed; `mark` is a column shown as `›`.
  func lines(_ row: Int, mark: Int? = nil) -> String {
    var line = ""
    for column in 0..<size.columns where !self[column, row].isContinuation {
      line += column == mark ? "›" : self[column, row].text
    }
    while line.hasSuffix(" ") { line.removeLast() }
    return line
  }
}
