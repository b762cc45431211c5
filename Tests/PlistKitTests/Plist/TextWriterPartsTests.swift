import Foundation
import Testing
@testable import PlistKit

/// A large file read in place is written as XML or JSON on every core: the bytes, and every
/// error, are the ones a writer in order makes, whatever the shape, the form read and the
/// number of parts.
struct TextWriterPartsTests {
  /// The texts a file makes: XML, pretty JSON and compact JSON.
  static let texts = ["xml", "json", "compact json"]

  /// Writes `bytes` read in place as `text`, in each number of parts (asked for on any size
  /// of file; one is the writer in order).
  static func written(_ bytes: [UInt8], as text: String, limit: Int = .max) throws -> [Int: Result<[UInt8], PlistError>] {
    try bytes.withByteView { buffer throws(PlistError) in
      try PlistReader.withRootNode(buffer) { root in
        var written: [Int: Result<[UInt8], PlistError>] = [:]
        for parts in [1, 2, 3, 5] {
          written[parts] = Result { () throws(PlistError) in
            switch text {
            case "xml": try XMLPlistWriter.checkedWrite(root, limit: limit, parts: parts, sizeForParts: 0)
            default: try JSONPlistWriter.write(root, pretty: text == "json", limit: limit, parts: parts, sizeForParts: 0)
            }
          }
        }
        return written
      }
    }
  }

  /// Random trees, wide enough at some level to be split: a root array or dictionary of 40.
  @Test("random trees are written in parts as in order", arguments: Array(UInt64(0)..<30))
  func randomTrees(seed: UInt64) throws {
    var gen = RandomPlist(seed: seed, xmlSafe: true)
    let items = (0..<40).map { _ in gen.value(depth: 5) }
    let value: PlistValue = seed % 2 == 0 ? .array(items) : .dictionary(PlistDictionary(items.enumerated().map { ("k\($0.offset % 7)\($0.offset)", $0.element) }))
    for (form, bytes) in try BinaryWriterPartsTests.forms(value) {
      for text in Self.texts {
        let written = try Self.written(bytes, as: text)
        let inOrder = try written[1]!.get()
        let read = try PlistReader.read(bytes)
        let fromValues = text == "xml" ? try XMLPlistWriter.checkedWrite(read) : try JSONPlistWriter.write(read, pretty: text == "json")
        // Compared as booleans: a failure printing both texts byte by byte would bury the rest.
        #expect(Bool(inOrder == fromValues), "\(form) as \(text): in order, as from values")
        for parts in [2, 3, 5] { #expect(Bool(try written[parts]!.get() == inOrder), "\(form) as \(text) in \(parts) parts") }
      }
    }
  }

  /// A key written twice at the level split and above it: a dictionary is written with each
  /// key once, at its first place, with its last value.
  @Test func repeatedKeysAtEveryLevel() throws {
    let products = (0..<9).map { p in
      "<dict><key>id</key><string>p\(p)</string><key>tags</key><array><string>t</string></array>" + (p % 2 == 0 ? "<key>id</key><string>again</string>" : "") + "</dict>"
    }.joined()
    let categories = (0..<8).map { c in
      "<dict><key>name</key><string>c\(c)</string><key>products</key><array>\(products)</array><key>name</key><string>last</string></dict>"
    }.joined()
    let bytes = Array("<plist><dict><key>categories</key><array>\(categories)</array><key>categories</key><array>\(categories)</array></dict></plist>".utf8)
    for text in Self.texts {
      let written = try Self.written(bytes, as: text)
      let inOrder = try written[1]!.get()
      #expect(String(decoding: inOrder, as: UTF8.self).contains("again"))
      for parts in [2, 3, 5] { #expect(Bool(try written[parts]!.get() == inOrder), "\(text) in \(parts) parts") }
    }
  }

  /// Each writer in parts stops where the writer in order stops, with its error.
  @Test func theLimitIsTheWriterInOrder() throws {
    let value = PlistValue.array((0..<64).map { n in .dictionary(PlistDictionary([("n", .integer(Int64(n))), ("name", .string("product \(n)"))])) })
    for (form, bytes) in try BinaryWriterPartsTests.forms(value) {
      for text in Self.texts {
        let size = try Self.written(bytes, as: text)[1]!.get().count
        for limit in [size, size - 1, size / 2, 10] {
          let written = try Self.written(bytes, as: text, limit: limit)
          for parts in [2, 3, 5] { #expect(written[parts]! == written[1]!, "\(form) as \(text), limit \(limit), \(parts) parts") }
          #expect((try? written[1]!.get())?.count == (limit == size ? size : nil), "\(form) as \(text), limit \(limit)")
        }
      }
    }
  }

  /// A value a text cannot carry deep in a part is named by its key path, as in order.
  @Test func anErrorInAPartNamesItsPath() throws {
    func tree(_ bad: PlistValue) -> PlistValue {
      .array((0..<12).map { c in .dictionary(PlistDictionary([("products", .array((0..<5).map { p in
        .dictionary(PlistDictionary([("name", c == 9 && p == 3 ? bad : .string("p\(p)"))]))
      }))])) })
    }
    let cases: [(text: String, bad: PlistValue, message: String)] = [
      ("json", .real(.infinity), "[9].products[3].name: the real inf has no JSON form"),
      ("compact json", .real(.nan), "[9].products[3].name: the real nan has no JSON form"),
      ("xml", .string("a\u{1B}b"), "[9].products[3].name: the string holds U+001B, which XML 1.0 cannot carry; convert to binary or JSON instead"),
    ]
    for (text, bad, message) in cases {
      let written = try Self.written(BinaryPlistWriter.write(tree(bad)), as: text)
      for parts in [1, 2, 3, 5] {
        #expect(throws: PlistError(message), "\(text) in \(parts) parts") { try written[parts]!.get() }
      }
    }
  }

  /// Outputs sharing a limit stop once their total passes it, each telling it every step.
  @Test func partsShareTheirLimit() throws {
    let shared = SharedLimit(limit: SharedLimit.step * 3 / 2)
    var first = TextOutput(limit: .max, shared: shared), second = TextOutput(limit: .max, shared: shared)
    first.append(0x20, times: SharedLimit.step)
    try first.checkLimit()
    second.append(0x20, times: SharedLimit.step - 1)
    try second.checkLimit()
    second.append(0x20)
    #expect(throws: OutputLimit.passed(.max)) { try second.checkLimit() }
  }

  /// A large catalog read as the converter reads it, in the parts this machine has: the bytes
  /// of the writer in order.
  @Test func aLargeCatalogInThisMachinesParts() throws {
    let value = BinaryValueInPartsTests.catalog
    for (form, bytes) in try BinaryWriterPartsTests.forms(value) {
      let (xml, json) = try bytes.withByteView { buffer throws(PlistError) in
        try PlistReader.withRootNode(buffer) { root in
          ((try? XMLPlistWriter.checkedWrite(root)).map { $0 == (try? XMLPlistWriter.checkedWrite(root, limit: .max, parts: 1, sizeForParts: .max)) },
           (try? JSONPlistWriter.write(root)).map { $0 == (try? JSONPlistWriter.write(root, pretty: true, limit: .max, parts: 1, sizeForParts: .max)) })
        }
      }
      #expect(xml == true && json == true, "\(form)")
    }
  }
}
