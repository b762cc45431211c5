/// A plist dictionary that keeps its keys in the order the file wrote them.
///
/// Pack dictionaries are small (a question has four keys), so lookups scan the entries; a large
/// dictionary gets a hash index when it is built. Equality ignores order, as plists do.
/// A key written twice keeps its last value, as Foundation does.
public struct PlistDictionary: Equatable, Sendable, Sequence {
  public struct Entry: Equatable, Sendable {
    public let key: String
    public var value: PlistValue
  }

  public private(set) var entries: [Entry]
  private var index: [String: Int]?

  private static let indexThreshold = 12

  public init() {
    entries = []
  }

  /// An empty dictionary with room for `capacity` keys.
  public init(capacity: Int) {
    entries = []
    entries.reserveCapacity(capacity)
  }

  public init(_ pairs: [(String, PlistValue)]) {
    entries = []
    entries.reserveCapacity(pairs.count)
    for (key, value) in pairs { self[key] = value }
  }

  public init(_ dictionary: [String: PlistValue]) {
    self.init(dictionary.sorted { $0.key < $1.key }.map { ($0.key, $0.value) })
  }

  /// A dictionary of entries whose keys are known to be distinct (a reader has compared them).
  init(distinctEntries: [Entry]) {
    entries = distinctEntries
    if entries.count > Self.indexThreshold { rebuildIndex() }
  }

  /// Adds a key the way a plist reader meets it: a repeated key keeps its last value.
  public mutating func append(_ key: String, _ value: PlistValue) {
    if index == nil {
      let bits = unsafeBitCast(key, to: (UInt64, UInt64).self)
      let isSmallASCII = PlistNode.KeyBits.smallASCII(bits)
      if let found = Self.position(of: key, bits: bits, isSmallASCII: isSmallASCII, in: entries) {
        entries[found].value = value
        return
      }
      entries.append(Entry(key: key, value: value))
      if entries.count > Self.indexThreshold { rebuildIndex() }
    } else {
      self[key] = value
    }
  }

  /// A dictionary as a reader builds it, an entry at a time in the file's order: a repeated
  /// key keeps its first place and its last value, as `append` does. While every key is a
  /// short ASCII string a filter of their bits (a bit each, by a hash) tells most new keys
  /// from those already added without comparing them with each: a file's reader adds every
  /// key of every dictionary. (The filter lives here, not in the dictionary, which stays the
  /// size it is inside every `PlistValue`.)
  struct Builder {
    private var entries: [Entry]
    private var shortKeyBits: UInt64 = 0
    private var onlyShortKeys = true

    init(capacity: Int) {
      entries = []
      entries.reserveCapacity(capacity)
    }

    // Inlined: a reader adds every key of every dictionary, and a call passes the value
    // through memory with a copy and a release of its own.
    @inline(__always)
    mutating func add(_ key: String, _ value: consuming PlistValue) {
      let bits = unsafeBitCast(key, to: (UInt64, UInt64).self)
      let isSmallASCII = PlistNode.KeyBits.smallASCII(bits)
      let bit: UInt64 = 1 << ((((bits.0 &* 0x9E37_79B9_7F4A_7C15) ^ bits.1) &* 0xC2B2_AE3D_27D4_EB4F) >> 58)
      if !(onlyShortKeys && isSmallASCII && shortKeyBits & bit == 0) {
        if let found = PlistDictionary.position(of: key, bits: bits, isSmallASCII: isSmallASCII, in: entries) {
          entries[found].value = value
          return
        }
      }
      if isSmallASCII { shortKeyBits |= bit } else { onlyShortKeys = false }
      entries.append(Entry(key: key, value: value))
    }

    /// How many distinct keys are added so far.
    var count: Int { entries.count }

    consuming func finish() -> PlistDictionary {
      var dictionary = PlistDictionary()
      dictionary.entries = entries
      if dictionary.entries.count > PlistDictionary.indexThreshold { dictionary.rebuildIndex() }
      return dictionary
    }
  }

  /// Where `key` (whose bits are `bits`) is among `entries`, compared in place.
  @inline(__always)
  private static func position(of key: String, bits: (UInt64, UInt64), isSmallASCII: Bool, in entries: [Entry]) -> Int? {
    entries.withUnsafeBufferPointer { all in all.indices.first { same(keyAddress(all, $0), key, bits, isSmallASCII) } }
  }

  /// Whether a stored key equals `key` as Swift compares strings. Two short ASCII strings are
  /// equal exactly when their bits are (both held in them, and ASCII has no other form), which
  /// spares the runtime's comparison for each of a new key's predecessors.
  @inline(__always)
  private static func same(_ stored: UnsafePointer<String>, _ key: String, _ bits: (UInt64, UInt64), _ isSmallASCII: Bool) -> Bool {
    if isSmallASCII {
      let other = UnsafeRawPointer(stored).load(as: (UInt64, UInt64).self)
      if other == bits { return true }
      if PlistNode.KeyBits.smallASCII(other) { return false }
    }
    return stored.pointee == key
  }

  /// Where the key of entry `i` is kept, to be compared without copying it (a copy of a long
  /// key retains its storage).
  @inline(__always)
  private static func keyAddress(_ entries: UnsafeBufferPointer<Entry>, _ i: Int) -> UnsafePointer<String> {
    (UnsafeRawPointer(entries.baseAddress! + i) + MemoryLayout<Entry>.offset(of: \Entry.key)!).assumingMemoryBound(to: String.self)
  }

  public var count: Int { entries.count }
  public var isEmpty: Bool { entries.isEmpty }
  public var keys: [String] { entries.map(\.key) }

  /// The position of `key` in `entries`, if present.
  public func position(of key: String) -> Int? {
    if let index { return index[key] }
    return entries.firstIndex { $0.key == key }
  }

  public subscript(key: String) -> PlistValue? {
    get { position(of: key).map { entries[$0].value } }
    set {
      if let at = position(of: key) {
        if let newValue { entries[at].value = newValue } else { remove(at: at) }
      } else if let newValue {
        entries.append(Entry(key: key, value: newValue))
        if index != nil {
          index?[key] = entries.count - 1
        } else if entries.count > Self.indexThreshold {
          rebuildIndex()
        }
      }
    }
  }

  private mutating func remove(at position: Int) {
    entries.remove(at: position)
    if index != nil { rebuildIndex() }
  }

  private mutating func rebuildIndex() {
    var built = [String: Int](minimumCapacity: entries.count)
    for (i, entry) in entries.enumerated() { built[entry.key] = i }
    index = built
  }

  public func makeIterator() -> IndexingIterator<[Entry]> {
    entries.makeIterator()
  }

  public static func == (lhs: PlistDictionary, rhs: PlistDictionary) -> Bool {
    guard lhs.count == rhs.count else { return false }
    return lhs.entries.allSatisfy { rhs[$0.key] == $0.value }
  }
}
