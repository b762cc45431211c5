import PlistKit
import TerminalKit

/// `arcade` with no command: the modes as tabs, the packs found under them, each with its
/// mode, size and progress; Enter or a click opens one.
public struct LauncherProgram: Program {
  public struct Entry: Sendable {
    public var pack: Pack?
    public var title: String
    public var error: String?
    /// The mode whose question of the day this entry opens (listed first).
    public var daily: String?
  }

  /// A game has just quit: its progress changed, so the lines are read again as they show.
  public mutating func resumed() {
    details.forgetProgress()
    dailyLines = Self.dailyLines(modes: modes, context: context)
  }

  let modes: ModeRegistry
  let context: PlayContext
  var all: [Entry]
  /// Each pack's line, read when it is first shown.
  let details: PackDetails
  /// Each daily's line (`#336 · streak 3 · solved today`), by mode id.
  var dailyLines: [String: String] = [:]

  static let dailyStatus = "A question a day from the installed packs; keep a streak"

  static func dailyLines(modes: ModeRegistry, context: PlayContext) -> [String: String] {
    var lines: [String: String] = [:]
    for mode in modes.modes where mode.dailyTitle != nil {
      lines[mode.id] = mode.dailySummary(saves: context.saves, clock: context.wallClock)
    }
    return lines
  }
  public private(set) var tabs: TabBar
  public private(set) var list: ListView
  var message: String?
  var size = Size(columns: 80, rows: 24)
  var now: Double = 0

  public init(entries: [CatalogEntry], modes: ModeRegistry, context: PlayContext) {
    self.modes = modes
    self.context = context
    all = entries.map { entry in
      switch entry.result {
      case .success(let pack):
        return Entry(pack: pack, title: pack.manifest.name)
      case .failure(let error):
        // The folder is the same for every pack listed here; the message names the file alone.
        let message = error.description.replacing(PathSafety.directory(of: entry.path) + "/", with: "")
        return Entry(pack: nil, title: PathSafety.fileName(of: entry.path), error: message)
      }
    }
    // A question of the day is listed where there are installed packs to draw it from.
    let installed = Set(all.compactMap { $0.pack?.origin != .path ? $0.pack?.modeID : nil })
    let dailies = modes.modes.filter { installed.contains($0.id) }.compactMap { mode in
      mode.dailyTitle.map { Entry(pack: nil, title: $0, daily: mode.id) }
    }
    all = dailies + all
    dailyLines = Self.dailyLines(modes: modes, context: context)
    details = PackDetails(modes: modes, saves: context.saves)
    tabs = TabBar(titles: Self.tabTitles(modes: modes, width: 76))
    list = ListView(count: all.count)
  }

  /// The entries under the current tab.
  var visible: [Entry] { visibleIndices.map { all[$0] } }

  /// Where the entries under the current tab are in `all`.
  var visibleIndices: [Int] {
    guard tabs.selected > 0 else { return Array(all.indices) }
    let id = modes.modes[tabs.selected - 1].id
    return all.indices.filter { all[$0].pack?.modeID == id || all[$0].daily == id }
  }

  /// The line of the entry at `index` of `all`.
  func detail(_ index: Int) -> String {
    if let daily = all[index].daily { return dailyLines[daily] ?? "" }
    return all[index].pack.map { details.line(for: $0) } ?? "cannot open"
  }

  var listRect: Rect { Rect(x: 2, y: 4, width: size.columns - 4, height: max(1, size.rows - 8)) }

  public mutating func resized(to size: Size) {
    self.size = size
    tabs.titles = Self.tabTitles(modes: modes, width: size.columns - 4)
  }

  /// The modes' titles when they all fit, else their short titles (`超级猜图`), else those cut
  /// to an even share of the width: every tab keeps a name a player reads, however many modes
  /// there are, and none is cut to a letter while another keeps its whole title.
  static func tabTitles(modes: ModeRegistry, width: Int) -> [String] {
    func needed(_ titles: [String]) -> Int { titles.map { DisplayWidth.of($0) + 2 }.reduce(0, +) + titles.count - 1 }
    let full = ["全部 All"] + modes.modes.map(\.title)
    if needed(full) <= width { return full }
    let short = ["全部"] + modes.modes.map(\.shortTitle)
    if needed(short) <= width { return short }
    let share = max(2, (width - 3 * short.count + 1) / max(1, short.count))
    return short.map { DisplayWidth.truncate($0, to: share) }
  }

  public var keyHints: [KeyHint] {
    [KeyHint("Esc", "Quit"), KeyHint("↑↓", "Choose"), KeyHint("Enter", "Play"), KeyHint("Tab", "Mode")]
  }

  public var animationDeadline: Double? { tabs.deadline(now: now) }

  public mutating func advance(to now: Double) { self.now = now }

  public func draw(into buffer: inout CellBuffer) {
    buffer.write("PlistArcade", x: 2, y: 0, style: Theme.title)
    tabs.draw(in: Rect(x: 2, y: 1, width: size.columns - 4, height: 2), now: now, into: &buffer)
    let indices = visibleIndices
    let entries = indices.map { all[$0] }
    if entries.isEmpty {
      Label.centered("No packs here. Put packs in ~/.local/share/arcade/packs", in: listRect, y: listRect.y + 1, style: Theme.dim, into: &buffer)
    }
    let width = listRect.width - 2
    // The name column is as wide as the longest name, and gives way before the details do.
    // Only the lines shown are measured: a pack's data is read when its line first shows.
    let shown = list.visibleRange(rows: listRect.height).clamped(to: entries.indices)
    let longestTitle = entries.map { DisplayWidth.of(TextCleaner.clean($0.title)) }.max() ?? 0
    let longestDetail = shown.map { DisplayWidth.of(detail(indices[$0])) }.max() ?? 0
    let nameWidth = min(32, longestTitle, max(12, width - 2 - longestDetail))
    list.draw(in: listRect, into: &buffer) { i in
      DisplayWidth.pad(TextCleaner.clean(entries[i].title), to: nameWidth) + "  " + detail(indices[i])
    }
    let selected = entries.indices.contains(list.selected) ? entries[list.selected] : nil
    let status = message ?? selected?.error ?? selected?.pack?.manifest.summary ?? (selected?.daily != nil ? Self.dailyStatus : "")
    // The summary just under the list, where the eye is, not at the foot of a tall window.
    let statusRow = min(size.rows - 3, listRect.y + min(entries.count, listRect.height) + 1)
    Label.centered(status, in: buffer.bounds, y: statusRow, style: message != nil || selected?.error != nil ? Theme.wrong : Theme.dim, into: &buffer)
    KeyBar.draw(keyHints, into: &buffer)
  }

  public mutating func handle(_ event: InputEvent, now: Double) -> ProgramOutcome {
    self.now = now
    message = nil
    switch event {
    case .key(.escape), .key(.character("q")): return .quit
    case .key(.up): list.move(by: -1, visible: listRect.height)
    case .key(.down): list.move(by: 1, visible: listRect.height)
    case .key(.pageUp): list.move(by: -listRect.height, visible: listRect.height)
    case .key(.pageDown): list.move(by: listRect.height, visible: listRect.height)
    case .key(.tab), .key(.right): switchTab(to: (tabs.selected + 1) % tabs.titles.count)
    case .key(.backTab), .key(.left): switchTab(to: (tabs.selected + tabs.titles.count - 1) % tabs.titles.count)
    case .key(.enter), .key(.character(" ")): return open(list.selected)
    case .mouse(let mouse) where mouse.kind == .press:
      if mouse.y == 1, let tab = tabs.index(atColumn: mouse.x, in: Rect(x: 2, y: 1, width: size.columns - 4, height: 1)) {
        switchTab(to: tab)
      } else if let index = list.index(atRow: mouse.y, in: listRect) {
        list.selected = index
        return open(index)
      }
    case .mouse(let mouse) where mouse.kind == .wheelUp: list.move(by: -1, visible: listRect.height)
    case .mouse(let mouse) where mouse.kind == .wheelDown: list.move(by: 1, visible: listRect.height)
    default: return .ignored
    }
    return .continue
  }

  /// Switches the tab; from a typed command at once, with no slide to wait for.
  private mutating func switchTab(to index: Int, animated: Bool = true) {
    tabs.select(index, now: animated ? now : -.infinity)
    list = ListView(count: visible.count)
  }

  private mutating func open(_ index: Int) -> ProgramOutcome {
    let entries = visible
    guard entries.indices.contains(index) else { return .continue }
    if let daily = entries[index].daily, let mode = modes.mode(id: daily) {
      let packs = all.compactMap(\.pack).filter { $0.modeID == daily && $0.origin != .path }
      do throws(LoadError) {
        return .open(try mode.makeDailyProgram(from: packs, context: context))
      } catch {
        message = error.description
        return .continue
      }
    }
    guard let pack = entries[index].pack, let mode = modes.mode(id: pack.modeID) else {
      message = entries[index].error
      return .continue
    }
    do throws(LoadError) {
      return .open(try mode.makeProgram(for: pack, context: context))
    } catch {
      message = error.description
      return .continue
    }
  }

  public var scriptName: String { "launcher" }
  public var scriptCommands: [String] { ["open", "tab", "up", "down"] }

  /// Script and plain commands: `open N` (a pack, counting from 1: the game opens, and `key esc`
  /// comes back), `tab N`, `down`, `up`.
  public mutating func perform(script words: [String], now: Double) -> ScriptOutcome {
    let number = words.count == 2 ? Int(words[1]) : nil
    switch words[0] {
    case "open":
      guard let n = number, (1...max(1, visible.count)).contains(n) else { return .refused("'open' needs a pack number from 1 to \(visible.count)") }
      list.selected = n - 1
      self.now = now
      let outcome = open(n - 1)
      if case .open = outcome { return .handled(outcome) }
      return .refused(message ?? "the pack cannot be opened")
    case "tab":
      guard let n = number, (1...tabs.titles.count).contains(n) else { return .refused("'tab' needs a number from 1 to \(tabs.titles.count)") }
      switchTab(to: n - 1, animated: false)
    case "down", "up":
      list.move(by: words[0] == "down" ? 1 : -1, visible: listRect.height)
    default:
      return .unknown
    }
    return .done
  }

  public func scriptState() -> JSON {
    .object([("packs", .array(visible.map { .string($0.title) })), ("selected", .int(Int64(list.selected))),
             ("details", .array(visibleIndices.map { .string(detail($0)) })), ("message", message.map(JSON.string) ?? .null)])
  }
}
