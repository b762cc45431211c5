import PlistKit
import TerminalKit

/// Pictures as framed names: used where no picture can be drawn (and by snapshot tests that
/// should not depend on picture files).
public struct PlaceholderPictures: PictureProvider {
  public init() {}

  public func draw(_ name: String, finder: PictureFinder, in rect: Rect, into buffer: inout CellBuffer) {
    let reason: String = switch finder.find(name) {
    case .found: "picture"
    case .missing: "not found"
    case .refused: "refused"
    }
    PicturePlaceholder.draw(name: name, reason: reason, in: rect, into: &buffer)
  }
}
