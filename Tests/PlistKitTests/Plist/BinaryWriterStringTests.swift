import Testing
@testable import PlistKit

/// Strings as the binary writer stores them: ASCII as bytes (marker 0x5_), anything else as
/// UTF-16 big-endian units (0x6_) counted in units, surrogate pairs included; written once
/// however often they occur, and two strings one object only when their bytes are equal.
struct BinaryWriterStringTests {
  /// The object the writer stores for `text`, as CoreFoundation writes it.
  private static func expectedObject(_ text: String) -> [UInt8] {
    let ascii = text.utf8.allSatisfy { $0 < 0x80 }
    let count = ascii ? text.utf8.count : text.utf16.count
    let marker: [UInt8] = count < 15 ? [(ascii ? 0x50 : 0x60) | UInt8(count)] : [(ascii ? 0x5F : 0x6F), 0x10, UInt8(count)]
    let body = ascii ? Array(text.utf8) : text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
    return marker + body
  }

  @Test(arguments: ["", "abc", "café", "猜图", "😀", "a😀b猜é\u{301}", String(repeating: "猜", count: 20), String(repeating: "x", count: 40), "\u{10FFFF}\u{7FF}\u{800}"])
  func aStringIsStoredAsCoreFoundationStoresIt(text: String) throws {
    let bytes = BinaryPlistWriter.write(.string(text))
    let object = Self.expectedObject(text)
    #expect(Array(bytes[8..<(8 + object.count)]) == object)
    #expect(try PlistReader.read(bytes) == .string(text))
  }

  @Test func equalBytesAreOneObjectAndCanonicallyEqualTextsTwo() throws {
    let composed = "caf\u{E9}", decomposed = "cafe\u{301}"
    let value: PlistValue = .array([.string(composed), .string(decomposed), .string(composed), .string("猜"), .string("猜")])
    let bytes = BinaryPlistWriter.write(value)
    // The array and three distinct strings: four objects (the trailer's object count).
    #expect(bytes[bytes.count - 17] == 4)
    #expect(try PlistReader.read(bytes) == value)
  }
}
