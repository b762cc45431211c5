import GameCore

/// The app grid as a program: tiles laid out by `GridLayout`, focus moved with arrows.
public struct GridProgram: Program {
  public private(set) var apps: [App]
  public private(set) var focus = 0
  let packName: String
  let pictures: any PictureProvider
  let finder: PictureFinder
  var size = Size(columns: 80, rows: 24)

  public init(apps: [App], packName: String, pictures: any PictureProvider, finder: PictureFinder) {
    self.apps = apps
    self.packName = TextCleaner.clean(packName)
    self.pictures = pictures
    self.finder = finder
  }

  public mutating func resized(to size: Size) {
    self.size = size
  }

  var layout: GridLayout {
    GridLayout(count: apps.count, area: Rect(x: 0, y: 2, width: size.columns, height: size.rows - 3),
               tile: Size(columns: 14, rows: 7), gap: 1)
  }

  public var keyHints: [KeyHint] { [KeyHint("←↑→↓", "Move"), KeyHint("Esc", "Back")] }

  public func draw(into buffer: inout CellBuffer) {
    buffer.write(DisplayWidth.truncate(packName, to: buffer.size.columns - 2), x: 1, y: 0, style: Theme.title)
    let layout = layout
    for (i, app) in apps.enumerated() {
      guard let rect = layout.visibleRect(of: i) else { continue }
      Frame.draw(rect, style: i == focus ? Theme.accent : Theme.frame, into: &buffer)
      pictures.draw(app.icon, finder: finder, in: Rect(x: rect.x + 3, y: rect.y + 1, width: 8, height: 4), into: &buffer)
      Label.centered(app.name, in: rect.inset(1), y: rect.maxY - 2, style: i == focus ? Theme.focused : Theme.text, into: &buffer)
    }
    KeyBar.draw(keyHints, into: &buffer)
  }

  public mutating func handle(_ event: InputEvent, now: Double) -> ProgramOutcome {
    guard case .key(let key) = event else { return .continue }
    let columns = layout.columns
    switch key {
    case .escape: return .quit
    case .left: focus = max(0, focus - 1)
    case .right, .tab: focus = min(apps.count - 1, focus + 1)
    case .up: focus = max(0, focus - columns)
    case .down: focus = min(apps.count - 1, focus + columns)
    default: break
    }
    return .continue
  }

  public func scriptState() -> JSON {
    .object([("apps", .array(apps.map { .object([("name", .string($0.name))]) }))])
  }
}
