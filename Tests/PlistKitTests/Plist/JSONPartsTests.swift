import Foundation
import Testing
@testable import PlistKit

/// A large JSON file is read on several cores whatever its root: the tape is the one a reading
/// in order makes (every token, string and noted offset), and a file the parts cannot read is
/// read in order, with its messages.
struct JSONPartsTests {
  /// The in-order tape of `text` and the tape in `parts` parts (nil when the parts were not
  /// used), each with offsets noted.
  static func tapes(_ bytes: [UInt8], parts: Int) throws -> (inOrder: PlistTape, inParts: PlistTape?) {
    try bytes.withByteView { buffer in
      (try JSONPlistParser.tape(of: buffer, notingOffsets: true, parts: 1),
       JSONPlistParser.inParts(buffer, notingOffsets: true, parts: parts))
    }
  }

  /// Whether two tapes hold the same tokens, strings (by their bytes) and value offsets.
  static func same(_ a: PlistTape, _ b: PlistTape) -> Bool {
    guard a.tokenCount == b.tokenCount else { return false }
    var isKey = [Bool](repeating: false, count: a.tokenCount)
    for i in 0..<a.tokenCount {
      let (x, y) = (a.tokens[i], b.tokens[i])
      guard x.kind == y.kind, x.count == y.count else { return false }
      switch x.kind {
      case .string: guard Array(a.strings[Int(x.payload)].utf8) == Array(b.strings[Int(y.payload)].utf8) else { return false }
      default: guard x.payload == y.payload else { return false }
      }
      if x.kind == .dictionary {
        var at = i + 1
        for _ in 0..<Int(x.count) {
          isKey[at] = true
          at = a.tokens[at + 1].end(at: at + 1)
        }
      }
      // A key's slot among the offsets is not written.
      guard isKey[i] || a.valueStarts?[i] == b.valueStarts?[i] else { return false }
    }
    return true
  }

  static func pretty(_ value: PlistValue) throws -> [UInt8] { try JSONPlistWriter.write(value) }

  @Test("random files read in parts as in order", arguments: Array(UInt64(0)..<30))
  func randomFiles(seed: UInt64) throws {
    var gen = RandomPlist(seed: seed, xmlSafe: false)
    let items = (0..<30).map { n in PlistValue.array((0..<4).map { _ in .dictionary(PlistDictionary([("n", .integer(Int64(n))), ("v", gen.value(depth: 4))])) }) }
    let value: PlistValue = seed % 2 == 0 ? .array(items) : .dictionary(PlistDictionary(items.enumerated().map { ("k\($0.offset)", $0.element) }))
    let bytes = try Self.pretty(value)
    for parts in [2, 3, 5] {
      let (inOrder, inParts) = try Self.tapes(bytes, parts: parts)
      #expect(inParts.map { Self.same(inOrder, $0) } == true, "\(parts) parts")
    }
  }

  /// Shapes around the cuts: closing several levels at once, an outer dictionary told by its
  /// next key (with a quote escaped in it), nulls left out, empty containers, arrays of arrays.
  @Test(arguments: [
    #"{"a": [{"x": 1}, {"x": 2}, {"x": 3}, {"x": 4}], "b\"c": {"n": null, "m": [{"y": []}, {"y": {}}, {"y": [[{"z": 1}, {"z": 2}]]}]}, "d": null, "e": [[{"p": 1}, {"p": 2}], [{"p": 3}, {"p": 4}], []]}"#,
    #"[[{"a": 1}, {"a": 2}, {"a": 3}], [{"a": 4}, {"a": 5}], {"b": [{"c": 1}, {"c": 2}]}, "s", 1.5, true]"#,
  ])
  func shapesAroundTheCuts(_ text: String) throws {
    let bytes = Array(text.utf8)
    var used = 0
    for parts in 2...12 {
      let (inOrder, inParts) = try Self.tapes(bytes, parts: parts)
      if let inParts {
        used += 1
        #expect(Self.same(inOrder, inParts), "\(parts) parts")
      }
    }
    #expect(used > 0)
  }

  /// A part of many tokens is copied onto the first part's tape in pieces, on every core:
  /// each piece's tokens, strings and offsets land where reading in order puts them.
  @Test func aLargePartIsJoinedInPiecesAsReadInOrder() throws {
    let objects = (0..<120_000).map { #"{"n": \#($0), "s": "名\#($0 % 1_000)-\#($0)", "t": [true]}"# }
    let bytes = Array("[\(objects.joined(separator: ",\n"))]".utf8)
    let (inOrder, inParts) = try Self.tapes(bytes, parts: 2)
    #expect(inOrder.tokenCount == 1 + 120_000 * 8)
    #expect(inParts.map { Self.same(inOrder, $0) } == true)
  }

  /// A cut guessed inside a string is passed by the part before it: the file is read again in
  /// order, and no part read on to the end.
  @Test func aCutInsideAStringReadsTheFileInOrder() throws {
    let bytes = Array(#"[{"k": "},{"}, {"k": "},{"}, {"k": "},{"}, {"k": "},{"}, {"k": "},{"}, {"k": "},{"}]"#.utf8)
    for parts in 2...12 {
      let (inOrder, inParts) = try Self.tapes(bytes, parts: parts)
      #expect(inParts == nil, "\(parts) parts")
      let read = try bytes.withByteView { buffer throws(PlistError) in
        try JSONPlistParser.tape(of: buffer, notingOffsets: true, parts: parts, bytesPerPart: 1)
      }
      #expect(Self.same(inOrder, read))
    }
  }

  /// A file with an error after a cut reads in order: its message is the one read in order.
  @Test(arguments: [
    (#"[{"a": 1}, {"a": 2}, {"a": 3}, {"a": 4}, null]"#, "null in an array has no plist form"),
    (#"{"a": [{"b": 1}, {"b": 2}, {"b": 3}], "c": [1, 2,]}"#, "a trailing comma before ']' is not JSON"),
    (#"{"a": [{"b": 1}, {"b": 2}, {"b": 3}]]"#, "expected ',' or '}' in the object, found ']'"),
    (#"[{"b": 1}, {"b": 2}, {"b": 3}]]"#, "expected the end of the file after the JSON value, found ']'"),
    (#"[{"b": 1}, {"b": 2}, {"b": 3}"#, "unexpected end of file: the array opened here is not closed"),
  ])
  func anErrorAfterACutIsTheReadingInOrder(_ text: String, _ reason: String) throws {
    let bytes = Array(text.utf8)
    for parts in 2...6 {
      let inOrder = bytes.withByteView { buffer in Result { () throws(PlistError) in try JSONPlistParser.tape(of: buffer, parts: 1) } }
      let inParts = bytes.withByteView { buffer in Result { () throws(PlistError) in try JSONPlistParser.tape(of: buffer, parts: parts, bytesPerPart: 1) } }
      guard case .failure(let error) = inOrder, case .failure(let partsError) = inParts else {
        Issue.record("read without an error in \(parts) parts")
        continue
      }
      #expect(error == partsError)
      #expect(error.description.contains(reason), "\(error.description)")
    }
  }

  /// Nesting as deep as the limit after a cut is read (two levels above the arrays); one
  /// deeper is refused, as in order.
  @Test(arguments: [XMLPlistParser.maxDepth - 2, XMLPlistParser.maxDepth - 1])
  func theDepthLimitHoldsAcrossCuts(arrays: Int) throws {
    let deep = String(repeating: "[", count: arrays) + String(repeating: "]", count: arrays)
    let bytes = Array((#"[{"a": 1}, {"a": 2}, {"a": "# + deep + "}]").utf8)
    let read = bytes.withByteView { buffer in
      (Result { () throws(PlistError) in try JSONPlistParser.tape(of: buffer, parts: 1) },
       Result { () throws(PlistError) in try JSONPlistParser.tape(of: buffer, parts: 3, bytesPerPart: 1) })
    }
    switch read {
    case (.success(let inOrder), .success(let inParts)):
      #expect(arrays == XMLPlistParser.maxDepth - 2)
      #expect(Self.same(inOrder, inParts))
    case (.failure(let inOrder), .failure(let inParts)):
      #expect(arrays == XMLPlistParser.maxDepth - 1)
      #expect(inOrder == inParts)
      #expect(inOrder.description.contains("nesting is deeper than \(XMLPlistParser.maxDepth) levels"))
    default:
      Issue.record("read in order and in parts differ")
    }
  }
}
