import Foundation
import Testing
import TestSupport
@testable import PlistKit
import PlistKitFoundation

/// A model touching every conversion, nesting and array shape, to compare the three places a
/// node can read from.
private struct NodeCard: PlistModel, Equatable {
  let title: String
  let score: Int
  let weight: Double
  let active: Bool
  let tags: [String]
  let counts: [Int]
  let when: Date?
  let blob: Data?
  let extra: PlistValue?
  let parts: [Part]

  struct Part: PlistModel, Equatable {
    let name: String
    let size: Int
    init(from plist: PlistObject) throws(ModelError) {
      name = try plist.required("name")
      size = try plist.optional("size", default: 1)
    }
  }

  init(from plist: PlistObject) throws(ModelError) {
    title = try plist.required("title")
    score = try plist.required("score")
    weight = try plist.optional("weight", default: 0)
    active = try plist.optional("active", default: false)
    tags = try plist.optional("tags", default: [])
    counts = try plist.optional("counts", default: [])
    when = try plist.optional("when")
    blob = try plist.optional("blob")
    extra = try plist.optional("extra")
    parts = try plist.optional("parts", default: [])
  }
}

struct PlistNodeTests {
  /// Random cards, some keys written in the lenient forms (numbers as strings, YES/NO).
  static func cards(seed: UInt64, count: Int) -> PlistValue {
    var random = RandomPlist(seed: seed, xmlSafe: true)
    var rng = SplitMix64(seed: seed ^ 0x5EED)
    return .array((0..<count).map { i in
      var dict = PlistDictionary()
      dict["title"] = .string(random.string())
      dict["score"] = i % 3 == 0 ? .string("\(i * 7)") : .integer(Int64(i * 7))
      if Bool.random(using: &rng) { dict["weight"] = .real(Double(i) / 4) }
      dict["active"] = i % 2 == 0 ? .string("YES") : .bool(false)
      dict["tags"] = .array((0..<Int.random(in: 0...6, using: &rng)).map { _ in .string(random.string()) })
      dict["counts"] = .array((0..<Int.random(in: 0...4, using: &rng)).map { _ in .integer(Int64.random(in: -99...99, using: &rng)) })
      if Bool.random(using: &rng) { dict["when"] = .date(Date(timeIntervalSinceReferenceDate: Double(i * 86_400))) }
      if Bool.random(using: &rng) { dict["blob"] = .data(Data([UInt8(i & 0xFF), 0, 255])) }
      if Bool.random(using: &rng) { dict["extra"] = random.value(depth: 3) }
      dict["parts"] = .array((0..<Int.random(in: 0...3, using: &rng)).map { j in
        .dictionary(PlistDictionary([("name", .string("p\(j)")), ("size", .integer(Int64(j)))]))
      })
      return .dictionary(dict)
    })
  }

  @Test(arguments: [1, 2, 3, 4, 5] as [UInt64])
  func modelsDecodeAlikeFromXMLBinaryAndValues(seed: UInt64) throws {
    let value = Self.cards(seed: seed, count: 40)
    let fromValues = try [NodeCard].convert(value, context: ModelContext())
    #expect(fromValues.count == 40)
    for bytes in [XMLPlistWriter.write(value), BinaryPlistWriter.write(value)] {
      let decoded = try PlistDocument(name: "cards.plist", bytes: bytes).decodeArray(of: NodeCard.self)
      #expect(decoded == fromValues)
    }
  }

  @Test(arguments: [1, 2, 3] as [UInt64])
  func nodesRebuildTheValuesTheyWereWrittenFrom(seed: UInt64) throws {
    var random = RandomPlist(seed: seed, xmlSafe: true)
    let value = PlistValue.array((0..<30).map { _ in random.value(depth: 4) })
    for bytes in [XMLPlistWriter.write(value), BinaryPlistWriter.write(value)] {
      var elements: [PlistValue] = []
      let root = try PlistReader.forEachRootNode(bytes) { node in
        elements.append(node.value)
        return true
      }
      #expect(root == nil)
      #expect(PlistValue.array(elements) == value)
    }
  }

  /// The same document in each form, read as nodes.
  static func forms(_ value: PlistValue) -> [(String, [UInt8])] {
    [("xml", XMLPlistWriter.write(value)), ("binary", BinaryPlistWriter.write(value))]
  }

  @Test func nodesAnswerKindCountKeysAndStringsAlike() throws {
    let element = PlistValue.dictionary(PlistDictionary([
      ("name", .string("猜图")), ("letters", .array([.string("a"), .string("猜")])),
      ("mixed", .array([.string("a"), .integer(2)])), ("big", .integer(unsigned: UInt64.max)),
    ]))
    var seen: [String] = []
    for (form, bytes) in Self.forms(.array([element])) {
      try PlistReader.forEachRootNode(bytes) { node in
        #expect(node.kind == .dictionary)
        #expect(node.count == 4)
        #expect(node.keys == ["name", "letters", "mixed", "big"])
        #expect(node.lookup("name")?.value.string == "猜图")
        #expect(node.lookup("name")?.position == 0)
        #expect(node.lookup("absent") == nil)
        #expect(node.lookup("letters")?.value.strings == ["a", "猜"])
        #expect(node.lookup("mixed")?.value.strings == nil)
        #expect(node.lookup("mixed")?.value.foundDescription == "an array of 2")
        #expect(node.lookup("big")?.value.kind == .unsignedInteger)
        #expect(node.lookup("big")?.value.scalar == .integer(unsigned: UInt64.max))
        #expect(node.foundDescription == "a dictionary of 4 keys")
        seen.append(form)
        return true
      }
    }
    #expect(seen == ["xml", "binary"])
  }

  @Test func aRepeatedKeyGivesItsLastValueAndIsNotReportedUnread() throws {
    let text = xmlPlist("""
      <array><dict>
      <key>name</key><string>first</string>
      <key>size</key><integer>3</integer>
      <key>name</key><string>last</string>
      <key>colour</key><string>red</string>
      </dict></array>
      """)
    let context = ModelContext(collectsWarnings: true)
    let parts = try PlistDocument(name: "parts.plist", bytes: Array(text.utf8)).decodeArray(of: NodeCard.Part.self, context: context)
    #expect(parts == [try NodeCard.Part(plist: .dictionary(PlistDictionary([("name", .string("last")), ("size", .integer(3))])))])
    #expect(context.warnings.map(\.description) == ["[0].colour: unknown key \"colour\" is ignored"])
    #expect(context.warnings.map(\.line) == [8])
  }

  @Test func errorsNameThePathInEveryForm() throws {
    var items = try #require(Self.cards(seed: 9, count: 5).arrayValue)
    var third = try #require(items[3].dictionaryValue)
    third["tags"] = .array([.string("ok"), .integer(7)])
    items[3] = .dictionary(third)
    let cards = PlistValue.array(items)
    for (form, bytes) in Self.forms(cards) {
      let document = PlistDocument(name: "cards.plist", bytes: bytes)
      #expect(form == "binary" || lineOfTags(in: bytes, card: 3) > 0)
      let message = form == "xml" ? "cards.plist:\(lineOfTags(in: bytes, card: 3)): [3].tags[1]: expected a string, found an integer (7)"
        : "cards.plist: [3].tags[1]: expected a string, found an integer (7)"
      #expect(throws: LoadError.self) { try document.decodeArray(of: NodeCard.self) }
      do { _ = try document.decodeArray(of: NodeCard.self) } catch { #expect(error.description == message) }
    }
  }

  /// The line of the second `<string>`/`<integer>` inside card `card`'s tags, found by hand.
  private func lineOfTags(in bytes: [UInt8], card: Int) -> Int {
    let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
    var cardsSeen = -1
    for (number, line) in lines.enumerated() {
      if line == "\t<dict>" { cardsSeen += 1 }
      if cardsSeen == card, line.contains("<integer>7</integer>") { return number + 1 }
    }
    return 0
  }

  @Test func aRootThatIsNotAnArrayComesBackAsAValue() throws {
    let value = PlistValue.dictionary(PlistDictionary([("name", .string("pack"))]))
    for (_, bytes) in Self.forms(value) {
      var calls = 0
      let root = try PlistReader.forEachRootNode(bytes) { _ in calls += 1; return true }
      #expect(root == value)
      #expect(calls == 0)
    }
  }

  @Test func stoppingEarlyReadsNoFurther() throws {
    let value = Self.cards(seed: 4, count: 10)
    for (_, bytes) in Self.forms(value) {
      var calls = 0
      try PlistReader.forEachRootNode(bytes) { _ in calls += 1; return calls < 3 }
      #expect(calls == 3)
    }
  }
}

/// Reading a value without a model: subscripts, a path, typed accessors, its text, Foundation.
struct AdHocReadingTests {
  static let recipes = try! PlistReader.read(Array("""
    {"recipes": [{"name": "eggs", "serves": 2, "steps": ["crack", "whisk"]},
                 {"name": "tea", "serves": 1, "hot": true, "steps": ["boil"]}]}
    """.utf8))

  @Test func subscriptsAndPathsReachIntoAValue() {
    let v = Self.recipes
    #expect(v["recipes"]?[1]?["name"]?.stringValue == "tea")
    #expect(v.at("recipes", 0, "steps", 1)?.stringValue == "whisk")
    #expect(v.at("recipes", 1, "hot")?.boolValue == true)
    #expect(v.at("recipes", 0, "serves")?.intValue == 2 && v.at("recipes", 0, "serves")?.doubleValue == 2)
    // Nothing there, or not of that kind: nil, never a trap.
    #expect(v.at("recipes", 5, "name") == nil && v.at("recipes", -1) == nil && v["recipes"]?["name"] == nil)
    #expect(v.at("recipes", 0, "name")?.intValue == nil)
  }

  @Test("a value prints as plist-like text", arguments: [
    (PlistValue.dictionary(PlistDictionary([("name", .string("eggs")), ("n", .integer(2))])), #"{ "name" = "eggs"; "n" = 2; }"#),
    (.array([.real(0.5), .bool(false), .data(Data([0, 255])), .uid(3)]), "(0.5, false, <00ff>, UID(3))"),
    (.string("a\"b\n\u{1B}"), #""a\"b\n\u{1b}""#),
    (.dictionary(PlistDictionary()), "{}"),
  ])
  func description(value: PlistValue, text: String) {
    #expect(value.description == text)
  }

  @Test func foundationValuesComeAndGo() throws {
    let foundation = Self.recipes.foundationValue
    let back = try #require(PlistValue(foundation: foundation))
    #expect(back.at("recipes", 1, "hot")?.boolValue == true)
    #expect(back.at("recipes", 0, "steps") == Self.recipes.at("recipes", 0, "steps"))
    #expect(PlistValue(foundation: NSNull()) == nil)
    #expect(PlistValue(foundation: [1, 2.5] as [Any]) == .array([.integer(1), .real(2.5)]))
  }
}

/// Looking a key up in a file finds exactly the key written, code point for code point, as
/// Foundation's and Python's dictionaries do (not canonically, as Swift's `==` would: the
/// Kelvin sign is not `K`), in every form; short ASCII keys are compared by their bits.
struct KeyLookupTests {
  static let cases: [(stored: String, wanted: String, found: Bool)] = [
    ("name", "name", true), ("name", "nam", false), ("names", "name", false), ("", "", true), ("", "a", false),
    ("\u{212A}", "K", false), ("K", "\u{212A}", false), ("caf\u{E9}", "cafe\u{301}", false), ("caf\u{E9}", "caf\u{E9}", true), ("a key longer than fifteen bytes", "a key longer than fifteen bytes", true),
    ("a key longer than fifteen bytes", "a key longer than fifteen byte", false), ("名前", "名前", true), ("名前", "名", false),
  ]

  @Test(arguments: cases)
  func findsAKeyAsStringsCompare(stored: String, wanted: String, found: Bool) throws {
    let value = PlistValue.dictionary(PlistDictionary([("other", .integer(1)), (stored, .integer(7))]))
    for (form, bytes) in [("xml", XMLPlistWriter.write(value)), ("binary", BinaryPlistWriter.write(value)), ("json", try JSONPlistWriter.write(value))] {
      let result = try bytes.withByteView { buffer throws(PlistError) in
        try PlistReader.withRootNode(buffer) { $0.lookup(wanted)?.value.scalar }
      }
      #expect(result == (found ? .integer(7) : nil), "\(form): \(stored) / \(wanted)")
    }
  }
}
