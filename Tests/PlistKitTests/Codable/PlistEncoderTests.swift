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

  @Test func aNilInAnArrayIsAnError() {
    #expect(throws: EncodingError.self) { try PlistEncoder().encode([1, nil, 3] as [Int?]) }
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

  @Test func aKeyEncodedAgainTakesItsLastValueAtTheEnd() throws {
    let value = try PlistEncoder().encodeValue(KeyTwice())
    #expect(value == .dictionary(PlistDictionary([("b", .integer(2)), ("a", .integer(3))])))
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
}
