import PlistKit
import TerminalKit

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

  /// The options on the board that the answer can do without: for each character still to
  /// find (slots not revealed), options showing it are kept — those in slots first, then those
  /// on the board — and every other option on the board is a decoy. Board order.
  public static func decoys(answer: [String], slots: [AnswerSlot], options: [OptionTile]) -> [Int] {
    var wanted: [String: Int] = [:]
    for (i, character) in answer.enumerated() where i < slots.count && !slots[i].revealed { wanted[character, default: 0] += 1 }
    for slot in slots where !slot.revealed {
      if let text = slot.text, let left = wanted[text], left > 0 { wanted[text] = left - 1 }
    }
    var decoys: [Int] = []
    for (i, option) in options.enumerated() where option.place == .board {
      if let left = wanted[option.text], left > 0 {
        wanted[option.text] = left - 1
      } else {
        decoys.append(i)
      }
    }
    return decoys
  }
}
