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
  ])
  func missing(answer: String, options: [String], expected: [String]) {
    #expect(QuestionRules.missingCharacters(answer: answer, options: options) == expected)
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
