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

/// `.strings` files, as Foundation and libplist read them: a dictionary's entries without braces,
/// comments and escapes, UTF-8 or UTF-16 with a byte order mark.
struct StringsFileTests {
  @Test("a .strings file is a dictionary", arguments: [
    ("/* Greeting */\n\"hello\" = \"你好\";\n// a line comment\n\"bye\" = \"再见\\n\\\"!\\\"\";\n",
     [("hello", "你好"), ("bye", "再见\n\"!\"")]),
    ("greeting = hello;\n\"only\";\n", [("greeting", "hello"), ("only", "only")]),
    ("\"a\" = \"1\"; \"a\" = \"2\";", [("a", "2")]),
    // Comments alone: a .strings file with no entries yet (Foundation reads it so).
    ("/* Greeting */\n// nothing yet\n", []),
  ] as [(String, [(String, String)])])
  func strings(text: String, entries: [(String, String)]) throws {
    let value = try PlistReader.read(Array(text.utf8))
    #expect(value == .dictionary(PlistDictionary(entries.map { ($0.0, .string($0.1)) })))
  }

  @Test func utf16WithAByteOrderMarkIsRead() throws {
    let text = "\u{FEFF}\"k\" = \"猫\";"
    var bytes: [UInt8] = []
    for unit in text.utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
    #expect(try PlistReader.read(bytes) == .dictionary(PlistDictionary([("k", .string("猫"))])))
  }

  @Test("a broken .strings file says where", arguments: [
    ("\"a\" = \"1\"\n\"b\" = \"2\";", "line 2:1: expected ';' after the value of \"a\", found '\"b\" = \"2\";'"),
    ("\"a\" = ;", "line 1:7: expected a value ('{', '(', '<', a quoted or plain string), found ';'"),
  ])
  func broken(text: String, message: String) {
    #expect(throws: PlistError.self) { try PlistReader.read(Array(text.utf8)) }
    do {
      _ = try PlistReader.read(Array(text.utf8))
    } catch {
      #expect(error.description == message)
    }
  }
}
