import GameCore
import Modes
import PlistKit
import TerminalKit

/// `arcade daily`: the question of the day, drawn from the installed packs of the first mode
/// that has one (the guess game), on the front end the options choose.
struct DailyCommand {
  static let spec = CommandSpec(
    "daily", arguments: "[DAY]", positionals: 0...1,
    options: PlayCommand.frontEndOptions + [OptionSpec(["--list"], help: "List the last 30 days with how each went.")],
    summary: "Play the question of the day, drawn from the installed guess packs, or a past day.",
    discussion: """
      One question a day, played once; a streak grows on days in a row and ends on a day
      missed. A day's question never changes once shown, and none comes again before every
      installed question has come up. DAY plays a past day from the archive (its number, as
      the header shows it, or its date: 2026-12-01); it counts in no streak. The date is the
      machine's, or ARCADE_CLOCK's ("2026-12-02 09:00"). See docs/playing.md.
      """)

  let arcade: Arcade

  func run(_ parsed: ParsedCommand) -> ExitCode {
    guard let mode = arcade.modes.modes.first(where: { $0.dailyTitle != nil }) else {
      arcade.console.err("Error: no mode here has a question of the day")
      return .failure
    }
    if parsed.flag("--list") {
      guard parsed.positionals.isEmpty else {
        arcade.console.err("Error: --list lists the last days; it takes no day")
        return .usage
      }
      let clock = arcade.environment["ARCADE_CLOCK"].flatMap(WallClock.parse) ?? .system
      let lines = mode.dailyArchive(saves: SaveStore.live(folder: arcade.locations.saves), clock: clock, count: 30) ?? []
      arcade.console.out(lines.joined(separator: "\n"))
      return .success
    }
    var day: Int?
    if let text = parsed.positionals.first {
      guard let named = DailyCalendar.day(named: text) else {
        arcade.console.err("Error: \"\(DisplayWidth.truncate(TextCleaner.clean(text), to: 40))\" is not a day: write its number (340, as the daily's header shows it) or its date (2026-12-06)")
        return .usage
      }
      day = named
    }
    let script = parsed.flag("--script")
    let saves = script ? SaveStore.disabled : SaveStore.live(folder: arcade.locations.saves)
    let program: any Program
    do throws(LoadError) {
      program = try mode.makeDailyProgram(from: arcade.installedPacks(of: mode), context: arcade.context(saves: saves, options: parsed), day: day)
    } catch {
      arcade.console.err("Error: \(error.description)")
      return .failure
    }
    return arcade.run(program, options: parsed)
  }
}

extension Arcade {
  /// The built-in and user packs of `mode` that open: the packs a daily draws from.
  func installedPacks(of mode: any GameMode) -> [Pack] {
    catalog.discover().compactMap(\.pack).filter { $0.modeID == mode.id && $0.origin != .path }
  }
}

/// `arcade stats [PACK]`: what the modes count of the player's games.
struct StatsCommand {
  static let spec = CommandSpec(
    "stats", arguments: "[PACK]", positionals: 0...1,
    summary: "Show your statistics: every pack's, the daily's and overall, or one pack's.",
    discussion: "The counts are kept beside the saves (guess-stats.plist); a script's games are not counted.")

  let arcade: Arcade

  func run(_ parsed: ParsedCommand) -> ExitCode {
    let saves = SaveStore.live(folder: arcade.locations.saves)
    let clock = arcade.environment["ARCADE_CLOCK"].flatMap(WallClock.parse) ?? .system
    if let reference = parsed.positionals.first {
      switch arcade.resolvePack(reference) {
      case .failure(let error):
        arcade.console.err("Error: \(error.description)")
        return .failure
      case .success(let pack):
        guard let mode = arcade.modes.mode(id: pack.modeID), let lines = mode.statsLines(for: pack, saves: saves, clock: clock) else {
          arcade.console.err("Error: the \(pack.modeID) mode keeps no statistics")
          return .failure
        }
        arcade.console.out(lines.joined(separator: "\n"))
        return .success
      }
    }
    var blocks: [String] = []
    for mode in arcade.modes.modes {
      guard let lines = mode.statsLines(for: nil, saves: saves, clock: clock) else { continue }
      blocks.append(([mode.title, ""] + lines).joined(separator: "\n"))
    }
    arcade.console.out(blocks.joined(separator: "\n\n"))
    return .success
  }
}
