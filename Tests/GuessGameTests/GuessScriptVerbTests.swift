import Foundation
import GameCore
import PlistKit
import Testing
import TerminalKit
import TestSupport
@testable import GuessGame

/// The generic verbs reach the guess game as a terminal's keys do.
struct GuessScriptVerbTests {
  func runner() throws -> ScriptRunner {
    let pack = try PackLoader(modes: ModeRegistry([GuessMode()])).open(packageRoot + "/plist-data/guess-en")
    return ScriptRunner(program: try GuessMode().makeProgram(for: pack, context: PlayContext(saves: .disabled, pictures: PlaceholderPictures())))
  }

  func field(_ line: String?, _ key: String) throws -> Any? {
    let object = try JSONSerialization.jsonObject(with: Data(try #require(line).utf8)) as? [String: Any]
    return object?[key]
  }

  @Test func keyF2IsAHintAndCtrlTToo() throws {
    var script = try runner()
    #expect(try field(script.run(line: "key f2"), "score") as? Int == 9_000)
    #expect(try field(script.run(line: "key ctrl-t"), "score") as? Int == 8_000)
    #expect(try field(script.run(line: "key ^T"), "program") as? String == "guess")
  }

  @Test func typeIsTheGamesOwnAndKeyIsOneKeyPress() throws {
    var script = try runner()
    _ = script.run(line: "key s")
    #expect(try field(script.run(line: "state"), "slots") as? [String] == ["S", "", ""])
    _ = script.run(line: "type un")
    #expect(try field(script.run(line: "state"), "status") as? String == "correct")
  }

  @Test func aClickOnAnOptionPicksIt() throws {
    var script = try runner()
    guard let game = script.program as? GuessProgram else { Issue.record("not the guess game"); return }
    let option = game.layout.options[2]
    let line = script.run(line: "click \(option.x + 1) \(option.y + 1)")
    #expect(try field(line, "slots") as? [String] == [game.state.question.options[2], "", ""])
  }

  @Test("Next during the pause after a right answer moves on once, not past a question", arguments: ["next", "key f5", "key ctrl-n"])
  func nextDuringThePauseMovesOnOnce(line: String) throws {
    var script = try runner()
    _ = script.run(line: "type sun")
    let after = script.run(line: line)
    #expect(try field(after, "index") as? Int == 2)
    #expect(try field(after, "solved") as? Int == 1)
    guard let game = script.program as? GuessProgram else { Issue.record("not the guess game"); return }
    #expect(game.state.records.map(\.outcome).prefix(2) == [.solved, .unseen])
    // The next Next is a Next again.
    #expect(try field(script.run(line: line), "index") as? Int == 3)
  }

  @Test func escLeavesTheGame() throws {
    var script = try runner()
    #expect(script.run(line: "key esc") == #"{"program":null}"#)
  }

  @Test func aQuestionMarkNoOptionShowsIsLeftToTheFrontEnd() throws {
    var stack = ProgramStack(try runner().program!, size: Size(columns: 80, rows: 24))
    #expect(FrontEndKeys.action(for: .key(.character("?")), showingHelp: false, stack: &stack, now: 0) == .showHelp)
    #expect(FrontEndKeys.action(for: .key(.function(1)), showingHelp: false, stack: &stack, now: 0) == .showHelp)
    #expect(FrontEndKeys.action(for: .key(.character("x")), showingHelp: true, stack: &stack, now: 0) == .closeHelp)
    #expect(FrontEndKeys.action(for: .key(.control("c")), showingHelp: false, stack: &stack, now: 0) == .interrupt)
  }
}
