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

  /// Draws the rows in `body`, scrolled so that the first row of the focused entry shows.
  static func draw(_ rows: [PageRow], focus: Int, in body: Rect, words: ShopWords,
                   picture: (String, Rect, inout CellBuffer) -> Void = { _, _, _ in }, into buffer: inout CellBuffer) {
    let focusRow = rows.firstIndex { $0.entry == focus } ?? 0
    let lastRow = rows.lastIndex { $0.entry == focus } ?? focusRow
    // No scrolling while the focused entry fits on the first screen; past it, the entry sits in
    // the middle, so that what comes before and after it both show.
    var top = 0
    if lastRow >= body.height { top = max(0, min(focusRow - body.height / 2, rows.count - body.height)) }
    if lastRow >= top + body.height { top = max(0, lastRow - body.height + 1) }
    for (offset, row) in rows.dropFirst(top).prefix(body.height).enumerated() {
      let focused = row.entry != nil && row.entry == focus
      let y = body.y + offset
      let x = buffer.write(DisplayWidth.truncate(words(row.text), to: max(0, body.width - 2)), x: body.x + 1, y: y,
                           style: focused && row.field == nil ? Theme.focused : row.style, clip: body)
      if !row.pictures.isEmpty, y + 1 < body.maxY {
        for (k, name) in row.pictures.prefix(4).enumerated() {
          picture(name, Rect(x: body.x + 3 + k * 7, y: y, width: 6, height: 2), &buffer)
        }
        if row.pictures.count > 4 { buffer.write("…", x: body.x + 3 + 4 * 7, y: y + 1, style: Theme.dim, clip: body) }
      }
      if var field = row.field {
        field.placeholder = words(field.placeholder)
        let rect = Rect(x: x + 1, y: y, width: max(1, min(body.maxX - x - 2, 48)), height: 1)
        field.draw(in: rect, focused: focused, into: &buffer)
      }
    }
  }
}
