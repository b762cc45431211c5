import GameCore
import PlistKit

/// How one question ended, as the statistics count it.
public struct QuestionResult: Equatable, Sendable {
  public var solved: Bool
  public var hints: Int
  public var removes: Int

  public init(solved: Bool, hints: Int = 0, removes: Int = 0) {
    self.solved = solved
    self.hints = hints
    self.removes = removes
  }

  /// Solved with no help at all.
  public var isClean: Bool { solved && hints == 0 && removes == 0 }
}

/// The counts kept for a pack, and for the question of the day.
public struct StatCounts: Equatable, Sendable {
  /// Questions that ended: solved or skipped.
  public var played = 0
  public var solved = 0
  /// Solved with no hint and no remove.
  public var clean = 0
  public var hints = 0
  public var removes = 0
  public var bestScore = 0
  /// Questions solved in a row (a pack), or days (the daily); a skip, or a missed day, ends it.
  public var streak = 0
  public var bestStreak = 0
  /// Solved questions by the help taken (hints and removes): none, one, two, three or more.
  public var distribution = [0, 0, 0, 0]

  public init() {}

  /// Counts `result`; `continues` says whether it may lengthen the streak (a daily solved the
  /// day after the last one solved), else a solve starts a new streak of one.
  mutating func count(_ result: QuestionResult, continues: Bool = true) {
    played = Self.capped(played + 1)
    hints = Self.capped(hints + result.hints)
    removes = Self.capped(removes + result.removes)
    guard result.solved else {
      streak = 0
      return
    }
    solved = Self.capped(solved + 1)
    if result.isClean { clean = Self.capped(clean + 1) }
    distribution[min(3, result.hints + result.removes)] = Self.capped(distribution[min(3, result.hints + result.removes)] + 1)
    streak = continues ? Self.capped(streak + 1) : 1
    bestStreak = max(bestStreak, streak)
  }

  /// The largest count kept: a file edited to a huge number stays a number we can add to.
  static let largest = 1_000_000_000

  static func capped(_ value: Int) -> Int { min(value, largest) }

  /// Everything added up, for the overall line: best score and streaks are the largest of any.
  static func + (a: StatCounts, b: StatCounts) -> StatCounts {
    var sum = StatCounts()
    sum.played = capped(a.played + b.played)
    sum.solved = capped(a.solved + b.solved)
    sum.clean = capped(a.clean + b.clean)
    sum.hints = capped(a.hints + b.hints)
    sum.removes = capped(a.removes + b.removes)
    sum.bestScore = max(a.bestScore, b.bestScore)
    sum.streak = max(a.streak, b.streak)
    sum.bestStreak = max(a.bestStreak, b.bestStreak)
    sum.distribution = zip(a.distribution, b.distribution).map { capped($0 + $1) }
    return sum
  }
}

/// One pack's statistics, under the name its save has (so they follow the pack through edits).
public struct PackStats: Equatable, Sendable {
  /// The pack's name when it was last played, for `arcade stats`.
  public var title: String
  public var counts = StatCounts()

  public init(title: String) {
    self.title = title
  }
}

/// The question of the day's statistics: counts by day, and how today's went.
public struct DailyStats: Equatable, Sendable {
  public var counts = StatCounts()
  /// The day number (`DailyCalendar.dayNumber`) of the last daily played, and of the last solved.
  public var lastPlayed: Int?
  public var lastSolved: Int?
  /// How the last daily played went, for its share line.
  public var lastResult: QuestionResult?

  public init() {}

  /// Whether the daily of `day` has been played (it is played once).
  public func hasPlayed(day: Int) -> Bool { lastPlayed == day }

  /// The streak as it stands on `day`: a day missed since the last solve ends it.
  public func streak(on day: Int) -> Int {
    guard let lastSolved, lastSolved >= day - 1 else { return 0 }
    return counts.streak
  }

  /// Counts the daily of `day`, once.
  mutating func count(_ result: QuestionResult, day: Int) {
    guard lastPlayed != day else { return }
    counts.count(result, continues: lastSolved == day - 1)
    lastPlayed = day
    lastResult = result
    if result.solved { lastSolved = day }
  }
}

/// Everything the guess game counts across packs, kept in one file (`guess-stats.plist`)
/// beside the saves.
public struct GuessStats: Equatable, Sendable {
  public static let fileName = "guess-stats.plist"

  /// By the pack's save name (`guess-questions-1a2b….plist`).
  public var packs: [String: PackStats] = [:]
  public var daily = DailyStats()

  public init() {}

  /// Every pack's counts added up.
  public var overall: StatCounts { packs.values.map(\.counts).reduce(StatCounts(), +) }

  /// The most packs the statistics keep: more than anyone plays, so that the file (read and
  /// written again at every question) stays small. A file with more is refused when read; a
  /// pack counted past it takes the place of the pack played least.
  public static let mostPacks = 1_000

  /// The longest title kept: the report cuts it to 30 columns anyway.
  static let longestTitle = 200

  /// Counts a question of the pack saved as `key`.
  mutating func count(_ result: QuestionResult, pack key: String, title: String) {
    makeRoom(for: key)
    packs[key, default: PackStats(title: title)].title = String(title.prefix(Self.longestTitle))
    packs[key]?.counts.count(result)
  }

  /// Keeps a finished run's score if it is the pack's best.
  mutating func finished(pack key: String, title: String, score: Int) {
    makeRoom(for: key)
    packs[key, default: PackStats(title: String(title.prefix(Self.longestTitle)))].counts.bestScore = max(packs[key]?.counts.bestScore ?? 0, score)
  }

  /// Lets the pack played least go (the first by key among equals) when `key` is new and the
  /// statistics are full.
  private mutating func makeRoom(for key: String) {
    guard packs[key] == nil, packs.count >= Self.mostPacks,
          let least = packs.min(by: { ($0.value.counts.played, $0.key) < ($1.value.counts.played, $1.key) })?.key else { return }
    packs[least] = nil
  }
}
