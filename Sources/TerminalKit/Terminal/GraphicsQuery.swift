#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a terminal says of its graphics when asked: kitty's graphics query (answered `OK` by a
/// terminal that has the protocol), the cell size in pixels (`CSI 16 t`), and the primary
/// device attributes (`CSI c`, whose `4` means sixel). Every terminal answers the last, so its
/// answer ends the wait; one that answers nothing costs the timeout.
public struct GraphicsAnswers: Equatable, Sendable {
  public var kitty = false
  public var sixel = false
  public var cell: (width: Int, height: Int)?
  /// The device attributes came: the terminal answered at all.
  public var answered = false

  public init() {}

  public static func == (a: GraphicsAnswers, b: GraphicsAnswers) -> Bool {
    a.kitty == b.kitty && a.sixel == b.sixel && a.cell?.width == b.cell?.width && a.cell?.height == b.cell?.height && a.answered == b.answered
  }

  /// The three questions, in the order the answers are read.
  public static let query = Array("\u{1B}_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\\u{1B}[16t\u{1B}[c".utf8)

  /// Reads recorded answers (anything else in between, a key the player pressed, is skipped).
  public static func parse(_ bytes: [UInt8]) -> GraphicsAnswers {
    var answers = GraphicsAnswers()
    let text = String(decoding: bytes, as: UTF8.self)
    if let range = text.firstRange(of: "\u{1B}_Gi=31;"), text[range.upperBound...].hasPrefix("OK") { answers.kitty = true }
    // CSI 6 ; height ; width t
    if let start = text.firstRange(of: "\u{1B}[6;") {
      let rest = text[start.upperBound...]
      if let end = rest.firstIndex(of: "t") {
        let numbers = rest[..<end].split(separator: ";").compactMap { Int($0) }
        if numbers.count == 2, (2...128).contains(numbers[0]), (2...64).contains(numbers[1]) { answers.cell = (numbers[1], numbers[0]) }
      }
    }
    // CSI ? Pn ; Pn … c
    if let start = text.firstRange(of: "\u{1B}[?") {
      let rest = text[start.upperBound...]
      if let end = rest.firstIndex(of: "c") {
        answers.answered = true
        answers.sixel = rest[..<end].split(separator: ";").contains("4")
      }
    }
    return answers
  }

  /// Asks the terminal on `input`/`output` (raw mode for the call) and waits at most
  /// `timeout` seconds; nil when they are not a terminal.
  public static func ask(input: Int32 = 0, output: Int32 = 1, timeout: Double = 0.2) -> GraphicsAnswers? {
    guard isatty(input) == 1, isatty(output) == 1 else { return nil }
    var saved = termios()
    guard tcgetattr(input, &saved) == 0 else { return nil }
    var raw = saved
    raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
    guard tcsetattr(input, TCSANOW, &raw) == 0 else { return nil }
    defer { tcsetattr(input, TCSANOW, &saved) }
    query.withUnsafeBufferPointer { _ = write(output, $0.baseAddress, $0.count) }
    var received: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 512)
    let deadline = Self.now() + timeout
    while received.count < 4_096 {
      let left = Int32(max(0, (deadline - Self.now()) * 1000))
      var poller = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
      guard left > 0, poll(&poller, 1, left) > 0 else { break }
      let got = read(input, &buffer, buffer.count)
      guard got > 0 else { break }
      received += buffer[0..<got]
      if parse(received).answered { break }
    }
    return parse(received)
  }

  private static func now() -> Double {
    var spec = timespec()
    clock_gettime(CLOCK_MONOTONIC, &spec)
    return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
  }
}
