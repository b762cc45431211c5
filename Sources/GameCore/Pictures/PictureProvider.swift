import PlistKit
import TerminalKit

/// Draws pack pictures into the screen; modes ask it by name through their pack's finder.
public protocol PictureProvider: Sendable {
  /// Draws the picture `name` of a pack into `rect`, or a placeholder saying why it cannot.
  func draw(_ name: String, finder: PictureFinder, in rect: Rect, into buffer: inout CellBuffer)
}

/// A framed box with the picture's name and what went wrong: the fallback for every failure.
/// It carries no pictograph: 🖼 and its kind are drawn one column wide by some terminals and two
/// by others (tmux), which would shift every border after it.
public enum PicturePlaceholder {
  public static func draw(name: String, reason: String, in rect: Rect, into buffer: inout CellBuffer) {
    guard rect.width >= 4, rect.height >= 2 else { return }
    Frame.draw(rect, style: Theme.dim, into: &buffer)
    let inner = rect.inset(1)
    let middle = inner.y + max(0, inner.height / 2 - 1)
    Label.centered(name, in: inner, y: middle, style: Theme.text, into: &buffer)
    if inner.height > 1 { Label.centered(reason, in: inner, y: middle + 1, style: Theme.dim, into: &buffer) }
  }
}

/// What every front end hands a mode when it opens a pack.
public struct PlayContext: Sendable {
  public var saves: SaveStore
  public var pictures: any PictureProvider

  public init(saves: SaveStore, pictures: any PictureProvider) {
    self.saves = saves
    self.pictures = pictures
  }
}
