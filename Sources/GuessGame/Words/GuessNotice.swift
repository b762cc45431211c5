import GameCore

/// What the guess game tells the player, as a value; written in the pack's words when drawn.
public enum GuessNotice: Equatable, Sendable {
  case noOptionShows(String)
  case noSlotToEmpty, finishedPlayAgain, lastQuestion, finished, waitNext
  case noOption(Int), wrongEmptyFirst, optionUsed(Int), slotsFull
  case noSlot(Int), slotEmpty(Int), slotRevealed(Int)
  case hintCost(cost: Int, score: Int), allRevealed, allInAnswer, removeCost(cost: Int, score: Int)
  case unanswerable
  /// The share line went to the clipboard.
  case copied
  /// The question of the day was played in another window first: this go is not counted.
  case dailyDone
  /// Give up asked once: asked again, the day ends unsolved.
  case giveUpAsk
  /// The answer of the question just skipped.
  case skippedAnswer(String)
  /// What the engine says of the pack's save.
  case save(SaveNotice)

  public func text(_ w: GuessWords) -> String {
    switch self {
    case .noOptionShows(let typed): w(.noOptionShows, typed)
    case .noSlotToEmpty: w(.noSlotToEmpty)
    case .finishedPlayAgain: w(.finishedPlayAgain)
    case .lastQuestion: w(.lastQuestion)
    case .finished: w(.finished)
    case .waitNext: w(.waitNext)
    case .noOption(let n): w(.noOption, String(n))
    case .wrongEmptyFirst: w(.wrongEmptyFirst)
    case .optionUsed(let n): w(.optionUsed, String(n))
    case .slotsFull: w(.slotsFull)
    case .noSlot(let n): w(.noSlot, String(n))
    case .slotEmpty(let n): w(.slotEmpty, String(n))
    case .slotRevealed(let n): w(.slotRevealed, String(n))
    case .hintCost(let cost, let score): w(.hintCost, String(cost), String(score))
    case .allRevealed: w(.allRevealed)
    case .allInAnswer: w(.allInAnswer)
    case .removeCost(let cost, let score): w(.removeCost, String(cost), String(score))
    case .unanswerable: w(.unanswerable)
    case .copied: w(.copied)
    case .dailyDone: w(.dailyDone)
    case .giveUpAsk: w(.giveUpAsk)
    case .skippedAnswer(let answer): w(.skippedAnswer, answer)
    case .save(let notice): notice.text(language: w.language)
    }
  }
}
