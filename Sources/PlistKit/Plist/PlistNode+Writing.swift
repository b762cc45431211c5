extension PlistNode {
  /// A dictionary as the writers write it: a key written twice comes once, at its first place,
  /// with its last value, as `value` reads it (Foundation's rule). A node read in place lists
  /// every entry the file wrote, so one with a repeated key is written from its value.
  var writtenEntries: PlistNode {
    if case .value = storage { return self }
    let n = count
    guard n > 1 else { return self }
    var keys: [String] = []
    keys.reserveCapacity(n)
    forEachEntry { _, key, _ in keys.append(key) }
    if n <= 16 {
      for i in 1..<n {
        // Compared as the tree of values compares them (canonically), so both write alike.
        for j in 0..<i where keys[i] == keys[j] { return PlistNode(value) }
      }
      return self
    }
    return Set(keys).count == n ? self : PlistNode(value)
  }
}
