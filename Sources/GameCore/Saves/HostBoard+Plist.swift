import PlistKit
import TerminalKit

/// The board's file, read strictly: a file that does not read as a board is set aside and a new
/// one started (as every shared save is), and a board over its bounds is not read at all.
extension HostBoard: PlistModel {
  public init(from plist: PlistObject) throws(ModelError) {
    let version: Int = try plist.required("version")
    guard version == 1 else {
      throw ModelError(.invalid("this is version \(version) of the board; this arcade reads version 1"), at: PlistPath([.key("version")]))
    }
    let days = try plist.optional("days", as: [SavedBoardDay].self) ?? []
    guard days.count <= Self.daysKept * 2 else {
      throw ModelError(.invalid("holds \(days.count) days; a board keeps \(Self.daysKept)"), at: PlistPath([.key("days")]))
    }
    var byDay: [Int: [String: DailyMark]] = [:]
    for (i, saved) in days.enumerated() {
      guard byDay[saved.day] == nil else { throw ModelError(.invalid("names day \(saved.day) twice"), at: PlistPath([.key("days"), .index(i), .key("day")])) }
      byDay[saved.day] = saved.players
    }
    let best = try plist.optional("best", as: [String: SavedScores].self) ?? [:]
    guard best.count <= Self.mostPacks else {
      throw ModelError(.invalid("holds \(best.count) packs; a board keeps \(Self.mostPacks)"), at: PlistPath([.key("best")]))
    }
    self.init(days: byDay, best: best.mapValues(\.scores))
  }

  /// The board as its file holds it, days and names in order so that the file reads the same
  /// whichever order they were added in.
  public var plist: PlistValue {
    let days = days.keys.sorted().map { day in
      PlistValue.dictionary(PlistDictionary([
        ("day", .integer(Int64(day))),
        ("players", .dictionary(PlistDictionary((self.days[day] ?? [:]).sorted { $0.key < $1.key }.map { ($0.key, SavedBoardDay.plist($0.value)) }))),
      ]))
    }
    let best = best.keys.sorted().map { pack in
      (pack, PlistValue.dictionary(PlistDictionary((self.best[pack] ?? [:]).sorted { $0.key < $1.key }.map { ($0.key, .integer(Int64($0.value))) })))
    }
    return .dictionary(PlistDictionary([("version", .integer(1)), ("days", .array(days)), ("best", .dictionary(PlistDictionary(best)))]))
  }
}

/// A player name as a board's key: only names `HostBoard.isPlayerName` allows are read.
private func checkedPlayers<Value>(_ entries: [String: Value]) throws(ModelError) -> [String: Value] {
  guard entries.count <= HostBoard.mostPlayers else {
    throw ModelError(.invalid("names \(entries.count) players; a board keeps \(HostBoard.mostPlayers)"))
  }
  if let bad = entries.keys.sorted().first(where: { !HostBoard.isPlayerName($0) }) {
    throw ModelError(.invalid("\"\(TextCleaner.visible(String(bad.prefix(40))))\" is not a player name"))
  }
  return entries
}

private struct SavedBoardDay: PlistModel {
  let day: Int
  let players: [String: HostBoard.DailyMark]

  init(from plist: PlistObject) throws(ModelError) {
    day = try plist.required("day")
    guard (DailyCalendar.firstDay...DailyCalendar.lastDay).contains(day) else {
      throw ModelError(.invalid("must be a day from \(DailyCalendar.firstDay) to \(DailyCalendar.lastDay), found \(day)"), at: PlistPath([.key("day")]))
    }
    let marks = try plist.required("players", as: [String: SavedMark].self).mapValues(\.mark)
    do throws(ModelError) {
      players = try checkedPlayers(marks)
    } catch {
      throw error.inside(.key("players"))
    }
  }

  static func plist(_ mark: HostBoard.DailyMark) -> PlistValue {
    .dictionary(PlistDictionary([("solved", .bool(mark.solved)), ("hints", .integer(Int64(mark.hints))), ("removes", .integer(Int64(mark.removes)))]))
  }
}

private struct SavedMark: PlistModel {
  let mark: HostBoard.DailyMark

  init(from plist: PlistObject) throws(ModelError) {
    mark = HostBoard.DailyMark(solved: try plist.required("solved"), hints: try plist.savedCount("hints"), removes: try plist.savedCount("removes"))
  }
}

private struct SavedScores: PlistConvertible {
  let scores: [String: Int]

  static var expectedDescription: String { "a dictionary" }

  static func convert(_ node: PlistNode, context: ModelContext) throws(ModelError) -> SavedScores {
    let scores = try checkedPlayers(try [String: Int].convert(node, context: context))
    if let bad = scores.sorted(by: { $0.key < $1.key }).first(where: { $0.value < 0 }) {
      throw ModelError(.invalid("\(bad.key)'s best score must not be negative, found \(bad.value)"))
    }
    return SavedScores(scores: scores)
  }
}
