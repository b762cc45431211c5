import PlistKit
import TerminalKit

/// Pictures as shaded boxes, without reading them: where pictures do not matter (a script,
/// the fuzzer) and in snapshot tests that should not depend on picture files. A picture the
/// pack has is a box of `░`; one it lacks is the quiet placeholder every provider draws.
public struct PlaceholderPictures: PictureProvider {
  public init() {}

  public func draw(_ name: String, finder: PictureFinder, in rect: Rect, mark: String, into buffer: inout CellBuffer) {
    guard case .found = finder.find(name) else { return PicturePlaceholder.draw(mark: mark, in: rect, into: &buffer) }
    for y in rect.y..<rect.maxY {
      for x in rect.x..<rect.maxX { buffer.put(Cell("░", style: Theme.dim), x: x, y: y) }
    }
  }
}
