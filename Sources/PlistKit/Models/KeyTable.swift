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
  /// Its entries in the file's order, the first `listed` of them; the room is kept (and the
  /// entries past `listed` left as they were) from dictionary to dictionary.
  private var entries: [Entry] = []
  private var listed = 0
  /// The short keys of strings of the tape listed before, by their place among its strings
  /// (slot: the place's low bits), for a tape that keeps each string once (see
  /// `PlistTape.keepsStringsOnce`): a key its dictionaries repeat is read once. A slot is good
  /// while its `contents` is the table's own: a number for the tape's contents, moved on when
  /// they change instead of emptying every slot.
  private var known: [KnownKey] = []
  private static let knownSlots = 64
  private var contents: UInt64 = 1

  private struct KnownKey {
    var string = -1
    var contents: UInt64 = 0
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
    var i = listed - 1
    if let wanted = UTF8Text.shortKey(key) {
      while i >= 0, entries[i].shortKey != wanted { i -= 1 }
    } else {
      let strings = tape.strings
      while i >= 0, !PlistNode.sameKey(strings[entries[i].key], key) { i -= 1 }
    }
    if i >= 0 { return (i, PlistNode(tape: tape, index: entries[i].value)) }
    return .some(nil)
  }

  private mutating func list(_ tape: PlistTape, at index: Int, count: Int) {
    if tape.serial != serial || tape.resets != resets { contents &+= 1 }
    // A tape that holds one root element at a time is emptied before its strings recur: its
    // keys are read as they come.
    let remembers = tape.keepsStringsOnce
    let tokens = tape.tokens
    let strings = tape.strings
    var at = index + 1
    for i in 0..<count {
      let key = Int(tokens[at].payload)
      let shortKey: ShortKey?
      if remembers {
        if known.isEmpty { known = [KnownKey](repeating: KnownKey(), count: Self.knownSlots) }
        let slot = key & (Self.knownSlots - 1)
        if known[slot].string != key || known[slot].contents != contents {
          known[slot] = KnownKey(string: key, contents: contents, shortKey: UTF8Text.shortKey(strings[key]))
        }
        shortKey = known[slot].shortKey
      } else {
        shortKey = UTF8Text.shortKey(strings[key])
      }
      let entry = Entry(shortKey: shortKey, key: key, value: at + 1)
      if i < entries.count { entries[i] = entry } else { entries.append(entry) }
      at = tokens[at + 1].end(at: at + 1)
    }
    listed = count
    serial = tape.serial
    resets = tape.resets
    self.index = index
  }
}
