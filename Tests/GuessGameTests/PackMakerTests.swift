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
