import Foundation
import Testing
@testable import PlistKit
import TestSupport

struct BinaryWidthTests {
  static let widths = Array(1...8)

  @Test("every offset and reference width from 1 to 8 reads", arguments: widths)
  func everyWidthReads(width: Int) throws {
    let objects: [BinaryObject] = [
      .dictionary(keys: [1], values: [2]),
      .raw([0x54] + Array("name".utf8)),
      .array([3, 3]),
      .raw([0x10, 7]),
    ]
    for refSize in Self.widths {
      let bytes = widthBinary(objects, offsetSize: width, refSize: refSize)
      let expected: PlistValue = .dictionary(PlistDictionary([("name", .array([.integer(7), .integer(7)]))]))
      #expect(try PlistReader.read(bytes) == expected, "offsets \(width), references \(refSize)")
    }
  }

  /// References with the top bit set read as negative numbers when taken as signed: each must be
  /// refused as outside the table, whatever the width, in an array or as a dictionary's key or value.
  static let outsideReferences: [UInt64] = [2, 3, 255, 1 << 31, 1 << 32, 1 << 63, UInt64.max, UInt64.max - 1]

  @Test("a reference outside the table is refused at every width", arguments: outsideReferences)
  func outsideReferenceRefused(reference: UInt64) {
    for refSize in Self.widths {
      let stored = refSize == 8 ? reference : reference & ((1 << (8 * UInt64(refSize))) - 1)
      guard stored >= 2 else { continue }
      let message = "at byte 8: object reference \(stored) is outside the object table (2 objects)"
      let shapes: [[BinaryObject]] = [
        [.array([stored]), .raw([0x08])],
        [.dictionary(keys: [1], values: [stored]), .raw([0x51, 0x6B])],
        [.dictionary(keys: [stored], values: [1]), .raw([0x51, 0x6B])],
      ]
      for objects in shapes {
        let bytes = widthBinary(objects, offsetSize: 1, refSize: refSize)
        #expect(throws: PlistError.self) { try PlistReader.read(bytes) }
        do { _ = try PlistReader.read(bytes) } catch {
          #expect(error.description == message, "reference width \(refSize)")
        }
      }
    }
  }

  /// CPython's test_plistlib "integer overflow in reference index": 8-byte references of 2^63
  /// and above, and of −1 and −2 read as signed.
  @Test func theReferenceOverflowCaseIsRefusedByEveryReader() {
    for reference: UInt64 in [1 << 63, UInt64.max, UInt64.max - 1] {
      let bytes = widthBinary([.array([reference]), .raw([0x08])], offsetSize: 1, refSize: 8)
      #expect(throws: PlistError("object reference \(reference) is outside the object table (2 objects)", at: .offset(8))) {
        try PlistReader.read(bytes)
      }
      #expect(throws: PlistError.self) { try PlistReader.forEachRootElement(bytes) { _ in true } }
      #expect(throws: PlistError.self) { _ = try PlistReader.firstRootElement(bytes) }
    }
  }

  static let outsideOffsets: [UInt64] = [0, 7, 200, 1 << 31, 1 << 63, UInt64.max]

  @Test("an offset outside the object area is refused at every width", arguments: outsideOffsets)
  func outsideOffsetRefused(offset: UInt64) {
    for offsetSize in Self.widths {
      let stored = offsetSize == 8 ? offset : offset & ((1 << (8 * UInt64(offsetSize))) - 1)
      guard stored < 8 || stored >= 9 else { continue }
      var bytes = widthBinary([.raw([0x09])], offsetSize: offsetSize, refSize: 1)
      let table = 9
      for i in 0..<offsetSize { bytes[table + i] = UInt8(truncatingIfNeeded: stored >> (8 * UInt64(offsetSize - 1 - i))) }
      #expect(throws: PlistError("object 0 starts at \(stored), outside the object area (8..<9)", at: .offset(9))) {
        try PlistReader.read(bytes)
      }
    }
  }

  @Test("a trailer width of 0 or over 8 is refused", arguments: [(0, 1), (1, 0), (9, 1), (1, 9), (255, 255)])
  func badWidthsRefused(sizes: (offsets: Int, references: Int)) {
    var bytes = widthBinary([.raw([0x09])], offsetSize: 1, refSize: 1)
    bytes[bytes.count - 26] = UInt8(sizes.offsets)
    bytes[bytes.count - 25] = UInt8(sizes.references)
    let message = "the trailer gives invalid sizes (offsets \(sizes.offsets), references \(sizes.references) bytes)"
    #expect(throws: PlistError(message, at: .offset(10))) { try PlistReader.read(bytes) }
  }
}
