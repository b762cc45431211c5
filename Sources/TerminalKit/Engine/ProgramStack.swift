/// The programs a front end shows: the top one is drawn and handed input. A program's `.open`
/// puts another on top, its `.quit` takes it off (and the one below is told it shows again).
/// Every front end keeps one, so the launcher opens a game the same way on a screen, in plain
/// text and from a script.
public struct ProgramStack {
  public private(set) var programs: [any Program]
  public private(set) var size: Size
  /// What the programs that quit left to print on leaving, in the order they quit.
  public private(set) var farewell: [String] = []

  public init(_ program: any Program, size: Size) {
    programs = [program]
    self.size = size
    programs[0].resized(to: size)
  }

  public var isEmpty: Bool { programs.isEmpty }
  public var top: (any Program)? { programs.last }

  /// Hands an event to the top program and acts on what it returns.
  @discardableResult
  public mutating func handle(_ event: InputEvent, now: Double) -> ProgramOutcome {
    guard !programs.isEmpty else { return .ignored }
    let outcome = programs[programs.count - 1].handle(event, now: now)
    apply(outcome)
    return outcome
  }

  /// Runs a script command on the top program and acts on its outcome.
  public mutating func perform(_ words: [String], now: Double) -> ScriptOutcome {
    guard !programs.isEmpty else { return .refused("nothing is showing") }
    let outcome = programs[programs.count - 1].perform(script: words, now: now)
    if case .handled(let next) = outcome { apply(next) }
    return outcome
  }

  public mutating func apply(_ outcome: ProgramOutcome) {
    switch outcome {
    case .continue, .ignored: break
    case .quit:
      programs[programs.count - 1].finishWrites()
      farewell += programs[programs.count - 1].farewell
      programs.removeLast()
      if !programs.isEmpty { programs[programs.count - 1].resumed() }
    case .open(var program):
      program.resized(to: size)
      programs.append(program)
    }
  }

  public mutating func resize(to size: Size) {
    self.size = size
    for i in programs.indices { programs[i].resized(to: size) }
  }

  public mutating func advance(to now: Double) {
    if !programs.isEmpty { programs[programs.count - 1].advance(to: now) }
  }

  /// Ends every program (Ctrl-C), each making the writes it holds back first.
  public mutating func removeAll() {
    finishWrites()
    farewell += programs.reversed().flatMap(\.farewell)
    programs.removeAll()
  }

  /// What the top program asked to copy, taken.
  public mutating func takeClipboard() -> String? {
    programs.isEmpty ? nil : programs[programs.count - 1].takeClipboard()
  }

  /// Every program makes the writes it holds back (the process may end or stop).
  public mutating func finishWrites() {
    for i in programs.indices { programs[i].finishWrites() }
  }

  /// The top program's state with its name first: `{"program": "guess", …}`.
  public func scriptState() -> JSON {
    guard let top else { return .object([("program", .null)]) }
    let name = ("program", JSON.string(top.scriptName))
    if case .object(let members) = top.scriptState() { return .object([name] + members) }
    return .object([name, ("state", top.scriptState())])
  }
}
