#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Builds the values of a checked binary plist that shares no container.
///
/// A file's dictionaries mostly repeat one set of keys (a catalog's products, a pack's
/// questions), and a writer stores each key once: their key references are the same bytes. A
/// dictionary whose key references equal those of one already found to hold distinct keys
/// holds the same distinct keys, so its entries are laid down at once, without looking for a
/// repeated key among them (which `PlistDictionary.Builder` does for every other one).
struct BinaryValueBuilder {
  let parser: BinaryPlistParser
  /// Where runs of key references found distinct start, and how many keys they hold, by a
  /// hash of the references: a file's few shapes of dictionary (a product with a badge and
  /// one without) each keep a slot.
  private var distinctRuns: [(start: Int, count: Int)]
  private let slotBits: UInt64

  /// `slotBits`: the slots kept are 2^slotBits (tests use one slot, where every run meets
  /// every other).
  init(parser: BinaryPlistParser, slotBits: Int = 6) {
    self.parser = parser
    self.slotBits = UInt64(slotBits)
    distinctRuns = Array(repeating: (-1, 0), count: 1 << slotBits)
  }

  mutating func value(of ref: Int) -> PlistValue {
    if let value = parser.scalar(of: ref) { return value }
    let offset = parser.offset(of: ref)
    let (count, start) = parser.extent(at: offset)
    if parser.bytes[offset] >> 4 == 0xA {
      // Reserved and appended, not `init(unsafeUninitializedCapacity:)`: that one is not
      // specialized, and looks up its storage's generic metadata at run time for every array.
      var items: [PlistValue] = []
      items.reserveCapacity(count)
      for i in 0..<count { items.append(value(of: parser.ref(i, at: start))) }
      return .array(items)
    }
    return .dictionary(dictionary(count: count, start: start))
  }

  private mutating func dictionary(count: Int, start: Int) -> PlistDictionary {
    var hash = UInt64(truncatingIfNeeded: count)
    for i in 0..<count { hash = (hash ^ parser.storedRef(i, at: start)) &* 0x9E37_79B9_7F4A_7C15 }
    let slot = slotBits == 0 ? 0 : Int(truncatingIfNeeded: hash >> (64 - slotBits))
    if hasDistinctKeys(count: count, start: start, known: distinctRuns[slot]) {
      var entries: [PlistDictionary.Entry] = []
      entries.reserveCapacity(count)
      for i in 0..<count {
        entries.append(.init(key: parser.string(parser.ref(i, at: start)), value: value(of: parser.ref(count + i, at: start))))
      }
      return PlistDictionary(distinctEntries: entries)
    }
    var dictionary = PlistDictionary.Builder(capacity: count)
    for i in 0..<count { dictionary.add(parser.string(parser.ref(i, at: start)), value(of: parser.ref(count + i, at: start))) }
    if dictionary.count == count { distinctRuns[slot] = (start, count) }
    return dictionary.finish()
  }

  /// Whether the `count` key references at `start` are the same bytes as a run `known` to
  /// hold distinct keys.
  private func hasDistinctKeys(count: Int, start: Int, known: (start: Int, count: Int)) -> Bool {
    guard known.count == count, known.start >= 0 else { return false }
    guard let base = parser.bytes.baseAddress else { return false }
    return known.start == start || memcmp(base + known.start, base + start, count * parser.refSize) == 0
  }
}
