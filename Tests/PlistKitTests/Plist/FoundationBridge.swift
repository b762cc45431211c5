import Foundation
@testable import PlistKit

/// Converts between our values and Foundation's, which serve as the reference reader and writer.
enum FoundationBridge {
  static func toFoundation(_ value: PlistValue) -> Any {
    switch value {
    case .string(let s): return s
    case .integer(let i): return NSNumber(value: i)
    case .unsignedInteger(let u): return NSNumber(value: u)
    case .real(let r): return NSNumber(value: r)
    case .bool(let b): return NSNumber(value: b)
    case .date(let d): return d
    case .data(let d): return d
    case .uid(let n): return ["CF$UID": NSNumber(value: n)]
    case .array(let a): return a.map(toFoundation)
    case .dictionary(let d):
      var out: [String: Any] = [:]
      for entry in d { out[entry.key] = toFoundation(entry.value) }
      return out
    }
  }

  static func fromFoundation(_ any: Any) -> PlistValue? {
    switch any {
    case let s as String: return .string(s)
    case let d as Date: return .date(d)
    case let d as Data: return .data(d)
    case let a as [Any]:
      var items: [PlistValue] = []
      for item in a {
        guard let v = fromFoundation(item) else { return nil }
        items.append(v)
      }
      return .array(items)
    case let d as [String: Any]:
      var dict = PlistDictionary()
      for (k, v) in d {
        guard let value = fromFoundation(v) else { return nil }
        dict[k] = value
      }
      return .dictionary(dict)
    case let n as NSNumber: return number(n)
    default: return nil
    }
  }

  private static func number(_ n: NSNumber) -> PlistValue {
    let type = String(cString: n.objCType)
    // Foundation on Linux gives booleans their own NSNumber subclass.
    if String(describing: Swift.type(of: n)).contains("Boolean") { return .bool(n.boolValue) }
    if type == "d" || type == "f" { return .real(n.doubleValue) }
    if type == "Q" { return .integer(unsigned: n.uint64Value) }
    return .integer(n.int64Value)
  }

  static func foundationWrite(_ value: PlistValue, format: PropertyListSerialization.PropertyListFormat) throws -> [UInt8] {
    let data = try PropertyListSerialization.data(fromPropertyList: toFoundation(value), format: format, options: 0)
    return [UInt8](data)
  }

  static func foundationRead(_ bytes: [UInt8]) throws -> PlistValue? {
    let any = try PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil)
    return fromFoundation(any)
  }
}
