import Foundation
import Testing
@testable import PlistKit

/// A large file read in place is laid out for the binary form on every core: the bytes are the
/// ones a writer in order makes, whatever the shape, the form read and the number of parts.
struct BinaryWriterPartsTests {
  /// Writes `bytes` read in place as binary: in order, and in each number of parts (asked for
  /// on any size of file).
  static func written(_ bytes: [UInt8], limit: Int = .max) throws -> [Int: Result<[UInt8], PlistError>] {
    try bytes.withByteView { buffer throws(PlistError) in
      try PlistReader.withRootNode(buffer) { root in
        var written: [Int: Result<[UInt8], PlistError>] = [:]
        for parts in [1, 2, 3, 5] {
          written[parts] = Result { () throws(PlistError) in try BinaryPlistWriter.write(root, limit: limit, parts: parts, sizeForParts: 0) }
        }
        return written
      }
    }
  }

  static func forms(_ value: PlistValue) throws -> [(String, [UInt8])] {
    [("xml", XMLPlistWriter.write(value)), ("json", try JSONPlistWriter.write(value)), ("binary", BinaryPlistWriter.write(value))]
  }

  /// Random trees, wide enough at some level to be split: a root array or dictionary of 40.
  @Test("random trees are written in parts as in order", arguments: Array(UInt64(0)..<40))
  func randomTrees(seed: UInt64) throws {
    var gen = RandomPlist(seed: seed, xmlSafe: true)
    let items = (0..<40).map { _ in gen.value(depth: 5) }
    let value: PlistValue = seed % 2 == 0 ? .array(items) : .dictionary(PlistDictionary(items.enumerated().map { ("k\($0.offset % 7)\($0.offset)", $0.element) }))
    for (form, bytes) in try Self.forms(value) {
      let written = try Self.written(bytes)
      let inOrder = try written[1]!.get()
      #expect(inOrder == BinaryPlistWriter.write(try PlistReader.read(bytes)), "\(form): in order, as from values")
      for parts in [2, 3, 5] { #expect(try written[parts]!.get() == inOrder, "\(form) in \(parts) parts") }
    }
  }

  /// The same strings and numbers in every part and above them, keys written twice (as the
  /// same text, and canonically equal texts) and `{CF$UID = n}` at the level split and the
  /// levels above it.
  @Test func sharedStringsRepeatedKeysAndUIDs() throws {
    func product(_ n: Int) -> String {
      let key = n % 4 == 0 ? "<key>id</key><string>again</string>" : n % 4 == 1 ? "<key>caf\u{E9}</key><integer>1</integer>" : ""
      let uid = n % 5 == 0 ? "<key>ref</key><dict><key>CF$UID</key><integer>\(n)</integer></dict>" : ""
      return "<dict><key>id</key><string>p\(n % 9)</string><key>cafe\u{301}</key><integer>\(n % 3)</integer>\(key)\(uid)<key>n</key><integer>\(n * 1_000)</integer></dict>"
    }
    let categories = (0..<12).map { c in
      "<dict><key>name</key><string>c\(c % 4)</string><key>name</key><string>again</string><key>products</key><array>\((0..<7).map { product(c * 7 + $0) }.joined())<dict><key>CF$UID</key><integer>\(c)</integer></dict></array></dict>"
    }
    let xml = "<plist><dict><key>categories</key><array>\(categories.joined())</array><key>uid</key><dict><key>CF$UID</key><integer>7</integer></dict><key>again</key><string>again</string></dict></plist>"
    let bytes = Array(xml.utf8)
    let written = try Self.written(bytes)
    let inOrder = try written[1]!.get()
    #expect(inOrder == BinaryPlistWriter.write(try PlistReader.read(bytes)))
    for parts in [2, 3, 5] { #expect(try written[parts]!.get() == inOrder, "\(parts) parts") }
    // Written from the file's values, then read in place and written again in parts.
    let binary = BinaryPlistWriter.write(try PlistReader.read(bytes))
    for (parts, result) in try Self.written(binary) { #expect(try result.get() == inOrder, "from binary, \(parts) parts") }
  }

  /// Each writer in parts stops where the writer in order stops, with its error.
  @Test func theLimitIsTheWriterInOrder() throws {
    let value = PlistValue.array((0..<64).map { n in .dictionary(PlistDictionary([("n", .integer(Int64(n))), ("name", .string("product \(n)"))])) })
    for (form, bytes) in try Self.forms(value) {
      let size = try Self.written(bytes)[1]!.get().count
      for limit in [size, size - 1, size / 2, 10] {
        let written = try Self.written(bytes, limit: limit)
        for parts in [2, 3, 5] { #expect(written[parts]! == written[1]!, "\(form), limit \(limit), \(parts) parts") }
        #expect((try? written[1]!.get()) == (limit == size ? try Self.written(bytes)[1]!.get() : nil))
      }
    }
  }

  /// A large catalog read as the converter reads it, in the parts this machine has: the bytes
  /// of the writer in order.
  @Test func aLargeCatalogInThisMachinesParts() throws {
    let value = BinaryValueInPartsTests.catalog
    for (form, bytes) in try Self.forms(value) {
      let (inParts, inOrder) = try bytes.withByteView { buffer throws(PlistError) in
        try PlistReader.withRootNode(buffer) { root in
          (try? BinaryPlistWriter.write(root), try? BinaryPlistWriter.write(root, limit: .max, parts: 1, sizeForParts: 0))
        }
      }
      #expect(inParts != nil && inParts == inOrder, "\(form)")
      #expect(try PlistReader.read(inParts ?? []) == value)
    }
  }
}
