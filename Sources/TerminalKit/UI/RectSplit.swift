/// Splitting a rectangle once per frame, the same value then serving drawing and clicks:
/// `screen.rows([.fixed(1), .fill(1), .fixed(1)])` gives header, body and key bar.
public enum RectPart: Equatable, Sendable {
  /// Exactly this many cells (fewer if the rectangle is short).
  case fixed(Int)
  /// A share of what the fixed parts leave, by weight: `.fill(1), .fill(3)` is a quarter and
  /// three quarters.
  case fill(Int)
}

extension Rect {
  /// Top to bottom.
  public func rows(_ parts: [RectPart]) -> [Rect] {
    Self.split(length: height, parts: parts).map { Rect(x: x, y: y + $0.start, width: width, height: $0.length) }
  }

  /// Left to right.
  public func columns(_ parts: [RectPart]) -> [Rect] {
    Self.split(length: width, parts: parts).map { Rect(x: x + $0.start, y: y, width: $0.length, height: height) }
  }

  /// Fixed parts first, in order, as far as the length goes; the rest shared by weight, the
  /// remainder of the division to the first fill parts, so the parts always cover the length.
  static func split(length: Int, parts: [RectPart]) -> [(start: Int, length: Int)] {
    var left = max(0, length)
    var sizes = parts.map { part -> Int in
      guard case .fixed(let n) = part else { return 0 }
      let size = min(max(0, n), left)
      left -= size
      return size
    }
    let weights = parts.map { if case .fill(let w) = $0 { max(0, w) } else { 0 } }
    let total = weights.reduce(0, +)
    if total > 0 {
      var remainder = left
      for i in parts.indices where weights[i] > 0 {
        sizes[i] = left * weights[i] / total
        remainder -= sizes[i]
      }
      for i in parts.indices where weights[i] > 0 && remainder > 0 {
        sizes[i] += 1
        remainder -= 1
      }
    }
    var start = 0
    return sizes.map { size in
      defer { start += size }
      return (start, size)
    }
  }
}
