extension BinaryPlistWriter.Flattener {
  /// As `add`, for a value of the XML or JSON reader's tape, walked token by token: no node
  /// made for each value, no array of a dictionary's keys and places, and keys told apart by a
  /// number kept for each of the tape's strings instead of comparing their text each time.
  mutating func add(tape: PlistTape, at index: Int, depth: Int) throws(PlistError) -> Int {
    guard objects.count <= most else { throw OutputLimit.passed(limit) }
    let token = tape.tokens[index]
    switch token.kind {
    case .string:
      let place = Int(token.payload)
      return addString(at: place, of: tape.stringCount) { tape.strings[place] }
    case .integer:
      return addInteger(Int64(bitPattern: token.payload))
    case .array where depth == frontierDepth, .dictionary where depth == frontierDepth:
      return leaveToPart()
    case .array:
      let count = Int(token.count)
      let (ref, start) = appendContainer(.array(start: refs.count, count: count), children: count)
      var at = index + 1
      for i in 0..<count {
        setRef(start + i, try add(tape: tape, at: at, depth: depth + 1))
        at = tape.tokens[at].end(at: at)
      }
      return ref
    case .dictionary:
      let count = Int(token.count)
      // A dictionary of one entry may be `{CF$UID = n}`, and one with a repeated key is
      // written from its value: both as any node is.
      guard count > 1, keysAreDistinct(tape: tape, at: index) else {
        return try addDictionary(PlistNode(tape: tape, index: index), depth: depth)
      }
      let (ref, start) = appendContainer(.dictionary(start: refs.count, count: count), children: 2 * count)
      var at = index + 1
      for i in 0..<count {
        let place = Int(tape.tokens[at].payload)
        setRef(start + i, addString(at: place, of: tape.stringCount) { tape.strings[place] })
        at = tape.tokens[at + 1].end(at: at + 1)
      }
      at = index + 1
      for i in 0..<count {
        setRef(start + count + i, try add(tape: tape, at: at + 1, depth: depth + 1))
        at = tape.tokens[at + 1].end(at: at + 1)
      }
      return ref
    default:
      return appendScalar(tape.scalar(at: index) ?? .bool(false))
    }
  }

  /// Whether the keys of the dictionary at `index` are all different, as Swift's `==` tells
  /// strings apart (canonically, as the tree of values keeps a dictionary's keys). A file's
  /// first 64 key texts are told apart by a bit each.
  private mutating func keysAreDistinct(tape: PlistTape, at index: Int) -> Bool {
    let count = Int(tape.tokens[index].count)
    var seen: UInt64 = 0
    var at = index + 1
    for _ in 0..<count {
      let key = keyClass(tape: tape, place: Int(tape.tokens[at].payload))
      guard key < 64 else { return keysAreDistinct(tape: tape, at: index, count: count) }
      let bit: UInt64 = 1 << UInt64(key)
      guard seen & bit == 0 else { return false }
      seen |= bit
      at = tape.tokens[at + 1].end(at: at + 1)
    }
    return true
  }

  private mutating func keysAreDistinct(tape: PlistTape, at index: Int, count: Int) -> Bool {
    var seen = Set<UInt32>(minimumCapacity: count)
    var at = index + 1
    for _ in 0..<count {
      guard seen.insert(keyClass(tape: tape, place: Int(tape.tokens[at].payload))).inserted else { return false }
      at = tape.tokens[at + 1].end(at: at + 1)
    }
    return true
  }
}
