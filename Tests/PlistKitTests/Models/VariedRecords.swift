import Foundation
@testable import PlistKit

/// Records of varied shapes, as packs written by hand and by other tools have them: each a
/// dictionary of 4 to 9 keys from a pool of 14, in any order, with nested dictionaries and
/// arrays, strings that repeat across records and strings that never do. A reader that mixes
/// up one record's keys with another's (a table shared between threads, a slot reused too
/// early) gives other models here, where records of one shape would hide it.
struct VariedRecord: PlistModel, Decodable, Equatable, CustomStringConvertible {
  struct Spec: PlistModel, Decodable, Equatable {
    var name: String?
    var size: Int?
    var unit: String?

    init(from plist: PlistObject) throws(ModelError) {
      name = try plist.optional("name")
      size = try plist.optional("size")
      unit = try plist.optional("unit")
    }
  }

  var id: Int?
  var title: String?
  var tag: String?
  var price: Double?
  var count: Int?
  var flag: Bool?
  var when: Date?
  var blob: Data?
  var labels: [String]?
  var spec: Spec?
  var variants: [Spec]?
  var matrix: [[Int]]?
  var note: String?
  var level: Int?

  init(from plist: PlistObject) throws(ModelError) {
    id = try plist.optional("id")
    title = try plist.optional("title")
    tag = try plist.optional("tag")
    price = try plist.optional("price")
    count = try plist.optional("count")
    flag = try plist.optional("flag")
    when = try plist.optional("when")
    blob = try plist.optional("blob")
    labels = try plist.optional("labels")
    spec = try plist.optional("spec")
    variants = try plist.optional("variants")
    matrix = try plist.optional("matrix")
    note = try plist.optional("note")
    level = try plist.optional("level")
  }

  var description: String {
    Mirror(reflecting: self).children.compactMap { child in
      guard let label = child.label, case Optional<Any>.some(let value) = child.value as Any? else { return nil }
      let text = "\(value)"
      return text == "nil" ? nil : "\(label): \(text)"
    }.joined(separator: ", ")
  }
}

/// Makes arrays of `VariedRecord`s from a seed: the same seed, the same array.
struct VariedRecords {
  /// The 14 keys a record draws from.
  static let keys = ["id", "title", "tag", "price", "count", "flag", "when", "blob", "labels", "spec", "variants", "matrix", "note", "level"]
  /// Keys JSON cannot carry (it has no dates or data).
  static let notInJSON: Set<String> = ["when", "blob"]
  static let tags = ["新鲜", "fresh", "sale", "热卖", "organic", "限时", "bio", "eco", "local", "new"]
  static let units = ["kg", "g", "ml", "L", "袋", "盒"]
  /// Longer than a string held in a String's own bits (15 bytes), and repeated.
  static let notes = ["a note that is longer than sixteen bytes", "一段比十六个字节更长的说明文字", "short", ""]

  var rng: SplitMix64
  /// Only what JSON holds: no dates or data.
  let forJSON: Bool

  init(seed: UInt64, forJSON: Bool) {
    rng = SplitMix64(seed: seed)
    self.forJSON = forJSON
  }

  mutating func array(count: Int) -> PlistValue {
    .array((0..<count).map { record($0) })
  }

  mutating func record(_ i: Int) -> PlistValue {
    let pool = forJSON ? Self.keys.filter { !Self.notInJSON.contains($0) } : Self.keys
    let chosen = pool.shuffled(using: &rng).prefix(Int.random(in: 4...9, using: &rng))
    return .dictionary(PlistDictionary(chosen.map { ($0, value(for: $0, i)) }))
  }

  private mutating func pick<T>(_ options: [T]) -> T { options[Int.random(in: 0..<options.count, using: &rng)] }

  private mutating func value(for key: String, _ i: Int) -> PlistValue {
    switch key {
    case "id": return .integer(Int64(i))
    case "title": return .string("title \(i)")
    case "tag": return .string(pick(Self.tags))
    case "price": return .real(Double(Int.random(in: 0...100_000, using: &rng)) / 100)
    case "count": return .integer(Int64.random(in: -5...1_000_000, using: &rng))
    case "flag": return .bool(Bool.random(using: &rng))
    case "when": return .date(Date(timeIntervalSinceReferenceDate: Double(Int.random(in: -1_000_000_000...1_000_000_000, using: &rng))))
    case "blob": return .data(Data((0..<Int.random(in: 0...12, using: &rng)).map { _ in UInt8.random(in: 0...255, using: &rng) }))
    case "labels":
      return .array((0..<Int.random(in: 0...4, using: &rng)).map { n in
        Bool.random(using: &rng) ? .string(pick(Self.tags)) : .string("label \(i).\(n)")
      })
    case "spec": return spec(i)
    case "variants": return .array((0..<Int.random(in: 0...3, using: &rng)).map { _ in spec(i) })
    case "matrix":
      return .array((0..<Int.random(in: 0...3, using: &rng)).map { _ in
        .array((0..<Int.random(in: 0...3, using: &rng)).map { _ in .integer(Int64.random(in: 0...99, using: &rng)) })
      })
    case "note": return .string(Bool.random(using: &rng) ? pick(Self.notes) : "note for record number \(i), not repeated")
    default: return .integer(Int64.random(in: 1...9, using: &rng))
    }
  }

  private mutating func spec(_ i: Int) -> PlistValue {
    let keys = ["name", "size", "unit"].shuffled(using: &rng).prefix(Int.random(in: 1...3, using: &rng))
    return .dictionary(PlistDictionary(keys.map { key in
      switch key {
      case "name": return (key, .string(Bool.random(using: &rng) ? pick(Self.tags) : "spec \(i)"))
      case "size": return (key, .integer(Int64.random(in: 1...500, using: &rng)))
      default: return (key, .string(pick(Self.units)))
      }
    }))
  }
}
