/// Where the writers cut a large tree for their parts: the containers a few levels below the
/// root (a catalog's categories, a pack's questions), written on every core.
extension PlistNode {
  /// How large the file this node is read from is, in tokens or objects (0 for a node held
  /// as values, never written in parts); a binary file whose containers are shared is written
  /// in order, within its limit.
  var sizeForParts: Int {
    switch storage {
    case .value: return 0
    case let .tape(held, _): return held.read { $0.tokenCount }
    case let .binary(held, _): return held.read { $0.sharesContainers ? 0 : $0.objectCount }
    }
  }

  /// Below this many tokens or objects in the file read in place, the writers write in order:
  /// a second thread costs more than it saves.
  static let sizeForWritingInParts = 1 << 16

  /// A level of more containers than this is not listed: a small file whose containers are
  /// shared from many places could list millions (it is written in order, within its limit).
  static let mostListed = 1 << 22

  /// The containers at the first depth that has at least 16 a part (at most 8 levels down),
  /// in the order a walk in depth meets them, as the writers walk: a dictionary's values once
  /// for each key it is written with. Nil when the tree is too narrow to split.
  func frontier(parts: Int) -> (nodes: [PlistNode], depth: Int)? {
    var level = [self]
    var depth = 0
    while level.count < 16 * parts, depth < 8 {
      var below: [PlistNode] = []
      for node in level {
        let collect = { (child: PlistNode) in if child.kind == .array || child.kind == .dictionary { below.append(child) } }
        switch node.kind {
        case .array: node.forEachElement { _, child in collect(child) }
        case .dictionary: node.writtenEntries.forEachEntry { _, _, child in collect(child) }
        default: break
        }
        guard below.count <= Self.mostListed else { return nil }
      }
      guard !below.isEmpty else { break }
      level = below
      depth += 1
    }
    guard depth > 0, level.count >= 2 * parts else { return nil }
    return (level, depth)
  }
}
