import TerminalKit
import PlistKit

/// The daily's days: day 1 is 2026-01-01 in the player's time zone (a clock before it counts as
/// day 1). Which question a day has is the mode's to decide (the guess game keeps a book).
public enum DailyCalendar {
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

  /// The day `text` names: its number (`340`, `#340`) or its date (`2026-12-06`); nil for
  /// anything else, or a day outside 1…`lastDay`.
  public static func day(named text: String) -> Int? {
    let digits = text.hasPrefix("#") ? String(text.dropFirst()) : text
    if digits.utf8.count <= 7, digits.utf8.allSatisfy({ (0x30...0x39).contains($0) }), let number = Int(digits) {
      return (firstDay...lastDay).contains(number) ? number : nil
    }
    let parts = text.split(separator: "-", omittingEmptySubsequences: false)
    guard text.utf8.count == 10, parts.count == 3, parts.map(\.utf8.count) == [4, 2, 2],
          parts.allSatisfy({ $0.utf8.allSatisfy { (0x30...0x39).contains($0) } }),
          let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]),
          CivilCalendar.isValid(year: year, month: month, day: day) else { return nil }
    let number = CivilCalendar.days(year: year, month: month, day: day) - epoch + 1
    return (firstDay...lastDay).contains(number) ? number : nil
  }
}
