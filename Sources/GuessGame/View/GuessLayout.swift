import GameCore
import PlistKit
import TerminalKit

/// Where everything goes on a screen of a given size: a pure function, used both to draw and
/// to tell what a mouse click hit. The picture takes whatever room the rest leaves.
public struct GuessLayout: Equatable, Sendable {
  public static let slotWidth = 4
  public static let optionWidth = 4
  public static let optionGap = 1

  public var header: Int
  public var clue: Int
  public var picture: Rect
  public var slots: [Rect]
  public var options: [Rect]
  public var buttons: [Rect]
  /// The buttons' titles: with their costs when the row has room, else without.
  public var buttonTitles: [String]
  public var message: Int
  public var size: Size

  /// Whether the picture is beside the slots, options and buttons instead of above them.
  public var isSideBySide = false

  public init(size: Size, slotCount: Int, optionCount: Int, columns: Int, costs: (hint: Int, remove: Int), words: GuessWords) {
    self.init(stacked: size, slotCount: slotCount, optionCount: optionCount, columns: columns, costs: costs, words: words)
    // A window wider than tall (in pixels, a cell being twice as tall as wide: 80x24 is) shows a
    // larger picture beside the rest, taking the full height, when that beats the stacked one.
    let side = Self(sideBySide: size, slotCount: slotCount, optionCount: optionCount, columns: columns, costs: costs, words: words)
    if let side, Self.pictureSide(side.picture) > Self.pictureSide(picture) { self = side }
  }

  /// The side of the largest square picture a rectangle holds, in pixels of half blocks (a
  /// cell is one pixel wide and two tall).
  static func pictureSide(_ rect: Rect) -> Int { max(0, min(rect.width, rect.height * 2)) }

  private init(stacked size: Size, slotCount: Int, optionCount: Int, columns: Int, costs: (hint: Int, remove: Int), words: GuessWords) {
    self.size = size
    header = 0
    clue = 1
    let optionRows = (optionCount + columns - 1) / max(1, columns)
    // Bottom up: key bar, message, buttons, a gap, options, a gap, slots.
    message = size.rows - 2
    let buttonsRow = size.rows - 3
    let optionsTop = buttonsRow - 1 - optionRows
    // An answer longer than the screen is wide goes on two rows (or more).
    let perRow = Self.slotsPerRow(slotCount, within: size.columns - 2)
    let slotsRow = optionsTop - 1 - Self.rows(slotCount, perRow)
    picture = Rect(x: 2, y: 2, width: size.columns - 4, height: max(0, slotsRow - 3))
    slots = Self.slotRects(slotCount, perRow: perRow, top: slotsRow) { max(0, (size.columns - $0) / 2) }
    let gridWidth = columns * Self.optionWidth + (columns - 1) * Self.optionGap
    let gridLeft = max(0, (size.columns - gridWidth) / 2)
    options = (0..<optionCount).map { i in
      Rect(x: gridLeft + (i % columns) * (Self.optionWidth + Self.optionGap), y: optionsTop + i / columns,
           width: Self.optionWidth, height: 1)
    }
    func rowWidth(_ titles: [String]) -> Int { titles.map { DisplayWidth.of($0) + 4 }.reduce(0, +) + 2 * (titles.count - 1) }
    var titles = Self.buttonTitles(costs: costs, words: words)
    if rowWidth(titles) > size.columns - 2 { titles = Self.buttonTitles(costs: costs, words: words, compact: true) }
    buttonTitles = titles
    let total = rowWidth(titles)
    var x = max(0, (size.columns - total) / 2)
    buttons = titles.map { title in
      let rect = Rect(x: x, y: buttonsRow, width: DisplayWidth.of(title) + 4, height: 1)
      x += rect.width + 2
      return rect
    }
  }

  /// The picture on the left, from below the clue to above the message, and on the right the
  /// slots, options and buttons (two rows of two) in a column centred in its height; nil when
  /// the column does not fit beside a picture of some size.
  private init?(sideBySide size: Size, slotCount: Int, optionCount: Int, columns: Int, costs: (hint: Int, remove: Int), words: GuessWords) {
    let optionRows = (optionCount + columns - 1) / max(1, columns)
    let gridWidth = columns * Self.optionWidth + (columns - 1) * Self.optionGap
    // A long answer's slots wrap rather than take the picture's room: the panel leaves it a
    // third of the width, or the options' width when that is more.
    let perRow = Self.slotsPerRow(slotCount, within: max(gridWidth, size.columns - 5 - size.columns / 3 - 2))
    let slotRows = Self.rows(slotCount, perRow)
    let slotsWidth = perRow * Self.slotWidth + max(0, perRow - 1)
    func rowWidth(_ titles: ArraySlice<String>) -> Int { titles.map { DisplayWidth.of($0) + 4 }.reduce(0, +) + 2 * (titles.count - 1) }
    var titles = Self.buttonTitles(costs: costs, words: words)
    let full = max(rowWidth(titles[0..<2]), rowWidth(titles[2..<4]))
    let compact = Self.buttonTitles(costs: costs, words: words, compact: true)
    // The buttons' costs only where they fit in the options' width: the picture comes first.
    let widest = max(gridWidth, slotsWidth + 2)
    if full > widest { titles = compact }
    let panelWidth = max(widest, rowWidth(titles[0..<2]), rowWidth(titles[2..<4]))
    // Slots, a gap, options, a gap, two rows of buttons.
    let panelHeight = slotRows + 1 + optionRows + 1 + 2
    let pictureTop = 2, pictureBottom = size.rows - 2
    let pictureWidth = size.columns - panelWidth - 5
    guard pictureWidth >= 8, pictureBottom - pictureTop >= panelHeight else { return nil }
    self.size = size
    header = 0
    clue = 1
    message = size.rows - 2
    isSideBySide = true
    picture = Rect(x: 1, y: pictureTop, width: pictureWidth, height: pictureBottom - pictureTop)
    let panelLeft = picture.maxX + 2
    let panelCentre = panelLeft + panelWidth / 2
    let top = pictureTop + (pictureBottom - pictureTop - panelHeight) / 2
    slots = Self.slotRects(slotCount, perRow: perRow, top: top) { panelCentre - $0 / 2 }
    let gridLeft = panelCentre - gridWidth / 2
    options = (0..<optionCount).map { i in
      Rect(x: gridLeft + (i % columns) * (Self.optionWidth + Self.optionGap), y: top + slotRows + 1 + i / columns, width: Self.optionWidth, height: 1)
    }
    buttonTitles = titles
    var rects: [Rect] = []
    for (row, pair) in [titles[0..<2], titles[2..<4]].enumerated() {
      var x = panelCentre - rowWidth(pair) / 2
      for title in pair {
        let rect = Rect(x: x, y: top + slotRows + 2 + optionRows + row, width: DisplayWidth.of(title) + 4, height: 1)
        rects.append(rect)
        x += rect.width + 2
      }
    }
    buttons = rects
  }

  /// How many slots go on a row `width` columns wide: all of them when they fit, else as
  /// many rows as needed with the slots shared evenly between them.
  static func slotsPerRow(_ count: Int, within width: Int) -> Int {
    let fit = max(1, (width + 1) / (slotWidth + 1))
    guard count > fit else { return max(1, count) }
    let rows = rows(count, fit)
    return (count + rows - 1) / rows
  }

  static func rows(_ count: Int, _ perRow: Int) -> Int { max(1, (count + perRow - 1) / max(1, perRow)) }

  /// The slots, `perRow` to a row from `top` down, each row starting where `left` says a row
  /// of its width starts.
  static func slotRects(_ count: Int, perRow: Int, top: Int, left: (Int) -> Int) -> [Rect] {
    (0..<count).map { i in
      let row = i / perRow
      let inRow = min(perRow, count - row * perRow)
      let width = inRow * slotWidth + max(0, inRow - 1)
      return Rect(x: left(width) + (i % perRow) * (slotWidth + 1), y: top + row, width: slotWidth, height: 1)
    }
  }

  /// 提示, 去除, 大图, 下一题 in the pack's words; with their costs unless `compact` (a free
  /// one, as in the daily, says none).
  public static func buttonTitles(costs: (hint: Int, remove: Int), words w: GuessWords, compact: Bool = false) -> [String] {
    [compact || costs.hint == 0 ? w(.buttonHintShort) : w(.buttonHint, String(costs.hint)),
     compact || costs.remove == 0 ? w(.buttonRemoveShort) : w(.buttonRemove, String(costs.remove)),
     w(.buttonZoom), w(.buttonNext)]
  }

  /// The smallest screen on which every part fits with a picture of some size.
  public static func minimumSize(optionCount: Int, columns: Int) -> Size {
    let rows = (optionCount + columns - 1) / max(1, columns)
    return Size(columns: max(64, columns * (optionWidth + optionGap) + 4), rows: 12 + rows)
  }
}
