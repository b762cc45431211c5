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
  public struct Entry: Equatable, Sendable {
    public let key: String
    public var value: PlistValue
  }

  private var shape: KeyShape
  private var values: [PlistValue]

  static let indexThreshold = 12

  public init() {
    shape = KeyShape.empty
    values = []
  }

  /// An empty dictionary with room for `capacity` keys.
  public init(capacity: Int) {
    shape = KeyShape(keys: [])
    shape.keys.reserveCapacity(capacity)
    values = []
    values.reserveCapacity(capacity)
  }

  public init(_ pairs: [(String, PlistValue)]) {
    self.init(capacity: pairs.count)
    for (key, value) in pairs { self[key] = value }
  }

  public init(_ dictionary: [String: PlistValue]) {
    self.init(dictionary.sorted { $0.key < $1.key }.map { ($0.key, $0.value) })
  }

  /// A dictionary of `values` for the distinct keys of `shape`, in its order.
  init(shape: KeyShape, values: [PlistValue]) {
    self.shape = shape
    self.values = values
  }

  /// The entries, key and value, in order (made on each call: `for entry in dictionary` reads
  /// them without an array).
  public var entries: [Entry] { Array(self) }

  /// The keys, to be shared by a dictionary of the same keys (see `BinaryValueBuilder`).
  var keyShape: KeyShape { shape }

  public var count: Int { values.count }
  public var isEmpty: Bool { values.isEmpty }
  public var keys: [String] { shape.keys }

  /// The key and the value at `position` (below `count`).
  public subscript(position position: Int) -> Entry {
    Entry(key: shape.keys[position], value: values[position])
  }

  /// Adds a key the way a plist reader meets it: a repeated key keeps its last value.
  public mutating func append(_ key: String, _ value: PlistValue) {
    if shape.index != nil { self[key] = value }
    else if let found = Self.position(of: key, in: shape.keys) { values[found] = value }
    else { add(key, value) }
  }

  /// Where `key` is among `keys`, as Swift compares strings.
  @inline(__always)
  static func position(of key: String, in keys: [String]) -> Int? {
    keys.firstIndex(of: key)
  }

  /// The position of `key`, if present.
  public func position(of key: String) -> Int? {
    if let index = shape.index { return index[key] }
    return shape.keys.firstIndex(of: key)
  }

  public subscript(key: String) -> PlistValue? {
    get { position(of: key).map { values[$0] } }
    set {
      if let at = position(of: key) {
        if let newValue { values[at] = newValue } else { remove(at: at) }
      } else if let newValue {
        add(key, newValue)
      }
    }
  }

  /// Adds a key not yet present.
  private mutating func add(_ key: String, _ value: PlistValue) {
    ownShape()
    shape.keys.append(key)
    values.append(value)
    if shape.index != nil {
      shape.index?[key] = values.count - 1
    } else if values.count > Self.indexThreshold {
      shape.rebuildIndex()
    }
  }

  private mutating func remove(at position: Int) {
    ownShape()
    shape.keys.remove(at: position)
    values.remove(at: position)
    if shape.index != nil { shape.rebuildIndex() }
  }

  /// Makes the keys this dictionary's own before they change: others may share them.
  private mutating func ownShape() {
    if !isKnownUniquelyReferenced(&shape) { shape = KeyShape(keys: shape.keys, index: shape.index) }
  }

  /// The entries in order.
  public struct Iterator: IteratorProtocol {
    private let dictionary: PlistDictionary
    private var position = 0

    init(_ dictionary: PlistDictionary) {
      self.dictionary = dictionary
    }

    public mutating func next() -> Entry? {
      guard position < dictionary.count else { return nil }
      defer { position += 1 }
      return dictionary[position: position]
    }
  }

  public func makeIterator() -> Iterator { Iterator(self) }

  public var underestimatedCount: Int { count }

  public static func == (lhs: PlistDictionary, rhs: PlistDictionary) -> Bool {
    guard lhs.count == rhs.count else { return false }
    if lhs.shape === rhs.shape { return lhs.values == rhs.values }
    return lhs.allSatisfy { rhs[$0.key] == $0.value }
  }
}
