/// Turns cell buffers into terminal bytes. `frame(from:to:)` is a pure function: the bytes that
/// change a screen showing `old` into `new`, touching only the cells that differ.
public struct Renderer: Sendable {
  public let depth: ColorDepth

  public init(depth: ColorDepth) {
    self.depth = depth
  }

  /// With no `old` (first frame, resize, resume) every cell is drawn after clearing.
  public func frame(from old: CellBuffer?, to new: CellBuffer) -> [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(old == nil ? new.cells.count * 4 : 256)
    let full = old == nil || old?.size != new.size
    if full { out += Array("\u{1B}[0m\u{1B}[2J".utf8) }
    // Pictures gone since the last frame: kitty's are deleted; a sixel's or an iTerm2 image's
    // pixels are in the cells, so its cells are drawn again.
    let before = full ? [] : old?.images ?? []
    let gone = before.filter { !new.images.contains($0) }
    if full, old?.images.isEmpty == false { out += Self.deleteAllImages }
    for image in gone where image.kind == .kitty { out += Array("\u{1B}_Ga=d,d=I,i=\(image.id),q=2\u{1B}\\".utf8) }
    let redrawn = gone.filter { $0.kind != .kitty }.map(\.rect)
    var cursor: (x: Int, y: Int)? = nil
    var current: Style? = full ? .plain : nil
    for y in 0..<new.size.rows {
      var x = 0
      while x < new.size.columns {
        let cell = new[x, y]
        defer { x += max(1, Int(cell.width)) }
        if cell.isContinuation { continue }
        if !full, let old, old[x, y] == cell, cell.width < 2 || old[x + 1, y] == new[x + 1, y],
           !redrawn.contains(where: { $0.contains(x: x, y: y) }) { continue }
        if full, cell == .blank { continue }
        if cursor.map({ $0 != (x, y) }) ?? true {
          out += Array("\u{1B}[\(y + 1);\(x + 1)H".utf8)
        }
        if current != cell.style {
          out += sgr(cell.style)
          current = cell.style
        }
        out += Array(cell.text.utf8)
        cursor = (x + max(1, Int(cell.width)), y)
      }
    }
    if current != nil, current != .plain { out += Array("\u{1B}[0m".utf8) }
    // New pictures last, over their cells, the cursor put back where the cells left it.
    for image in new.images where !before.contains(image) {
      out += Array("\u{1B}[\(image.rect.y + 1);\(image.rect.x + 1)H".utf8)
      out += image.bytes(image.id)
    }
    return out
  }

  /// Deletes every picture kitty shows: on a full redraw, on exit and on suspend.
  public static let deleteAllImages = Array("\u{1B}_Ga=d,d=A,q=2\u{1B}\\".utf8)

  /// Select Graphic Rendition: a full reset, then this style's attributes and colours.
  public func sgr(_ style: Style) -> [UInt8] {
    var codes = ["0"]
    if style.bold { codes.append("1") }
    if style.dim { codes.append("2") }
    if style.underline { codes.append("4") }
    if style.reverse { codes.append("7") }
    if style.strikethrough { codes.append("9") }
    if depth != .none {
      codes += colorCodes(style.foreground, background: false)
      codes += colorCodes(style.background, background: true)
    }
    return Array("\u{1B}[\(codes.joined(separator: ";"))m".utf8)
  }

  private func colorCodes(_ color: Color, background: Bool) -> [String] {
    switch color {
    case .default:
      return []
    case .ansi(let n):
      return [String(Int(n < 8 ? (background ? 40 : 30) : (background ? 100 : 90)) + Int(n % 8))]
    case let .rgb(r, g, b):
      switch depth {
      case .trueColor: return [background ? "48" : "38", "2", String(r), String(g), String(b)]
      case .indexed256: return [background ? "48" : "38", "5", String(ColorMapping.index256(r: r, g: g, b: b))]
      default: return colorCodes(.ansi(ColorMapping.index16(r: r, g: g, b: b)), background: background)
      }
    }
  }
}
