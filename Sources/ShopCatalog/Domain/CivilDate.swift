import PlistKit

/// A day of the calendar, as the shop's data writes it (`2015-12-03`), counted in days from
/// 1970-01-01 so that dates compare and subtract as numbers. Read strictly; no time zone: the
/// shop's clock is passed in already in the shop's local time.
struct CivilDate: Comparable, Hashable, Sendable, CustomStringConvertible {
  /// Days since 1970-01-01 (negative before).
  let day: Int

  init(day: Int) {
    self.day = day
  }

  /// From a year, month and day; nil for a date that does not exist (2015-02-30) or a year
  /// outside 1–9999.
  init?(year: Int, month: Int, day: Int) {
    guard CivilCalendar.isValid(year: year, month: month, day: day) else { return nil }
    self.day = CivilCalendar.days(year: year, month: month, day: day)
  }

  /// `2015-12-03`, or `2015-12-09 23:59:59` (the time is not kept): digits in their places only.
  init?(parsing text: String) {
    let bytes = Array(text.utf8)
    guard bytes.count == 10 || (bytes.count == 19 && bytes[10] == 0x20), bytes[4] == 0x2D, bytes[7] == 0x2D,
          let year = CivilCalendar.digits(bytes, 0..<4), let month = CivilCalendar.digits(bytes, 5..<7),
          let day = CivilCalendar.digits(bytes, 8..<10) else { return nil }
    self.init(year: year, month: month, day: day)
  }

  /// Year, month and day again.
  var parts: (year: Int, month: Int, day: Int) { CivilCalendar.date(days: day) }

  var description: String {
    let (y, m, d) = parts
    func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
    return "\(y)-\(two(m))-\(two(d))"
  }

  /// The day of the week: 0 Sunday, 1 Monday … 6 Saturday (1970-01-01 was a Thursday).
  var weekday: Int { ((day % 7) + 7 + 4) % 7 }

  static func < (a: CivilDate, b: CivilDate) -> Bool { a.day < b.day }
  static func + (a: CivilDate, days: Int) -> CivilDate { CivilDate(day: a.day + days) }
}

/// The shop's wall clock, passed in: a day and the minutes since its midnight, in the shop's
/// local time. Rules take it as a value, so tests choose any moment.
struct ShopTime: Equatable, Sendable, CustomStringConvertible {
  var date: CivilDate
  /// 0–1439.
  var minutes: Int

  init(date: CivilDate, minutes: Int) {
    self.date = date
    self.minutes = max(0, min(1_439, minutes))
  }

  /// From seconds since 1970 (UTC) and the local offset in seconds; a value no calendar can
  /// hold (NaN, beyond year 9999) is the epoch, never a trap.
  init(unixSeconds: Double, utcOffset: Int) {
    let local = unixSeconds + Double(utcOffset)
    guard local.isFinite, abs(local) < 250_000_000_000 else {
      self.init(date: CivilDate(day: 0), minutes: 0)
      return
    }
    let seconds = Int(local.rounded(.down))
    let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
    self.init(date: CivilDate(day: days), minutes: (seconds - days * 86_400) / 60)
  }

  /// `2026-12-01 18:30`.
  var description: String {
    func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
    return "\(date) \(two(minutes / 60)):\(two(minutes % 60))"
  }
}
