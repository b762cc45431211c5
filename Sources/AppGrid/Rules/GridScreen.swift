import GameCore
import PlistKit
import TerminalKit

/// What covers the grid, drawn last and handed input first: an installed app's menu, or an
/// app's details. The toast is not one of them: it never takes input, and shows above all.
public enum GridOverlay: Equatable, Sendable {
  case menu(app: Int, sheet: ActionSheet)
  case details(app: Int)
}

/// The screen's own events: the filter, the overlays and the auto-update setting.
public enum GridScreenAction: Equatable, Sendable {
  case filterTyped(String)
  case filterErased
  case filterCleared
  /// Enter on an installed app: its menu rises.
  case menuOpened(Int)
  /// A key or click while the menu is open, on a screen of this size.
  case menuInput(InputEvent, Size)
  case detailsShown(Int)
  case overlayClosed
}

extension GridState {
  /// The apps the filter lets through, by index into `apps`: names containing the filter, in
  /// any letter case.
  public var visible: [Int] {
    guard !filter.isEmpty else { return Array(apps.indices) }
    return apps.indices.filter { apps[$0].name.lowercased().contains(filter.lowercased()) }
  }

  public mutating func reduce(_ action: GridScreenAction, now: Double) -> [GridEffect] {
    self.now = max(self.now, now)
    switch action {
    case .filterTyped(let text): filter += TextCleaner.clean(text)
    case .filterErased: if !filter.isEmpty { filter.removeLast() }
    case .filterCleared: filter = ""
    case .menuOpened(let i):
      guard apps.indices.contains(i), statuses[i] == .installed else { return [] }
      let w = words
      overlay = .menu(app: i, sheet: ActionSheet(title: apps[i].name, items: [
        .init(w(.menuOpen), .option), .init(w(.menuDetails), .detail),
        .init(w(.menuAutoUpdate), .subtitleToggle(autoUpdate.contains(apps[i].name), subtitle: w(.menuAutoUpdateNote))),
        .init(w(.menuRemove), .check), .init(w(.menuCancel), .cancel),
      ], at: now))
    case .menuInput(let event, let size):
      guard case .menu(let app, var sheet) = overlay else { return [] }
      let outcome = sheet.handle(event, size: size)
      overlay = .menu(app: app, sheet: sheet)
      switch outcome {
      case .nothing: break
      case .hidden: overlay = nil
      case let .chose(item, hide):
        if hide { overlay = nil }
        return choose(item, app: app, now: now)
      }
    case .detailsShown(let i): if apps.indices.contains(i) { overlay = .details(app: i) }
    case .overlayClosed: overlay = nil
    }
    return []
  }

  /// The menu's rows: open, details, auto-update, remove (cancel only hides).
  private mutating func choose(_ item: Int, app: Int, now: Double) -> [GridEffect] {
    switch item {
    case 0: return reduce(.opened(app), now: now)
    case 1: overlay = .details(app: app)
    case 2: autoUpdate.formSymmetricDifference([apps[app].name])
    case 3: return reduce(.removeRequested(app), now: now)
    default: break
    }
    return []
  }
}
