#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The plain front end, for logs and screen readers: the same commands as the script front
/// end, and after each change the screen as plain text lines with no escape codes.
public struct PlainRunner {
  public var program: any Program
  public let size: Size
  let clock: any Clock
  /// Timers (a right answer's pause) are waited out for real, up to this long.
  let longestWait: Double = 5

  public init(program: any Program, size: Size, clock: any Clock = SystemClock()) {
    self.program = program
    self.size = size
    self.clock = clock
  }

  /// The current screen as text, without trailing blank lines.
  public func frame() -> String {
    var buffer = CellBuffer(size: size)
    program.draw(into: &buffer)
    var lines = buffer.lines
    while lines.last == "" { lines.removeLast() }
    return lines.joined(separator: "\n")
  }

  public mutating func runStandardInput(write: (String) -> Void) -> Int32 {
    write(frame())
    var reader = LineReader()
    while let next = reader.next() {
      guard case .text(let line) = next else {
        if case .tooLong(let bytes) = next { write("error: a line of \(bytes) bytes is longer than the \(ScriptRunner.longestLine) a command may be") }
        continue
      }
      let words = line.split(whereSeparator: \.isWhitespace).map(String.init)
      guard let verb = words.first, !verb.hasPrefix("#") else { continue }
      if verb == "state" {
        write(words.count == 1 ? program.scriptState().text : "error: 'state' takes no argument")
        continue
      }
      if verb == "wait" {
        guard words.count == 2, let seconds = ScriptRunner.seconds(words[1]), seconds <= longestWait else {
          write("error: 'wait' needs a number of seconds from 0 to \(Int(longestWait)), such as: wait 0.5")
          continue
        }
        if seconds > 0 { usleep(useconds_t(seconds * 1_000_000)) }
        program.advance(to: clock.now)
        write(String(repeating: "-", count: min(size.columns, 40)))
        write(frame())
        settleTimers(write: write)
        continue
      }
      if let message = program.perform(script: words, now: clock.now) {
        write("error: \(message)")
        continue
      }
      write(String(repeating: "-", count: min(size.columns, 40)))
      write(frame())
      settleTimers(write: write)
    }
    return 0
  }

  private mutating func settleTimers(write: (String) -> Void) {
    var rounds = 0
    while let deadline = program.nextDeadline, rounds < 20 {
      rounds += 1
      let wait = deadline - clock.now
      guard wait <= longestWait else { return }
      if wait > 0 { usleep(useconds_t(wait * 1_000_000)) }
      program.advance(to: clock.now)
      write(String(repeating: "-", count: min(size.columns, 40)))
      write(frame())
    }
  }
}
