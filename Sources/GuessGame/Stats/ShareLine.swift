import TerminalKit

/// The line a player shares at the end of a pack or of the daily: the pack's name, the score
/// or the day's number, and a mark a question, giving nothing away (no answer, no picture).
public enum ShareLine {
  /// What a question's mark says.
  enum Mark {
    case clean, helped, skipped

    init(_ record: QuestionRecord) {
      self = record.outcome != .solved ? .skipped : record.hints + record.removes == 0 ? .clean : .helped
    }

    /// 🟩 solved with no help, 🟨 solved with help, ⬛ skipped or given up; as letters in
    /// plain text (`NO_COLOR`, `TERM=dumb`, the plain front end): O, h and -.
    func symbol(plain: Bool) -> String {
      switch self {
      case .clean: plain ? "O" : "🟩"
      case .helped: plain ? "h" : "🟨"
      case .skipped: plain ? "-" : "⬛"
      }
    }
  }

  /// At most this many marks: a pack of 10,000 questions still shares one short line.
  static let mostMarks = 50

  /// One mark a question, the first `mostMarks` of them and then how many more (`+950`).
  static func marks(_ records: [QuestionRecord], plain: Bool) -> String {
    let shown = records.prefix(mostMarks).map { Mark($0).symbol(plain: plain) }.joined()
    return records.count > mostMarks ? shown + " +\(records.count - mostMarks)" : shown
  }

  /// The most columns a share line takes: the words of a pack's own table are filled in too,
  /// and a line to paste into a chat is short.
  static let mostColumns = 200

  /// `经典 · 得分 1250 · 🟩🟩🟨⬛`: a finished pack (its name cut to 40 columns).
  public static func pack(title: String, score: Int, records: [QuestionRecord], words w: GuessWords, plain: Bool) -> String {
    bounded(w(.sharePack, DisplayWidth.truncate(TextCleaner.clean(title), to: 40), String(score), marks(records, plain: plain)))
  }

  /// `超级猜图 每日一题 #336 🟨 · 连续 3 天`: the question of the day.
  public static func daily(day: Int, record: QuestionRecord, streak: Int, words w: GuessWords, plain: Bool) -> String {
    bounded(w(.shareDaily, String(day), Mark(record).symbol(plain: plain), String(streak)))
  }

  /// `超级猜图 每日一题 #330 🟩 (往日补做)`: a past day played from the archive, no streak.
  public static func pastDaily(day: Int, record: QuestionRecord, words w: GuessWords, plain: Bool) -> String {
    bounded(w(.sharePastDaily, String(day), Mark(record).symbol(plain: plain)))
  }

  /// The most bytes a share line takes (a column's character may carry combining marks).
  static let mostBytes = 2_048

  /// The line cleaned (the template is a pack's) and cut to `mostColumns` and `mostBytes`.
  static func bounded(_ line: String) -> String {
    DisplayWidth.prefix(DisplayWidth.truncate(TextCleaner.clean(line), to: mostColumns), bytes: mostBytes)
  }
}
