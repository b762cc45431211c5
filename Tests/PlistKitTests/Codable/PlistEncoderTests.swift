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
}
