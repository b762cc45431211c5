import Foundation
import PlistKit

/// Foundation's property-list objects (`String`, `NSNumber`, `Date`, `Data`, arrays and
/// `[String: Any]`), for code that already works with them.
extension PlistValue {
  /// The value as Foundation's objects: integers, reals and booleans as `NSNumber`, a UID as
  /// its `["CF$UID": n]` dictionary.
  public var foundationValue: Any {
    switch self {
    case .string(let s): return s
    case .integer(let i): return NSNumber(value: i)
    case .unsignedInteger(let u): return NSNumber(value: u)
    case .real(let r): return NSNumber(value: r)
    case .bool(let b): return NSNumber(value: b)
    case .date(let d): return d
    case .data(let d): return d
    case .uid(let n): return ["CF$UID": NSNumber(value: n)] as [String: Any]
    case .array(let items): return items.map(\.foundationValue)
    case .dictionary(let dictionary):
      var out: [String: Any] = [:]
      for entry in dictionary.entries { out[entry.key] = entry.value.foundationValue }
      return out
    }
  }

  /// A value from Foundation's objects; nil for anything a plist cannot hold (`NSNull`, a URL).
  /// A dictionary's keys come in sorted order, as Foundation's have none.
  public init?(foundation object: Any) {
    switch object {
    case let s as String: self = .string(s)
    case let d as Date: self = .date(d)
    case let d as Data: self = .data(d)
    case let items as [Any]:
      var values: [PlistValue] = []
      for item in items {
        guard let value = PlistValue(foundation: item) else { return nil }
        values.append(value)
      }
      self = .array(values)
    case let table as [String: Any]:
      var dictionary = PlistDictionary()
      for key in table.keys.sorted() {
        guard let value = table[key].flatMap(PlistValue.init(foundation:)) else { return nil }
        dictionary[key] = value
      }
      self = .dictionary(dictionary)
    case let number as NSNumber: self = Self.number(number)
    default: return nil
    }
  }

  private static func number(_ number: NSNumber) -> PlistValue {
    let type = String(cString: number.objCType)
    // Booleans have a class of their own (`__NSCFBoolean`, Linux's `_NSCFBoolean`), and on Apple
    // platforms the type `c`.
    if String(describing: Swift.type(of: number)).contains("Boolean") { return .bool(number.boolValue) }
    if type == "d" || type == "f" { return .real(number.doubleValue) }
    if type == "Q" { return .integer(unsigned: number.uint64Value) }
    return .integer(number.int64Value)
  }
}
