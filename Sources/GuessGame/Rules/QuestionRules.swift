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
    withOptionScalars(options) { missingCharacters(answer: answer, options: options, scalars: $0) }
  }

  /// `body` given each option's plain scalar (`plainScalar`) or `other`, kept on the stack:
  /// lint asks this of 100,000 questions on every core, and an array a question is a heap
  /// allocation and a type look-up each.
  static func withOptionScalars<Result>(_ options: [String], _ body: (UnsafeMutableBufferPointer<UInt32>) -> Result) -> Result {
    withUnsafeTemporaryAllocation(of: UInt32.self, capacity: options.count) { scalars in
      for i in options.indices { scalars[i] = plainScalar(options[i]) ?? other }
      return body(scalars)
    }
  }

  /// `missingCharacters`, given the options' scalars (`withOptionScalars`), which it uses up.
  static func missingCharacters(answer: String, options: [String], scalars: UnsafeMutableBufferPointer<UInt32>) -> [String] {
    if !scalars.contains(other), let missing = answer.utf8.withContiguousStorageIfAvailable({ plainMissing($0, scalars) }) ?? nil {
      return missing
    }
    var missing: [String] = []
    for character in answer {
      let plain = character.unicodeScalars.count == 1 ? plainScalar(character.unicodeScalars.first!) : nil
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

  /// `missingCharacters` when every answer character is one plain scalar (told from the bytes,
  /// with no grapheme breaking) and so is every option; nil when the answer is not so plain.
  private static func plainMissing(_ bytes: UnsafeBufferPointer<UInt8>, _ scalars: UnsafeMutableBufferPointer<UInt32>) -> [String]? {
    // Printable ASCII and three-byte kana and ideographs, without U+3099 and U+309A (they join
    // the character before them, so a scalar would not be a character).
    var i = 0
    while i < bytes.count {
      if bytes[i] >= 0x20 && bytes[i] < 0x7F {
        i += 1
        continue
      }
      guard bytes[i] >= 0xE3, bytes[i] <= 0xE9, i + 2 < bytes.count,
            let scalar = plainScalar(Unicode.Scalar(threeByte(bytes, at: i))!), scalar != 0x3099, scalar != 0x309A else { return nil }
      i += 3
    }
    var missing: [String] = []
    i = 0
    while i < bytes.count {
      let scalar = bytes[i] < 0x80 ? UInt32(bytes[i]) : threeByte(bytes, at: i)
      i += bytes[i] < 0x80 ? 1 : 3
      if let found = scalars.firstIndex(of: scalar) {
        scalars[found] = used
      } else {
        missing.append(String(Unicode.Scalar(scalar)!))
      }
    }
    return missing
  }

  @inline(__always)
  private static func threeByte(_ bytes: UnsafeBufferPointer<UInt8>, at i: Int) -> UInt32 {
    UInt32(bytes[i] & 0x0F) << 12 | UInt32(bytes[i + 1] & 0x3F) << 6 | UInt32(bytes[i + 2] & 0x3F)
  }

  /// An option that is not one plain scalar: compared as a string.
  static let other = UInt32.max
  private static let used = UInt32.max - 1

  /// The scalar of a one-scalar text that no other text is canonically equivalent to: ASCII,
  /// kana and CJK ideographs alone have one spelling each, so two such texts are `==` exactly
  /// when their scalars are equal. Told from the UTF-8 bytes (a valid one-byte or three-byte
  /// text is one scalar).
  @inline(__always)
  static func plainScalar(_ text: String) -> UInt32? {
    // The bytes read in place, the text not copied (a copy is a retain and a release, and
    // this runs for two million options).
    text.utf8.withContiguousStorageIfAvailable { bytes -> UInt32? in
      if bytes.count == 1 { return bytes[0] < 0x80 ? UInt32(bytes[0]) : nil }
      guard bytes.count == 3, bytes[0] >= 0xE3, bytes[0] <= 0xE9 else { return nil }
      return plainScalar(Unicode.Scalar(threeByte(bytes, at: 0))!)
    } ?? nil
  }

  @inline(__always)
  private static func plainScalar(_ scalar: Unicode.Scalar) -> UInt32? {
    let v = scalar.value
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
