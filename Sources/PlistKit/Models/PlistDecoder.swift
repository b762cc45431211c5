#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `Codable` over PlistKit's readers: existing `Decodable` types read XML, binary, OpenStep and
/// JSON plists without change, faster than `PropertyListDecoder`, and a failure names the file,
/// the line and the key path as every PlistKit error does:
/// `questions.plist:57: [3].options[5]: expected a string, found an integer (7)`.
///
/// ```swift
/// struct Question: Decodable { let answer: String; let options: [String] }
/// let questions = try PlistDecoder().decode([Question].self, from: PlistDocument(contentsOf: path))
/// ```
///
/// Values are read as the plist has them: a number in a string is not a number, as `Codable`
/// expects. `lenientScalars` turns on the model layer's documented slips (`"12"` for 12, `YES`
/// for true). A plist has no null: an absent key is `nil` for an optional, and nothing else is.
public final class PlistDecoder {
  /// Whether an integer may be written as a string or an integral real, a real as a string or
  /// an integer, and a boolean as YES/NO, true/false or 1/0 (off: as `Codable` expects).
  public var lenientScalars = false
  /// Values a type's `init(from:)` reads through `decoder.userInfo`.
  public var userInfo: [CodingUserInfoKey: any Sendable] = [:]

  /// A decoder of every form PlistKit reads.
  public init() {}

  /// A value of `type` from a document; a root array is decoded one element at a time.
  public func decode<T: Decodable>(_ type: T.Type, from document: PlistDocument) throws(LoadError) -> T {
    let options = DecodingOptions(lenient: lenientScalars, userInfo: userInfo)
    do {
      if let array = type as? any DecodableArray.Type {
        if let elements = try array.decodeRootElements(of: document, options: options) { return elements as! T }
      }
      return try DecodingNode(node: PlistNode(document.value()), options: options).decode(type)
    } catch let error as LoadError {
      throw error
    } catch let error as ModelError {
      throw .model(document.located(error))
    } catch {
      throw .model(document.located(ModelError(.invalid(Self.describe(error)))))
    }
  }

  /// A value of `type` from a plist's bytes, in any form; `name` is the file's name in messages.
  public func decode<T: Decodable>(_ type: T.Type, from bytes: [UInt8], name: String = "plist") throws(LoadError) -> T {
    try decode(type, from: PlistDocument(name: name, bytes: bytes))
  }

  static func describe(_ error: any Error) -> String {
    if case DecodingError.dataCorrupted(let context) = error { return context.debugDescription }
    return String(describing: error)
  }
}

/// What every node of one decoding shares; the context's conversions record nothing.
final class DecodingOptions {
  let lenient: Bool
  let userInfo: [CodingUserInfoKey: any Sendable]
  let context = ModelContext()

  init(lenient: Bool, userInfo: [CodingUserInfoKey: any Sendable]) {
    self.lenient = lenient
    self.userInfo = userInfo
  }
}

/// `[T]` at a document's root: its elements are read one at a time (a large file's tape or
/// binary objects), never built into one value first.
protocol DecodableArray {
  static func decodeRootElements(of document: PlistDocument, options: DecodingOptions) throws -> Self?
}

extension Array: DecodableArray where Element: Decodable {
  static func decodeRootElements(of document: PlistDocument, options: DecodingOptions) throws -> [Element]? {
    var elements: [Element] = []
    var failure: (any Error)?
    let root: PlistValue?
    do throws(PlistError) {
      root = try document.withByteView { buffer throws(PlistError) in
        try PlistReader.forEachRootNode(buffer, expecting: { elements.reserveCapacity($0) }) { node in
          do {
            let index = elements.count
            elements.append(try DecodingNode.within(.index(index)) {
              try DecodingNode(node: node, options: options, component: .index(index)).decode(Element.self)
            })
            return true
          } catch {
            failure = error
            return false
          }
        }
      }
    } catch {
      throw LoadError.syntax(error.inFile(document.name))
    }
    if let failure { throw failure }
    // Not an array at the root: the general path says what it is.
    return root == nil ? elements : nil
  }
}

/// One node being decoded, and where it is: its own key or index, and its parent's place as a
/// link made once a container (an element's scalars make none). An error gains each key and
/// index as it rises through `within`, so a successful decode builds no path.
struct DecodingNode {
  let node: PlistNode
  let options: DecodingOptions
  var parent: CodingPathLink?
  var component: PlistPathComponent?

  init(node: PlistNode, options: DecodingOptions, parent: CodingPathLink? = nil, component: PlistPathComponent? = nil) {
    self.node = node
    self.options = options
    self.parent = parent
    self.component = component
  }

  /// The keys from the root to this node, as `Decoder.codingPath` has them.
  var codingPath: [any CodingKey] {
    var keys = parent?.codingPath ?? []
    if let component { keys.append(PathKey(component)) }
    return keys
  }

  /// This node's place as a link its children point to.
  var link: CodingPathLink? {
    guard let component else { return parent }
    return CodingPathLink(parent: parent, component: component)
  }

  func decode<T: Decodable>(_ type: T.Type) throws -> T {
    // The types a plist holds itself, rather than through their own Codable forms; and an
    // array of strings, a pack's bulk, read at once.
    if T.self == String.self { return try scalar(String.self) as! T }
    if T.self == [String].self, !options.lenient, let strings = node.strings { return strings as! T }
    if T.self == Date.self { return try (textForm(PlistScalars.date) ?? scalar(Date.self)) as! T }
    if T.self == Data.self { return try (textForm(PlistScalars.base64) ?? scalar(Data.self)) as! T }
    if T.self == PlistValue.self { return node.value as! T }
    // A URL as a string, as PlistEncoder writes it; Foundation's dictionary form goes on below.
    if T.self == URL.self, let text = node.scalar?.stringValue {
      guard let url = URL(string: text) else { throw error(.invalid("expected a URL, found \(node.foundDescription)")) }
      return url as! T
    }
    return try T(from: Decoding(self))
  }

  /// A date or data written as text, as JSON holds them (ISO 8601, base64), read by `parse`;
  /// nil when the node is not a string.
  func textForm<T>(_ parse: (String, @autoclosure () -> SourceLocation?) throws(PlistError) -> T) throws -> T? {
    guard node.kind == .string, let text = node.scalar?.stringValue else { return nil }
    do throws(PlistError) {
      return try parse(text, nil)
    } catch {
      throw self.error(.invalid(error.reason))
    }
  }

  func error(_ problem: ModelError.Problem) -> ModelError {
    ModelError(problem)
  }

  func mismatch(_ expected: String) -> ModelError {
    error(.mismatch(expected: expected, found: node.foundDescription))
  }

  /// A scalar through the model layer's conversions: strict unless lenient, where they allow
  /// the documented slips.
  func scalar<T: PlistConvertible>(_ type: T.Type) throws -> T {
    if !options.lenient {
      let kind = node.kind
      let fits: Bool = switch T.self {
      case is String.Type: kind == .string
      case is Bool.Type: kind == .bool
      case is Double.Type: kind == .real || kind == .integer || kind == .unsignedInteger
      case is Int.Type: kind == .integer || kind == .unsignedInteger
      default: true
      }
      guard fits else { throw mismatch(T.expectedDescription) }
    }
    return try T.convert(node, context: options.context)
  }

  /// An integer of any width, checked to fit it.
  func integer<T: FixedWidthInteger>(_ type: T.Type) throws -> T {
    let value: T?
    switch node.scalar {
    case .integer(let i)?: value = T(exactly: i)
    case .unsignedInteger(let u)?: value = T(exactly: u)
    default:
      guard options.lenient else { throw mismatch("an integer") }
      value = T(exactly: try scalar(Int.self))
    }
    guard let value else { throw error(.invalid("expected an integer that \(T.self) holds, found \(node.foundDescription)")) }
    return value
  }

  func child(_ node: PlistNode, _ component: PlistPathComponent, parent: CodingPathLink?) -> DecodingNode {
    DecodingNode(node: node, options: options, parent: parent, component: component)
  }

  /// Runs `body` on a child; its error is given the child's key or index.
  static func within<T>(_ component: PlistPathComponent, _ body: () throws -> T) throws -> T {
    do {
      return try body()
    } catch let error as ModelError {
      throw error.inside(component)
    } catch let error as DecodingError {
      // A type's own refusal (an enum's raw value it has no case for): said at its place.
      throw ModelError(.invalid(PlistDecoder.describe(error))).inside(component)
    }
  }
}

/// A node's place, from the root: what `codingPath` is built from when it is asked for.
final class CodingPathLink {
  let parent: CodingPathLink?
  let component: PlistPathComponent

  init(parent: CodingPathLink?, component: PlistPathComponent) {
    self.parent = parent
    self.component = component
  }

  var codingPath: [any CodingKey] {
    var components: [PlistPathComponent] = []
    var link: CodingPathLink? = self
    while let current = link {
      components.append(current.component)
      link = current.parent
    }
    return components.reversed().map(PathKey.init)
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

/// The `Decoder` a `Decodable` type's `init(from:)` is handed.
struct Decoding: Decoder {
  let at: DecodingNode
  init(_ at: DecodingNode) { self.at = at }

  var codingPath: [any CodingKey] { at.codingPath }
  var userInfo: [CodingUserInfoKey: Any] { at.options.userInfo }

  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    guard at.node.kind == .dictionary else { throw at.mismatch("a dictionary") }
    return KeyedDecodingContainer(KeyedDecoding<Key>(at: at))
  }

  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    guard at.node.kind == .array else { throw at.mismatch("an array") }
    var elements: [PlistNode] = []
    elements.reserveCapacity(at.node.count)
    at.node.forEachElement { _, element in elements.append(element) }
    return UnkeyedDecoding(at: at, elements: elements)
  }

  func singleValueContainer() throws -> any SingleValueDecodingContainer { SingleDecoding(at: at) }
}

struct KeyedDecoding<Key: CodingKey>: KeyedDecodingContainerProtocol {
  let at: DecodingNode
  /// The entries by key, for a dictionary of many (see `KeyIndex`).
  private let index: KeyIndex?
  /// Where the dictionary is, for its values' `codingPath`.
  private let link: CodingPathLink?

  init(at: DecodingNode) {
    self.at = at
    index = at.node.count > KeyIndex.threshold ? KeyIndex(at.node) : nil
    link = at.link
  }

  var codingPath: [any CodingKey] { at.codingPath }
  var allKeys: [Key] { at.node.keys.compactMap(Key.init(stringValue:)) }

  private func find(_ key: String) -> PlistNode? {
    if let index { return index[key] }
    return at.node.lookup(key)?.value
  }

  func contains(_ key: Key) -> Bool { find(key.stringValue) != nil }

  /// A plist has no null: a key that is absent is nil, and so is `$null`, which Foundation
  /// writes for nil.
  func decodeNil(forKey key: Key) throws -> Bool { find(key.stringValue).map(\.isEncodedNil) ?? true }

  func child(_ key: Key) throws -> DecodingNode { try child(named: key.stringValue) }

  func child(named key: String) throws -> DecodingNode {
    guard let node = find(key) else {
      let suggestion = Suggestion.closest(to: key, in: at.node.keys)
      throw at.error(.missingKey(key, suggestion: suggestion))
    }
    return at.child(node, .key(key), parent: link)
  }

  /// The value at `key` through `read`, an error there given the key.
  func value<T>(_ key: Key, _ read: (DecodingNode) throws -> T) throws -> T {
    let child = try child(key)
    return try DecodingNode.within(.key(key.stringValue)) { try read(child) }
  }

  func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { try value(key) { try $0.decode(type) } }
  func decode(_ type: String.Type, forKey key: Key) throws -> String { try value(key) { try $0.scalar(String.self) } }
  func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try value(key) { try $0.scalar(Bool.self) } }
  func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try value(key) { try $0.scalar(Double.self) } }
  func decode(_ type: Float.Type, forKey key: Key) throws -> Float { Float(try value(key) { try $0.scalar(Double.self) }) }
  func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try value(key) { try $0.integer(Int.self) } }
  func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try value(key) { try $0.integer(Int64.self) } }
  func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try value(key) { try $0.integer(UInt64.self) } }
  func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try value(key) { try $0.integer(Int32.self) } }
  func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try value(key) { try $0.integer(UInt32.self) } }

  /// Absent or `$null` is nil; the key is looked up once.
  func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
    guard let node = find(key.stringValue), !node.isEncodedNil else { return nil }
    let child = at.child(node, .key(key.stringValue), parent: link)
    return try DecodingNode.within(.key(key.stringValue)) { try child.decode(type) }
  }

  func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
    try value(key) { try Decoding($0).container(keyedBy: type) }
  }

  func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
    try value(key) { try Decoding($0).unkeyedContainer() }
  }
  /// The value at the key `super`, where a superclass encodes itself (`superEncoder()`), as
  /// Foundation's decoders read it.
  func superDecoder() throws -> any Decoder { Decoding(try child(named: "super")) }
  func superDecoder(forKey key: Key) throws -> any Decoder { Decoding(try child(key)) }
}

struct UnkeyedDecoding: UnkeyedDecodingContainer {
  let at: DecodingNode
  let elements: [PlistNode]
  var currentIndex = 0
  /// Where the array is, for its elements' `codingPath`.
  private let link: CodingPathLink?

  init(at: DecodingNode, elements: [PlistNode]) {
    self.at = at
    self.elements = elements
    link = at.link
  }

  var codingPath: [any CodingKey] { at.codingPath }
  var count: Int? { elements.count }
  var isAtEnd: Bool { currentIndex >= elements.count }

  /// The next element through `read`, an error there given its index.
  mutating func next<T>(_ read: (DecodingNode) throws -> T) throws -> T {
    guard !isAtEnd else { throw at.error(.invalid("expected another element, found the end of the array of \(elements.count)")) }
    let index = currentIndex
    let value = try DecodingNode.within(.index(index)) { try read(at.child(elements[index], .index(index), parent: link)) }
    currentIndex += 1
    return value
  }

  /// `$null`, which Foundation writes for nil, is nil and is passed over.
  mutating func decodeNil() throws -> Bool {
    guard !isAtEnd, elements[currentIndex].isEncodedNil else { return false }
    currentIndex += 1
    return true
  }
  mutating func decode<T: Decodable>(_ type: T.Type) throws -> T { try next { try $0.decode(type) } }
  mutating func decode(_ type: String.Type) throws -> String { try next { try $0.scalar(String.self) } }
  mutating func decode(_ type: Bool.Type) throws -> Bool { try next { try $0.scalar(Bool.self) } }
  mutating func decode(_ type: Double.Type) throws -> Double { try next { try $0.scalar(Double.self) } }
  mutating func decode(_ type: Int.Type) throws -> Int { try next { try $0.integer(Int.self) } }
  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
    try next { try Decoding($0).container(keyedBy: type) }
  }
  mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer { try next { try Decoding($0).unkeyedContainer() } }
  mutating func superDecoder() throws -> any Decoder { try next { Decoding($0) } }
}

struct SingleDecoding: SingleValueDecodingContainer {
  let at: DecodingNode
  var codingPath: [any CodingKey] { at.codingPath }

  func decodeNil() -> Bool { at.node.isEncodedNil }
  func decode<T: Decodable>(_ type: T.Type) throws -> T { try at.decode(type) }
  func decode(_ type: String.Type) throws -> String { try at.scalar(String.self) }
  func decode(_ type: Bool.Type) throws -> Bool { try at.scalar(Bool.self) }
  func decode(_ type: Double.Type) throws -> Double { try at.scalar(Double.self) }
  func decode(_ type: Float.Type) throws -> Float { Float(try at.scalar(Double.self)) }
  func decode(_ type: Int.Type) throws -> Int { try at.integer(Int.self) }
  func decode(_ type: Int8.Type) throws -> Int8 { try at.integer(Int8.self) }
  func decode(_ type: Int16.Type) throws -> Int16 { try at.integer(Int16.self) }
  func decode(_ type: Int32.Type) throws -> Int32 { try at.integer(Int32.self) }
  func decode(_ type: Int64.Type) throws -> Int64 { try at.integer(Int64.self) }
  func decode(_ type: UInt.Type) throws -> UInt { try at.integer(UInt.self) }
  func decode(_ type: UInt8.Type) throws -> UInt8 { try at.integer(UInt8.self) }
  func decode(_ type: UInt16.Type) throws -> UInt16 { try at.integer(UInt16.self) }
  func decode(_ type: UInt32.Type) throws -> UInt32 { try at.integer(UInt32.self) }
  func decode(_ type: UInt64.Type) throws -> UInt64 { try at.integer(UInt64.self) }
}

extension PlistNode {
  /// The string `$null`, which Foundation's encoders write for nil.
  var isEncodedNil: Bool { kind == .string && scalar?.stringValue == "$null" }
}
