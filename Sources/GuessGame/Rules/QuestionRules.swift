/// The checks a question must pass to be playable, shared by lint and the game.
public enum QuestionRules {
  /// The answer's slots: one per grapheme cluster.
  public static func slots(of answer: String) -> [String] {
    answer.map(String.init)
  }

  /// Answer characters that the options cannot supply, counting repeats, in answer order.
  /// Each slot takes the first unused option showing it; a question has a few slots and some
  /// twenty options, so a scan beats hashing (which normalises every string first).
  public static func missingCharacters(answer: String, options: [String]) -> [String] {
    var used = [Bool](repeating: false, count: options.count)
    var missing: [String] = []
    for slot in slots(of: answer) {
      if let i = options.indices.first(where: { !used[$0] && options[$0] == slot }) {
        used[i] = true
      } else {
        missing.append(slot)
      }
    }
    return missing
  }
}
