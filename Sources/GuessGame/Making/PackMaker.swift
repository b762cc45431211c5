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
  /// other answers first (they look like answers), then the language's own — shuffled.
  /// `number` is the question's place, so each question has its own shuffle from the seed.
  public func options(for answer: String, others: [String], number: Int) -> [String] {
    var generator = SplitMix64(seed: seed &+ UInt64(truncatingIfNeeded: number) &* 0x9E37_79B9_7F4A_7C15)
    var chosen = answer.map(String.init)
    let answerSet = Set(chosen)
    // Decoys in the answer's own script: Latin letters for a Latin answer, Chinese for Chinese.
    let latin = answer.unicodeScalars.allSatisfy(\.isASCII)
    let sameScript = others.filter { $0.unicodeScalars.allSatisfy(\.isASCII) == latin }
    var pool = Array(Set(sameScript.flatMap { $0.map(String.init) }).subtracting(answerSet)).sorted()
    pool.shuffle(using: &generator)
    var extra = (latin ? Self.latin : Self.common).map(String.init).filter { !answerSet.contains($0) && !pool.contains($0) }
    extra.shuffle(using: &generator)
    for decoy in pool + extra where chosen.count < options { chosen.append(decoy) }
    chosen.shuffle(using: &generator)
    return chosen
  }

  static let latin = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
  /// Characters common enough to be fair decoys in a Chinese pack.
  static let common = "天地人日月山水火木金土风云雨雪花草树鸟鱼马牛羊狗猫龙虎大小多少上下左右东西南北中国家"
    + "春夏秋冬红黄蓝绿白黑心手口目耳足头面门车船书字"
}
