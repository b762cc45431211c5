import GameCore
import PlistKit
import TerminalKit

/// The TerminalKit calls a mode's screen and script state use, one line each: docs/plugins.md
/// shows this function as it is, and FruitModeTests draws it.
func drawWithTerminalKit(into buffer: inout CellBuffer) -> JSON {
  let screen = Rect(x: 0, y: 0, width: buffer.size.columns, height: buffer.size.rows)  // the size: buffer.size
  let parts = screen.rows([.fixed(1), .fill(1), .fixed(1)])  // header, body, key bar
  let halves = parts[1].columns([.fill(1), .fill(1)])  // the body's left and right halves
  _ = buffer.write("Basket", x: 1, y: parts[0].y, style: Theme.title)  // text at a cell, in a style
  let name = "苹果 apple"  // CJK takes two columns: place text by its display width, never count
  _ = buffer.write(name, x: halves[1].maxX - DisplayWidth.of(name), y: halves[1].y)  // right-aligned
  _ = buffer.write(DisplayWidth.truncate("a very long fruit name", to: 10), x: halves[0].x, y: halves[0].y)  // cut to 10 columns
  _ = buffer.write(TextCleaner.clean("red\u{1B}[31m"), x: halves[0].x, y: halves[0].y + 1, style: Style(foreground: .red, bold: true))  // a pack's text, escape sequences taken out
  ProgressBar.draw(fraction: 0.5, in: Rect(x: halves[0].x, y: halves[0].y + 2, width: 12, height: 1), into: &buffer)
  for (i, line) in DisplayWidth.wrap("eat one a day, the sweetest last", to: halves[1].width).enumerated() {  // long text as lines of a width
    _ = buffer.write(line, x: halves[1].x, y: halves[1].y + 1 + i)
  }
  KeyBar.draw([KeyHint("Enter", "eat"), KeyHint("Esc", "leave")], into: &buffer)  // on the last row, `?` added
  let sweetness = 5  // an Int: JSON's .int takes an Int64
  return .object([("fruit", .string("apple")), ("sweetness", .int(Int64(sweetness))), ("ripe", .bool(true)), ("eaten", .array([])), ("note", .null)])  // a script's state
}
