import Foundation
import GameCore
import PlistKit
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
      每日一题 Daily #341 (2026-12-07): 3 players, 0 solved
        alice  given up
        bob    today: not played yet
        carol  today: not played yet

      """)
    // Of the host's own state only the board is written, besides the players' folders.
    #expect(PathSafety.contents(of: state.url("arcade")) == ["board.plist", "board.plist.lock", "players"])
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

/// A key's fingerprint as ssh-keygen prints it, and the player it names.
struct KeyFingerprintTests {
  @Test("SHA-256 of FIPS 180-4's examples", arguments: [
    ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
    ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
    ("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq", "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"),
  ])
  func sha256(text: String, hex: String) {
    let digest = SHA256.hash(Array(text.utf8)).map { String($0, radix: 16) }.map { $0.count == 1 ? "0" + $0 : $0 }.joined()
    #expect(digest == hex)
  }

  @Test(.enabled(if: PathSafety.isFile(ServeOverSSHTests.keygen)))
  func theFingerprintIsSshKeygens() throws {
    let folder = TemporaryFolder()
    for (i, type) in ["ed25519", "ecdsa", "rsa"].enumerated() {
      _ = try ScriptModeTests.run(ServeOverSSHTests.keygen, ["-q", "-t", type, "-N", "", "-f", folder.url("k\(i)")])
      let key = String(decoding: try FileBytes.contents(of: folder.url("k\(i).pub")), as: UTF8.self)
      let theirs = try ScriptModeTests.run(ServeOverSSHTests.keygen, ["-lf", folder.url("k\(i).pub")]).out.split(separator: " ")[1]
      let info = "publickey " + key.split(separator: " ").prefix(2).joined(separator: " ") + "\n"
      #expect(KeyFingerprint.ofAuthInfo(info) == String(theirs), "\(type)")
    }
    #expect(KeyFingerprint.ofAuthInfo("password\n") == nil)
    #expect(KeyFingerprint.playerName("SHA256:1eAQyFzQbmM54nlsv/MrC6C8KgVAV9ra/Iccct+lARA") == "key-1eAQyFzQbmM54nls")
    #expect(KeyFingerprint.playerName("SHA256:a+b/cdefghijklmnopq") == "key-a-b_cdefghijklmn")
  }

  @Test(.enabled(if: PathSafety.isFile(ScriptModeTests.binary)))
  func withoutAPlayerTheKeyNamesThePlayer() throws {
    let state = TemporaryFolder()
    let info = state.write("auth", "publickey ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIP0z2VvT0b4nI3z1m3cQm2c8yQm6f8b5lq2yq0p3w7Vt\n")
    let run = try ScriptModeTests.arcade(["serve"], input: "", environment: [
      "SSH_ORIGINAL_COMMAND": "board", "SSH_USER_AUTH": info, "XDG_STATE_HOME": state.path, "ARCADE_CLOCK": "2026-12-07 10:00",
      "ARCADE_DATA": ServeCommandTests.builtIn,
    ])
    let name = try #require(KeyFingerprint.ofAuthInfo(String(decoding: try FileBytes.contents(of: info), as: UTF8.self)).map(KeyFingerprint.playerName))
    #expect(run.status == 0)
    #expect(run.out == "每日一题 Daily #341 (2026-12-07): 1 player, 0 solved\n  \(name)  today: not played yet\n")
  }
}
