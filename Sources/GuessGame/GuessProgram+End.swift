import GameCore
import PlistKit
import TerminalKit

/// The end of a pack or of the question of the day: the dialog with the statistics and the
/// share line, its buttons, and the line handed to the clipboard or printed on leaving.
extension GuessProgram {
  /// The end dialog's buttons, in order.
  enum EndChoice: Equatable {
    case playAgain, share, back
  }

  /// The question of the day is played once: no "play again".
  var endChoices: [EndChoice] { state.daily == nil ? [.playAgain, .share, .back] : [.share, .back] }

  /// The share line of the finished pack or daily; nil before the end.
  public var shareLine: String? { shareLine(plain: plainText) }

  func shareLine(plain: Bool) -> String? {
    guard state.status == .finished else { return nil }
    if let day = state.daily {
      if daily?.past == true { return ShareLine.pastDaily(day: day, record: state.records[0], words: words, plain: plain) }
      let streak = stats?.latest.daily.streak(on: day) ?? 0
      return ShareLine.daily(day: day, record: state.records[0], streak: streak, words: words, plain: plain)
    }
    return ShareLine.pack(title: session.packName, score: state.score, records: state.records, words: words, plain: plain)
  }

  /// 恭喜通关! with the run's figures and the pack's statistics, or the daily's result.
  var endDialog: Dialog {
    let w = words
    let buttons = endChoices.map { choice in
      switch choice {
      case .playAgain: w(.playAgain)
      case .share: w(.share)
      case .back: w(.back)
      }
    }
    let counts = stats?.counts ?? StatCounts()
    // The share line, and under it what became of a copy or of the statistics file.
    // (Shown cut to the window; the clipboard and the line printed on leaving have all of it.)
    let share = [DisplayWidth.truncate(shareLine ?? "", to: max(10, size.columns - 6))] + (state.notice.map { [$0.text(w)] } ?? [])
    guard let day = state.daily else {
      let solved = state.records.filter { $0.outcome == .solved }.count
      let skipped = state.records.filter { $0.outcome == .skipped }.count
      // Hints and removes apart, as the statistics count them.
      let hints = state.records.map(\.hints).reduce(0, +), removes = state.records.map(\.removes).reduce(0, +)
      var lines = [w(.finalScore, String(state.score)), w(.doneSummary, String(solved), String(skipped), String(hints), String(removes))]
      if let best = state.bestScore { lines.append(w(.bestScore, String(best))) }
      if let boardSeen, board != nil {
        let best = boardSeen.bestScores(of: session.packID).prefix(3).map { "\($0.player) \($0.score)" }
        if !best.isEmpty { lines.append(fitted(w(.boardBest, best.joined(separator: " · ")))) }
      }
      if stats != nil {
        lines += [w(.packStreak, String(counts.streak), String(counts.bestStreak)),
                  w(.packCounts, String(counts.played), String(counts.solved), String(counts.clean))]
      }
      return Dialog(title: w(.doneTitle), lines: lines + share, buttons: buttons)
    }
    let record = state.records[0]
    let helps = record.hints + record.removes
    let result = record.outcome != .solved ? w(.dailyGivenUp, state.question.answer)
      : helps == 0 ? w(.dailySolvedClean) : w(.dailySolved, String(record.hints), String(record.removes))
    let streak = stats?.latest.daily.streak(on: day) ?? 0
    // A past day counts in nothing: it says so rather than show counts it did not change.
    let figures = daily?.past == true ? [w(.dailyPastNote, DailyCalendar.date(of: day))]
      : [w(.dailyStreak, String(streak), String(counts.bestStreak)), w(.dailyCounts, String(counts.played), String(counts.solved), String(counts.clean))]
    let lines = [result] + figures + boardLines(day: day) + share
    return Dialog(title: w(.dailyTitle, String(day)), lines: lines, buttons: buttons)
  }

  mutating func handleFinished(_ event: InputEvent, now: Double) -> ProgramOutcome {
    let count = endChoices.count
    let current = if case .dialog(let i) = focus { min(i, count - 1) } else { 0 }
    var pressed: Int?
    switch event {
    case .key(.left): focus = .dialog(max(0, current - 1))
    case .key(.right): focus = .dialog(min(count - 1, current + 1))
    case .key(.tab): focus = .dialog((current + 1) % count)
    case .key(.backTab): focus = .dialog((current + count - 1) % count)
    case .key(.enter), .key(.character(" ")): pressed = current
    case .key(.escape): return .quit
    case .mouse(let mouse) where mouse.kind == .press:
      pressed = endDialog.layout(in: size).button(atX: mouse.x, y: mouse.y)
    default: return .ignored
    }
    guard let pressed, endChoices.indices.contains(pressed) else { return .continue }
    return choose(endChoices[pressed], now: now)
  }

  mutating func choose(_ choice: EndChoice, now: Double) -> ProgramOutcome {
    switch choice {
    case .playAgain:
      send(.restartRequested, now: now)
      focus = .option(0)
    case .share:
      clipboard = shareLine
      tell(.copied)
    case .back:
      return .quit
    }
    return .continue
  }

  public mutating func takeClipboard() -> String? {
    defer { clipboard = nil }
    return clipboard
  }

  /// The share line, printed on leaving when the end was reached in this run.
  public var farewell: [String] {
    guard endSeen, let line = shareLine else { return [] }
    return [line]
  }
}

extension GuessProgram {
  /// Who played `day` on the host, when the games are served: how many, and who solved it.
  func boardLines(day: Int) -> [String] {
    guard let boardSeen, board != nil, daily?.past != true else { return [] }
    let players = boardSeen.players(on: day)
    let solvers = players.filter(\.mark.solved).map(\.player)
    let w = words
    var lines = [w(.boardToday, String(players.count), String(solvers.count))]
    if !solvers.isEmpty { lines.append(fitted(w(.boardSolvedBy, solvers.joined(separator: ", ")))) }
    return lines
  }

  /// A line cut to the dialog's width (names on a board can be many).
  func fitted(_ line: String) -> String {
    DisplayWidth.truncate(line, to: max(10, size.columns - 6))
  }
}
