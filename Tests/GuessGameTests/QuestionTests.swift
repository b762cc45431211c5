import Foundation
import GameCore
import Testing
import TestSupport
@testable import GuessGame
import PlistKit
import TerminalKit

struct QuestionTests {
  @Test func readsTheClassicShape() throws {
    let value: PlistValue = .dictionary(PlistDictionary([
      ("answer", .string("越光宝盒")), ("icon", .string("movie")), ("title", .string("clue")),
      ("options", .array(["越", "光", "宝", "盒"].map(PlistValue.string))),
    ]))
    #expect(try Question(plist: value) == Question(answer: "越光宝盒", icon: "movie", title: "clue", options: ["越", "光", "宝", "盒"]))
  }

  @Test func theTitleIsOptional() throws {
    let value: PlistValue = .dictionary(PlistDictionary([("answer", .string("a")), ("icon", .string("i")), ("options", .array([.string("a")]))]))
    #expect(try Question(plist: value).title == "")
  }

  @Test("answers are built from options counting repeats", arguments: [
    ("人人", ["人", "大"], ["人"]),
    ("人人", ["人", "人"], []),
    ("café", ["c", "a", "f", "é"], []),
    ("e\u{301}", ["e"], ["e\u{301}"]),
    ("🍎🍎", ["🍎"], ["🍎"]),
    // Characters told by their scalar still meet their other spellings.
    ("K", ["\u{212A}"], []),
    ("\u{212A}", ["K"], []),
    ("\u{F900}", ["\u{8C48}"], []),
    ("\u{8C48}\u{8C48}", ["\u{F900}", "\u{8C48}"], []),
    ("\u{8C48}\u{8C48}", ["\u{F900}"], ["\u{8C48}"]),
    ("が", ["か\u{3099}"], []),
    ("か\u{3099}", ["が"], []),
  ])
  func missing(answer: String, options: [String], expected: [String]) {
    #expect(QuestionRules.missingCharacters(answer: answer, options: options) == expected)
  }

  @Test func missingCharactersAgreeWithStringComparison() {
    // The plain reading: each slot takes the first unused option that is `==` to it.
    func reference(_ answer: String, _ options: [String]) -> [String] {
      var left = options.map(Optional.some)
      var missing: [String] = []
      for character in answer.map(String.init) {
        if let i = left.firstIndex(where: { $0 == character }) { left[i] = nil } else { missing.append(character) }
      }
      return missing
    }
    let alphabet = ["a", "K", "\u{212A}", "e", "\u{301}", "é", "人", "\u{F900}", "\u{8C48}", "か", "\u{3099}", "が", "🍎", "\r", "\n", " "]
    var rng = SplitMix64(seed: 7)
    for _ in 0..<2_000 {
      let answer = (0..<Int.random(in: 1...5, using: &rng)).map { _ in alphabet.randomElement(using: &rng)! }.joined()
      let options = (0..<Int.random(in: 0...8, using: &rng)).map { _ in
        (0..<Int.random(in: 1...2, using: &rng)).map { _ in alphabet.randomElement(using: &rng)! }.joined()
      }
      #expect(QuestionRules.missingCharacters(answer: answer, options: options) == reference(answer, options), "\(answer.unicodeScalars.map(\.value)) \(options)")
    }
  }

  @Test func slotsAreGraphemeClusters() {
    #expect(QuestionRules.slots(of: "e\u{301}🇨🇳猫") == ["e\u{301}", "🇨🇳", "猫"])
  }

  @Test("settings refuse values that cannot play", arguments: [
    ("columns", PlistValue.integer(0), "columns: must be from 1 to 20, found 0"),
    ("hintCost", .integer(-1), "hintCost: must be from 0 to 1000000000, found -1"),
    ("startScore", .integer(Int64.max), "startScore: must be from 0 to 1000000000, found 9223372036854775807"),
    ("nextDelay", .real(60), "nextDelay: must be from 0 to 10 seconds, found 60.0"),
    ("reward", .string("lots"), "reward: expected an integer, found a string (\"lots\")"),
  ])
  func badSetting(key: String, value: PlistValue, message: String) {
    do {
      _ = try GuessSettings(plist: .dictionary(PlistDictionary([(key, value)])))
      Issue.record("expected a refusal")
    } catch {
      #expect("\(error.path): \(error.reason)" == message)
    }
  }

  @Test func settingsDefaultToTheClassicRules() throws {
    let settings = try GuessSettings(plist: .dictionary(PlistDictionary()))
    #expect(settings == GuessSettings())
    #expect([settings.startScore, settings.hintCost, settings.reward, settings.columns] == [10_000, 1_000, 100, 7] as [Int])
    #expect(settings.nextDelay == 0.5)
  }
}
