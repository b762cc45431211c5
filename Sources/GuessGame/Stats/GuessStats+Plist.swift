import GameCore
import PlistKit

/// The statistics file: every count a whole number from 0 to a billion, read strictly (a count
/// that is not one is an error, and the file is set aside rather than half read).
///
/// ```
/// {version = 1; packs = {"guess-questions-1a2b….plist" = {title = 经典; played = 12; …}};
///  daily = {played = 3; …; lastPlayed = 336; lastSolved = 336; last = {solved = 1; hints = 0; removes = 1}}}
/// ```
extension GuessStats: PlistModel {
  public init(from plist: PlistObject) throws(ModelError) {
    let version: Int = try plist.required("version")
    guard version == 1 else { throw ModelError(.invalid("this is version \(version) of the statistics; this arcade reads version 1"), at: PlistPath([.key("version")])) }
    packs = try plist.optional("packs", as: SavedPackTable.self)?.packs ?? [:]
    daily = try plist.optional("daily", as: SavedDailyStats.self)?.stats ?? DailyStats()
  }

  public var plist: PlistValue {
    let packEntries = packs.keys.sorted().map { key in (key, SavedPackStats.plist(packs[key]!)) }
    return .dictionary(PlistDictionary([
      ("version", .integer(1)), ("packs", .dictionary(PlistDictionary(packEntries))), ("daily", SavedDailyStats.plist(daily)),
    ]))
  }
}

extension StatCounts {
  static let keys = ["played", "solved", "clean", "hints", "removes", "bestScore", "streak", "bestStreak"]

  init(from plist: PlistObject) throws(ModelError) {
    self.init()
    var values: [Int] = []
    for key in Self.keys { values.append(try Self.count(plist, key)) }
    (played, solved, clean, hints, removes) = (values[0], values[1], values[2], values[3], values[4])
    (bestScore, streak, bestStreak) = (values[5], values[6], values[7])
    let distribution: [Int] = try plist.optional("distribution", default: [0, 0, 0, 0])
    guard distribution.count == 4 else {
      throw ModelError(.invalid("needs 4 counts (no help, 1, 2, 3 or more), found \(distribution.count)"), at: PlistPath([.key("distribution")]))
    }
    for (i, value) in distribution.enumerated() where !(0...Self.largest).contains(value) {
      throw ModelError(.invalid("must be from 0 to \(Self.largest), found \(value)"), at: PlistPath([.key("distribution"), .index(i)]))
    }
    self.distribution = distribution
  }

  static func count(_ plist: PlistObject, _ key: String) throws(ModelError) -> Int {
    let value: Int = try plist.optional(key, default: 0)
    guard (0...largest).contains(value) else {
      throw ModelError(.invalid("must be from 0 to \(largest), found \(value)"), at: PlistPath([.key(key)]))
    }
    return value
  }

  var entries: [(String, PlistValue)] {
    let values = [played, solved, clean, hints, removes, bestScore, streak, bestStreak]
    return zip(Self.keys, values).map { ($0, .integer(Int64($1))) } + [("distribution", .array(distribution.map { .integer(Int64($0)) }))]
  }
}

/// The packs' counts, refused before any is read when there are more than `GuessStats.mostPacks`.
private struct SavedPackTable: PlistConvertible {
  let packs: [String: PackStats]

  static var expectedDescription: String { "a dictionary" }

  static func convert(_ node: PlistNode, context: ModelContext) throws(ModelError) -> SavedPackTable {
    if node.kind == .dictionary, node.count > GuessStats.mostPacks {
      throw ModelError(.invalid("holds \(node.count) packs; the statistics keep at most \(GuessStats.mostPacks)"))
    }
    return SavedPackTable(packs: try [String: SavedPackStats].convert(node, context: context).mapValues(\.stats))
  }
}

private struct SavedPackStats: PlistModel {
  let stats: PackStats

  init(from plist: PlistObject) throws(ModelError) {
    var stats = PackStats(title: String(try plist.optional("title", default: "").prefix(GuessStats.longestTitle)))
    stats.counts = try StatCounts(from: plist)
    self.stats = stats
  }

  static func plist(_ stats: PackStats) -> PlistValue {
    .dictionary(PlistDictionary([("title", .string(stats.title))] + stats.counts.entries))
  }
}

private struct SavedDailyStats: PlistModel {
  let stats: DailyStats

  init(from plist: PlistObject) throws(ModelError) {
    var stats = DailyStats()
    stats.counts = try StatCounts(from: plist)
    stats.lastPlayed = try Self.day(plist, "lastPlayed")
    stats.lastSolved = try Self.day(plist, "lastSolved")
    stats.lastResult = try plist.optional("last", as: SavedResult.self)?.result
    self.stats = stats
  }

  /// A day number: from 1 (2026-01-01) to a date in the year 9999.
  static func day(_ plist: PlistObject, _ key: String) throws(ModelError) -> Int? {
    guard let day: Int = try plist.optional(key) else { return nil }
    guard (DailyCalendar.firstDay...DailyCalendar.lastDay).contains(day) else {
      throw ModelError(.invalid("must be a day from \(DailyCalendar.firstDay) to \(DailyCalendar.lastDay), found \(day)"), at: PlistPath([.key(key)]))
    }
    return day
  }

  static func plist(_ stats: DailyStats) -> PlistValue {
    var entries = stats.counts.entries
    if let day = stats.lastPlayed { entries.append(("lastPlayed", .integer(Int64(day)))) }
    if let day = stats.lastSolved { entries.append(("lastSolved", .integer(Int64(day)))) }
    if let result = stats.lastResult { entries.append(("last", SavedResult.plist(result))) }
    return .dictionary(PlistDictionary(entries))
  }
}

struct SavedResult: PlistModel {
  let result: QuestionResult

  init(from plist: PlistObject) throws(ModelError) {
    result = QuestionResult(solved: try plist.required("solved"), hints: try StatCounts.count(plist, "hints"),
                            removes: try StatCounts.count(plist, "removes"))
  }

  static func plist(_ result: QuestionResult) -> PlistValue {
    .dictionary(PlistDictionary([("solved", .bool(result.solved)), ("hints", .integer(Int64(result.hints))),
                                 ("removes", .integer(Int64(result.removes)))]))
  }
}
