import Testing
@testable import PlistKit
import TestSupport

/// Each writer stops at the size it is given, with the same error, and writes a value of exactly
/// that size.
struct WriterLimitTests {
  static let value: PlistValue = .array((0..<200).map { .string("item \($0)") })

  static func write(_ form: String, _ value: PlistValue, limit: Int) throws(PlistError) -> [UInt8] {
    switch form {
    case "xml": return try XMLPlistWriter.checkedWrite(value, limit: limit)
    case "json": return try JSONPlistWriter.write(value, limit: limit)
    default: return try BinaryPlistWriter.write(value, limit: limit)
    }
  }

  @Test("a writer stops past its limit and writes up to it", arguments: ["xml", "json", "binary"])
  func limit(form: String) throws {
    let whole = try Self.write(form, Self.value, limit: .max)
    #expect(try Self.write(form, Self.value, limit: whole.count) == whole)
    #expect(throws: OutputLimit.passed(whole.count - 1)) { try Self.write(form, Self.value, limit: whole.count - 1) }
    #expect(throws: OutputLimit.passed(10)) { try Self.write(form, Self.value, limit: 10) }
  }

  @Test func theErrorNamesTheLimit() {
    #expect(OutputLimit.passed(100).description == "the output would be larger than 100 bytes, the most it may be")
  }

  /// A container shared from many places reads as one value shared, not copied: its storage is
  /// the same in every place.
  @Test func aSharedContainerIsBuiltOnce() throws {
    let bytes = widthBinary([.array(Array(repeating: 1, count: 1_000)), .array([2, 2]), .raw([0x10, 7])], offsetSize: 2, refSize: 1)
    guard case .array(let items) = try PlistReader.read(bytes), case .array(let first) = items[0], case .array(let last) = items[999] else {
      Issue.record("not an array of arrays")
      return
    }
    #expect(first == [.integer(7), .integer(7)])
    first.withUnsafeBufferPointer { a in last.withUnsafeBufferPointer { b in #expect(a.baseAddress == b.baseAddress) } }
  }
}
