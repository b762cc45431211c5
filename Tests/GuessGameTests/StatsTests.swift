import Foundation
import GameCore
import Pictures
import Testing
import TestSupport
@testable import GuessGame
import PlistKit
import TerminalKit

/// The statistics: what each ending counts, the file they live in (strict, set aside when
/// broken, shared by games in other windows), and the share line's exact text.
struct StatsTests {
  @Test func countsAddUpWhatEachQuestionEndedWith() {
    var counts = StatCounts()
    for result in [QuestionResult(solved: true), QuestionResult(solved: true, hints: 2), QuestionResult(solved: false, hints: 1),
                   QuestionResult(solved: true, removes: 1), QuestionResult(solved: true, hints: 3, removes: 2)] {
      counts.count(result)
    }
    var expected = StatCounts()
    (expected.played, expected.solved, expected.clean, expected.hints, expected.removes) = (5, 4, 1, 6, 3)
    (expected.streak, expected.bestStreak, expected.distribution) = (2, 2, [1, 1, 1, 1])
    #expect(counts == expected)
  }

  @Test func aDailyIsCountedOnceADay() {
    var daily = DailyStats()
    daily.count(QuestionResult(solved: true), day: 10)
    daily.count(QuestionResult(solved: false), day: 10)
    var expected = DailyStats()
    expected.counts.count(QuestionResult(solved: true))
    (expected.lastPlayed, expected.lastSolved, expected.lastResult) = (10, 10, QuestionResult(solved: true))
    #expect(daily == expected)
    #expect(daily.streak(on: 11) == 1 && daily.streak(on: 12) == 0)
  }

  @Test func theFileReadsBackWhatWasWritten() throws {
    var stats = GuessStats()
    stats.count(QuestionResult(solved: true, hints: 1), pack: "guess-a.plist", title: "经典 · 一")
    stats.count(QuestionResult(solved: false), pack: "guess-b.plist", title: "Words")
    stats.finished(pack: "guess-a.plist", title: "经典 · 一", score: 1_250)
    stats.daily.count(QuestionResult(solved: true, removes: 1), day: 336)
    for bytes in [try XMLPlistWriter.checkedWrite(stats.plist), BinaryPlistWriter.write(stats.plist)] {
      #expect(try GuessStats(plist: PlistReader.read(bytes)) == stats)
    }
  }

  @Test("a statistics file that is not ours is refused with where and why", arguments: [
    ("<dict><key>version</key><integer>2</integer></dict>", "version: this is version 2 of the statistics; this arcade reads version 1"),
    ("<dict><key>version</key><integer>1</integer><key>daily</key><dict><key>played</key><integer>-1</integer></dict></dict>",
     "daily.played: must be from 0 to 1000000000, found -1"),
    ("<dict><key>version</key><integer>1</integer><key>packs</key><dict><key>p</key><dict><key>distribution</key><array><integer>1</integer></array></dict></dict></dict>",
     "packs.p.distribution: needs 4 counts (no help, 1, 2, 3 or more), found 1"),
    ("<dict><key>version</key><integer>1</integer><key>daily</key><dict><key>lastPlayed</key><integer>0</integer></dict></dict>",
     "daily.lastPlayed: must be a day from 1 to 2912443, found 0"),
    ("<dict><key>version</key><integer>1</integer><key>daily</key><dict><key>last</key><dict><key>solved</key><true/><key>hints</key><string>x</string></dict></dict></dict>",
     "daily.last.hints: expected an integer, found a string (\"x\")"),
  ])
  func badFiles(body: String, message: String) throws {
    #expect(throws: ModelError.self) { try GuessStats(plist: PlistReader.read(Array(xmlPlist(body).utf8))) }
    do {
      _ = try GuessStats(plist: PlistReader.read(Array(xmlPlist(body).utf8)))
    } catch let error as ModelError {
      #expect(error.description == message)
    }
  }

  /// A file of 76,000 packs sharing one entry (a binary file of a megabyte): refused as it is
  /// read, before its entries are, and never written back larger than it was.
  @Test func aFileOfMorePacksThanAreKeptIsRefused() throws {
    let entry = PlistValue.dictionary(PlistDictionary([("title", .string("P")), ("played", .integer(1))]))
    let packs = PlistDictionary((0..<76_000).map { ("guess-\($0).plist", entry) })
    let bytes = BinaryPlistWriter.write(.dictionary(PlistDictionary([("version", .integer(1)), ("packs", .dictionary(packs))])))
    #expect(throws: ModelError.self) { try GuessStats(plist: PlistReader.read(bytes)) }
    do {
      _ = try GuessStats(plist: PlistReader.read(bytes))
    } catch let error as ModelError {
      #expect(error.description == "packs: holds 76000 packs; the statistics keep at most 1000")
    }
  }

  /// Counting a pack past the most kept lets the pack played least go.
  @Test func aNewPackPastTheMostKeptTakesThePlaceOfThePackPlayedLeast() {
    var stats = GuessStats()
    for pack in 0..<GuessStats.mostPacks {
      for _ in 0...(pack == 7 ? 0 : 1) { stats.count(QuestionResult(solved: true), pack: "p\(pack)", title: "P") }
    }
    stats.count(QuestionResult(solved: false), pack: "new", title: String(repeating: "长", count: 500))
    #expect(stats.packs.count == GuessStats.mostPacks)
    #expect(stats.packs["p7"] == nil && stats.packs["new"]?.counts.played == 1)
    #expect(stats.packs["new"]?.title == String(repeating: "长", count: 200))
  }

  func statsFile(_ saves: MemorySaves) throws -> GuessStats {
    try GuessStats(plist: PlistReader.read(try #require(saves.files[GuessStats.fileName])))
  }

  @Test func aBrokenFileIsSetAsideAndCountingStartsAgain() throws {
    let saves = MemorySaves(files: [GuessStats.fileName: Array("<plist><dict>".utf8)])
    let file = StatsKeeper.file(saves.store)
    let outcome = file.update { $0.count(QuestionResult(solved: true), pack: "p", title: "P") }
    #expect(outcome.notice == .setAside(.unreadable, keptAs: GuessStats.fileName + ".broken"))
    #expect(saves.files[GuessStats.fileName + ".broken"] == Array("<plist><dict>".utf8))
    #expect(try statsFile(saves).packs["p"]?.counts.solved == 1)
  }

  @Test func aFileThatCannotBeOpenedIsLeftAloneAndNotWritten() throws {
    let saves = MemorySaves(files: [GuessStats.fileName: Array("precious".utf8)])
    saves.unreadable = [GuessStats.fileName]
    let outcome = StatsKeeper.file(saves.store).update { $0.count(QuestionResult(solved: true), pack: "p", title: "P") }
    #expect(outcome.notice == .inaccessible(reason: "permission denied"))
    #expect(saves.files == [GuessStats.fileName: Array("precious".utf8)])
  }

  @Test func gamesInTwoWindowsLoseNeitherOnesCounts() throws {
    let folder = TemporaryFolder()
    let first = StatsKeeper.file(SaveStore.live(folder: folder.path))
    let second = StatsKeeper.file(SaveStore.live(folder: folder.path))
    DispatchQueue.concurrentPerform(iterations: 2) { window in
      for _ in 0..<40 {
        _ = (window == 0 ? first : second).update { $0.count(QuestionResult(solved: window == 0), pack: "p\(window)", title: "P") }
      }
    }
    let stats = first.read().model
    #expect(stats.packs["p0"]?.counts.played == 40 && stats.packs["p1"]?.counts.played == 40)
  }

  @Test func aPacksStatisticsOutliveAnEditThatSetsItsProgressAside() throws {
    let folder = TemporaryFolder()
    let path = GuessSaveTests.writePack(folder, at: "pack", questions: 3)
    let saves = MemorySaves()
    let loader = PackLoader(modes: ModeRegistry([GuessMode()]))
    let context = PlayContext(saves: saves.store, pictures: PlaceholderPictures())
    var game = try #require(try GuessMode().makeProgram(for: loader.open(path), context: context) as? GuessProgram)
    game.send(.nextRequested, now: 0)
    _ = GuessSaveTests.writePack(folder, at: "pack", questions: 4)
    let edited = try #require(try GuessMode().makeProgram(for: loader.open(path), context: context) as? GuessProgram)
    guard case .save(.setAside(.doesNotFit, _))? = edited.state.notice else {
      Issue.record("the old progress was not set aside: \(String(describing: edited.state.notice))")
      return
    }
    #expect(edited.stats?.counts.played == 1)
  }

  @Test("the share line gives the title, the score or the day, and a mark a question", arguments: [
    (false, false, "Words · score 10200 · 🟩🟨⬛🟩"), (false, true, "Words · score 10200 · Oh-O"),
    (true, false, "超级猜图 · 得分 10200 · 🟩🟨⬛🟩"), (true, true, "超级猜图 · 得分 10200 · Oh-O"),
  ])
  func packShareLines(chinese: Bool, plain: Bool, line: String) {
    let records = [QuestionRecord(outcome: .solved), QuestionRecord(outcome: .solved, hints: 0, removes: 1),
                   QuestionRecord(outcome: .skipped, hints: 2), QuestionRecord(outcome: .solved)]
    let words = GuessWords(language: chinese ? "zh" : "en")
    #expect(ShareLine.pack(title: chinese ? "超级猜图" : "Words", score: 10_200, records: records, words: words, plain: plain) == line)
  }

  @Test func aLongPacksLineStopsAtFiftyMarks() {
    let records = Array(repeating: QuestionRecord(outcome: .solved), count: 120)
    let line = ShareLine.pack(title: "Big\u{1B}[31m", score: 5, records: records, words: GuessWords(language: "en"), plain: true)
    #expect(line == "Big · score 5 · " + String(repeating: "O", count: 50) + " +70")
  }

  @Test("the daily's share line", arguments: [
    ("zh", QuestionRecord(outcome: .solved), false, "超级猜图 每日一题 #336 🟩 · 连续 4 天"),
    ("en", QuestionRecord(outcome: .solved, hints: 1), false, "Guess the picture, daily #336 🟨 · streak 4"),
    ("en", QuestionRecord(outcome: .skipped), true, "Guess the picture, daily #336 - · streak 4"),
  ])
  func dailyShareLines(language: String, record: QuestionRecord, plain: Bool, line: String) {
    #expect(ShareLine.daily(day: 336, record: record, streak: 4, words: GuessWords(language: language), plain: plain) == line)
  }
}

extension StatsTests {
  @Test func aLongNameIsCutInTheShareLineAndTheReport() {
    let name = String(repeating: "名", count: 100)
    let line = ShareLine.pack(title: name, score: 1, records: [QuestionRecord(outcome: .solved)], words: GuessWords(language: "zh"), plain: true)
    #expect(line == String(repeating: "名", count: 19) + "… · 得分 1 · O")
    var stats = PackStats(title: name)
    stats.counts.count(QuestionResult(solved: true))
    #expect(StatsReport.pack(stats).first == String(repeating: "名", count: 29) + "…")
  }

  /// A pack's name of one character carrying 100,000 combining marks (one column) and a share
  /// template of its own naming the name 2,000 times: the line stays a short line.
  @Test func aPacksOwnNameAndTemplateCannotMakeTheLineLong() {
    let name = "a" + String(repeating: "\u{301}", count: 100_000)
    let words = GuessWords(language: "en", overrides: [.sharePack: String(repeating: "%1", count: 2_000)])
    let line = ShareLine.pack(title: name, score: 1, records: [QuestionRecord(outcome: .solved)], words: words, plain: true)
    let mark = "a" + String(repeating: "\u{301}", count: TextCleaner.mostCombiningMarks)
    #expect(line == String(repeating: mark, count: ShareLine.mostBytes / mark.utf8.count))
    #expect(DisplayWidth.of(line) <= ShareLine.mostColumns && line.utf8.count <= ShareLine.mostBytes)
  }
}

/// Statistics read as people read them: percentages rounded to the nearest, never 100% short
/// of all or 0% above none; no best score for a pack never finished.
struct StatsWordingTests {
  @Test("percentages", arguments: [(2, 3, 67), (1, 3, 33), (0, 5, 0), (5, 5, 100), (199, 200, 99), (1, 1_000, 1), (1, 2, 50), (0, 0, 0)])
  func percent(part: Int, whole: Int, expected: Int) {
    #expect(StatsReport.percent(part, of: whole) == expected)
  }

  @Test func aBestScoreShowsOnceARunIsFinished() {
    var counts = StatCounts()
    counts.played = 3
    counts.solved = 2
    #expect(StatsReport.counts(counts, unit: "questions", bestScore: true).prefix(2) == [
      "  played 3 questions · solved 2 (67%) · no help 0", "  hints 0 · removes 0 · streak 0 · best streak 0",
    ])
    counts.bestScore = 9_800
    #expect(StatsReport.counts(counts, unit: "questions", bestScore: true)[1] == "  hints 0 · removes 0 · streak 0 · best streak 0 · best score 9800")
  }
}
