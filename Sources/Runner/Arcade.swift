import GameCore
import Modes
import PlistKit
import TerminalKit

/// The `arcade` program: parses the command line and runs one command.
struct Arcade {
  static let version = "0.1.0"

  var console: Console
  var environment: [String: String]
  var executablePath: String
  var currentDirectory: String
  var modes: ModeRegistry = allModes
  /// The process ends when `run` returns (set by `main`, never by tests): what a game read is
  /// then left to the end of the process, not freed (clang's -disable-free, for the same
  /// reason: a catalog of 100,000 products took 10 ms to free after its last frame).
  var endsWithProcess = false

  /// The packs the program carries: the built-in packs where no `$ARCADE_DATA` and no
  /// `plist-data/` beside the program say otherwise.
  var carriedPacks: BuiltInPacks.Carried?
  /// The host's board, when `arcade serve` runs a command for one of its players.
  var board: BoardKeeper?
  /// Seconds without input after which a game ends (a host's `serve --idle`); nil: never.
  var idleLimit: Double?

  var loader: PackLoader { PackLoader(modes: modes, cache: cacheFolder) }

  /// Where pack files are written out to be opened, and the carried packs.
  var cacheFolder: String {
    PackLocations.resolve(environment: environment, executablePath: executablePath, currentDirectory: currentDirectory).cache
  }

  var locations: PackLocations {
    var locations = PackLocations.resolve(environment: environment, executablePath: executablePath, currentDirectory: currentDirectory)
    if locations.builtIn == nil, let carried = carriedPacks {
      // Written to the cache once; a cache that cannot be written leaves the program without them.
      locations.builtIn = try? BuiltInPacks.unpacked(carried, cache: locations.cache)
      locations.builtInCarried = locations.builtIn != nil
    }
    return locations
  }

  var catalog: PackCatalog { PackCatalog(locations: locations, loader: loader) }

  /// The commands with one a mode of `modes`: what the arguments, the help, the manual and
  /// the completions are made from.
  static func commands(for modes: ModeRegistry) -> [CommandSpec] {
    [LauncherCommand.spec, PlayCommand.spec] + modes.modes.map(PlayCommand.spec(for:)) + [
      DailyCommand.spec, StatsCommand.spec, PacksCommand.spec, ModesCommand.spec, LintCommand.spec, ConvertCommand.spec, ShowCommand.spec,
      MakePackCommand.spec, NewCommand.spec, PackFileCommand.packSpec, PackFileCommand.unpackSpec, ServeCommand.spec,
    ]
  }

  /// The program's commands, with its own mode list.
  static let commands = commands(for: allModes)

  /// This arcade's commands, with the modes it was given.
  var commands: [CommandSpec] { Self.commands(for: modes) }

  func run(_ arguments: [String]) -> ExitCode {
    let parsed: ParsedCommand
    do {
      parsed = try ArgumentParser.parse(arguments, commands: commands)
    } catch {
      console.err("Error: \(error.message)")
      console.err("Usage: \(error.usage)")
      return .usage
    }
    if parsed.wantsHelp, let spec = commands.first(where: { $0.name == parsed.name }) {
      console.out(spec.help)
      return .success
    }
    // A clock set wrongly is said, not taken silently for the machine's.
    if let clock = environment["ARCADE_CLOCK"], !clock.isEmpty, WallClock.parse(clock) == nil {
      console.err("Error: ARCADE_CLOCK=\"\(TextCleaner.clean(String(clock.prefix(40))))\" is not a moment: write \(WallClock.acceptedForm)")
      return .usage
    }
    switch parsed.name {
    case "help": console.out(Self.help(commands: commands)); return .success
    case "version": console.out("arcade \(Self.version)"); return .success
    case "manual": console.out(Manual.page(commands: commands, version: Self.version)); return .success
    case "completion":
      console.out(Completions.script(for: parsed.positionals[0], commands: commands, modes: modes.modes.map(\.id)) ?? "")
      return .success
    case "": return LauncherCommand(arcade: self).run(parsed)
    case "packs": return PacksCommand(arcade: self).run(parsed)
    case "modes": return ModesCommand(arcade: self).run(parsed)
    case "lint": return LintCommand(arcade: self).run(parsed)
    case "convert": return ConvertCommand(arcade: self).run(parsed)
    case "show": return ShowCommand(arcade: self).run(parsed)
    case "make-pack": return MakePackCommand(arcade: self).run(parsed)
    case "new": return NewCommand(arcade: self).run(parsed)
    case "pack": return PackFileCommand(arcade: self).pack(parsed)
    case "unpack": return PackFileCommand(arcade: self).unpack(parsed)
    case "serve": return ServeCommand(arcade: self).run(parsed)
    case "daily": return DailyCommand(arcade: self).run(parsed)
    case "stats": return StatsCommand(arcade: self).run(parsed)
    default: return PlayCommand(arcade: self).run(parsed)
    }
  }

  /// The program's help, with its own commands.
  static var help: String { help(commands: commands) }

  static func help(commands: [CommandSpec]) -> String {
    let width = commands.map(\.name.count).max() ?? 0
    let options = LauncherCommand.spec.options.filter { $0.key != "--help" }
    var lines = [
      "arcade — terminal quiz-and-catalog games played from property-list packs",
      "",
      "Usage: arcade [COMMAND] [OPTIONS]",
      "",
      "With no command, arcade opens the launcher on the built-in and your own packs.",
      "",
      "Commands:",
    ]
    for spec in commands where !spec.name.isEmpty {
      lines.append("  " + DisplayWidth.pad(spec.name, to: width + 2) + spec.summary)
    }
    lines += [
      "",
      "Options:",
    ] + ([("-h, --help", "Show help (also after a command: arcade lint --help)."), ("--version", "Show the version."),
          ("--generate-completion-script bash|zsh|fish", "Print a completion script for the shell."),
          ("--generate-manual", "Print the manual page (roff): arcade --generate-manual > arcade.1")]
      + options.map { ($0.usage, $0.help) }).flatMap { Self.optionLines($0.0, $0.1) } + [
      "",
      "Packs: the built-in ones are inside the program (or $ARCADE_DATA's, or plist-data/ beside it),",
      "yours in $XDG_DATA_HOME/arcade/packs (~/.local/share/arcade/packs). See docs/formats.md.",
    ]
    return lines.joined(separator: "\n")
  }

  /// An option and its help in two columns; an option too long for its column (the
  /// `--pictures` choices) gets its help on the next line rather than being cut.
  static func optionLines(_ option: String, _ help: String, column: Int = 27) -> [String] {
    guard option.count < column else { return ["  " + option, "  " + String(repeating: " ", count: column) + help] }
    return ["  " + DisplayWidth.pad(option, to: column) + help]
  }

  /// A built-in or user pack named by its path is still that pack, with that pack's progress.
  func origin(ofPath path: String) -> Pack.Origin {
    guard let real = PathSafety.realPath(path) else { return .path }
    let parent = PathSafety.directory(of: real)
    for (folder, origin) in [(locations.builtIn, Pack.Origin.builtIn), (locations.user, .user)] {
      if let folder, PathSafety.realPath(folder) == parent { return origin }
    }
    return .path
  }

  /// A pack named on the command line: a path, or the id of a discovered pack.
  func resolvePack(_ reference: String) -> Result<Pack, LoadError> {
    if PathSafety.isDirectory(reference) || PathSafety.isFile(reference) {
      do throws(LoadError) {
        // Opened to be used at once: a bare binary pack's file is read once, not twice.
        return .success(try PackLoader(modes: modes, keepsData: true, cache: cacheFolder).open(reference, origin: origin(ofPath: reference)))
      } catch {
        return .failure(error)
      }
    }
    let entries = catalog.discover()
    if let entry = catalog.find(reference, among: entries) { return entry.result }
    let ids = entries.compactMap(\.pack?.id)
    let hint = Suggestion.closest(to: reference, in: ids).map { " Did you mean '\($0)'?" } ?? ""
    let known = ids.isEmpty ? "no packs were found" : "the packs are: \(ids.joined(separator: ", "))"
    return .failure(.pack(reference, reason: "no such file, folder or pack.\(hint) (\(known))"))
  }
}
