import Foundation
import Testing
@testable import PlistKit

struct OpenStepReaderTests {
  func read(_ text: String) throws -> PlistValue {
    try PlistReader.read(Array(text.utf8))
  }

  @Test func readsTheClassicQuestionShape() throws {
    let value = try read("""
      // a guess pack in the old text form
      (
        { answer = "越光宝盒"; icon = movie_ygbh; title = "恶搞风格的喜剧大片"; options = (越, 光, 宝, 盒, "人",); },
      )
      """)
    let question = try #require(value.arrayValue?.first?.dictionaryValue)
    #expect(question["answer"] == .string("越光宝盒"))
    #expect(question["icon"] == .string("movie_ygbh"))
    #expect(question["options"] == .array(["越", "光", "宝", "盒", "人"].map(PlistValue.string)))
  }

  @Test("escapes and special values", arguments: [
    (#""a\nb\t\"q\" \\ \U00e9 \101""#, PlistValue.string("a\nb\t\"q\" \\ é A")),
    ("'single'", .string("single")),
    ("<0fbd 7A>", .data(Data([0x0F, 0xBD, 0x7A]))),
    ("<>", .data(Data())),
    ("( 12, -3.5 )", .array([.string("12"), .string("-3.5")])),
    ("{}", .dictionary(PlistDictionary())),
    ("()", .array([])),
    ("/* c */ ( a /* in */ , b )", .array([.string("a"), .string("b")])),
    ("{ \"key with space\" = value; }", .dictionary(PlistDictionary([("key with space", .string("value"))]))),
  ])
  func value(text: String, expected: PlistValue) throws {
    #expect(try read(text) == expected)
  }
}
