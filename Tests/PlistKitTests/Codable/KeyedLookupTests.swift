import Testing
import TestSupport
@testable import PlistKit

/// A keyed container finds each key by its bytes, as the file has it, in every form: a key
/// written twice gives its last value, a key longer than 16 bytes and one of other scripts
/// are found, the Kelvin sign is not `K`, and an absent key is nil.
struct KeyedLookupTests {
  struct Record: Decodable, Equatable {
    let a: Int
    let aKeyLongerThanSixteenBytes: String
    let exactlySixteen16: String
    let 新鲜: Bool
    let K: Int?
    let missing: Int?
  }

  static let xml = """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0"><array><dict>
    <key>a</key><integer>1</integer>
    <key>aKeyLongerThanSixteenBytes</key><string>long</string>
    <key>exactlySixteen16</key><string>sixteen</string>
    <key>新鲜</key><true/>
    <key>\u{212A}</key><integer>7</integer>
    <key>a</key><integer>3</integer>
    </dict></array></plist>
    """

  static let expected = Record(a: 3, aKeyLongerThanSixteenBytes: "long", exactlySixteen16: "sixteen", 新鲜: true, K: nil, missing: nil)

  /// The same dictionary laid out by hand (a writer keeps one entry a key): `a` twice, a long
  /// ASCII key, a key of 16 bytes, a UTF-16 key, the Kelvin sign.
  static var binary: [UInt8] {
    func ascii(_ text: String) -> [UInt8] {
      let bytes = Array(text.utf8)
      return (bytes.count < 15 ? [0x50 | UInt8(bytes.count)] : [0x5F, 0x10, UInt8(bytes.count)]) + bytes
    }
    func utf16(_ text: String) -> [UInt8] {
      let units = Array(text.utf16)
      return [0x60 | UInt8(units.count)] + units.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
    }
    return widthBinary([
      .array([1]),
      .dictionary(keys: [2, 3, 5, 7, 9, 2], values: [11, 4, 6, 8, 10, 12]),
      .raw(ascii("a")), .raw(ascii("aKeyLongerThanSixteenBytes")), .raw(ascii("long")),
      .raw(ascii("exactlySixteen16")), .raw(ascii("sixteen")), .raw(utf16("新鲜")), .raw([0x09]),
      .raw(utf16("\u{212A}")), .raw([0x10, 7]), .raw([0x10, 1]), .raw([0x10, 3]),
    ], offsetSize: 1, refSize: 1)
  }

  @Test(arguments: [PlistFormat.xml, .binary])
  func eachKeyIsFoundByItsBytesTheLastOfTwiceWritten(form: PlistFormat) throws {
    let bytes = form == .binary ? Self.binary : Array(Self.xml.utf8)
    #expect(PlistFormat.detect(bytes) == form)
    #expect(try PlistDecoder().decode([Record].self, from: bytes) == [Self.expected])
  }
}
