import Foundation
@testable import GameCore
import Modes
@testable import Runner
import PlistKit
import Testing
import TerminalKit
import TestSupport

/// The guide's last step done as it says: the basket registered after the built-in modes, as
/// `Sources/Modes/AllModes.swift` would list it, and the program's commands run with that list.
struct RegisteredModeTests {
  let folder = TemporaryFolder()
  /// Step 7's list.
  let modes = ModeRegistry(allModes.modes + [FruitMode()])

  func run(_ arguments: [String]) -> (code: ExitCode, out: [String], err: [String]) {
    var out: [String] = [], err: [String] = []
    let arcade = Arcade(console: Console(out: { out.append($0) }, err: { err.append($0) }),
                        environment: ["HOME": folder.path, "ARCADE_DATA": packageRoot + "/plist-data"], executablePath: "/nowhere/arcade",
                        currentDirectory: folder.path, modes: modes)
    let code = arcade.run(arguments)
    return (code, out, err)
  }

  @Test func theBuiltInPacksStillLintCleanAndEveryModeIsListed() {
    let lint = run(["lint", packageRoot + "/plist-data"])
    #expect(lint.code == .success)
    #expect(lint.out.last == "5 packs checked: 0 errors, 0 warnings")
    let listed = run(["modes"]).out.joined(separator: "\n")
    for mode in modes.modes { #expect(listed.contains(mode.id), "arcade modes does not list \(mode.id)") }
  }

  @Test func theLauncherNamesEveryModeAt80Columns() {
    let titles = LauncherProgram.tabTitles(modes: modes, width: 76)
    #expect(titles.count == 5)
    #expect(!titles.contains { title in modes.modes.contains { $0.id == title } }, "\(titles)")
  }

  @Test func theNewModeHasItsCommandAndItsStarterPack() {
    let help = run(["fruit", "--help"])
    #expect(help.code == .success)
    #expect(help.out.joined(separator: "\n").contains("Play a fruit pack"))
    let made = run(["new", "fruit", folder.url("basket")])
    #expect(made.code == .success)
    #expect(run(["lint", folder.url("basket")]).out.last == "1 pack checked: 0 errors, 0 warnings")
    // A bare plist of fruit is told from the built-in modes' data by its shape.
    let bare = folder.write("snacks.plist", xmlPlist("<array><dict><key>fruit</key><string>pear</string></dict></array>"))
    let detected = run(["lint", bare])
    #expect(detected.code == .success)
    #expect(detected.out.last == "1 pack checked: 0 errors, 0 warnings")
  }
}
