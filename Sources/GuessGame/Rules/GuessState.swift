import GameCore
import PlistKit
import TerminalKit

/// One offered character and whether it is still on the board.
public struct OptionTile: Equatable, Sendable {
  public enum Place: Equatable, Sendable {
    case board
    /// Moved into an answer slot.
    case used
    /// Taken off by the "remove" hint; it does not come back.
    case removed
  }

  public var text: String
  public var place: Place

  public var isVisible: Bool { place == .board }
}

/// One answer slot: empty, or holding the text of a known option.
public struct AnswerSlot: Equatable, Sendable {
  public var text: String?
  /// Which option filled it, so emptying it returns that very option (options may repeat).
  public var option: Int?
  /// Placed by a hint: it stays.
  public var revealed: Bool

  public static let empty = AnswerSlot(text: nil, option: nil, revealed: false)
  public var isEmpty: Bool { text == nil }
}

/// How each question went, kept in the saved progress.
public struct QuestionRecord: Equatable, Sendable {
  public enum Outcome: String, Sendable { case unseen, solved, skipped }
  public var outcome: Outcome = .unseen
  public var hints = 0
  public var removes = 0

  /// How the question ended, for the statistics.
  public var result: QuestionResult { QuestionResult(solved: outcome == .solved, hints: hints, removes: removes) }
}

public enum GuessStatus: String, Equatable, Sendable {
  case playing, wrong, correct, finished
}

/// What covers the board: drawn last, handed input first. (The end-of-pack dialog is the
/// `finished` status, which no other overlay can cover.)
public enum GuessOverlay: Equatable, Sendable {
  case zoom
}

/// The whole game as a value: everything the rules, the view and the saves need.
public struct GuessState: Equatable, Sendable {
  public let questions: [Question]
  public let settings: GuessSettings
  public var index: Int
  public var score: Int
  public var slots: [AnswerSlot]
  public var options: [OptionTile]
  public var status: GuessStatus
  /// A refusal or notice for the player, cleared by the next action.
  public var notice: GuessNotice?
  public var overlay: GuessOverlay?
  /// When a right answer moves on to the next question.
  public var advanceAt: Double?
  public var records: [QuestionRecord]
  public var bestScore: Int?
  /// The day's number when this is the question of the day: there Next gives up and ends it,
  /// and it is not played again.
  public var daily: Int?

  public init(questions: [Question], settings: GuessSettings = GuessSettings(), daily: Int? = nil) {
    self.questions = questions
    self.settings = settings
    index = 0
    score = settings.startScore
    slots = []
    options = []
    status = .playing
    notice = nil
    overlay = nil
    advanceAt = nil
    records = Array(repeating: QuestionRecord(), count: questions.count)
    bestScore = nil
    self.daily = daily
    load(question: 0)
  }

  public var question: Question { questions[index] }
  public var isLastQuestion: Bool { index == questions.count - 1 }
  public var answerSlots: [String] { QuestionRules.slots(of: question.answer) }
  public var filledText: String { slots.map { $0.text ?? "" }.joined() }
  /// Hints and removes taken, over the pack.
  public var hintsUsed: Int { records.map { $0.hints + $0.removes }.reduce(0, +) }
  public var zoomed: Bool { overlay == .zoom }

  /// Sets up the board for question `number`.
  mutating func load(question number: Int) {
    index = min(max(0, number), questions.count - 1)
    slots = Array(repeating: .empty, count: QuestionRules.slots(of: questions[index].answer).count)
    options = questions[index].options.map { OptionTile(text: $0, place: .board) }
    status = .playing
    overlay = nil
    advanceAt = nil
    let question = questions[index]
    if question.answer.isEmpty || !QuestionRules.missingCharacters(answer: question.answer, options: question.options).isEmpty {
      notice = .unanswerable
    }
  }

  /// After a saved board is put back: a full board is wrong, or was right and moves on (the
  /// game ended during the pause after a right answer).
  mutating func settleRestoredBoard() {
    guard slots.allSatisfy({ !$0.isEmpty }) else { return }
    guard filledText == question.answer else {
      status = .wrong
      return
    }
    if isLastQuestion {
      status = .finished
      bestScore = max(bestScore ?? score, score)
    } else {
      load(question: index + 1)
    }
  }
}
