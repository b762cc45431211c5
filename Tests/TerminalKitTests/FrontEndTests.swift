import Foundation
import Testing
import TestSupport
@testable import TerminalKit

/// A program with timers: each `beep` schedules a tick one second later.
private struct TimerProgram: Program {
  var ticks: [Double] = []
  var pending: [Double] = []
  func draw(into buffer: inout CellBuffer) { buffer.write("ticks \(ticks.count)", x: 0, y: 0) }
  mutating func handle(_ event: InputEvent, now: Double) -> ProgramOutcome { .continue }
  var nextDeadline: Double? { pending.min() }
  mutating func advance(to now: Double) {
    for due in pending.filter({ $0 <= now }).sorted() { ticks.append(due) }
    pending.removeAll { $0 <= now }
  }
  var scriptName: String { "timer" }
  var scriptCommands: [String] { ["beep"] }
  mutating func perform(script words: [String], now: Double) -> ScriptOutcome {
    guard words[0] == "beep" else { return .unknown }
    guard words.count == 1 else { return .refused("'beep' takes no argument") }
    pending.append(now + 1)
    return .done
  }
  func scriptState() -> JSON { .object([("ticks", .array(ticks.map(JSON.number)))]) }
}

struct ScriptRunnerTests {
  @Test func timePassesOnlyThroughWaitAndTimersFireInOrder() {
    var runner = ScriptRunner(program: TimerProgram())
    #expect(runner.run(line: "beep") == #"{"program":"timer","ticks":[]}"#)
    #expect(runner.run(line: "wait 0.5") == #"{"program":"timer","ticks":[]}"#)
    #expect(runner.run(line: "beep") == #"{"program":"timer","ticks":[]}"#)
    #expect(runner.run(line: "wait 2") == #"{"program":"timer","ticks":[1,1.5]}"#)
    #expect(runner.clock.now == 2.5)
  }

  @Test("a wait takes plain decimal seconds up to a billion", arguments: [("wait 0", 0.0), ("wait 2", 2), ("wait 0.25", 0.25), ("wait 1000000000", 1e9)])
  func goodWaits(line: String, seconds: Double) {
    var runner = ScriptRunner(program: TimerProgram())
    _ = runner.run(line: line)
    #expect(runner.clock.now == seconds)
  }

  @Test("malformed lines change nothing", arguments: [
    ("wait", #"{"error":"'wait' needs a number of seconds from 0 to 1000000000, such as: wait 0.5"}"#),
    ("wait -1", #"{"error":"'wait' needs a number of seconds from 0 to 1000000000, such as: wait 0.5"}"#),
    ("wait soon", #"{"error":"'wait' needs a number of seconds from 0 to 1000000000, such as: wait 0.5"}"#),
    ("wait 1e308", #"{"error":"'wait' needs a number of seconds from 0 to 1000000000, such as: wait 0.5"}"#),
    ("wait 0x10", #"{"error":"'wait' needs a number of seconds from 0 to 1000000000, such as: wait 0.5"}"#),
    ("wait 99999999999999999999", #"{"error":"'wait' needs a number of seconds from 0 to 1000000000, such as: wait 0.5"}"#),
    ("wait inf", #"{"error":"'wait' needs a number of seconds from 0 to 1000000000, such as: wait 0.5"}"#),
    ("wait nan", #"{"error":"'wait' needs a number of seconds from 0 to 1000000000, such as: wait 0.5"}"#),
    ("wait 1.", #"{"error":"'wait' needs a number of seconds from 0 to 1000000000, such as: wait 0.5"}"#),
    ("wait .5", #"{"error":"'wait' needs a number of seconds from 0 to 1000000000, such as: wait 0.5"}"#),
    ("wait 1000000000.5", #"{"error":"'wait' needs a number of seconds from 0 to 1000000000, such as: wait 0.5"}"#),
    ("wait 1 2", #"{"error":"'wait' needs a number of seconds from 0 to 1000000000, such as: wait 0.5"}"#),
    ("state now", #"{"error":"'state' takes no argument"}"#),
    ("jump", #"{"error":"unknown command 'jump' (commands: beep, key, type, click, wait, state)"}"#),
  ])
  func malformed(line: String, output: String) {
    var runner = ScriptRunner(program: TimerProgram())
    #expect(runner.run(line: line) == output)
    #expect(runner.clock.now == 0)
  }

  @Test func blankLinesAndCommentsPrintNothing() {
    var runner = ScriptRunner(program: TimerProgram())
    #expect(runner.run(line: "   ") == nil)
    #expect(runner.run(line: "# a note") == nil)
  }

  @Test func thePlainFrontEndDrawsTextFrames() {
    let runner = PlainRunner(program: TimerProgram(), size: Size(columns: 20, rows: 3), clock: ManualClock())
    #expect(runner.frame() == "  ticks 0")
  }

  /// Draws a ruler as wide as it is given, wide characters last.
  struct RulerProgram: Program {
    var minimumSize: Size { Size(columns: 1, rows: 1) }
    var scriptName: String { "ruler" }
    mutating func resized(to size: Size) {}
    mutating func handle(_ event: InputEvent, now: Double) -> ProgramOutcome { .continue }
    func draw(into buffer: inout CellBuffer) {
      buffer.write(String(repeating: "-", count: buffer.size.columns - 2) + "猜", x: 0, y: 0)
    }
  }

  /// A terminal of 30 columns gets lines of 30 columns, their mark included: none wraps.
  @Test func thePlainFrontEndsLinesFitTheTerminal() {
    let frame = PlainRunner(program: RulerProgram(), size: Size(columns: 30, rows: 2), clock: ManualClock()).frame()
    #expect(frame.split(separator: "\n").map { DisplayWidth.of(String($0)) } == [30])
  }

  /// Plain text has no reverse video: the line holding the focus is marked in a gutter.
  @Test func thePlainFrontEndMarksTheFocusedLine() {
    var buffer = CellBuffer(size: Size(columns: 12, rows: 4))
    buffer.write("apples", x: 0, y: 0)
    buffer.write("pears", x: 2, y: 1, style: Theme.selectedRow)
    buffer.write("plums", x: 0, y: 3)
    #expect(buffer.markedLines == ["  apples", "›   pears", "", "  plums"])
  }

  /// Beside other things on its line, the focused part is marked where it starts too.
  @Test func thePlainFrontEndMarksTheFocusBesideARail() {
    var buffer = CellBuffer(size: Size(columns: 20, rows: 2))
    buffer.write("fruit │ apple", x: 0, y: 0)
    buffer.write("veg   │", x: 0, y: 1)
    buffer.write("pear", x: 8, y: 1, style: Theme.selectedRow)
    #expect(buffer.markedLines == ["  fruit │ apple", "› veg   │›pear"])
  }
}

/// A program with a text field takes `?` as text; a long animation never holds up a script.
private struct Searching: Program {
  var field = TextField()
  /// An animation that would run for an hour.
  var animationDeadline: Double? { 3_600 }
  func draw(into buffer: inout CellBuffer) {}
  mutating func handle(_ event: InputEvent, now: Double) -> ProgramOutcome { field.handle(event) ? .continue : .ignored }
  func scriptState() -> JSON { .object([("text", .string(field.text))]) }
}

struct FrontEndKeyTests {
  @Test func aProgramThatClaimsAQuestionMarkGetsIt() {
    var stack = ProgramStack(Searching(), size: Size(columns: 40, rows: 12))
    #expect(FrontEndKeys.action(for: .key(.character("?")), showingHelp: false, stack: &stack, now: 0) == .none)
    #expect(FrontEndKeys.action(for: .key(.function(1)), showingHelp: false, stack: &stack, now: 0) == .showHelp)
    #expect(FrontEndKeys.action(for: .key(.control("z")), showingHelp: false, stack: &stack, now: 0) == .suspend)
    #expect(stack.scriptState().text == #"{"program":"program","text":"?"}"#)
  }

  /// While the window is smaller than the program's least size, nothing but Ctrl-C is acted on.
  @Test("a window too small for the program passes it nothing", arguments: [Size(columns: 39, rows: 12), Size(columns: 40, rows: 11)])
  func tooSmallPassesNothing(size: Size) {
    var stack = ProgramStack(Searching(), size: size)
    for event in [InputEvent.key(.character("a")), .paste("b"), .key(.enter), .mouse(MouseEvent(kind: .press, x: 1, y: 1))] {
      #expect(FrontEndKeys.action(for: event, showingHelp: false, stack: &stack, now: 0) == .none)
    }
    #expect(FrontEndKeys.action(for: .key(.character("?")), showingHelp: true, stack: &stack, now: 0) == .none)
    #expect(stack.scriptState().text == #"{"program":"program","text":""}"#)
    #expect(FrontEndKeys.action(for: .key(.control("c")), showingHelp: false, stack: &stack, now: 0) == .interrupt)
    stack.resize(to: Size(columns: 40, rows: 12))
    #expect(FrontEndKeys.action(for: .key(.character("a")), showingHelp: false, stack: &stack, now: 0) == .none)
    #expect(stack.scriptState().text == #"{"program":"program","text":"a"}"#)
  }

  @Test func anAnimationDeadlineDoesNotMoveAScriptsClock() {
    var runner = ScriptRunner(program: Searching())
    #expect(runner.run(line: "type a?b") == #"{"program":"program","text":"a?b"}"#)
    #expect(runner.run(line: "wait 1") != nil)
    #expect(runner.clock.now == 1)
  }
}
