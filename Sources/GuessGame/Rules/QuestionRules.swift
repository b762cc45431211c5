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
    var scalars: [UInt32] = []
    optionScalars(options, into: &scalars)
    return missingCharacters(answer: answer, options: options, scalars: &scalars)
  }

  /// Each option's plain scalar (`plainScalar`) or `other`, in `scalars`, which is made as
  /// long as `options` when it is not: lint asks this of 100,000 questions, and each part of
  /// it reuses one array, written in place (appending cost more than the look at the option).
  static func optionScalars(_ options: [String], into scalars: inout [UInt32]) {
    if scalars.count != options.count { scalars = [UInt32](repeating: other, count: options.count) }
    for i in options.indices { scalars[i] = plainScalar(options[i]) ?? other }
  }

  /// `missingCharacters`, given the options' scalars (`optionScalars`), which it uses up.
  static func missingCharacters(answer: String, options: [String], scalars: inout [UInt32]) -> [String] {
    if !scalars.contains(other), let missing = plainMissing(answer, &scalars) {
      return missing
    }
    var missing: [String] = []
    for character in answer {
      let plain = character.unicodeScalars.count == 1 ? plainScalar(character.unicodeScalars.first!.value) : nil
      if let plain, let i = scalars.firstIndex(of: plain) {
        scalars[i] = used
        continue
      }
      // A plain character can still equal an option spelt otherwise (K and the Kelvin sign);
      // any other character may equal any option (豈 U+F900 and U+8C48).
      let slot = String(character)
      if let i = options.indices.first(where: { (plain == nil ? scalars[$0] != used : scalars[$0] == other) && options[$0] == slot }) {
        scalars[i] = used
      } else {
        missing.append(slot)
      }
    }
    return missing
  }

  /// `missingCharacters` when every answer character is one plain scalar (told from its
  /// scalars, with no grapheme breaking) and so is every option; nil when the answer is not so
  /// plain.
  private static func plainMissing(_ answer: String, _ scalars: inout [UInt32]) -> [String]? {
    // Printable ASCII, kana and ideographs, without U+3099 and U+309A (they join the
    // character before them, so a scalar would not be a character).
    let plain = TextScalars.allSatisfy(answer) { v in
      (v >= 0x20 && v < 0x7F) || (v >= 0x80 && plainScalar(v) != nil && v != 0x3099 && v != 0x309A)
    }
    guard plain else { return nil }
    var missing: [String] = []
    _ = TextScalars.allSatisfy(answer) { v in
      if let found = scalars.firstIndex(of: v) {
        scalars[found] = used
      } else {
        missing.append(Unicode.Scalar(v).map { String(Character($0)) } ?? "\u{FFFD}")
      }
      return true
    }
    return missing
  }

  /// An option that is not one plain scalar: compared as a string.
  static let other = UInt32.max
  private static let used = UInt32.max - 1

  /// The scalar of a one-scalar text that no other text is canonically equivalent to: ASCII,
  /// kana and CJK ideographs alone have one spelling each, so two such texts are `==` exactly
  /// when their scalars are equal.
  @inline(__always)
  static func plainScalar(_ text: String) -> UInt32? {
    TextScalars.singleValue(text).flatMap(plainScalar)
  }

  @inline(__always)
  private static func plainScalar(_ value: UInt32) -> UInt32? {
    value < 0x80 || (0x3040...0x30FF).contains(value) || (0x4E00...0x9FFF).contains(value) ? value : nil
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
