import GameCore
import PlistKit
import TerminalKit

/// `arcade stats [PACK]` for the guess game: each pack's counts, the daily's, and all packs
/// together, with the help taken per solved question drawn as bars.
extension GuessMode {
  public func statsLines(for pack: Pack?, saves: SaveStore, clock: WallClock) -> [String]? {
    let read = StatsKeeper.file(saves).read()
    var lines: [String] = []
    if let notice = read.notice { lines += ["(\(notice.text(language: "en")))", ""] }
    let stats = read.model
    let day = DailyCalendar.dayNumber(clock)
    if let pack {
      let key = SaveStore.fileName(for: pack)
      guard let found = stats.packs[key] else {
        return lines + ["\(TextCleaner.clean(pack.manifest.name)): no question finished yet."]
      }
      return lines + StatsReport.pack(found)
    }
    guard !stats.packs.isEmpty || stats.daily.counts.played > 0 else {
      return lines + ["No question finished yet: statistics start with the first one solved or skipped."]
    }
    for key in stats.packs.keys.sorted(by: { (stats.packs[$0]!.title, $0) < (stats.packs[$1]!.title, $1) }) {
      lines += StatsReport.pack(stats.packs[key]!) + [""]
    }
    lines += StatsReport.daily(stats.daily, today: day) + [""]
    lines += StatsReport.overall(stats.overall)
    return lines
  }
}

enum StatsReport {
  static func pack(_ stats: PackStats) -> [String] {
    let title = DisplayWidth.truncate(TextCleaner.clean(stats.title), to: 60)
    return [title.isEmpty ? "(a pack without a name)" : title] + counts(stats.counts, unit: "questions", bestScore: true)
  }

  static func daily(_ daily: DailyStats, today: Int) -> [String] {
    let state = !daily.hasPlayed(day: today) ? "not played yet" : daily.lastResult?.solved == true ? "solved" : "given up"
    var counts = daily.counts
    counts.streak = daily.streak(on: today)
    return ["Daily #\(today) (\(DailyCalendar.date(of: today))): \(state)"] + Self.counts(counts, unit: "days", bestScore: false)
  }

  static func overall(_ counts: StatCounts) -> [String] {
    ["All packs"] + Self.counts(counts, unit: "questions", bestScore: true)
  }

  /// `played 24 questions · solved 20 (83%) · no help 12` (`unit` a plural in -s), the help taken, the streaks, and
  /// the bars.
  static func counts(_ c: StatCounts, unit: String, bestScore: Bool) -> [String] {
    let units = c.played == 1 ? String(unit.dropLast()) : unit
    // A best score is a finished run's: a pack never finished has none to show.
    var lines = ["  played \(c.played) \(units) · solved \(c.solved) (\(percent(c.solved, of: c.played))%) · no help \(c.clean)",
                 "  hints \(c.hints) · removes \(c.removes) · streak \(c.streak) · best streak \(c.bestStreak)"
                   + (bestScore && c.bestScore > 0 ? " · best score \(c.bestScore)" : "")]
    lines.append("  help taken per solved question:")
    lines += bars(c.distribution)
    return lines
  }

  /// `part` of `whole` as a whole percentage, rounded to the nearest (2 of 3 is 67%), but never
  /// 100% short of all nor 0% above none.
  static func percent(_ part: Int, of whole: Int) -> Int {
    guard whole > 0 else { return 0 }
    let rounded = (part * 200 + whole) / (whole * 2)
    if part == 0 { return 0 }
    return part < whole ? min(max(rounded, 1), 99) : 100
  }

  /// One bar a count, the longest 20 cells; a count above nought shows at least one cell.
  static func bars(_ distribution: [Int]) -> [String] {
    let labels = ["none", "1", "2", "3+"]
    let largest = max(1, distribution.max() ?? 1)
    return zip(labels, distribution).map { label, count in
      let cells = count == 0 ? 0 : max(1, Int((Double(count) * 20 / Double(largest)).rounded()))
      return "    " + DisplayWidth.pad(label, to: 5) + String(repeating: "█", count: cells) + " \(count)"
    }
  }
}
