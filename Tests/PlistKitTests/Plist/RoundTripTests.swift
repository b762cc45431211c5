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
