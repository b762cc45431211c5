import AppGrid
import Foundation
import GameCore
import GuessGame
import PlistKit
import ShopCatalog
import TerminalKit

/// An input as each mode's pack file: opened, linted and played for a few moves, as a user's
/// commands would. Shared by the mutation fuzzer and the libFuzzer targets.
enum LintAndPlay {
  /// The pack folders of `workspace`, and the original app's home file beside its market.
  static func prepare(_ workspace: String) {
    for folder in ["guess", "grid", "shop", "original"] {
      try? FileManager.default.createDirectory(atPath: workspace + "/" + folder, withIntermediateDirectories: true)
    }
    _ = FileManager.default.createFile(atPath: workspace + "/original/首页焦点按钮",
                                       contents: Data(#"{"code": 0, "data": {"focus": [{"name": "x", "img": ""}]}}"#.utf8))
  }

  /// Where each mode's data goes: the folder and the file name.
  static let places: [String: (folder: String, file: String)] = [
    "guess": ("guess", "questions.plist"), "grid": ("grid", "app.plist"), "shop": ("shop", "catalog.plist"), "original": ("original", "supermarket"),
  ]

  /// Runs `input` as the pack files named (all of them by default); returns what happened.
  static func run(_ input: [UInt8], in workspace: String, modes: ModeRegistry, only: [String] = ["guess", "grid", "shop", "original"]) -> [String] {
    var outcomes: [String] = []
    for name in only {
      guard let (folder, file) = places[name] else { continue }
      let path = "\(workspace)/\(folder)/\(file)"
      _ = FileManager.default.createFile(atPath: path, contents: Data(input))
      guard let pack = try? PackLoader(modes: modes).open(path), let mode = modes.mode(id: pack.modeID) else { continue }
      let check = mode.check(pack, pictures: nil)
      outcomes.append(check.hasErrors ? "lint errors" : "lint clean")
      guard var program = try? mode.makeProgram(for: pack, context: PlayContext(saves: .disabled, pictures: PlaceholderPictures())) else { continue }
      outcomes.append("played")
      program.resized(to: Size(columns: 80, rows: 24))
      var buffer = CellBuffer(size: Size(columns: 80, rows: 24))
      let events: [InputEvent] = [.key(.function(2)), .key(.enter), .key(.character("a")), .key(.function(3)), .key(.down), .key(.enter),
                                  .key(.tab), .key(.character("+")), .key(.down), .key(.character("+")), .key(.tab), .key(.character(" ")),
                                  .key(.character("r")), .key(.character("c")), .key(.enter), .key(.left), .key(.enter), .key(.enter),
                                  .key(.character("/")), .key(.character("x")), .key(.enter)]
      for event in events {
        _ = program.handle(event, now: 1)
        program.advance(to: 5)
      }
      program.draw(into: &buffer)
      _ = program.scriptState().text
    }
    return outcomes
  }
}
