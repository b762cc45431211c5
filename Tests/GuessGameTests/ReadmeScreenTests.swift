import Foundation
import GameCore
import Pictures
import PlistKit
import Testing
import TerminalKit
import TestSupport
@testable import GuessGame

/// The screen README.md shows is the program's: the built-in Chinese pack's first question at
/// 80x24, pictures as the NO_COLOR ramp draws them. `RECORD_README=1 swift test --filter
/// ReadmeScreenTests` prints the screen to paste when the game's look changes on purpose.
struct ReadmeScreenTests {
  static func screen() throws -> [String] {
    let pack = try PackLoader(modes: ModeRegistry([GuessMode()])).open(packageRoot + "/plist-data/guess-zh")
    let context = PlayContext(saves: .disabled, pictures: HalfBlockPictures(depth: .none))
    var game = try #require(try GuessMode().makeProgram(for: pack, context: context) as? GuessProgram)
    game.resized(to: Size(columns: 80, rows: 24))
    var buffer = CellBuffer(size: Size(columns: 80, rows: 24))
    game.draw(into: &buffer)
    var lines = buffer.lines
    while lines.last == "" { lines.removeLast() }
    return lines
  }

  /// The lines of README.md's block after its `$ arcade guess guess-zh` line.
  static func readmeScreen() throws -> [String] {
    let readme = String(decoding: try FileBytes.contents(of: packageRoot + "/README.md"), as: UTF8.self)
    let lines = readme.components(separatedBy: "\n")
    let start = try #require(lines.firstIndex { $0.hasPrefix("$ arcade guess guess-zh") })
    let end = try #require(lines[(start + 1)...].firstIndex { $0 == "```" })
    return Array(lines[(start + 1)..<end])
  }

  @Test func theReadmeShowsTheScreenThePackOpensOn() throws {
    let screen = try Self.screen()
    if ProcessInfo.processInfo.environment["RECORD_README"] == "1" { print(screen.joined(separator: "\n")) }
    #expect(try Self.readmeScreen() == screen)
  }
}
