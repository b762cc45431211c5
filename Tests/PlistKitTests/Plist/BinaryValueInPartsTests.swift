import Foundation
import Testing
@testable import PlistKit

/// A large binary plist's values are built on every core below its first levels; the tree is
/// the one built in order, whatever the shape above the split.
struct BinaryValueInPartsTests {
  /// 40 categories of 600 products under a top dictionary, with a small array and dictionary
  /// beside them: about 75,000 objects.
  static let catalog = PlistValue.dictionary(PlistDictionary([
    ("words", .array([.string("fresh"), .string("fruit")])),
    ("categories", .array((0..<40).map { c in
      .dictionary(PlistDictionary([("id", .string("c\(c)")), ("empty", .array([])), ("products", .array((0..<600).map { p in
        .dictionary(PlistDictionary([("id", .string("p\(c)_\(p)")), ("n", .integer(Int64(c * 1000 + p))), ("tags", .array([.string("t\(p % 3)")]))]))
      }))]))
    })),
    ("rules", .dictionary(PlistDictionary([("free", .integer(3000))]))),
  ]))

  /// The same products as a root array.
  static let rootArray = PlistValue.array((0..<30_000).map { p in
    .dictionary(PlistDictionary([("id", .string("p\(p)")), ("n", .integer(Int64(p)))]))
  })

  @Test(arguments: ["catalog", "root array"])
  func aLargeFileIsBuiltInPartsAsInOrder(_ shape: String) throws {
    let value = shape == "catalog" ? Self.catalog : Self.rootArray
    let bytes = BinaryPlistWriter.write(value)
    try bytes.withByteView { buffer in
      let parser = try BinaryPlistParser(bytes: buffer)
      #expect(parser.objectCount >= BinaryPlistParser.objectsForParts)
      let inParts = parser.valueInParts(of: parser.top)
      if ProcessInfo.processInfo.activeProcessorCount > 1 { #expect(inParts == value, "built in parts") }
      #expect(parser.value(of: parser.top) == value)
    }
    #expect(try PlistReader.read(bytes) == value)
  }

  @Test func aSmallFileIsBuiltInOrder() throws {
    let bytes = BinaryPlistWriter.write(.array((0..<100).map { .dictionary(PlistDictionary([("n", .integer(Int64($0)))])) }))
    try bytes.withByteView { buffer in
      let parser = try BinaryPlistParser(bytes: buffer)
      #expect(parser.valueInParts(of: parser.top) == nil)
    }
  }
}

/// The same for a JSON or XML file's tape.
struct TapeValueInPartsTests {
  @Test(arguments: ["catalog", "root array"])
  func aLargeJSONFileIsBuiltInPartsAsInOrder(_ shape: String) throws {
    let value = shape == "catalog" ? BinaryValueInPartsTests.catalog : BinaryValueInPartsTests.rootArray
    let bytes = try JSONPlistWriter.write(value)
    try bytes.withByteView { buffer in
      var parser = JSONPlistParser(bytes: buffer)
      try parser.parseDocumentOntoTape()
      let tape = parser.tape
      let inParts = tape.valueInParts(at: 0)
      if ProcessInfo.processInfo.activeProcessorCount > 1 { #expect(inParts == value, "built in parts") }
      #expect(tape.value(at: 0) == value)
    }
  }

  @Test func anXMLCatalogReadsAsWritten() throws {
    let value = BinaryValueInPartsTests.catalog
    #expect(try PlistReader.read(XMLPlistWriter.write(value)) == value)
  }

  @Test func aSmallTapeIsBuiltInOrder() throws {
    let bytes = try JSONPlistWriter.write(.array((0..<100).map { .dictionary(PlistDictionary([("n", .integer(Int64($0)))])) }))
    try bytes.withByteView { buffer in
      var parser = JSONPlistParser(bytes: buffer)
      try parser.parseDocumentOntoTape()
      #expect(parser.tape.valueInParts(at: 0) == nil)
    }
  }
}
