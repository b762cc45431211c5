#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One value of a property list, as all three plist forms can hold it.
///
/// Integers above `Int64.max` (binary and XML plists allow up to `UInt64.max`) are kept as
/// `.unsignedInteger`; every other integer is `.integer`, so each number has one spelling.
public enum PlistValue: Equatable, Sendable {
  case string(String)
  case integer(Int64)
  case unsignedInteger(UInt64)
  case real(Double)
  case bool(Bool)
  case date(Date)
  case data(Data)
  case array([PlistValue])
  case dictionary(PlistDictionary)
  /// A keyed archiver's object reference (`NSKeyedArchiver`'s `CF$UID`): binary plists have a
  /// type for it; XML and JSON write it as `{CF$UID = n}`, which the binary writer turns back
  /// into a UID, as Apple's reader does.
  case uid(UInt64)

  /// The plist type's name as a message shows it: "a string", "an integer", ...
  public var kindDescription: String { kind.description }

  /// Equal values; dictionaries compare without order, reals by value.
  public static func == (lhs: PlistValue, rhs: PlistValue) -> Bool {
    switch (lhs, rhs) {
    case let (.string(a), .string(b)): return a == b
    case let (.integer(a), .integer(b)): return a == b
    case let (.unsignedInteger(a), .unsignedInteger(b)): return a == b
    // NaN equals NaN here: a round trip must keep it, and `==` on Double would say it did not.
    case let (.real(a), .real(b)): return a == b || (a.isNaN && b.isNaN)
    case let (.bool(a), .bool(b)): return a == b
    case let (.date(a), .date(b)): return a == b
    case let (.data(a), .data(b)): return a == b
    case let (.array(a), .array(b)): return a == b
    case let (.dictionary(a), .dictionary(b)): return a == b
    case let (.uid(a), .uid(b)): return a == b
    default: return false
    }
  }

  /// Makes an integer value, choosing `.unsignedInteger` only when `Int64` cannot hold it.
  public static func integer(unsigned value: UInt64) -> PlistValue {
    value <= UInt64(Int64.max) ? .integer(Int64(value)) : .unsignedInteger(value)
  }
}

extension PlistValue {
  /// The string, if this is a string.
  public var stringValue: String? {
    if case .string(let s) = self { return s }
    return nil
  }

  /// The array, if this is an array.
  public var arrayValue: [PlistValue]? {
    if case .array(let a) = self { return a }
    return nil
  }

  /// The value as XML and JSON hold it: each UID as its `{CF$UID = n}` dictionary. Two values
  /// that a conversion through text makes the same compare equal this way.
  public var withUIDsAsDictionaries: PlistValue {
    switch self {
    case .uid(let n): return .dictionary(PlistDictionary([("CF$UID", .integer(unsigned: n))]))
    case .array(let items): return .array(items.map(\.withUIDsAsDictionaries))
    case .dictionary(let dictionary):
      return .dictionary(PlistDictionary(dictionary.entries.map { ($0.key, $0.value.withUIDsAsDictionaries) }))
    default: return self
    }
  }

  /// The dictionary, if this is a dictionary.
  public var dictionaryValue: PlistDictionary? {
    if case .dictionary(let d) = self { return d }
    return nil
  }
}
