import Foundation
import Testing
@testable import PlistKit

/// Large binary packs are decoded on every core; these check that the result is the one an
/// in-order decode gives, whatever the split.
struct ModelBatchTests {
  static func pack(count: Int, negativeAt: Set<Int> = []) -> PlistValue {
    .array((0..<count).map { i in
      .dictionary(PlistDictionary([
        ("number", .integer(negativeAt.contains(i) ? -1 : Int64(i))),
        ("label", .string("第\(i)题")),
      ]))
    })
  }

  @Test(arguments: [0, 1, 4095, 4096, 9001, 20_000])
  func aBinaryPackDecodesAsItsXMLTwinDoes(count: Int) throws {
    let value = Self.pack(count: count)
    let binary = try PlistDocument(name: "n.plist", bytes: BinaryPlistWriter.write(value)).decodeArray(of: NumberedEntry.self)
    let xml = try PlistDocument(name: "n.plist", bytes: XMLPlistWriter.write(value)).decodeArray(of: NumberedEntry.self)
    #expect(binary.count == count)
    #expect(binary == xml)
    #expect(binary.last?.label == (count > 0 ? "第\(count - 1)题" : nil))
  }

  @Test(arguments: [
    ([15_000], "n.plist: [15000]: a number must not be negative"),
    ([3, 15_000], "n.plist: [3]: a number must not be negative"),
    ([19_999], "n.plist: [19999]: a number must not be negative"),
    ([0], "n.plist: [0]: a number must not be negative"),
  ])
  func theFirstFailingElementIsReported(negativeAt: [Int], message: String) throws {
    let bytes = BinaryPlistWriter.write(Self.pack(count: 20_000, negativeAt: Set(negativeAt)))
    #expect(throws: LoadError.self) { try PlistDocument(name: "n.plist", bytes: bytes).decodeArray(of: NumberedEntry.self) }
    do {
      _ = try PlistDocument(name: "n.plist", bytes: bytes).decodeArray(of: NumberedEntry.self)
    } catch {
      #expect(error.description == message)
    }
  }

  @Test func lintDecodesInOrderAndStillWarns() throws {
    var items = try #require(Self.pack(count: 10_000).arrayValue)
    var last = try #require(items[9_999].dictionaryValue)
    last["extra"] = .bool(true)
    items[9_999] = .dictionary(last)
    let value = PlistValue.array(items)
    let context = ModelContext(collectsWarnings: true)
    let models = try PlistDocument(name: "n.plist", bytes: BinaryPlistWriter.write(value)).decodeArray(of: NumberedEntry.self, context: context)
    #expect(models.count == 10_000)
    #expect(context.warnings.map(\.description) == ["[9999].extra: unknown key \"extra\" is ignored"])
  }
}
