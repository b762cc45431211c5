/// The bottom row: every action's key, `[h] Hint  [z] Zoom  …`, cut at the width.
public enum KeyBar {
  public static func draw(_ hints: [KeyHint], into buffer: inout CellBuffer) {
    let y = buffer.size.rows - 1
    guard y >= 0 else { return }
    buffer.fill(Rect(x: 0, y: y, width: buffer.size.columns, height: 1), style: Theme.dim)
    var x = 1
    for hint in hints + [KeyHint("?", "Keys")] {
      let width = DisplayWidth.of(hint.key) + 2 + 1 + DisplayWidth.of(hint.action) + 2
      if x + width > buffer.size.columns { break }
      x = buffer.write("[\(hint.key)]", x: x, y: y, style: Theme.accent)
      x = buffer.write(" \(hint.action)  ", x: x, y: y, style: Theme.text)
    }
  }
}

/// `?` or F1: every key of the current screen in a framed panel.
public enum HelpOverlay {
  public static func draw(_ hints: [KeyHint], into buffer: inout CellBuffer) {
    let all = hints + [KeyHint("?/F1", "Show these keys"), KeyHint("Ctrl-C", "Quit arcade")]
    let keyWidth = all.map { DisplayWidth.of($0.key) }.max() ?? 0
    let width = min(buffer.size.columns - 2, max(30, keyWidth + 4 + (all.map { DisplayWidth.of($0.action) }.max() ?? 0) + 2))
    let height = min(buffer.size.rows - 2, all.count + 4)
    let rect = Rect(x: (buffer.size.columns - width) / 2, y: (buffer.size.rows - height) / 2, width: width, height: height)
    buffer.fill(rect)
    Frame.draw(rect, title: "Keys", style: Theme.accent, into: &buffer)
    for (i, hint) in all.prefix(height - 4).enumerated() {
      let y = rect.y + 2 + i
      buffer.write(hint.key, x: rect.x + 2, y: y, style: Theme.accent)
      buffer.write(hint.action, x: rect.x + 4 + keyWidth, y: y, clip: rect.inset(1))
    }
    Label.centered("any key closes this", in: rect.inset(1), y: rect.maxY - 2, style: Theme.dim, into: &buffer)
  }
}

/// Shown instead of a layout that would not fit.
public enum TooSmallScreen {
  public static func draw(size: Size, minimum: Size, into buffer: inout CellBuffer) {
    let lines = ["Make the window larger", "it is \(size.columns)x\(size.rows);", "this needs \(minimum.columns)x\(minimum.rows)", "Ctrl-C quits"]
    let top = max(0, (size.rows - lines.count) / 2)
    for (i, line) in lines.enumerated() {
      Label.centered(line, in: buffer.bounds, y: top + i, style: i == 0 ? Theme.title : Theme.text, into: &buffer)
    }
  }
}
