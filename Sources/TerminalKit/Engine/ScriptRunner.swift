/// The script front end: commands from standard input, one per line; after each, the state as
/// one JSON line, with `program` saying which program is showing. Time passes only through
/// `wait SECONDS`, so a script replays exactly. A program's `.open` and `.quit` work as on a
/// screen: a script can open a pack from the launcher and leave it with `key esc`.
public struct ScriptRunner {
  public var stack: ProgramStack
  public let clock = ManualClock()
  /// "Did you mean" for an unknown verb; the caller passes one in (the kits share no code).
  let suggest: (String, [String]) -> String?
  /// Seconds without a line after which the run ends as if the input had (a host's idle limit).
  public var idleLimit: Double?
  /// Whether the run ended because no line came for `idleLimit` seconds.
  public private(set) var endedIdle = false

  public init(program: any Program, size: Size = Size(columns: 80, rows: 24),
              suggest: @escaping (String, [String]) -> String? = { _, _ in nil }) {
    stack = ProgramStack(program, size: size)
    self.suggest = suggest
  }

  /// The program showing, for tests.
  public var program: (any Program)? { stack.top }

  /// Runs one line; returns the JSON line to print, or nil for a blank line or a comment.
  public mutating func run(line: String) -> String? {
    if let refusal = Self.refusal(ofLine: line) { return Self.error(refusal) }
    if line.drop(while: \.isWhitespace).hasPrefix("#") { return nil }
    let words: [String]
    switch ScriptWords.split(line) {
    case .success(let split): words = split
    case .failure(let failure): return Self.error(failure.message)
    }
    guard let verb = words.first else { return nil }
    switch verb {
    case "state":
      guard words.count == 1 else { return Self.error("'state' takes no argument") }
    case "wait":
      guard words.count == 2, let seconds = Self.seconds(words[1]) else {
        return Self.error("'wait' needs a number of seconds from 0 to \(Int(Self.longestWait)), such as: wait 0.5")
      }
      wait(seconds)
    default:
      if let message = Self.perform(words, on: &stack, now: clock.now, suggest: suggest) { return Self.error(message) }
    }
    return stack.scriptState().text
  }

  /// A command for the program, else a front-end verb; the refusal's message, or nil.
  static func perform(_ words: [String], on stack: inout ProgramStack, now: Double,
                      suggest: (String, [String]) -> String?) -> String? {
    var outcome = stack.perform(words, now: now)
    if case .unknown = outcome { outcome = FrontEndVerbs.run(words, on: &stack, now: now) ?? .unknown }
    switch outcome {
    case .handled: return nil
    case .refused(let message): return message
    case .unknown: return FrontEndVerbs.unknown(words[0], program: stack.top?.scriptCommands ?? [], suggest: suggest)
    }
  }

  /// Moves the clock on, firing every timer that falls due on the way, in order.
  public mutating func wait(_ seconds: Double) {
    let target = clock.now + seconds
    while let deadline = stack.top?.nextDeadline, deadline <= target {
      clock.now = max(clock.now, deadline)
      stack.advance(to: clock.now)
      if stack.top?.nextDeadline == deadline { break }
    }
    clock.now = target
    stack.advance(to: target)
  }

  /// The longest line a command may be; a longer one is refused at once, not echoed.
  public static let longestLine = 65_536

  static func refusal(ofLine line: String) -> String? {
    let bytes = line.utf8.count
    return bytes > longestLine ? tooLong(bytes) : nil
  }

  static func tooLong(_ bytes: Int) -> String {
    "a line of \(bytes) bytes is longer than the \(longestLine) a command may be"
  }

  /// A word of a command as a message quotes it: cut to 40 columns.
  public static func quoted(_ word: String) -> String {
    DisplayWidth.truncate(word, to: 40)
  }

  /// The longest `wait`: a script's clock stays well inside the range where seconds add exactly.
  public static let longestWait = 1_000_000_000.0

  /// A `wait` argument: decimal digits with an optional fraction (`2`, `0.5`), from 0 to
  /// `longestWait`; no sign, exponent, hex or infinity.
  public static func seconds(_ text: String) -> Double? {
    let parts = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
    guard !text.isEmpty, text.count <= 32, parts.allSatisfy({ part in part.allSatisfy { $0.isASCII && $0.isNumber } }),
          parts.first.map({ !$0.isEmpty }) ?? false, parts.count == 1 || !parts[1].isEmpty,
          let value = Double(text), value.isFinite, value <= longestWait else { return nil }
    return value
  }

  static func error(_ message: String) -> String {
    JSON.object([("error", .string(message))]).text
  }

  /// Reads standard input to its end; returns the exit code (always 0: errors are reported in-line).
  public mutating func runStandardInput(write: (String) -> Void) -> Int32 {
    var reader = LineReader(idleLimit: idleLimit)
    defer { endedIdle = reader.endedIdle }
    while let line = reader.next() {
      switch line {
      case .text(let text): if let output = run(line: text) { write(output) }
      case .tooLong(let bytes): write(Self.error(Self.tooLong(bytes)))
      }
    }
    return 0
  }
}
