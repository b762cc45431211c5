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

  /// Where a string node's text is kept in the file read in place (a place among the tape's
  /// strings, or a binary object), and how many such places there are: a string met again at
  /// the same place is the same string, known without hashing it. Nil for other nodes.
  var stringPlace: (place: Int, places: Int)? {
    switch storage {
    case .value: return nil
    case let .tape(held, index):
      return held.read { tape in
        let token = tape.tokens[index]
        return token.kind == .string ? (Int(token.payload), tape.stringCount) : nil
      }
    case let .binary(held, ref):
      return held.read { BinaryPlistParser.isStringKind($0.markerKind(of: ref)) ? (ref, $0.objectCount) : nil }
    }
  }

  /// The place of each key of a dictionary read in place, in order (see `stringPlace`); nil
  /// for a dictionary held as values.
  var keyPlaces: [Int]? {
    switch storage {
    case .value: return nil
    case let .tape(held, index):
      return held.read { tape in
        guard tape.tokens[index].kind == .dictionary else { return nil }
        var places: [Int] = []
        places.reserveCapacity(Int(tape.tokens[index].count))
        var at = index + 1
        for _ in 0..<Int(tape.tokens[index].count) {
          places.append(Int(tape.tokens[at].payload))
          at = tape.tokens[at + 1].end(at: at + 1)
        }
        return places
      }
    case let .binary(held, ref):
      return held.read { parser in
        guard parser.markerKind(of: ref) == 0xD else { return nil }
        let (count, start) = parser.extent(at: parser.offset(of: ref))
        return (0..<count).map { parser.ref($0, at: start) }
      }
    }
  }

  /// How many places strings have in the file this node is read from (see `stringPlace`).
  var placesCount: Int? {
    switch storage {
    case .value: return nil
    case let .tape(held, _): return held.read { $0.stringCount }
    case let .binary(held, _): return held.read { $0.objectCount }
    }
  }
}
