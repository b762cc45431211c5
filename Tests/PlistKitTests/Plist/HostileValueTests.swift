import Foundation
import Testing
import TestSupport
@testable import PlistKit

/// A binary plist from raw objects: `objects[i]` is object i's bytes; references are 2 bytes,
/// offsets 4, the top object is 0.
func rawBinaryPlist(_ objects: [[UInt8]]) -> [UInt8] {
  var bytes = Array("bplist00".utf8)
  var offsets: [Int] = []
  for object in objects {
    offsets.append(bytes.count)
    bytes += object
  }
  let table = bytes.count
  for offset in offsets { bytes += (0..<4).reversed().map { UInt8((offset >> ($0 * 8)) & 0xFF) } }
  bytes += [0, 0, 0, 0, 0, 0, 4, 2]
  for word in [objects.count, 0, table] { bytes += (0..<8).reversed().map { UInt8((word >> ($0 * 8)) & 0xFF) } }
  return bytes
}

func bigEndian(_ value: UInt64) -> [UInt8] { (0..<8).reversed().map { UInt8((value >> ($0 * 8)) & 0xFF) } }

/// An array (object 0) of `count` references to object 1.
func arrayOf(_ count: Int, _ object: [UInt8]) -> [UInt8] {
  let header: [UInt8] = count < 15 ? [0xA0 | UInt8(count)] : [0xAF, 0x12] + (0..<4).reversed().map { UInt8((count >> ($0 * 8)) & 0xFF) }
  return rawBinaryPlist([header + Array(repeating: [0, 1], count: count).flatMap { $0 }, object])
}

/// Values a hostile file may hold, each refused with a message or kept exactly; never a trap.
struct HostileValueTests {
  @Test("a binary date must be a time a date can be written as", arguments: [
    (Double.nan, "nan"), (.infinity, "inf"), (-.infinity, "-inf"), (1e300, "1e+300"), (-1e17, "-1e+17"),
  ])
  func impossibleDates(seconds: Double, shown: String) {
    let bytes = arrayOf(1, [0x33] + bigEndian(seconds.bitPattern))
    #expect(throws: PlistError("a date must be a time from the year 0 to 9999, found \(shown) seconds from 2001", at: .offset(11))) {
      try PlistReader.read(bytes)
    }
  }

  @Test func theLastDateAnISOYearCanWriteIsKept() throws {
    let bytes = arrayOf(1, [0x33] + bigEndian(Double(252_423_993_599).bitPattern))
    let value = try PlistReader.read(bytes)
    #expect(String(decoding: XMLPlistWriter.write(value), as: UTF8.self).contains("<date>9999-12-31T23:59:59Z</date>"))
  }

  @Test("16-byte integers are kept exactly within 64 bits and refused outside", arguments: [
    (UInt64(0), UInt64(7), PlistValue.integer(7)),
    (0, 1 << 63, .unsignedInteger(1 << 63)),
    (0, .max, .unsignedInteger(.max)),
    (.max, .max, .integer(-1)),
    (.max, 1 << 63, .integer(.min)),
  ])
  func wideIntegers(high: UInt64, low: UInt64, value: PlistValue) throws {
    #expect(try PlistReader.read(arrayOf(1, [0x14] + bigEndian(high) + bigEndian(low))) == .array([value]))
  }

  @Test("16-byte integers that 64 bits cannot hold are refused", arguments: [
    (UInt64(1), UInt64(0)), (1, 5), (.max, 0), (0x8000_0000_0000_0000, 0), (.max - 1, .max),
  ])
  func tooWideIntegers(high: UInt64, low: UInt64) {
    #expect(throws: PlistError("a 16-byte integer outside the 64-bit range (-2^63 to 2^64-1) is not supported", at: .offset(11))) {
      try PlistReader.read(arrayOf(1, [0x14] + bigEndian(high) + bigEndian(low)))
    }
  }

  @Test func anASCIIStringWithAByteAbove0x7FIsRefused() {
    #expect(throws: PlistError("an ASCII string holds the byte 0xE9, which is not ASCII", at: .offset(11))) {
      try PlistReader.read(arrayOf(1, [0x53, 0x63, 0x61, 0xE9]))
    }
  }

  @Test func aStringReferencedFromEverywhereIsCountedByItsBytes() {
    // 20,000 references to one 64 KB string: 1.3 GB once every reference is a copy.
    let string: [UInt8] = [0x5F, 0x12] + bigEndian(65_536).suffix(4) + Array(repeating: 0x61, count: 65_536)
    let bytes = arrayOf(20_000, string)
    let limit = 16 * bytes.count + (1 << 24)
    #expect(throws: PlistError("strings and data referenced from many places expand this file to more than \(limit) bytes, the most its \(bytes.count) bytes may hold",
                               at: .offset(8))) {
      try PlistReader.read(bytes)
    }
    // The same string a hundred times is within the bound.
    #expect((try? PlistReader.read(arrayOf(100, string))) != nil)
  }

  @Test func onlyStringsWhoseLengthFollowsTheirMarkerAreCountedAgain() throws {
    // Fourteen units in the marker: short. Fifteen, or a length written after the marker
    // however short, long.
    for (string, long) in [([0x5E] + Array(repeating: UInt8(0x61), count: 14), false),
                           ([0x5F, 0x10, 15] + Array(repeating: UInt8(0x61), count: 15), true),
                           ([0x5F, 0x10, 2, 0x61, 0x62], true)] {
      try arrayOf(3, string).withByteView { buffer in
        let parser = try BinaryPlistParser(bytes: buffer, inParts: false)
        #expect(parser.kinds[1] == (long ? BinaryPlistParser.longStringKind : 0x5))
        #expect(parser.kind(of: 1) == .string)
        #expect(parser.root.value == .array(Array(repeating: .string(parser.string(1)), count: 3)))
      }
    }
  }

  @Test("XML references to characters XML forbids are errors", arguments: ["&#0;", "&#x1B;", "&#7;", "&#xFFFE;", "&#xFFFF;"])
  func forbiddenReferences(reference: String) {
    let xml = xmlPlist("<string>a\(reference)b</string>")
    do {
      _ = try PlistReader.read(Array(xml.utf8))
      Issue.record("\(reference) was read")
    } catch {
      #expect(error.reason.hasPrefix(reference) && error.reason.hasSuffix("a character XML does not allow"))
    }
  }

  @Test func allowedReferencesStillRead() throws {
    #expect(try PlistReader.read(Array(xmlPlist("<string>&#9;&#xA;&#x263A;&#x1F600;</string>").utf8)) == .string("\t\n☺😀"))
  }

  @Test func aGreaterThanSignInAQuotedDoctypeLiteralReads() throws {
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://example.com/a>b.dtd">
      <plist version="1.0"><string>ok</string></plist>
      """
    #expect(try PlistReader.read(Array(xml.utf8)) == .string("ok"))
  }

  @Test func xmlOutputRefusesWhatXMLCannotCarryNamingTheKeyPath() {
    let value = PlistValue.array([.dictionary(PlistDictionary([("title", .string("a\u{1B}]52;c;x\u{07}"))]))])
    #expect(throws: PlistError("[0].title: the string holds U+001B, which XML 1.0 cannot carry; convert to binary or JSON instead")) {
      try XMLPlistWriter.checkedWrite(value)
    }
    #expect(throws: PlistError("(root): a key holds U+0000, which XML 1.0 cannot carry; convert to binary or JSON instead")) {
      try XMLPlistWriter.checkedWrite(.dictionary(PlistDictionary([("a\u{0}", .string("x"))])))
    }
  }

  @Test func jsonEscapesInvisibleCharacters() throws {
    let text = String(decoding: try JSONPlistWriter.write(.string("a\u{202E}b\u{2066}c\u{200B}d\u{FEFF}e\u{1B}"), pretty: false), as: UTF8.self)
    #expect(text == #""a\u202eb\u2066c\u200bd\ufeffe\u001b""#)
  }
  /// The writers copy a string whole unless it holds a byte that may start something to escape;
  /// these sit on both sides of that test.
  static let jsonStrings: [(String, String)] = [
    ("plain ASCII", #""plain ASCII""#),
    ("\u{85} is a C1 control", #""\u0085 is a C1 control""#),
    ("é and 月 stay", #""é and 月 stay""#),
    ("an em dash — (E2 80 94) stays", #""an em dash — (E2 80 94) stays""#),
    ("\u{FFFD} (EF BF BD) stays", "\"\u{FFFD} (EF BF BD) stays\""),
    ("quote \" and backslash \\", #""quote \" and backslash \\""#),
    ("tab\tline\n", #""tab\tline\n""#),
  ]

  @Test(arguments: jsonStrings)
  func jsonStringsAreEscapedExactlyWhereNeeded(text: String, expected: String) throws {
    #expect(String(decoding: try JSONPlistWriter.write(.string(text), pretty: false), as: UTF8.self) == expected)
  }

  @Test func xmlEscapesMarkupAndCarriageReturnsAndKeepsTheRest() throws {
    let value = PlistValue.dictionary(PlistDictionary([("a<b", .string("x & y > z\r\u{FFFD}é"))]))
    let text = String(decoding: try XMLPlistWriter.checkedWrite(value), as: UTF8.self)
    #expect(text.contains("\t<key>a&lt;b</key>\n\t<string>x &amp; y &gt; z&#13;\u{FFFD}é</string>\n"))
    #expect(try PlistReader.read(Array(text.utf8)) == value)
  }

  @Test func xmlOutputNamesANestedPathAndRefusesUFFFE() {
    let value = PlistValue.dictionary(PlistDictionary([("a", .array([.string("ok"), .string("bad\u{FFFE}")]))]))
    #expect(throws: PlistError("a[1]: the string holds U+FFFE, which XML 1.0 cannot carry; convert to binary or JSON instead")) {
      try XMLPlistWriter.checkedWrite(value)
    }
  }

  @Test func jsonNamesTheNestedPathOfARealWithoutAJSONForm() {
    let value = PlistValue.dictionary(PlistDictionary([("a", .array([.real(1), .real(.infinity)]))]))
    #expect(throws: PlistError("a[1]: the real inf has no JSON form")) { try JSONPlistWriter.write(value) }
  }
}
