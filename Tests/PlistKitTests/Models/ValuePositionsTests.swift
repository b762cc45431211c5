import Foundation
import Testing
@testable import PlistKit

/// The lines lint gives from the offsets noted while a file was read are those a second
/// reading with a tracer finds, path for path.
struct ValuePositionsTests {
  /// Every path of `value`, containers and scalars, in document order.
  static func paths(of value: PlistValue, at path: PlistPath = PlistPath([])) -> [PlistPath] {
    switch value {
    case .array(let items):
      return [path] + items.enumerated().flatMap { paths(of: $1, at: path.appending(index: $0)) }
    case .dictionary(let entries):
      return [path] + entries.flatMap { paths(of: $0.value, at: path.appending(key: $0.key)) }
    default:
      return [path]
    }
  }

  static func noted(_ bytes: [UInt8]) throws -> ValuePositions? {
    try bytes.withByteView { buffer in try PlistReader.withRootNodeAndPositions(buffer) { _, positions in positions } }
  }

  static func compare(_ text: String, paths: [PlistPath]) throws -> (noted: [Int?], traced: [Int?]) {
    let document = PlistDocument(name: "t", bytes: Array(text.utf8))
    let values = try #require(try noted(document.bytes))
    return (document.lineNumbers(of: paths, values: values), document.lineNumbers(of: paths, positions: nil))
  }

  @Test func duplicateKeysNullsAndAbsentPathsAsTheTracerFindsThem() throws {
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0">
      <dict>
        <key>a</key>
        <string>first</string>
        <key>a</key>
        <string>second</string>
        <key>list</key>
        <array><string>0</string><string>1</string><string>2</string><string>3</string><string>4</string>
          <string>5</string><string>6</string><string>7</string><string>8</string>
          <string>9</string>
        </array>
      </dict>
      </plist>
      """
    let paths = [PlistPath([.key("a")]), PlistPath([.key("list"), .index(9)]), PlistPath([.key("list"), .index(10)]),
                 PlistPath([.key("b")]), PlistPath([]), PlistPath([.key("list"), .index(2)])]
    let (noted, traced) = try Self.compare(xml, paths: paths)
    #expect(noted == [5, 11, nil, nil, 3, 9])
    #expect(noted == traced)

    let json = "{\n  \"n\": null,\n  \"k\": [1,\n 2],\n  \"k\": 3\n}"
    let jsonPaths = [PlistPath([.key("n")]), PlistPath([.key("k")]), PlistPath([.key("k"), .index(1)])]
    let (notedJSON, tracedJSON) = try Self.compare(json, paths: jsonPaths)
    #expect(notedJSON == [2, 3, 4])
    #expect(notedJSON == tracedJSON)
  }

  @Test(arguments: ["xml", "json"])
  func everyPathOfRandomFilesAsTheTracerFindsIt(_ format: String) throws {
    var random = RandomPlist(seed: 28, xmlSafe: format == "xml")
    for _ in 0..<40 {
      let value = random.dictionary(depth: 3)
      let bytes = format == "xml" ? XMLPlistWriter.write(value) : try JSONPlistWriter.write(value)
      let document = PlistDocument(name: "t", bytes: bytes)
      let paths = Self.paths(of: value)
      let values = try #require(try Self.noted(bytes))
      #expect(document.lineNumbers(of: paths, values: values) == document.lineNumbers(of: paths, positions: nil))
    }
  }

  /// Enough paths for the look-ups to run in parts (16,384 paths a part at least), given
  /// out of the file's order too: each part's finder lists the containers it meets itself.
  @Test(arguments: ["xml", "json"])
  func manyPathsInPartsAsTheTracerFindsThem(_ format: String) throws {
    let items = (0..<9_000).map { i in
      PlistValue.dictionary(PlistDictionary([("id", .integer(Int64(i))), ("tags", .array([.string("t\(i)"), .string("u")]))]))
    }
    let value = PlistValue.dictionary(PlistDictionary([("head", .string("h")), ("items", .array(items))]))
    let bytes = format == "xml" ? XMLPlistWriter.write(value) : try JSONPlistWriter.write(value)
    let document = PlistDocument(name: "t", bytes: bytes)
    let inOrder = Self.paths(of: value)
    // Every other path from the end first, then the rest from the start.
    let paths = stride(from: inOrder.count - 1, through: 0, by: -2).map { inOrder[$0] }
      + stride(from: inOrder.count % 2 == 0 ? 0 : 1, to: inOrder.count, by: 2).map { inOrder[$0] }
    #expect(paths.count > 40_000)
    let values = try #require(try Self.noted(bytes))
    #expect(document.lineNumbers(of: paths, values: values) == document.lineNumbers(of: paths, positions: nil))
  }

  @Test func anXMLRootArrayHasNoLineAsTheTracerGivesNone() throws {
    let xml = "<plist version=\"1.0\">\n<array>\n<string>a</string>\n</array>\n</plist>\n"
    let (noted, traced) = try Self.compare(xml, paths: [PlistPath([]), PlistPath([.index(0)])])
    #expect(noted == [nil, 3])
    #expect(noted == traced)
  }

  @Test func binaryAndUTF16FilesNoteNothing() throws {
    #expect(try Self.noted(BinaryPlistWriter.write(.array([.string("a")]))) == nil)
    let utf16: [UInt8] = [0xFF, 0xFE] + Array("[\"a\"]".utf16).flatMap { unit -> [UInt8] in [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
    #expect(try Self.noted(utf16) == nil)
  }
}
