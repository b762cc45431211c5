/// A string a reader read, and what tells it is one it read before: the interner's slot and
/// the slot's version (0 for a string the interner does not keep). The same identity is the
/// same string, with the same text, so the tape keeps it once (see `PlistTape.appendString`).
struct TapeString {
  var text: String
  var identity: UInt64

  init(_ text: String, identity: UInt64 = 0) {
    self.text = text
    self.identity = identity
  }
}

/// Reuses the strings a plist repeats: dictionary keys, and the single characters a guess
/// pack offers again and again. A short byte run seen before costs a hash and two compares
/// instead of UTF-8 validation and a new string; repeated longer runs also share storage.
/// A value its parser owns, so its slots are changed without a check at run time.
struct StringInterner {
  private static let slotCount = 4096

  /// A run of up to 16 bytes, as two little-endian words and its length plus one (0: empty).
  private struct Slot {
    var low: UInt64 = 0
    var high: UInt64 = 0
    var length: UInt8 = 0
    /// How many strings the slot has held, so that an identity names one of them.
    var version: UInt32 = 0
    var string = ""
  }

  private var slots = [Slot](repeating: Slot(), count: slotCount)

  /// A short run (1 to 16 bytes) as two words of the view, masked to its length rather than
  /// copied, and the slot it hashes to; `held` when the slot holds those very bytes.
  @inline(__always)
  private func find(_ bytes: ByteView, _ range: Range<Int>) -> (low: UInt64, high: UInt64, slot: Int, held: Bool) {
    let count = range.count
    let (low, high) = bytes.shortWords(range)
    let hash = (low &* 0x9E37_79B9_7F4A_7C15) ^ (high &* 0xC2B2_AE3D_27D4_EB4F) ^ UInt64(count)
    let slot = Int(truncatingIfNeeded: (hash ^ (hash >> 29)) & UInt64(Self.slotCount - 1))
    let held = slots[slot].length == UInt8(count + 1) && slots[slot].low == low && slots[slot].high == high
    return (low, high, slot, held)
  }

  /// The identity of the string slot `slot` holds now.
  @inline(__always)
  private func identity(_ slot: Int) -> UInt64 { UInt64(slot) << 32 | UInt64(slots[slot].version) }

  /// The string for the bytes of `range`, or nil when they are not valid UTF-8; a run met
  /// before costs a hash and three compares.
  @inline(__always)
  mutating func string(_ bytes: ByteView, _ range: Range<Int>) -> TapeString? {
    guard range.count > 0, range.count <= 16 else { return bytes.string(range).map { TapeString($0) } }
    let found = find(bytes, range)
    if found.held { return TapeString(slots[found.slot].string, identity: identity(found.slot)) }
    return remember(bytes, range, low: found.low, high: found.high, slot: found.slot)
  }

  /// Appends the string of `range` to `tape`, as `tape.appendString(string(bytes, range))`
  /// would; false (and nothing appended) when the bytes are not valid UTF-8. A run met before
  /// that the tape holds already costs no string retained or released.
  @inline(__always)
  mutating func append(_ bytes: ByteView, _ range: Range<Int>, to tape: PlistTape) -> Bool {
    guard range.count > 0, range.count <= 16 else {
      guard let text = bytes.string(range) else { return false }
      tape.appendString(text, identity: 0)
      return true
    }
    let found = find(bytes, range)
    if found.held {
      let identity = identity(found.slot)
      if !tape.appendHeldString(identity: identity) { tape.appendString(slots[found.slot].string, identity: identity) }
      return true
    }
    guard let string = remember(bytes, range, low: found.low, high: found.high, slot: found.slot) else { return false }
    tape.appendString(string.text, identity: string.identity)
    return true
  }

  /// A run not in its slot: validated, made a string, and kept there in place of the last.
  @inline(never)
  private mutating func remember(_ bytes: ByteView, _ range: Range<Int>, low: UInt64, high: UInt64, slot: Int) -> TapeString? {
    guard let text = bytes.string(range) else { return nil }
    let version = slots[slot].version &+ 1
    slots[slot] = Slot(low: low, high: high, length: UInt8(range.count + 1), version: version, string: text)
    return TapeString(text, identity: identity(slot))
  }
}
