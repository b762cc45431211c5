import GameCore

/// Every text the guess game shows, by key; `GuessWords` has each in zh and en.
public enum GuessText: String, CaseIterable, Sendable {
  case score, wrongLine, rightLine, buttonHint, buttonRemove, buttonZoom, buttonNext, buttonHintShort, buttonRemoveShort
  case zoomHelp, doneTitle, finalScore, doneSummary, bestScore, playAgain, back
  case keyHint, keyRemove, keyZoom, keyNext, keyUndo, keyBack
  case howToPlay1, howToPlay2, howToPlay3, howToPlay4, howToPlay5
  case noOptionShows, noSlotToEmpty, finishedPlayAgain, lastQuestion, finished, waitNext, noOption, wrongEmptyFirst, optionUsed
  case slotsFull, noSlot, slotEmpty, slotRevealed, hintCost, allRevealed, allInAnswer, removeCost, unanswerable
  case share, copied, packStreak, packCounts, dailyTitle, dailySolved, dailySolvedClean, dailyGivenUp, dailyStreak, dailyCounts, giveUp, giveUpAsk, dailyHeaderStreak, skippedAnswer, notKeptBadge, dailyHelp1, dailyHelp2, dailyHelp3, dailyHelpTools
  case sharePack, shareDaily, dailyDone, dailyPastDay, sharePastDaily, dailyPastNote
  case boardToday, boardSolvedBy, boardBest
}

/// The guess game's words in the pack's language.
public typealias GuessWords = WordTable<GuessText>

extension WordTable where Key == GuessText {
  /// The words of `language` (zh, else English).
  public init(language: String, overrides: [GuessText: String] = [:]) {
    self.init(language: language, chinese: GuessWordTables.chinese, english: GuessWordTables.english, overrides: overrides)
  }
}
