import Testing
@testable import PlistKit

/// Dictionaries a reader builds with the same keys in the same order share one `KeyShape`,
/// in every form and whether read in order or in parts; sharing changes nothing a user sees:
/// not a key's bytes, not another dictionary when one is changed, not what a file reads as.
struct KeyShapeTests {
  /// Dictionaries of `keys`, each with its number as every value, in a root array.
  static func catalog(_ keySets: [[String]]) -> PlistValue {
    .array(keySets.enumerated().map { n, keys in .dictionary(PlistDictionary(keys.map { ($0, .integer(Int64(n))) })) })
  }

  static func read(_ value: PlistValue, form: String) throws -> [PlistDictionary] {
    let bytes: [UInt8] = switch form {
    case "xml": XMLPlistWriter.write(value)
    case "json": try JSONPlistWriter.write(value)
    default: BinaryPlistWriter.write(value)
    }
    return try PlistReader.read(bytes).arrayValue!.map { $0.dictionaryValue! }
  }

  /// Three shapes (one a reordering of another) repeated: small enough to be read in order,
  /// and 40,000 dictionaries, read in parts.
  @Test("equal key lists share one shape, others do not", arguments: ["xml", "json", "binary"], [3, 40_000])
  func sharing(form: String, count: Int) throws {
    let shapes = [["id", "name", "price"], ["id", "name", "price", "tags"], ["name", "id", "price"]]
    let keySets = (0..<count).map { shapes[$0 % 3] }
    let read = try Self.read(Self.catalog(keySets), form: form)
    #expect(read.map(\.keys) == keySets)
    for (n, dictionary) in read.enumerated() {
      #expect(dictionary == PlistDictionary(keySets[n].map { ($0, .integer(Int64(n))) }))
    }
    // Within a part all three shapes are met again; across parts each part has its own.
    let firsts = read.prefix(3).map(\.keyShape)
    #expect(!firsts[0].isShared(with: firsts[1]) && !firsts[0].isShared(with: firsts[2]) && !firsts[1].isShared(with: firsts[2]))
    #expect(read.prefix(3 * min(count / 3, 100)).enumerated().allSatisfy { $0.element.keyShape.isShared(with: firsts[$0.offset % 3]) })
  }

  /// "é" written as one code point and as two: equal keys to a dictionary, two texts to a
  /// file, each written back as it was read.
  @Test("a key keeps its bytes when an equal key of other bytes made the shape", arguments: ["xml", "json", "binary"])
  func canonicallyEqualKeysKeepTheirBytes(form: String) throws {
    let keySets = [["caf\u{E9}", "n"], ["cafe\u{301}", "n"], ["caf\u{E9}", "n"]]
    let read = try Self.read(Self.catalog(keySets), form: form)
    #expect(read.map { $0.keys.map { Array($0.utf8) } } == keySets.map { $0.map { Array($0.utf8) } })
    #expect(read[0].keyShape.isShared(with: read[2].keyShape))
    #expect(!read[0].keyShape.isShared(with: read[1].keyShape))
  }

  @Test("changing a dictionary that shares its keys leaves the others as they were", arguments: ["xml", "binary"])
  func changesAreTheDictionarysOwn(form: String) throws {
    let keySets = Array(repeating: ["a", "b", "c"], count: 3)
    var read = try Self.read(Self.catalog(keySets), form: form)
    #expect(read[0].keyShape.isShared(with: read[1].keyShape))
    read[1]["d"] = .string("new")
    read[1]["a"] = nil
    read[2]["b"] = .bool(true)
    #expect(read[0] == PlistDictionary([("a", .integer(0)), ("b", .integer(0)), ("c", .integer(0))]))
    #expect(read[1] == PlistDictionary([("b", .integer(1)), ("c", .integer(1)), ("d", .string("new"))]))
    #expect(read[1].keys == ["b", "c", "d"])
    #expect(read[2].keys == ["a", "b", "c"])
    #expect(read[2]["b"] == .bool(true) && read[2]["a"] == .integer(2))
    #expect(read[0].keyShape.isShared(with: read[2].keyShape))
  }

  /// More shapes than a tree holds, dictionaries of more keys than a shape in it has (some
  /// past the index threshold), and keys repeated inside a dictionary: all read as they read
  /// a key at a time, a repeated key keeping its first place and last value.
  @Test("past the tree's bounds, and with repeated keys, dictionaries read as built a key at a time", arguments: ["xml", "binary"])
  func boundsAndRepeats(form: String) throws {
    let many = (0..<(KeyShapes.mostShapes + 50)).map { ["k\($0)", "shared"] }
    let long = [(0..<(KeyShapes.mostKeys + 8)).map { "key\($0)" }, (0..<14).map { "i\($0)" }]
    let repeated = [["x", "y", "x", "z"], ["x", "y", "x", "z"], ["x", "y"]]
    for keySets in [many, long, repeated] {
      let text = "<plist><array>" + keySets.enumerated().map { n, keys in
        "<dict>" + keys.enumerated().map { "<key>\($0.element)</key><integer>\(n * 100 + $0.offset)</integer>" }.joined() + "</dict>"
      }.joined() + "</array></plist>"
      let value = try PlistReader.read(Array(text.utf8))
      let read = form == "xml" ? value.arrayValue!.map { $0.dictionaryValue! } : try Self.read(value, form: form)
      for (n, keys) in keySets.enumerated() {
        var expected = PlistDictionary()
        for (i, key) in keys.enumerated() { expected.append(key, .integer(Int64(n * 100 + i))) }
        #expect(read[n].keys == expected.keys)
        #expect(read[n].entries == expected.entries)
        #expect(keys.allSatisfy { read[n][$0] == expected[$0] })
      }
    }
  }
}
