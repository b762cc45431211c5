/// The keys of the dictionary a model is reading from a tape, listed once, so that each of its
/// look-ups reads one short list instead of stepping over the tokens of every entry: a
/// product's dozen look-ups each walked its whole dictionary (a sixth of opening a catalog of
/// 100,000 products). One a `ModelContext`, and so one a thread (a struct in it: a class of its
/// own was retained at every look-up); it remembers one dictionary, the last one looked in.
@usableFromInline struct KeyTable {
  /// Dictionaries with fewer entries are scanned as they lie; more than `capacity` are too.
  static let fewest = 4
  static let capacity = 64

  /// The dictionary listed: its tape's serial and resets (see `PlistTape.serial`) and index.
  private var serial: UInt64 = 0
  private var resets: UInt64 = 0
  private var index = -1
  /// Each entry's key (its place among the tape's strings), and where its value's token is;
  /// their room is kept from dictionary to dictionary.
  private var keys: [Int] = []
  private var values: [Int] = []

  @usableFromInline init() {}

  /// The value for `key` in the dictionary at token `index` of `tape`, and its entry's
  /// position; a key written twice gives its last value (as `PlistNode.lookup`). Nil when the
  /// token is not a dictionary or the list is not kept for it (then the caller scans).
  mutating func lookup(_ key: String, in tape: PlistTape, at index: Int) -> (position: Int, value: PlistNode)?? {
    let token = tape.tokens[index]
    guard token.kind == .dictionary else { return .some(nil) }
    let count = Int(token.count)
    guard count >= Self.fewest, count <= Self.capacity else { return nil }
    if index != self.index || tape.serial != serial || tape.resets != resets { list(tape, at: index, count: count) }
    let strings = tape.strings
    var i = count - 1
    while i >= 0 {
      if PlistNode.sameKey(strings[keys[i]], key) { return (i, PlistNode(tape: tape, index: values[i])) }
      i -= 1
    }
    return .some(nil)
  }

  private mutating func list(_ tape: PlistTape, at index: Int, count: Int) {
    keys.removeAll(keepingCapacity: true)
    values.removeAll(keepingCapacity: true)
    let tokens = tape.tokens
    var at = index + 1
    for _ in 0..<count {
      keys.append(Int(tokens[at].payload))
      values.append(at + 1)
      at = tokens[at + 1].end(at: at + 1)
    }
    serial = tape.serial
    resets = tape.resets
    self.index = index
  }
}
