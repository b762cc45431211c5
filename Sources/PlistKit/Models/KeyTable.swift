/// The keys of the dictionary a model is reading from a tape, listed once, so that each of its
/// look-ups reads one short list instead of stepping over the tokens of every entry: a
/// product's dozen look-ups each walked its whole dictionary (a sixth of opening a catalog of
/// 100,000 products). One a `ModelContext`, and so one a thread (a struct in it: a class of its
/// own was retained at every look-up); it remembers one dictionary, the last one looked in.
@usableFromInline struct KeyTable {
  /// Dictionaries with fewer entries are scanned as they lie; more than `capacity` are too.
  static let fewest = 4
  static let capacity = 64

  /// An entry listed: its key's bytes when it has 16 or fewer (see `UTF8Text.shortKey`), so
  /// that a short key is told by three compares of numbers; its key's place among the tape's
  /// strings; and where its value's token is.
  private struct Entry {
    var shortKey: ShortKey?
    var key: Int
    var value: Int
  }

  /// The dictionary listed: its tape's serial and resets (see `PlistTape.serial`) and index.
  private var serial: UInt64 = 0
  private var resets: UInt64 = 0
  private var index = -1
  /// Its entries in the file's order; their room is kept from dictionary to dictionary.
  private var entries: [Entry] = []
  /// The short keys of strings of the tape listed before, by their place among its strings
  /// (slot: the place's low bits): a tape holds a key its dictionaries repeat once, so the
  /// next dictionary's keys are mostly found here rather than read again.
  private var known = [KnownKey](repeating: KnownKey(), count: 64)

  private struct KnownKey {
    var string = -1
    var shortKey: ShortKey?
  }

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
    var i = entries.count - 1
    if let wanted = UTF8Text.shortKey(key) {
      while i >= 0, entries[i].shortKey != wanted { i -= 1 }
    } else {
      while i >= 0, !PlistNode.sameKey(strings[entries[i].key], key) { i -= 1 }
    }
    if i >= 0 { return (i, PlistNode(tape: tape, index: entries[i].value)) }
    return .some(nil)
  }

  private mutating func list(_ tape: PlistTape, at index: Int, count: Int) {
    if tape.serial != serial || tape.resets != resets {
      for slot in known.indices { known[slot].string = -1 }
    }
    entries.removeAll(keepingCapacity: true)
    let tokens = tape.tokens
    let strings = tape.strings
    var at = index + 1
    for _ in 0..<count {
      let key = Int(tokens[at].payload)
      let slot = key & (known.count - 1)
      if known[slot].string != key { known[slot] = KnownKey(string: key, shortKey: UTF8Text.shortKey(strings[key])) }
      entries.append(Entry(shortKey: known[slot].shortKey, key: key, value: at + 1))
      at = tokens[at + 1].end(at: at + 1)
    }
    serial = tape.serial
    resets = tape.resets
    self.index = index
  }
}
