import GameCore
import PlistKit

/// Which question is the question of the day: a function of the date and the packs alone, so
/// everyone with the same packs plays the same one on the same date.
///
/// Day 1 is 2026-01-01 in the player's time zone (a clock before it counts as day 1). The
/// packs are named by their ids and question counts, sorted, so neither the folders they sit
/// in nor the order they are found in matter; the day's number and those names seed a
/// generator (FNV-1a, then SplitMix64) that draws one question out of all of them, each
/// question as likely as any other.
public enum DailyDraw {
  /// Day 1's number of days since 1970-01-01.
  static let epoch = CivilCalendar.days(year: 2026, month: 1, day: 1)
  public static let firstDay = 1
  /// 9999-12-31: the last day a clock or a statistics file may name.
  public static let lastDay = CivilCalendar.days(year: 9999, month: 12, day: 31) - epoch + 1

  /// Today's number on `clock`, in its time zone.
  public static func dayNumber(_ clock: WallClock) -> Int {
    let (seconds, offset) = clock.read()
    let local = ((seconds + Double(offset)) / 86_400).rounded(.down)
    guard local.isFinite else { return firstDay }
    let days = Int(max(-1e9, min(1e9, local)))
    return min(lastDay, max(firstDay, days - epoch + 1))
  }

  /// The date of day `number`: `2026-12-02`.
  public static func date(of number: Int) -> String {
    let (year, month, day) = CivilCalendar.date(days: epoch + number - 1)
    func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
    return "\(year)-\(two(month))-\(two(day))"
  }

  /// A pack as the draw sees it: its id and how many questions it has.
  public struct Candidate: Equatable, Sendable {
    public var id: String
    public var count: Int

    public init(id: String, count: Int) {
      self.id = id
      self.count = count
    }
  }

  /// The question of day `day`: which candidate (its index in `packs`) and which question in
  /// it; nil when no pack has a question.
  public static func pick(day: Int, packs: [Candidate]) -> (pack: Int, question: Int)? {
    let order = packs.indices.filter { packs[$0].count > 0 }.sorted { (packs[$0].id, packs[$0].count) < (packs[$1].id, packs[$1].count) }
    let total = order.reduce(0) { $0 + packs[$1].count }
    guard total > 0 else { return nil }
    let names = order.map { "\(packs[$0].id):\(packs[$0].count)" }.joined(separator: ",")
    var generator = SplitMix64(seed: SaveStore.fnv1a("arcade daily \(day) \(names)"))
    var place = Int(generator.next() % UInt64(total))
    for i in order {
      if place < packs[i].count { return (i, place) }
      place -= packs[i].count
    }
    return nil
  }
}
