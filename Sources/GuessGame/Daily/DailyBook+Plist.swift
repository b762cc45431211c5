import GameCore
import PlistKit

/// The book's file, read strictly (a file that does not read is set aside and a new book
/// started), and refused before any day is read when it holds more than `DailyBook.mostDays`.
///
/// ```
/// {version = 1; days = ({day = 336; pack = guess-en; question = 12; key = 9c1e…; picture = 41f0…;
///  round = 1; result = {solved = 1; hints = 0; removes = 1}; past = 0}; …)}
/// ```
extension DailyBook: PlistModel {
  init(from plist: PlistObject) throws(ModelError) {
    let version: Int = try plist.required("version")
    guard version == 1 else { throw ModelError(.invalid("this is version \(version) of the daily's book; this arcade reads version 1"), at: PlistPath([.key("version")])) }
    self.init(days: try plist.optional("days", as: SavedDays.self)?.days ?? [])
  }

  var plist: PlistValue {
    .dictionary(PlistDictionary([("version", .integer(1)), ("days", .array(days.map(SavedDay.plist)))]))
  }
}

private struct SavedDays: PlistConvertible {
  let days: [DailyEntry]

  static var expectedDescription: String { "an array" }

  static func convert(_ node: PlistNode, context: ModelContext) throws(ModelError) -> SavedDays {
    if node.kind == .array, node.count > DailyBook.mostDays {
      throw ModelError(.invalid("holds \(node.count) days; the book keeps at most \(DailyBook.mostDays)"))
    }
    let days = try [SavedDay].convert(node, context: context).map(\.entry)
    guard Set(days.map(\.day)).count == days.count else { throw ModelError(.invalid("names a day twice")) }
    return SavedDays(days: days)
  }
}

private struct SavedDay: PlistModel {
  let entry: DailyEntry

  init(from plist: PlistObject) throws(ModelError) {
    let day: Int = try plist.required("day")
    guard (DailyCalendar.firstDay...DailyCalendar.lastDay).contains(day) else {
      throw ModelError(.invalid("must be a day from \(DailyCalendar.firstDay) to \(DailyCalendar.lastDay), found \(day)"), at: PlistPath([.key("day")]))
    }
    let question: Int = try plist.required("question")
    guard (0...Int(Int32.max)).contains(question) else {
      throw ModelError(.invalid("must be from 0 to \(Int32.max), found \(question)"), at: PlistPath([.key("question")]))
    }
    let round: Int = try plist.required("round")
    guard (1...StatCounts.largest).contains(round) else {
      throw ModelError(.invalid("must be from 1 to \(StatCounts.largest), found \(round)"), at: PlistPath([.key("round")]))
    }
    let candidate = DailyCandidate(pack: try plist.required("pack"), question: question,
                                   key: try Self.hash(plist, "key"), picture: try Self.hash(plist, "picture"))
    entry = DailyEntry(day: day, question: candidate, cycle: round, result: try plist.optional("result", as: SavedResult.self)?.result,
                       past: try plist.optional("past", default: false))
  }

  /// A hash as sixteen hexadecimal digits.
  static func hash(_ plist: PlistObject, _ key: String) throws(ModelError) -> UInt64 {
    let text: String = try plist.required(key)
    guard text.utf8.count == 16, let value = UInt64(text, radix: 16) else {
      throw ModelError(.invalid("must be 16 hexadecimal digits, found \"\(text.prefix(40))\""), at: PlistPath([.key(key)]))
    }
    return value
  }


  static func plist(_ entry: DailyEntry) -> PlistValue {
    var entries: [(String, PlistValue)] = [
      ("day", .integer(Int64(entry.day))), ("pack", .string(entry.question.pack)), ("question", .integer(Int64(entry.question.question))),
      ("key", .string(SaveStore.hex(entry.question.key))), ("picture", .string(SaveStore.hex(entry.question.picture))), ("round", .integer(Int64(entry.cycle))),
    ]
    if let result = entry.result { entries.append(("result", SavedResult.plist(result))) }
    if entry.past { entries.append(("past", .bool(true))) }
    return .dictionary(PlistDictionary(entries))
  }
}
