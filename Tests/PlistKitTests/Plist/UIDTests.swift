import Foundation
import Testing
import TestSupport
@testable import PlistKit

/// A keyed archive keeps its UIDs through every conversion: binary keeps them as UIDs, XML and
/// JSON write them as `{CF$UID = n}`, and the binary writer takes that dictionary back as a UID,
/// as Apple's reader does. A model reads a UID either way.
struct UIDTests {
  /// A small archive, as NSKeyedArchiver lays one out: `$objects` refer to each other by UID.
  static let archive = PlistValue.dictionary(PlistDictionary([
    ("$archiver", .string("NSKeyedArchiver")), ("$version", .integer(100_000)),
    ("$top", .dictionary(PlistDictionary([("root", .uid(1))]))),
    ("$objects", .array([.string("$null"), .dictionary(PlistDictionary([("name", .uid(2)), ("$class", .uid(300))])), .string("猫"),
                         .uid(70_000), .uid(5_000_000_000)])),
  ]))

  @Test func binaryToBinaryKeepsEveryUID() throws {
    let bytes = BinaryPlistWriter.write(Self.archive)
    #expect(try PlistReader.read(bytes) == Self.archive)
    #expect(try PlistReader.read(BinaryPlistWriter.write(try PlistReader.read(bytes))) == Self.archive)
  }

  @Test("through XML or JSON and back to binary, the UIDs are UIDs again", arguments: ["xml", "json"])
  func throughText(form: String) throws {
    let text = form == "xml" ? XMLPlistWriter.write(Self.archive) : try JSONPlistWriter.write(Self.archive)
    let read = try PlistReader.read(text)
    #expect(read != Self.archive, "text has no UID: it reads as {CF$UID = n}")
    #expect(try PlistReader.read(BinaryPlistWriter.write(read)) == Self.archive)
  }

  @Test func theTextFormsWriteWhatAppleWrites() throws {
    let xml = String(decoding: XMLPlistWriter.write(.array([.uid(7)])), as: UTF8.self)
    #expect(xml.contains("<dict>\n\t\t<key>CF$UID</key>\n\t\t<integer>7</integer>\n\t</dict>"))
    #expect(String(decoding: try JSONPlistWriter.write(.uid(7)), as: UTF8.self).contains(#"{"CF$UID": 7}"#))
  }

  /// The widths CoreFoundation writes: 1, 2, 4 and 8 bytes after the 0x8 marker.
  @Test("a UID's width", arguments: [(UInt64(5), 2), (300, 3), (70_000, 5), (5_000_000_000, 9)])
  func width(value: UInt64, bytes: Int) throws {
    let written = BinaryPlistWriter.write(.array([.uid(value)]))
    let marker = try #require(written.firstIndex { $0 >> 4 == 0x8 })
    #expect(Int(written[marker] & 0x0F) + 2 == bytes)
    #expect(try PlistReader.read(written) == .array([.uid(value)]))
  }

  struct Top: PlistModel {
    let root: PlistUID
    init(from plist: PlistObject) throws(ModelError) {
      root = try plist.required("root")
    }
  }

  @Test func aModelReadsAUIDFromEveryForm() throws {
    let top = PlistValue.dictionary(PlistDictionary([("root", .uid(1))]))
    for bytes in [BinaryPlistWriter.write(top), XMLPlistWriter.write(top), try JSONPlistWriter.write(top)] {
      #expect(try PlistDocument(name: "a", bytes: bytes).decode(Top.self).root == PlistUID(1))
    }
    let wrong = XMLPlistWriter.write(.dictionary(PlistDictionary([("root", .string("1"))])))
    #expect(throws: LoadError.self) { try PlistDocument(name: "a", bytes: wrong).decode(Top.self) }
  }
}

/// UIDs of 9 to 16 bytes: one whose value fits in 64 bits reads as that value; a larger one
/// is refused, as a 16-byte integer above 2^64-1 is, never cut to its low 8 bytes.
struct LongUIDTests {
  /// An array of one UID written in `size` bytes, big-endian.
  static func file(uid bytes: [UInt8]) -> [UInt8] {
    widthBinary([.array([1]), .raw([0x80 | UInt8(bytes.count - 1)] + bytes)], offsetSize: 1, refSize: 1)
  }

  @Test(arguments: [
    ([UInt8](repeating: 0, count: 8) + [0, 0, 0, 0, 0, 0, 0, 5], UInt64(5)),
    ([0, 0, 0, 0, 0, 0, 0, 0, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF], UInt64.max),
    ([0, 0, 0, 0, 0, 0, 0, 0, 0, 1], UInt64(1)),
  ])
  func aLongUIDThatFitsReadsAsItsValue(bytes: [UInt8], value: UInt64) throws {
    #expect(try PlistReader.read(Self.file(uid: bytes)) == .array([.uid(value)]))
  }

  @Test(arguments: [
    [UInt8](repeating: 0, count: 7) + [1] + [0, 0, 0, 0, 0, 0, 0, 5],
    [1] + [UInt8](repeating: 0, count: 15),
    [1, 0, 0, 0, 0, 0, 0, 0, 0],
  ])
  func aLongUIDAboveSixtyFourBitsIsRefused(bytes: [UInt8]) {
    #expect(throws: PlistError("a UID of \(bytes.count) bytes above 2^64-1 is not supported", at: .offset(10))) {
      try PlistReader.read(Self.file(uid: bytes))
    }
  }
}

/// The binary null object: Foundation reads NSNull, Python None; a plist has no null, so we
/// refuse it and say what it is.
struct BinaryNullTests {
  @Test func aNullObjectIsRefusedByName() {
    // bplist00, an array of one element (object 1, the null), the offset table, the trailer.
    var bytes = Array("bplist00".utf8) + [0xA1, 0x01, 0x00] + [8, 10]
    bytes += [0, 0, 0, 0, 0, 0, 1, 1] + [0, 0, 0, 0, 0, 0, 0, 2] + [0, 0, 0, 0, 0, 0, 0, 0] + [0, 0, 0, 0, 0, 0, 0, 11]
    #expect(throws: PlistError("a null object (marker 0x00): a plist has no null, so it cannot be read (Foundation reads it as NSNull)",
                               at: .offset(10))) {
      try PlistReader.read(bytes)
    }
  }
}
