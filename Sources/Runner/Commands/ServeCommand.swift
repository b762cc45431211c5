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
  /// The longest player name.
  static let longestName = 32

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
  static func isPlayerName(_ name: String) -> Bool {
    guard (1...longestName).contains(name.utf8.count), name.first != "-" else { return false }
    return name.utf8.allSatisfy { (0x30...0x39).contains($0) || (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) || $0 == 0x2D || $0 == 0x5F }
  }

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

  /// Today's daily of every player on the host, by name, a line each.
  func board(host: String) -> ExitCode {
    let clock = arcade.environment["ARCADE_CLOCK"].flatMap(WallClock.parse) ?? .system
    guard let mode = arcade.modes.modes.first(where: { $0.dailyTitle != nil }) else { return refuse("no mode here has a question of the day", .failure) }
    let players = PathSafety.contents(of: PathSafety.join(host, "players")).filter(Self.isPlayerName)
    let day = DailyCalendar.dayNumber(clock)
    arcade.console.out("\(mode.dailyTitle ?? "") #\(day) (\(DailyCalendar.date(of: day))): \(players.count == 1 ? "1 player" : "\(players.count) players")")
    let width = players.map { DisplayWidth.of($0) }.max() ?? 0
    for player in players {
      let saves = SaveStore.live(folder: PathSafety.join(PathSafety.join(PathSafety.join(host, "players"), player), "arcade"))
      arcade.console.out("  " + DisplayWidth.pad(player, to: width) + "  " + (mode.dailyToday(saves: saves, clock: clock) ?? ""))
    }
    return .success
  }

  private func refuse(_ message: String, _ code: ExitCode) -> ExitCode {
    arcade.console.err("Error: \(message)")
    return code
  }
}
