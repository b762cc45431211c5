/// Half-block text art read back into pixels: each cell's `▀`, `▄`, `█` or space with the
/// 24-bit colours its escape codes set (`38;2;r;g;b`, `48;2;r;g;b`; a reset or the default is
/// black), one text row two pixel rows. What the bench and the tests compare with the source
/// picture, ours and chafa's alike.
public struct HalfBlockReading {
  public private(set) var width = 0
  public private(set) var height = 0
  private var rows: [[(top: [UInt8], bottom: [UInt8])]] = []

  public init(_ bytes: [UInt8]) {
    let black: [UInt8] = [0, 0, 0]
    var foreground = black, background = black
    var row: [(top: [UInt8], bottom: [UInt8])] = []
    var i = 0
    while i < bytes.count {
      let byte = bytes[i]
      if byte == 0x1B, i + 1 < bytes.count, bytes[i + 1] == 0x5B {
        var end = i + 2
        while end < bytes.count, !(0x40...0x7E).contains(bytes[end]) { end += 1 }
        if end < bytes.count, bytes[end] == 0x6D {
          Self.applySGR(String(decoding: bytes[(i + 2)..<end], as: UTF8.self), foreground: &foreground, background: &background)
        }
        i = end + 1
        continue
      }
      if byte == 0x0A {
        if !row.isEmpty { rows.append(row) }
        row = []
        i += 1
        continue
      }
      // The four glyphs: ▀ E2 96 80, ▄ E2 96 84, █ E2 96 88, and a space.
      if byte == 0x20 {
        row.append((background, background))
      } else if byte == 0xE2, i + 2 < bytes.count, bytes[i + 1] == 0x96 {
        switch bytes[i + 2] {
        case 0x80: row.append((foreground, background))
        case 0x84: row.append((background, foreground))
        case 0x88: row.append((foreground, foreground))
        default: break
        }
        i += 3
        continue
      }
      i += 1
    }
    if !row.isEmpty { rows.append(row) }
    height = rows.count
    width = rows.map(\.count).max() ?? 0
  }

  /// The colour of pixel (x, y), two pixel rows a text row; black outside what was drawn.
  public func pixel(_ x: Int, _ y: Int) -> [UInt8] {
    let row = rows[y / 2]
    guard x < row.count else { return [0, 0, 0] }
    return y % 2 == 0 ? row[x].top : row[x].bottom
  }

  /// A select-graphic-rendition's parameters (`38;2;R;G;B`, `48;2;…`, resets) applied to the
  /// colours in force; anything else left as it is.
  static func applySGR(_ parameters: String, foreground: inout [UInt8], background: inout [UInt8]) {
    let black: [UInt8] = [0, 0, 0]
    let numbers = parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 }
    var n = 0
    while n < numbers.count {
      switch numbers[n] {
      case 0: foreground = black; background = black
      case 39: foreground = black
      case 49: background = black
      case 38 where n + 4 < numbers.count && numbers[n + 1] == 2:
        foreground = numbers[(n + 2)...(n + 4)].map { UInt8(clamping: $0) }
        n += 4
      case 48 where n + 4 < numbers.count && numbers[n + 1] == 2:
        background = numbers[(n + 2)...(n + 4)].map { UInt8(clamping: $0) }
        n += 4
      default: break
      }
      n += 1
    }
  }
}
