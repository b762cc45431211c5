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

  /// Each part reads with a context of its own; what a part's context saw is the caller's.
  @Test(arguments: [nil, 0, 4_999, 9_999])
  func aPartThatSawAWarningSaysSo(extraAt: Int?) throws {
    var items = try #require(Self.pack(count: 10_000).arrayValue)
    if let extraAt {
      var entry = try #require(items[extraAt].dictionaryValue)
      entry["extra"] = .bool(true)
      items[extraAt] = .dictionary(entry)
    }
    let nodes = items.map(PlistNode.init)
    let context = ModelContext(detectsWarnings: true)
    let models = try ModelBatch.decode(NumberedEntry.self, count: nodes.count, element: { nodes[$0] }, context: context, parts: 4).get()
    #expect(models.count == 10_000)
    #expect(context.sawWarning == (extraAt != nil))
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

/// A large array inside a dictionary (a catalog's categories of products) is also read on
/// every core: the models and the error reported are those of a read in order, in every form.
struct NestedBatchTests {
  struct Shelf: PlistModel, Equatable {
    let items: [[NumberedEntry]]
    init(from plist: PlistObject) throws(ModelError) { items = try plist.required("shelves") }
  }

  /// 40 shelves of 1,000 entries: some 120,000 values, enough for a second thread.
  static func shelves(negativeAt: Set<Int> = []) -> PlistValue {
    .dictionary(PlistDictionary([("shelves", .array((0..<40).map { shelf in
      .array((0..<1_000).map { i in
        .dictionary(PlistDictionary([
          ("number", .integer(negativeAt.contains(shelf * 1_000 + i) ? -1 : Int64(i))), ("label", .string("第\(shelf)架\(i)")),
        ]))
      })
    }))]))
  }

  /// The shelves with an unknown key in the entries at `extraAt` (counted across shelves).
  static func shelves(extraAt: [Int], negativeAt: Set<Int> = []) throws -> PlistValue {
    try shelves(marking: "extra", at: extraAt, negativeAt: negativeAt)
  }

  /// The shelves with `key` set to true in the entries at `marked` (counted across shelves).
  static func shelves(marking key: String, at marked: [Int], negativeAt: Set<Int> = []) throws -> PlistValue {
    var shelves = try #require(shelves(negativeAt: negativeAt)["shelves"]?.arrayValue)
    for n in marked {
      var shelf = try #require(shelves[n / 1_000].arrayValue)
      var entry = try #require(shelf[n % 1_000].dictionaryValue)
      entry[key] = .bool(true)
      shelf[n % 1_000] = .dictionary(entry)
      shelves[n / 1_000] = .array(shelf)
    }
    return .dictionary(PlistDictionary([("shelves", .array(shelves))]))
  }

  /// Lint's decode collects warnings on every core too: the same warnings, in the same order,
  /// as a read in order, and none from past the first failure.
  @Test(arguments: [
    ([], [5, 999, 20_000, 20_001, 39_999]),
    ([20_000], [5, 999, 20_000, 20_001, 39_999]),
    ([1_000], [5, 999, 20_000, 39_999]),
  ])
  func warningsAreThoseOfAReadInOrder(negativeAt: [Int], extraAt: [Int]) throws {
    let value = try Self.shelves(extraAt: extraAt, negativeAt: Set(negativeAt))
    let inOrder = ModelContext(collectsWarnings: true)
    let inOrderResult = Result { () throws(ModelError) in try Shelf.convert(PlistNode(value), context: inOrder) }
    for form in ["xml", "binary", "json"] {
      let bytes = try Self.write(value, as: form)
      let parallel = ModelContext(collectsWarnings: true)
      let result = try bytes.withByteView { buffer throws(PlistError) in
        try PlistReader.withRootNode(buffer) { root in
          #expect(Parts.most == 1 || (root.lookup("shelves")?.value.parallelParts ?? 0) > 1)
          return Result { () throws(ModelError) in try Shelf.convert(root, context: parallel) }
        }
      }
      #expect(parallel.warnings == inOrder.warnings, "\(form)")
      #expect(result.map(\.items.count) == inOrderResult.map(\.items.count), "\(form)")
    }
    let expected = extraAt.filter { negativeAt.isEmpty || $0 < negativeAt[0] }.map { "shelves[\($0 / 1_000)][\($0 % 1_000)].extra: unknown key \"extra\" is ignored" }
    #expect(inOrder.warnings.map(\.description) == expected)
  }

  /// An entry that warns while it is read, before it may fail: lint reads on every core only
  /// noting which entries warn, then reads those again with their paths.
  struct NotedEntry: PlistModel, Equatable {
    let number: Int
    init(from plist: PlistObject) throws(ModelError) {
      if try plist.optional("noted", default: false) { plist.context.warn("noted before the number is read", at: .key("noted")) }
      number = try plist.required("number")
      _ = try plist.optional("label", as: String.self)
      guard number >= 0 else { throw ModelError(.invalid("a number must not be negative")) }
    }
  }

  struct NotedShelf: PlistModel, Equatable {
    let items: [[NotedEntry]]
    init(from plist: PlistObject) throws(ModelError) { items = try plist.required("shelves") }
  }

  /// The warnings of entries read again are those of a read in order, up to and including
  /// those of the failing entry, which come before its failure.
  @Test(arguments: [
    ([], [0, 999, 1_000, 25_017, 39_999]),
    ([25_017], [0, 999, 1_000, 25_017, 39_999]),
    ([1_000], [0, 1_000, 1_001]),
    ([7], []),
  ])
  func warningsOfEntriesReadAgainAreThoseOfAReadInOrder(negativeAt: [Int], notedAt: [Int]) throws {
    let value = try Self.shelves(marking: "noted", at: notedAt, negativeAt: Set(negativeAt))
    let inOrder = ModelContext(collectsWarnings: true)
    let inOrderResult = Result { () throws(ModelError) in try NotedShelf.convert(PlistNode(value), context: inOrder) }
    for form in ["xml", "binary", "json"] {
      let parallel = ModelContext(collectsWarnings: true)
      let result = try Self.write(value, as: form).withByteView { buffer throws(PlistError) in
        try PlistReader.withRootNode(buffer) { root in Result { () throws(ModelError) in try NotedShelf.convert(root, context: parallel) } }
      }
      #expect(parallel.warnings == inOrder.warnings, "\(form)")
      #expect(result == inOrderResult, "\(form)")
    }
    let failing = negativeAt.first ?? Int.max
    let expected = notedAt.filter { $0 <= failing }.map { "shelves[\($0 / 1_000)][\($0 % 1_000)].noted: noted before the number is read" }
    #expect(inOrder.warnings.map(\.description) == expected)
    #expect((try? inOrderResult.get()) == nil || negativeAt.isEmpty)
  }

  static func write(_ value: PlistValue, as form: String) throws -> [UInt8] {
    switch form {
    case "binary": BinaryPlistWriter.write(value)
    case "json": try JSONPlistWriter.write(value)
    default: XMLPlistWriter.write(value)
    }
  }

  @Test(arguments: ["xml", "binary", "json"])
  func readsAsInOrder(form: String) throws {
    let bytes = try Self.write(Self.shelves(), as: form)
    let parts = try bytes.withByteView { buffer throws(PlistError) in
      try PlistReader.withRootNode(buffer) { $0.lookup("shelves")?.value.parallelParts }
    }
    #expect(Parts.most == 1 || (parts ?? 0) > 1, "the shelves are read in parts on a machine of several cores")
    let parallel = try PlistDocument(name: "s.plist", bytes: bytes).decode(Shelf.self)
    // Values held in memory are read in order.
    let inOrder = try Shelf.convert(PlistNode(Self.shelves()), context: ModelContext())
    #expect(parallel == inOrder)
    #expect(parallel.items.count == 40 && parallel.items[39].last?.label == "第39架999")
  }

  @Test(arguments: [
    ([35_500], "s.plist: shelves[35][500]: a number must not be negative"),
    ([2_001, 35_500], "s.plist: shelves[2][1]: a number must not be negative"),
  ])
  func theFirstFailingElementIsReported(negativeAt: [Int], message: String) throws {
    for form in ["xml", "binary", "json"] {
      let bytes = try Self.write(Self.shelves(negativeAt: Set(negativeAt)), as: form)
      do {
        _ = try PlistDocument(name: "s.plist", bytes: bytes).decode(Shelf.self)
        Issue.record("\(form): no error")
      } catch {
        #expect(error.description.replacingOccurrences(of: #"s\.plist:\d+: "#, with: "s.plist: ", options: .regularExpression) == message, "\(form)")
      }
    }
  }
}
