import Foundation
import Testing
@testable import PlistKit

/// Random plists whose sizes fall on both sides of the readers' thresholds: where a reader
/// starts reading in parts, building values on every core, freeing strings on every core,
/// keeping more recent strings, sharing key shapes, indexing a dictionary's keys or listing
/// them for a model's look-ups. Each shape is drawn from a seed, its sizes jittered around
/// the thresholds it is about.
enum ThresholdShape: String, CaseIterable, Sendable, CustomTestStringConvertible {
  /// A few hundred values of every kind, nested: below every threshold.
  case small
  /// Root records of varied keys: more tokens and objects than are built in parts, more root
  /// elements than a model batch splits, more distinct strings than the recent-string slots
  /// of a large file and than are freed in parts, strings of every length around a word's.
  case records
  /// More distinct sets of keys than a reader's shapes keep, dictionaries of more keys than a
  /// shape holds, than a dictionary indexes and than a model's key table lists.
  case keySets
  /// A catalog: a dictionary of categories of products, the products enough values to be read
  /// on every core inside the nesting, with deep nesting beside them.
  case catalog

  var testDescription: String { rawValue }

  /// The value of this shape for `seed`; `forJSON` leaves out what JSON cannot hold.
  func value(seed: UInt64, forJSON: Bool) -> PlistValue {
    var rng = SplitMix64(seed: seed)
    func jitter(_ around: Int, _ spread: Int = 64) -> Int { around + Int.random(in: -spread...spread, using: &rng) }
    switch self {
    case .small:
      var random = RandomPlist(seed: seed, xmlSafe: true)
      return .array((0..<40).map { _ in random.value(depth: 4) }.map { forJSON ? Self.jsonSafe($0) : $0 })
    case .records:
      var records = VariedRecords(seed: seed, forJSON: forJSON)
      let count = jitter(2 * ModelBatch.elementsPerThread + 200)
      var items = (records.array(count: count).arrayValue ?? [])
      // Distinct strings past the tape's and the interner's slots, of every length around a
      // machine word and a String's own bits, with repeats at every distance.
      let distinct = jitter(PlistTape.stringsFreedInParts + 1_000, 500)
      var strings: [PlistValue] = []
      strings.reserveCapacity(distinct + distinct / 4)
      for i in 0..<distinct {
        let length = [0, 1, 7, 8, 9, 15, 16, 17, 31, 40][i % 10]
        let text = String("\(i)·\(Self.pieces[i % Self.pieces.count])".prefix(max(length, 1)))
        strings.append(.string(length == 0 ? "" : text + String(repeating: "x", count: max(0, length - text.utf8.count))))
        if i % 4 == 0, i > 0 { strings.append(strings[Int.random(in: 0..<strings.count, using: &rng)]) }
      }
      items.append(.array(strings))
      return .array(items)
    case .keySets:
      let shapes = jitter(KeyShapes.mostShapes + 100, 50)
      var items: [PlistValue] = (0..<shapes).map { n in
        let keys = (0..<12).filter { _ in Bool.random(using: &rng) }.map { "k\($0)" } + ["n\(n % 300)"]
        return .dictionary(PlistDictionary(keys.map { ($0, .integer(Int64(n))) }))
      }
      for width in [3, 4, 5, PlistDictionary.indexThreshold, PlistDictionary.indexThreshold + 1, KeyShapes.mostKeys,
                    KeyShapes.mostKeys + 1, KeyTable.capacity, KeyTable.capacity + 1, jitter(200, 50)] {
        let keys = (0..<width).map { "key \($0)" }.shuffled(using: &rng)
        items.append(.dictionary(PlistDictionary(keys.map { ($0, .string("\($0) of \(width)")) })))
      }
      return .array(items)
    case .catalog:
      let categories = Int.random(in: 3...6, using: &rng)
      let perCategory = jitter(2 * ModelBatch.valuesPerThread / (categories * 4), 40)
      var deep = PlistValue.array([.string("bottom")])
      for level in 0..<Int.random(in: 100...200, using: &rng) {
        deep = level % 2 == 0 ? .array([deep, .integer(Int64(level))]) : .dictionary(PlistDictionary([("level", deep)]))
      }
      return .dictionary(PlistDictionary([
        ("categories", .array((0..<categories).map { c in
          .dictionary(PlistDictionary([
            ("name", .string("分类\(c)")),
            ("products", .array((0..<perCategory).map { p in
              .dictionary(PlistDictionary([("id", .string("p\(c)-\(p)")), ("price", .integer(Int64(p % 997))),
                                           ("tags", .array([.string("t\(p % 5)"), .string("分类\(c)")]))]))
            })),
          ]))
        })),
        ("deep", deep),
        ("after", .bool(true)),
      ]))
    }
  }

  private static let pieces = ["a", "猜", "é", "👍", "🇨🇳", "<&>", "\"q\"", "tab\t", "line\n"]

  /// The value with dates, data and UIDs (which JSON has no form for) made strings.
  static func jsonSafe(_ value: PlistValue) -> PlistValue {
    switch value {
    case .date(let date): return .string("\(date.timeIntervalSinceReferenceDate)")
    case .data(let data): return .string(data.base64EncodedString())
    case .uid(let n): return .string("uid \(n)")
    case .array(let items): return .array(items.map(jsonSafe))
    case .dictionary(let dictionary): return .dictionary(PlistDictionary(dictionary.map { ($0.key, jsonSafe($0.value)) }))
    default: return value
    }
  }
}
