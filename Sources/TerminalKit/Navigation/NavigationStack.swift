/// Screens as values: a mode's state holds the stack of its screens' states, the root first.
/// Screens never reach into it; they return a `ScreenEffect` and the mode's root applies it,
/// as TCA's stack state and delegate actions do.
public struct NavigationStack<Screen: Equatable & Sendable>: Equatable, Sendable {
  public private(set) var screens: [Screen]

  public init(root: Screen) {
    screens = [root]
  }

  /// The screen showing; a reducer changes it in place.
  public var top: Screen {
    get { screens[screens.count - 1] }
    set { screens[screens.count - 1] = newValue }
  }

  public var root: Screen { screens[0] }
  public var depth: Int { screens.count }
  public var isAtRoot: Bool { screens.count == 1 }

  /// Applies a step; false for a pop at the root, which is the mode's cue to quit.
  @discardableResult
  public mutating func apply(_ step: Navigation<Screen>) -> Bool {
    switch step {
    case .push(let screen): screens.append(screen)
    case .pop:
      guard screens.count > 1 else { return false }
      screens.removeLast()
    case .popToRoot: screens.removeSubrange(1...)
    case .replace(let screen): top = screen
    }
    return true
  }
}

/// A move between screens.
public enum Navigation<Screen: Equatable & Sendable>: Equatable, Sendable {
  case push(Screen)
  /// Back one screen; at the root, leave the mode.
  case pop
  case popToRoot
  /// The top screen becomes another (a tab switch).
  case replace(Screen)
}

/// What a screen's reduce asks of the mode around it.
public enum ScreenEffect<Screen: Equatable & Sendable, Overlay: Equatable & Sendable>: Equatable, Sendable {
  case navigate(Navigation<Screen>)
  /// Covers the screen with a dialog, a sheet, a zoom: drawn last, handed input first.
  case present(Overlay)
  case dismiss
}

/// A stack of screens and the one overlay over them: what a many-screen mode keeps in its
/// state, and the one place effects are applied.
public struct ScreenHost<Screen: Equatable & Sendable, Overlay: Equatable & Sendable>: Equatable, Sendable {
  public var stack: NavigationStack<Screen>
  public var overlay: Overlay?

  public init(root: Screen) {
    stack = NavigationStack(root: root)
  }

  /// Applies a screen's effects in order; `.quit` when one popped the root.
  public mutating func apply(_ effects: [ScreenEffect<Screen, Overlay>]) -> ProgramOutcome {
    for effect in effects {
      switch effect {
      case .navigate(let step):
        overlay = nil
        if !stack.apply(step) { return .quit }
      case .present(let next): overlay = next
      case .dismiss: overlay = nil
      }
    }
    return .continue
  }
}
