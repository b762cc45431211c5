import GameCore
import PlistKit
import TerminalKit

/// Keys and clicks: each becomes a `GuessAction`, or moves the focus; what the game has no use
/// for is left to the front end (`.ignored`).
extension GuessProgram {
  /// Input goes to what is on top: the end dialog, the zoom, then the board.
  public mutating func handle(_ event: InputEvent, now: Double) -> ProgramOutcome {
    skipPause(now: now)
    if state.status == .finished { return handleFinished(event, now: now) }
    if let overlay = state.overlay { return handle(event, over: overlay, now: now) }
    switch event {
    case .key(let key): return handleKey(key, now: now)
    case .mouse(let mouse): return handleMouse(mouse, now: now)
    case .paste(let text): for character in text { send(.characterTyped(String(character)), now: now) }
    }
    return .continue
  }

  private mutating func handle(_ event: InputEvent, over overlay: GuessOverlay, now: Double) -> ProgramOutcome {
    switch (overlay, event) {
    case (.zoom, .key(.escape)), (.zoom, .key(.function(4))), (.zoom, .key(.control("o"))), (.zoom, .key(.enter)),
         (.zoom, .key(.character(" "))):
      send(.zoomClosed, now: now)
    case (.zoom, .mouse(let mouse)) where mouse.kind == .press: send(.zoomClosed, now: now)
    default: return .ignored
    }
    return .continue
  }

  private mutating func handleKey(_ key: Key, now: Double) -> ProgramOutcome {
    switch key {
    case .escape: return .quit
    case .character(let text) where !state.options.contains(where: { $0.isVisible && $0.text.lowercased() == text.lowercased() }):
      // A character no option shows is refused with a message, and left to the front end:
      // `?` then opens the help.
      if text != "?" { send(.characterTyped(text), now: now) }
      return .ignored
    case .function(2), .control("t"): send(.hintRequested, now: now)
    case .function(3), .control("e"): send(.removeRequested, now: now)
    case .function(4), .control("o"): send(.zoomToggled, now: now)
    case .function(5), .control("n"): send(.nextRequested, now: now)
    case .backspace, .delete: send(.lastSlotCleared, now: now)
    case .enter, .character(" "): press(focus, now: now)
    case .character(let text): send(.characterTyped(text), now: now)
    case .left, .right, .up, .down: moveFocus(key)
    case .tab, .backTab: cycleRegion(forward: key == .tab)
    default: return .ignored
    }
    return .continue
  }

  private mutating func press(_ target: GuessFocus, now: Double) {
    switch target {
    case .option(let i): send(.optionPicked(i), now: now)
    case .slot(let i): send(.slotCleared(i), now: now)
    case .button(0): send(.hintRequested, now: now)
    case .button(1): send(.removeRequested, now: now)
    case .button(2): send(.zoomToggled, now: now)
    case .button(_): send(.nextRequested, now: now)
    case .dialog: break
    }
  }

  /// Arrows move between options on the board, skipping the empty places of used and removed
  /// ones; up from the top row reaches the slots, down from the bottom row the buttons.
  private mutating func moveFocus(_ key: Key) {
    let columns = state.settings.columns
    let count = state.options.count
    switch (focus, key) {
    case (.option(let i), .left): focus = .option(visibleOption(from: i, step: -1) ?? i)
    case (.option(let i), .right): focus = .option(visibleOption(from: i, step: 1) ?? i)
    case (.option(let i), .up):
      focus = visibleOption(from: i, step: -columns).map(GuessFocus.option) ?? .slot(min(state.slots.count - 1, i % columns))
    case (.option(let i), .down):
      focus = visibleOption(from: i, step: columns).map(GuessFocus.option) ?? .button(min(3, (i % columns) / 2))
    case (.slot(let i), .left): focus = .slot(max(0, i - 1))
    case (.slot(let i), .right): focus = .slot(min(state.slots.count - 1, i + 1))
    case (.slot(let i), .down): focus = nearestVisibleOption(to: min(count - 1, i)).map(GuessFocus.option) ?? focus
    case (.button(let i), .left): focus = .button(max(0, i - 1))
    case (.button(let i), .right): focus = .button(min(3, i + 1))
    case (.button(let i), .up):
      let below = max(0, min(count - 1, (count - 1) / columns * columns + i * 2))
      focus = nearestVisibleOption(to: below).map(GuessFocus.option) ?? focus
    default: break
    }
  }

  /// The first option on the board from `i` on in steps of `step`, `i` itself left out.
  private func visibleOption(from i: Int, step: Int) -> Int? {
    var j = i + step
    while state.options.indices.contains(j) {
      if state.options[j].isVisible { return j }
      j += step
    }
    return nil
  }

  private mutating func cycleRegion(forward: Bool) {
    let order: [GuessFocus] = [.option(0), .button(0), .slot(0)]
    let current: Int = switch focus {
    case .option: 0
    case .button: 1
    default: 2
    }
    focus = order[(current + (forward ? 1 : 2)) % 3]
  }

  private mutating func handleMouse(_ mouse: MouseEvent, now: Double) -> ProgramOutcome {
    guard mouse.kind == .press, mouse.button == 0 else { return .ignored }
    if let i = layout.options.firstIndex(where: { $0.contains(x: mouse.x, y: mouse.y) }) {
      focus = .option(i)
      send(.optionPicked(i), now: now)
    } else if let i = layout.slots.firstIndex(where: { $0.contains(x: mouse.x, y: mouse.y) }) {
      focus = .slot(i)
      send(.slotCleared(i), now: now)
    } else if let i = layout.buttons.firstIndex(where: { $0.contains(x: mouse.x, y: mouse.y) }) {
      focus = .button(i)
      press(.button(i), now: now)
    } else if layout.picture.contains(x: mouse.x, y: mouse.y) {
      send(.zoomToggled, now: now)
    } else {
      return .ignored
    }
    return .continue
  }
}
