import Testing
import TestSupport
@testable import PlistKit

/// A dictionary built a key at a time (`append`, and the readers' `Builder`) keeps each key
/// once, in its first place with its last value, whichever way the repeat is found: short
/// ASCII keys through the builder's filter (whose bits collide once there are more keys than
/// bits), long and non-ASCII keys by comparing.
struct PlistDictionaryTests {
  @Test("a repeated key keeps its first place and its last value", arguments: [
    Labeled("12 keys", (0..<12).map { "k\($0)" }), Labeled("200 keys", (0..<200).map { "key\($0)" }), Labeled("é two ways", ["é", "e\u{301}", "a"]),
    Labeled("a long key", ["a long key of more than fifteen bytes", "short"]), Labeled("Kelvin sign", ["Kelvin \u{212A}", "naïve", "K"]),
  ])
  func repeats(labeled: Labeled<[String]>) {
    let keys = labeled.value
    var appended = PlistDictionary()
    var builder = PlistDictionary.Builder(capacity: 4)
    for (i, key) in keys.enumerated() + keys.enumerated().reversed().map({ ($0 + 1_000, $1) }) {
      appended.append(key, .integer(Int64(i)))
      builder.add(key, .integer(Int64(i)))
    }
    // Canonically equal keys ("é" written two ways) are one key, as Swift compares strings;
    // the reversed pass writes each key's first place last.
    var expected: [(String, PlistValue)] = []
    for key in keys where !expected.contains(where: { $0.0 == key }) {
      let first = keys.firstIndex(of: key)!
      expected.append((key, .integer(Int64(1_000 + first))))
    }
    for dictionary in [appended, builder.finish()] {
      #expect(dictionary.keys == expected.map(\.0))
      #expect(dictionary.entries.map(\.value) == expected.map(\.1))
      #expect(expected.allSatisfy { dictionary[$0.0] == $0.1 })
    }
  }

  /// Many keys, repeated at random and of every kind, added through the builder (indexed past
  /// a few keys), against the rule worked out plainly; and a binary file of them read back.
  @Test(arguments: [1, 2, 3])
  func manyKeysKeepTheFirstPlaceAndTheLastValue(seed: UInt64) throws {
    var random = SplitMix64(seed: seed)
    let pool = (0..<10_000).map { i -> String in
      switch random.next() % 4 {
      case 0: "k\(i)"
      case 1: "a key longer than sixteen bytes \(i)"
      case 2: "键\(i)"
      default: "K\(i)"
      }
    }
    var builder = PlistDictionary.Builder(capacity: 8)
    var order: [String] = []
    var last: [String: Int64] = [:]
    for n in 0..<20_000 {
      let key = pool[Int(random.next() % UInt64(pool.count))]
      builder.add(key, .integer(Int64(n)))
      if last[key] == nil { order.append(key) }
      last[key] = Int64(n)
    }
    let built = builder.finish()
    #expect(built.keys == order)
    #expect(built.entries.map(\.value) == order.map { .integer(last[$0]!) })
    #expect(order.allSatisfy { built[$0] == .integer(last[$0]!) })
    let read = try PlistReader.read(BinaryPlistWriter.write(.dictionary(built)))
    #expect(read == .dictionary(built))
  }
}
