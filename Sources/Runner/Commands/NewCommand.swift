import GameCore
import Modes
import Pictures
import PlistKit
import TerminalKit

/// `arcade new MODE NAME`: a small starter pack to change, which lints clean and plays; each
/// mode supplies its own (`GameMode.starterPack(named:)`).
struct NewCommand {
  /// The modes that give a starter pack, from the mode list: `guess, grid or shop`.
  static let makers: String = {
    let ids = allModes.modes.filter { $0.starterPack(named: "") != nil }.map(\.id)
    return ids.count > 1 ? ids.dropLast().joined(separator: ", ") + " or " + ids.last! : ids.joined()
  }()

  static let spec = CommandSpec(
    "new", arguments: "MODE NAME", positionals: 2...2,
    summary: "Write a small starter pack (\(makers)) to make your own from.",
    discussion: """
      MODE is a mode that gives a starter pack: \(makers).
      NAME is the folder to write (a new or empty one), and the pack's name. Its plists explain
      their keys in comments; docs/formats.md says more.
      """)

  let arcade: Arcade

  func run(_ parsed: ParsedCommand) -> ExitCode {
    let (mode, folder) = (parsed.positionals[0], parsed.positionals[1])
    let name = PathSafety.fileName(of: folder)
    let makers = arcade.modes.modes.filter { $0.starterPack(named: "") != nil }.map(\.id).joined(separator: ", ")
    guard let chosen = arcade.modes.mode(id: mode) else {
      arcade.console.err("Error: there is no mode \"\(TextCleaner.clean(mode))\": choose one of \(makers)")
      return .usage
    }
    guard let starter = chosen.starterPack(named: name) else {
      arcade.console.err("Error: the \(mode) mode writes no starter pack (its GameMode gives no starterPack(named:)): choose one of \(makers)")
      return .usage
    }
    // The name goes into pack.plist as XML text, where a control character cannot stand.
    if let hidden = TextCleaner.hiddenCharacters(in: name).first {
      arcade.console.err("Error: the pack's name holds a character that does not show (\(TextCleaner.codes([hidden]))): name the folder plainly")
      return .failure
    }
    if PathSafety.isFile(folder) || PathSafety.isDirectory(folder) && !PathSafety.contents(of: folder).isEmpty {
      arcade.console.err("Error: \(folder) already exists and is not empty: name a new folder")
      return .failure
    }
    do throws(LoadError) {
      try AtomicFile.makeFolders(PathSafety.join(folder, starter.pictureFolder ?? ""))
      for (path, text) in starter.files { try AtomicFile.write(Array(text.utf8), to: PathSafety.join(folder, path)) }
      // A mode without pictures gets no folder for them.
      if let pictureFolder = starter.pictureFolder {
        for shape in ShapePicture.allCases {
          guard let bytes = PictureEncoder.png(shape.draw()), let file = starter.pictures[shape.rawValue] else { continue }
          try AtomicFile.write(bytes, to: PathSafety.join(folder, "\(pictureFolder)/\(file).png"))
        }
      }
    } catch {
      arcade.console.err("Error: \(error.description)")
      return .failure
    }
    let dataFile = starter.dataFile
    arcade.console.out("Wrote a \(mode) pack to \(folder): edit \(PathSafety.join(folder, dataFile)), then arcade lint \(folder) and arcade play \(folder)")
    return .success
  }
}
