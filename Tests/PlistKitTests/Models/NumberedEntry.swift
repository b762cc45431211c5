@testable import PlistKit

/// A model that refuses negative numbers, to see which failure a decode on several cores
/// reports.
struct NumberedEntry: PlistModel, Equatable {
  let number: Int
  let label: String

  init(from plist: PlistObject) throws(ModelError) {
    number = try plist.required("number")
    label = try plist.required("label")
    guard number >= 0 else { throw ModelError(.invalid("a number must not be negative")) }
  }
}
