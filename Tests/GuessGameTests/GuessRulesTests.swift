import GameCore
import Testing
@testable import GuessGame
import PlistKit
import TerminalKit

/// The rules as pure state-machine tests: one behaviour each, asserting on whole values.
struct GuessRulesTests {
  static let questions = [
    Question(answer: "太阳", icon: "sun", title: "火球", options: ["月", "太", "阳", "山", "太", "水"]),
    Question(answer: "人人", icon: "people", title: "两个人", options: ["人", "大", "人", "天"]),
  ]

  func game(settings: GuessSettings = GuessSettings()) -> GuessState {
    GuessState(questions: Self.questions, settings: settings)
  }

  @Test func pickingFillsTheFirstEmptySlotAndHidesTheOption() {
    var state = game()
    #expect(state.reduce(.optionPicked(1), now: 0) == [.saveProgress])
    #expect(state.slots.map(\.text) == ["太", nil])
    #expect(state.options[1].place == .used)
    #expect(state.status == .playing)
  }

  @Test func aRightAnswerScoresTurnsBlueAndMovesOnAfterTheDelay() {
    var state = game()
    _ = state.reduce(.optionPicked(1), now: 0)
    #expect(state.reduce(.optionPicked(2), now: 1) == [.saveProgress, .questionEnded(0)])
    #expect(state.status == .correct)
    #expect(state.score == 10_100)
    #expect(state.advanceAt == 1.5)
    #expect(state.reduce(.timePassed(1.4), now: 1.4) == [])
    #expect(state.index == 0)
    #expect(state.reduce(.timePassed(1.5), now: 1.5) == [.saveProgress])
    #expect(state.index == 1)
    #expect(state.status == .playing)
    #expect(state.records[0].outcome == .solved)
  }

  @Test func aWrongAnswerLocksTheOptionsUntilASlotIsEmptied() {
    var state = game()
    _ = state.reduce(.optionPicked(0), now: 0)
    _ = state.reduce(.optionPicked(2), now: 0)
    #expect(state.status == .wrong)
    _ = state.reduce(.optionPicked(3), now: 0)
    #expect(state.notice == .wrongEmptyFirst)
    #expect(state.options[3].place == .board)
    _ = state.reduce(.slotCleared(0), now: 0)
    #expect(state.status == .playing)
    #expect(state.options[0].place == .board)
  }

  @Test func emptyingASlotReturnsTheVeryOptionItCameFrom() {
    var state = game()
    _ = state.reduce(.optionPicked(4), now: 0)  // the second 太
    _ = state.reduce(.slotCleared(0), now: 0)
    #expect(state.options[4].place == .board)
    #expect(state.options[1].place == .board)
    _ = state.reduce(.characterTyped("太"), now: 0)
    #expect(state.slots[0].option == 1)
  }

  @Test func repeatedCharactersEachNeedTheirOwnOption() {
    var state = game()
    _ = state.reduce(.nextRequested, now: 0)
    _ = state.reduce(.characterTyped("人"), now: 0)
    _ = state.reduce(.characterTyped("人"), now: 0)
    #expect(state.slots.map(\.option) == [0, 2])
    #expect(state.status == .correct)
  }

  @Test func typingAMissingCharacterIsRefused() {
    var state = game()
    _ = state.reduce(.characterTyped("猫"), now: 0)
    #expect(state.notice == .noOptionShows("猫"))
    #expect(state.slots.allSatisfy { $0.isEmpty })
  }

  @Test func backspaceEmptiesTheLastFilledSlot() {
    var state = game()
    _ = state.reduce(.optionPicked(0), now: 0)
    _ = state.reduce(.lastSlotCleared, now: 0)
    #expect(state.slots.allSatisfy { $0.isEmpty })
    _ = state.reduce(.lastSlotCleared, now: 0)
    #expect(state.notice == .noSlotToEmpty)
  }

  @Test func aHintCostsPointsEmptiesTheSlotsAndRevealsTheFirstCharacter() {
    var state = game()
    _ = state.reduce(.optionPicked(0), now: 0)
    #expect(state.reduce(.hintRequested, now: 0) == [.saveProgress])
    #expect(state.score == 9_000)
    #expect(state.slots == [AnswerSlot(text: "太", option: 1, revealed: true), .empty])
    #expect(state.options[0].place == .board)
    #expect(state.records[0].hints == 1)
  }

  @Test func aSecondHintRevealsTheNextCharacterAndRevealedSlotsStay() {
    var state = game()
    _ = state.reduce(.hintRequested, now: 0)
    _ = state.reduce(.slotCleared(0), now: 0)
    #expect(state.notice == .slotRevealed(1))
    _ = state.reduce(.hintRequested, now: 5)
    #expect(state.slots.map(\.text) == ["太", "阳"])
    #expect(state.status == .correct)
    #expect(state.score == 8_100)
  }

  @Test func aHintThePlayerCannotAffordIsRefused() {
    var settings = GuessSettings()
    settings.startScore = 900
    var state = game(settings: settings)
    #expect(state.reduce(.hintRequested, now: 0) == [])
    #expect(state.notice == .hintCost(cost: 1_000, score: 900))
    #expect(state.score == 900)
  }

  @Test("a remove takes off at most half of the decoys left, at least one, never a needed option", arguments: [
    ("太阳", ["月", "太", "阳", "山", "太", "水"], [2, 1, 1]),
    ("人人", ["人", "大", "人", "天"], [1, 1]),
    ("SUN", ["S", "U", "N", "N", "N"], [1, 1]),
    ("太阳", ["太", "阳"] + (1...22).map { String(UnicodeScalar(0x4E00 + $0)!) }, [11, 5, 3, 1, 1, 1]),
  ])
  func removing(answer: String, options: [String], removedEachTime: [Int]) {
    var settings = GuessSettings()
    settings.startScore = 100_000
    var state = GuessState(questions: [Question(answer: answer, icon: "", title: "", options: options)], settings: settings)
    var removed: [Int] = []
    for _ in removedEachTime {
      let before = state.options.filter { $0.place == .removed }.count
      #expect(state.reduce(.removeRequested, now: 0) == [.saveProgress])
      removed.append(state.options.filter { $0.place == .removed }.count - before)
      let left = state.options.filter(\.isVisible).map(\.text)
      #expect(QuestionRules.missingCharacters(answer: answer, options: left) == [])
    }
    #expect(removed == removedEachTime)
    #expect(state.score == 100_000 - removedEachTime.count * settings.removeCost)
    #expect(state.reduce(.removeRequested, now: 0) == [])
    #expect(state.notice == .allInAnswer)
    #expect(state.score == 100_000 - removedEachTime.count * settings.removeCost)
    #expect(state.options.filter(\.isVisible).count == QuestionRules.slots(of: answer).count)
  }

  @Test func aRemoveCountsTheCharactersAlreadyInSlots() {
    var state = game()
    _ = state.reduce(.nextRequested, now: 0)
    _ = state.reduce(.optionPicked(0), now: 0)
    // 人 in a slot and 人 on the board are both needed; 大 and 天 are the decoys: one goes.
    _ = state.reduce(.removeRequested, now: 0)
    #expect(state.options.map(\.place).filter { $0 == .removed }.count == 1)
    #expect(state.options[2].place == .board)
  }

  @Test func aRemoveCostsAtLeastAsMuchAsAHintByDefault() {
    let settings = GuessSettings()
    #expect(settings.removeCost >= settings.hintCost)
  }

  @Test func typingFindsALetterOptionInTheOtherCase() {
    var state = GuessState(questions: [Question(answer: "SUN", icon: "", title: "", options: ["N", "U", "S", "ß"])])
    for character in ["s", "u", "n"] { _ = state.reduce(.characterTyped(character), now: 0) }
    #expect(state.filledText == "SUN")
    #expect(state.status == .correct)
    var exact = GuessState(questions: [Question(answer: "aA", icon: "", title: "", options: ["A", "a"])])
    _ = exact.reduce(.characterTyped("a"), now: 0)
    #expect(exact.slots[0].option == 1)
  }

  @Test func zoomTogglesAndCloses() {
    var state = game()
    _ = state.reduce(.zoomToggled, now: 0)
    #expect(state.zoomed)
    _ = state.reduce(.zoomClosed, now: 0)
    #expect(!state.zoomed)
  }

  @Test func nextIsRefusedOnTheLastQuestion() {
    var state = game()
    let answer = state.question.answer
    #expect(state.reduce(.nextRequested, now: 0) == [.saveProgress, .questionEnded(0)])
    #expect(state.records[0].outcome == .skipped)
    // The question skipped is not left a riddle.
    #expect(state.notice == .skippedAnswer(answer))
    #expect(state.reduce(.nextRequested, now: 0) == [])
    #expect(state.notice == .lastQuestion)
    #expect(state.index == 1)
  }

  @Test func theLastRightAnswerFinishesThePackAndRestartStartsAfresh() {
    var state = game()
    _ = state.reduce(.nextRequested, now: 0)
    _ = state.reduce(.characterTyped("人"), now: 0)
    _ = state.reduce(.characterTyped("人"), now: 0)
    #expect(state.reduce(.timePassed(1), now: 1) == [.saveProgress, .finished])
    #expect(state.status == .finished)
    #expect(state.bestScore == 10_100)
    _ = state.reduce(.optionPicked(1), now: 1)
    #expect(state.notice == .finished)
    #expect(state.reduce(.restartRequested, now: 2) == [.saveProgress])
    #expect(state.index == 0 && state.score == 10_000 && state.status == .playing)
    #expect(state.records.allSatisfy { $0.outcome == .unseen })
    #expect(state.bestScore == 10_100)
  }

  @Test func packSettingsChangeTheRules() {
    var settings = GuessSettings()
    settings.startScore = 50
    settings.reward = 7
    settings.hintCost = 10
    settings.nextDelay = 2
    var state = game(settings: settings)
    _ = state.reduce(.hintRequested, now: 0)
    _ = state.reduce(.characterTyped("阳"), now: 0)
    #expect(state.score == 47)
    #expect(state.advanceAt == 2)
  }
}

struct UnplayableQuestionTests {
  @Test func aQuestionItsOptionsCannotAnswerSaysSoWhenShown() {
    let questions = [Question(answer: "猫咪", icon: "cat", title: "", options: ["猫", "狗"])]
    let state = GuessState(questions: questions)
    #expect(state.notice == .unanswerable)
  }
}
