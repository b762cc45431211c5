#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The interactive front end: draws programs on the terminal, feeds them keys, clicks and time,
/// and keeps the terminal sane through resizes, Ctrl-Z and signals.
public final class ScreenRunner {
  private var stack: ProgramStack
  private let terminal: RawTerminal
  private let renderer: Renderer
  private let environment: [String: String]
  /// The program's clock, passed in: a test steps a `ManualClock`.
  private let clock: any Clock
  private var parser = InputParser()
  private var last: CellBuffer?
  /// Whether the last frame written had kitty pictures in it. Kitty keeps a picture until told
  /// (a sixel's pixels are in its cells, gone when they are drawn), and a frame drawn whole
  /// (`last` forgotten: a program left, a resize, a resume) cannot tell what was shown before.
  private var kittyPicturesShown = false
  private var size: Size
  private var showingHelp = false
  /// Set by Ctrl-C: the run ends with 130, as a shell reports an interrupted command.
  private var interrupted = false
  /// What the programs left to print on leaving (`ProgramStack.farewell`), for the caller to
  /// print once the terminal is restored.
  public var farewell: [String] { stack.farewell }
  /// How long a lone Esc waits for the rest of a sequence.
  static let escapeTimeout = 0.05
  /// Seconds without a key after which the run ends, its writes finished (a host's idle limit).
  private let idleLimit: Double?
  /// Whether the run ended because no key came for `idleLimit` seconds.
  public private(set) var endedIdle = false

  public init(program: any Program, depth: ColorDepth, environment: [String: String], terminal: RawTerminal = RawTerminal(),
              clock: any Clock = SystemClock(), idleLimit: Double? = nil) {
    self.terminal = terminal
    self.clock = clock
    self.idleLimit = idleLimit
    renderer = Renderer(depth: depth)
    self.environment = environment
    size = TerminalSize.current(fd: terminal.output, environment: environment)
    stack = ProgramStack(program, size: size)
  }

  /// Runs until the last program quits; returns the exit status.
  public func run() throws(TerminalError) -> Int32 {
    guard let signals = SignalPipe() else { throw TerminalError("cannot set up signal handling") }
    try terminal.enter()
    defer {
      clearImages()
      terminal.restore()
    }
    var escapeDeadline: Double?
    var lastInput = clock.now
    while !stack.isEmpty {
      draw()
      let now = clock.now
      let idleDeadline = idleLimit.map { lastInput + $0 }
      if let idleDeadline, now >= idleDeadline {
        stack.finishWrites()
        endedIdle = true
        return 0
      }
      let deadlines = [stack.top?.nextDeadline, stack.top?.animationDeadline, escapeDeadline, idleDeadline].compactMap { $0 }
      let timeout = deadlines.min().map { Int32(max(0, min(1_000, ($0 - now) * 1000)).rounded(.up)) } ?? -1
      var fds = [pollfd(fd: terminal.input, events: Int16(POLLIN), revents: 0),
                 pollfd(fd: signals.readEnd, events: Int16(POLLIN), revents: 0)]
      _ = poll(&fds, 2, timeout)
      if let status = handleSignals(signals) {
        stack.finishWrites()
        return status
      }
      var events: [InputEvent] = []
      if fds[0].revents & Int16(POLLIN | POLLHUP) != 0 {
        let bytes = terminal.readAvailable()
        lastInput = clock.now
        if bytes.isEmpty, fds[0].revents & Int16(POLLHUP) != 0 {
          stack.finishWrites()
          return 0
        }
        events = parser.feed(bytes)
        escapeDeadline = parser.isWaitingForEscape ? clock.now + Self.escapeTimeout : nil
      }
      if let deadline = escapeDeadline, clock.now >= deadline {
        events += parser.flushEscape()
        escapeDeadline = nil
      }
      for event in events where !stack.isEmpty {
        switch FrontEndKeys.action(for: event, showingHelp: showingHelp, stack: &stack, now: clock.now) {
        case .none: break
        case .showHelp: showingHelp = true
        case .closeHelp: showingHelp = false
        case .suspend: suspend(signals)
        case .interrupt:
          stack.removeAll()
          interrupted = true
        case .redraw: last = nil
        }
      }
      while let text = stack.takeClipboard() { terminal.write(Clipboard.osc52(text)) }
      stack.advance(to: clock.now)
    }
    return interrupted ? 128 + SIGINT : 0
  }

  /// Returns an exit status when a signal ends the program.
  private func handleSignals(_ signals: SignalPipe) -> Int32? {
    for number in signals.drain() {
      switch number {
      case SIGWINCH:
        size = TerminalSize.current(fd: terminal.output, environment: environment)
        stack.resize(to: size)
        last = nil
      case SIGTSTP:
        suspend(signals)
      case SIGCONT:
        last = nil
      default:
        return 128 + number
      }
    }
    return nil
  }

  /// Gives the terminal back, stops until continued (`fg`), then takes it again and redraws.
  private func suspend(_ signals: SignalPipe) {
    // A stopped process may be killed: what waits to be saved is written first.
    stack.finishWrites()
    clearImages()
    terminal.restore()
    signals.suspend()
    try? terminal.enter()
    size = TerminalSize.current(fd: terminal.output, environment: environment)
    stack.resize(to: size)
    last = nil
  }

  /// Kitty keeps a picture until told: none is left on the screen the program gives back.
  private func clearImages() {
    if kittyPicturesShown { terminal.write(Renderer.deleteAllImages) }
    kittyPicturesShown = false
  }

  private func draw() {
    guard let program = stack.top else { return }
    var buffer = CellBuffer(size: size)
    let minimum = program.minimumSize
    if size.columns < minimum.columns || size.rows < minimum.rows {
      TooSmallScreen.draw(size: size, minimum: minimum, words: program.chromeWords, into: &buffer)
    } else {
      program.draw(into: &buffer)
      if showingHelp { HelpOverlay.draw(program.keyHints, howToPlay: program.howToPlay, words: program.chromeWords, into: &buffer) }
    }
    if last == nil { clearImages() }
    let bytes = renderer.frame(from: last, to: buffer)
    if !bytes.isEmpty { terminal.write(bytes) }
    last = buffer
    kittyPicturesShown = buffer.images.contains { $0.kind == .kitty }
  }
}
