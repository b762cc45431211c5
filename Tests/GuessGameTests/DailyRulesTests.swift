import GameCore
import Testing
@testable import GuessGame
import PlistKit
import TerminalKit

/// The question of the day's rules, on whole states: Next gives it up and ends it, it cannot
/// be played again, and each ending says which question ended for the statistics.
struct DailyRulesTests {
  static let question = Question(answer: "太阳", icon: "sun", title: "火球", options: ["月", "太", "阳", "山"])

  func daily() -> GuessState { GuessState(questions: [Self.question], daily: 336) }

  /// Next asks first, changing nothing but the notice; asked again at once, it gives the day up.
  @Test func nextTwiceGivesTheDailyUp() {
    var state = daily()
    var asked = state
    asked.notice = .giveUpAsk
    #expect(state.reduce(.nextRequested, now: 0) == [])
    #expect(state == asked)
    var expected = state
    expected.notice = nil
    expected.records[0].outcome = .skipped
    expected.status = .finished
    #expect(state.reduce(.nextRequested, now: 0) == [.saveProgress, .questionEnded(0), .finished])
    #expect(state == expected)
  }

  @Test func aSolvedDailyEndsAfterThePauseAndCountsOnce() {
    var state = daily()
    _ = state.reduce(.characterTyped("太"), now: 0)
    #expect(state.reduce(.characterTyped("阳"), now: 0) == [.saveProgress, .questionEnded(0)])
    var expected = state
    expected.status = .finished
    expected.advanceAt = nil
    expected.bestScore = state.score
    #expect(state.reduce(.timePassed(1), now: 1) == [.saveProgress, .finished])
    #expect(state == expected)
  }

  @Test("a finished daily refuses another go and changes nothing", arguments: [
    (GuessAction.restartRequested, GuessNotice.finished), (.nextRequested, .finished), (.optionPicked(0), .finished),
  ])
  func aFinishedDailyIsNotPlayedAgain(action: GuessAction, notice: GuessNotice) {
    var state = daily()
    for _ in 0..<2 { _ = state.reduce(.nextRequested, now: 0) }
    var expected = state
    expected.notice = notice
    #expect(state.reduce(action, now: 1) == [])
    #expect(state == expected)
  }

  @Test func nextDuringThePauseAfterARightAnswerWaits() {
    var state = daily()
    _ = state.reduce(.characterTyped("太"), now: 0)
    _ = state.reduce(.characterTyped("阳"), now: 0)
    var expected = state
    expected.notice = .waitNext
    #expect(state.reduce(.nextRequested, now: 0.1) == [])
    #expect(state == expected)
  }

  @Test func hintsAndRemovesAreCountedApart() {
    var state = daily()
    _ = state.reduce(.hintRequested, now: 0)
    _ = state.reduce(.removeRequested, now: 0)
    #expect(state.records[0] == QuestionRecord(outcome: .unseen, hints: 1, removes: 1))
    #expect(state.hintsUsed == 2)
  }
}
