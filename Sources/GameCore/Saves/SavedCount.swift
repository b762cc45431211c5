import PlistKit

extension PlistObject {
  /// A count a save keeps (hints, removes…): 0 when absent, and refused outside `0...largest`
  /// so that an edited save cannot put a negative or runaway number into the rules.
  public func savedCount(_ key: String, largest: Int = 1_000_000) throws(ModelError) -> Int {
    let count: Int = try optional(key, default: 0)
    guard (0...largest).contains(count) else {
      throw ModelError(.invalid("must be from 0 to \(largest), found \(count)"), at: PlistPath([.key(key)]))
    }
    return count
  }
}
