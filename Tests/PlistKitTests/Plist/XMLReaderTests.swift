import Foundation
import Testing
import TestSupport
@testable import PlistKit

struct XMLReaderTests {
  func read(_ text: String) throws -> PlistValue {
    try PlistReader.read(Array(text.utf8))
  }

  @Test("each scalar tag", arguments: [
    ("<string>猜图 &amp; &lt;b&gt; &#x1F600; &#65;</string>", PlistValue.string("猜图 & <b> 😀 A")),
    ("<string><![CDATA[<raw> & text]]></string>", .string("<raw> & text")),
    ("<string>a<!-- note -->b</string>", .string("ab")),
    ("<string/>", .string("")),
    ("<string></string>", .string("")),
    ("<integer>-42</integer>", .integer(-42)),
    ("<integer> 0x1F </integer>", .integer(31)),
    ("<integer>18446744073709551615</integer>", .unsignedInteger(UInt64.max)),
    ("<integer>-9223372036854775808</integer>", .integer(Int64.min)),
    ("<real>2.5</real>", .real(2.5)),
    ("<real>-inf</real>", .real(-.infinity)),
    ("<real>1e3</real>", .real(1000)),
    ("<true/>", .bool(true)),
    ("<false/>", .bool(false)),
    ("<date>2001-01-01T00:01:40Z</date>", .date(Date(timeIntervalSinceReferenceDate: 100))),
    ("<date>1969-12-31T23:59:59Z</date>", .date(Date(timeIntervalSince1970: -1))),
    ("<data>\n\taGVs\n\tbG8=\n</data>", .data(Data("hello".utf8))),
    ("<data/>", .data(Data())),
    ("<array/>", .array([])),
    ("<dict/>", .dictionary(PlistDictionary())),
  ])
  func scalar(xml: String, expected: PlistValue) throws {
    #expect(try read(xmlPlist(xml)) == expected)
  }

  @Test func readsNestedContainersInOrder() throws {
    let value = try read(xmlPlist("""
      <dict>
        <key>b</key><array><string>x</string><dict><key>k</key><integer>1</integer></dict></array>
        <key>a</key><string>y</string>
      </dict>
      """))
    let dict = try #require(value.dictionaryValue)
    #expect(dict.keys == ["b", "a"])
    #expect(dict["b"] == .array([.string("x"), .dictionary(PlistDictionary([("k", .integer(1))]))]))
  }

  @Test func aRepeatedKeyKeepsItsLastValue() throws {
    let value = try read(xmlPlist("<dict><key>a</key><integer>1</integer><key>a</key><integer>2</integer></dict>"))
    #expect(value == .dictionary(PlistDictionary([("a", .integer(2))])))
  }

  @Test func acceptsAValueWithoutThePlistElement() throws {
    #expect(try read("<?xml version=\"1.0\"?>\n<array><string>a</string></array>\n") == .array([.string("a")]))
  }

  @Test("UTF-16 with a byte order mark, both orders", arguments: [true, false])
  func readsUTF16(bigEndian: Bool) throws {
    let text = xmlPlist("<string>超级猜图</string>").replacingOccurrences(of: "UTF-8", with: "UTF-16")
    var bytes: [UInt8] = bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]
    for unit in text.utf16 {
      bytes += bigEndian ? [UInt8(unit >> 8), UInt8(unit & 0xFF)] : [UInt8(unit & 0xFF), UInt8(unit >> 8)]
    }
    #expect(try PlistReader.read(bytes) == .string("超级猜图"))
  }

  @Test func readsAUTF8ByteOrderMark() throws {
    #expect(try PlistReader.read([0xEF, 0xBB, 0xBF] + Array(xmlPlist("<true/>").utf8)) == .bool(true))
  }

  @Test func streamsRootElementsOneByOne() throws {
    var seen: [PlistValue] = []
    let root = try PlistReader.forEachRootElement(Array(xmlPlist("<array><integer>1</integer><integer>2</integer></array>").utf8)) {
      seen.append($0)
      return true
    }
    #expect(root == nil)
    #expect(seen == [.integer(1), .integer(2)])
  }

  @Test func stopsStreamingWhenAsked() throws {
    var seen = 0
    // The broken tail is never reached.
    _ = try PlistReader.forEachRootElement(Array("<plist><array><integer>1</integer><oops>".utf8)) { _ in
      seen += 1
      return false
    }
    #expect(seen == 1)
  }

  @Test func locatesAValueByItsPath() throws {
    let text = xmlPlist("""
      <array>
      \t<dict>
      \t\t<key>options</key>
      \t\t<array>
      \t\t\t<string>a</string>
      \t\t\t<integer>7</integer>
      \t\t</array>
      \t</dict>
      </array>
      """)
    let location = PlistReader.location(of: PlistPath([.index(0), .key("options"), .index(1)]), in: Array(text.utf8))
    #expect(location == .line(9, column: 4))
  }
}
