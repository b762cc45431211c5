import Foundation
@testable import PlistKit
import PlistKitFoundation

/// Converts between our values and Foundation's, which serve as the reference reader and writer.
enum FoundationBridge {
  static func toFoundation(_ value: PlistValue) -> Any { value.foundationValue }

  static func fromFoundation(_ any: Any) -> PlistValue? { PlistValue(foundation: any) }

  static func foundationWrite(_ value: PlistValue, format: PropertyListSerialization.PropertyListFormat) throws -> [UInt8] {
    let data = try PropertyListSerialization.data(fromPropertyList: toFoundation(value), format: format, options: 0)
    return [UInt8](data)
  }

  static func foundationRead(_ bytes: [UInt8]) throws -> PlistValue? {
    let any = try PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil)
    return fromFoundation(any)
  }
}
