import Foundation
import GameCore
import Testing
import TestSupport
@testable import Runner
import PlistKit
import TerminalKit

/// `arcade daily` and `arcade stats` as a player runs them: days stepped with ARCADE_CLOCK,
/// the counts kept in the state folder, the share line printed on leaving.
struct DailyCommandTests {
  static let builtIn = packageRoot + "/plist-data"

  func daily(_ date: String, _ input: String, state: TemporaryFolder, arguments: [String] = ["--plain"]) throws -> ScriptModeTests.Run {
    try ScriptModeTests.arcade(["daily"] + arguments, input: input,
                               environment: ["ARCADE_CLOCK": date, "XDG_STATE_HOME": state.path, "ARCADE_DATA": Self.builtIn])
  }

  @Test func thePlainDailyPrintsItsShareLineOnLeavingAndStatsCountIt() throws {
    let state = TemporaryFolder()
    let first = try daily("2026-12-02 09:00", "next\nnext\n", state: state)
    #expect(first.status == 0)
    #expect(first.out.hasSuffix("\nGuess the picture, daily #336 - · streak 0\n"))
    let second = try daily("2026-12-03 09:00", "share\n", state: state)
    #expect(second.out.contains("error: 'share' is for the end of the pack or of the daily"))
    let harness = ArcadeHarness(builtIn: Self.builtIn)
    harness.environment["XDG_STATE_HOME"] = state.path
    harness.environment["ARCADE_CLOCK"] = "2026-12-02 18:00"
    #expect(harness.run("stats") == .success)
    #expect(harness.out.joined(separator: "\n").split(separator: "\n", omittingEmptySubsequences: false) == [
      "超级猜图 Guess the picture", "", "Daily #336 (2026-12-02): given up",
      "  played 1 day · solved 0 (0%) · no help 0", "  hints 0 · removes 0 · streak 0 · best streak 0",
      "  help taken per solved question:", "    none  0", "    1     0", "    2     0", "    3+    0", "",
      "All packs", "  played 0 questions · solved 0 (0%) · no help 0",
      "  hints 0 · removes 0 · streak 0 · best streak 0", "  help taken per solved question:",
      "    none  0", "    1     0", "    2     0", "    3+    0",
    ])
  }

  @Test func theScriptDailyShowsTheDayTheShareLineAndTheCounts() throws {
    let state = TemporaryFolder()
    let run = try daily("2026-12-03 09:00", "next\nnext\nshare\n", state: state, arguments: ["--script"])
    let last = try #require(run.jsonLines.last)
    #expect(last["daily"] as? Int == 337)
    #expect(last["status"] as? String == "finished")
    #expect(last["share"] as? String == "超级猜图 每日一题 #337 ⬛ · 连续 0 天")
    #expect(last["sharePlain"] as? String == "超级猜图 每日一题 #337 - · 连续 0 天")
    let stats = try #require(last["stats"] as? [String: Any])
    #expect(stats["played"] as? Int == 1 && stats["solved"] as? Int == 0)
    // A script leaves no trace: nothing was counted on the machine.
    #expect(!FileManager.default.fileExists(atPath: state.path + "/arcade/guess-stats.plist"))
  }

  @Test func statsForOnePackAndForAPackNeverPlayed() throws {
    let state = TemporaryFolder()
    _ = try ScriptModeTests.arcade(["guess", "guess-en", "--plain"], input: "hint\nnext\n",
                                   environment: ["XDG_STATE_HOME": state.path, "ARCADE_DATA": Self.builtIn])
    let harness = ArcadeHarness(builtIn: Self.builtIn)
    harness.environment["XDG_STATE_HOME"] = state.path
    #expect(harness.run("stats", "guess-en") == .success)
    #expect(harness.out == ["""
      Picture Words
        played 1 question · solved 0 (0%) · no help 0
        hints 1 · removes 0 · streak 0 · best streak 0
        help taken per solved question:
          none  0
          1     0
          2     0
          3+    0
      """])
    #expect(harness.run("stats", "guess-zh") == .success)
    #expect(harness.out == ["超级猜图 · 图画: no question finished yet."])
    #expect(harness.run("stats", "apps-zh") == .failure)
    #expect(harness.err == ["Error: the grid mode keeps no statistics"])
  }

  @Test("a mistyped ARCADE_CLOCK is refused, naming the form", arguments: ["garbage", "2026-12-03", "2026-12-02T09:00:00", "２０２６-12-02 09:00"])
  func aMistypedClockIsRefused(clock: String) {
    let harness = ArcadeHarness(builtIn: Self.builtIn)
    harness.environment["ARCADE_CLOCK"] = clock
    for command in [["daily", "--plain"], ["stats"], ["guess", "--script"]] {
      #expect(harness.run(command) == .usage)
      #expect(harness.err == ["Error: ARCADE_CLOCK=\"\(clock)\" is not a moment: write a date and time such as 2026-12-02 09:00 or 2026-12-02T09:00, with +08:00 after it for a time zone other than UTC"])
    }
  }

  @Test func withNoGuessPackInstalledThereIsNoDaily() throws {
    let empty = TemporaryFolder()
    let launcher = try ScriptModeTests.arcade(["--script"], input: "state\n", environment: ["ARCADE_DATA": empty.path])
    #expect(try #require(launcher.jsonLines.first)["packs"] as? [String] == [])
    let daily = try ScriptModeTests.arcade(["daily", "--script"], input: "", environment: ["ARCADE_DATA": empty.path])
    #expect(daily.status == 1)
    #expect(daily.err == "Error: daily: no guess pack with a question was found (arcade packs lists them)\n")
  }

  @Test func theLauncherListsTheDailyFirst() throws {
    let run = try ScriptModeTests.arcade(["--script"], input: "state\nopen 1\n",
                                         environment: ["ARCADE_CLOCK": "2026-12-02 09:00", "ARCADE_DATA": Self.builtIn])
    let launcher = try #require(run.jsonLines.first)
    #expect((launcher["packs"] as? [String])?.first == "每日一题 Daily")
    #expect((launcher["details"] as? [String])?.first == "#336 · not played today")
    let opened = try #require(run.jsonLines.last)
    #expect(opened["program"] as? String == "guess" && opened["daily"] as? Int == 336)
  }
}

extension DailyCommandTests {
  @Test func theArchiveListsTheLastDaysAndPlaysAPastOne() throws {
    let state = TemporaryFolder()
    _ = try daily("2026-12-01 09:00", "next\nnext\n", state: state)
    let past = try daily("2026-12-03 09:00", "next\nnext\n", state: state, arguments: ["2026-12-02", "--plain"])
    #expect(past.status == 0)
    #expect(past.out.contains("Daily #336") || past.out.contains("每日一题 #336"))
    let harness = ArcadeHarness(builtIn: Self.builtIn)
    harness.environment["XDG_STATE_HOME"] = state.path
    harness.environment["ARCADE_CLOCK"] = "2026-12-03 18:00"
    #expect(harness.run("daily", "--list") == .success)
    let lines = harness.out.joined(separator: "\n").split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(Array(lines.prefix(4)) == ["#337  2026-12-03  today: not played yet", "#336  2026-12-02  given up (played later)",
                                       "#335  2026-12-01  given up", "#334  2026-11-30  missed"])
    #expect(lines.count == 32)
  }

  @Test("a day that is not one, or not yet, is refused", arguments: [
    (["daily", "abc"], ExitCode.usage, "Error: \"abc\" is not a day: write its number (340, as the daily's header shows it) or its date (2026-12-06)"),
    (["daily", "2026-13-01"], .usage, "Error: \"2026-13-01\" is not a day: write its number (340, as the daily's header shows it) or its date (2026-12-06)"),
    (["daily", "400", "--plain"], .failure, "Error: daily: day #400 has not come yet: today is #336 (2026-12-02)"),
    (["daily", "--list", "3"], .usage, "Error: --list lists the last days; it takes no day"),
  ])
  func aWrongDayIsRefused(arguments: [String], code: ExitCode, message: String) {
    let harness = ArcadeHarness(builtIn: Self.builtIn)
    harness.environment["ARCADE_CLOCK"] = "2026-12-02 09:00"
    harness.environment["XDG_STATE_HOME"] = TemporaryFolder().path
    #expect(harness.run(arguments) == code)
    #expect(harness.err == [message])
  }
}
