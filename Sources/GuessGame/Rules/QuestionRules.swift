/// The checks a question must pass to be playable, shared by lint and the game.
public enum QuestionRules {
  /// The answer's slots: one per grapheme cluster.
  public static func slots(of answer: String) -> [String] {
    answer.map(String.init)
  }

  /// Answer characters that the options cannot supply, counting repeats, in answer order.
  public static func missingCharacters(answer: String, options: [String]) -> [String] {
    var available: [String: Int] = [:]
    for option in options { available[option, default: 0] += 1 }
    var missing: [String] = []
    for slot in slots(of: answer) {
      if let count = available[slot], count > 0 {
        available[slot] = count - 1
      } else {
        missing.append(slot)
      }
    }
    return missing
  }
}
