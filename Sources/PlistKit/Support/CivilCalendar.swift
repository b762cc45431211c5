/// The proleptic Gregorian calendar as day numbers (days since 1970-01-01), exact for every
/// date: what plist dates are written with, and what the games' dates (a coupon's days, a
/// clock set for a script) are counted in. Howard Hinnant's civil-calendar algorithms.
package enum CivilCalendar {
  /// The day number of a date; any year, month and day (an invalid one counts on past the
  /// month's end: check it with `isValid` first).
  package static func days(year: Int, month: Int, day: Int) -> Int {
    let y = month <= 2 ? year - 1 : year
    let era = (y >= 0 ? y : y - 399) / 400
    let yoe = y - era * 400
    let doy = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
    return era * 146_097 + doe - 719_468
  }

  /// Year, month and day of a day number.
  package static func date(days z0: Int) -> (year: Int, month: Int, day: Int) {
    let z = z0 + 719_468
    let era = (z >= 0 ? z : z - 146_096) / 146_097
    let doe = z - era * 146_097
    let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146_096) / 365
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
    let mp = (5 * doy + 2) / 153
    let d = doy - (153 * mp + 2) / 5 + 1
    let m = mp < 10 ? mp + 3 : mp - 9
    return (yoe + era * 400 + (m <= 2 ? 1 : 0), m, d)
  }

  /// Whether the date exists, in the years 1–9999.
  package static func isValid(year: Int, month: Int, day: Int) -> Bool {
    guard (1...9999).contains(year), (1...12).contains(month) else { return false }
    let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
    let length = month == 2 ? (leap ? 29 : 28) : [4, 6, 9, 11].contains(month) ? 30 : 31
    return (1...length).contains(day)
  }

  /// The number written in ASCII digits at `range` of `bytes`, nothing else allowed (no sign,
  /// no space); nil otherwise. For the fixed-width fields of `2026-12-01 18:30`.
  package static func digits(_ bytes: [UInt8], _ range: Range<Int>) -> Int? {
    guard range.lowerBound >= 0, range.upperBound <= bytes.count, !range.isEmpty else { return nil }
    var value = 0
    for i in range {
      guard (0x30...0x39).contains(bytes[i]) else { return nil }
      value = value * 10 + Int(bytes[i] - 0x30)
    }
    return value
  }
}
