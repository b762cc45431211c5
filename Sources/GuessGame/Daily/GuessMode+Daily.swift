import GameCore
import PlistKit
import TerminalKit

/// 每日一题: one question a day from the installed guess packs (`DailyDraw`), played once,
/// its board kept in `guess-daily.plist` while it is played and its result in the statistics.
extension GuessMode {
  public var dailyTitle: String? { "每日一题 Daily" }

  static let dailySaveName = "guess-daily.plist"

  public func makeDailyProgram(from packs: [Pack], context: PlayContext) throws(LoadError) -> any Program {
    let day = DailyDraw.dayNumber(context.wallClock)
    let candidates = packs.map { DailyDraw.Candidate(id: $0.id, count: min(itemCount(of: $0) ?? 0, 100_000_000)) }
    // A day already shown keeps its question, whatever was installed since; else today's draw.
    let kept = DailyProgress.shown(context.saves.load(Self.dailySaveName), day: day).flatMap { shown -> (Int, Int)? in
      guard let i = candidates.firstIndex(where: { $0.id == shown.pack }), shown.question < candidates[i].count else { return nil }
      return (i, shown.question)
    }
    guard let (packIndex, number) = kept ?? DailyDraw.pick(day: day, packs: candidates) else {
      throw .pack("daily", reason: "no guess pack with a question was found (arcade packs lists them)")
    }
    let pack = packs[packIndex]
    let questions = try pack.document().decodeArray(of: Question.self)
    guard questions.indices.contains(number) else {
      throw .pack(pack.path, reason: "the pack has \(questions.count) questions; its count said \(candidates[packIndex].count)")
    }
    let settings = try Self.settings(of: pack)
    var state = GuessState(questions: [questions[number]], settings: settings, daily: day)
    var session = PackSession(pack: pack, context: context, saveName: Self.dailySaveName)
    let stats = StatsKeeper(saves: context.saves, packKey: SaveStore.fileName(for: pack), title: session.packName, daily: day)
    let (saved, notice) = session.load()
    if let notice { state.notice = .save(notice) }
    if stats.latest.daily.hasPlayed(day: day) {
      // Played already today: its result, not a second go.
      state.records[0] = QuestionRecord(stats.latest.daily.lastResult ?? QuestionResult(solved: false))
      state.status = .finished
    } else if let saved {
      switch DailyProgress.read(saved, day: day, pack: pack.id, question: number, questions: state.questions) {
      case .today(let progress): progress.restore(into: &state)
      case .otherDay: break
      case .unreadable: state.notice = .save(session.setAside(.unreadable))
      }
    }
    let base = GuessWords(language: Self.language(of: pack, questions: questions))
    var overrides = GuessWords.packWords(pack.manifest.settings).words
    // Next gives the daily up: its button and key say so.
    overrides[.buttonNext] = base(.giveUp)
    overrides[.keyNext] = base(.giveUp)
    var program = GuessProgram(state: state, session: session,
                               words: GuessWords(language: base.language, overrides: overrides), plainText: context.plainText)
    program.stats = stats
    program.saveExtras = [("day", .integer(Int64(day))), ("pack", .string(pack.id)), ("question", .integer(Int64(number)))]
    // Shown once, the day's question is kept: a pack installed later does not change it.
    if kept == nil, state.status != .finished, let failure = program.session.save(program.progressValue) {
      program.tell(.save(failure))
    }
    return program
  }

  public func dailySummary(saves: SaveStore, clock: WallClock) -> String? {
    let day = DailyDraw.dayNumber(clock)
    let daily = StatsKeeper.file(saves).read().model.daily
    let streak = daily.streak(on: day)
    var parts = ["#\(day)"]
    if streak > 0 { parts.append("streak \(streak)") }
    parts.append(daily.hasPlayed(day: day) ? (daily.lastResult?.solved == true ? "solved today" : "given up today") : "not played today")
    return parts.joined(separator: " · ")
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

  /// The pack and question a save says day `day` showed; nil for another day or no save.
  static func shown(_ loaded: SaveStore.Loaded, day: Int) -> (pack: String, question: Int)? {
    guard case .found(let value) = loaded, case .dictionary(let entries) = value, entries["day"] == .integer(Int64(day)),
          case .string(let pack)? = entries["pack"], case .integer(let question)? = entries["question"], question >= 0,
          question < Int64(Int32.max) else { return nil }
    return (pack, Int(question))
  }

  static func read(_ value: PlistValue, day: Int, pack: String, question: Int, questions: [Question]) -> Found {
    guard case .dictionary(let entries) = value else { return .unreadable }
    guard case .integer(let savedDay)? = entries["day"], let progress = try? GuessProgress(plist: value) else { return .unreadable }
    guard savedDay == Int64(day), entries["pack"] == .string(pack), entries["question"] == .integer(Int64(question)),
          progress.fits(questions) else { return .otherDay }
    return .today(progress)
  }
}
