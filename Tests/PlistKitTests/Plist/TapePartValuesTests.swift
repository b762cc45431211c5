import Foundation
import Testing
@testable import PlistKit

/// A large text file's values are built from each part's tape where it lies, the containers a
/// cut runs through put together after: the value is the one reading in order gives, to the
/// bytes of every key and the order of every entry, in JSON and XML and in any number of parts.
struct TapePartValuesTests {
  /// The value read in order, and in `parts` parts (nil when the parts were not used).
  static func values(_ bytes: [UInt8], json: Bool, parts: Int) throws -> (inOrder: PlistValue, inParts: PlistValue?) {
    try bytes.withByteView { buffer in
      let tape = json ? try JSONPlistParser.tape(of: buffer, parts: 1) : try XMLPlistParser.tape(of: buffer, parts: 1)
      let read = json ? JSONPlistParser.readParts(buffer, parts: parts) : XMLPlistParser.readParts(buffer, parts: parts)
      return (tape.root.value, read?.value())
    }
  }

  /// Equal, and written alike: keys in the same order with the same bytes.
  static func expectSame(_ a: PlistValue, _ b: PlistValue, _ comment: Comment) {
    #expect(a == b, comment)
    #expect(BinaryPlistWriter.write(a) == BinaryPlistWriter.write(b), comment)
  }

  @Test("random files build in parts as in order", arguments: [true, false], Array(UInt64(0)..<20))
  func randomFiles(json: Bool, seed: UInt64) throws {
    var gen = RandomPlist(seed: seed, xmlSafe: !json)
    let items = (0..<30).map { n in PlistValue.array((0..<4).map { _ in .dictionary(PlistDictionary([("n", .integer(Int64(n))), ("v", gen.value(depth: 4))])) }) }
    let value: PlistValue = seed % 2 == 0 ? .array(items) : .dictionary(PlistDictionary(items.enumerated().map { ("k\($0.offset)", $0.element) }))
    let bytes = json ? try JSONPlistWriter.write(value) : XMLPlistWriter.write(value)
    var used = 0
    for parts in [2, 3, 5] {
      let (inOrder, inParts) = try Self.values(bytes, json: json, parts: parts)
      if let inParts {
        used += 1
        Self.expectSame(inOrder, inParts, "\(parts) parts")
      }
    }
    #expect(used == 3)
  }

  /// Around the cuts: several levels closed at once, outer dictionaries continued after a
  /// cut (a key repeated across it keeps its first place and its last value; a key written
  /// as "é" two ways is two keys' bytes but one key), nulls left out, empty containers,
  /// arrays of arrays, and the XML reader's shapes.
  @Test(arguments: [
    (true, #"{"a": [{"x": 1}, {"x": 2}, {"x": 3}, {"x": 4}], "b\"c": {"n": null, "m": [{"y": []}, {"y": {}}, {"y": [[{"z": 1}, {"z": 2}]]}]}, "d": null, "e": [[{"p": 1}, {"p": 2}], [{"p": 3}, {"p": 4}], []]}"#),
    (true, #"[[{"a": 1}, {"a": 2}, {"a": 3}], [{"a": 4}, {"a": 5}], {"b": [{"c": 1}, {"c": 2}]}, "s", 1.5, true]"#),
    (true, #"{"k": 1, "caf\u00e9": 0, "list": [{"x": 1}, {"x": 2}, {"x": 3}, {"x": 4}, {"x": 5}], "k": 2, "cafe\u0301": 3, "list2": [{"y": 1}, {"y": 2}], "k": 3}"#),
    (false, "<dict><key>a</key><array><dict><key>x</key><integer>1</integer></dict> <dict><key>x</key><integer>2</integer></dict><dict/></array><key/><dict><key>m</key><array><dict><key>y</key><array/></dict>\n<dict><key>y</key><dict/></dict><dict><key>y</key><array><array><dict><key>z</key><true/></dict> <dict><key>z</key><false/></dict></array></array></dict></array></dict><key>e</key><array><array><dict><key>p</key><real>1.5</real></dict> <dict><key>p</key><string>q</string></dict></array><!-- c --><array><dict/> <dict/></array><array/></array></dict>"),
    (false, "<array><array><dict><key>a</key><date>2020-01-02T03:04:05Z</date></dict>\t<dict><key>a</key><data>AAEC</data></dict><dict/></array><array><dict/>\r\n<dict/></array><dict><key>b</key><array><dict><key>c</key><string>&lt;</string></dict> <dict/></array></dict><string>s</string><integer>-3</integer></array>"),
    (false, "<dict><key>k</key><integer>1</integer><key>list</key><array><dict><key>x</key><integer>1</integer></dict> <dict><key>x</key><integer>2</integer></dict> <dict><key>x</key><integer>3</integer></dict> <dict/></array><key>k</key><integer>2</integer></dict>"),
  ])
  func shapesAroundTheCuts(json: Bool, _ text: String) throws {
    let bytes = json ? Array(text.utf8) : XMLTapePartsTests.xml(text)
    var used = 0
    for parts in 2...12 {
      let (inOrder, inParts) = try Self.values(bytes, json: json, parts: parts)
      if let inParts {
        used += 1
        Self.expectSame(inOrder, inParts, "\(parts) parts")
      }
    }
    #expect(used > 0)
  }

  /// A large catalog read whole by `PlistReader`, as `arcade` reads one: each product shares
  /// its keys with the others of its shape, those a cut runs through included.
  @Test(arguments: [true, false])
  func aLargeCatalogReadsAsInOrder(json: Bool) throws {
    let products = (0..<60_000).map { n in
      PlistValue.dictionary(PlistDictionary([("id", .string("p\(n)")), ("name", .string("名\(n % 1_000)")), ("price", .integer(Int64(n % 97)))]))
    }
    let categories = (0..<6).map { c in PlistValue.dictionary(PlistDictionary([("name", .string("c\(c)")), ("products", .array(Array(products[(c * 10_000)..<((c + 1) * 10_000)])))])) }
    let value = PlistValue.dictionary(PlistDictionary([("categories", .array(categories)), ("after", .bool(true))]))
    let bytes = json ? try JSONPlistWriter.write(value) : XMLPlistWriter.write(value)
    let (inOrder, inParts) = try Self.values(bytes, json: json, parts: 2)
    let read = try PlistReader.read(bytes)
    #expect(inParts != nil)
    Self.expectSame(inOrder, read, "PlistReader.read")
    Self.expectSame(inOrder, inParts ?? .bool(false), "in parts")
    let shapes = Set(read.dictionaryValue!["categories"]!.arrayValue!.flatMap { $0.dictionaryValue!["products"]!.arrayValue! }.map { $0.dictionaryValue!.keyShape.identity })
    #expect(shapes.count <= 2, "one shape a part")
  }
}
