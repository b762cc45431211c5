/// Builds the values of a checked binary plist that shares no container.
///
/// A file's dictionaries mostly repeat one set of keys (a catalog's products, a pack's
/// questions), and a writer stores each key once: their key references are the same bytes. A
/// dictionary whose key references equal those of one already found to hold distinct keys
/// holds the same distinct keys, so it shares that one's keys and only its values are made,
/// without looking for a repeated key among them (which `PlistDictionary.Builder` does for
/// every other one).
struct BinaryValueBuilder {
  let parser: BinaryPlistParser
  /// Where runs of key references found distinct start, and how many keys they hold, by a
  /// hash of the references: a file's few shapes of dictionary (a product with a badge and
  /// one without) each keep a slot.
  /// Each with the keys made for it, which the dictionaries of its run share.
  private var distinctRuns: [(start: Int, count: Int, shape: CopyOnWrite<KeyShape>?)]
  private let slotBits: UInt64

  /// `slotBits`: the slots kept are 2^slotBits (tests use one slot, where every run meets
  /// every other).
  init(parser: BinaryPlistParser, slotBits: Int = 6) {
    self.parser = parser
    self.slotBits = UInt64(slotBits)
    distinctRuns = Array(repeating: (-1, 0, nil), count: 1 << slotBits)
  }

  mutating func value(of ref: Int) -> PlistValue {
    if let value = parser.scalar(of: ref) { return value }
    let offset = parser.offset(of: ref)
    let (count, start) = parser.extent(at: offset)
    if parser.bytes[offset] >> 4 == 0xA {
      // Reserved and appended: an array made uninitialized and filled is not specialized,
      // and looks up its storage's generic metadata at run time for every array.
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
    if let shape = distinctRuns[slot].shape, hasDistinctKeys(count: count, start: start, known: distinctRuns[slot]) {
      var values: [PlistValue] = []
      values.reserveCapacity(count)
      for i in 0..<count { values.append(value(of: parser.ref(count + i, at: start))) }
      return PlistDictionary(shape: shape, values: values)
    }
    var dictionary = PlistDictionary.Builder(capacity: count)
    for i in 0..<count { dictionary.add(parser.string(parser.ref(i, at: start)), value(of: parser.ref(count + i, at: start))) }
    guard dictionary.count == count else { return dictionary.finish() }
    let built = dictionary.finish()
    distinctRuns[slot] = (start, count, built.keyShape)
    return built
  }

  /// Whether the `count` key references at `start` are the same bytes as a run `known` to
  /// hold distinct keys.
  private func hasDistinctKeys(count: Int, start: Int, known: (start: Int, count: Int, shape: CopyOnWrite<KeyShape>?)) -> Bool {
    guard known.count == count, known.start >= 0 else { return false }
    return parser.bytes.same(at: known.start, as: start, length: count * parser.refSize)
  }
}
