import Foundation
import GameCore
import Modes
import PlistKit
import Testing
import TestSupport
@testable import Runner

/// `arcade new MODE NAME`: a starter pack that lints clean and plays, run as a user runs it.
struct NewCommandTests {
  @Test("a starter pack lints clean and plays", arguments: [("guess", "questions.plist"), ("grid", "app.plist"), ("shop", "catalog.plist")])
  func starterPackLintsAndPlays(mode: String, data: String) throws {
    guard PathSafety.isFile(ScriptModeTests.binary) else { return }
    let out = TemporaryFolder()
    let pack = out.path + "/my " + mode
    let made = try ScriptModeTests.arcade(["new", mode, pack], input: "")
    #expect(made.status == 0)
    #expect(made.out == "Wrote a \(mode) pack to \(pack): edit \(pack)/\(data), then arcade lint \(pack) and arcade play \(pack)\n")
    let lint = try ScriptModeTests.arcade(["lint", pack], input: "")
    #expect(lint.status == 0)
    #expect(lint.out == "1 pack checked: 0 errors, 0 warnings\n")
    #expect(lint.err == "")
    let played = try ScriptModeTests.arcade(["play", pack, "--script"], input: "state\n")
    #expect(played.status == 0)
    #expect(played.jsonLines.first?["program"] as? String == mode)
    // The pack's name is its folder's, and the plists explain themselves in comments.
    #expect(try PackLoader(modes: allModes).open(pack).manifest.name == "my " + mode)
    #expect(String(decoding: try FileBytes.contents(of: pack + "/" + data), as: UTF8.self).contains("<!-- "))
  }

  @Test func aStarterGuessPackCanBeSolved() throws {
    guard PathSafety.isFile(ScriptModeTests.binary) else { return }
    let out = TemporaryFolder()
    _ = try ScriptModeTests.arcade(["new", "guess", out.path + "/g"], input: "")
    let played = try ScriptModeTests.arcade(["play", out.path + "/g", "--script"], input: "type CIRCLE\nwait 1\nstate\n")
    #expect(played.jsonLines.last?["solved"] as? Int == 1)
    #expect(played.jsonLines.last?["icon"] as? String == "square")
  }

  @Test func whatNewRefuses() throws {
    let out = TemporaryFolder()
    out.write("taken/file.txt", "mine")
    let cases: [([String], Int32, String)] = [
      // The modes offered are the mode list's, whatever modes it holds.
      (["new", "cards", out.path + "/c"], 2, "Error: there is no mode \"cards\": choose one of " +
        allModes.modes.filter { $0.starterPack(named: "") != nil }.map(\.id).joined(separator: ", ")),
      (["new", "guess", out.path + "/taken"], 1, "Error: \(out.path)/taken already exists and is not empty: name a new folder"),
      (["new", "guess"], 2, "Error: 'new' needs MODE NAME"),
      (["new", "grid", out.path + "/bell\u{07}"], 1, "Error: the pack's name holds a character that does not show (U+0007): name the folder plainly"),
    ]
    for (arguments, status, message) in cases {
      let harness = ArcadeHarness()
      #expect(harness.run(arguments).rawValue == status)
      #expect(harness.err.first == message)
    }
    #expect(PathSafety.contents(of: out.path + "/taken") == ["file.txt"])
  }
}


