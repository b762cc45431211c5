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
    // Characters of one scalar spelt one way only (ASCII, kana, CJK) are the same exactly when
    // their scalars are: compared as numbers, not as strings.
    let optionScalars = options.map(plainScalar)
    for character in answer {
      let slot = String(character)
      let slotScalar = plainScalar(slot)
      if let i = options.indices.first(where: { i in
        guard !used[i] else { return false }
        if let a = slotScalar, let b = optionScalars[i] { return a == b }
        return options[i] == slot
      }) {
        used[i] = true
      } else {
        missing.append(slot)
      }
    }
    return missing
  }

  /// Whether two texts are the same character, as `==` tells (canonical equivalence), told
  /// from their bytes where that is the same answer: equal bytes are equal, and texts of
  /// ASCII, kana and CJK ideographs alone have one spelling each.
  /// The scalar of a one-scalar text that no other text is canonically equivalent to.
  @inline(__always)
  private static func plainScalar(_ text: String) -> UInt32? {
    var scalars = text.unicodeScalars.makeIterator()
    guard let first = scalars.next(), scalars.next() == nil else { return nil }
    let v = first.value
    return v < 0x80 || (0x3040...0x30FF).contains(v) || (0x4E00...0x9FFF).contains(v) ? v : nil
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
