import Foundation
import Testing
import TestSupport
@testable import PlistKit

/// `Encodable` values written as plists that our readers, `PlistDecoder` and Foundation read.
struct PlistEncoderTests {
  struct Deck: Codable, Equatable {
    enum Kind: String, Codable { case flash, quiz }
    let title: String
    let kind: Kind
    let made: Date
    let cover: Data
    let big: UInt64
    let weights: [String: Double]
    let note: String?
    let questions: [Question]
  }

  struct Question: Codable, Equatable {
    let answer: String
    let options: [String]
    let level: Int?
  }

  static let deck = Deck(title: "猜图", kind: .quiz, made: Date(timeIntervalSinceReferenceDate: 86_400), cover: Data([0, 255]),
                         big: UInt64.max, weights: ["easy": 0.5], note: nil,
                         questions: [Question(answer: "太阳", options: ["太", "阳"], level: nil), Question(answer: "月亮", options: [], level: 2)])

  @Test("encoded, then decoded, in every form", arguments: [PlistEncoder.Format.xml, .binary])
  func roundTrip(format: PlistEncoder.Format) throws {
    let bytes = try PlistEncoder(format: format).encode(Self.deck)
    #expect(try PlistDecoder().decode(Deck.self, from: bytes) == Self.deck)
    // Foundation reads what we write.
    let theirs = try PropertyListDecoder().decode(Deck.self, from: Data(bytes))
    #expect(theirs == Self.deck)
  }

  @Test func aNilLeavesItsKeyOutAndJSONWritesDatesAsText() throws {
    let value = try PlistEncoder().encodeValue(Self.deck)
    #expect(value["note"] == nil && value.at("questions", 0, "level") == nil && value.at("questions", 1, "level")?.intValue == 2)
    #expect(value["big"] == .unsignedInteger(UInt64.max))
    let json = String(decoding: try PlistEncoder(format: .json).encode(Self.deck.questions), as: UTF8.self)
    #expect(try PlistDecoder().decode([Question].self, from: Array(json.utf8)) == Self.deck.questions)
  }

  /// Foundation writes nil as the string `$null`; both decoders read it back as nil.
  @Test func aNilIsWrittenAsFoundationWritesIt() throws {
    let numbers: [Int?] = [1, nil, 3]
    #expect(try PlistEncoder().encodeValue(numbers) == .array([.integer(1), .string("$null"), .integer(3)]))
    let ours = try PlistEncoder().encode(numbers), foundation = try PropertyListEncoder().encode(numbers)
    for data in [ours, foundation] {
      #expect(try PlistDecoder().decode([Int?].self, from: data) == numbers)
      #expect(try PropertyListDecoder().decode([Int?].self, from: data) == numbers)
    }
  }

  /// Asks for a keyed container after encoding into an unkeyed one.
  struct TwoKinds: Encodable {
    func encode(to encoder: any Encoder) throws {
      var list = encoder.unkeyedContainer()
      try list.encode(1)
      var keyed = encoder.container(keyedBy: PathKey.self)
      try keyed.encode(2, forKey: PathKey(.key("a")))
    }
  }

  @Test func twoKindsOfContainerForOneValueIsAnError() {
    do {
      _ = try PlistEncoder().encodeValue(TwoKinds())
      Issue.record("encoded")
    } catch EncodingError.invalidValue(_, let context) {
      #expect(context.debugDescription == "a value asked for a keyed container after encoding an unkeyed one")
    } catch {
      Issue.record("\(error)")
    }
  }

  struct Link: Codable, Equatable { var home: URL; var mirrors: [URL] }

  @Test func aURLIsWrittenAsAStringAndReadBackAsAURL() throws {
    let link = Link(home: URL(string: "https://example.com/a?b=1")!, mirrors: [URL(string: "file:///tmp/x")!])
    let value = try PlistEncoder().encodeValue(link)
    #expect(value["home"] == .string("https://example.com/a?b=1"))
    #expect(try PlistDecoder().decode(Link.self, from: PlistEncoder().encode(link)) == link)
    // Foundation's own form, a dictionary, reads too.
    #expect(try PlistDecoder().decode(Link.self, from: PropertyListEncoder().encode(link)) == link)
  }

  struct Stamp: Codable, Equatable { var when: Date; var blob: Data }

  @Test func aDateAndDataWrittenAsJSONReadBack() throws {
    let stamp = Stamp(when: Date(timeIntervalSinceReferenceDate: 1_000), blob: Data([0, 1, 2, 250]))
    let json = try PlistEncoder(format: .json).encodeBytes(stamp)
    #expect(String(decoding: json, as: UTF8.self).contains("\"2001-01-01T00:16:40Z\""))
    #expect(try PlistDecoder().decode(Stamp.self, from: json) == stamp)
  }

  /// Encodes `"a"`, `"b"`, then `"a"` again.
  struct KeyTwice: Encodable {
    enum Keys: String, CodingKey { case a, b }
    func encode(to encoder: any Encoder) throws {
      var keyed = encoder.container(keyedBy: Keys.self)
      try keyed.encode(1, forKey: .a)
      try keyed.encode(2, forKey: .b)
      try keyed.encode(3, forKey: .a)
    }
  }

  @Test func aKeyEncodedAgainTakesItsLastValue() throws {
    let value = try PlistEncoder().encodeValue(KeyTwice())
    #expect(value == .dictionary(PlistDictionary([("a", .integer(3)), ("b", .integer(2))])))
  }

  /// Encodes twenty keys, then the fourth and the first again.
  struct ManyKeysTwice: Encodable {
    func encode(to encoder: any Encoder) throws {
      var keyed = encoder.container(keyedBy: PathKey.self)
      for i in 0..<20 { try keyed.encode(i, forKey: PathKey(.key("k\(i)"))) }
      try keyed.encode("again", forKey: PathKey(.key("k3")))
      try keyed.encode(-1, forKey: PathKey(.key("k0")))
    }
  }

  @Test func aKeyEncodedAgainAmongManyTakesItsLastValue() throws {
    let value = try PlistEncoder().encodeValue(ManyKeysTwice())
    let keys = (0..<20).map { "k\($0)" }.sorted()
    #expect(value.dictionaryValue?.keys == keys)
    #expect(value["k3"] == .string("again") && value["k0"] == .integer(-1) && value["k19"] == .integer(19))
  }

  /// Keys are written sorted, as Foundation writes them: a dictionary's order (which Swift
  /// draws anew in each process) never changes the bytes.
  @Test func keysAreWrittenSorted() throws {
    let table = ["b": 1, "a": 2, "猫": 3, "B": 4]
    #expect(try PlistEncoder().encodeValue(table).dictionaryValue?.keys == ["B", "a", "b", "猫"])
  }

  /// Large arrays and dictionaries encode element by element in place, and read back whole.
  @Test func largeArraysAndDictionariesRoundTrip() throws {
    let numbers = (0..<20_000).map { $0 &* 7_919 % 1_000_003 }
    let table = Dictionary(uniqueKeysWithValues: (0..<10_000).map { ("key \($0)", $0) })
    for format in [PlistEncoder.Format.binary, .xml, .json] {
      let encoder = PlistEncoder(format: format)
      #expect(try PlistDecoder().decode([Int].self, from: encoder.encode(numbers)) == numbers)
      #expect(try PlistDecoder().decode([String: Int].self, from: encoder.encode(table)) == table)
    }
  }

  /// Records of the same keys share them; keys that Swift's `==` takes as equal but whose
  /// bytes differ (the Kelvin sign and `K`) are kept apart, each written as it was given.
  @Test func dictionariesShareOnlyKeysOfTheSameBytes() throws {
    let tables: [[String: Int]] = [["K": 1, "a": 2], ["\u{212A}": 3, "a": 4], ["K": 5, "a": 6]]
    let value = try PlistEncoder().encodeValue(tables)
    let keys = value.arrayValue?.map { $0.dictionaryValue?.keys.map { Array($0.utf8) } }
    #expect(keys == [[Array("K".utf8), [0x61]], [[0xE2, 0x84, 0xAA], [0x61]], [Array("K".utf8), [0x61]]])
    for format in [PlistEncoder.Format.binary, .xml, .json] {
      let read = try PlistReader.read(PlistEncoder(format: format).encodeBytes(tables))
      #expect(read == value, "\(format)")
    }
  }

  /// Encodes its keys in the order given, a key given twice encoded twice.
  private struct KeysInOrder: Encodable {
    let pairs: [(String, Int)]
    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: PathKey.self)
      for (key, value) in pairs { try container.encode(value, forKey: PathKey(.key(key))) }
    }
  }

  /// Dictionaries of as many keys one after another are each sorted on their own: a sorting is
  /// used again only for the same keys in the same order, and a key encoded twice keeps its
  /// last value.
  @Test func eachDictionaryIsSortedOnItsOwn() throws {
    let records = [[("b", 1), ("a", 2), ("c", 3)], [("b", 4), ("a", 5), ("c", 6)], [("c", 7), ("b", 8), ("c", 9)],
                   [("z", 10), ("y", 11), ("x", 12)], [("b", 13), ("a", 14), ("c", 15)]].map(KeysInOrder.init)
    let value = try PlistEncoder().encodeValue(records)
    let read = value.arrayValue?.map { $0.dictionaryValue.map { Array($0).map { "\($0.key)=\($0.value)" } } }
    #expect(read == [["a=2", "b=1", "c=3"], ["a=5", "b=4", "c=6"], ["b=8", "c=9"], ["x=12", "y=11", "z=10"], ["a=14", "b=13", "c=15"]])
  }

  /// Encodes nothing, or one integer.
  private struct Maybe: Encodable {
    let value: Int?
    func encode(to encoder: any Encoder) throws {
      if let value { var single = encoder.singleValueContainer(); try single.encode(value) }
    }
  }

  private struct Holder: Encodable {
    let a: Int
    let maybe: Maybe
  }

  /// A nested value that encodes nothing leaves its key out; a record of the same keys after
  /// it, whose value does encode, keeps all of them.
  @Test func aNestedValueThatEncodesNothingLeavesItsKeyOut() throws {
    let value = try PlistEncoder().encodeValue([Holder(a: 1, maybe: Maybe(value: 2)), Holder(a: 3, maybe: Maybe(value: nil)),
                                                Holder(a: 4, maybe: Maybe(value: 5))])
    let read = value.arrayValue?.map { $0.dictionaryValue.map { Array($0).map { "\($0.key)=\($0.value)" } } }
    #expect(read == [["a=1", "maybe=2"], ["a=3"], ["a=4", "maybe=5"]])
  }
}
