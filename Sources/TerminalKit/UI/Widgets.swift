/// A bar that fills left to right, `[█████░░░░░]  48%`; with no colour the blocks still show it.
public enum ProgressBar {
  @discardableResult
  public static func draw(fraction: Double, in rect: Rect, showPercent: Bool = true, style: Style = Theme.accent,
                          into buffer: inout CellBuffer) -> Rect {
    let value = min(1, max(0, fraction.isFinite ? fraction : 0))
    let label = showPercent ? String(format3(Int((value * 100).rounded(.down)))) + "%" : ""
    let barWidth = max(0, rect.width - (label.isEmpty ? 0 : label.count + 1))
    let filled = Int((Double(barWidth) * value).rounded(.down))
    for i in 0..<barWidth {
      buffer.put(Cell(i < filled ? "█" : "░", style: i < filled ? style : Theme.dim), x: rect.x + i, y: rect.y)
    }
    if !label.isEmpty { buffer.write(label, x: rect.x + barWidth + 1, y: rect.y) }
    return Rect(x: rect.x, y: rect.y, width: rect.width, height: min(1, rect.height))
  }

  private static func format3(_ n: Int) -> String {
    String(repeating: " ", count: max(0, 3 - String(n).count)) + String(n)
  }
}

/// A small count or word in brackets, `(3)` or `(99+)`, at the start of `rect`'s first row.
public enum Badge {
  @discardableResult
  public static func draw(_ text: String, in rect: Rect, style: Style = Theme.wrong, into buffer: inout CellBuffer) -> Rect {
    let end = buffer.write("(\(text))", x: rect.x, y: rect.y, style: style, clip: rect)
    return Rect(x: rect.x, y: rect.y, width: min(rect.width, end - rect.x), height: min(1, rect.height))
  }
}

/// A list with one selected row that keeps the selection in view, scrolling as needed.
public struct ListView: Equatable, Sendable {
  public var count: Int
  public var selected: Int
  public var offset: Int

  public init(count: Int, selected: Int = 0) {
    self.count = count
    self.selected = min(max(0, selected), max(0, count - 1))
    offset = 0
  }

  public mutating func move(by delta: Int, visible: Int) {
    guard count > 0 else { return }
    selected = min(count - 1, max(0, selected + delta))
    scroll(visible: visible)
  }

  public mutating func scroll(visible: Int) {
    if selected < offset { offset = selected }
    if selected >= offset + visible { offset = selected - visible + 1 }
    offset = max(0, min(offset, max(0, count - visible)))
  }

  /// The items a view of `rows` rows shows.
  public func visibleRange(rows: Int) -> Range<Int> {
    var view = self
    view.scroll(visible: rows)
    return view.offset..<min(count, view.offset + max(0, rows))
  }

  /// Draws `rows(i)` for the visible items; the selected one in reverse video with a `›` mark.
  /// Returns each visible item's row, for clicks.
  @discardableResult
  public func draw(in rect: Rect, into buffer: inout CellBuffer, row: (Int) -> String) -> [(item: Int, rect: Rect)] {
    var view = self
    view.scroll(visible: rect.height)
    var rows: [(item: Int, rect: Rect)] = []
    for line in 0..<rect.height {
      let index = view.offset + line
      guard index < count else { break }
      let isSelected = index == selected
      let text = (isSelected ? "› " : "  ") + row(index)
      buffer.write(DisplayWidth.pad(text, to: rect.width), x: rect.x, y: rect.y + line,
                   style: isSelected ? Theme.selectedRow : Theme.text, clip: rect)
      rows.append((index, Rect(x: rect.x, y: rect.y + line, width: rect.width, height: 1)))
    }
    if view.offset > 0 { buffer.write("↑", x: rect.maxX - 1, y: rect.y, style: Theme.dim) }
    if view.offset + rect.height < count { buffer.write("↓", x: rect.maxX - 1, y: rect.maxY - 1, style: Theme.dim) }
    return rows
  }

  /// The item index at a row of `rect`, for mouse clicks.
  public func index(atRow y: Int, in rect: Rect) -> Int? {
    var view = self
    view.scroll(visible: rect.height)
    let index = view.offset + (y - rect.y)
    return rect.contains(x: rect.x, y: y) && index < count ? index : nil
  }
}

/// A centred panel with a message and buttons, `[ 再来一次 ]  [ Quit ]`; the focused button in
/// reverse video. One layout value serves drawing and hit-testing.
public struct Dialog: Equatable, Sendable {
  /// How the lines sit: each centred, or as one left-aligned block (label: value rows).
  public enum Alignment: Equatable, Sendable { case center, left }

  public var title: String
  public var lines: [String]
  public var buttons: [String]
  public var alignment: Alignment

  public init(title: String, lines: [String], buttons: [String], alignment: Alignment = .center) {
    self.title = title
    self.lines = lines
    self.buttons = buttons
    self.alignment = alignment
  }

  /// Where the panel and each button go, centred in `area`.
  public func layout(in area: Rect) -> Layout {
    var layout = layout(in: Size(columns: area.width, rows: area.height))
    layout.panel = Rect(x: layout.panel.x + area.x, y: layout.panel.y + area.y, width: layout.panel.width, height: layout.panel.height)
    layout.buttons = layout.buttons.map { Rect(x: $0.x + area.x, y: $0.y + area.y, width: $0.width, height: $0.height) }
    return layout
  }

  /// Where the panel and each button go on a screen of `size`.
  public struct Layout: Equatable, Sendable {
    public var panel: Rect
    public var buttons: [Rect]

    /// The button a click at (x, y) hits.
    public func button(atX x: Int, y: Int) -> Int? {
      buttons.firstIndex { $0.contains(x: x, y: y) }
    }
  }

  private var buttonTexts: [String] { buttons.map { "[ \($0) ]" } }

  public func layout(in size: Size) -> Layout {
    let widths = buttonTexts.map(DisplayWidth.of)
    let total = widths.reduce(0, +) + 2 * max(0, buttons.count - 1)
    let contentWidth = max(DisplayWidth.of(title) + 4, lines.map(DisplayWidth.of).max() ?? 0, total)
    let width = min(size.columns - 2, contentWidth + 6)
    let height = min(size.rows - 2, lines.count + 6)
    let panel = Rect(x: (size.columns - width) / 2, y: (size.rows - height) / 2, width: width, height: height)
    var x = panel.x + max(1, (width - total) / 2)
    let rects = widths.map { w in
      defer { x += w + 2 }
      return Rect(x: x, y: panel.maxY - 2, width: w, height: 1)
    }
    return Layout(panel: panel, buttons: rects)
  }

  /// Draws the dialog centred on the whole buffer.
  @discardableResult
  public func draw(focused: Int, into buffer: inout CellBuffer) -> Layout {
    draw(in: buffer.bounds, focused: focused, into: &buffer)
  }

  /// Draws the dialog centred in `area`; returns its layout, whose buttons a click hits.
  @discardableResult
  public func draw(in area: Rect, focused: Int, into buffer: inout CellBuffer) -> Layout {
    let layout = layout(in: area)
    let rect = layout.panel
    // The rows it covers are cleared across the area: a fragment of the screen beneath (half a
    // button, "000 ]") never abuts its border, which matters most in plain text, where nothing
    // dims what is underneath.
    buffer.fill(Rect(x: area.x, y: rect.y, width: area.width, height: rect.height))
    Frame.draw(rect, title: title, style: Theme.accent, into: &buffer)
    let blockWidth = lines.map(DisplayWidth.of).max() ?? 0
    let left = rect.x + max(1, (rect.width - blockWidth) / 2)
    for (i, line) in lines.enumerated() where i < rect.height - 5 {
      switch alignment {
      case .center: Label.centered(line, in: rect.inset(1), y: rect.y + 2 + i, into: &buffer)
      case .left: buffer.write(DisplayWidth.truncate(line, to: rect.width - 4), x: left, y: rect.y + 2 + i, clip: rect.inset(1))
      }
    }
    for (i, text) in buttonTexts.enumerated() {
      let button = layout.buttons[i]
      buffer.write(text, x: button.x, y: button.y, style: i == focused ? Theme.focused : Theme.accent, clip: rect.inset(1))
    }
    return layout
  }

  /// Draws a dialog in one call; returns each button's rectangle.
  @discardableResult
  public static func draw(title: String, lines: [String], buttons: [String], focused: Int,
                          into buffer: inout CellBuffer) -> [Rect] {
    Dialog(title: title, lines: lines, buttons: buttons).draw(focused: focused, into: &buffer).buttons
  }
}
