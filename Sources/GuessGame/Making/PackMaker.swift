#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import PlistKit
import TerminalKit

/// `arcade make-pack`'s rules: a question from each picture — its answer from the file's name
/// or from a sidecar, its options the answer's characters and decoys, shuffled from a seed so
/// the same pictures and seed make the same pack. No files here: the command reads the folder
/// and writes the pack.
public struct PackMaker: Sendable {
  /// What the sidecar (`answers.txt` or `pictures.plist`) says of a picture.
  public struct Entry: Equatable, Sendable {
    public var answer: String?
    public var title: String?

    public init(answer: String? = nil, title: String? = nil) {
      self.answer = answer
      self.title = title
    }
  }

  public enum Language: String, Sendable, CaseIterable {
    case zh, en
  }

  public var language: Language
  public var options: Int
  public var seed: UInt64

  public init(language: Language, options: Int = 21, seed: UInt64 = 1) {
    self.language = language
    self.options = options
    self.seed = seed
  }

  /// The fewest and most options a question may have (the screen shows up to 24 keys).
  public static let optionRange = 4...24
  /// The longest answer, in characters.
  public static let longestAnswer = 12
  public static let pictureExtensions = ["png", "jpg", "jpeg", "ppm", "pgm"]

  /// `太阳.png` → 太阳; `golden_gate.jpg` → GOLDENGATE (a slot a letter: words are joined, and
  /// Latin letters are capitals, as the classic packs write them).
  public func answer(fromFileName name: String) -> String {
    var stem = name
    if let dot = stem.lastIndex(of: ".") { stem = String(stem[..<dot]) }
    let joined = stem.filter { !$0.isWhitespace && $0 != "_" && $0 != "-" }
    return joined.unicodeScalars.allSatisfy(\.isASCII) ? joined.uppercased() : joined
  }

  /// Why a text cannot be an answer, or nil.
  public func refusal(ofAnswer answer: String) -> String? {
    if answer.isEmpty { return "the answer is empty" }
    if answer.count > Self.longestAnswer { return "the answer has \(answer.count) characters; at most \(Self.longestAnswer) fit the slots" }
    if answer.count > options { return "the answer has \(answer.count) characters but a question has \(options) options (--options)" }
    if let hidden = TextCleaner.hiddenCharacters(in: answer).first {
      return "the answer holds a character that does not show (\(TextCleaner.codes([hidden])))"
    }
    if let space = answer.first(where: { $0.isWhitespace }) { return "the answer holds a space (\(TextCleaner.visible(String(space)))): a slot is a letter" }
    return nil
  }

  /// The options of a question: the answer's characters, then decoys — characters of the
  /// other answers first (they look like answers), then the language's own: common Chinese
  /// characters (`commonHanzi`) for a Chinese answer, letters drawn by their frequency in
  /// English for a Latin one — shuffled. No decoy is a character of the answer, so each of
  /// its characters shows exactly as often as the answer needs it and a repeated one gives
  /// nothing away. `number` is the question's place, so each has its own shuffle from the seed.
  public func options(for answer: String, others: [String], number: Int) -> [String] {
    var generator = SplitMix64(seed: seed &+ UInt64(truncatingIfNeeded: number) &* 0x9E37_79B9_7F4A_7C15)
    var chosen = answer.map(String.init)
    let answerSet = Set(chosen)
    // Decoys in the answer's own script: Latin letters for a Latin answer, Chinese for Chinese.
    let latin = answer.unicodeScalars.allSatisfy(\.isASCII)
    let sameScript = others.filter { $0.unicodeScalars.allSatisfy(\.isASCII) == latin }
    var pool = Array(Set(sameScript.flatMap { $0.map(String.init) }).subtracting(answerSet)).sorted()
    pool.shuffle(using: &generator)
    let own = latin ? Self.byEnglishFrequency(using: &generator) : Self.commonHanzi.map(String.init).shuffled(using: &generator)
    let extra = own.filter { !answerSet.contains($0) && !pool.contains($0) }
    for decoy in pool + extra where chosen.count < options { chosen.append(decoy) }
    chosen.shuffle(using: &generator)
    return chosen
  }

  /// Letters of English text by how often they occur, per ten thousand letters (the usual
  /// table from large corpora: E 12.7%, T 9.1%, … Z 0.07%).
  static let englishFrequency: [(Character, Int)] = [
    ("E", 1270), ("T", 906), ("A", 817), ("O", 751), ("I", 697), ("N", 675), ("S", 633), ("H", 609), ("R", 599),
    ("D", 425), ("L", 403), ("C", 278), ("U", 276), ("M", 241), ("W", 236), ("F", 223), ("G", 202), ("Y", 197),
    ("P", 193), ("B", 129), ("V", 98), ("K", 77), ("J", 15), ("X", 15), ("Q", 10), ("Z", 7),
  ]

  /// The 26 letters in a random order where a frequent letter tends to come early: each is
  /// given the key u^(1/weight) for a uniform u, and the keys are sorted (Efraimidis–Spirakis).
  static func byEnglishFrequency(using generator: inout SplitMix64) -> [String] {
    let keyed = englishFrequency.map { letter, weight -> (Double, String) in
      let u = Double(generator.next() >> 11 | 1) / Double(1 << 53)
      return (pow(u, 1 / Double(weight)), String(letter))
    }
    return keyed.sorted { $0.0 > $1.0 }.map(\.1)
  }
}
