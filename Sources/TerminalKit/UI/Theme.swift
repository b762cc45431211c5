/// The styles every view shares. Colour only adds to what reverse video, bold and marks
/// already show, so each state still reads with NO_COLOR.
public enum Theme {
  public static let text = Style.plain
  public static let title = Style(foreground: .brightYellow, bold: true)
  public static let dim = Style(foreground: .gray, dim: true)
  public static let accent = Style(foreground: .cyan, bold: true)
  public static let focused = Style(foreground: .brightYellow, bold: true, reverse: true)
  public static let selectedRow = Style(reverse: true)
  public static let frame = Style(foreground: .gray)
  public static let right = Style(foreground: .brightBlue, bold: true)
  public static let wrong = Style(foreground: .brightRed, bold: true)
  public static let disabled = Style(foreground: .gray, dim: true)
  public static let backdrop = Style(foreground: .gray, dim: true)
}

/// Box drawing around a rectangle, with an optional title in the top edge.
public enum Frame {
  /// A box around `rect`; `heavy` draws it in thick lines, which mark the focus even where
  /// the terminal shows no colour.
  public static func draw(_ rect: Rect, title: String? = nil, style: Style = Theme.frame, heavy: Bool = false,
                          into buffer: inout CellBuffer) {
    guard rect.width >= 2, rect.height >= 2 else { return }
    let right = rect.maxX - 1, bottom = rect.maxY - 1
    let glyphs: [String] = heavy ? ["┏", "┓", "┗", "┛", "━", "┃"] : ["┌", "┐", "└", "┘", "─", "│"]
    buffer.put(Cell(glyphs[0], style: style), x: rect.x, y: rect.y)
    buffer.put(Cell(glyphs[1], style: style), x: right, y: rect.y)
    buffer.put(Cell(glyphs[2], style: style), x: rect.x, y: bottom)
    buffer.put(Cell(glyphs[3], style: style), x: right, y: bottom)
    for x in (rect.x + 1)..<right {
      buffer.put(Cell(glyphs[4], style: style), x: x, y: rect.y)
      buffer.put(Cell(glyphs[4], style: style), x: x, y: bottom)
    }
    for y in (rect.y + 1)..<bottom {
      buffer.put(Cell(glyphs[5], style: style), x: rect.x, y: y)
      buffer.put(Cell(glyphs[5], style: style), x: right, y: y)
    }
    if let title, rect.width > 6 {
      let text = " " + DisplayWidth.truncate(title, to: rect.width - 6) + " "
      buffer.write(text, x: rect.x + 2, y: rect.y, style: Theme.title)
    }
  }
}

/// Text centred in a row of a rectangle, cut to fit.
public enum Label {
  @discardableResult
  public static func centered(_ text: String, in rect: Rect, y: Int, style: Style = .plain, into buffer: inout CellBuffer) -> Rect {
    let cut = DisplayWidth.truncate(TextCleaner.clean(text), to: rect.width)
    let width = DisplayWidth.of(cut)
    let x = rect.x + (rect.width - width) / 2
    buffer.write(cut, x: x, y: y, style: style, clip: rect)
    return Rect(x: x, y: y, width: width, height: 1)
  }
}
