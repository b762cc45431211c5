import Foundation

/// `Codable` out: an `Encodable` value as an XML, binary or JSON plist, written by PlistKit's
/// writers (so what it writes, `PlistDecoder` and Foundation read).
///
/// ```swift
/// let bytes = try PlistEncoder(format: .binary).encode(questions)
/// ```
///
/// A plist has no null: an optional that is nil leaves its key out, and a nil in an array is an
/// error. Dates and data are plist values of their own (JSON writes them as ISO 8601 and base64
/// strings).
public struct PlistEncoder {
  /// The form written.
  public enum Format: Sendable {
    case xml, binary, json
  }

  /// The form `encode` writes.
  public var format: Format
  /// Values a type's `encode(to:)` reads through `encoder.userInfo`.
  public var userInfo: [CodingUserInfoKey: any Sendable] = [:]

  /// An encoder that writes `format`.
  public init(format: Format = .xml) {
    self.format = format
  }

  /// The value's plist in `format`.
  public func encode<T: Encodable>(_ value: T) throws -> [UInt8] {
    let plist = try encodeValue(value)
    switch format {
    case .xml: return try XMLPlistWriter.checkedWrite(plist)
    case .binary: return BinaryPlistWriter.write(plist)
    case .json: return try JSONPlistWriter.write(plist)
    }
  }

  /// The value as a `PlistValue`, for writing another way or looking at.
  public func encodeValue<T: Encodable>(_ value: T) throws -> PlistValue {
    let box = EncodingBox()
    try box.encode(value, userInfo: userInfo)
    guard let plist = box.plist else {
      throw EncodingError.invalidValue(value, EncodingError.Context(codingPath: [], debugDescription: "the value encoded nothing"))
    }
    return plist
  }
}

/// What one encoded value becomes, filled in as the value's `encode(to:)` runs.
final class EncodingBox {
  enum Content {
    case empty
    case value(PlistValue)
    case array([EncodingBox])
    case dictionary([(key: String, box: EncodingBox)])
  }

  var content = Content.empty

  var plist: PlistValue? {
    switch content {
    case .empty: return nil
    case .value(let value): return value
    case .array(let boxes): return .array(boxes.compactMap(\.plist))
    case .dictionary(let entries):
      var dictionary = PlistDictionary(capacity: entries.count)
      for entry in entries { if let value = entry.box.plist { dictionary[entry.key] = value } }
      return .dictionary(dictionary)
    }
  }

  func encode<T: Encodable>(_ value: T, userInfo: [CodingUserInfoKey: any Sendable]) throws {
    // The types a plist holds itself.
    switch value {
    case let date as Date: content = .value(.date(date))
    case let data as Data: content = .value(.data(data))
    case let plist as PlistValue: content = .value(plist)
    case let url as URL: content = .value(.string(url.absoluteString))
    default: try value.encode(to: Encoding(box: self, userInfo: userInfo))
    }
  }

  func child(key: String) -> EncodingBox {
    let box = EncodingBox()
    if case .dictionary(var entries) = content {
      entries.removeAll { $0.key == key }
      entries.append((key, box))
      content = .dictionary(entries)
    } else {
      content = .dictionary([(key, box)])
    }
    return box
  }

  func appended() -> EncodingBox {
    let box = EncodingBox()
    if case .array(let boxes) = content { content = .array(boxes + [box]) } else { content = .array([box]) }
    return box
  }
}

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
    if case .dictionary = box.content {} else { box.content = .dictionary([]) }
    return KeyedEncodingContainer(KeyedEncoding<Key>(box: box, sendableInfo: info))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    if case .array = box.content {} else { box.content = .array([]) }
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

  /// A plist has no null: the key is left out.
  mutating func encodeNil(forKey key: Key) throws {}
  mutating func encode(_ value: String, forKey key: Key) throws { box.child(key: key.stringValue).content = .value(.string(value)) }
  mutating func encode(_ value: Bool, forKey key: Key) throws { box.child(key: key.stringValue).content = .value(.bool(value)) }
  mutating func encode(_ value: Double, forKey key: Key) throws { box.child(key: key.stringValue).content = .value(.real(value)) }
  mutating func encode(_ value: Float, forKey key: Key) throws { box.child(key: key.stringValue).content = .value(.real(Double(value))) }
  mutating func encode(_ value: Int, forKey key: Key) throws { box.child(key: key.stringValue).content = .value(plistScalar(value)) }
  mutating func encode(_ value: Int64, forKey key: Key) throws { box.child(key: key.stringValue).content = .value(plistScalar(value)) }
  mutating func encode(_ value: UInt64, forKey key: Key) throws { box.child(key: key.stringValue).content = .value(plistScalar(value)) }
  mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
    try box.child(key: key.stringValue).encode(value, userInfo: sendableInfo)
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
  var count: Int {
    if case .array(let boxes) = box.content { return boxes.count }
    return 0
  }

  mutating func encodeNil() throws {
    throw EncodingError.invalidValue(Optional<Int>.none as Any, EncodingError.Context(codingPath: [], debugDescription:
      "a plist has no null: an array cannot hold nil (element \(count))"))
  }

  mutating func encode(_ value: String) throws { box.appended().content = .value(.string(value)) }
  mutating func encode(_ value: Bool) throws { box.appended().content = .value(.bool(value)) }
  mutating func encode(_ value: Double) throws { box.appended().content = .value(.real(value)) }
  mutating func encode(_ value: Int) throws { box.appended().content = .value(plistScalar(value)) }
  mutating func encode<T: Encodable>(_ value: T) throws { try box.appended().encode(value, userInfo: sendableInfo) }

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

  mutating func encodeNil() throws {
    throw EncodingError.invalidValue(Optional<Int>.none as Any, EncodingError.Context(codingPath: [], debugDescription: "a plist has no null"))
  }

  mutating func encode(_ value: String) throws { box.content = .value(.string(value)) }
  mutating func encode(_ value: Bool) throws { box.content = .value(.bool(value)) }
  mutating func encode(_ value: Double) throws { box.content = .value(.real(value)) }
  mutating func encode(_ value: Float) throws { box.content = .value(.real(Double(value))) }
  mutating func encode(_ value: Int) throws { box.content = .value(plistScalar(value)) }
  mutating func encode(_ value: Int8) throws { box.content = .value(plistScalar(value)) }
  mutating func encode(_ value: Int16) throws { box.content = .value(plistScalar(value)) }
  mutating func encode(_ value: Int32) throws { box.content = .value(plistScalar(value)) }
  mutating func encode(_ value: Int64) throws { box.content = .value(plistScalar(value)) }
  mutating func encode(_ value: UInt) throws { box.content = .value(plistScalar(value)) }
  mutating func encode(_ value: UInt8) throws { box.content = .value(plistScalar(value)) }
  mutating func encode(_ value: UInt16) throws { box.content = .value(plistScalar(value)) }
  mutating func encode(_ value: UInt32) throws { box.content = .value(plistScalar(value)) }
  mutating func encode(_ value: UInt64) throws { box.content = .value(plistScalar(value)) }
  mutating func encode<T: Encodable>(_ value: T) throws { try box.encode(value, userInfo: userInfo) }
}
