import GameCore

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

  var layout: GridLayout {
    var grid = GridLayout(count: visible.count, area: Rect(x: 0, y: 2, width: size.columns, height: size.rows - 4),
                          tile: Size(columns: 14, rows: 7), gap: 1, columns: columns)
    grid.reveal(focus)
    return grid
  }

  public var minimumSize: Size { Size(columns: 40, rows: 14) }
  public mutating func resized(to size: Size) { self.size = size }
  public var nextDeadline: Double? { [state.nextDeadline, sheet?.sheet.deadline(now: state.now)].compactMap { $0 }.min() }

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
    switch event {
    case .key(.escape):
      if filter.isEmpty { return .quit }
      filter = ""
      focus = 0
    case .key(.left): focus = max(0, focus - 1)
    case .key(.right), .key(.tab): focus = min(max(0, shown.count - 1), focus + 1)
    case .key(.backTab): focus = max(0, focus - 1)
    case .key(.up): focus = max(0, focus - layout.columns)
    case .key(.down): focus = min(max(0, shown.count - 1), focus + layout.columns)
    case .key(.enter), .key(.character(" ")): if shown.indices.contains(focus) { press(shown[focus], now: now) }
    case .key(.function(2)): if shown.indices.contains(focus) { detail = shown[focus] }
    case .key(.backspace):
      if !filter.isEmpty { filter.removeLast() }
      focus = 0
    case .key(.character(let text)), .paste(let text):
      filter += TextCleaner.clean(text)
      focus = 0
    case .mouse(let mouse):
      if mouse.kind == .wheelDown { focus = min(max(0, shown.count - 1), focus + layout.columns) }
      if mouse.kind == .wheelUp { focus = max(0, focus - layout.columns) }
      if mouse.kind == .press, let index = layout.index(atX: mouse.x, y: mouse.y) {
        focus = index
        // The button row of a tile presses it; the rest only focuses.
        if let rect = layout.visibleRect(of: index), mouse.y == rect.maxY - 2 { press(shown[index], now: now) }
      }
    default: break
    }
    return .continue
  }
}
