import Testing
@testable import PlistKit

/// Dictionaries whose key references repeat those of one found to hold distinct keys are laid
/// down without a search for repeats (`BinaryValueBuilder`); every other one goes through the
/// builder, which keeps a repeated key once. Objects: 1 to 16 are the strings "k0" to "k15",
/// 17 a second "k0", 18 to 21 the integers 0 to 3; the dictionaries follow from 22.
struct BinaryValueBuilderTests {
  private static let keyCount = 16
  private static let secondK0 = 17
  private static let firstInteger = 18

  private static func string(_ text: String) -> [UInt8] { [0x50 | UInt8(text.utf8.count)] + Array(text.utf8) }
  private static func refs(_ refs: [Int]) -> [UInt8] { refs.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] } }
  private static func dictionary(keys: [Int], values: [Int]) -> [UInt8] {
    let header: [UInt8] = keys.count < 15 ? [0xD0 | UInt8(keys.count)] : [0xDF, 0x10, UInt8(keys.count)]
    return header + refs(keys) + refs(values)
  }

  /// The file's root array of dictionaries, each given as (key objects, integer values).
  private static func file(_ dictionaries: [(keys: [Int], values: [Int])]) -> [UInt8] {
    let first = firstInteger + 4
    let root = [0xA0 | UInt8(dictionaries.count)] + refs(Array(first..<(first + dictionaries.count)))
    let strings = (0..<keyCount).map { string("k\($0)") } + [string("k0")]
    let integers = (0..<4).map { [0x10, UInt8($0)] }
    let objects = dictionaries.map { dictionary(keys: $0.keys, values: $0.values.map { firstInteger + $0 }) }
    return rawBinaryPlist([root] + strings + integers + objects)
  }

  /// Each dictionary as a reader keeps it: a repeated key (the same object, or the same text)
  /// in its first place with its last value.
  private static func expected(_ dictionaries: [(keys: [Int], values: [Int])]) -> [[(String, Int64)]] {
    dictionaries.map { dictionary in
      var kept: [(String, Int64)] = []
      for (key, value) in zip(dictionary.keys, dictionary.values) {
        let text = key == secondK0 ? "k0" : "k\(key - 1)"
        if let at = kept.firstIndex(where: { $0.0 == text }) { kept[at].1 = Int64(value) } else { kept.append((text, Int64(value))) }
      }
      return kept
    }
  }

  @Test("a dictionary is read the same whether its key run was met before or not", arguments: [
    // The same distinct keys twice, then in another order.
    [(keys: [1, 2, 3], values: [0, 1, 2]), ([1, 2, 3], [3, 2, 1]), ([3, 2, 1], [1, 1, 1])],
    // A key object repeated, twice over: its run is never taken as distinct.
    [([1, 1, 2], [0, 1, 2]), ([1, 1, 2], [3, 2, 1]), ([1, 2], [0, 0])],
    // Two objects of one text, after a distinct run of the same count.
    [([1, 2], [0, 1]), ([1, secondK0], [2, 3]), ([1, secondK0], [3, 2]), ([1, 2], [1, 0])],
    // More keys than the index threshold, distinct then repeated.
    [(Array(1...16), Array(repeating: 1, count: 16)), (Array(1...16), Array(repeating: 2, count: 16)),
     (Array(1...15) + [secondK0], Array(repeating: 3, count: 16))],
  ] as [[(keys: [Int], values: [Int])]])
  func keyRuns(dictionaries: [(keys: [Int], values: [Int])]) throws {
    let bytes = Self.file(dictionaries)
    // As a reader builds them, and with one slot, where each run is compared with the last.
    let oneSlot = try bytes.withByteView { buffer in
      let parser = try BinaryPlistParser(bytes: buffer)
      var builder = BinaryValueBuilder(parser: parser, slotBits: 0)
      return builder.value(of: parser.top)
    }
    let values = [try PlistReader.read(bytes), oneSlot]
    for value in values { check(value, dictionaries) }
  }

  private func check(_ value: PlistValue, _ dictionaries: [(keys: [Int], values: [Int])]) {
    guard case let .array(items) = value else {
      Issue.record("expected an array, found \(value)")
      return
    }
    let read = items.map { item -> [(String, Int64)] in
      guard case let .dictionary(dictionary) = item else { return [] }
      return dictionary.entries.map { entry in
        guard case let .integer(number) = entry.value else { return (entry.key, -1) }
        return (entry.key, number)
      }
    }
    let expected = Self.expected(dictionaries)
    #expect(read.map { $0.map(\.0) } == expected.map { $0.map(\.0) })
    #expect(read.map { $0.map(\.1) } == expected.map { $0.map(\.1) })
    for (item, kept) in zip(items, expected) {
      guard case let .dictionary(dictionary) = item else { continue }
      // Looked up by key too: a dictionary past the threshold answers through its index.
      #expect(kept.allSatisfy { dictionary[$0.0] == .integer($0.1) })
    }
  }
}
