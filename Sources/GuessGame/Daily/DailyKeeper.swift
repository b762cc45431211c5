import GameCore
import PlistKit

/// What a daily program keeps of the book: which day it plays, whether that day is past (played
/// from the archive), and the day's result once one is written.
struct DailyKeeper: Sendable {
  let file: SharedSave<DailyBook>
  let day: Int
  /// A day before today (or before the last day counted, when a clock went back): played from
  /// the archive, so neither the streak nor the statistics count it.
  let past: Bool

  init(saves: SaveStore, day: Int, past: Bool) {
    file = Self.file(saves)
    self.day = day
    self.past = past
  }

  static func file(_ saves: SaveStore) -> SharedSave<DailyBook> {
    SharedSave(saves: saves, name: DailyBook.fileName, empty: DailyBook(), encode: \.plist)
  }

  /// How writing a result went.
  enum Recorded: Equatable {
    /// This window's result is the day's.
    case first
    /// The day had been played (another window finished it first): its result.
    case before(QuestionResult)
  }

  /// Writes `result` as the day's unless it has one; what the book holds afterwards decides.
  func record(_ result: QuestionResult) -> (Recorded, SaveNotice?) {
    let (day, past) = (day, past)
    var written = false
    let outcome = file.update { written = $0.record(result, day: day, past: past) }
    guard !written, let kept = outcome.model.entry(day)?.result else { return (.first, outcome.notice) }
    return (.before(kept), outcome.notice)
  }
}
