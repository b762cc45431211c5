import GameCore
import PlistKit
import TerminalKit

/// Saved progress in a guess pack: where the player is, how each question went, and the board
/// of the current question as the rules left it (revealed and filled slots, removed options),
/// so that a hint paid for is still there after a restart.
public struct GuessProgress: PlistModel, Equatable, Sendable {
  public var questionCount: Int
  public var index: Int
  public var score: Int
  public var finished: Bool
  public var bestScore: Int?
  public var records: [QuestionRecord]
  /// The current question's board; nil in saves made before boards were kept.
  public var board: Board?

  /// A question's board: each slot's content and where each option is.
  public struct Board: Equatable, Sendable {
    public var slots: [AnswerSlot]
    public var places: [OptionTile.Place]
  }

  public init(_ state: GuessState) {
    questionCount = state.questions.count
    index = state.index
    score = state.score
    finished = state.status == .finished
    bestScore = state.bestScore
    records = state.records
    board = Board(slots: state.slots, places: state.options.map(\.place))
  }

  public init(from plist: PlistObject) throws(ModelError) {
    questionCount = try plist.required("questionCount")
    index = try plist.required("index")
    score = try plist.required("score")
    finished = try plist.optional("finished", default: false)
    bestScore = try plist.optional("bestScore")
    records = try plist.required("records", as: [SavedRecord].self).map(\.record)
    board = try plist.optional("board", as: SavedBoard.self)?.board
    guard records.count == questionCount, (0..<max(1, questionCount)).contains(index) else {
      throw ModelError(.invalid("the saved question number \(index) does not fit \(questionCount) questions"), at: PlistPath([.key("index")]))
    }
    for (key, value) in [("score", score), ("bestScore", bestScore ?? 0)] where !(0...GuessSettings.largestScore).contains(value) {
      throw ModelError(.invalid("must be from 0 to \(GuessSettings.largestScore), found \(value)"), at: PlistPath([.key(key)]))
    }
  }

  public var plist: PlistValue {
    var dict = PlistDictionary([
      ("questionCount", .integer(Int64(questionCount))), ("index", .integer(Int64(index))),
      ("score", .integer(Int64(score))), ("finished", .bool(finished)),
      ("records", .array(records.map(SavedRecord.plist))),
    ])
    if let bestScore { dict["bestScore"] = .integer(Int64(bestScore)) }
    if let board { dict["board"] = SavedBoard.plist(board) }
    return .dictionary(dict)
  }

  /// Whether this save belongs to these questions: the same count, and a board that the
  /// current question can hold (the pack may have been edited since).
  public func fits(_ questions: [Question]) -> Bool {
    guard questionCount == questions.count, questions.indices.contains(index) else { return false }
    guard let board else { return true }
    return board.fits(questions[index])
  }

  /// Puts the player back where the save says, with the board as it was left.
  public func restore(into state: inout GuessState) {
    state.load(question: index)
    state.score = score
    state.records = records
    state.bestScore = bestScore
    if let board, board.fits(state.question) {
      state.slots = board.slots
      for (i, place) in board.places.enumerated() { state.options[i].place = place }
      state.settleRestoredBoard()
    }
    if finished { state.status = .finished }
  }
}

extension GuessProgress.Board {
  /// The board makes sense for `question`: as many slots and options, each filled slot holding
  /// an option that shows its text (each option in one slot at most), revealed slots holding
  /// the answer's own character.
  func fits(_ question: Question) -> Bool {
    let answer = QuestionRules.slots(of: question.answer)
    guard slots.count == answer.count, places.count == question.options.count else { return false }
    var holders = [Int](repeating: 0, count: places.count)
    for (i, slot) in slots.enumerated() {
      guard let text = slot.text else {
        if slot.option != nil || slot.revealed { return false }
        continue
      }
      if slot.revealed, text != answer[i] { return false }
      guard let option = slot.option else {
        if !slot.revealed { return false }
        continue
      }
      guard places.indices.contains(option), places[option] == .used, question.options[option] == text else { return false }
      holders[option] += 1
    }
    return zip(places, holders).allSatisfy { place, count in place == .used ? count == 1 : count == 0 }
  }
}

private struct SavedRecord: PlistModel {
  let record: QuestionRecord

  init(from plist: PlistObject) throws(ModelError) {
    let outcome: String = try plist.required("outcome")
    guard let parsed = QuestionRecord.Outcome(rawValue: outcome) else {
      throw ModelError(.invalid("unknown outcome \"\(outcome)\""), at: PlistPath([.key("outcome")]))
    }
    record = QuestionRecord(outcome: parsed, hints: try plist.savedCount("hints"), removes: try plist.savedCount("removes"))
  }

  static func plist(_ record: QuestionRecord) -> PlistValue {
    var entries: [(String, PlistValue)] = [("outcome", .string(record.outcome.rawValue)), ("hints", .integer(Int64(record.hints)))]
    if record.removes > 0 { entries.append(("removes", .integer(Int64(record.removes)))) }
    return .dictionary(PlistDictionary(entries))
  }
}

/// `board = {slots = ({text = 太; option = 3; revealed = 1}, {}); options = (board, used, removed)}`.
private struct SavedBoard: PlistModel {
  let board: GuessProgress.Board

  init(from plist: PlistObject) throws(ModelError) {
    let slots = try plist.required("slots", as: [SavedSlot].self).map(\.slot)
    let names: [String] = try plist.required("options")
    var places: [OptionTile.Place] = []
    for (i, name) in names.enumerated() {
      guard let place = Self.places[name] else {
        throw ModelError(.invalid("unknown option place \"\(name)\" (board, used or removed)"), at: PlistPath([.key("options"), .index(i)]))
      }
      places.append(place)
    }
    board = GuessProgress.Board(slots: slots, places: places)
  }

  static let places: [String: OptionTile.Place] = ["board": .board, "used": .used, "removed": .removed]

  static func plist(_ board: GuessProgress.Board) -> PlistValue {
    let names = board.places.map { place in places.first { $0.value == place }?.key ?? "board" }
    return .dictionary(PlistDictionary([
      ("slots", .array(board.slots.map(SavedSlot.plist))),
      ("options", .array(names.map(PlistValue.string))),
    ]))
  }
}

private struct SavedSlot: PlistModel {
  let slot: AnswerSlot

  init(from plist: PlistObject) throws(ModelError) {
    let option: Int? = try plist.optional("option")
    slot = AnswerSlot(text: try plist.optional("text"), option: option, revealed: try plist.optional("revealed", default: false))
  }

  static func plist(_ slot: AnswerSlot) -> PlistValue {
    var entries: [(String, PlistValue)] = []
    if let text = slot.text { entries.append(("text", .string(text))) }
    if let option = slot.option { entries.append(("option", .integer(Int64(option)))) }
    if slot.revealed { entries.append(("revealed", .bool(true))) }
    return .dictionary(PlistDictionary(entries))
  }
}
