import GameCore
import PlistKit
import TerminalKit

/// The rules of 超级猜图 as one function over values: `state.reduce(action, now:)`.
extension GuessState {
  public mutating func reduce(_ action: GuessAction, now: Double) -> [GuessEffect] {
    if case .timePassed(let time) = action { return advance(to: time) }
    let askedToGiveUp = notice == .giveUpAsk
    notice = nil
    switch action {
    case .optionPicked(let i): return pick(i, now: now)
    case .characterTyped(let text):
      guard let i = option(typed: text) else {
        return refuse(canPlay ? .noOptionShows(text) : nil)
      }
      return pick(i, now: now)
    case .slotCleared(let i): return clear(slot: i)
    case .lastSlotCleared:
      guard let i = slots.lastIndex(where: { !$0.isEmpty && !$0.revealed }) else { return refuse(.noSlotToEmpty) }
      return clear(slot: i)
    case .hintRequested: return hint(now: now)
    case .removeRequested: return removeOptions()
    case .zoomToggled:
      overlay = overlay == .zoom ? nil : .zoom
      return []
    case .zoomClosed:
      overlay = nil
      return []
    case .nextRequested:
      guard status != .finished else { return refuse(daily == nil ? .finishedPlayAgain : .finished) }
      // The question of the day is given up only when asked twice in a row: one stray key does
      // not end the day.
      if daily != nil, isLastQuestion, status != .correct, !askedToGiveUp {
        notice = .giveUpAsk
        return []
      }
      let skipped = records[index].outcome != .solved
      if skipped { records[index].outcome = .skipped }
      let ended: [GuessEffect] = skipped ? [.questionEnded(index)] : []
      guard !isLastQuestion else {
        guard daily != nil, status != .correct else { return refuse(status == .correct ? .waitNext : .lastQuestion) }
        // The question of the day given up: it ends there.
        status = .finished
        overlay = nil
        return [.saveProgress] + ended + [.finished]
      }
      let answer = question.answer
      load(question: index + 1)
      // A question skipped is not left a riddle: the next one opens saying its answer.
      if skipped { notice = .skippedAnswer(answer) }
      return [.saveProgress] + ended
    case .restartRequested:
      guard daily == nil else { return refuse(.finished) }
      let best = bestScore
      self = GuessState(questions: questions, settings: settings)
      bestScore = best
      return [.saveProgress]
    case .timePassed:
      return []
    }
  }

  private var canPlay: Bool { status == .playing || status == .wrong }

  private mutating func refuse(_ reason: GuessNotice?) -> [GuessEffect] {
    notice = reason ?? (status == .finished ? .finished : .waitNext)
    return []
  }

  private mutating func pick(_ i: Int, now: Double) -> [GuessEffect] {
    guard options.indices.contains(i) else { return refuse(.noOption(i + 1)) }
    guard canPlay else { return refuse(nil) }
    guard status != .wrong else { return refuse(.wrongEmptyFirst) }
    guard options[i].isVisible else { return refuse(.optionUsed(i + 1)) }
    guard let slot = slots.firstIndex(where: \.isEmpty) else { return refuse(.slotsFull) }
    slots[slot] = AnswerSlot(text: options[i].text, option: i, revealed: false)
    options[i].place = .used
    return checkIfFull(now: now)
  }

  private mutating func checkIfFull(now: Double) -> [GuessEffect] {
    // Every change of the board is saved: a filled slot is progress too.
    guard slots.allSatisfy({ !$0.isEmpty }) else { return [.saveProgress] }
    guard filledText == question.answer else {
      status = .wrong
      return [.saveProgress]
    }
    status = .correct
    score = min(GuessSettings.largestScore, score + settings.reward)
    records[index].outcome = .solved
    advanceAt = now + settings.nextDelay
    return [.saveProgress, .questionEnded(index)]
  }

  private mutating func clear(slot i: Int) -> [GuessEffect] {
    guard slots.indices.contains(i) else { return refuse(.noSlot(i + 1)) }
    guard canPlay else { return refuse(nil) }
    guard !slots[i].isEmpty else { return refuse(.slotEmpty(i + 1)) }
    guard !slots[i].revealed else { return refuse(.slotRevealed(i + 1)) }
    if let option = slots[i].option { options[option].place = .board }
    slots[i] = .empty
    status = .playing
    return [.saveProgress]
  }

  private mutating func hint(now: Double) -> [GuessEffect] {
    guard canPlay else { return refuse(nil) }
    guard score >= settings.hintCost else {
      return refuse(.hintCost(cost: settings.hintCost, score: score))
    }
    let revealed = slots.prefix { $0.revealed }.count
    guard revealed < slots.count else { return refuse(.allRevealed) }
    score -= settings.hintCost
    records[index].hints += 1
    for i in slots.indices where !slots[i].revealed && !slots[i].isEmpty {
      if let option = slots[i].option { options[option].place = .board }
      slots[i] = .empty
    }
    status = .playing
    let text = answerSlots[revealed]
    let option = options.firstIndex { $0.isVisible && $0.text == text }
    if let option { options[option].place = .used }
    slots[revealed] = AnswerSlot(text: text, option: option, revealed: true)
    return checkIfFull(now: now)
  }

  /// The remove hint takes off at most half of the decoys left (at least one), so that it never
  /// gives the answer away: a 2-character answer among 24 options keeps 13 after one remove.
  /// Which decoys go is drawn from a generator seeded by the question and the hints taken, so
  /// the rules stay a function of the state.
  private mutating func removeOptions() -> [GuessEffect] {
    guard canPlay else { return refuse(nil) }
    let decoys = QuestionRules.decoys(answer: answerSlots, slots: slots, options: options)
    guard !decoys.isEmpty else { return refuse(.allInAnswer) }
    guard score >= settings.removeCost else {
      return refuse(.removeCost(cost: settings.removeCost, score: score))
    }
    score -= settings.removeCost
    records[index].removes += 1
    let helps = records[index].hints + records[index].removes
    var generator = SplitMix64(seed: UInt64(index) &* 0x1_0000 &+ UInt64(helps))
    for i in decoys.shuffled(using: &generator).prefix(max(1, decoys.count / 2)) { options[i].place = .removed }
    return [.saveProgress]
  }

  /// The first option on the board showing `text`; where none does, the first showing it in
  /// the other letter case (an English pack's options are capitals; nobody types with Shift).
  private func option(typed text: String) -> Int? {
    if let i = options.firstIndex(where: { $0.isVisible && $0.text == text }) { return i }
    let folded = text.lowercased()
    guard folded != text.uppercased() else { return nil }
    return options.firstIndex { $0.isVisible && $0.text.lowercased() == folded }
  }

  private mutating func advance(to now: Double) -> [GuessEffect] {
    guard status == .correct, let at = advanceAt, now >= at else { return [] }
    if isLastQuestion {
      status = .finished
      advanceAt = nil
      bestScore = max(bestScore ?? score, score)
      return [.saveProgress, .finished]
    }
    load(question: index + 1)
    return [.saveProgress]
  }
}
