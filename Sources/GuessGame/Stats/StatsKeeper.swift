import GameCore
import PlistKit

/// What a guess program keeps of the statistics: the shared file, where this game's counts
/// go in it, and the counts as last read or written (what the end dialog shows).
struct StatsKeeper: Sendable {
  let file: SharedSave<GuessStats>
  /// The pack's save name, its key in the file.
  let packKey: String
  let title: String
  /// The day's number when the game is the question of the day.
  let daily: Int?
  private(set) var latest: GuessStats
  /// What went wrong with the file, once.
  private(set) var notice: SaveNotice?

  init(saves: SaveStore, packKey: String, title: String, daily: Int? = nil) {
    file = Self.file(saves)
    self.packKey = packKey
    self.title = title
    self.daily = daily
    let read = file.read()
    latest = read.model
    notice = read.notice
  }

  static func file(_ saves: SaveStore) -> SharedSave<GuessStats> {
    SharedSave(saves: saves, name: GuessStats.fileName, empty: GuessStats(), encode: \.plist)
  }

  /// The counts of this pack (or of the daily).
  var counts: StatCounts {
    guard daily == nil else { return latest.daily.counts }
    return latest.packs[packKey]?.counts ?? StatCounts()
  }

  /// Set when the daily ended here had been played in another window first: it is not counted twice.
  private(set) var playedElsewhere = false

  mutating func count(_ result: QuestionResult) {
    let (key, title, day) = (packKey, title, daily)
    var counted = true
    apply(file.update { stats in
      guard let day else { return stats.count(result, pack: key, title: title) }
      counted = !stats.daily.hasPlayed(day: day)
      stats.daily.count(result, day: day)
    })
    playedElsewhere = !counted
  }

  /// Reads the file again: what another window counted shows here too.
  mutating func reread() {
    let read = file.read()
    latest = read.model
    if let problem = read.notice { notice = problem }
  }

  mutating func finished(score: Int) {
    guard daily == nil else { return }
    let (key, title) = (packKey, title)
    apply(file.update { $0.finished(pack: key, title: title, score: score) })
  }

  mutating func takeNotice() -> SaveNotice? {
    defer { notice = nil }
    return notice
  }

  private mutating func apply(_ outcome: SharedSave<GuessStats>.Outcome) {
    latest = outcome.model
    if let problem = outcome.notice { notice = problem }
  }
}
