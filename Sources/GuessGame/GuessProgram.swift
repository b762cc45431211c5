import GameCore
import PlistKit
import TerminalKit

/// The guess game as a program: turns keys, clicks and script commands into `GuessAction`s,
/// runs the rules' effects (saving progress), and draws with `GuessView`.
public struct GuessProgram: Program {
  public private(set) var state: GuessState
  public private(set) var focus: GuessFocus = .option(0)
  let session: PackSession
  var size = Size(columns: 80, rows: 24)

  public init(state: GuessState, session: PackSession) {
    self.state = state
    self.session = session
    if state.status == .finished {
      focus = .dialog(0)
    } else {
      focus = .option(nearestVisibleOption(to: 0) ?? 0)
    }
  }

  var layout: GuessLayout {
    GuessLayout(size: size, slotCount: state.slots.count, optionCount: state.options.count,
                columns: state.settings.columns, costs: (state.settings.hintCost, state.settings.removeCost))
  }

  public var minimumSize: Size {
    GuessLayout.minimumSize(optionCount: state.questions.map(\.options.count).max() ?? 0, columns: state.settings.columns)
  }

  public mutating func resized(to size: Size) {
    self.size = size
  }

  public var keyHints: [KeyHint] {
    [KeyHint("F2/^T", "Hint"), KeyHint("F3/^E", "Remove"), KeyHint("F4/^O", "Zoom"), KeyHint("F5/^N", "Next"),
     KeyHint("Bksp", "Undo"), KeyHint("Esc", "Back")]
  }

  public var howToPlay: [String] {
    ["Type an option's character, or click it, to fill the next slot.",
     "Click a filled slot, or press Backspace, to empty it.",
     "Fill every slot with the word the picture shows: +\(state.settings.reward).",
     "Hint (−\(state.settings.hintCost)) reveals the next character;",
     "remove (−\(state.settings.removeCost)) takes off half the options not in the answer."]
  }

  public func draw(into buffer: inout CellBuffer) {
    let view = GuessView(state: state, focus: focus, packName: session.packName, drawPicture: session.drawPicture,
                         keyHints: keyHints)
    view.draw(into: &buffer)
  }

  public var nextDeadline: Double? { state.advanceAt }

  public mutating func advance(to now: Double) {
    send(.timePassed(now), now: now)
  }

  /// Applies an action and runs its effects.
  mutating func send(_ action: GuessAction, now: Double) {
    let before = state.index
    let effects = state.reduce(action, now: now)
    if state.status == .finished {
      if case .dialog = focus {} else { focus = .dialog(0) }
    } else if state.index != before {
      focus = .option(nearestVisibleOption(to: 0) ?? 0)
    } else if case .option(let i) = focus, state.options.indices.contains(i), !state.options[i].isVisible {
      // The focused option went into a slot: focus moves to its nearest neighbour on the board.
      focus = .option(nearestVisibleOption(to: i) ?? i)
    }
    if effects.contains(.saveProgress), let failure = session.save(GuessProgress(state).plist) {
      state.message = failure
    }
  }

  public mutating func handle(_ event: InputEvent, now: Double) -> ProgramOutcome {
    if state.status == .finished { return handleFinished(event, now: now) }
    if state.zoomed {
      switch event {
      case .key(.escape), .key(.function(4)), .key(.control("o")), .key(.enter), .key(.character(" ")): send(.zoomClosed, now: now)
      case .mouse(let mouse) where mouse.kind == .press: send(.zoomClosed, now: now)
      default: break
      }
      return .continue
    }
    switch event {
    case .key(let key): return handleKey(key, now: now)
    case .mouse(let mouse): handleMouse(mouse, now: now)
    case .paste(let text): for character in text { send(.characterTyped(String(character)), now: now) }
    }
    return .continue
  }

  private mutating func handleKey(_ key: Key, now: Double) -> ProgramOutcome {
    switch key {
    case .escape: return .quit
    case .function(2), .control("t"): send(.hintRequested, now: now)
    case .function(3), .control("e"): send(.removeRequested, now: now)
    case .function(4), .control("o"): send(.zoomToggled, now: now)
    case .function(5), .control("n"): send(.nextRequested, now: now)
    case .backspace, .delete: send(.lastSlotCleared, now: now)
    case .enter, .character(" "): press(focus, now: now)
    case .character(let text): send(.characterTyped(text), now: now)
    case .left, .right, .up, .down: moveFocus(key)
    case .tab, .backTab: cycleRegion(forward: key == .tab)
    default: break
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

  /// The option on the board nearest to `i` in board order (`i` itself when it is on the board).
  func nearestVisibleOption(to i: Int) -> Int? {
    state.options.indices.filter { state.options[$0].isVisible }.min { abs($0 - i) < abs($1 - i) }
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

  private mutating func handleMouse(_ mouse: MouseEvent, now: Double) {
    guard mouse.kind == .press, mouse.button == 0 else { return }
    let layout = layout
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
    }
  }

  private mutating func handleFinished(_ event: InputEvent, now: Double) -> ProgramOutcome {
    let current = if case .dialog(let i) = focus { i } else { 0 }
    var pressed: Int?
    switch event {
    case .key(.left): focus = .dialog(0)
    case .key(.right): focus = .dialog(1)
    case .key(.tab), .key(.backTab): focus = .dialog(1 - current)
    case .key(.enter), .key(.character(" ")): pressed = current
    case .key(.escape): return .quit
    case .mouse(let mouse) where mouse.kind == .press:
      pressed = GuessView.endDialog(state).layout(in: size).button(atX: mouse.x, y: mouse.y)
    default: break
    }
    if pressed == 0 {
      send(.restartRequested, now: now)
      focus = .option(0)
    } else if pressed == 1 {
      return .quit
    }
    return .continue
  }
}
