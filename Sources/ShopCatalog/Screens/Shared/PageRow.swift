import TerminalKit

/// A row of a list page: its text, style, the entry it belongs to (the focus moves by entries;
/// an entry may take several rows), and a text field drawn after the text.
struct PageRow {
  var text: String
  var style: Style
  var entry: Int?
  var field: TextField?
  /// Pictures drawn from this row over the next one too, 6 columns each, four at most and
  /// `…` after them.
  var pictures: [String] = []

  init(_ text: String, _ style: Style, entry: Int? = nil, field: TextField? = nil) {
    self.text = text
    self.style = style
    self.entry = entry
    self.field = field
  }

  /// The focused entry's rows too long for `width`, wrapped onto as many rows as they take: a
  /// text cut with `…` is read whole by moving the focus onto it (a coupon's rules, an address).
  static func unfolded(_ rows: [PageRow], focus: Int, width: Int) -> [PageRow] {
    guard width > 0, rows.contains(where: { $0.entry == focus && $0.field == nil && DisplayWidth.of($0.text) > width }) else { return rows }
    return rows.flatMap { row -> [PageRow] in
      guard row.entry == focus, row.field == nil, row.pictures.isEmpty, DisplayWidth.of(row.text) > width else { return [row] }
      return DisplayWidth.wrap(row.text, to: width).map { PageRow($0, row.style, entry: row.entry) }
    }
  }

  /// Draws the rows in `body` (their texts already in the pack's words), scrolled so that the
  /// first row of the focused entry shows, and the focused entry whole (`unfolded`).
  static func draw(_ rows: [PageRow], focus: Int, in body: Rect,
                   picture: (String, Rect, inout CellBuffer) -> Void = { _, _, _ in }, into buffer: inout CellBuffer) {
    let rows = unfolded(rows, focus: focus, width: max(0, body.width - 2))
    let focusRow = rows.firstIndex { $0.entry == focus } ?? 0
    let lastRow = rows.lastIndex { $0.entry == focus } ?? focusRow
    // No scrolling while the focused entry fits on the first screen; past it, the entry sits in
    // the middle, so that what comes before and after it both show; an entry taller than the
    // page starts at its top.
    var top = 0
    if lastRow >= body.height { top = max(0, min(focusRow - body.height / 2, rows.count - body.height)) }
    if lastRow >= top + body.height { top = max(0, lastRow - body.height + 1) }
    if lastRow - focusRow + 1 > body.height { top = focusRow }
    for (offset, row) in rows.dropFirst(top).prefix(body.height).enumerated() {
      let focused = row.entry != nil && row.entry == focus
      let y = body.y + offset
      let x = buffer.write(DisplayWidth.truncate(row.text, to: max(0, body.width - 2)), x: body.x + 1, y: y,
                           style: focused && row.field == nil ? Theme.focused : row.style, clip: body)
      if !row.pictures.isEmpty, y + 1 < body.maxY {
        for (k, name) in row.pictures.prefix(4).enumerated() {
          picture(name, Rect(x: body.x + 3 + k * 7, y: y, width: 6, height: 2), &buffer)
        }
        if row.pictures.count > 4 { buffer.write("…", x: body.x + 3 + 4 * 7, y: y + 1, style: Theme.dim, clip: body) }
      }
      if let field = row.field {
        let rect = Rect(x: x + 1, y: y, width: max(1, min(body.maxX - x - 2, 48)), height: 1)
        field.draw(in: rect, focused: focused, into: &buffer)
      }
    }
  }

  /// `label … amount`, the amount at the right edge.
  static func amountRow(_ label: String, _ amount: String, width: Int) -> String {
    let room = max(0, width - 2 - DisplayWidth.of(amount) - 1)
    return DisplayWidth.pad(DisplayWidth.truncate(label, to: room), to: room) + " " + amount
  }
}

/// A page of rows under its title, as 我的's pages, checkout and the forms draw it.
enum PageView {
  static func draw(title: String, rows: [PageRow], focus: Int, canvas: ShopCanvas? = nil, in area: Rect, into buffer: inout CellBuffer) {
    buffer.write(DisplayWidth.truncate(title, to: max(0, area.width - 2)), x: area.x + 1, y: area.y, style: Theme.title)
    let body = Rect(x: area.x, y: area.y + 1, width: area.width, height: max(0, area.height - 1))
    PageRow.draw(rows, focus: focus, in: body, picture: { name, rect, buffer in canvas?.drawPicture(name, rect, "", &buffer) },
                 into: &buffer)
  }

  /// The entry focused after a list key on a page of `count` entries (one row each, about), or nil.
  static func move(_ event: InputEvent, focus: Int, count: Int, area: Rect) -> Int? {
    ListKeys.move(event, focus: focus, count: count, page: max(1, area.height - 3))
  }
}

extension String {
  /// The text on one line: its line breaks as spaces.
  var replacingNewlines: String { split(whereSeparator: \.isNewline).joined(separator: " ") }
}
