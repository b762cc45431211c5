import GameCore
import PlistKit
import TerminalKit

/// The app grid as a program: tiles with download buttons, progress bars, the toast, the action
/// sheet of an installed app, a detail panel, filter-as-you-type, and saved installs.
public struct GridProgram: Program {
  public private(set) var state: GridState
  public private(set) var focus = 0
  public private(set) var filter = ""
  var sheet: (app: Int, sheet: ActionSheet)?
  var detail: Int?
  var autoUpdate: Set<String> = []
  let session: PackSession
  /// A pack may fix the number of columns (`settings.columns` in pack.plist); else the width decides.
  let columns: Int?
  var size = Size(columns: 80, rows: 24)

  public init(state: GridState, session: PackSession, columns: Int? = nil) {
    self.state = state
    self.session = session
    self.columns = columns
  }

  /// The apps the filter lets through, by index into `state.apps`.
  var visible: [Int] {
    guard !filter.isEmpty else { return Array(state.apps.indices) }
    return state.apps.indices.filter { state.apps[$0].name.localizedLowercase.contains(filter.localizedLowercase) }
  }

  /// The first row of tiles shown: the wheel scrolls it, moving the focus reveals its row.
  var scrollRow = 0

  /// Tiles go between the header (rows 0–1) and the status area (three rows above the key bar,
  /// where the toast and messages show), so that nothing drawn there cuts through a tile.
  var tileArea: Rect { Rect(x: 0, y: 2, width: size.columns, height: max(0, size.rows - 6)) }
  var statusRow: Int { size.rows - 3 }

  var layout: GridLayout {
    // The columns are those of the whole grid, so that filtering keeps each tile's column.
    let whole = GridLayout(count: state.apps.count, area: tileArea, tile: Self.tile, gap: 1, columns: columns)
    var grid = GridLayout(count: visible.count, area: tileArea, tile: Self.tile, gap: 1, columns: whole.columns)
    grid.scrollRow = min(scrollRow, grid.largestScrollRow)
    return grid
  }

  static let tile = Size(columns: 14, rows: 7)

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
  public var animationDeadline: Double? { [state.animationDeadline, sheet?.sheet.deadline(now: state.now)].compactMap { $0 }.min() }

  public var keyHints: [KeyHint] {
    [KeyHint("←↑→↓", "Move"), KeyHint("Enter", "Download/Cancel/Menu"), KeyHint("F2", "Details"), KeyHint("type", "Filter"), KeyHint("Esc", "Back")]
  }

  public mutating func advance(to now: Double) { send(.timePassed(now), now: now) }

  mutating func send(_ action: GridAction, now: Double) {
    if state.reduce(action, now: now).contains(.saveInstalled) {
      let names = state.installedNames.map(PlistValue.string)
      if let failure = session.save(.dictionary(PlistDictionary([("installed", .array(names))]))) { state.message = failure }
    }
  }

  /// Enter on a tile: download it, cancel its download, or open its menu.
  mutating func press(_ app: Int, now: Double) {
    switch state.statuses[app] {
    case .idle: send(.downloadRequested(app), now: now)
    case .downloading: send(.cancelRequested(app), now: now)
    case .installed:
      sheet = (app, ActionSheet(title: state.apps[app].name, items: [
        .init("打开 Open", .option), .init("详情 Details", .detail),
        .init("自动更新 Auto-update", .subtitleToggle(autoUpdate.contains(state.apps[app].name), subtitle: "when a new version comes")),
        .init("删除 Remove", .check), .init("取消 Cancel", .cancel),
      ], at: now))
    }
  }

  public mutating func handle(_ event: InputEvent, now: Double) -> ProgramOutcome {
    if var open = sheet {
      let outcome = open.sheet.handle(event, size: size)
      sheet = open
      switch outcome {
      case .nothing: break
      case .hidden: sheet = nil
      case let .chose(item, hide):
        if hide { sheet = nil }
        switch item {
        case 0: send(.opened(open.app), now: now)
        case 1: detail = open.app
        case 2: autoUpdate.formSymmetricDifference([state.apps[open.app].name])
        case 3: send(.removeRequested(open.app), now: now)
        default: break
        }
      }
      return .continue
    }
    if detail != nil {
      if case .key = event { detail = nil }
      if case .mouse(let mouse) = event, mouse.kind == .press { detail = nil }
      return .continue
    }
    let shown = visible
    let last = max(0, shown.count - 1)
    let columns = layout.columns
    switch event {
    case .key(.escape):
      if filter.isEmpty { return .quit }
      filter = ""
      focus(on: 0)
    case .key(.left), .key(.backTab): focus(on: max(0, focus - 1))
    case .key(.right), .key(.tab): focus(on: min(last, focus + 1))
    case .key(.up): focus(on: focus >= columns ? focus - columns : focus)
    case .key(.down): focus(on: focus + columns <= last ? focus + columns : focus)
    case .key(.enter), .key(.character(" ")): if shown.indices.contains(focus) { press(shown[focus], now: now) }
    case .key(.function(2)): if shown.indices.contains(focus) { detail = shown[focus] }
    case .key(.backspace):
      if !filter.isEmpty { filter.removeLast() }
      focus(on: 0)
    case .key(.character(let text)), .paste(let text):
      filter += TextCleaner.clean(text)
      focus(on: 0)
    case .mouse(let mouse):
      handleMouse(mouse, shown: shown, now: now)
    default: break
    }
    return .continue
  }

  /// The wheel scrolls the tiles a row at a time, the focus kept on a tile in view; a click on
  /// a tile focuses it, and on its button row presses it too.
  private mutating func handleMouse(_ mouse: MouseEvent, shown: [Int], now: Double) {
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
      guard let index = grid.index(atX: mouse.x, y: mouse.y) else { return }
      focus = index
      if let rect = grid.visibleRect(of: index), mouse.y == rect.maxY - 2 { press(shown[index], now: now) }
    default: break
    }
  }
}
