#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import GameCore
import Modes
import Pictures
import PlistKit
import TerminalKit

/// `arcade play PACK`, `arcade guess [PACK]`, `arcade grid [PACK]`: opens a pack in its mode.
struct PlayCommand {
  static let frontEndOptions = [
    OptionSpec(["--plain"], help: "Print each screen as plain text and read commands from standard input."),
    OptionSpec(["--script"], help: "Read commands from standard input; print the state as one JSON line after each."),
    OptionSpec(["--color"], value: "WHEN", allowed: ["auto", "always", "never"], help: "Colour: auto (default), always or never."),
    OptionSpec(["--pictures"], value: "HOW", allowed: ["auto", "kitty", "iterm", "sixel", "blocks", "sextant", "octant", "ramp"],
               help: "Pictures in the terminal's graphics (kitty, iterm, sixel) or cells (default: half blocks; sextant, octant: 3x, 4x the pixels where the font has them; or $ARCADE_PICTURES)."),
    OptionSpec(["--dither"], help: "Dither sixel pictures: smoother shades, more bytes (or ARCADE_DITHER=1)."),
  ]
  static let spec = CommandSpec("play", arguments: "PACK", positionals: 1...1, options: frontEndOptions,
                                summary: "Play a pack (a path, or an id from 'arcade packs').")

  /// `arcade guess [PACK]`, `arcade grid [PACK]`…: one command a mode, from the mode list, so
  /// that a new mode is one line in `allModes` and gets its command for free.
  static func spec(for mode: any GameMode) -> CommandSpec {
    CommandSpec(mode.id, arguments: "[PACK]", positionals: 0...1, options: frontEndOptions,
                summary: "Play a \(mode.id) pack, \(mode.title) (by default the first one 'arcade packs' lists).")
  }

  let arcade: Arcade

  func run(_ parsed: ParsedCommand) -> ExitCode {
    let wanted = parsed.name == "play" ? nil : parsed.name
    let result: Result<Pack, LoadError>
    if let reference = parsed.positionals.first {
      result = arcade.resolvePack(reference)
    } else if let first = arcade.catalog.discover().compactMap(\.pack).first(where: { $0.modeID == wanted }) {
      result = .success(first)
    } else {
      arcade.console.err("Error: no \(parsed.name) pack found; name one: arcade \(parsed.name) PATH")
      return .failure
    }
    switch result {
    case .failure(let error):
      arcade.console.err("Error: \(error.description)")
      return .failure
    case .success(let pack):
      if let wanted, pack.modeID != wanted {
        arcade.console.err("Error: \(pack.path) is a \(pack.modeID) pack, not a \(wanted) pack: use arcade play \(pack.path)")
        return .failure
      }
      return arcade.play(pack, options: parsed)
    }
  }
}

extension Arcade {
  /// Both ends are a terminal that can address its cursor: `TERM=dumb` (Emacs' shell, some
  /// CI logs) or no `TERM` gets the plain front end instead of the full screen.
  var isInteractive: Bool {
    let term = environment["TERM"] ?? ""
    return StandardStream.isTerminal(0) && StandardStream.isTerminal(1) && !["", "dumb", "unknown"].contains(term)
  }

  /// `ARCADE_CLOCK="2026-01-10 18:30"` fixes the date and time the rules see (for scripts and
  /// demos); otherwise the machine's clock.
  func context(saves: SaveStore, options: ParsedCommand) -> PlayContext {
    let clock = environment["ARCADE_CLOCK"].flatMap(WallClock.parse) ?? .system
    let frontEnd: FrontEndKind = options.flag("--script") ? .script : options.flag("--plain") || !isInteractive ? .plain : .screen
    // A script leaves no trace on the machine: no saves, no cache.
    return PlayContext(saves: saves, pictures: pictures(for: options, frontEnd: frontEnd), wallClock: clock, frontEnd: frontEnd,
                       cacheFolder: frontEnd == .script ? nil : locations.cache, plainText: depth(for: options) == .none,
                       board: frontEnd == .script ? nil : board)
  }

  /// Whether sixel pictures are dithered: `--dither`, or `ARCADE_DITHER=1`.
  static func dithers(_ options: ParsedCommand, environment: [String: String]) -> Bool {
    options.flag("--dither") || environment["ARCADE_DITHER"] == "1"
  }

  /// Half blocks, unless `--pictures` or `ARCADE_PICTURES` asks for the terminal's own
  /// graphics, or (auto, on a screen outside tmux and screen) the terminal answers that it has
  /// them: kitty's graphics query answered OK, or sixel among its device attributes.
  func pictures(for options: ParsedCommand, frontEnd: FrontEndKind) -> any PictureProvider {
    let depth = depth(for: options)
    guard frontEnd == .screen, depth != .none else { return HalfBlockPictures(depth: depth) }
    let asked = options.value("--pictures") ?? environment["ARCADE_PICTURES"] ?? "auto"
    var reported = TerminalSize.reportedCellPixels()
    let how: PictureProtocol
    if asked == "auto" {
      guard environment["TMUX"] == nil, environment["STY"] == nil, let answers = GraphicsAnswers.ask() else { return HalfBlockPictures(depth: depth) }
      reported = answers.cell ?? reported
      guard answers.kitty || answers.sixel else { return HalfBlockPictures(depth: depth) }
      how = answers.kitty ? .kitty : .sixel
    } else {
      guard case .success(let chosen) = PictureProtocol.choose(asked, environment: environment, colour: true) else { return HalfBlockPictures(depth: depth) }
      how = chosen
      // Chosen, the graphics still need the cell's pixels: a sixel sized for cells taller than
      // the terminal's runs past its rows. Asked as auto asks (at most 0.2 s) when the kernel
      // does not know them.
      if reported == nil, how == .sixel || how == .kitty { reported = GraphicsAnswers.ask()?.cell }
    }
    let cell = reported ?? (8, 16)
    switch how {
    case .kitty: return GraphicsPictures(kind: .kitty, depth: depth, cell: cell)
    case .sixel: return GraphicsPictures(kind: .sixel, depth: depth, cell: cell, dither: Self.dithers(options, environment: environment))
    case .iterm: return GraphicsPictures(kind: .iterm, depth: depth, cell: cell)
    case .blocks: return HalfBlockPictures(depth: depth)
    case .sextant: return HalfBlockPictures(depth: depth, symbols: .sextants)
    case .octant: return HalfBlockPictures(depth: depth, symbols: .octants)
    case .ramp: return HalfBlockPictures(depth: .none)
    }
  }

  /// The colour depth of the front end the options choose; plain and script output has none.
  func depth(for options: ParsedCommand) -> ColorDepth {
    if options.flag("--script") || options.flag("--plain") || !isInteractive { return .none }
    return ColorDepth.detect(choice: options.value("--color") ?? "auto", environment: environment, isTerminal: true)
  }

  func play(_ pack: Pack, options: ParsedCommand) -> ExitCode {
    guard let mode = modes.mode(id: pack.modeID) else { return .failure }
    let script = options.flag("--script")
    let saves = script ? SaveStore.disabled : SaveStore.live(folder: locations.saves)
    let program: any Program
    do throws(LoadError) {
      program = try mode.makeProgram(for: pack, context: context(saves: saves, options: options))
    } catch {
      console.err("Error: \(error.description)")
      console.err("(arcade lint \(pack.path) lists every problem in the pack)")
      return .failure
    }
    return run(program, options: options)
  }

  /// Runs a program on the front end the options and the terminal call for.
  func run(_ program: any Program, options: ParsedCommand) -> ExitCode {
    defer { leaveToProcessEnd(program) }
    let suggest = { (word: String, words: [String]) in Suggestion.closest(to: word, in: words) }
    if options.flag("--script") {
      var runner = ScriptRunner(program: program, size: TerminalSize.fromEnvironment(environment), suggest: suggest)
      runner.idleLimit = idleLimit
      _ = runner.runStandardInput(write: console.out)
      if runner.endedIdle { sayIdleEnd() }
      return .success
    }
    if options.flag("--plain") || !isInteractive {
      var runner = PlainRunner(program: program, size: TerminalSize.fromEnvironment(environment), suggest: suggest)
      runner.idleLimit = idleLimit
      _ = runner.runStandardInput(write: console.out)
      if runner.endedIdle { sayIdleEnd() }
      return .success
    }
    do throws(TerminalError) {
      let screen = ScreenRunner(program: program, depth: depth(for: options), environment: environment, idleLimit: idleLimit)
      let status = try screen.run()
      if screen.endedIdle { sayIdleEnd() }
      // A share line to copy by hand, printed where the terminal keeps it: after the screen.
      for line in screen.farewell { console.out(TextCleaner.clean(line)) }
      // A signal's status (128 + its number) goes out as it is, the terminal already restored.
      if status != 0, ExitCode(rawValue: status) == nil { exit(status) }
      return status == 0 ? .success : ExitCode(rawValue: status) ?? .failure
    } catch {
      console.err("Error: \(error.description)")
      return .failure
    }
  }
}

extension Arcade {
  /// Why a served game ended by itself: the host's idle limit, progress kept.
  func sayIdleEnd() {
    let minutes = (idleLimit ?? 0) / 60
    let shown = minutes.rounded() == minutes ? String(Int(minutes)) : String(minutes)
    console.err("Ended after \(shown) \(minutes == 1 ? "minute" : "minutes") without input (the host's limit); your progress is kept.")
  }
}

/// `arcade` alone: the launcher on a terminal; elsewhere the modes and packs as text.
struct LauncherCommand {
  static let spec = CommandSpec("", options: PlayCommand.frontEndOptions, summary: "Open the launcher.")

  let arcade: Arcade

  func run(_ parsed: ParsedCommand) -> ExitCode {
    if parsed.flag("--plain") || parsed.flag("--script") || arcade.isInteractive {
      // A script never reads or writes saved progress, whatever it opens.
      let saves = parsed.flag("--script") ? SaveStore.disabled : SaveStore.live(folder: arcade.locations.saves)
      let launcher = LauncherProgram(entries: arcade.catalog.discover(), modes: arcade.modes,
                                     context: arcade.context(saves: saves, options: parsed))
      return arcade.run(launcher, options: parsed)
    }
    arcade.console.out("PlistArcade \(Arcade.version)\n")
    _ = ModesCommand(arcade: arcade).run(ParsedCommand(name: "modes"))
    arcade.console.out("")
    let status = PacksCommand(arcade: arcade).run(ParsedCommand(name: "packs"))
    arcade.console.out("\nPlay one with: arcade play ID   (or run arcade in a terminal for the launcher)")
    return status
  }
}
