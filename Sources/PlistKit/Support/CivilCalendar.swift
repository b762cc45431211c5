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

  // MARK: - Before 1582: the Julian calendar, as Foundation (ICU's calendar) dates them

  /// The first day of the Gregorian calendar, 1582-10-15 (the day after Julian 1582-10-04):
  /// an instant before it is dated in the Julian calendar.
  package static let gregorianStart = days(year: 1_582, month: 10, day: 15)

  /// Days since 1970-01-01 of a Julian calendar date (years 0–9999).
  package static func julianDays(year: Int, month: Int, day: Int) -> Int {
    let a = (14 - month) / 12
    let y = year + 4_800 - a
    let m = month + 12 * a - 3
    return day + (153 * m + 2) / 5 + 365 * y + y / 4 - 32_083 - 2_440_588
  }

  /// The Julian calendar date of a day since 1970-01-01.
  package static func julianDate(days: Int) -> (year: Int, month: Int, day: Int) {
    let c = days + 2_440_588 + 32_082
    let d = (4 * c + 3) / 1_461
    let e = c - 1_461 * d / 4
    let m = (5 * e + 2) / 153
    return (d - 4_800 + m / 10, m + 3 - 12 * (m / 10), e - (153 * m + 2) / 5 + 1)
  }

  /// Whether a Julian calendar date exists: every fourth year is a leap year.
  package static func isValidJulian(year: Int, month: Int, day: Int) -> Bool {
    guard (0...9_999).contains(year), (1...12).contains(month) else { return false }
    let length = month == 2 ? (year % 4 == 0 ? 29 : 28) : [4, 6, 9, 11].contains(month) ? 30 : 31
    return (1...length).contains(day)
  }

  /// Whether a date is written in the Julian calendar: before 1582-10-15.
  package static func isJulian(year: Int, month: Int, day: Int) -> Bool {
    (year, month, day) < (1_582, 10, 15)
  }

  /// Days since 1970-01-01 of a date as Foundation reads it: Julian before 1582-10-15.
  package static func historicalDays(year: Int, month: Int, day: Int) -> Int {
    isJulian(year: year, month: month, day: day) ? julianDays(year: year, month: month, day: day) : days(year: year, month: month, day: day)
  }

  /// The date of a day since 1970-01-01 as Foundation writes it: Julian before 1582-10-15.
  package static func historicalDate(days: Int) -> (year: Int, month: Int, day: Int) {
    days < gregorianStart ? julianDate(days: days) : date(days: days)
  }
}
