import GameCore
import PlistKit
import TerminalKit

/// The app grid as a program: tiles with download buttons, progress bars, the toast, the action
/// sheet of an installed app, a detail panel, filter-as-you-type, and saved installs. The
/// state (filter and overlays included) is `GridState`; the program keeps only where the focus
/// is and how far the tiles are scrolled.
public struct GridProgram: Program {
  public private(set) var state: GridState
  public internal(set) var focus = 0
  let session: PackSession
  /// A pack may fix the number of columns (`settings.columns` in pack.plist); else the width decides.
  let columns: Int?
  var size = Size(columns: 80, rows: 24)
  /// The first row of tiles shown: the wheel scrolls it, moving the focus reveals its row.
  var scrollRow = 0

  public init(state: GridState, session: PackSession, columns: Int? = nil) {
    self.state = state
    self.session = session
    self.columns = columns
  }

  public var scriptName: String { "grid" }
  public var filter: String { state.filter }
  var visible: [Int] { state.visible }

  /// Tiles go between the header (rows 0–1) and the status area (three rows above the key bar,
  /// where the toast and messages show), so that nothing drawn there cuts through a tile.
  var tileArea: Rect { Rect(x: 0, y: 2, width: size.columns, height: max(0, size.rows - 6)) }
  var statusRow: Int { size.rows - 3 }

  var layout: GridLayout {
    // The columns are those of the whole grid, so that filtering keeps each tile's column.
    let tile = self.tile
    let whole = GridLayout(count: state.apps.count, area: tileArea, tile: tile, gap: 1, columns: columns)
    var grid = GridLayout(count: visible.count, area: tileArea, tile: tile, gap: 1, columns: whole.columns)
    grid.scrollRow = min(scrollRow, grid.largestScrollRow)
    return grid
  }

  /// Tile sizes, smallest first: a larger window gets larger tiles (and icons) as long as the
  /// whole grid still shows without scrolling.
  static let tiles = [Size(columns: 14, rows: 7), Size(columns: 18, rows: 9), Size(columns: 24, rows: 12), Size(columns: 30, rows: 15)]

  /// The largest tile with which every app shows at once; the smallest when none does.
  var tile: Size {
    Self.tiles.last { tile in
      let grid = GridLayout(count: state.apps.count, area: tileArea, tile: tile, gap: 1, columns: columns)
      return grid.rows <= grid.visibleRows
    } ?? Self.tiles[0]
  }

  /// Moves the focus and scrolls just enough to show it.
  mutating func focus(on index: Int) {
    focus = index
    var grid = layout
    grid.reveal(index)
    scrollRow = grid.scrollRow
  }

  public var minimumSize: Size { Size(columns: 40, rows: 14) }
  public mutating func resized(to size: Size) { self.size = size }
  public var nextDeadline: Double? { state.nextDeadline }

  public var animationDeadline: Double? {
    var sheetRise: Double?
    if case .menu(_, let sheet) = state.overlay { sheetRise = sheet.deadline(now: state.now) }
    return [state.animationDeadline, sheetRise].compactMap { $0 }.min()
  }

  public var keyHints: [KeyHint] {
    let w = state.words
    return [KeyHint("Esc", w(.keyBack)), KeyHint("←↑→↓", w(.keyMove)), KeyHint("Enter", w(.keyPress)), KeyHint("F2", w(.keyDetails)),
            KeyHint("abc", w(.keyFilter))]
  }

  public var chromeWords: ChromeWords { state.words.chrome }

  public mutating func advance(to now: Double) { send(.timePassed(now), now: now) }

  mutating func send(_ action: GridAction, now: Double) {
    save(state.reduce(action, now: now))
  }

  mutating func send(_ action: GridScreenAction, now: Double) {
    save(state.reduce(action, now: now))
  }

  private mutating func save(_ effects: [GridEffect]) {
    guard effects.contains(.saveInstalled) else { return }
    let names = state.installedNames.map(PlistValue.string)
    if let failure = session.save(.dictionary(PlistDictionary([("installed", .array(names))]))) { state.notice = .save(failure) }
  }

  /// Enter on a tile: download it, cancel its download, or open its menu.
  mutating func press(_ app: Int, now: Double) {
    switch state.statuses[app] {
    case .idle: send(.downloadRequested(app), now: now)
    case .downloading: send(.cancelRequested(app), now: now)
    case .installed: send(.menuOpened(app), now: now)
    }
  }

  /// Input goes to the overlay first (the menu, the details), then the tiles.
  public mutating func handle(_ event: InputEvent, now: Double) -> ProgramOutcome {
    switch state.overlay {
    case .menu?:
      send(.menuInput(event, size), now: now)
      return .continue
    case .details?:
      if case .key = event { send(.overlayClosed, now: now) }
      if case .mouse(let mouse) = event, mouse.kind == .press { send(.overlayClosed, now: now) }
      return .continue
    case nil:
      return handleTiles(event, now: now)
    }
  }

  private mutating func handleTiles(_ event: InputEvent, now: Double) -> ProgramOutcome {
    let shown = visible
    let last = max(0, shown.count - 1)
    let columns = layout.columns
    switch event {
    case .key(.escape):
      if filter.isEmpty {
        let effects = state.reduce(.leaveRequested, now: now)
        return effects.contains(.leave) ? .quit : .continue
      }
      send(.filterCleared, now: now)
      focus(on: 0)
    case .key(.left), .key(.backTab): focus(on: max(0, focus - 1))
    case .key(.right), .key(.tab): focus(on: min(last, focus + 1))
    case .key(.up): focus(on: focus >= columns ? focus - columns : focus)
    case .key(.down): focus(on: focus + columns <= last ? focus + columns : focus)
    case .key(.enter), .key(.character(" ")): if shown.indices.contains(focus) { press(shown[focus], now: now) }
    case .key(.function(2)): if shown.indices.contains(focus) { send(.detailsShown(shown[focus]), now: now) }
    case .key(.backspace):
      send(.filterErased, now: now)
      focus(on: 0)
    // No app is named with a `?`: an empty filter leaves it to the front end's help.
    case .key(.character("?")) where filter.isEmpty: return .ignored
    case .key(.character(let text)), .paste(let text):
      send(.filterTyped(text), now: now)
      focus(on: 0)
    case .mouse(let mouse):
      return handleMouse(mouse, shown: shown, now: now)
    default: return .ignored
    }
    return .continue
  }

  /// The wheel scrolls the tiles a row at a time, the focus kept on a tile in view; a click on
  /// a tile focuses it, and on its button row presses it too.
  private mutating func handleMouse(_ mouse: MouseEvent, shown: [Int], now: Double) -> ProgramOutcome {
    switch mouse.kind {
    case .wheelUp, .wheelDown:
      var grid = layout
      grid.scroll(by: mouse.kind == .wheelDown ? 1 : -1)
      scrollRow = grid.scrollRow
      let row = focus / grid.columns
      let top = grid.scrollRow
      let bottom = top + grid.visibleRows - 1
      if row < top { focus = min(max(0, shown.count - 1), top * grid.columns + focus % grid.columns) }
      if row > bottom { focus = min(max(0, shown.count - 1), bottom * grid.columns + focus % grid.columns) }
    case .press:
      let grid = layout
      guard let index = grid.index(atX: mouse.x, y: mouse.y) else { return .ignored }
      focus = index
      if let rect = grid.visibleRect(of: index), mouse.y == rect.maxY - 2 { press(shown[index], now: now) }
    default: return .ignored
    }
    return .continue
  }
}
