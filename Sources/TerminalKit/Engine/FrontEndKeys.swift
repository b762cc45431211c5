/// What the screen does with each event, as a function a test can call: Ctrl-C is the front
/// end's alone; while the window is too small for the program ("please enlarge the window"
/// shows), no key, click or paste reaches it — nothing acts on a screen the player cannot see;
/// an open help panel takes the next key to close; everything else goes to the
/// program first, and only a key it leaves (`.ignored`) is the front end's — `?` or F1 for
/// help, Ctrl-Z to suspend — so a program with a text field can type a `?`.
public enum FrontEndKeys {
  public enum Action: Equatable {
    case none, showHelp, closeHelp, suspend, interrupt
    /// The stack changed (a program opened or quit): redraw everything.
    case redraw
  }

  public static func action(for event: InputEvent, showingHelp: Bool, stack: inout ProgramStack, now: Double) -> Action {
    if event == .key(.control("c")) { return .interrupt }
    if let top = stack.top, stack.size.columns < top.minimumSize.columns || stack.size.rows < top.minimumSize.rows { return .none }
    if showingHelp { return .closeHelp }
    switch stack.handle(event, now: now) {
    case .continue: return .none
    case .quit, .open: return .redraw
    case .ignored:
      switch event {
      case .key(.function(1)), .key(.character("?")): return .showHelp
      case .key(.control("z")): return .suspend
      default: return .none
      }
    }
  }
}
