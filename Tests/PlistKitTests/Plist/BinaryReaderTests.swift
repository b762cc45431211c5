import Foundation
import Testing
@testable import PlistKit

/// A binary plist laid out by hand: each object's bytes, one-byte offsets and references.
func handmadeBinary(_ objects: [[UInt8]], top: UInt8 = 0) -> [UInt8] {
  var bytes = Array("bplist00".utf8)
  var offsets: [UInt8] = []
  for object in objects {
    offsets.append(UInt8(bytes.count))
    bytes += object
  }
  let table = UInt8(bytes.count)
  bytes += offsets
  bytes += [0, 0, 0, 0, 0, 0, 1, 1]
  bytes += [0, 0, 0, 0, 0, 0, 0, UInt8(objects.count)]
  bytes += [0, 0, 0, 0, 0, 0, 0, top]
  bytes += [0, 0, 0, 0, 0, 0, 0, table]
  return bytes
}

struct BinaryReaderTests {
  @Test func readsHandmadeObjects() throws {
    // [ "hi", 7, true, { "k": 2.5 } ] with the string "k" shared.
    let bytes = handmadeBinary([
      [0xA4, 1, 2, 3, 4],
      [0x52] + Array("hi".utf8),
      [0x10, 7],
      [0x09],
      [0xD1, 5, 6],
      [0x51] + Array("k".utf8),
      [0x23] + withUnsafeBytes(of: (2.5).bitPattern.bigEndian, Array.init),
    ])
    let expected: PlistValue = .array([.string("hi"), .integer(7), .bool(true), .dictionary(PlistDictionary([("k", .real(2.5))]))])
    #expect(try PlistReader.read(bytes) == expected)
  }

  @Test func readsUTF16StringsAndLongLengths() throws {
    let text = String(repeating: "猜", count: 20)
    let units = Array(text.utf16).flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
    let bytes = handmadeBinary([[0x6F, 0x10, 20] + units])
    #expect(try PlistReader.read(bytes) == .string(text))
  }

  static let cases: [(String, [UInt8], String)] = [
    ("too short", Array("bplist00".utf8) + [0, 1], "the binary plist is too short (10 bytes) to hold a header and its 32-byte trailer"),
    ("a cycle", handmadeBinary([[0xA1, 0]]), "at byte 8: object 0 contains itself (a reference cycle)"),
    ("a longer cycle", handmadeBinary([[0xA1, 1], [0xD1, 2, 0], [0x51, 0x6B]]), "at byte 8: object 0 contains itself (a reference cycle)"),
    ("a reference past the table", handmadeBinary([[0xA1, 9]]), "at byte 8: object reference 9 is outside the object table (1 objects)"),
    ("an unknown marker", handmadeBinary([[0x70]]), "at byte 8: unknown object marker 0x70"),
    ("a string longer than the file", handmadeBinary([[0x5F, 0x10, 200, 0x41]]), "at byte 9: a length of 200 is larger than the file"),
    ("a dictionary key that is not a string", handmadeBinary([[0xD1, 1, 1], [0x10, 1]]), "at byte 8: a dictionary key (object 1) is not a string"),
    ("an unpaired surrogate", handmadeBinary([[0x61, 0xD8, 0x00]]), "at byte 8: a UTF-16 string holds an unpaired surrogate"),
    ("a low surrogate alone", handmadeBinary([[0x61, 0xDC, 0x00]]), "at byte 8: a UTF-16 string holds an unpaired surrogate"),
    ("a high surrogate before a letter", handmadeBinary([[0x62, 0xD8, 0x3D, 0x00, 0x41]]), "at byte 8: a UTF-16 string holds an unpaired surrogate"),
    ("a length that is not an integer", handmadeBinary([[0x5F, 0x50, 0x41]]),
     "at byte 9: a length must be an integer object (marker 0x10 to 0x13), found marker 0x50"),
    // Python's plistlib reads any byte here as an integer's size; CoreFoundation and we do not.
    ("a length whose marker is not an integer's", handmadeBinary([[0xAF, 0x00, 0x01]]),
     "at byte 9: a length must be an integer object (marker 0x10 to 0x13), found marker 0x00"),
  ]

  @Test func aSurrogatePairReadsAsOneCharacter() throws {
    let bytes = handmadeBinary([[0xA1, 1], [0x63, 0x00, 0x41, 0xD8, 0x3D, 0xDC, 0x00]])
    #expect(try PlistReader.read(bytes) == .array([.string("A\u{1F400}")]))
  }

  @Test("broken binary plists", arguments: cases)
  func broken(name: String, bytes: [UInt8], message: String) {
    #expect(throws: PlistError.self) { try PlistReader.read(bytes) }
    do { _ = try PlistReader.read(bytes) } catch { #expect(error.description == message) }
  }

  @Test func anObjectOffsetOutsideTheFileIsRefused() {
    var bytes = handmadeBinary([[0x09]])
    bytes[9] = 0xF0
    #expect(throws: PlistError("object 0 starts at 240, outside the object area (8..<9)", at: .offset(9))) { try PlistReader.read(bytes) }
  }

  @Test func aTableOffsetPastTheEndIsRefused() {
    var bytes = handmadeBinary([[0x09]])
    bytes[bytes.count - 1] = 0xFF
    #expect(throws: PlistError("the offset table at 255 does not fit in the file (42 bytes)", at: .offset(10))) { try PlistReader.read(bytes) }
  }
}
