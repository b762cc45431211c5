extension PlistDictionary {
  /// A dictionary as a reader builds it, an entry at a time in the file's order: a repeated
  /// key keeps its first place and its last value, as `append` does. While every key is a
  /// short ASCII string a filter of their bits (a bit each, by a hash) tells most new keys
  /// from those already added without comparing them with each: a file's reader adds every
  /// key of every dictionary. Past `PlistDictionary.indexThreshold` keys (where the filter
  /// soon has every bit set) a hash index finds them, so that a dictionary of many keys is
  /// built in time linear in its keys, and the dictionary keeps that index. (The filter lives
  /// here, not in the dictionary, which stays the size it is inside every `PlistValue`.)
  struct Builder {
    private var keys: [String]
    private var values: [PlistValue]
    private var shortKeyBits: UInt64 = 0
    private var onlyShortKeys = true
    /// Each key's place, once the keys are more than `PlistDictionary.indexThreshold`.
    private var index: [String: Int]?

    init(capacity: Int) {
      keys = []
      keys.reserveCapacity(capacity)
      values = []
      values.reserveCapacity(capacity)
    }

    // Inlined: a reader adds every key of every dictionary, and a call passes the value
    // through memory with a copy and a release of its own.
    @inline(__always)
    mutating func add(_ key: String, _ value: consuming PlistValue) {
      if index != nil {
        addIndexed(key, value)
        return
      }
      let fingerprint = Self.shortASCIIFingerprint(key)
      let bit: UInt64 = fingerprint.map { 1 << ($0 >> 58) } ?? 0
      if !(onlyShortKeys && fingerprint != nil && shortKeyBits & bit == 0) {
        if let found = PlistDictionary.position(of: key, in: keys) {
          values[found] = value
          return
        }
      }
      if fingerprint != nil { shortKeyBits |= bit } else { onlyShortKeys = false }
      keys.append(key)
      values.append(value)
      if keys.count > PlistDictionary.indexThreshold {
        index = Dictionary(uniqueKeysWithValues: keys.enumerated().map { ($1, $0) })
      }
    }

    private mutating func addIndexed(_ key: String, _ value: consuming PlistValue) {
      if let found = index![key] {
        values[found] = value
        return
      }
      index![key] = keys.count
      keys.append(key)
      values.append(value)
    }

    /// A hash of a key of up to 16 ASCII bytes (which has no other form, so two such keys are
    /// equal exactly when their bytes are); nil for any other key.
    @inline(__always)
    static func shortASCIIFingerprint(_ key: String) -> UInt64? {
      let utf8 = key.utf8
      guard utf8.count <= 16 else { return nil }
      var hash: UInt64 = 0xCBF2_9CE4_8422_2325
      for byte in utf8 {
        guard byte < 0x80 else { return nil }
        hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
      }
      return hash &* 0x9E37_79B9_7F4A_7C15
    }

    /// How many distinct keys are added so far.
    var count: Int { keys.count }

    consuming func finish() -> PlistDictionary {
      PlistDictionary(shape: CopyOnWrite(index.map { KeyShape(keys: keys, index: $0) } ?? KeyShape(distinctKeys: keys)), values: values)
    }
  }

  /// A builder that follows `KeyShapes`' tree while the keys are distinct and the tree has
  /// room, so that the dictionary shares the keys of every earlier one with the same keys in
  /// the same order, and its keys are neither copied nor compared with each other.
  struct ShapedBuilder {
    /// The shape of the keys so far (its number in the tree), while they follow the tree.
    private var node: Int?
    private var values: [PlistValue]
    /// The builder taken once the keys leave the tree (a repeated key, or the tree is full).
    private var builder: Builder?

    init(capacity: Int) {
      node = KeyShapes.root
      values = []
      values.reserveCapacity(capacity)
    }

    /// Adds the entry whose key is string `key` of `strings` (a tape's): followed in the tree
    /// by that number first, so that a key the tape holds once is not read at all.
    @inline(__always)
    mutating func add(key: Int, of strings: PlistTape.Strings, _ value: consuming PlistValue, shapes: inout KeyShapes) {
      if let current = node {
        if let next = shapes.next(current, key: key, of: strings) {
          node = next
          values.append(consume value)
          return
        }
        leaveTree(shapes.shape(current))
      }
      builder!.add(strings[key], consume value)
    }

    /// Goes on with a builder of the keys and values so far.
    private mutating func leaveTree(_ shape: CopyOnWrite<KeyShape>) {
      let keys = shape.value.keys
      var taken = Builder(capacity: keys.count + 1)
      for (i, known) in keys.enumerated() { taken.add(known, values[i]) }
      node = nil
      values = []
      builder = taken
    }

    consuming func finish(shapes: borrowing KeyShapes) -> PlistDictionary {
      if let node { return PlistDictionary(shape: shapes.shape(node), values: values) }
      return builder!.finish()
    }
  }
}
