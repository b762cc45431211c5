#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Where a container is: the first `base` components of the decoder's path, then `extra` and
/// `last`, the keys of nested containers (`nestedContainer(keyedBy:forKey:)`, an array of
/// scalars read at once), which the path never holds. The first nested key is held apart, so
/// that a place one level in makes no array.
struct ContainerPlace {
  let base: Int
  var extra: [PlistPathComponent] = []
  var last: PlistPathComponent?

  /// A place `component` further in.
  func nested(_ component: PlistPathComponent) -> ContainerPlace {
    guard let last else { return ContainerPlace(base: base, extra: extra, last: component) }
    return ContainerPlace(base: base, extra: extra + [last], last: component)
  }

  /// The components past the path's first `base`.
  var beyondBase: [PlistPathComponent] { last.map { extra + [$0] } ?? extra }
}

/// The one `Decoder` of a decoding: the value being decoded and its path, changed as the
/// decoding goes down into a value and back, so every `init(from:)` is handed the same object
/// (a decoder made for each value was a fifth of decoding a record). It is the single-value
/// container too, as in Foundation's decoders.
///
/// Decoding is nested: a value's `init(from:)` runs, and its containers are used, while the
/// path holds the value's place; a container keeps how long the path was when it was made
/// (`ContainerPlace`) and reads its own `codingPath` from there. A successful decode builds no
/// path beyond these components; an error is made with its whole path where it happens.
final class DecodingState: Decoder, SingleValueDecodingContainer {
  let options: DecodingOptions
  /// The value whose `init(from:)` runs.
  private(set) var node: PlistNode
  private(set) var path: [PlistPathComponent]

  init(node: PlistNode, options: DecodingOptions, path: [PlistPathComponent] = []) {
    self.node = node
    self.options = options
    self.path = path
  }

  var codingPath: [any CodingKey] { path.map(PathKey.init) }
  var userInfo: [CodingUserInfoKey: Any] { options.userInfo }
  /// Where the current value's own containers are.
  var here: ContainerPlace { ContainerPlace(base: path.count) }
  /// Where the current value is: the place its last component (`path.last`) is of.
  private var ownPlace: ContainerPlace { ContainerPlace(base: max(path.count - 1, 0)) }

  // MARK: - Decoder

  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    try keyedContainer(node, at: here, component: nil)
  }

  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    try unkeyedContainer(node, at: here, component: nil)
  }

  func singleValueContainer() throws -> any SingleValueDecodingContainer { self }

  /// A keyed container over `node`, which is at `component` of `place` (or is the place's own
  /// value when nil).
  func keyedContainer<Key: CodingKey>(_ node: PlistNode, at place: ContainerPlace,
                                      component: PlistPathComponent?) throws -> KeyedDecodingContainer<Key> {
    guard node.kind == .dictionary else { throw mismatch(node, "a dictionary", place, component) }
    let own = component.map(place.nested) ?? place
    return KeyedDecodingContainer(KeyedDecoding<Key>(decoder: self, node: node, place: own))
  }

  func unkeyedContainer(_ node: PlistNode, at place: ContainerPlace, component: PlistPathComponent?) throws -> any UnkeyedDecodingContainer {
    guard node.kind == .array else { throw mismatch(node, "an array", place, component) }
    return UnkeyedDecoding(decoder: self, node: node, place: component.map(place.nested) ?? place)
  }

  // MARK: - Values

  /// `child`, at `component` of `place`, as `T`: the types a plist holds itself directly, any
  /// other through its `init(from:)` with this decoder moved to the child and back.
  func decode<T: Decodable>(_ type: T.Type, _ child: PlistNode, at place: ContainerPlace, _ component: PlistPathComponent) throws -> T {
    if readsDirectly(type, child) { return try direct(type, child, place, component) }
    let savedNode = node
    // The path is grown in place and cut back, not saved whole: a copy held would make every
    // append copy it. It is other than the place's base only where a container outlived the
    // value it was made for.
    let savedPath = path.count == place.base ? nil : path
    if savedPath != nil { path = Array(path.prefix(place.base)) }
    if !place.extra.isEmpty { path += place.extra }
    if let last = place.last { path.append(last) }
    path.append(component)
    node = child
    defer {
      node = savedNode
      if let savedPath { path = savedPath } else { path.removeSubrange(place.base...) }
    }
    do {
      return try T(from: self)
    } catch let error as DecodingError {
      // A type's own refusal (an enum's raw value it has no case for): said at its place.
      throw ModelError(.invalid(PlistDecoder.describe(error)), at: PlistPath(path))
    }
  }

  /// The current value as `T`, as a single-value container or the root decodes it.
  func decodeHere<T: Decodable>(_ type: T.Type) throws -> T {
    if readsDirectly(type, node) { return try direct(type, node, ownPlace, path.last) }
    do {
      return try T(from: self)
    } catch let error as DecodingError {
      throw ModelError(.invalid(PlistDecoder.describe(error)), at: PlistPath(path))
    }
  }

  /// Whether `T` is one of the types a plist holds itself, read by `direct` rather than
  /// through its own `Codable` form. (No `T?` is made here: in code not specialized for `T`,
  /// each `Optional<T>` is a look-up of its metadata, a tenth of decoding a record.)
  private func readsDirectly<T>(_ type: T.Type, _ node: PlistNode) -> Bool {
    T.self == String.self || T.self == Int.self || T.self == Double.self || T.self == Bool.self || T.self == Date.self
      || T.self == [String].self || T.self == [Double].self || T.self == [Int].self || T.self == Data.self
      || T.self == PlistValue.self
      // A URL as a string, as PlistEncoder writes it; Foundation's dictionary form goes on.
      || (T.self == URL.self && node.kind == .string)
  }

  /// `node` as one of the types `readsDirectly` names; arrays of them, a pack's bulk, are read
  /// at once.
  private func direct<T>(_ type: T.Type, _ node: PlistNode, _ place: ContainerPlace, _ component: PlistPathComponent?) throws -> T {
    if T.self == String.self { return try string(node, place, component) as! T }
    if T.self == Int.self { return try int(node, place, component) as! T }
    if T.self == Double.self { return try double(node, place, component) as! T }
    if T.self == Bool.self { return try bool(node, place, component) as! T }
    if T.self == Date.self {
      return try (textForm(PlistScalars.date, node, place, component) ?? scalar(Date.self, node, place, component)) as! T
    }
    if T.self == [String].self {
      if !options.lenient, let strings = node.strings { return strings as! T }
      return try scalars(String.self, node, place, component) as! T
    }
    if T.self == [Double].self { return try scalars(Double.self, node, place, component) as! T }
    if T.self == [Int].self { return try scalars(Int.self, node, place, component) as! T }
    if T.self == Data.self {
      return try (textForm(PlistScalars.base64, node, place, component) ?? scalar(Data.self, node, place, component)) as! T
    }
    if T.self == PlistValue.self { return node.value as! T }
    guard let text = node.string, let url = URL(string: text) else {
      throw failure(.invalid("expected a URL, found \(node.foundDescription)"), place, component)
    }
    return url as! T
  }

  /// An array of scalars, each converted as `scalar` converts it; a wrong element is named
  /// by its index.
  private func scalars<E: PlistConvertible>(_ type: E.Type, _ node: PlistNode, _ place: ContainerPlace,
                                            _ component: PlistPathComponent?) throws -> [E] {
    guard node.kind == .array else { throw mismatch(node, "an array", place, component) }
    let own = component.map(place.nested) ?? place
    var elements: [E] = []
    elements.reserveCapacity(node.count)
    try node.forEachElement { (i, element) throws(ModelError) in
      elements.append(E.self == Int.self ? try integer(Int.self, element, own, .index(i)) as! E
                                         : try scalar(E.self, element, own, .index(i)))
    }
    return elements
  }

  /// A date or data written as text, as JSON holds them (ISO 8601, base64), read by `parse`;
  /// nil when the node is not a string.
  private func textForm<T>(_ parse: (String, @autoclosure () -> SourceLocation?) throws(PlistError) -> T,
                           _ node: PlistNode, _ place: ContainerPlace, _ component: PlistPathComponent?) throws(ModelError) -> T? {
    guard node.kind == .string, let text = node.scalar?.stringValue else { return nil }
    do throws(PlistError) {
      return try parse(text, nil)
    } catch {
      throw failure(.invalid(error.reason), place, component)
    }
  }

  /// A scalar through the model layer's conversions: strict unless lenient, where they allow
  /// the documented slips.
  func scalar<T: PlistConvertible>(_ type: T.Type, _ node: PlistNode, _ place: ContainerPlace,
                                   _ component: PlistPathComponent?) throws(ModelError) -> T {
    if !options.lenient {
      let kind = node.kind
      let fits: Bool = switch T.self {
      case is String.Type: kind == .string
      case is Bool.Type: kind == .bool
      case is Double.Type: kind == .real || kind == .integer || kind == .unsignedInteger
      case is Int.Type: kind == .integer || kind == .unsignedInteger
      default: true
      }
      guard fits else { throw mismatch(node, T.expectedDescription, place, component) }
    }
    do throws(ModelError) {
      return try T.convert(node, context: options.context)
    } catch {
      throw placed(error, place, component)
    }
  }

  /// The scalars `Codable` asks for most, each read by a function of its own type: called
  /// from a container generic over its keys, the generic `scalar` and `integer` stayed
  /// unspecialized, each value then paying for a cast of its metatype and an optional's
  /// metadata. Anything but the plain case goes the general way, with its messages.
  func string(_ node: PlistNode, _ place: ContainerPlace, _ component: PlistPathComponent?) throws(ModelError) -> String {
    if let string = node.string { return string }
    return try scalar(String.self, node, place, component)
  }

  func bool(_ node: PlistNode, _ place: ContainerPlace, _ component: PlistPathComponent?) throws(ModelError) -> Bool {
    if !options.lenient, case .bool(let value)? = node.scalar { return value }
    return try scalar(Bool.self, node, place, component)
  }

  func double(_ node: PlistNode, _ place: ContainerPlace, _ component: PlistPathComponent?) throws(ModelError) -> Double {
    if !options.lenient {
      switch node.scalar {
      case .real(let value)?: return value
      case .integer(let value)?: return Double(value)
      default: break
      }
    }
    return try scalar(Double.self, node, place, component)
  }

  func int(_ node: PlistNode, _ place: ContainerPlace, _ component: PlistPathComponent?) throws(ModelError) -> Int {
    if case .integer(let value)? = node.scalar, let int = Int(exactly: value) { return int }
    return try integer(Int.self, node, place, component)
  }

  /// An integer of any width, checked to fit it.
  func integer<T: FixedWidthInteger>(_ type: T.Type, _ node: PlistNode, _ place: ContainerPlace,
                                     _ component: PlistPathComponent?) throws(ModelError) -> T {
    let value: T?
    switch node.scalar {
    case .integer(let i)?: value = T(exactly: i)
    case .unsignedInteger(let u)?: value = T(exactly: u)
    default:
      guard options.lenient else { throw mismatch(node, "an integer", place, component) }
      value = T(exactly: try scalar(Int.self, node, place, component))
    }
    guard let value else {
      throw failure(.invalid("expected an integer that \(T.self) holds, found \(node.foundDescription)"), place, component)
    }
    return value
  }

  // MARK: - Errors

  /// The path of `component` of `place` (the place itself when nil).
  func components(_ place: ContainerPlace, _ component: PlistPathComponent?) -> [PlistPathComponent] {
    var components = Array(path.prefix(place.base)) + place.beyondBase
    if let component { components.append(component) }
    return components
  }

  func failure(_ problem: ModelError.Problem, _ place: ContainerPlace, _ component: PlistPathComponent?) -> ModelError {
    ModelError(problem, at: PlistPath(components(place, component)))
  }

  func mismatch(_ node: PlistNode, _ expected: String, _ place: ContainerPlace, _ component: PlistPathComponent?) -> ModelError {
    failure(.mismatch(expected: expected, found: node.foundDescription), place, component)
  }

  /// An error of a conversion, whose path starts at the value, given the value's place.
  private func placed(_ error: ModelError, _ place: ContainerPlace, _ component: PlistPathComponent?) -> ModelError {
    var placed = error
    placed.path.components = components(place, component) + error.path.components
    return placed
  }

  // MARK: - SingleValueDecodingContainer

  func decodeNil() -> Bool { node.isEncodedNil }
  func decode<T: Decodable>(_ type: T.Type) throws -> T { try decodeHere(type) }
  func decode(_ type: String.Type) throws -> String { try decodeHere(type) }
  func decode(_ type: Bool.Type) throws -> Bool { try decodeHere(type) }
  func decode(_ type: Double.Type) throws -> Double { try decodeHere(type) }
  func decode(_ type: Float.Type) throws -> Float { Float(try decodeHere(Double.self)) }
  func decode(_ type: Int.Type) throws -> Int { try decodeHere(type) }
  func decode(_ type: Int8.Type) throws -> Int8 { try integerHere(type) }
  func decode(_ type: Int16.Type) throws -> Int16 { try integerHere(type) }
  func decode(_ type: Int32.Type) throws -> Int32 { try integerHere(type) }
  func decode(_ type: Int64.Type) throws -> Int64 { try integerHere(type) }
  func decode(_ type: UInt.Type) throws -> UInt { try integerHere(type) }
  func decode(_ type: UInt8.Type) throws -> UInt8 { try integerHere(type) }
  func decode(_ type: UInt16.Type) throws -> UInt16 { try integerHere(type) }
  func decode(_ type: UInt32.Type) throws -> UInt32 { try integerHere(type) }
  func decode(_ type: UInt64.Type) throws -> UInt64 { try integerHere(type) }

  private func integerHere<T: FixedWidthInteger>(_ type: T.Type) throws(ModelError) -> T {
    try integer(type, node, ownPlace, path.last)
  }
}

/// A key path component as `Codable` sees it.
struct PathKey: CodingKey {
  let stringValue: String
  let intValue: Int?

  init(_ component: PlistPathComponent) {
    switch component {
    case .key(let key): (stringValue, intValue) = (key, nil)
    case .index(let i): (stringValue, intValue) = ("Index \(i)", i)
    }
  }

  init?(stringValue: String) { (self.stringValue, intValue) = (stringValue, nil) }
  init?(intValue: Int) { (stringValue, self.intValue) = ("Index \(intValue)", intValue) }
}

extension PlistNode {
  /// The string `$null`, which Foundation's encoders write for nil.
  var isEncodedNil: Bool { kind == .string && scalar?.stringValue == "$null" }
}
