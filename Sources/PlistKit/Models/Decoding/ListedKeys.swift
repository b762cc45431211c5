/// A keyed container's dictionary, its keys listed once when the container is made: each
/// key's bytes as a short key (see `UTF8Text.shortKey`; a key of more than 16 bytes as
/// `longKey`, which no short key equals) and where its value is, so that a look-up compares a
/// few numbers a key, with no walk of the dictionary and no string read. Made and kept by one
/// container, so no other code changes it.
struct ListedKeys {
  private struct Entry {
    let key: ShortKey
    /// A token of the tape, or an object of the binary file.
    let value: Int
  }

  static let longKey = ShortKey(low: 0, high: 0, count: .max)

  private let entries: [Entry]

  /// The keys of `node`, a dictionary on a tape or in a binary file; nil for any other node.
  init?(_ node: PlistNode) {
    var entries: [Entry] = []
    switch node.storage {
    case let .tape(held, index):
      let listed: Bool = held.read { tape in
        let token = tape.tokens[index]
        guard token.kind == .dictionary else { return false }
        let count = Int(token.count)
        entries.reserveCapacity(count)
        let tokens = tape.tokens
        let strings = tape.strings
        var at = index + 1
        for _ in 0..<count {
          entries.append(Entry(key: UTF8Text.shortKey(strings[Int(tokens[at].payload)]) ?? Self.longKey, value: at + 1))
          at = tokens[at + 1].end(at: at + 1)
        }
        return true
      }
      guard listed else { return nil }
    case let .binary(held, ref):
      let listed: Bool = held.read { parser in
        let offset = parser.offset(of: ref)
        guard parser.bytes[offset] >> 4 == 0xD else { return false }
        let (count, start) = parser.extent(at: offset)
        entries.reserveCapacity(count)
        for i in 0..<count {
          let key = UTF8Text.shortKey(parser.string(parser.ref(i, at: start))) ?? Self.longKey
          entries.append(Entry(key: key, value: parser.ref(count + i, at: start)))
        }
        return true
      }
      guard listed else { return nil }
    case .value:
      return nil
    }
    self.entries = entries
  }

  /// The value for `key` in `node`, the dictionary listed; a key written twice gives its last
  /// value. `.some(nil)` when the key is not there; nil for a key of more than 16 bytes, which
  /// the list cannot tell.
  func find(_ key: String, in node: PlistNode) -> PlistNode?? {
    guard let wanted = UTF8Text.shortKey(key) else { return nil }
    var i = entries.count - 1
    while i >= 0 {
      if entries[i].key == wanted {
        switch node.storage {
        case let .tape(held, _): return PlistNode(storage: .tape(held, entries[i].value))
        case let .binary(held, _): return PlistNode(storage: .binary(held, entries[i].value))
        case .value: return nil
        }
      }
      i -= 1
    }
    return .some(nil)
  }
}
