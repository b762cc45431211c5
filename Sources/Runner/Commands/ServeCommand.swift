import GameCore
import PlistKit
import TerminalKit

/// `arcade serve --player NAME`: what OpenSSH's server runs for each connection of a
/// host that serves the games (docs/serving.md). OpenSSH does the network, the keys and the
/// terminal; this picks the player's own state folder, takes what the connection asks for
/// from `SSH_ORIGINAL_COMMAND` — a few commands, nothing that names a path — and runs it.
struct ServeCommand {
  static let spec = CommandSpec(
    "serve",
    options: [
      OptionSpec(["--player"], value: "NAME", help: "Who connected: letters, digits, - and _ (from authorized_keys' command=); without it, the key's fingerprint names the player (sshd's ExposeAuthInfo)."),
      OptionSpec(["--state"], value: "DIR", help: "The host's state folder (default: $XDG_STATE_HOME/arcade); players' are in DIR/players/NAME."),
      OptionSpec(["--idle"], value: "MINUTES", help: "End a connection after this long without a key (default 30; 0: never)."),
    ],
    summary: "Serve the games to one player over SSH (run by sshd; see docs/serving.md).",
    discussion: """
      SSH_ORIGINAL_COMMAND may ask for: nothing (the launcher), daily, play ID, stats, board,
      each with --plain or --script. Anything else is refused. The launcher and play show the
      host's packs only; no command reads or writes a path the player names.
      """)

  /// What a connection may ask for.
  static let allowed = ["daily", "play", "stats", "board"]
  static let frontEnds: Set<String> = ["--plain", "--script"]
  static let longestName = HostBoard.longestName
  /// The longest idle limit, in minutes (a day).
  static let longestIdle = 1440.0

  let arcade: Arcade

  func run(_ parsed: ParsedCommand) -> ExitCode {
    // The name authorized_keys gives, else the key's own (sshd's ExposeAuthInfo file).
    guard let player = parsed.value("--player") ?? keyPlayer() else {
      return refuse("'serve' needs --player NAME (set in authorized_keys: command=\"arcade serve --player NAME\"), or sshd's ExposeAuthInfo yes", .usage)
    }
    guard Self.isPlayerName(player) else {
      return refuse("\"\(DisplayWidth.truncate(TextCleaner.visible(player), to: 40))\" is not a player name: use letters, digits, - and _ (at most \(Self.longestName))", .usage)
    }
    let host = parsed.value("--state") ?? arcade.locations.saves
    let idleText = parsed.value("--idle") ?? "30"
    guard let idle = Double(idleText), idle.isFinite, (0...Self.longestIdle).contains(idle) else {
      return refuse("--idle takes minutes from 0 to \(Int(Self.longestIdle)) (0: never), found \"\(DisplayWidth.truncate(TextCleaner.visible(idleText), to: 20))\"", .usage)
    }
    let words = (arcade.environment["SSH_ORIGINAL_COMMAND"] ?? "").split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
    let command: [String]
    switch Self.request(words) {
    case .failure(let refusal): return refuse(refusal.message, .usage)
    case .success(let asked): command = asked
    }
    // The player's own folder for saves and statistics; the host's packs and cache.
    let folder = PathSafety.join(PathSafety.join(host, "players"), player)
    do throws(LoadError) {
      try AtomicFile.makeFolders(folder)
    } catch {
      return refuse(error.description, .failure)
    }
    if command.first == "board" { return board(host: host) }
    var environment = arcade.environment
    environment["SSH_ORIGINAL_COMMAND"] = nil
    environment["XDG_STATE_HOME"] = folder
    var served = arcade
    served.environment = environment
    served.board = BoardKeeper(player: player, folder: host)
    served.idleLimit = idle > 0 ? idle * 60 : nil
    if command.first == "play", let id = command.dropFirst().first {
      // An id of the host's packs, never a path: checked before anything is opened.
      guard arcade.catalog.discover().contains(where: { $0.pack?.id == id }) else {
        return refuse("there is no pack \"\(DisplayWidth.truncate(TextCleaner.visible(id), to: 40))\" on this host: 'board' and the launcher show them", .failure)
      }
    }
    return served.run(command)
  }

  /// The player named by the public key the connection logged in with, from the file sshd
  /// names in `SSH_USER_AUTH` (`ExposeAuthInfo yes`): `key-` and its fingerprint's first digits.
  func keyPlayer() -> String? {
    guard let path = arcade.environment["SSH_USER_AUTH"], !path.isEmpty,
          let bytes = try? FileBytes.contents(of: path, limit: 65_536),
          let fingerprint = KeyFingerprint.ofAuthInfo(String(decoding: bytes, as: UTF8.self)) else { return nil }
    return KeyFingerprint.playerName(fingerprint)
  }

  /// Whether `name` may name a player: 1 to 32 of `A-Z a-z 0-9 - _`, not starting with `-`.
  static func isPlayerName(_ name: String) -> Bool { HostBoard.isPlayerName(name) }

  struct Refusal: Error, Equatable, Sendable {
    let message: String
  }

  /// The command a connection's words ask for, or why it may not.
  static func request(_ words: [String]) -> Result<[String], Refusal> {
    let frontEnd = words.filter { frontEnds.contains($0) }
    let rest = words.filter { !frontEnds.contains($0) }
    guard frontEnd.count <= 1 else { return .failure(Refusal(message: "ask for --plain or --script, not both")) }
    guard let first = rest.first else { return .success(frontEnd) }
    let shown = DisplayWidth.truncate(TextCleaner.visible(first), to: 40)
    guard allowed.contains(first) else {
      return .failure(Refusal(message: "\"\(shown)\" is not served here: ask for nothing (the launcher), \(allowed.joined(separator: ", ")), with --plain or --script"))
    }
    switch first {
    case "play":
      guard rest.count == 2, PathSafety.isPlainName(rest[1]), !rest[1].hasPrefix(".") else {
        return .failure(Refusal(message: "'play' takes one pack id, as the launcher shows it"))
      }
    default:
      guard rest.count == 1 else { return .failure(Refusal(message: "'\(first)' takes nothing more over SSH")) }
    }
    return .success(rest + frontEnd)
  }

  /// The host's board: today's daily of every player (those who finished it first, in the
  /// board's order, then the others by name), and each pack's best scores.
  func board(host: String) -> ExitCode {
    let clock = arcade.environment["ARCADE_CLOCK"].flatMap(WallClock.parse) ?? .system
    guard let mode = arcade.modes.modes.first(where: { $0.dailyTitle != nil }) else { return refuse("no mode here has a question of the day", .failure) }
    let read = BoardKeeper(player: "", folder: host).read()
    if let notice = read.notice { arcade.console.err("Note: \(notice.text(language: "en"))") }
    let day = DailyCalendar.dayNumber(clock)
    let marks = read.model.players(on: day)
    let marked = Set(marks.map(\.player))
    let others = PathSafety.contents(of: PathSafety.join(host, "players")).filter { Self.isPlayerName($0) && !marked.contains($0) }.sorted()
    let count = marks.count + others.count
    let solved = marks.filter(\.mark.solved).count
    arcade.console.out("\(mode.dailyTitle ?? "") #\(day) (\(DailyCalendar.date(of: day))): \(count == 1 ? "1 player" : "\(count) players"), \(solved) solved")
    let width = (marks.map(\.player) + others).map { DisplayWidth.of($0) }.max() ?? 0
    for (player, mark) in marks {
      arcade.console.out("  " + DisplayWidth.pad(player, to: width) + "  " + mode.dailyMarkText(mark))
    }
    for player in others {
      arcade.console.out("  " + DisplayWidth.pad(player, to: width) + "  today: not played yet")
    }
    let packs = read.model.best.keys.sorted()
    guard !packs.isEmpty else { return .success }
    arcade.console.out("Best scores")
    let packWidth = packs.map { DisplayWidth.of(TextCleaner.clean($0)) }.max() ?? 0
    for pack in packs {
      let best = read.model.bestScores(of: pack).prefix(Self.bestShown).map { "\($0.player) \($0.score)" }
      arcade.console.out("  " + DisplayWidth.pad(TextCleaner.clean(pack), to: packWidth) + "  " + best.joined(separator: " · "))
    }
    return .success
  }

  /// How many of a pack's best scores the board prints.
  static let bestShown = 5

  private func refuse(_ message: String, _ code: ExitCode) -> ExitCode {
    arcade.console.err("Error: \(message)")
    return code
  }
}
