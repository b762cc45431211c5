import Foundation
import GameCore
import PlistKit
import Testing
import TestSupport
@testable import Runner

/// The whole way, as players meet it: OpenSSH's own server on 127.0.0.1, each player's key
/// running `arcade serve --player NAME` from authorized_keys, and the ssh client asking for
/// things — one player at a time, thirty at once, and connections killed while they write.
struct ServeOverSSHTests {
  static let sshd = "/usr/sbin/sshd", ssh = "/usr/bin/ssh", keygen = "/usr/bin/ssh-keygen"
  static let available = PathSafety.isFile(sshd) && PathSafety.isFile(ssh) && PathSafety.isFile(ScriptModeTests.binary) && getuid() == 0

  /// An sshd of its own on a free port, with a host key and one key per player, stopped when
  /// the host goes.
  final class SSHHost {
    let folder = TemporaryFolder()
    let port: Int
    let data: String

    init(players: [String], data: String, serveOptions: String = "") throws {
      self.data = data
      try Self.keygen(folder.url("host"))
      var lines: [String] = []
      for player in players {
        try Self.keygen(folder.url("key-\(player)"))
        let key = String(decoding: try FileBytes.contents(of: folder.url("key-\(player).pub")), as: UTF8.self)
        lines.append("command=\"\(ScriptModeTests.binary) serve --player \(player) \(serveOptions)\",restrict,pty \(key)")
      }
      folder.write("keys", lines.joined())
      port = try Self.freePort()
      folder.write("sshd_config", """
        Port \(port)
        ListenAddress 127.0.0.1
        HostKey \(folder.url("host"))
        AuthorizedKeysFile \(folder.url("keys"))
        PasswordAuthentication no
        KbdInteractiveAuthentication no
        StrictModes no
        MaxStartups 100:30:100
        PidFile \(folder.url("sshd.pid"))
        SetEnv ARCADE_DATA=\(data) ARCADE_CLOCK=2026-12-07T10:00 XDG_STATE_HOME=\(folder.url("state")) TERM=xterm-256color

        """)
      try FileManager.default.createDirectory(atPath: "/run/sshd", withIntermediateDirectories: true)
      let started = try ScriptModeTests.run(ServeOverSSHTests.sshd, ["-f", folder.url("sshd_config"), "-E", folder.url("sshd.log")])
      guard started.status == 0 else { throw SSHError(message: "sshd did not start: \(started.err)") }
      // sshd may take a moment to listen.
      var tries = 0
      while try ScriptModeTests.run(ServeOverSSHTests.ssh, client("p0") + ["board"]).status == 255, tries < 50 {
        usleep(100_000)
        tries += 1
      }
    }

    deinit {
      if let pid = Int32(String(decoding: (try? FileBytes.contents(of: folder.url("sshd.pid"))) ?? [], as: UTF8.self)
        .trimmingCharacters(in: .whitespacesAndNewlines)) { kill(pid, SIGTERM) }
    }

    static func keygen(_ path: String) throws {
      _ = try ScriptModeTests.run(ServeOverSSHTests.keygen, ["-q", "-t", "ed25519", "-N", "", "-f", path])
    }

    /// A port nothing listens on now: bound to port 0 and let go.
    static func freePort() throws -> Int {
      let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
      defer { close(fd) }
      var address = sockaddr_in()
      address.sin_family = sa_family_t(AF_INET)
      address.sin_addr.s_addr = inet_addr("127.0.0.1")
      var length = socklen_t(MemoryLayout<sockaddr_in>.size)
      let bound = withUnsafeMutablePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, length) == 0 && getsockname(fd, $0, &length) == 0 }
      }
      guard bound else { throw SSHError(message: "no free port") }
      return Int(UInt16(bigEndian: address.sin_port))
    }

    /// The ssh client's arguments for `player`'s key.
    func client(_ player: String, terminal: Bool = false) -> [String] {
      (terminal ? ["-tt"] : []) + ["-p", String(port), "-i", folder.url("key-\(player)"), "-o", "StrictHostKeyChecking=no",
                                   "-o", "UserKnownHostsFile=/dev/null", "-o", "LogLevel=ERROR", "-o", "BatchMode=yes", "root@127.0.0.1"]
    }

    func ssh(_ player: String, _ request: [String], input: String = "", terminal: Bool = false, holdInput: Bool = false) throws -> ScriptModeTests.Run {
      try ScriptModeTests.run(ServeOverSSHTests.ssh, client(player, terminal: terminal) + request,
                              environment: ["PATH": "/usr/bin:/bin", "HOME": folder.path, "TERM": "xterm-256color"], input: input, holdInput: holdInput)
    }

    /// `player`'s ssh client started and left running, `input` written and closed.
    func start(_ player: String, _ request: [String], input: String) throws -> Process {
      try ScriptModeTests.start(ServeOverSSHTests.ssh, client(player, terminal: true) + request,
                                environment: ["PATH": "/usr/bin:/bin", "HOME": folder.path, "TERM": "xterm-256color"], input: input).process
    }

    var board: HostBoard {
      get throws { try HostBoard(plist: try PlistDocument(contentsOf: folder.url("state/arcade/board.plist")).value()) }
    }
  }

  struct SSHError: Error {
    let message: String
  }

  @Test(.enabled(if: available))
  func aPlayerPlaysTheDailyAndSeesTheBoardOverSSH() throws {
    let host = try SSHHost(players: ["p0", "alice"], data: packageRoot + "/plist-data")
    let daily = try host.ssh("alice", ["daily", "--plain"], input: "next\nnext\n")
    #expect(daily.status == 0)
    #expect(daily.out.hasSuffix("#341 - · 连续 0 天\n") || daily.out.hasSuffix("#341 - · streak 0\n"))
    let board = try host.ssh("alice", ["board"])
    #expect(board.out == "每日一题 Daily #341 (2026-12-07): 2 players, 0 solved\n  alice  given up\n  p0     today: not played yet\n")
    #expect(PathSafety.isFile(host.folder.url("state/arcade/players/alice/arcade/guess-daily-book.plist")))
  }

  @Test(.enabled(if: available))
  func nothingButTheGamesIsReachable() throws {
    let host = try SSHHost(players: ["p0"], data: packageRoot + "/plist-data")
    let refusals = [
      (["convert", "/etc/shadow", "-o", "/tmp/x"], "Error: \"convert\" is not served here: ask for nothing (the launcher), daily, play, stats, board, with --plain or --script\n"),
      (["sh"], "Error: \"sh\" is not served here: ask for nothing (the launcher), daily, play, stats, board, with --plain or --script\n"),
      (["play", "/etc/passwd"], "Error: 'play' takes one pack id, as the launcher shows it\n"),
      (["play", "../../etc"], "Error: 'play' takes one pack id, as the launcher shows it\n"),
    ]
    for (request, message) in refusals {
      let run = try host.ssh("p0", request)
      #expect(run.status == 2, "\(request)")
      #expect(run.err == message)
    }
  }

  /// Thirty players connect at once with a terminal each and play the daily and then the pack;
  /// ten more are killed while they play. The board counts the thirty exactly, and every file
  /// the host keeps still reads.
  @Test(.enabled(if: available), .timeLimit(.minutes(5)))
  func thirtyPlayersAtOnceAreAllCountedAndKilledConnectionsLoseNothing() throws {
    let data = ServeBoardTests.Host()
    let players = (0..<30).map { "p\($0)" }, killed = (0..<10).map { "k\($0)" }
    let host = try SSHHost(players: players + killed, data: data.folder.url("data"), serveOptions: "--idle 1")
    // Ctrl-D at the start of a line ends the input on the far side's terminal.
    let end = "\u{4}"
    let dailies = try players.enumerated().map { i, player in
      try host.start(player, ["daily", "--plain"], input: (i % 2 == 0 ? "type 日\n" : "next\nnext\n") + end)
    }
    for process in dailies { process.waitUntilExit() }
    #expect(dailies.map(\.terminationStatus) == Array(repeating: 0, count: 30))
    let packs = try players.map { try host.start($0, ["play", "quiz", "--plain"], input: "type 日\n" + end) }
    // Ten more, killed while they open, play and write.
    let doomed = try killed.map { try host.start($0, ["daily", "--plain"], input: "type 日\n" + end) }
    for (i, process) in doomed.enumerated() {
      usleep(UInt32(50_000 * i))
      kill(process.processIdentifier, SIGKILL)
    }
    for process in packs + doomed { process.waitUntilExit() }
    #expect(packs.map(\.terminationStatus) == Array(repeating: 0, count: 30))

    let board = try host.board
    let marks = board.players(on: 341).filter { $0.player.hasPrefix("p") }
    #expect(marks.count == 30)
    #expect(marks.filter(\.mark.solved).map(\.player).sorted() == players.enumerated().filter { $0.offset % 2 == 0 }.map(\.element).sorted())
    #expect(board.best["quiz"]?.keys.sorted() == players.sorted())
    // Every file the host keeps reads as a plist, whatever moment a connection died at.
    let files = try FileManager.default.subpathsOfDirectory(atPath: host.folder.url("state")).filter { $0.hasSuffix(".plist") }
    #expect(files.count > 60)
    for file in files {
      #expect(throws: Never.self, "\(file)") { try PlistDocument(contentsOf: host.folder.url("state/" + file)).value() }
    }
    let shown = try host.ssh("p0", ["board"])
    #expect(shown.status == 0)
    #expect(shown.out.hasPrefix("每日一题 Daily #341 (2026-12-07): "))
    #expect(shown.out.contains("\n  p0 "))
  }

  @Test(.enabled(if: available))
  func aConnectionNobodyTypesInEndsOnItsOwn() throws {
    let data = ServeBoardTests.Host()
    let host = try SSHHost(players: ["p0"], data: data.folder.url("data"), serveOptions: "--idle 0.02")
    let started = Date()
    let run = try host.ssh("p0", ["daily"], terminal: true, holdInput: true)
    let took = Date().timeIntervalSince(started)
    #expect(run.status == 0)
    #expect(run.out.contains("Ended after 0.02 minutes without input (the host's limit); your progress is kept."))
    #expect(took >= 1.2 && took < 30, "took \(took) s")
  }
}
