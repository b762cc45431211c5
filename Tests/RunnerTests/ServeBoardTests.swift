import Foundation
import GameCore
import PlistKit
import Testing
import TestSupport
@testable import Runner

/// The host's shared board through `arcade serve` as sshd runs it, one process a connection:
/// each player's daily and best score in one file that many connections change at once, and
/// connections that end by themselves when nobody types.
struct ServeBoardTests {
  /// A host whose only pack is one question (日): the daily is that question, and one answer
  /// finishes the pack.
  final class Host {
    let folder = TemporaryFolder()

    init() {
      folder.write("data/quiz/questions.plist", xmlPlist("<array>\(HostileInputTests.question)</array>"))
    }

    var environment: [String: String] {
      ["XDG_STATE_HOME": folder.url("state"), "ARCADE_DATA": folder.url("data"), "ARCADE_CLOCK": "2026-12-07 10:00"]
    }

    func serve(_ player: String, _ request: String, input: String = "", options: [String] = [], holdInput: Bool = false) throws -> ScriptModeTests.Run {
      try ScriptModeTests.arcade(["serve", "--player", player] + options, input: input,
                                 environment: environment.merging(["SSH_ORIGINAL_COMMAND": request]) { $1 }, holdInput: holdInput)
    }

    var board: HostBoard {
      get throws { try HostBoard(plist: try PlistDocument(contentsOf: folder.url("state/arcade/board.plist")).value()) }
    }
  }

  /// The number after `label` in a frame's text.
  static func figure(after label: String, in text: String) -> Int? {
    guard let range = text.range(of: label) else { return nil }
    return Int(text[range.upperBound...].prefix { $0.isNumber })
  }

  @Test(.enabled(if: PathSafety.isFile(ScriptModeTests.binary)))
  func theBoardShowsWhoSolvedTodayAndEachPacksBestScores() throws {
    let host = Host()
    let alice = try host.serve("alice", "daily --plain", input: "type 日\n")
    let bob = try host.serve("bob", "daily --plain", input: "next\nnext\n")
    let played = try host.serve("alice", "play quiz --plain", input: "type 日\n")
    let score = try #require(Self.figure(after: "最终得分 ", in: played.out))
    #expect([alice.status, bob.status, played.status] == [0, 0, 0])
    // The end dialog of the last to finish counts everyone who finished before.
    #expect(bob.out.contains("今天这台主机上: 2 人玩过 · 1 人答对"))
    #expect(bob.out.contains("答对的: alice"))
    #expect(played.out.contains("这台主机的最高分: alice \(score)"))
    let board = try host.serve("carol", "board")
    #expect(board.out == """
      每日一题 Daily #341 (2026-12-07): 3 players, 1 solved
        alice  solved with no help
        bob    given up
        carol  today: not played yet
      Best scores
        quiz  alice \(score)

      """)
  }

  @Test(.enabled(if: PathSafety.isFile(ScriptModeTests.binary)))
  func thirtyPlayersFinishingAtOnceAreAllOnTheBoard() throws {
    let host = Host()
    // Thirty connections started together, half solving and half giving up.
    let players = try (0..<30).map { i in
      try ScriptModeTests.start(ScriptModeTests.binary, ["serve", "--player", "p\(i)"],
                                environment: host.environment.merging(["SSH_ORIGINAL_COMMAND": "daily --plain", "HOME": host.folder.url("home"),
                                                                       "PATH": "/usr/bin:/bin"]) { $1 },
                                input: i % 2 == 0 ? "type 日\n" : "next\nnext\n")
    }
    for (i, player) in players.enumerated() {
      let err = player.stderr.fileHandleForReading.readDataToEndOfFile()
      player.process.waitUntilExit()
      #expect(player.process.terminationStatus == 0, "player \(i)")
      #expect(String(decoding: err, as: UTF8.self) == "", "player \(i)")
    }
    let marks = try host.board.players(on: 341)
    #expect(marks.count == 30)
    #expect(marks.filter(\.mark.solved).map(\.player).sorted() == (0..<30).filter { $0 % 2 == 0 }.map { "p\($0)" }.sorted())
  }

  @Test(.enabled(if: PathSafety.isFile(ScriptModeTests.binary)))
  func aConnectionNobodyTypesInEndsAfterTheHostsLimit() throws {
    let host = Host()
    let started = Date()
    let run = try host.serve("alice", "daily --plain", options: ["--idle", "0.02"], holdInput: true)
    let took = Date().timeIntervalSince(started)
    #expect(run.status == 0)
    #expect(run.err == "Ended after 0.02 minutes without input (the host's limit); your progress is kept.\n")
    #expect(took >= 1.2 && took < 30, "took \(took) s")
  }

  @Test("idle limits", arguments: [
    Labeled("not a number", (value: "soon", message: "Error: --idle takes minutes from 0 to 1440 (0: never), found \"soon\"\n")),
    Labeled("more than a day", (value: "1441", message: "Error: --idle takes minutes from 0 to 1440 (0: never), found \"1441\"\n")),
    Labeled("negative", (value: "-1", message: "Error: --idle takes minutes from 0 to 1440 (0: never), found \"-1\"\n")),
  ])
  func idleLimitsOutOfRangeAreRefused(_ limit: Labeled<(value: String, message: String)>) throws {
    let run = try Host().serve("alice", "board", options: ["--idle", limit.value.value])
    #expect(run.status == 2)
    #expect(run.err == limit.value.message)
  }
}
