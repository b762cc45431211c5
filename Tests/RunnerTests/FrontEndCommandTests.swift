import Foundation
import GameCore
import Testing
import TestSupport
import PlistKit
import TerminalKit

/// The plain front end and `show` as a user runs them, as subprocesses.
@Suite(.enabled(if: PathSafety.isFile(ScriptModeTests.binary)))
struct FrontEndCommandTests {
  let data = ["ARCADE_DATA": packageRoot + "/plist-data"]

  func frames(_ out: String) -> [String] {
    out.components(separatedBy: "\n" + String(repeating: "-", count: 40) + "\n")
  }

  @Test func thePlainLaunchersTabCommandPrintsOneSettledFrame() throws {
    let run = try ScriptModeTests.arcade(["--plain"], input: "tab 2\n", environment: data)
    let shown = frames(run.out)
    #expect(shown.count == 2)
    let lines = try #require(shown.last?.components(separatedBy: "\n"))
    let tabs = try #require(lines.first { $0.contains("超级猜图") })
    let marker = try #require(lines.first { $0.contains("▔") })
    // The marker sits under the second tab, not part way.
    let column = { (line: String, text: String) in line.range(of: text).map { DisplayWidth.of(String(line[..<$0.lowerBound])) } }
    #expect(column(marker, "▔") == column(tabs, " 超级猜图"))
  }

  @Test func thePlainFrontEndAnswersState() throws {
    let run = try ScriptModeTests.arcade(["guess", "guess-en", "--plain"], input: "state\nhint\nstate extra\nwait 99\n", environment: data)
    let lines = run.out.split(separator: "\n").map(String.init)
    let json = try #require(lines.first { $0.hasPrefix("{") })
    #expect(json.contains(#""score":10000"#))
    #expect(lines.contains("error: 'state' takes no argument"))
    #expect(lines.contains("error: 'wait' needs a number of seconds from 0 to 5, such as: wait 0.5"))
    #expect(run.out.contains("Score 9000"))
  }

  @Test("show in the terminal's graphics when asked", arguments: [
    ("kitty", "\u{1B}_Ga=T,f=32,"), ("iterm", "\u{1B}]1337;File=inline=1;"), ("sixel", "\u{1B}P0;1;0q\"1;1;"), ("blocks", "▀"), ("ramp", ""),
  ])
  func showWithGraphics(how: String, start: String) throws {
    let picture = packageRoot + "/plist-data/guess-en/pictures/sun.png"
    let run = try ScriptModeTests.arcade(["show", picture, "--pictures", how, "--width", "20", "--height", "10", "--color", "always"], input: "")
    #expect(run.status == 0)
    #expect(run.err == "")
    if how == "ramp" {
      #expect(!run.out.contains("\u{1B}"))
      #expect(run.out.split(separator: "\n").count == 10)
    } else {
      #expect(run.out.contains(start))
    }
    let bad = try ScriptModeTests.arcade(["show", picture], input: "", environment: ["ARCADE_PICTURES": "png"])
    #expect(bad.status == 2)
    #expect(bad.err == "Error: pictures: expected auto, kitty, iterm, sixel, blocks, sextant, octant or ramp, found 'png'\n")
  }

  @Test func showNamesAMissingFileOnce() throws {
    let run = try ScriptModeTests.arcade(["show", "nothere.png"], input: "")
    #expect(run.status == 1)
    #expect(run.err == "Error: nothere.png: no such file\n")
  }
}

extension FrontEndCommandTests {
  @Test func aHugeScriptLineIsRefusedWithoutBeingEchoed() throws {
    let line = String(repeating: "x", count: 3_000_000)
    let run = try ScriptModeTests.arcade(["guess", "guess-en", "--script"], input: line + "\nstate\n", environment: data)
    let lines = run.out.split(separator: "\n").map(String.init)
    #expect(lines.first == #"{"error":"a line of 3000000 bytes is longer than the 65536 a command may be"}"#)
    #expect(lines.count == 2)
    #expect(run.out.utf8.count < 2_000)
  }
}
