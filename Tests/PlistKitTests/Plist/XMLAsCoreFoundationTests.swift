import Foundation
import Testing
import TestSupport
@testable import PlistKit

/// XML read as CoreFoundation reads it, where a strict reader and CF part ways: white space
/// inside tags, a sign apart from its digits; and refused as CF refuses it: hexadecimal or
/// trailing white space in a real, an internal DTD subset, an encoding not read.
struct XMLAsCoreFoundationTests {
  static let header = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n"

  static func read(_ body: String, header: String = header) throws(PlistError) -> PlistValue {
    try PlistReader.read(Array((header + body).utf8))
  }

  @Test("read as CoreFoundation reads it, Foundation alongside", arguments: [
    ("<dict><key >a</key><string>x</string></dict></plist>", PlistValue.dictionary(PlistDictionary([("a", .string("x"))]))),
    ("<dict>\n<key>a</key >\n<string>x</string\t>\n</dict >\n</plist >", .dictionary(PlistDictionary([("a", .string("x"))]))),
    ("<dict><key />  <string>x</string></dict></plist>", .dictionary(PlistDictionary([("", .string("x"))]))),
    ("<array><integer> +\t42</integer><integer>- 7</integer></array></plist>", .array([.integer(42), .integer(-7)])),
    ("<array><real> 1.5</real><true /></array ></plist>", .array([.real(1.5), .bool(true)])),
  ])
  func read(body: String, expected: PlistValue) throws {
    #expect(try Self.read(body) == expected)
    #expect(try FoundationBridge.foundationRead(Array((Self.header + body).utf8)) == expected)
  }

  @Test("refused, with where and why", arguments: [
    ("<real>0x10</real></plist>", "line 3:1: '0x10' is not a real number"),
    ("<real>1.5 </real></plist>", "line 3:1: '1.5 ' is not a real number"),
    ("<date>2026-02-30T00:00:00Z</date></plist>", "line 3:1: '2026-02-30T00:00:00Z' is not a date: 2026-02 has no day 30"),
    ("<date>2025-02-29T00:00:00Z</date></plist>", "line 3:1: '2025-02-29T00:00:00Z' is not a date: 2025-02 has no day 29"),
    ("<array><string>a</string x></array></plist>", "line 3:17: expected </string>, found '</string x>'"),
  ])
  func refused(body: String, message: String) {
    #expect(throws: PlistError.self) { try Self.read(body) }
    do throws(PlistError) {
      _ = try Self.read(body)
    } catch {
      #expect(error.description == message)
    }
  }

  @Test func aLeapDayAndYearZeroAreDates() throws {
    #expect(try Self.read("<date>2024-02-29T00:00:00Z</date></plist>") == .date(Date(timeIntervalSince1970: 1_709_164_800)))
    #expect(throws: Never.self) { try Self.read("<date>0000-02-29T00:00:00Z</date></plist>") }
  }

  @Test func anInternalDTDSubsetIsRefused() {
    let header = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!DOCTYPE plist [ <!ENTITY x \"y\"> ]>\n<plist version=\"1.0\">\n"
    #expect(throws: PlistError("the DOCTYPE holds an internal subset ('[…]'), which a plist does not have: remove it",
                               at: .line(2, column: 17))) {
      try Self.read("<string>x</string></plist>", header: header)
    }
  }

  @Test func anEncodingNotReadIsRefusedByName() {
    let header = "<?xml version=\"1.0\" encoding=\"KOI8-R\"?>\n<plist version=\"1.0\">\n"
    #expect(throws: PlistError("the XML declaration names the encoding \"KOI8-R\", which is not read here (UTF-8, UTF-16, UTF-32 and "
                                 + "ISO-8859-1 are): save the file as UTF-8", at: .line(1, column: 21))) {
      try Self.read("<string>x</string></plist>", header: header)
    }
  }

  @Test func latin1IsReadAsItsCharacters() throws {
    let bytes = Array("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>\n<plist version=\"1.0\"><string>caf".utf8) + [0xE9]
      + Array("</string></plist>".utf8)
    #expect(try PlistReader.read(bytes) == .string("café"))
    // Through the model readers, which read an array's elements in parts.
    let array = Array("<?xml version=\"1.0\" encoding=\"latin1\"?>\n<plist version=\"1.0\"><array><string>na".utf8) + [0xEF]
      + Array("ve</string><string>".utf8) + [0xE0] + Array("</string></array></plist>".utf8)
    #expect(try PlistDecoder().decode([String].self, from: array) == ["naïve", "à"])
    // The fuzz targets' reading in parts leaves it to the reading in order, which converts it.
    #expect(PlistReader.textValueInParts(array, parts: 3) == nil)
  }
}
