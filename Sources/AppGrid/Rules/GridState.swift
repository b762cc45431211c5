import GameCore
import PlistKit
import TerminalKit

/// Where one app is: on the shelf, coming down, or installed.
public enum AppStatus: Equatable, Sendable {
  case idle
  case downloading(started: Double, duration: Double)
  case installed

  public var name: String {
    switch self {
    case .idle: "idle"
    case .downloading: "downloading"
    case .installed: "installed"
    }
  }

  public func progress(at now: Double) -> Double {
    switch self {
    case .idle: 0
    case .installed: 1
    case let .downloading(started, duration): min(1, max(0, (now - started) / duration))
    }
  }
}

public enum GridAction: Equatable, Sendable {
  case downloadRequested(Int)
  case cancelRequested(Int)
  case removeRequested(Int)
  case opened(Int)
  case timePassed(Double)
  /// Esc on the tiles: leaving stops the downloads under way, so it is asked first.
  case leaveRequested
}

public enum GridEffect: Equatable, Sendable {
  case saveInstalled
  /// The grid may close.
  case leave
}

/// The app grid as a value: which apps are where, the toast, and the last notice.
public struct GridState: Equatable, Sendable {
  public let apps: [App]
  public var statuses: [AppStatus]
  public var toast: Toast?
  /// A refusal or notice for the player, cleared by the next action.
  public var notice: GridNotice?
  /// The pack's words: the toast and the menu are made in them.
  public var words = GridWords(language: "en")
  public var now: Double = 0
  /// Typed text that narrows the tiles to the apps whose names hold it.
  public var filter = ""
  public var overlay: GridOverlay?
  /// Apps whose auto-update is on (kept for the session, not saved).
  public var autoUpdate: Set<String> = []

  /// A download's pace: an app's size in MB at this many MB a second, within these bounds.
  public static let megabytesPerSecond = 8.0
  public static let defaultSize = 16.0
  public static let durations = 1.0...12.0

  public init(apps: [App], installed: Set<String> = []) {
    self.apps = apps
    statuses = apps.map { installed.contains($0.name) ? .installed : .idle }
  }

  public static func duration(of app: App) -> Double {
    min(durations.upperBound, max(durations.lowerBound, (app.size ?? defaultSize) / megabytesPerSecond))
  }

  public var installedNames: [String] {
    zip(apps, statuses).filter { $0.1 == .installed }.map(\.0.name)
  }

  public mutating func reduce(_ action: GridAction, now: Double) -> [GridEffect] {
    self.now = max(self.now, now)
    let previous = notice
    if case .timePassed = action {} else { notice = nil }
    switch action {
    case .leaveRequested:
      // Downloads under way stop when the grid closes: the first Esc says so, the next leaves.
      let downloading = statuses.filter { if case .downloading = $0 { true } else { false } }.count
      guard downloading == 0 || previous == .leaveWhileDownloading(downloading) else {
        notice = .leaveWhileDownloading(downloading)
        return []
      }
      return [.leave]
    case .downloadRequested(let i):
      guard apps.indices.contains(i) else { return [] }
      switch statuses[i] {
      case .downloading: notice = .alreadyDownloading(apps[i].name)
      case .installed: notice = .alreadyInstalled(apps[i].name)
      case .idle:
        statuses[i] = .downloading(started: now, duration: Self.duration(of: apps[i]))
        toast = Toast(words(.downloadingToast), at: now)
      }
      return []
    case .cancelRequested(let i):
      guard apps.indices.contains(i) else { return [] }
      guard case .downloading = statuses[i] else {
        notice = .notDownloading(apps[i].name)
        return []
      }
      statuses[i] = .idle
      notice = .cancelled(apps[i].name)
      return []
    case .removeRequested(let i):
      guard apps.indices.contains(i) else { return [] }
      guard statuses[i] == .installed else {
        notice = .notInstalled(apps[i].name)
        return []
      }
      statuses[i] = .idle
      notice = .removed(apps[i].name)
      return [.saveInstalled]
    case .opened(let i):
      guard apps.indices.contains(i), statuses[i] == .installed else { return [] }
      notice = .opening(apps[i].name)
      return []
    case .timePassed:
      var finished = false
      for i in statuses.indices {
        if case .downloading = statuses[i], statuses[i].progress(at: now) >= 1 {
          statuses[i] = .installed
          finished = true
        }
      }
      if let toast, toast.phase(at: now) == .gone { self.toast = nil }
      return finished ? [.saveInstalled] : []
    }
  }

  /// The next moment the state changes on its own: a download finishing.
  public var nextDeadline: Double? {
    statuses.compactMap {
      if case let .downloading(started, duration) = $0 { return started + duration }
      return nil
    }.min()
  }

  /// The next moment the screen looks different with no change of state: the toast's phase,
  /// and a few frames a second while a progress bar fills.
  public var animationDeadline: Double? {
    var times: [Double] = []
    if let toast, let t = toast.deadline(after: now) { times.append(t) }
    if statuses.contains(where: { if case .downloading = $0 { return true } else { return false } }) { times.append(now + 0.25) }
    return times.min()
  }
}
