/// The strings one flattener of the binary writer met, by their UTF-8 bytes. Each entry is one
/// string object of the flattener's output: its bytes are copied once into one buffer, in order,
/// and its hash is kept, so the output's objects are written from here without retaining any
/// string (each a cache miss on text made by the reader), and the strings of every flattener are
/// made one object per text afterwards without hashing them again (`BinaryStringFirsts`).
///
/// Strings known by their place in the file read in place are appended as they come (their
/// place tells a string met again); strings without one are looked up by their text first
/// (`ref(for:next:)`), so a tree of values with one key repeated a million times keeps it once.
/// Swift's own `Dictionary<String, Int>` hashes a string in normalized form, which for CJK text
/// cost a conversion most of its time; bytes are compared here, as CoreFoundation's writer
/// compares UTF-16 units.
struct BinaryStringTable {
  /// Every entry's UTF-8 bytes, end to end: entry `e` is `bytes[starts[e]..<starts[e + 1]]`.
  private(set) var bytes: [UInt8] = []
  private(set) var starts: [Int] = [0]
  private(set) var hashes: [UInt64] = []
  /// Each entry's object, in the flattener's numbering.
  private var refs: [Int] = []
  /// The entries looked up by text, made when first used.
  private var slots = TextSlots(capacity: 0)

  var count: Int { hashes.count }

  /// A new entry for `text`, whose object is `ref` (a string known by its place).
  mutating func append(_ text: String, ref: Int) -> Int {
    ByteView.lend(text) { append($0, ref: ref) }
  }

  private mutating func append(_ text: ByteView, ref: Int) -> Int {
    let entry = hashes.count
    hashes.append(text.hash(0..<text.count))
    text.append(0..<text.count, to: &bytes)
    starts.append(bytes.count)
    refs.append(ref)
    return entry
  }

  /// The object and entry of `text` when it was looked up before, or a new entry whose object is
  /// `next` (then `isNew`).
  mutating func ref(for text: String, next: Int) -> (ref: Int, entry: Int, isNew: Bool) {
    ByteView.lend(text) { ref(forBytes: $0, next: next) }
  }

  private mutating func ref(forBytes text: ByteView, next: Int) -> (ref: Int, entry: Int, isNew: Bool) {
    // Taken out while it is probed, so the probe may read the entries (and stays unique).
    var table = slots.capacity == 0 ? TextSlots(capacity: 768) : slots
    slots = TextSlots(capacity: 0)
    let hash = text.hash(0..<text.count)
    let entry = hashes.count
    let found = bytes.withByteView { stored in
      table.first(entry, hash: hash, same: { stored.same(starts[$0]..<starts[$0 + 1], as: text, 0..<text.count) }, hashOf: { hashes[$0] })
    }
    slots = table
    if let found { return (refs[found], found, false) }
    _ = append(text, ref: next)
    return (next, entry, true)
  }
}

/// A table of texts by their hashes (open addressing, probed in order): a slot holds the upper
/// 24 bits of a hash and an entry's number + 1 (0: empty) in the lower 40, so most texts that
/// differ are told apart without reading them. Entries and their texts are kept by the caller.
struct TextSlots {
  private var slots: [UInt64]
  private var used = 0

  private static let entryBits: UInt64 = 40
  private static let entryMask: UInt64 = (1 << entryBits) - 1

  /// Room for `capacity` entries before growing (none: made on first use by the caller).
  init(capacity: Int) {
    var size = 1_024
    while size * 3 < capacity * 4 { size *= 2 }
    slots = capacity == 0 ? [] : [UInt64](repeating: 0, count: size)
  }

  var capacity: Int { slots.count * 3 / 4 }

  /// The entry with `hash` that `same` takes for the text looked up; nil when there is none,
  /// and then `entry` is added for it. `hashOf` gives an entry's hash when the table grows
  /// (`entry`'s own need not be known yet).
  @inline(__always)
  mutating func first(_ entry: Int, hash: UInt64, same: (Int) -> Bool, hashOf: (Int) -> UInt64) -> Int? {
    // Grown before probing, while every entry in it has a hash to give.
    if (used + 1) * 4 > slots.count * 3 { grow(hashOf) }
    let tag = hash >> Self.entryBits
    let mask = slots.count - 1
    var i = Int(truncatingIfNeeded: hash) & mask
    while slots[i] != 0 {
      let slot = slots[i]
      if slot >> Self.entryBits == tag, same(Int(slot & Self.entryMask) - 1) { return Int(slot & Self.entryMask) - 1 }
      i = (i + 1) & mask
    }
    slots[i] = tag << Self.entryBits | UInt64(entry + 1)
    used += 1
    return nil
  }

  private mutating func grow(_ hashOf: (Int) -> UInt64) {
    var grown = [UInt64](repeating: 0, count: slots.count * 2)
    let mask = grown.count - 1
    for slot in slots where slot != 0 {
      var i = Int(truncatingIfNeeded: hashOf(Int(slot & Self.entryMask) - 1)) & mask
      while grown[i] != 0 { i = (i + 1) & mask }
      grown[i] = slot
    }
    slots = grown
  }
}

/// A string table's bytes lent as a view, with where each entry lies and its hash, for loops
/// over many entries of several tables (valid during `with`).
struct BinaryStringView: Sendable {
  let bytes: ByteView
  let starts: [Int]
  let hashes: [UInt64]

  /// Where the bytes of `entry` are.
  @inline(__always)
  func range(_ entry: Int) -> Range<Int> { starts[entry]..<starts[entry + 1] }

  /// Calls `body` with a view of each table, valid during the call.
  static func with<R>(_ tables: [BinaryStringTable], _ body: ([BinaryStringView]) -> R) -> R {
    func nest(_ i: Int, _ views: [BinaryStringView]) -> R {
      guard i < tables.count else { return body(views) }
      return tables[i].bytes.withByteView { bytes in
        nest(i + 1, views + [BinaryStringView(bytes: bytes, starts: tables[i].starts, hashes: tables[i].hashes)])
      }
    }
    return nest(0, [])
  }
}
