import GameCore

/// Saved progress in a guess pack: where the player is and how each question went.
public struct GuessProgress: PlistModel, Equatable, Sendable {
  public var questionCount: Int
  public var index: Int
  public var score: Int
  public var finished: Bool
  public var bestScore: Int?
  public var records: [QuestionRecord]

  public init(_ state: GuessState) {
    questionCount = state.questions.count
    index = state.index
    score = state.score
    finished = state.status == .finished
    bestScore = state.bestScore
    records = state.records
  }

  public init(from plist: PlistObject) throws(ModelError) {
    questionCount = try plist.required("questionCount")
    index = try plist.required("index")
    score = try plist.required("score")
    finished = try plist.optional("finished", default: false)
    bestScore = try plist.optional("bestScore")
    records = try plist.required("records", as: [SavedRecord].self).map(\.record)
    guard records.count == questionCount, (0..<max(1, questionCount)).contains(index) else {
      throw ModelError(.invalid("the saved question number \(index + 1) does not fit \(questionCount) questions"), at: PlistPath([.key("index")]))
    }
  }

  public var plist: PlistValue {
    var dict = PlistDictionary([
      ("questionCount", .integer(Int64(questionCount))), ("index", .integer(Int64(index))),
      ("score", .integer(Int64(score))), ("finished", .bool(finished)),
      ("records", .array(records.map { .dictionary(PlistDictionary([("outcome", .string($0.outcome.rawValue)), ("hints", .integer(Int64($0.hints)))])) })),
    ])
    if let bestScore { dict["bestScore"] = .integer(Int64(bestScore)) }
    return .dictionary(dict)
  }

  /// Puts the player back where the save says, on a fresh board.
  public func restore(into state: inout GuessState) {
    state.load(question: index)
    state.score = score
    state.records = records
    state.bestScore = bestScore
    if finished { state.status = .finished }
  }
}

private struct SavedRecord: PlistModel {
  let record: QuestionRecord

  init(from plist: PlistObject) throws(ModelError) {
    let outcome: String = try plist.required("outcome")
    guard let parsed = QuestionRecord.Outcome(rawValue: outcome) else {
      throw ModelError(.invalid("unknown outcome \"\(outcome)\""), at: PlistPath([.key("outcome")]))
    }
    record = QuestionRecord(outcome: parsed, hints: try plist.optional("hints", default: 0))
  }
}
