#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `Codable` out: an `Encodable` value as an XML, binary or JSON plist, written by PlistKit's
/// writers (so what it writes, `PlistDecoder` and Foundation read). In place of
/// `PropertyListEncoder`: `encode` gives `Data`, binary unless `outputFormat` says XML, as
/// Foundation's does; `encodeBytes` gives the bytes.
///
/// ```swift
/// let encoder = PlistEncoder()          // was: PropertyListEncoder()
/// encoder.outputFormat = .xml
/// let data = try encoder.encode(questions)
/// ```
///
/// A plist has no null: an optional that is nil leaves its key out, and a nil in an array (or
/// one encoded with `encodeNil`) is the string `$null`, as Foundation writes it and as
/// `PlistDecoder` reads it back. A dictionary's keys are written sorted, as Foundation writes
/// them, so the same value gives the same bytes every time. Dates and data are plist values of their own (JSON writes them as ISO 8601 and base64
/// strings).
public final class PlistEncoder {
  /// The form written.
  public enum Format: Sendable {
    case xml, binary, json
  }

  /// The form `encode` writes.
  public var format: Format
  /// Values a type's `encode(to:)` reads through `encoder.userInfo`.
  public var userInfo: [CodingUserInfoKey: any Sendable] = [:]
  /// Set when `outputFormat` was set to OpenStep, which no encoder writes.
  private var openStepAsked = false

  /// An encoder that writes `format`: binary by default, as `PropertyListEncoder`.
  public init(format: Format = .binary) {
    self.format = format
  }

  /// The form written, as `PropertyListEncoder` names it; JSON, which Foundation has no name
  /// for here, reads as XML. OpenStep may be set, and `encode` then refuses, as Foundation's does.
  public var outputFormat: PropertyListDecoder.PropertyListFormat {
    get { openStepAsked ? .openStep : format == .binary ? .binary : .xml }
    set {
      openStepAsked = newValue == .openStep
      if newValue == .binary { format = .binary } else if newValue == .xml { format = .xml }
    }
  }

  /// How XML writes reals: `.shortest` (`0.1`, the default, as `PropertyListEncoder` writes
  /// them) or `.coreFoundation`, the 17 significant digits `PropertyListSerialization` writes
  /// (`0.10000000000000001`), for XML byte for byte equal to its.
  public var realStyle: PlistScalars.RealStyle = .shortest

  /// The value's plist in `format`, as `Data`.
  public func encode<T: Encodable>(_ value: T) throws -> Data {
    Data(try encodeBytes(value))
  }

  /// The value's plist in `format`.
  public func encodeBytes<T: Encodable>(_ value: T) throws -> [UInt8] {
    if openStepAsked {
      throw EncodingError.invalidValue(value, EncodingError.Context(codingPath: [], debugDescription: "the OpenStep form is read, never written"))
    }
    let plist = try encodeValue(value)
    switch format {
    case .xml: return try XMLPlistWriter.checkedWrite(plist, reals: realStyle)
    case .binary: return BinaryPlistWriter.write(plist)
    case .json: return try JSONPlistWriter.write(plist)
    }
  }

  /// The value as a `PlistValue`, for writing another way or looking at.
  public func encodeValue<T: Encodable>(_ value: T) throws -> PlistValue {
    let box = EncodingBox(log: EncodingLog())
    try box.encode(value, userInfo: userInfo)
    if let conflict = box.log.conflict {
      throw EncodingError.invalidValue(value, EncodingError.Context(codingPath: [], debugDescription: conflict))
    }
    guard let plist = box.plist else {
      throw EncodingError.invalidValue(value, EncodingError.Context(codingPath: [], debugDescription: "the value encoded nothing"))
    }
    return plist
  }
}

/// What one encoded value becomes, filled in as the value's `encode(to:)` runs. An array's
/// elements and a dictionary's entries are kept in the box (a class), so that each one added
/// is added in place, in constant time: an `[Int]` of a million elements is encoded in time
/// linear in its length.
final class EncodingBox {
  enum Kind {
    case empty, value, array, dictionary
  }

  /// An element or entry: a plist value itself (a string, a number: no box made for it), or a
  /// box a nested value fills in.
  enum Child {
    case value(PlistValue)
    case box(EncodingBox)

    var plist: PlistValue? {
      switch self {
      case .value(let value): value
      case .box(let box): box.plist
      }
    }
  }

  /// What the whole encoding shares: the first value that asked for two kinds of container.
  let log: EncodingLog
  private(set) var kind = Kind.empty
  private var value: PlistValue?
  private var elements: [Child] = []
  /// A dictionary's entries in the order they were encoded, a key encoded again among them
  /// (its last value wins when the dictionary is made).
  private var entries: [(key: String, child: Child)] = []

  var count: Int { kind == .array ? elements.count : 0 }

  init(log: EncodingLog) {
    self.log = log
  }

  var plist: PlistValue? {
    switch kind {
    case .empty: return nil
    case .value: return value
    case .array: return .array(elements.compactMap(\.plist))
    case .dictionary:
      // The keys kept (the last of each) are distinct: the dictionary is made from its shape
      // and values at once, the shape shared with the last dictionary of the same keys.
      let entries = entries
      let (kept, shape) = log.sorted(entries.map(\.key))
      var values: [PlistValue] = []
      values.reserveCapacity(kept.count)
      for i in kept {
        // A nested value that encoded nothing leaves its key out, and the shape is its own.
        guard let value = entries[i].child.plist else {
          return .dictionary(PlistDictionary(kept.compactMap { i in entries[i].child.plist.map { (entries[i].key, $0) } }))
        }
        values.append(value)
      }
      return .dictionary(PlistDictionary(shape: shape, values: values))
    }
  }

  func set(_ value: PlistValue) {
    kind = .value
    self.value = value
  }

  /// Makes the box a dictionary (keeping its entries if it is one). A value that was already an
  /// array or a scalar is a conflict the encoding reports, not values silently dropped.
  func becomeDictionary() {
    guard kind != .dictionary else { return }
    if kind != .empty { log.note("a value asked for a keyed container after encoding \(kind == .array ? "an unkeyed one" : "a single value")") }
    kind = .dictionary
    entries = []
  }

  /// Makes the box an array (keeping its elements if it is one).
  func becomeArray() {
    guard kind != .array else { return }
    if kind != .empty { log.note("a value asked for an unkeyed container after encoding \(kind == .dictionary ? "a keyed one" : "a single value")") }
    kind = .array
    elements = []
  }

  /// The value a plist holds itself for `value`, when it is one of the types that have one
  /// (or an array of strings, integers or reals): encoded without a box or a container. The
  /// type is told by its metatype before any cast: a cast that fails is a search of the
  /// runtime's conformance tables, and a struct failed eleven of them (a sixth of encoding
  /// mixed records).
  static func direct<T: Encodable>(_ value: T) -> PlistValue? {
    let type = T.self
    if type == String.self { return .string(value as! String) }
    if type == Int.self { return plistScalar(value as! Int) }
    if type == Double.self { return .real(value as! Double) }
    if type == Bool.self { return .bool(value as! Bool) }
    if type == Date.self { return .date(value as! Date) }
    if type == [String].self { return .array((value as! [String]).map(PlistValue.string)) }
    if type == [Int].self { return .array((value as! [Int]).map(plistScalar)) }
    if type == [Double].self { return .array((value as! [Double]).map(PlistValue.real)) }
    if type == Data.self { return .data(value as! Data) }
    if type == PlistValue.self { return value as? PlistValue }
    if type == URL.self { return .string((value as! URL).absoluteString) }
    if type == Int64.self { return .integer(value as! Int64) }
    if type == UInt64.self { return plistScalar(value as! UInt64) }
    if type == Float.self { return .real(Double(value as! Float)) }
    return nil
  }

  func encode<T: Encodable>(_ value: T, userInfo: [CodingUserInfoKey: any Sendable]) throws {
    if let plain = Self.direct(value) { return set(plain) }
    try value.encode(to: Encoding(box: self, userInfo: userInfo))
  }

  /// Adds an entry (one under the same key before it is left out when the dictionary is made).
  private func add(_ key: String, _ child: Child) {
    becomeDictionary()
    entries.append((key, child))
  }

  func child(key: String) -> EncodingBox {
    let box = EncodingBox(log: log)
    add(key, .box(box))
    return box
  }

  /// A value a plist holds itself, under `key`.
  func set(key: String, _ value: PlistValue) {
    add(key, .value(value))
  }

  /// `value` under `key`: directly when a plist holds it, else through its own encoding.
  func encode<T: Encodable>(_ value: T, forKey key: String, userInfo: [CodingUserInfoKey: any Sendable]) throws {
    if let plain = Self.direct(value) { return set(key: key, plain) }
    try child(key: key).encode(value, userInfo: userInfo)
  }

  func appended() -> EncodingBox {
    becomeArray()
    let box = EncodingBox(log: log)
    elements.append(.box(box))
    return box
  }

  /// A value a plist holds itself, as the next element.
  func append(_ value: PlistValue) {
    becomeArray()
    elements.append(.value(value))
  }

  /// `value` as the next element: directly when a plist holds it, else through its own encoding.
  func append<T: Encodable>(_ value: T, userInfo: [CodingUserInfoKey: any Sendable]) throws {
    if let plain = Self.direct(value) { return append(plain) }
    try appended().encode(value, userInfo: userInfo)
  }
}

/// What one encoding's boxes share: the first conflict, and the keys of the dictionaries made
/// last, so that records of one type share their keys (in memory, and a writer tells them
/// apart at once).
final class EncodingLog {
  private(set) var conflict: String?

  func note(_ problem: String) {
    if conflict == nil { conflict = problem }
  }

  /// The last keys sorted, by number of keys: the places of those kept, in their order, and
  /// the shape of the kept keys.
  private var sortings: [Int: (keys: [String], kept: [Int], shape: CopyOnWrite<KeyShape>)] = [:]

  /// The places of `keys` (a dictionary's, in the order encoded) sorted by key, then by when
  /// each was encoded, leaving out a key encoded again later (its last value is the one kept);
  /// and the shape of the keys kept. Records of one type give the same keys each time: the last
  /// sorting of as many keys, and its shape, are used again when they are the same bytes
  /// (sorting them cost a tenth of encoding a record), so records share their keys in memory
  /// and a writer tells them apart at once.
  func sorted(_ keys: [String]) -> (kept: [Int], shape: CopyOnWrite<KeyShape>) {
    // Compared by bytes: Swift's `==` takes the Kelvin sign for `K`.
    if let last = sortings[keys.count], zip(last.keys, keys).allSatisfy(PlistNode.sameKey) { return (last.kept, last.shape) }
    let order = keys.indices.sorted { a, b in keys[a] < keys[b] || (!(keys[b] < keys[a]) && a < b) }
    var kept: [Int] = []
    kept.reserveCapacity(order.count)
    for (n, i) in order.enumerated() where n + 1 == order.count || keys[order[n + 1]] != keys[i] { kept.append(i) }
    let shape = CopyOnWrite(KeyShape(distinctKeys: kept.map { keys[$0] }))
    sortings[keys.count] = (keys, kept, shape)
    return (kept, shape)
  }
}

/// What Foundation's encoders write for nil where a plist must hold something.
let encodedNil = PlistValue.string("$null")

struct Encoding: Encoder {
  let box: EncodingBox
  let info: [CodingUserInfoKey: any Sendable]
  var codingPath: [any CodingKey] { [] }
  var userInfo: [CodingUserInfoKey: Any] { info }

  init(box: EncodingBox, userInfo: [CodingUserInfoKey: any Sendable]) {
    self.box = box
    info = userInfo
  }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    box.becomeDictionary()
    return KeyedEncodingContainer(KeyedEncoding<Key>(box: box, sendableInfo: info))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    box.becomeArray()
    return UnkeyedEncoding(box: box, sendableInfo: info)
  }

  func singleValueContainer() -> any SingleValueEncodingContainer { SingleEncoding(box: box, userInfo: info) }
}

/// A plist's value of a Swift scalar: integers above `Int64.max` as unsigned ones.
func plistScalar<T: BinaryInteger>(_ value: T) -> PlistValue {
  if let signed = Int64(exactly: value) { return .integer(signed) }
  return .unsignedInteger(UInt64(value))
}

struct KeyedEncoding<Key: CodingKey>: KeyedEncodingContainerProtocol {
  let box: EncodingBox
  let sendableInfo: [CodingUserInfoKey: any Sendable]
  var codingPath: [any CodingKey] { [] }

  /// `$null`, as Foundation writes it.
  mutating func encodeNil(forKey key: Key) throws { box.set(key: key.stringValue, encodedNil) }
  mutating func encode(_ value: String, forKey key: Key) throws { box.set(key: key.stringValue, .string(value)) }
  mutating func encode(_ value: Bool, forKey key: Key) throws { box.set(key: key.stringValue, .bool(value)) }
  mutating func encode(_ value: Double, forKey key: Key) throws { box.set(key: key.stringValue, .real(value)) }
  mutating func encode(_ value: Float, forKey key: Key) throws { box.set(key: key.stringValue, .real(Double(value))) }
  mutating func encode(_ value: Int, forKey key: Key) throws { box.set(key: key.stringValue, plistScalar(value)) }
  mutating func encode(_ value: Int64, forKey key: Key) throws { box.set(key: key.stringValue, plistScalar(value)) }
  mutating func encode(_ value: UInt64, forKey key: Key) throws { box.set(key: key.stringValue, plistScalar(value)) }
  mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
    try box.encode(value, forKey: key.stringValue, userInfo: sendableInfo)
  }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
    Encoding(box: box.child(key: key.stringValue), userInfo: sendableInfo).container(keyedBy: keyType)
  }

  mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
    Encoding(box: box.child(key: key.stringValue), userInfo: sendableInfo).unkeyedContainer()
  }

  mutating func superEncoder() -> any Encoder { Encoding(box: box.child(key: "super"), userInfo: sendableInfo) }
  mutating func superEncoder(forKey key: Key) -> any Encoder { Encoding(box: box.child(key: key.stringValue), userInfo: sendableInfo) }
}

struct UnkeyedEncoding: UnkeyedEncodingContainer {
  let box: EncodingBox
  let sendableInfo: [CodingUserInfoKey: any Sendable]
  var codingPath: [any CodingKey] { [] }
  var count: Int { box.count }

  /// `$null`, as Foundation writes it.
  mutating func encodeNil() throws { box.append(encodedNil) }

  mutating func encode(_ value: String) throws { box.append(.string(value)) }
  mutating func encode(_ value: Bool) throws { box.append(.bool(value)) }
  mutating func encode(_ value: Double) throws { box.append(.real(value)) }
  mutating func encode(_ value: Int) throws { box.append(plistScalar(value)) }
  mutating func encode<T: Encodable>(_ value: T) throws { try box.append(value, userInfo: sendableInfo) }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
    Encoding(box: box.appended(), userInfo: sendableInfo).container(keyedBy: keyType)
  }

  mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
    Encoding(box: box.appended(), userInfo: sendableInfo).unkeyedContainer()
  }

  mutating func superEncoder() -> any Encoder { Encoding(box: box.appended(), userInfo: sendableInfo) }
}

struct SingleEncoding: SingleValueEncodingContainer {
  let box: EncodingBox
  let userInfo: [CodingUserInfoKey: any Sendable]
  var codingPath: [any CodingKey] { [] }

  /// `$null`, as Foundation writes it.
  mutating func encodeNil() throws { box.set(encodedNil) }

  mutating func encode(_ value: String) throws { box.set(.string(value)) }
  mutating func encode(_ value: Bool) throws { box.set(.bool(value)) }
  mutating func encode(_ value: Double) throws { box.set(.real(value)) }
  mutating func encode(_ value: Float) throws { box.set(.real(Double(value))) }
  mutating func encode(_ value: Int) throws { box.set(plistScalar(value)) }
  mutating func encode(_ value: Int8) throws { box.set(plistScalar(value)) }
  mutating func encode(_ value: Int16) throws { box.set(plistScalar(value)) }
  mutating func encode(_ value: Int32) throws { box.set(plistScalar(value)) }
  mutating func encode(_ value: Int64) throws { box.set(plistScalar(value)) }
  mutating func encode(_ value: UInt) throws { box.set(plistScalar(value)) }
  mutating func encode(_ value: UInt8) throws { box.set(plistScalar(value)) }
  mutating func encode(_ value: UInt16) throws { box.set(plistScalar(value)) }
  mutating func encode(_ value: UInt32) throws { box.set(plistScalar(value)) }
  mutating func encode(_ value: UInt64) throws { box.set(plistScalar(value)) }
  mutating func encode<T: Encodable>(_ value: T) throws { try box.encode(value, userInfo: userInfo) }
}
