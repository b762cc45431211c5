import Foundation
import GameCore
import Pictures
import Testing
import TestSupport
@testable import GuessGame
import PlistKit
import TerminalKit

/// The question of the day on the built-in packs, on a clock the tests step a day at a time:
/// the draw, the streak, one go a day, the board kept while it is played.
struct DailyTests {
  static let root = packageRoot + "/plist-data"
  let loader = PackLoader(modes: ModeRegistry([GuessMode()]))

  var packs: [Pack] {
    get throws { try ["guess-en", "guess-zh"].map { try loader.open(Self.root + "/" + $0, origin: .builtIn) } }
  }

  static func clock(_ text: String) throws -> WallClock { try #require(WallClock.parse(text)) }

  func daily(on date: String, saves: MemorySaves, plain: Bool = false) throws -> GuessProgram {
    let context = PlayContext(saves: saves.store, pictures: PlaceholderPictures(), wallClock: try Self.clock(date), plainText: plain)
    return try #require(try GuessMode().makeDailyProgram(from: packs, context: context) as? GuessProgram)
  }

  /// Plays the day's question: solved by typing its answer (after `hints` hints), or given up.
  func play(_ date: String, saves: MemorySaves, solve: Bool, hints: Int = 0) throws -> GuessProgram {
    var game = try daily(on: date, saves: saves)
    for _ in 0..<hints { _ = game.perform(script: ["hint"], now: 0) }
    if solve {
      let left = game.state.slots.filter { !$0.revealed }.count
      _ = game.perform(script: ["type", String(game.state.question.answer.suffix(left))], now: 0)
      game.advance(to: 10)
    } else {
      // Give up asks first: once, then again.
      _ = game.perform(script: ["next"], now: 0)
      #expect(game.state.notice == .giveUpAsk && game.state.status != .finished)
      _ = game.perform(script: ["next"], now: 0)
    }
    #expect(game.state.status == .finished)
    return game
  }

  @Test("days are counted from 2026-01-01 in the clock's time zone", arguments: [
    ("2026-01-01 00:00", 1, "2026-01-01"), ("2026-12-02 09:00", 336, "2026-12-02"), ("2026-12-02 07:00+08:00", 336, "2026-12-02"),
    ("2026-12-01 23:30-02:00", 335, "2026-12-01"), ("2025-06-01 12:00", 1, "2026-01-01"), ("2028-03-01 00:00", 791, "2028-03-01"),
  ])
  func dayNumbers(clock: String, day: Int, date: String) throws {
    #expect(DailyCalendar.dayNumber(try Self.clock(clock)) == day)
    #expect(DailyCalendar.date(of: day) == date)
  }

  @Test func theStreakGrowsOnDaysInARowAndEndsOnAGiveUpOrAMissedDay() throws {
    let saves = MemorySaves()
    var streaks: [Int] = []
    for (date, solve) in [("2026-12-01 08:00", true), ("2026-12-02 21:00", true), ("2026-12-03 07:00", false),
                          ("2026-12-04 12:00", true), ("2026-12-05 12:00", true), ("2026-12-06 12:00", true)] {
      let game = try play(date, saves: saves, solve: solve)
      streaks.append(try #require(game.stats).latest.daily.streak(on: try #require(game.state.daily)))
    }
    #expect(streaks == [1, 2, 0, 1, 2, 3])
    // Two days missed: the streak shows 0 before the day is played, and a solve starts it again.
    let missed = try daily(on: "2026-12-09 12:00", saves: saves)
    #expect(try #require(missed.stats).latest.daily.streak(on: 343) == 0)
    let game = try play("2026-12-09 12:30", saves: saves, solve: true, hints: 1)
    var expected = StatCounts()
    (expected.played, expected.solved, expected.clean, expected.hints) = (7, 6, 5, 1)
    (expected.streak, expected.bestStreak, expected.distribution) = (1, 3, [5, 1, 0, 0])
    #expect(try #require(game.stats).latest.daily.counts == expected)
  }

  @Test func theDailyIsPlayedOnceADay() throws {
    let saves = MemorySaves()
    let played = try play("2026-12-02 09:00", saves: saves, solve: true, hints: 1)
    var again = try daily(on: "2026-12-02 23:59", saves: saves)
    #expect(again.state.status == .finished)
    #expect(again.state.question == played.state.question)
    #expect(again.state.records == [QuestionRecord(outcome: .solved, hints: 1)])
    #expect(again.perform(script: ["restart"], now: 0).refusal == nil)
    #expect(again.state.status == .finished && again.state.notice == .finished)
    #expect(try #require(again.stats).latest.daily.counts.played == 1)
    let tomorrow = try daily(on: "2026-12-03 00:00", saves: saves)
    #expect(tomorrow.state.status == .playing)
  }

  @Test func theBoardIsKeptWhileTheDailyIsPlayedAndForgottenTheNextDay() throws {
    let saves = MemorySaves()
    var game = try daily(on: "2026-12-02 09:00", saves: saves)
    _ = game.perform(script: ["hint"], now: 0)
    let reopened = try daily(on: "2026-12-02 10:00", saves: saves)
    #expect(reopened.state.slots == game.state.slots && reopened.state.score == game.state.score)
    #expect(reopened.state.notice == nil)
    let tomorrow = try daily(on: "2026-12-03 10:00", saves: saves)
    #expect(tomorrow.state.slots.allSatisfy { !$0.revealed } && tomorrow.state.score == tomorrow.state.settings.startScore)
    #expect(tomorrow.state.notice == nil)
  }

  @Test func theDailySaysGiveUpWhereAPackSaysNext() throws {
    let game = try daily(on: "2026-12-03 09:00", saves: MemorySaves())
    let giveUp = game.words(.giveUp)
    #expect(game.layout.buttonTitles.last == giveUp)
    #expect(game.keyHints.contains(KeyHint("F5/^N", giveUp)))
  }

  @Test func theShareLineIsCopiedWhenAskedAndPrintedOnLeaving() throws {
    let saves = MemorySaves()
    var game = try daily(on: "2026-12-02 09:00", saves: saves)
    #expect(game.farewell == [])
    for _ in 0..<2 { _ = game.perform(script: ["next"], now: 0) }
    #expect(game.takeClipboard() == nil)
    let line = "Guess the picture, daily #336 ⬛ · streak 0"
    #expect(game.handle(.key(.enter), now: 1) == .continue)
    #expect(game.takeClipboard() == line)
    #expect(game.takeClipboard() == nil)
    #expect(game.state.notice == .copied)
    #expect(game.farewell == [line])
    #expect(game.handle(.key(.right), now: 1) == .continue)
    #expect(game.handle(.key(.enter), now: 1) == .quit)
  }
}

extension ScriptOutcome {
  var refusal: String? {
    if case .refused(let message) = self { return message }
    return nil
  }
}

/// The ends of the daily and of a pack, with their statistics and share lines, as the screen
/// shows them at the smallest, the usual and a large window.
struct DailyScreenTests {
  @Test("the daily's end dialog", arguments: [(64, 15), (80, 24), (120, 40)])
  func dailyEnd(columns: Int, rows: Int) throws {
    let saves = MemorySaves()
    _ = try DailyTests().play("2026-12-01 09:00", saves: saves, solve: true)
    var game = try DailyTests().play("2026-12-02 09:00", saves: saves, solve: true, hints: 1)
    game.resized(to: Size(columns: columns, rows: rows))
    var buffer = CellBuffer(size: Size(columns: columns, rows: rows))
    game.draw(into: &buffer)
    assertSnapshot(buffer.lines, named: "daily-end-\(columns)x\(rows)")
  }

  @Test("a pack's end dialog in plain text, after a copy", arguments: [(64, 15), (120, 40)])
  func packEnd(columns: Int, rows: Int) throws {
    let loader = PackLoader(modes: ModeRegistry([GuessMode()]))
    let pack = try loader.open(DailyTests.root + "/guess-en")
    let context = PlayContext(saves: MemorySaves().store, pictures: PlaceholderPictures(), plainText: true)
    var game = try #require(try GuessMode().makeProgram(for: pack, context: context) as? GuessProgram)
    game.resized(to: Size(columns: columns, rows: rows))
    _ = game.perform(script: ["hint"], now: 0)
    for _ in 0..<22 { _ = game.perform(script: ["next"], now: 0) }
    _ = game.perform(script: ["type", game.state.question.answer], now: 0)
    game.advance(to: 5)
    _ = game.perform(script: ["share"], now: 6)
    var buffer = CellBuffer(size: Size(columns: columns, rows: rows))
    game.draw(into: &buffer)
    assertSnapshot(buffer.lines, named: "guess-end-plain-\(columns)x\(rows)")
  }
}

extension DailyTests {
  @Test func aDailyPlayedInTwoWindowsCountsTheFirstEnding() throws {
    let saves = MemorySaves()
    var first = try daily(on: "2026-12-04 09:00", saves: saves)
    var second = try daily(on: "2026-12-04 09:01", saves: saves)
    for _ in 0..<2 { _ = first.perform(script: ["next"], now: 0) }
    _ = second.perform(script: ["type", second.state.question.answer], now: 0)
    second.advance(to: 5)
    #expect(second.state.notice == .dailyDone)
    let counted = try #require(second.stats).latest.daily
    #expect(counted.counts.played == 1 && counted.counts.solved == 0 && counted.lastResult == QuestionResult(solved: false))
    // The second window shows the day as it was played, and shares that.
    #expect(second.state.records == [QuestionRecord(outcome: .skipped)])
    #expect(second.shareLine == "Guess the picture, daily #338 ⬛ · streak 0")
    #expect(first.shareLine == second.shareLine)
  }
}

extension DailyTests {
  /// One Give up asks; any other action in between takes the question back; the second ends the day.
  @Test func giveUpAsksFirst() throws {
    let saves = MemorySaves()
    var game = try daily(on: "2026-12-05 09:00", saves: saves)
    _ = game.handle(.key(.function(5)), now: 0)
    #expect(game.state.notice == .giveUpAsk && game.state.status == .playing)
    #expect(GuessWords(language: "zh")(.giveUpAsk) == "真的放弃? 再按一次「放弃」, 今天的题就算没答出")
    #expect(GuessWords(language: "en")(.giveUpAsk) == "Give up? Press Give up again and today counts as not solved")
    _ = game.perform(script: ["hint"], now: 0)
    _ = game.handle(.key(.function(5)), now: 0)
    #expect(game.state.status == .playing)
    _ = game.handle(.key(.function(5)), now: 0)
    #expect(game.state.status == .finished)
    #expect(try #require(game.stats).latest.daily.lastResult?.solved == false)
  }
}

extension DailyTests {
  /// Give up stays on the key bar at every size: right after Esc.
  @Test("Give up is on the key bar at every size", arguments: [64, 80, 120])
  func giveUpOnTheKeyBar(columns: Int) throws {
    let game = try daily(on: "2026-12-05 09:00", saves: MemorySaves())
    var buffer = CellBuffer(size: Size(columns: columns, rows: 1))
    KeyBar.draw(game.keyHints, words: game.words.chrome, into: &buffer)
    #expect(buffer.lines[0].contains("[F5/^N] \(game.words(.giveUp))"))
  }
}

extension DailyTests {
  func open(_ date: String, _ packs: [Pack], saves: MemorySaves, day: Int? = nil) throws -> GuessProgram {
    let context = PlayContext(saves: saves.store, pictures: PlaceholderPictures(), wallClock: try Self.clock(date))
    return try #require(try GuessMode().makeDailyProgram(from: packs, context: context, day: day) as? GuessProgram)
  }

  /// A day shown keeps its question when a pack is installed after it, and so does the next
  /// day, decided with it; the day after that draws among both.
  @Test func aDayShownKeepsItsQuestionAndTomorrowsWhenAPackIsInstalledLater() throws {
    let zh = try loader.open(Self.root + "/guess-zh", origin: .builtIn), en = try loader.open(Self.root + "/guess-en", origin: .builtIn)
    let zhQuestions = try zh.document().decodeArray(of: Question.self)
    let saves = MemorySaves()
    let today = try open("2026-12-02 09:00", [zh], saves: saves).state.question
    #expect(try open("2026-12-02 10:00", [zh, en], saves: saves).state.question == today)
    let tomorrow = try open("2026-12-03 09:00", [zh, en], saves: saves).state.question
    #expect(zhQuestions.contains(tomorrow))
    // Over the next 60 days both packs come up, and no question twice (47 distinct in all).
    var seen = [today, tomorrow]
    for day in 338..<398 { seen.append(try open(DailyCalendar.date(of: day) + " 09:00", [zh, en], saves: saves).state.question) }
    #expect(Set(seen.prefix(47).map { "\($0.icon)\t\($0.answer)" }).count == 47)
    #expect(seen.contains { !zhQuestions.contains($0) })
    for (a, b) in zip(seen, seen.dropFirst()) { #expect(a.icon != b.icon) }
  }

  /// A day played is not played or counted again when the clock goes back to it; a day missed
  /// and reached by a clock gone back is a past day: played, counted in nothing.
  @Test func aDayIsCountedOnceWhateverTheClockDoes() throws {
    let saves = MemorySaves()
    _ = try play("2026-12-04 09:00", saves: saves, solve: true, hints: 1)
    _ = try play("2026-12-06 09:00", saves: saves, solve: true)
    let counted = try #require(try daily(on: "2026-12-06 10:00", saves: saves).stats).latest.daily
    let again = try daily(on: "2026-12-04 20:00", saves: saves)
    #expect(again.state.status == .finished && again.state.records == [QuestionRecord(outcome: .solved, hints: 1)])
    var missed = try daily(on: "2026-12-05 20:00", saves: saves)
    #expect(missed.daily?.past == true && missed.state.status == .playing)
    for _ in 0..<2 { _ = missed.perform(script: ["next"], now: 0) }
    #expect(missed.state.status == .finished)
    #expect(try #require(missed.stats).latest.daily == counted)
    #expect(DailyKeeper.file(saves.store).read().model.entry(339)?.result == QuestionResult(solved: false))
  }
}

extension DailyTests {
  /// `?` in the daily explains the daily, its streak and Give up first, in the pack's language.
  @Test func theDailysHelpExplainsItself() throws {
    let game = try daily(on: "2026-12-02 09:00", saves: MemorySaves())
    let w = game.words
    #expect(Array(game.howToPlay.prefix(3)) == [w(.dailyHelp1), w(.dailyHelp2), w(.dailyHelp3)])
    #expect(GuessWords(language: "en")(.dailyHelp3) == "Give up (F5): the first press asks; press again and today counts as not solved.")
    #expect(OneLanguage.english(in: [GuessWords(language: "zh")(.dailyHelp1), GuessWords(language: "zh")(.dailyHelp2)]) == [])
  }
}

extension DailyTests {
  /// A past day is played from the archive: marked so, kept apart from today's board, counted
  /// in no streak and in no statistics, played once like any day.
  @Test func aPastDayIsPlayedFromTheArchiveAndCountsInNoStreak() throws {
    let saves = MemorySaves()
    _ = try play("2026-12-01 09:00", saves: saves, solve: true)
    var today = try daily(on: "2026-12-03 09:00", saves: saves)
    _ = today.perform(script: ["hint"], now: 0)
    let counted = try #require(today.stats).latest.daily
    var past = try open("2026-12-03 09:05", try packs, saves: saves, day: 336)
    #expect(past.daily?.past == true && past.state.daily == 336)
    var buffer = CellBuffer(size: Size(columns: 80, rows: 24))
    past.draw(into: &buffer)
    #expect(buffer.lines[0].hasSuffix(past.words(.dailyPastDay, "2026-12-02")))
    _ = past.perform(script: ["type", past.state.question.answer], now: 0)
    past.advance(to: 10)
    #expect(past.state.status == .finished)
    #expect(try #require(past.stats).latest.daily == counted)
    #expect(past.shareLine == past.words(.sharePastDaily, "336", "🟩"))
    #expect(past.endDialog.lines.contains(past.words(.dailyPastNote, "2026-12-02")))
    #expect(!past.endDialog.lines.contains { $0.hasPrefix(past.words(.dailyStreak, "0", "0").prefix(4)) })
    #expect(DailyKeeper.file(saves.store).read().model.entry(336)?.past == true)
    // Once, like any day; and today's board is as it was left.
    #expect(try open("2026-12-03 09:10", try packs, saves: saves, day: 336).state.status == .finished)
    let reopened = try daily(on: "2026-12-03 09:15", saves: saves)
    #expect(reopened.state.slots == today.state.slots && reopened.state.status == .playing)
    #expect(GuessMode().dailyArchive(saves: saves.store, clock: try Self.clock("2026-12-03 09:20"), count: 4) == [
      "#337  2026-12-03  today: not played yet", "#336  2026-12-02  solved with no help (played later)",
      "#335  2026-12-01  solved with no help", "#334  2026-11-30  missed", "",
      "A past day is played with arcade daily N (its number or date); it counts in no streak.",
    ])
  }

  @Test func aDayToComeIsRefused() throws {
    let context = PlayContext(saves: MemorySaves().store, pictures: PlaceholderPictures(), wallClock: try Self.clock("2026-12-02 09:00"))
    #expect(throws: LoadError.pack("daily", reason: "day #337 has not come yet: today is #336 (2026-12-02)")) {
      try GuessMode().makeDailyProgram(from: try packs, context: context, day: 337)
    }
  }
}

extension DailyTests {
  /// The daily shows no score, so a pack's costs do not apply there: every hint and remove is
  /// given, and counted, and neither the buttons nor the help speak of points.
  @Test func theDailysHelpIsFreeAndCounted() throws {
    var game = try daily(on: "2026-12-05 09:00", saves: MemorySaves())
    let start = game.state
    let hints = game.state.questions[0].answer.count - 1
    for verb in ["remove"] + Array(repeating: "hint", count: hints) { _ = game.perform(script: [verb], now: 0) }
    #expect(game.state.score == start.score)
    #expect(game.state.records[0] == QuestionRecord(outcome: .unseen, hints: hints, removes: 1))
    let w = game.words
    #expect(game.howToPlay.last == w(.dailyHelpTools))
    #expect(GuessWords(language: "en")(.dailyHelpTools) == "Hint reveals the next character, Remove takes off half the options not in the answer: free here, but counted.")
    #expect(Array(GuessLayout.buttonTitles(costs: (start.settings.hintCost, start.settings.removeCost), words: w).prefix(2))
      == [w(.buttonHintShort), w(.buttonRemoveShort)])
  }
}
