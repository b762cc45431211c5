/// A plist dictionary that keeps its keys in the order the file wrote them.
///
/// Pack dictionaries are small (a question has four keys), so lookups scan the keys; a large
/// dictionary gets a hash index when it is built. Equality ignores order, as plists do.
/// A key written twice keeps its last value, as Foundation does.
///
/// The keys live apart from the values, in a `KeyShape` that dictionaries with the same keys
/// in the same order share: a file's hundred thousand products mostly repeat a few sets of
/// keys, and a reader gives them one each instead of a copy a product (a product's memory
/// was two fifths keys, and on these machines each fresh page a read touches is dear).
public struct PlistDictionary: Equatable, Sendable, Sequence {
  /// A key and its value.
  public struct Entry: Equatable, Sendable {
    /// The key, as the file wrote it.
    public let key: String
    /// Its value.
    public var value: PlistValue
  }

  private var shape: CopyOnWrite<KeyShape>
  private var values: [PlistValue]

  static let indexThreshold = 12
  private static let noKeys = CopyOnWrite(KeyShape(keys: []))

  /// An empty dictionary.
  public init() {
    shape = Self.noKeys
    values = []
  }

  /// An empty dictionary with room for `capacity` keys.
  public init(capacity: Int) {
    var keys: [String] = []
    keys.reserveCapacity(capacity)
    shape = CopyOnWrite(KeyShape(keys: keys))
    values = []
    values.reserveCapacity(capacity)
  }

  /// The pairs in order; a key given twice keeps its last value.
  public init(_ pairs: [(String, PlistValue)]) {
    self.init(capacity: pairs.count)
    for (key, value) in pairs { self[key] = value }
  }

  /// A Swift dictionary's entries, in key order.
  public init(_ dictionary: [String: PlistValue]) {
    self.init(dictionary.sorted { $0.key < $1.key }.map { ($0.key, $0.value) })
  }

  /// A dictionary of `values` for the distinct keys of `shape`, in its order.
  init(shape: CopyOnWrite<KeyShape>, values: [PlistValue]) {
    self.shape = shape
    self.values = values
  }

  /// The entries, key and value, in order (made on each call: `for entry in dictionary` reads
  /// them without an array).
  public var entries: [Entry] { Array(self) }

  /// The keys, to be shared by a dictionary of the same keys (see `BinaryValueBuilder`).
  var keyShape: CopyOnWrite<KeyShape> { shape }

  /// How many keys.
  public var count: Int { values.count }
  /// Whether there are no keys.
  public var isEmpty: Bool { values.isEmpty }
  /// The keys, in order.
  public var keys: [String] { shape.value.keys }

  /// The key and the value at `position` (below `count`).
  public subscript(position position: Int) -> Entry {
    Entry(key: shape.value.keys[position], value: values[position])
  }

  /// Adds a key the way a plist reader meets it: a repeated key keeps its last value.
  public mutating func append(_ key: String, _ value: PlistValue) {
    if shape.value.index != nil { self[key] = value }
    else if let found = Self.position(of: key, in: shape.value.keys) { values[found] = value }
    else { add(key, value) }
  }

  /// Where `key` is among `keys`, as Swift compares strings.
  @inline(__always)
  static func position(of key: String, in keys: [String]) -> Int? {
    keys.firstIndex(of: key)
  }

  /// The position of `key`, if present.
  public func position(of key: String) -> Int? {
    if let index = shape.value.index { return index[key] }
    return shape.value.keys.firstIndex(of: key)
  }

  /// The value for `key`; setting nil removes the key, setting a new key adds it at the end.
  /// Changed through (`dictionary["steps"]?[0] = …`), the value is changed where it is, not
  /// copied first.
  public subscript(key: String) -> PlistValue? {
    get { position(of: key).map { values[$0] } }
    _modify {
      guard let at = position(of: key) else {
        var added: PlistValue?
        yield &added
        if let added { add(key, added) }
        return
      }
      // The value is moved out, so that it is the only holder of its storage while it changes.
      var value: PlistValue? = values[at]
      values[at] = .bool(false)
      yield &value
      if let value { values[at] = value } else { remove(at: at) }
    }
  }

  /// Adds a key not yet present.
  private mutating func add(_ key: String, _ value: PlistValue) {
    values.append(value)
    let count = values.count
    shape.modify { shape in
      shape.keys.append(key)
      if shape.index != nil {
        shape.index?[key] = count - 1
      } else if count > Self.indexThreshold {
        shape.rebuildIndex()
      }
    }
  }

  private mutating func remove(at position: Int) {
    values.remove(at: position)
    shape.modify { shape in
      shape.keys.remove(at: position)
      if shape.index != nil { shape.rebuildIndex() }
    }
  }

  /// The entries in order.
  public struct Iterator: IteratorProtocol {
    private let dictionary: PlistDictionary
    private var position = 0

    init(_ dictionary: PlistDictionary) {
      self.dictionary = dictionary
    }

    /// The next entry, or nil after the last.
    public mutating func next() -> Entry? {
      guard position < dictionary.count else { return nil }
      defer { position += 1 }
      return dictionary[position: position]
    }
  }

  /// The entries in order.
  public func makeIterator() -> Iterator { Iterator(self) }

  /// The number of entries.
  public var underestimatedCount: Int { count }

  /// The same keys with equal values, in any order.
  public static func == (lhs: PlistDictionary, rhs: PlistDictionary) -> Bool {
    guard lhs.count == rhs.count else { return false }
    if lhs.shape.isShared(with: rhs.shape) { return lhs.values == rhs.values }
    return lhs.allSatisfy { rhs[$0.key] == $0.value }
  }
}
