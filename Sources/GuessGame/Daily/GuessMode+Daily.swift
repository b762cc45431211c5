import GameCore
import PlistKit
import TerminalKit

/// 每日一题: one question a day from the installed guess packs, decided once in the book
/// (`DailyBook`) and played once; its board kept in `guess-daily.plist` while it is played, its
/// result in the book and the statistics. Past days are played from the archive.
extension GuessMode {
  public var dailyTitle: String? { "每日一题 Daily" }

  static let dailySaveName = "guess-daily.plist"
  /// A past day's board, apart from today's so that playing the archive loses nothing of today.
  static let pastDailySaveName = "guess-daily-past.plist"

  public func makeDailyProgram(from packs: [Pack], context: PlayContext, day asked: Int?) throws(LoadError) -> any Program {
    let today = DailyCalendar.dayNumber(context.wallClock)
    let day = asked ?? today
    guard (DailyCalendar.firstDay...today).contains(day) else {
      throw .pack("daily", reason: "day #\(day) has not come yet: today is #\(today) (\(DailyCalendar.date(of: today)))")
    }
    // Every pack that opens is in the draw; one that does not is left out (lint says why).
    let opened = packs.compactMap { pack in (try? pack.document().decodeArray(of: Question.self)).map { (pack: pack, questions: $0) } }
    let candidates = DailyCandidate.all(opened.map { ($0.pack.id, $0.questions) })
    guard !candidates.isEmpty else { throw .pack("daily", reason: "no guess pack with a question was found (arcade packs lists them)") }
    let stats = StatsKeeper(saves: context.saves, packKey: "", title: "", daily: day)
    // A day before the last one counted (a clock gone back) is a past day too: it is not counted again.
    let keeper = DailyKeeper(saves: context.saves, day: day, past: day < today || day < (stats.latest.daily.lastPlayed ?? day))
    var decided: DailyEntry?
    let book = keeper.file.update { decided = $0.decide(day: day, among: candidates, tomorrow: day == today) }
    guard let entry = decided, let found = opened.first(where: { $0.pack.id == entry.question.pack }),
          found.questions.indices.contains(entry.question.question) else {
      let pack = book.model.entry(day)?.question.pack ?? "?"
      throw .pack("daily", reason: "day #\(day) was played with a question of the pack \(TextCleaner.clean(pack)), which is not installed now")
    }
    let (pack, number) = (found.pack, entry.question.question)
    // The daily has no score, so its help is free (and counted): a pack's costs would refuse
    // a hint for points the screen never shows.
    var settings = try Self.settings(of: pack)
    (settings.hintCost, settings.removeCost) = (0, 0)
    var state = GuessState(questions: [found.questions[number]], settings: settings, daily: day)
    var session = PackSession(pack: pack, context: context, saveName: keeper.past ? Self.pastDailySaveName : Self.dailySaveName)
    let (saved, notice) = session.load()
    if let notice { state.notice = .save(notice) }
    if let notice = book.notice { state.notice = .save(notice) }
    // The result a day was played with, or (a day counted before the book kept results) the statistics'.
    let legacy = !keeper.past && stats.latest.daily.hasPlayed(day: day) ? stats.latest.daily.lastResult : nil
    if let result = entry.result ?? legacy {
      state.records[0] = QuestionRecord(result)
      state.status = .finished
    } else if let saved {
      switch DailyProgress.read(saved, day: day, pack: pack.id, question: number, questions: state.questions) {
      case .today(let progress): progress.restore(into: &state)
      case .otherDay: break
      case .unreadable: state.notice = .save(session.setAside(.unreadable))
      }
    }
    let base = GuessWords(language: Self.language(of: pack, questions: found.questions))
    var overrides = GuessWords.packWords(pack.manifest.settings).words
    // Next gives the daily up: its button and key say so.
    overrides[.buttonNext] = base(.giveUp)
    overrides[.keyNext] = base(.giveUp)
    var program = GuessProgram(state: state, session: session,
                               words: GuessWords(language: base.language, overrides: overrides), plainText: context.plainText)
    program.stats = stats
    program.daily = keeper
    program.board = context.board
    if state.status == .finished { program.boardSeen = context.board?.read().model }
    program.saveExtras = [("day", .integer(Int64(day))), ("pack", .string(pack.id)), ("question", .integer(Int64(number)))]
    return program
  }

  public func dailySummary(saves: SaveStore, clock: WallClock) -> String? {
    let day = DailyCalendar.dayNumber(clock)
    let daily = StatsKeeper.file(saves).read().model.daily
    let streak = daily.streak(on: day)
    var parts = ["#\(day)"]
    if streak > 0 { parts.append("streak \(streak)") }
    let result = DailyKeeper.file(saves).read().model.entry(day)?.result ?? (daily.hasPlayed(day: day) ? daily.lastResult : nil)
    parts.append(result.map { $0.solved ? "solved today" : "given up today" } ?? "not played today")
    return parts.joined(separator: " · ")
  }

  public func dailyArchive(saves: SaveStore, clock: WallClock, count: Int) -> [String]? {
    let today = DailyCalendar.dayNumber(clock)
    let read = DailyKeeper.file(saves).read()
    let daily = StatsKeeper.file(saves).read().model.daily
    var lines = read.notice.map { ["(\($0.text(language: "en")))", ""] } ?? []
    for day in stride(from: today, through: max(DailyCalendar.firstDay, today - count + 1), by: -1) {
      let entry = read.model.entry(day)
      let result = entry?.result ?? (daily.lastPlayed == day ? daily.lastResult : nil)
      lines.append("#\(day)  \(DailyCalendar.date(of: day))  \(Self.archiveText(result, past: entry?.past == true, opened: entry != nil, today: day == today))")
    }
    return lines + ["", "A past day is played with arcade daily N (its number or date); it counts in no streak."]
  }

  public func dailyMarkText(_ mark: HostBoard.DailyMark) -> String {
    Self.archiveText(QuestionResult(solved: mark.solved, hints: mark.hints, removes: mark.removes), past: false, opened: true, today: true)
  }

  static func archiveText(_ result: QuestionResult?, past: Bool, opened: Bool, today: Bool) -> String {
    guard let result else { return today ? "today: not played yet" : opened ? "not finished" : "missed" }
    let later = past ? " (played later)" : ""
    guard result.solved else { return "given up" + later }
    let help = [result.hints == 1 ? "1 hint" : "\(result.hints) hints", result.removes == 1 ? "1 remove" : "\(result.removes) removes"]
    return (result.hints + result.removes == 0 ? "solved with no help" : "solved, " + help.joined(separator: ", ")) + later
  }
}

extension QuestionRecord {
  /// The record a statistics result stands for.
  init(_ result: QuestionResult) {
    self.init(outcome: result.solved ? .solved : .skipped, hints: result.hints, removes: result.removes)
  }
}

/// The daily's save: the board as `GuessProgress` keeps it, with the day, the pack and the
/// question it belongs to; another day's save is simply replaced.
enum DailyProgress {
  enum Found {
    case today(GuessProgress)
    case otherDay
    case unreadable
  }

  static func read(_ value: PlistValue, day: Int, pack: String, question: Int, questions: [Question]) -> Found {
    guard case .dictionary(let entries) = value else { return .unreadable }
    guard case .integer(let savedDay)? = entries["day"], let progress = try? GuessProgress(plist: value) else { return .unreadable }
    guard savedDay == Int64(day), entries["pack"] == .string(pack), entries["question"] == .integer(Int64(question)),
          progress.fits(questions) else { return .otherDay }
    return .today(progress)
  }
}
