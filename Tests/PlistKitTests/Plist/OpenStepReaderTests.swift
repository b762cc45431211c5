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
        { answer = "越光宝盒"; icon = movie_ygbh; title = "恶搞风格的喜剧大片"; options = ("越", "光", "宝", "盒", "人",); },
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

  /// What CoreFoundation reads as OpenStep text, Foundation (CoreFoundation's reader) read
  /// alongside: a word alone is a string, as is a number JSON does not write; white space alone
  /// is an empty dictionary.
  @Test("files CoreFoundation reads as OpenStep text", arguments: [
    ("Hello", PlistValue.string("Hello")),
    ("\u{FEFF}Hello\n", .string("Hello")),
    ("  -Inf  ", .string("-Inf")),
    ("1.2.3", .string("1.2.3")),
    ("$path/to:file.txt", .string("$path/to:file.txt")),
    (" \n\t ", .dictionary(PlistDictionary())),
  ])
  func asCoreFoundationReads(text: String, expected: PlistValue) throws {
    #expect(try read(text) == expected)
    #expect(try FoundationBridge.foundationRead(Array(text.utf8)) == expected)
  }

  @Test("escapes as CoreFoundation reads them", arguments: [
    (#""\Ue9 \U4e2d!""#, "é 中!"),
    (#""\U12345""#, "\u{1234}5"),
    (#""\UD83D\UDE00""#, "😀"),
    (#""\UD83Dx \UDE00 \UD83D\U0041""#, "\u{FFFD}x \u{FFFD} \u{FFFD}A"),
    (#""\u00AC""#, "u00AC"),
    (#""\310\200\241""#, "\u{A8}\u{A0}\u{A1}"),
    (#""x\3777\376""#, "x\u{0}7\u{0}"),
    (#""\q\'\8""#, "q'8"),
  ])
  func escape(text: String, expected: String) throws {
    // In a list: a file of one quoted string with only JSON's escapes is JSON.
    #expect(try read("( \(text) )") == .array([.string(expected)]))
  }

  @Test func aUnicodeEscapeWithoutDigitsSaysWhere() {
    #expect(throws: PlistError("'\\U' must be followed by one to four hex digits", at: .line(1, column: 5))) {
      try read(#"( "a\Uzz" )"#)
    }
  }

  /// Every octal escape and a spread of `\U` ones, read by Foundation as the reference.
  @Test func everyOctalEscapeReadsAsFoundationReadsIt() throws {
    var escapes = (0..<256).map { "\\" + String($0, radix: 8) + "x" }
    escapes += ["\\U41", "\\U00e9", "\\UD83D\\UDE00", "\\UD83D", "\\UDE00x", "\\UFFFE", "\\U12345"]
    for escape in escapes {
      let bytes = Array("{ a = \"\(escape)\"; }".utf8)
      let expected = try FoundationBridge.foundationRead(bytes)
      #expect(try PlistReader.read(bytes) == expected, "\(escape)")
    }
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
    // Octal escapes name NeXTSTEP characters; \376 and \377 name none and read as U+0000.
    ("\"e\" = \"caf\\335\"; \"x\" = \"\\377\";", [("e", "caf\u{E9}"), ("x", "\u{0}")]),
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

/// Text with a UTF-32 byte order mark, either order, reads as its UTF-8 would.
struct UTF32TextTests {
  static func utf32(_ text: String, bigEndian: Bool) -> [UInt8] {
    ("\u{FEFF}" + text).unicodeScalars.flatMap { scalar -> [UInt8] in
      let v = scalar.value
      let bytes = [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)]
      return bigEndian ? bytes : bytes.reversed()
    }
  }

  @Test("UTF-32 in either byte order", arguments: [false, true])
  func readsAsUTF8(bigEndian: Bool) throws {
    let xml = MalformedInputTests.header + "<dict><key>猫</key><string>🐱 cat</string></dict></plist>"
    let expected = PlistValue.dictionary(PlistDictionary([("猫", .string("🐱 cat"))]))
    #expect(try PlistReader.read(Self.utf32(xml, bigEndian: bigEndian)) == expected)
    #expect(try PlistReader.read(Self.utf32("{ \"猫\" = \"🐱 cat\"; }", bigEndian: bigEndian)) == expected)
  }

  @Test func aUTF32FileCutShortSaysSo() {
    let bytes = Array(Self.utf32("( a )", bigEndian: true).dropLast())
    #expect(throws: PlistError("the UTF-32 text has a number of bytes that is not a multiple of 4")) { try PlistReader.read(bytes) }
  }
}
