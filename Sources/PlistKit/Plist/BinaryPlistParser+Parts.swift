/// Building a large binary plist's values on every core. The containers a few levels below the
/// top (a catalog's categories, a pack's questions) are built at once, one share of them a
/// core, and the levels above them are then built around them in order.
extension BinaryPlistParser {
  /// Below this many objects, a second thread costs more than it saves.
  static let objectsForParts = 1 << 16

  /// The value of the top object built in parts, or nil when it is small, not a container, or
  /// its containers are shared (each is then built once, in order: `sharedValue(of:built:)`).
  func valueInParts(of ref: Int) -> PlistValue? {
    guard ref == top, !sharesContainers, objectCount >= Self.objectsForParts, Self.isContainerKind(kinds[ref]), Parts.most > 1 else {
      return nil
    }
    let parts = Parts.most
    // Breadth first: each level is every container held by the one above, so the last level,
    // in order, is met in the same order by the walk in depth that builds the levels above.
    var level = [ref]
    var depth = 0
    while level.count < 16 * parts, depth < 8 {
      var below: [Int] = []
      for container in level { forEachChild(of: container) { if Self.isContainerKind(kinds[$0]) { below.append($0) } } }
      guard !below.isEmpty else { break }
      level = below
      depth += 1
    }
    guard depth > 0, level.count >= 2 * parts else { return nil }
    let built = UnsafeMutablePointer<PlistValue>.allocate(capacity: level.count)
    defer { built.deallocate() }
    let frontier = level
    Parts.run(parts, over: frontier.count) { _, range in
      for i in range { (built + i).initialize(to: self.value(of: frontier[i])) }
    }
    var next = 0
    return value(of: ref, depth: 0, frontierDepth: depth) {
      defer { next += 1 }
      return (built + next).move()
    }
  }

  /// Calls `body` with each reference a checked container holds (a dictionary's values, not its keys).
  private func forEachChild(of ref: Int, _ body: (Int) -> Void) {
    let offset = offset(of: ref)
    let (count, start) = extent(at: offset)
    let first = bytes[offset] >> 4 == 0xD ? count : 0
    for i in first..<(first + count) { body(self.ref(i, at: start)) }
  }

  /// As `value(of:)`, taking each container at `frontierDepth` from `take`, in order.
  private func value(of ref: Int, depth: Int, frontierDepth: Int, take: () -> PlistValue) -> PlistValue {
    if let value = scalar(of: ref) { return value }
    if depth == frontierDepth { return take() }
    let offset = offset(of: ref)
    let (count, start) = extent(at: offset)
    if bytes[offset] >> 4 == 0xA {
      return .array((0..<count).map { value(of: self.ref($0, at: start), depth: depth + 1, frontierDepth: frontierDepth, take: take) })
    }
    var dictionary = PlistDictionary.Builder(capacity: count)
    for i in 0..<count {
      dictionary.add(string(self.ref(i, at: start)), value(of: self.ref(count + i, at: start), depth: depth + 1, frontierDepth: frontierDepth, take: take))
    }
    return .dictionary(dictionary.finish())
  }
}
