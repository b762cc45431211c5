import Foundation
import GameCore
import Testing
import TestSupport
@testable import Runner

/// `arcade serve` as sshd runs it: a player's own folder, the commands a connection may ask
/// for and nothing else, and the host's board of today's daily.
struct ServeCommandTests {
  static let builtIn = packageRoot + "/plist-data"

  @Test("what a connection may ask for", arguments: [
    ("", Result<[String], ServeCommand.Refusal>.success([])),
    ("--plain", .success(["--plain"])),
    ("daily --script", .success(["daily", "--script"])),
    ("play guess-en", .success(["play", "guess-en"])),
    ("board", .success(["board"])),
    ("play /etc/passwd", .failure(ServeCommand.Refusal(message: "'play' takes one pack id, as the launcher shows it"))),
    ("play ..", .failure(ServeCommand.Refusal(message: "'play' takes one pack id, as the launcher shows it"))),
    ("play", .failure(ServeCommand.Refusal(message: "'play' takes one pack id, as the launcher shows it"))),
    ("stats guess-en", .failure(ServeCommand.Refusal(message: "'stats' takes nothing more over SSH"))),
    ("convert a -o b", .failure(ServeCommand.Refusal(message: "\"convert\" is not served here: ask for nothing (the launcher), daily, play, stats, board, with --plain or --script"))),
    ("make-pack x", .failure(ServeCommand.Refusal(message: "\"make-pack\" is not served here: ask for nothing (the launcher), daily, play, stats, board, with --plain or --script"))),
    ("--plain --script", .failure(ServeCommand.Refusal(message: "ask for --plain or --script, not both"))),
  ])
  func requests(words: String, expected: Result<[String], ServeCommand.Refusal>) {
    #expect(ServeCommand.request(words.split(separator: " ").map(String.init)) == expected)
  }

  @Test("player names", arguments: [("alice", true), ("Bob_2", true), ("a-b", true), ("-x", false), ("../x", false), ("a b", false),
                                     ("", false), ("名字", false), (String(repeating: "a", count: 33), false)])
  func playerNames(name: String, valid: Bool) {
    #expect(ServeCommand.isPlayerName(name) == valid)
  }

  static func serve(_ player: String, _ request: String, state: TemporaryFolder, input: String = "") throws -> ScriptModeTests.Run {
    try ScriptModeTests.arcade(["serve", "--player", player], input: input, environment: [
      "SSH_ORIGINAL_COMMAND": request, "XDG_STATE_HOME": state.path, "ARCADE_DATA": builtIn, "ARCADE_CLOCK": "2026-12-07 10:00",
    ])
  }

  @Test(.enabled(if: PathSafety.isFile(ScriptModeTests.binary)))
  func eachPlayerHasTheirOwnFolderAndTheBoardShowsThemAll() throws {
    let state = TemporaryFolder()
    let alice = try Self.serve("alice", "daily --plain", state: state, input: "next\nnext\n")
    #expect(alice.status == 0)
    #expect(PathSafety.isFile(state.url("arcade/players/alice/arcade/guess-daily-book.plist")))
    let played = try Self.serve("bob", "play guess-en --script", state: state, input: "state\n")
    #expect(played.jsonLines.first?["count"] as? Int == 23)
    let board = try Self.serve("carol", "board", state: state)
    #expect(board.out == """
      每日一题 Daily #341 (2026-12-07): 3 players
        alice  given up
        bob    today: not played yet
        carol  today: not played yet

      """)
    // Nothing of the host's own state is touched: only the players' folders are written.
    #expect(PathSafety.contents(of: state.url("arcade")) == ["players"])
  }

  @Test(.enabled(if: PathSafety.isFile(ScriptModeTests.binary)))
  func aPathOrAnUnknownPackIsRefusedBeforeAnythingOpens() throws {
    let state = TemporaryFolder()
    let path = try Self.serve("bob", "play /etc/hostname", state: state)
    #expect(path.status == 2 && path.err == "Error: 'play' takes one pack id, as the launcher shows it\n")
    let unknown = try Self.serve("bob", "play nope", state: state)
    #expect(unknown.status == 1 && unknown.err == "Error: there is no pack \"nope\" on this host: 'board' and the launcher show them\n")
    let noName = try ScriptModeTests.arcade(["serve"], input: "", environment: ["XDG_STATE_HOME": state.path])
    #expect(noName.status == 2 && noName.err.hasPrefix("Error: 'serve' needs --player NAME"))
  }
}
