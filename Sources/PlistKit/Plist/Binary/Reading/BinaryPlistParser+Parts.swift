/// Building a large binary plist's values on every core (see `ContainerFrontier`).
extension BinaryPlistParser {
  /// Below this many objects, a second thread costs more than it saves.
  static let objectsForParts = 1 << 16

  /// The value of the top object built in parts, or nil when it is small, not a container, or
  /// its containers are shared (each is then built once, in order: `sharedValue(of:built:)`).
  func valueInParts(of ref: Int) -> PlistValue? {
    guard ref == top, !sharesContainers, objectCount >= Self.objectsForParts, Self.isContainerKind(kinds[ref]), Parts.most > 1 else {
      return nil
    }
    // A builder a piece, so that each remembers its share's dictionaries' keys (see `BinaryValueBuilder`).
    let builders = PartSlots(count: Parts.mostPieces, repeating: BinaryValueBuilder(parser: self))
    defer { builders.deallocate() }
    let found = ContainerFrontier.build(from: ref, containers: { container, body in
      forEachChild(of: container) { if Self.isContainerKind(kinds[$0]) { body($0) } }
    }, value: { piece, container in builders[piece].value(of: container) })
    guard let (built, depth) = found else { return nil }
    return value(of: ref, depth: 0, frontierDepth: depth, take: built.take)
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
