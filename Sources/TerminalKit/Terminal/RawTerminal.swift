#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The interactive terminal: raw mode, the alternate screen, a hidden cursor, mouse reporting
/// and bracketed paste, all undone by `restore()` on every way out.
///
/// Signal handlers may only write to a pipe; the run loop reads the pipe and acts. The saved
/// terminal settings live in a global so that `atexit` can restore them even after a crash
/// path that skips the loop.
public final class RawTerminal {
  public let input: Int32
  public let output: Int32
  private var original = termios()
  private var active = false

  static let enterSequence = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?1000h\u{1B}[?1002h\u{1B}[?1006h\u{1B}[?2004h\u{1B}[H\u{1B}[2J"
  static let leaveSequence = "\u{1B}[0m\u{1B}[?2004l\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?1000l\u{1B}[?25h\u{1B}[?1049l"

  /// What leaving the screen writes, for tests that read a terminal's output.
  public static var leaveSequenceForTests: String { leaveSequence }

  public init(input: Int32 = 0, output: Int32 = 1) {
    self.input = input
    self.output = output
  }

  /// Enters raw mode and the alternate screen.
  public func enter() throws(TerminalError) {
    guard tcgetattr(input, &original) == 0 else { throw TerminalError("cannot read the terminal settings") }
    var raw = original
    raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
    raw.c_oflag &= ~tcflag_t(OPOST)
    raw.c_cflag |= tcflag_t(CS8)
    raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
    withUnsafeMutableBytes(of: &raw.c_cc) { cc in
      cc[Int(VMIN)] = 0
      cc[Int(VTIME)] = 0
    }
    guard tcsetattr(input, TCSAFLUSH, &raw) == 0 else { throw TerminalError("cannot switch to raw mode") }
    active = true
    TerminalRestore.remember(original, input: input, output: output)
    FatalSignals.install(settings: original, input: input, output: output)
    StandardStream.write(Self.enterSequence, to: output)
  }

  /// Leaves raw mode and the alternate screen; safe to call more than once.
  public func restore() {
    guard active else { return }
    active = false
    StandardStream.write(Self.leaveSequence, to: output)
    var settings = original
    tcsetattr(input, TCSAFLUSH, &settings)
    TerminalRestore.forget()
    FatalSignals.uninstall()
  }

  /// Writes one frame in one call.
  public func write(_ bytes: [UInt8]) {
    bytes.withUnsafeBufferPointer { StandardStream.writeAll($0, to: output) }
  }

  /// Reads what is available now, without waiting.
  public func readAvailable() -> [UInt8] {
    var buffer = [UInt8](repeating: 0, count: 4096)
    let count = buffer.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
    return count > 0 ? Array(buffer[0..<count]) : []
  }
}

/// What `atexit` and fatal signals need to put the terminal back, kept outside any object.
enum TerminalRestore {
  nonisolated(unsafe) static var saved: termios?
  nonisolated(unsafe) static var input: Int32 = 0
  nonisolated(unsafe) static var output: Int32 = 1
  nonisolated(unsafe) static var registered = false

  static func remember(_ settings: termios, input: Int32, output: Int32) {
    saved = settings
    Self.input = input
    Self.output = output
    if !registered {
      registered = true
      atexit { TerminalRestore.restoreNow() }
    }
  }

  static func forget() {
    saved = nil
  }

  static func restoreNow() {
    guard var settings = saved else { return }
    StandardStream.write(RawTerminal.leaveSequence, to: output)
    tcsetattr(input, TCSAFLUSH, &settings)
    saved = nil
  }
}
