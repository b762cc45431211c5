#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Text forms of plist scalars shared by the readers and writers: integers, reals, ISO 8601
/// dates and base64 data. Where a value stands is asked for only when it is wrong: finding a
/// line means counting from the start of the file, once per value a quadratic cost.
public enum PlistScalars {
  /// `n` with zeros before it to `width` digits, as `%04d` writes it.
  static func padded(_ n: Int, _ width: Int) -> String {
    let digits = String(n.magnitude)
    let sign = n < 0 ? "-" : ""
    return sign + String(repeating: "0", count: max(0, width - sign.count - digits.count)) + digits
  }

  /// `text` without the white space at its ends as Foundation's `trimmingCharacters(in:)`
  /// sees it: `.whitespaces` (the space separators, tab and the zero-width space), with
  /// `newlines` also line and paragraph separators, U+000A–U+000D and U+0085
  /// (`.whitespacesAndNewlines`).
  @usableFromInline static func trimmed(_ text: String, newlines: Bool = true) -> String {
    func isSpace(_ scalar: Unicode.Scalar) -> Bool {
      switch scalar.properties.generalCategory {
      case .spaceSeparator: return true
      case .lineSeparator, .paragraphSeparator: return newlines
      default: return scalar == "\t" || scalar == "\u{200B}" || (newlines && ((0x0A...0x0D).contains(scalar.value) || scalar.value == 0x85))
      }
    }
    let scalars = text.unicodeScalars
    guard let first = scalars.firstIndex(where: { !isSpace($0) }), let last = scalars.lastIndex(where: { !isSpace($0) }) else { return "" }
    return String(scalars[first...last])
  }

  static func integer(_ text: String, at location: @autoclosure () -> SourceLocation?) throws(PlistError) -> PlistValue {
    if let plain = plainInteger(text) { return .integer(plain) }
    let trimmed = trimmed(text)
    var digits = Substring(trimmed)
    var negative = false
    if digits.first == "-" || digits.first == "+" {
      negative = digits.first == "-"
      // White space may follow the sign, as CoreFoundation reads it (`+\t42`).
      digits = digits.dropFirst().drop { $0.isWhitespace }
    }
    var radix = 10
    if digits.hasPrefix("0x") || digits.hasPrefix("0X") {
      radix = 16
      digits = digits.dropFirst(2)
    }
    guard !digits.isEmpty, let magnitude = UInt64(digits, radix: radix) else {
      throw PlistError("'\(trimmed)' is not an integer (or is outside the 64-bit range)", at: location())
    }
    if !negative { return .integer(unsigned: magnitude) }
    if magnitude == UInt64(Int64.max) + 1 { return .integer(Int64.min) }
    guard magnitude <= UInt64(Int64.max) else {
      throw PlistError("'\(trimmed)' is below the smallest 64-bit integer", at: location())
    }
    return .integer(-Int64(magnitude))
  }

  /// The common case read byte by byte: up to 18 decimal digits, perhaps after a `-`. Trimming
  /// white space the Unicode way cost a conversion of 100,000 products a tenth of its time.
  private static func plainInteger(_ text: String) -> Int64? {
    ByteView.lend(text) { utf8 -> Int64? in
      let negative = utf8.count > 0 && utf8[0] == UInt8(ascii: "-")
      let digits = (negative ? 1 : 0)..<utf8.count
      guard !digits.isEmpty, digits.count <= 18 else { return nil }
      var n: Int64 = 0
      for i in digits {
        let byte = utf8[i]
        guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
        n = n * 10 + Int64(byte - UInt8(ascii: "0"))
      }
      return negative ? -n : n
    }
  }

  /// White space may come before the number, not after it, and hexadecimal (`0x10`, which
  /// Swift's `Double` reads) is no real: as CoreFoundation reads `<real>`.
  static func real(_ text: String, at location: @autoclosure () -> SourceLocation?) throws(PlistError) -> PlistValue {
    if let plain = plainReal(text) { return .real(plain) }
    let trimmed = Substring(text).drop { $0.isWhitespace }
    let unsigned = trimmed.first == "-" || trimmed.first == "+" ? trimmed.dropFirst() : trimmed
    guard trimmed.last?.isWhitespace != true, !unsigned.lowercased().hasPrefix("0x"),
          let value = Double(trimmed) ?? Self.specialReal(String(trimmed)) else {
      throw PlistError("'\(trimmed)' is not a real number", at: location())
    }
    return .real(value)
  }

  /// The common case: a decimal number of ASCII digits, sign, point and exponent alone, read
  /// without looking at white space the Unicode way (a tenth of reading mixed records).
  static func plainReal(_ text: String) -> Double? {
    let read = ByteView.lend(text) { utf8 -> PlainReal in
      guard utf8.count > 0 else { return .no }
      for i in 0..<utf8.count {
        switch utf8[i] {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "e"), UInt8(ascii: "E"):
          continue
        default:
          return .no
        }
      }
      return exactReal(utf8).map(PlainReal.exact) ?? .plain
    }
    switch read {
    case .no: return nil
    case .plain: return Double(text)
    case .exact(let value): return value
    }
  }

  private enum PlainReal {
    case no, plain, exact(Double)
  }

  /// Powers of ten a `Double` holds exactly.
  private static let exactPowers: [Double] = (0...22).map { pow10($0) }
  private static func pow10(_ n: Int) -> Double { n == 0 ? 1 : 10 * pow10(n - 1) }

  /// `[+-]digits[.digits][(e|E)[+-]digits]` whose digits, as a whole number, are at most 2^53
  /// and whose power of ten is at most 22 either way: the number is then one multiplication or
  /// division of two doubles each exact, which IEEE arithmetic rounds correctly (Clinger's fast
  /// path), so it is the double `strtod` reads, a tenth of the work. Nil for anything else,
  /// which `Double(_:)` reads (or refuses).
  static func exactReal(_ utf8: ByteView) -> Double? {
    var i = 0
    let count = utf8.count
    var negative = false
    if utf8[0] == UInt8(ascii: "-") || utf8[0] == UInt8(ascii: "+") {
      negative = utf8[0] == UInt8(ascii: "-")
      i = 1
    }
    var digits: UInt64 = 0
    var digitCount = 0
    var fraction = 0
    func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }
    let integerStart = i
    while i < count, isDigit(utf8[i]) {
      digits = digits &* 10 &+ UInt64(utf8[i] &- UInt8(ascii: "0"))
      digitCount += 1
      i += 1
    }
    guard i > integerStart else { return nil }
    if i < count, utf8[i] == UInt8(ascii: ".") {
      i += 1
      let fractionStart = i
      while i < count, isDigit(utf8[i]) {
        digits = digits &* 10 &+ UInt64(utf8[i] &- UInt8(ascii: "0"))
        digitCount += 1
        i += 1
      }
      fraction = i - fractionStart
      guard fraction > 0 else { return nil }
    }
    var exponent = 0
    if i < count, utf8[i] == UInt8(ascii: "e") || utf8[i] == UInt8(ascii: "E") {
      i += 1
      var negativeExponent = false
      if i < count, utf8[i] == UInt8(ascii: "-") || utf8[i] == UInt8(ascii: "+") {
        negativeExponent = utf8[i] == UInt8(ascii: "-")
        i += 1
      }
      let exponentStart = i
      while i < count, isDigit(utf8[i]), i - exponentStart < 4 {
        exponent = exponent * 10 + Int(utf8[i] &- UInt8(ascii: "0"))
        i += 1
      }
      guard i > exponentStart else { return nil }
      if negativeExponent { exponent = -exponent }
    }
    // 19 digits cannot overflow the 64 bits they were gathered in.
    guard i == count, digitCount <= 19, digits <= 1 << 53 else { return nil }
    let power = exponent - fraction
    guard power >= -22, power <= 22 else { return nil }
    let magnitude = power >= 0 ? Double(digits) * exactPowers[power] : Double(digits) / exactPowers[-power]
    return negative ? -magnitude : magnitude
  }

  private static func specialReal(_ text: String) -> Double? {
    switch text.lowercased() {
    case "nan": return .nan
    case "inf", "+inf", "infinity", "+infinity": return .infinity
    case "-inf", "-infinity": return -.infinity
    default: return nil
    }
  }

  /// A real as plists write it: the shortest text that reads back as the same number.
  /// How a real is written in XML: in the fewest digits that read back as the same number
  /// (`0.1`, the default, as `PropertyListEncoder` writes it), or as CoreFoundation's
  /// `PropertyListSerialization` writes it, 17 significant digits (`0.10000000000000001`,
  /// `+infinity`, and `0.0` for either zero), for output byte for byte equal to its.
  public enum RealStyle: Sendable, Equatable {
    case shortest, coreFoundation
  }

  /// `value` in `style`.
  public static func realText(_ value: Double, style: RealStyle) -> String {
    guard style == .coreFoundation else {
      // XML's words for the infinities, and a whole number past 10^15 without Swift's `.0`, as
      // `PropertyListEncoder` writes them.
      if value.isInfinite { return value < 0 ? "-infinity" : "+infinity" }
      let text = realText(value)
      // Its last two bytes looked at as bytes: `hasSuffix` compares characters.
      let utf8 = text.utf8
      guard utf8.count > 2, utf8.last == UInt8(ascii: "0"), utf8[utf8.index(utf8.endIndex, offsetBy: -2)] == UInt8(ascii: ".") else {
        return text
      }
      return String(text.dropLast(2))
    }
    if value.isNaN { return "nan" }
    if value.isInfinite { return value < 0 ? "-infinity" : "+infinity" }
    if value == 0 { return "0.0" }
    return CNumberText.seventeenDigits(value)
  }

  /// A real as JSON and messages write it: the fewest digits (`0.1`), `+inf`, `-0`.
  public static func realText(_ value: Double) -> String {
    if value.isNaN { return "nan" }
    if value.isInfinite { return value < 0 ? "-inf" : "+inf" }
    // −0.0 keeps its sign: a round trip through XML or JSON must give back the value read.
    if value == 0, value.sign == .minus { return "-0" }
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    return value.description
  }

  // MARK: - Dates: `2001-01-01T00:00:00Z`, seconds since 2001 in UTC

  static func date(_ text: String, at location: @autoclosure () -> SourceLocation?) throws(PlistError) -> Date {
    // The form's own length needs no trimming, which looks at white space the Unicode way.
    let trimmed = text.utf8.count == 20 ? text : trimmed(text)
    let u = Array(trimmed.utf8)
    func number(_ range: Range<Int>) -> Int? {
      guard range.upperBound <= u.count else { return nil }
      var n = 0
      for i in range {
        guard (0x30...0x39).contains(u[i]) else { return nil }
        n = n * 10 + Int(u[i] - 0x30)
      }
      return n
    }
    guard u.count == 20, u[4] == 0x2D, u[7] == 0x2D, u[10] == 0x54, u[13] == 0x3A, u[16] == 0x3A, u[19] == 0x5A,
          let year = number(0..<4), let month = number(5..<7), let day = number(8..<10),
          let hour = number(11..<13), let minute = number(14..<16), let second = number(17..<19),
          (1...12).contains(month), (1...31).contains(day), hour < 24, minute < 60, second < 61 else {
      throw PlistError("'\(trimmed)' is not a date: expected the form 2001-01-31T12:00:00Z", at: location())
    }
    // CoreFoundation reads 2026-02-30 as March 2; a date no calendar has is refused here.
    // Before 1582-10-15 the calendar is Julian, as Foundation's (every fourth year a leap year).
    let julian = CivilCalendar.isJulian(year: year, month: month, day: day)
    guard julian ? CivilCalendar.isValidJulian(year: year, month: month, day: day) : CivilCalendar.isValid(year: year, month: month, day: day) else {
      throw PlistError("'\(trimmed)' is not a date: \(padded(year, 4))-\(padded(month, 2)) has no day \(day)", at: location())
    }
    let days = CivilCalendar.historicalDays(year: year, month: month, day: day) - CivilCalendar.days(year: 2001, month: 1, day: 1)
    return Date(timeIntervalSinceReferenceDate: Double(days * 86_400 + hour * 3_600 + minute * 60 + second))
  }

  /// Seconds from 2001 that an ISO 8601 date of four-digit years can write: from
  /// 0000-01-01T00:00:00Z to 9999-12-31T23:59:59Z. NaN is outside every range.
  /// (Year 0 is the Julian calendar's, as every date before 1582-10-15.)
  static let dateRange: ClosedRange<Double> = -63_145_699_200 ... 252_423_993_599.999

  /// The date as `2001-01-31T12:00:00Z`; a date outside `dateRange` (which no reader lets
  /// through) is written as the nearest end of it rather than trapping.
  public static func dateText(_ date: Date) -> String {
    let (y, m, d, rest) = dateParts(date)
    // The digits written into 20 bytes: interpolating seven numbers into a string cost 5,700
    // instructions a date, a seventh of encoding a record of one date as XML.
    var text = Array("0000-00-00T00:00:00Z".utf8)
    func put(_ n: Int, at end: Int, digits: Int) {
      var n = n
      for i in stride(from: end, to: end - digits, by: -1) {
        text[i] = UInt8(ascii: "0") + UInt8(n % 10)
        n /= 10
      }
    }
    put(y, at: 3, digits: 4)
    put(m, at: 6, digits: 2)
    put(d, at: 9, digits: 2)
    put(rest / 3600, at: 12, digits: 2)
    put(rest / 60 % 60, at: 15, digits: 2)
    put(rest % 60, at: 18, digits: 2)
    return String(decoding: text, as: UTF8.self)
  }

  /// `dateText` by interpolation, the plain way it is compared with.
  static func plainDateText(_ date: Date) -> String {
    let (y, m, d, rest) = dateParts(date)
    func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
    let year = String(repeating: "0", count: max(0, 4 - String(y).count)) + String(y)
    return "\(year)-\(two(m))-\(two(d))T\(two(rest / 3600)):\(two(rest / 60 % 60)):\(two(rest % 60))Z"
  }

  /// The date's year (0 to 9999, once clamped to `dateRange`), month, day and seconds into it.
  private static func dateParts(_ date: Date) -> (year: Int, month: Int, day: Int, seconds: Int) {
    let raw = date.timeIntervalSinceReferenceDate
    let clamped = raw.isNaN ? 0 : min(dateRange.upperBound, max(dateRange.lowerBound, raw))
    let seconds = Int(clamped.rounded(.down))
    let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
    let (y, m, d) = CivilCalendar.historicalDate(days: days + CivilCalendar.days(year: 2001, month: 1, day: 1))
    return (y, m, d, seconds - days * 86_400)
  }

  // MARK: - Base64

  static func base64(_ text: String, at location: @autoclosure () -> SourceLocation?) throws(PlistError) -> Data {
    let compact = text.filter { !$0.isWhitespace }
    guard let data = Data(base64Encoded: compact) else {
      throw PlistError("the <data> text is not valid base64", at: location())
    }
    return data
  }
}
