import GameCore

/// `arcade play PACK`, `arcade guess [PACK]`, `arcade grid [PACK]`: opens a pack in its mode.
struct PlayCommand {
  static let spec = CommandSpec("play", arguments: "PACK", positionals: 1...1,
                                summary: "Play a pack (a path, or an id from 'arcade packs').")
  static let guessSpec = CommandSpec("guess", arguments: "[PACK]", positionals: 0...1,
                                     summary: "Play a guess pack (the first built-in one if none is named).")
  static let gridSpec = CommandSpec("grid", arguments: "[PACK]", positionals: 0...1,
                                    summary: "Open an app-grid pack (the first built-in one if none is named).")

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
      arcade.console.err("Error: \(TextCleaner.clean(error.description))")
      return .failure
    case .success(let pack):
      if let wanted, pack.modeID != wanted {
        arcade.console.err("Error: \(pack.path) is a \(pack.modeID) pack, not a \(wanted) pack: use arcade play \(pack.path)")
        return .failure
      }
      return arcade.play(pack)
    }
  }
}

extension Arcade {
  func play(_ pack: Pack) -> ExitCode {
    guard let mode = modes.mode(id: pack.modeID) else { return .failure }
    let check = mode.check(pack)
    if check.hasErrors {
      check.diagnostics.filter { $0.severity == .error }.forEach { console.err(TextCleaner.clean($0.description)) }
      console.err("Error: the pack has errors; fix them (arcade lint \(pack.path)) and try again")
      return .failure
    }
    console.out("\(TextCleaner.clean(pack.manifest.name)): \(check.itemCount) items in mode \(mode.id)")
    return .success
  }
}

/// `arcade` alone: the modes and packs, and how to start one.
struct LauncherCommand {
  let arcade: Arcade

  func run() -> ExitCode {
    arcade.console.out("PlistArcade \(Arcade.version)\n")
    _ = ModesCommand(arcade: arcade).run(ParsedCommand(name: "modes"))
    arcade.console.out("")
    return PacksCommand(arcade: arcade).run(ParsedCommand(name: "packs"))
  }
}
