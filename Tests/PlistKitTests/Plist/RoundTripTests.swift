import Foundation
import Testing
@testable import PlistKit

/// Foundation is the reference: what it writes we must read, and what we write it must read.
struct RoundTripTests {
  static let seeds = Array(UInt64(0)..<300)

  @Test("Foundation XML → our reader", arguments: seeds)
  func readsFoundationXML(seed: UInt64) throws {
    var gen = RandomPlist(seed: seed, xmlSafe: true)
    let value = gen.dictionary(depth: 4)
    let bytes = try FoundationBridge.foundationWrite(value, format: .xml)
    #expect(try PlistReader.read(bytes) == value)
  }

  @Test("Foundation binary → our reader", arguments: seeds)
  func readsFoundationBinary(seed: UInt64) throws {
    var gen = RandomPlist(seed: seed, xmlSafe: false)
    let value = gen.array(depth: 4)
    let bytes = try FoundationBridge.foundationWrite(value, format: .binary)
    #expect(try PlistReader.read(bytes) == value)
  }

  @Test("our XML writer → Foundation and back to us", arguments: seeds)
  func writesXMLFoundationReads(seed: UInt64) throws {
    var gen = RandomPlist(seed: seed, xmlSafe: true)
    let value = gen.array(depth: 4)
    let bytes = XMLPlistWriter.write(value)
    #expect(try FoundationBridge.foundationRead(bytes) == value)
    #expect(try PlistReader.read(bytes) == value)
  }

  @Test("our binary writer → Foundation and back to us", arguments: seeds)
  func writesBinaryFoundationReads(seed: UInt64) throws {
    var gen = RandomPlist(seed: seed, xmlSafe: false)
    let value = gen.dictionary(depth: 4)
    let bytes = BinaryPlistWriter.write(value)
    #expect(try FoundationBridge.foundationRead(bytes) == value)
    #expect(try PlistReader.read(bytes) == value)
  }
}

/// Whatever our writers write, our readers read: every kind of value as a file's whole value and
/// inside a container, in every form we write.
struct EveryFormReadsBackTests {
  static let values: [(String, PlistValue)] = [
    ("string", .string("猫 \u{1F431} \"q\"")), ("integer", .integer(-1)), ("large unsigned", .unsignedInteger(UInt64.max)),
    ("real", .real(3.25)), ("minus zero", .real(-0.0)), ("true", .bool(true)), ("false", .bool(false)),
    ("date", .date(Date(timeIntervalSinceReferenceDate: 86_400))), ("data", .data(Data([0, 1, 255]))),
    ("empty array", .array([])), ("empty dictionary", .dictionary(PlistDictionary())),
  ]

  @Test("XML and binary keep every value, at the root and inside", arguments: values.map(\.0))
  func xmlAndBinary(name: String) throws {
    let value = try #require(Self.values.first { $0.0 == name }?.1)
    for form in [value, .array([value]), .dictionary(PlistDictionary([("k", value)]))] {
      #expect(try PlistReader.read(XMLPlistWriter.write(form)) == form, "XML \(name)")
      #expect(try PlistReader.read(BinaryPlistWriter.write(form)) == form, "binary \(name)")
    }
  }

  /// JSON has no date or data: they go as strings (ISO 8601, base64) and come back as strings;
  /// everything else comes back as it was, −0.0 with its sign.
  @Test("JSON reads back what it writes, at the root and inside", arguments: values.map(\.0))
  func json(name: String) throws {
    let value = try #require(Self.values.first { $0.0 == name }?.1)
    for form in [value, .array([value]), .dictionary(PlistDictionary([("k", value)]))] {
      let read = try PlistReader.read(JSONPlistWriter.write(form))
      switch value {
      case .date, .data: #expect(try JSONPlistWriter.write(read) == JSONPlistWriter.write(form), "JSON \(name)")
      default: #expect(read == form, "JSON \(name)")
      }
    }
    if case .real(let r) = value, r == 0 {
      for back in [try PlistReader.read(JSONPlistWriter.write(value)), try PlistReader.read(XMLPlistWriter.write(value))] {
        #expect({ if case .real(let r) = back { r.sign == .minus } else { false } }())
      }
    }
  }
}
