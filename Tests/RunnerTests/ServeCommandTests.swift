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

/// The whole way, as a player meets it: OpenSSH's own server on 127.0.0.1 with a key whose
/// authorized_keys line runs `arcade serve --player alice`, and the ssh client asking for things.
struct ServeOverSSHTests {
  static let sshd = "/usr/sbin/sshd", ssh = "/usr/bin/ssh", keygen = "/usr/bin/ssh-keygen"

  static func run(_ program: String, _ arguments: [String], input: String = "") throws -> ScriptModeTests.Run {
    try ScriptModeTests.run(program, arguments, input: input)
  }

  @Test(.enabled(if: PathSafety.isFile(sshd) && PathSafety.isFile(ssh) && PathSafety.isFile(ScriptModeTests.binary) && getuid() == 0))
  func aPlayerPlaysTheDailyAndSeesTheBoardOverSSH() throws {
    let folder = TemporaryFolder()
    for key in ["host", "alice"] { _ = try Self.run(Self.keygen, ["-q", "-t", "ed25519", "-N", "", "-f", folder.url(key)]) }
    let key = String(decoding: try FileBytes.contents(of: folder.url("alice.pub")), as: UTF8.self)
    folder.write("keys", "command=\"\(ScriptModeTests.binary) serve --player alice\",restrict,pty \(key)")
    let port = 20_000 + Int(getpid() % 20_000)
    folder.write("sshd_config", """
      Port \(port)
      ListenAddress 127.0.0.1
      HostKey \(folder.url("host"))
      AuthorizedKeysFile \(folder.url("keys"))
      PasswordAuthentication no
      KbdInteractiveAuthentication no
      StrictModes no
      PidFile \(folder.url("sshd.pid"))
      SetEnv ARCADE_DATA=\(Self.builtInData) ARCADE_CLOCK=2026-12-07T10:00 XDG_STATE_HOME=\(folder.url("state"))

      """)
    try FileManager.default.createDirectory(atPath: "/run/sshd", withIntermediateDirectories: true)
    let started = try Self.run(Self.sshd, ["-f", folder.url("sshd_config"), "-E", folder.url("sshd.log")])
    try #require(started.status == 0, "sshd did not start: \(started.err)")
    defer {
      if let pid = Int32(String(decoding: (try? FileBytes.contents(of: folder.url("sshd.pid"))) ?? [], as: UTF8.self)
        .trimmingCharacters(in: .whitespacesAndNewlines)) { kill(pid, SIGTERM) }
    }
    let client = ["-p", String(port), "-i", folder.url("alice"), "-o", "StrictHostKeyChecking=no", "-o", "UserKnownHostsFile=/dev/null",
                  "-o", "LogLevel=ERROR", "-o", "BatchMode=yes", "root@127.0.0.1"]
    // sshd may take a moment to listen.
    var daily = try Self.run(Self.ssh, client + ["daily", "--plain"], input: "next\nnext\n")
    for _ in 0..<20 where daily.status == 255 {
      usleep(100_000)
      daily = try Self.run(Self.ssh, client + ["daily", "--plain"], input: "next\nnext\n")
    }
    #expect(daily.status == 0)
    #expect(daily.out.hasSuffix("#341 - · 连续 0 天\n") || daily.out.hasSuffix("#341 - · streak 0\n"))
    let board = try Self.run(Self.ssh, client + ["board"])
    #expect(board.out == "每日一题 Daily #341 (2026-12-07): 1 player\n  alice  given up\n")
    let refused = try Self.run(Self.ssh, client + ["convert", "/etc/shadow", "-o", "/tmp/x"])
    #expect(refused.status == 2)
    #expect(refused.err == "Error: \"convert\" is not served here: ask for nothing (the launcher), daily, play, stats, board, with --plain or --script\n")
    #expect(PathSafety.isFile(folder.url("state/arcade/players/alice/arcade/guess-daily-book.plist")))
  }

  static let builtInData = packageRoot + "/plist-data"
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
      _ = try ServeOverSSHTests.run(ServeOverSSHTests.keygen, ["-q", "-t", type, "-N", "", "-f", folder.url("k\(i)")])
      let key = String(decoding: try FileBytes.contents(of: folder.url("k\(i).pub")), as: UTF8.self)
      let theirs = try ServeOverSSHTests.run(ServeOverSSHTests.keygen, ["-lf", folder.url("k\(i).pub")]).out.split(separator: " ")[1]
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
    #expect(run.out == "每日一题 Daily #341 (2026-12-07): 1 player\n  \(name)  today: not played yet\n")
  }
}
