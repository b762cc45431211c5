import GameCore
import PlistKit
import TerminalKit

/// The guess game as a program: turns keys, clicks and script commands into `GuessAction`s,
/// runs the rules' effects (saving progress), and draws with `GuessView`.
public struct GuessProgram: Program {
  public private(set) var state: GuessState
  public internal(set) var focus: GuessFocus = .option(0)
  let session: PackSession
  /// The pack's words: its language, or Chinese when its answers are.
  public let words: GuessWords
  var size = Size(columns: 80, rows: 24)
  /// Where everything is, worked out once for each size and question; drawing and clicks share it.
  private(set) var layout: GuessLayout
  /// Set by the command or key that ended the pause after a right answer, until its action.
  private var pauseEnded = false
  /// The statistics this game adds to; nil where none are kept (a test's bare state).
  var stats: StatsKeeper?
  /// Whether marks are letters rather than emoji (`NO_COLOR`, `TERM=dumb`, plain text).
  let plainText: Bool
  /// The share line the player asked to copy, until the front end takes it.
  var clipboard: String?
  /// Whether the end was reached in this run: the share line is then printed on leaving.
  var endSeen = false
  /// The daily's day and its place in the book; nil in a pack.
  var daily: DailyKeeper?
  /// The host's board when served over SSH: the daily's mark and a pack's final score go in.
  var board: BoardKeeper?
  /// The board as last read or written, shown in the end dialog.
  var boardSeen: HostBoard?
  /// Entries saved beside the progress (the daily's day, pack and question).
  var saveExtras: [(String, PlistValue)] = []

  public init(state: GuessState, session: PackSession, words: GuessWords = GuessWords(language: "en"), plainText: Bool = false) {
    self.state = state
    self.session = session
    self.words = words
    self.plainText = plainText
    layout = Self.layout(for: state, size: size, words: words)
    if state.status == .finished {
      focus = .dialog(0)
    } else {
      focus = .option(nearestVisibleOption(to: 0) ?? 0)
    }
  }

  public var scriptName: String { "guess" }

  static func layout(for state: GuessState, size: Size, words: GuessWords) -> GuessLayout {
    GuessLayout(size: size, slotCount: state.slots.count, optionCount: state.options.count,
                columns: state.settings.columns, costs: (state.settings.hintCost, state.settings.removeCost), words: words)
  }

  public var minimumSize: Size {
    GuessLayout.minimumSize(optionCount: state.questions.map(\.options.count).max() ?? 0, columns: state.settings.columns)
  }

  public mutating func resized(to size: Size) {
    self.size = size
    layout = Self.layout(for: state, size: size, words: words)
  }

  /// The key bar drops its last keys first on a narrow screen: in the daily, Give up comes right
  /// after Esc, so that it shows at every size.
  public var keyHints: [KeyHint] {
    let w = words
    let next = KeyHint("F5/^N", w(.keyNext))
    let helps = [KeyHint("F2/^T", w(.keyHint)), KeyHint("F3/^E", w(.keyRemove)), KeyHint("F4/^O", w(.keyZoom))]
    let back = KeyHint("Esc", w(.keyBack)), undo = KeyHint("Bksp", w(.keyUndo))
    return state.daily == nil ? [back] + helps + [next, undo] : [back, next] + helps + [undo]
  }

  /// How to play, and in the daily what the daily, its streak and Give up are.
  public var howToPlay: [String] {
    let w = words, settings = state.settings
    guard state.daily == nil else {
      // The daily has no score: its help is free, and counted.
      return [w(.dailyHelp1), w(.dailyHelp2), w(.dailyHelp3), w(.howToPlay1), w(.howToPlay2), w(.dailyHelpTools)]
    }
    return [w(.howToPlay1), w(.howToPlay2), w(.howToPlay3, String(settings.reward)), w(.howToPlay4, String(settings.hintCost)),
            w(.howToPlay5, String(settings.removeCost))]
  }

  public var chromeWords: ChromeWords { words.chrome }

  public func draw(into buffer: inout CellBuffer) {
    let session = session
    // A picture that cannot be drawn shows a question mark: its name may be the answer.
    let view = GuessView(state: state, layout: layout, focus: focus, packName: session.packName,
                         drawPicture: { name, rect, buffer in session.drawPicture(name, in: rect, mark: "?", into: &buffer) }, keyHints: keyHints,
                         words: words, endDialog: state.status == .finished ? endDialog : nil,
                         dailyStreak: state.daily.map { stats?.latest.daily.streak(on: $0) ?? 0 },
                         pastDay: daily?.past == true ? daily.map { DailyCalendar.date(of: $0.day) } : nil, keepsProgress: session.canSave)
    view.draw(into: &buffer)
  }

  public var nextDeadline: Double? { state.advanceAt }

  public mutating func advance(to now: Double) {
    send(.timePassed(now), now: now)
  }

  /// A key or a command during the pause after a right answer moves on at once: the player
  /// has seen the answer turn blue (a script's next command does the same).
  mutating func skipPause(now: Double) {
    pauseEnded = false
    if state.status == .correct, let at = state.advanceAt {
      send(.timePassed(max(now, at)), now: max(now, at))
      pauseEnded = true
    }
  }

  /// The option on the board nearest to `i` in board order (`i` itself when it is on the board).
  func nearestVisibleOption(to i: Int) -> Int? {
    state.options.indices.filter { state.options[$0].isVisible }.min { abs($0 - i) < abs($1 - i) }
  }

  /// Applies an action and runs its effects.
  mutating func send(_ action: GuessAction, now: Double) {
    // Next during the pause is the move on itself, not a second one (it skipped a question).
    if case .nextRequested = action, pauseEnded {
      pauseEnded = false
      return
    }
    pauseEnded = false
    let before = state.index
    let effects = state.reduce(action, now: now)
    if state.index != before { layout = Self.layout(for: state, size: size, words: words) }
    if state.status == .finished {
      if case .dialog = focus {} else { focus = .dialog(0) }
    } else if state.index != before {
      focus = .option(nearestVisibleOption(to: 0) ?? 0)
    } else if case .option(let i) = focus, state.options.indices.contains(i), !state.options[i].isVisible {
      // The focused option went into a slot: focus moves to its nearest neighbour on the board.
      focus = .option(nearestVisibleOption(to: i) ?? i)
    }
    if effects.contains(.saveProgress), let failure = session.save(progressValue) {
      state.notice = .save(failure)
    }
    for effect in effects {
      switch effect {
      case .questionEnded(let i): count(question: i)
      case .finished:
        stats?.finished(score: state.score)
        if state.daily == nil, stats != nil { boardSeen = board?.offer(score: state.score, pack: session.packID) }
        endSeen = true
      case .saveProgress: break
      }
    }
    if let failure = stats?.takeNotice() { state.notice = .save(failure) }
    if stats?.playedElsewhere == true { state.notice = .dailyDone }
  }

  /// Counts a question that ended; the daily's once, in the window that finished it first: a
  /// window that finds it played shows the result it was played with and counts nothing.
  private mutating func count(question i: Int) {
    let result = state.records[i].result
    guard let daily else { return stats?.count(result) ?? () }
    let (recorded, notice) = daily.record(result)
    if let notice { state.notice = .save(notice) }
    switch recorded {
    case .first where !daily.past:
      stats?.count(result)
      boardSeen = board?.mark(HostBoard.DailyMark(solved: result.solved, hints: result.hints, removes: result.removes), day: daily.day)
    case .first: break
    case .before(let kept):
      state.records[i] = QuestionRecord(kept)
      stats?.reread()
      state.notice = .dailyDone
      boardSeen = board?.read().model
    }
  }

  /// Shows `notice` until the next action (a copy made, the daily already played).
  mutating func tell(_ notice: GuessNotice) {
    state.notice = notice
  }

  /// What the session saves: the progress, and the entries that say what it belongs to (the
  /// daily's day, pack and question).
  var progressValue: PlistValue {
    let progress = GuessProgress(state).plist
    guard !saveExtras.isEmpty, case .dictionary(var entries) = progress else { return progress }
    for (key, value) in saveExtras { entries[key] = value }
    return .dictionary(entries)
  }
}
