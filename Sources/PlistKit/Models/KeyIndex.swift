/// The entries of a dictionary node of many keys, found by key in constant time: `Codable`
/// asks a keyed container for each key it decodes, and a linear look-up each time made a
/// dictionary of a hundred thousand keys cost seconds. Keys match byte for byte, as
/// `PlistNode.lookup` matches them; a key written twice gives its last value.
struct KeyIndex {
  /// Fewer entries than this are looked up in the node itself, as fast as hashing the key.
  static let threshold = 16

  private var nodes: [ExactKey: PlistNode] = [:]

  init(_ dictionary: PlistNode) {
    nodes.reserveCapacity(dictionary.count)
    dictionary.forEachEntry { _, key, value in nodes[ExactKey(text: key)] = value }
  }

  subscript(key: String) -> PlistNode? { nodes[ExactKey(text: key)] }
}

/// A string compared and hashed by its UTF-8 bytes, not canonically as `String` is.
private struct ExactKey: Hashable {
  let text: String

  static func == (lhs: ExactKey, rhs: ExactKey) -> Bool { UTF8Text.sameBytes(lhs.text, rhs.text) }

  func hash(into hasher: inout Hasher) {
    for byte in text.utf8 { hasher.combine(byte) }
    hasher.combine(0xFF as UInt8)
  }
}
