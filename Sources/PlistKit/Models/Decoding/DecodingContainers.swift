#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A dictionary as `Codable` reads it. A key is found through the dictionary's keys listed
/// once when the container is made (`ListedKeys`), through a hash of the keys for a
/// dictionary of many, else by scanning the entries (a key of more than 16 bytes, a value in
/// memory).
///
/// A class: stdlib's box copies the container out for every call made through it, and a
/// struct of a node, a place and a decoder cost a copy and a destruction of each field a
/// value (4% of decoding a record); a class costs a count.
final class KeyedDecoding<Key: CodingKey>: KeyedDecodingContainerProtocol {
  let decoder: DecodingState
  let node: PlistNode
  let place: ContainerPlace
  /// The entries by key, for a dictionary of many (see `KeyIndex`).
  private let index: KeyIndex?
  /// The keys of a dictionary of fewer, listed once (see `ListedKeys`).
  private let keys: ListedKeys?

  init(decoder: DecodingState, node: PlistNode, place: ContainerPlace) {
    self.decoder = decoder
    self.node = node
    self.place = place
    index = node.count > KeyIndex.threshold ? KeyIndex(node) : nil
    keys = index == nil ? ListedKeys(node) : nil
  }

  var codingPath: [any CodingKey] { decoder.components(place, nil).map(PathKey.init) }
  var allKeys: [Key] { node.keys.compactMap(Key.init(stringValue:)) }

  private func find(_ key: String) -> PlistNode? {
    if let index { return index[key] }
    if let keys, let found = keys.find(key, in: node) { return found }
    return node.lookup(key)?.value
  }

  func contains(_ key: Key) -> Bool { find(key.stringValue) != nil }

  /// A plist has no null: a key that is absent is nil, and so is `$null`, which Foundation
  /// writes for nil.
  func decodeNil(forKey key: Key) throws -> Bool { find(key.stringValue).map(\.isEncodedNil) ?? true }

  private func child(_ key: String) throws(ModelError) -> PlistNode {
    guard let node = find(key) else {
      let suggestion = Suggestion.closest(to: key, in: self.node.keys)
      throw decoder.failure(.missingKey(key, suggestion: suggestion), place, nil)
    }
    return node
  }

  func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
    let name = key.stringValue
    return try decoder.decode(type, try child(name), at: place, .key(name))
  }

  func decode(_ type: String.Type, forKey key: Key) throws -> String {
    let name = key.stringValue
    return try decoder.string(try child(name), place, .key(name))
  }

  func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool {
    let name = key.stringValue
    return try decoder.bool(try child(name), place, .key(name))
  }

  func decode(_ type: Double.Type, forKey key: Key) throws -> Double {
    let name = key.stringValue
    return try decoder.double(try child(name), place, .key(name))
  }

  func decode(_ type: Float.Type, forKey key: Key) throws -> Float { Float(try decode(Double.self, forKey: key)) }

  func decode(_ type: Int.Type, forKey key: Key) throws -> Int {
    let name = key.stringValue
    return try decoder.int(try child(name), place, .key(name))
  }

  func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try integer(type, key) }
  func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try integer(type, key) }
  func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try integer(type, key) }
  func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try integer(type, key) }

  private func integer<T: FixedWidthInteger>(_ type: T.Type, _ key: Key) throws(ModelError) -> T {
    let name = key.stringValue
    return try decoder.integer(type, try child(name), place, .key(name))
  }

  /// Absent or `$null` is nil; the key is looked up once.
  func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
    let name = key.stringValue
    guard let node = find(name), !node.isEncodedNil else { return nil }
    return try decoder.decode(type, node, at: place, .key(name))
  }

  func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? {
    let name = key.stringValue
    guard let node = find(name), !node.isEncodedNil else { return nil }
    return try decoder.string(node, place, .key(name))
  }

  func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? {
    let name = key.stringValue
    guard let node = find(name), !node.isEncodedNil else { return nil }
    return try decoder.bool(node, place, .key(name))
  }

  func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? {
    let name = key.stringValue
    guard let node = find(name), !node.isEncodedNil else { return nil }
    return try decoder.double(node, place, .key(name))
  }

  func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? {
    let name = key.stringValue
    guard let node = find(name), !node.isEncodedNil else { return nil }
    return try decoder.int(node, place, .key(name))
  }

  func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
    let name = key.stringValue
    return try decoder.keyedContainer(try child(name), at: place, component: .key(name))
  }

  func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
    let name = key.stringValue
    return try decoder.unkeyedContainer(try child(name), at: place, component: .key(name))
  }

  /// The value at the key `super`, where a superclass encodes itself (`superEncoder()`), as
  /// Foundation's decoders read it.
  func superDecoder() throws -> any Decoder { try superDecoder(named: "super") }
  func superDecoder(forKey key: Key) throws -> any Decoder { try superDecoder(named: key.stringValue) }

  /// A decoder of its own for the value at `name`: the caller goes on with this container
  /// while it is used.
  private func superDecoder(named name: String) throws -> any Decoder {
    DecodingState(node: try child(name), options: decoder.options, path: decoder.components(place, .key(name)))
  }
}

/// An array as `Codable` reads it, element by element.
struct UnkeyedDecoding: UnkeyedDecodingContainer {
  let decoder: DecodingState
  let place: ContainerPlace
  let elements: [PlistNode]
  var currentIndex = 0

  init(decoder: DecodingState, node: PlistNode, place: ContainerPlace) {
    self.decoder = decoder
    self.place = place
    var elements: [PlistNode] = []
    elements.reserveCapacity(node.count)
    node.forEachElement { _, element in elements.append(element) }
    self.elements = elements
  }

  var codingPath: [any CodingKey] { decoder.components(place, nil).map(PathKey.init) }
  var count: Int? { elements.count }
  var isAtEnd: Bool { currentIndex >= elements.count }

  /// `$null`, which Foundation writes for nil, is nil and is passed over.
  mutating func decodeNil() throws -> Bool {
    guard !isAtEnd, elements[currentIndex].isEncodedNil else { return false }
    currentIndex += 1
    return true
  }

  mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
    let (node, index) = try peek()
    let value = try decoder.decode(type, node, at: place, index)
    currentIndex += 1
    return value
  }

  mutating func decode(_ type: String.Type) throws -> String { try next(decoder.string) }
  mutating func decode(_ type: Bool.Type) throws -> Bool { try next(decoder.bool) }
  mutating func decode(_ type: Double.Type) throws -> Double { try next(decoder.double) }
  mutating func decode(_ type: Int.Type) throws -> Int { try next(decoder.int) }

  /// The next element read by `read`, then moved past.
  private mutating func next<T>(_ read: (PlistNode, ContainerPlace, PlistPathComponent?) throws(ModelError) -> T) throws(ModelError) -> T {
    let (node, index) = try peek()
    let value = try read(node, place, index)
    currentIndex += 1
    return value
  }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
    let (node, index) = try peek()
    let container: KeyedDecodingContainer<NestedKey> = try decoder.keyedContainer(node, at: place, component: index)
    currentIndex += 1
    return container
  }

  mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
    let (node, index) = try peek()
    let container = try decoder.unkeyedContainer(node, at: place, component: index)
    currentIndex += 1
    return container
  }

  mutating func superDecoder() throws -> any Decoder {
    let (node, index) = try peek()
    currentIndex += 1
    return DecodingState(node: node, options: decoder.options, path: decoder.components(place, index))
  }

  /// The next element and its index, not yet moved past: the container moves on only once the
  /// element is decoded, as Foundation's containers do.
  private func peek() throws(ModelError) -> (PlistNode, PlistPathComponent) {
    guard !isAtEnd else {
      throw decoder.failure(.invalid("expected another element, found the end of the array of \(elements.count)"), place, nil)
    }
    return (elements[currentIndex], .index(currentIndex))
  }
}
