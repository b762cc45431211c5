import Testing
@testable import GuessGame

struct PackMakerTests {
  static let maker = PackMaker(language: .en, options: 12, seed: 7)

  @Test("an answer from a file's name", arguments: [
    ("太阳.png", "太阳"), ("golden_gate.jpg", "GOLDENGATE"), ("Big Ben.jpeg", "BIGBEN"), ("eiffel-tower.PNG", "EIFFELTOWER"),
    ("moon.ppm", "MOON"), ("长城 2.png", "长城2"), ("noextension", "NOEXTENSION"),
  ])
  func answer(file: String, answer: String) {
    #expect(Self.maker.answer(fromFileName: file) == answer)
  }

  @Test("what cannot be an answer, in words", arguments: [
    ("", "the answer is empty"),
    ("ABCDEFGHIJKLM", "the answer has 13 characters; at most 12 fit the slots"),
    ("A\u{200B}B", "the answer holds a character that does not show (U+200B)"),
    ("A B", "the answer holds a space ( ): a slot is a letter"),
  ])
  func refusal(answer: String, message: String) {
    #expect(Self.maker.refusal(ofAnswer: answer) == message)
  }

  @Test func anAnswerLongerThanTheOptionsIsRefused() {
    #expect(PackMaker(language: .zh, options: 4, seed: 1).refusal(ofAnswer: "万里长城永") == "the answer has 5 characters but a question has 4 options (--options)")
  }

  @Test("options hold the answer, decoys of its script, and are the seed's", arguments: ["MOON", "太阳", "GOLDENGATE"])
  func options(answer: String) {
    let others = ["SUN", "STAR", "长城", "月亮"]
    let options = Self.maker.options(for: answer, others: others, number: 3)
    #expect(options.count == 12)
    var left = options
    for character in answer {
      guard let i = left.firstIndex(of: String(character)) else {
        Issue.record("\(character) is missing from \(options)")
        return
      }
      left.remove(at: i)
    }
    let latin = answer.unicodeScalars.allSatisfy(\.isASCII)
    #expect(left.allSatisfy { $0.unicodeScalars.allSatisfy(\.isASCII) == latin })
    #expect(Self.maker.options(for: answer, others: others, number: 3) == options)
    #expect(PackMaker(language: .en, options: 12, seed: 8).options(for: answer, others: others, number: 3) != options)
    #expect(Self.maker.options(for: answer, others: others, number: 4) != options)
  }

  @Test func chineseDecoysAreOtherAnswersThenCommonCharactersNeverTheAnswers() {
    let maker = PackMaker(language: .zh, options: 21, seed: 5)
    let others = ["长城", "月亮"]
    let common = Set(PackMaker.commonHanzi.map(String.init))
    for number in 0..<50 {
      let options = maker.options(for: "熊猫猫", others: others, number: number)
      #expect(options.count == 21)
      #expect(options.filter { $0 == "猫" }.count == 2 && options.filter { $0 == "熊" }.count == 1)
      let decoys = options.filter { $0 != "猫" && $0 != "熊" }
      // The other answers' four characters come first, then the frequency list's.
      #expect(Set(["长", "城", "月", "亮"]).isSubset(of: Set(decoys)))
      #expect(decoys.allSatisfy { common.contains($0) || "长城月亮".contains($0) })
      #expect(Set(decoys).count == decoys.count)
    }
  }

  @Test func latinDecoysFollowEnglishLetterFrequency() {
    let maker = PackMaker(language: .en, options: 10, seed: 11)
    var counts: [String: Int] = [:]
    for number in 0..<2_000 {
      let options = maker.options(for: "MOON", others: [], number: number)
      #expect(options.count == 10)
      #expect(options.filter { $0 == "O" }.count == 2)
      for decoy in options where !"MON".contains(decoy) { counts[decoy, default: 0] += 1 }
    }
    // Six decoys from 23 letters, drawn by weight: E (12.7%) in most questions (uniform letters would put it in 26%), Z (0.07%) in few.
    #expect(counts["E", default: 0] > 1_200)
    #expect(counts["T", default: 0] > counts["K", default: 0] * 4)
    #expect(counts["Z", default: 0] < 100)
    #expect(counts.keys.allSatisfy { !"MON".contains($0) })
  }

  @Test func theCommonCharactersAreDistinctChineseMostFrequentFirst() throws {
    let characters = PackMaker.commonHanzi
    #expect(characters.count == 495)
    #expect(Set(characters).count == characters.count)
    #expect(characters.allSatisfy { $0.unicodeScalars.count == 1 && (0x4E00...0x9FFF).contains($0.unicodeScalars.first!.value) })
    #expect(Array(characters.prefix(3)) == ["一", "人", "了"])
  }

  @Test("answers.txt, line by line", arguments: [
    ("sun.png = SOL | The star we circle\n# a comment\n\nmoon.png = | Night light", nil as String?),
    ("sun.png SOL", "answers.txt:1: expected FILE = ANSWER | CLUE, found \"sun.png SOL\""),
    ("\nmars.png = MARS", "answers.txt:2: there is no picture \"mars.png\" in the folder"),
    ("sun.png = A\nsun.png = B", "answers.txt:2: \"sun.png\" has a line already"),
  ])
  func answersFile(text: String, problem: String?) throws {
    let result = AnswersFile.parse(text, name: "answers.txt", pictures: ["sun.png", "moon.png"])
    switch result {
    case .success(let entries):
      #expect(problem == nil)
      #expect(entries == ["sun.png": PackMaker.Entry(answer: "SOL", title: "The star we circle"), "moon.png": PackMaker.Entry(answer: nil, title: "Night light")])
    case .failure(let failure):
      #expect(failure.message == problem)
    }
  }
}
