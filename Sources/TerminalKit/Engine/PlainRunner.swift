#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The plain front end, for logs and screen readers: the same commands as the script front
/// end (`key`, `type`, `click` among them; the launcher opens a game and Esc leaves it), and
/// after each change the screen as plain text lines with no escape codes.
public struct PlainRunner {
  public var stack: ProgramStack
  let clock: any Clock
  let suggest: (String, [String]) -> String?
  /// Timers (a right answer's pause) are waited out for real, up to this long.
  let longestWait: Double = 5
  /// Seconds without a line after which the run ends as if the input had (a host's idle limit).
  public var idleLimit: Double?
  /// Whether the run ended because no line came for `idleLimit` seconds.
  public private(set) var endedIdle = false

  /// The columns each line's focus mark takes (`› ` or two spaces).
  public static let markWidth = 2

  /// A runner for a terminal of `size`: the program draws two columns narrower, so that each
  /// line with its mark is no wider than the terminal and never wraps.
  public init(program: any Program, size: Size, clock: any Clock = SystemClock(),
              suggest: @escaping (String, [String]) -> String? = { _, _ in nil }) {
    stack = ProgramStack(program, size: Size(columns: max(1, size.columns - Self.markWidth), rows: size.rows))
    self.clock = clock
    self.suggest = suggest
  }

  /// The current screen as text, without trailing blank lines; a line holding the focus begins
  /// with `› `, the others with two spaces.
  public func frame() -> String {
    guard let program = stack.top else { return "" }
    var buffer = CellBuffer(size: stack.size)
    program.draw(into: &buffer)
    var lines = buffer.markedLines
    while lines.last == "" { lines.removeLast() }
    return lines.joined(separator: "\n")
  }

  private var rule: String { String(repeating: "-", count: min(stack.size.columns, 40)) }

  public mutating func runStandardInput(write: (String) -> Void) -> Int32 {
    write(frame())
    var reader = LineReader(idleLimit: idleLimit)
    defer { endedIdle = reader.endedIdle }
    while !stack.isEmpty, let next = reader.next() {
      guard case .text(let line) = next else {
        if case .tooLong(let bytes) = next { write("error: \(ScriptRunner.tooLong(bytes))") }
        continue
      }
      if line.drop(while: \.isWhitespace).hasPrefix("#") { continue }
      let words: [String]
      switch ScriptWords.split(line) {
      case .success(let split): words = split
      case .failure(let failure):
        write("error: \(failure.message)")
        continue
      }
      guard let verb = words.first else { continue }
      if verb == "state" {
        write(words.count == 1 ? stack.scriptState().text : "error: 'state' takes no argument")
        continue
      }
      if verb == "wait" {
        guard words.count == 2, let seconds = ScriptRunner.seconds(words[1]), seconds <= longestWait else {
          write("error: 'wait' needs a number of seconds from 0 to \(Int(longestWait)), such as: wait 0.5")
          continue
        }
        if seconds > 0 { usleep(useconds_t(seconds * 1_000_000)) }
        stack.advance(to: clock.now)
      } else if let message = ScriptRunner.perform(words, on: &stack, now: clock.now, suggest: suggest) {
        write("error: \(message)")
        continue
      }
      // No clipboard here: what the player asked to copy is printed on a line of its own.
      while let text = stack.takeClipboard() { write(TextCleaner.clean(text)) }
      guard !stack.isEmpty else { break }
      write(rule)
      write(frame())
      settleTimers(write: write)
    }
    for line in stack.farewell + stack.programs.reversed().flatMap(\.farewell) { write(TextCleaner.clean(line)) }
    return 0
  }

  private mutating func settleTimers(write: (String) -> Void) {
    var rounds = 0
    while let deadline = stack.top?.nextDeadline, rounds < 20 {
      rounds += 1
      let wait = deadline - clock.now
      guard wait <= longestWait else { return }
      if wait > 0 { usleep(useconds_t(wait * 1_000_000)) }
      stack.advance(to: clock.now)
      write(rule)
      write(frame())
    }
  }
}
