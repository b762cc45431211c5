#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The kinds of value a plist holds; `PlistNode.kind` answers with one.
public enum PlistKind: UInt8, Sendable {
  case string, integer, unsignedInteger, real, bool, date, data, array, dictionary, uid
}

/// What the XML and JSON readers make of a value: a flat list of tokens in document order
/// instead of a tree of enums. A container's token says how many children it has and where its
/// subtree ends, so a reader can step over a whole value at once; a dictionary's children
/// alternate key, value. The reader fills one tape per root element and reuses it for the next,
/// so a pack of any size costs no allocation per value beyond the strings themselves.
///
/// The tape's storage is raw memory, kept here alone; the rest of the library reads it through
/// `tokens`, `strings` and `valueStarts`, whose reads are checked against the counts.
/// Invariants:
/// - `tokenBase[0..<tokenCount]`, `stringBase[0..<stringCount]` are initialized, the rest of
///   their capacity not; `valueStartBase[i]` is meaningful for a token `i` noted while
///   `recordsOffsets` (others hold whatever was there).
/// - Only the parser that owns the tape writes it, on one thread; once read, a tape is only
///   read, from any thread (nodes, parts building values). So its fields need no run-time
///   exclusivity checks, which were a third of a read's time.
/// - A string moved to another tape (`moveIn`) is forgotten here (`forgetMovedStrings`) before
///   the tape is emptied or freed.
@usableFromInline final class PlistTape: @unchecked Sendable {
  /// Sixteen bytes: a catalog of 100,000 products is two million tokens.
  @usableFromInline struct Token {
    /// An index into `strings` or `data`, an integer, or a real's or date's bits; for an array
    /// or a dictionary, the index just past its subtree.
    @usableFromInline var payload: UInt64
    /// Children of an array, entries of a dictionary; 0 for scalars.
    @usableFromInline var count: UInt32
    @usableFromInline var kind: PlistKind

    /// The index just past the subtree of this token, which is at `index`.
    @inline(__always) @usableFromInline func end(at index: Int) -> Int {
      kind == .array || kind == .dictionary ? Int(payload) : index + 1
    }
  }

  // Raw storage rather than arrays: a tape is appended to once per value of the file, and an
  // array in a class pays a uniqueness check on every append.
  @exclusivity(unchecked) private var tokenBase: UnsafeMutablePointer<Token>
  @exclusivity(unchecked) private var stringBase: UnsafeMutablePointer<String>
  @exclusivity(unchecked) private(set) var tokenCount = 0
  @exclusivity(unchecked) private(set) var stringCount = 0
  @exclusivity(unchecked) private var tokenCapacity = 64
  @exclusivity(unchecked) private var stringCapacity = 32
  @exclusivity(unchecked) @usableFromInline var data: [Data] = []
  /// When set, the byte offset of each value of a root element's own dictionary, by key, is
  /// noted as it is read (lint's lines come from them; see `RootPositions`).
  @exclusivity(unchecked) var recordsEntries = false
  /// Each noted entry's key (its place among the tape's strings) and its value's offset:
  /// numbers, so that emptying the list for the next element frees nothing.
  @exclusivity(unchecked) var entryOffsets: [(key: Int, offset: Int)] = []
  /// When set, the byte offset where each value starts is noted beside its token (lint of a
  /// whole file: its diagnostics' lines come from them, see `ValuePositions`).
  @exclusivity(unchecked) var recordsOffsets = false
  /// The offset noted for each token (a key's slot is not written), while `recordsOffsets`.
  @exclusivity(unchecked) private var valueStartBase: UnsafeMutablePointer<Int>?
  @exclusivity(unchecked) private var valueStartCapacity = 0

  // Strings written again and again (every dictionary's keys, tags, a question's option
  // characters) are kept once a tape: a string whose identity (its interner's slot and the
  // slot's version, see `TapeString`) was just stored is referred to again. A slot is good for
  // the tape's current contents only.
  // A large file's tape has room for more of them: a catalog's brands, specs and prices recur
  // across the whole file, and each one kept once is one string fewer to hold and to write.
  private let recentSlots: Int
  private let slotShift: UInt64
  private let recentIdentity: UnsafeMutablePointer<UInt64>
  private let recentIndex: UnsafeMutablePointer<Int>
  private let recentGeneration: UnsafeMutablePointer<UInt32>
  @exclusivity(unchecked) private var generation: UInt32 = 1
  /// Whether a string met again is referred to rather than stored again. Off for a tape that
  /// holds one root element at a time: it is emptied before strings recur, and looking for
  /// them found almost none (70M of the 2.9G instructions of a lint of 100,000 questions).
  @exclusivity(unchecked) var keepsStringsOnce = true
  /// Tells this tape's present contents from any other's, for what is remembered of them
  /// (`KeyTable`): a number drawn for the tape (another tape may later lie at its address)
  /// and how many times it was emptied.
  let serial = UInt64.random(in: 0 ... .max)
  @exclusivity(unchecked) private(set) var resets: UInt64 = 0
  /// The string the last `appendString` referred to, and whether it stored it anew (in slot
  /// `lastSlot`).
  @exclusivity(unchecked) private(set) var lastStringIndex = 0
  @exclusivity(unchecked) private var lastStored = false
  /// Whether the string stored last was remembered in slot `lastSlot` (it had an identity).
  @exclusivity(unchecked) private var lastRemembered = false
  @exclusivity(unchecked) private var lastSlot = 0

  /// `sizeHint`: the bytes the tape is read from, when known (1,024 recent strings are kept
  /// below a megabyte, 16,384 above).
  init(sizeHint: Int = 0) {
    recentSlots = sizeHint >= 1 << 20 ? 16_384 : 1_024
    slotShift = UInt64(64 - recentSlots.trailingZeroBitCount)
    recentIdentity = .allocate(capacity: recentSlots)
    recentIndex = .allocate(capacity: recentSlots)
    recentGeneration = .allocate(capacity: recentSlots)
    tokenBase = Self.allocate(Token.self, capacity: tokenCapacity)
    stringBase = Self.allocate(String.self, capacity: stringCapacity)
    recentGeneration.initialize(repeating: 0, count: recentSlots)
    recentIdentity.initialize(repeating: 0, count: recentSlots)
    recentIndex.initialize(repeating: 0, count: recentSlots)
  }

  deinit {
    reset()
    free(tokenBase)
    free(stringBase)
    free(valueStartBase)
    recentIdentity.deallocate()
    recentIndex.deallocate()
    recentGeneration.deallocate()
  }

  /// The tape's tokens, read by index (checked against the count); as `Sendable` as the tape.
  @usableFromInline struct Tokens: @unchecked Sendable {
    fileprivate let base: UnsafeMutablePointer<Token>
    @usableFromInline let count: Int

    @inline(__always) @usableFromInline subscript(i: Int) -> Token {
      precondition(UInt(bitPattern: i) < UInt(bitPattern: count), "a token past the tape's end")
      return base[i]
    }
  }

  /// The tape's strings, read by index (checked against the count); as `Sendable` as the tape.
  @usableFromInline struct Strings: @unchecked Sendable {
    fileprivate let base: UnsafeMutablePointer<String>
    @usableFromInline let count: Int

    @inline(__always) @usableFromInline subscript(i: Int) -> String {
      precondition(UInt(bitPattern: i) < UInt(bitPattern: count), "a string past the tape's end")
      return base[i]
    }
  }

  @usableFromInline var tokens: Tokens { Tokens(base: tokenBase, count: tokenCount) }
  @usableFromInline var strings: Strings { Strings(base: stringBase, count: stringCount) }

  /// Where the value of each token starts in the file, read by index (see `noteValueStart`;
  /// checked against the count); as `Sendable` as the tape.
  struct ValueStarts: @unchecked Sendable {
    fileprivate let base: UnsafeMutablePointer<Int>
    let count: Int

    @inline(__always) subscript(i: Int) -> Int {
      precondition(UInt(bitPattern: i) < UInt(bitPattern: count), "an offset past the tape's end")
      return base[i]
    }
  }

  /// The offsets noted while `recordsOffsets`; nil when none were.
  var valueStarts: ValueStarts? { valueStartBase.map { ValueStarts(base: $0, count: tokenCount) } }

  /// The string at `index` among those the tape holds (a noted entry's key).
  func string(at index: Int) -> String {
    strings[index]
  }

  /// From this many strings, a tape frees them on every core.
  static let stringsFreedInParts = 65_536

  /// Empties the tape for the next value, keeping its storage.
  func reset() {
    if stringCount < Self.stringsFreedInParts {
      stringBase.deinitialize(count: stringCount)
    } else {
      // A large tape's strings are given back on every core: one core spent 10 ms on the
      // 100k catalog's, after its models were made.
      let strings = Unchecked(stringBase)
      Parts.run(Parts.pieces(for: stringCount, minimum: Self.stringsFreedInParts / 2), over: stringCount) { _, range in
        (strings.value + range.lowerBound).deinitialize(count: range.count)
      }
    }
    stringCount = 0
    resets &+= 1
    generation &+= 1
    if generation == 0 {
      recentGeneration.update(repeating: 0, count: recentSlots)
      generation = 1
    }
    tokenCount = 0
    if !data.isEmpty { data.removeAll(keepingCapacity: true) }
    if !entryOffsets.isEmpty { entryOffsets.removeAll(keepingCapacity: true) }
  }

  @inline(__always)
  private func appendToken(_ token: Token) {
    if tokenCount == tokenCapacity { growTokens() }
    (tokenBase + tokenCount).initialize(to: token)
    tokenCount += 1
  }

  /// The value that goes onto the tape next starts at byte `at` of the file (noted when
  /// `recordsOffsets`; a JSON null puts nothing there, and the next value takes its slot).
  @inline(__always)
  func noteValueStart(_ at: Int) {
    guard recordsOffsets else { return }
    if tokenCount >= valueStartCapacity { reserveValueStarts(max(64, tokenCapacity, tokenCount * 2)) }
    valueStartBase.unsafelyUnwrapped[tokenCount] = at
  }

  /// Room for `tokens` tokens and `strings` strings in all (see `join`).
  func reserve(tokens wantedTokens: Int, strings wantedStrings: Int) {
    while tokenCapacity < wantedTokens { growTokens() }
    while stringCapacity < wantedStrings { growStrings() }
  }

  /// Room for the offsets of `count` tokens, while `recordsOffsets`.
  func reserveValueStarts(_ count: Int) {
    guard count > valueStartCapacity else { return }
    guard let grown = realloc(valueStartBase, count * MemoryLayout<Int>.stride) else { fatalError("out of memory") }
    valueStartBase = grown.bindMemory(to: Int.self, capacity: count)
    valueStartCapacity = count
  }

  /// The counts after `join` stored tokens and strings past the ends.
  func setCounts(tokens: Int, strings: Int) {
    tokenCount = tokens
    stringCount = strings
  }

  /// The strings were moved to another tape (`join`): nothing of them is left to free.
  func forgetMovedStrings() {
    stringCount = 0
  }

  /// Storage from `malloc`, so that `double` may `realloc` it.
  private static func allocate<T>(_ type: T.Type, capacity: Int) -> UnsafeMutablePointer<T> {
    guard let raw = malloc(capacity * MemoryLayout<T>.stride) else { fatalError("out of memory") }
    return raw.bindMemory(to: T.self, capacity: capacity)
  }

  private func growTokens() { Self.double(&tokenBase, count: tokenCount, capacity: &tokenCapacity) }
  private func growStrings() { Self.double(&stringBase, count: stringCount, capacity: &stringCapacity) }

  /// Grows storage with `realloc`: a large block is moved by remapping its pages rather than
  /// copied, so a tape of two million tokens is never held twice while it grows (the 100k
  /// catalog's JSON first state peaks at 93 MB this way, 101 MB with a copy). Tokens and
  /// strings move bitwise (a Swift value may be moved by copying its bytes).
  private static func double<T>(_ storage: inout UnsafeMutablePointer<T>, count: Int, capacity: inout Int) {
    let bytes = capacity * 2 * MemoryLayout<T>.stride
    guard let grown = realloc(storage, bytes) else { fatalError("out of memory: a tape of \(bytes) bytes") }
    storage = grown.bindMemory(to: T.self, capacity: capacity * 2)
    capacity *= 2
  }

  /// A string read, kept once when the tape holds it already (same identity).
  @inline(__always)
  func appendString(_ string: consuming TapeString) {
    let identity = string.identity
    appendString(string.text, identity: identity)
  }

  /// `appendString` of a string's text and the interner's identity for it (0 for none),
  /// taken apart so that the text is moved onto the tape rather than copied.
  @inline(__always)
  func appendString(_ text: consuming String, identity: UInt64) {
    if appendHeldString(identity: identity) { return }
    if stringCount == stringCapacity { growStrings() }
    (stringBase + stringCount).initialize(to: text)
    lastStringIndex = stringCount
    stringCount += 1
    lastStored = true
    lastRemembered = identity != 0 && keepsStringsOnce
    if lastRemembered {
      let slot = Int(truncatingIfNeeded: (identity &* 0x9E37_79B9_7F4A_7C15) >> slotShift)
      recentIdentity[slot] = identity
      recentIndex[slot] = lastStringIndex
      recentGeneration[slot] = generation
      lastSlot = slot
    }
    appendToken(Token(payload: UInt64(lastStringIndex), count: 0, kind: .string))
  }

  /// Appends the string of `identity` when this tape holds it already, as `appendString`
  /// would; false (and nothing appended) when it does not. The caller then has no string to
  /// hand over, and none is retained or released.
  @inline(__always)
  func appendHeldString(identity: UInt64) -> Bool {
    guard identity != 0, keepsStringsOnce else { return false }
    let slot = Int(truncatingIfNeeded: (identity &* 0x9E37_79B9_7F4A_7C15) >> slotShift)
    guard recentGeneration[slot] == generation, recentIdentity[slot] == identity else { return false }
    lastStringIndex = recentIndex[slot]
    lastStored = false
    appendToken(Token(payload: UInt64(lastStringIndex), count: 0, kind: .string))
    return true
  }

  /// A string not read through the interner (made with escapes, or empty): kept anew.
  func appendString(_ text: String) {
    appendString(text, identity: 0)
  }

  /// Takes back the string just appended (a JSON key whose value is null).
  func removeLastString() {
    tokenCount -= 1
    guard lastStored else { return }
    stringCount -= 1
    (stringBase + stringCount).deinitialize(count: 1)
    if lastRemembered { recentGeneration[lastSlot] = generation &- 1 }
    lastStored = false
  }

  func appendScalar(_ value: PlistValue) {
    let token: (PlistKind, UInt64)
    switch value {
    case .string(let s):
      appendString(s)
      return
    case .integer(let i): token = (.integer, UInt64(bitPattern: i))
    case .unsignedInteger(let u): token = (.unsignedInteger, u)
    case .real(let r): token = (.real, r.bitPattern)
    case .bool(let b): token = (.bool, b ? 1 : 0)
    case .date(let d): token = (.date, d.timeIntervalSinceReferenceDate.bitPattern)
    case .data(let d):
      data.append(d)
      token = (.data, UInt64(data.count - 1))
    case .uid(let n): token = (.uid, n)
    case .array, .dictionary:
      preconditionFailure("containers are written with beginContainer and endContainer")
    }
    appendToken(Token(payload: token.1, count: 0, kind: token.0))
  }

  /// Starts an array or dictionary; returns its index for `endContainer`.
  func beginContainer(_ kind: PlistKind) -> Int {
    appendToken(Token(payload: 0, count: 0, kind: kind))
    return tokenCount - 1
  }

  func endContainer(_ index: Int, count: Int) {
    endContainer(index, count: count, end: tokenCount)
  }

  /// The tape's first value.
  var root: PlistNode { PlistNode(tape: self, index: 0) }

  /// Ends a container begun on this tape, its subtree ending just before token `end`.
  func endContainer(_ index: Int, count: Int, end: Int) {
    precondition(index >= 0 && index < tokenCount, "a container past the tape's end")
    tokenBase[index].count = UInt32(truncatingIfNeeded: count)
    tokenBase[index].payload = UInt64(end)
  }

  /// Copies piece `piece` of `of` of the tokens and strings of `other`, a tape read from the
  /// bytes after this one's (a part of a JSON or XML file read on its own core; its tokens are
  /// not read again), to the places `base` gives, in room already reserved (`reserve`): its
  /// strings are moved here (the caller then has `other` forget them), and its strings',
  /// data's and containers' indices moved up by the bases (its data were appended at
  /// `base.data`). Pieces copied at once write disjoint places. A container `other` left open
  /// (its end was read by the next part) is ended by the caller (`endContainer(_:count:end:)`).
  func moveIn(_ other: PlistTape, piece: Int, of pieces: Int, at base: (tokens: Int, strings: Int, data: Int)) {
    let tokenRange = Parts.range(piece, of: pieces, over: other.tokenCount)
    let stringRange = Parts.range(piece, of: pieces, over: other.stringCount)
    precondition(base.tokens + other.tokenCount <= tokenCapacity && base.strings + other.stringCount <= stringCapacity,
                 "a tape moved in past the room reserved")
    // A chunk at a time, each chunk's pages given back once copied: the two tapes are not
    // held whole at once (16 MB of the 100k catalog's JSON).
    let chunk = 1 << 16
    for from in stride(from: tokenRange.lowerBound, to: tokenRange.upperBound, by: chunk) {
      let to = min(tokenRange.upperBound, from + chunk)
      for i in from..<to {
        var token = other.tokenBase[i]
        switch token.kind {
        case .string: token.payload &+= UInt64(base.strings)
        case .data: token.payload &+= UInt64(base.data)
        case .array, .dictionary: token.payload &+= UInt64(base.tokens)
        default: break
        }
        (tokenBase + base.tokens + i).initialize(to: token)
      }
      Pages.discard(UnsafeMutableRawPointer(other.tokenBase + from), byteCount: (to - from) * MemoryLayout<Token>.stride)
    }
    if recordsOffsets, let starts = other.valueStartBase, let own = valueStartBase {
      (own + base.tokens + tokenRange.lowerBound).update(from: starts + tokenRange.lowerBound, count: tokenRange.count)
    }
    (stringBase + base.strings + stringRange.lowerBound).moveInitialize(from: other.stringBase + stringRange.lowerBound, count: stringRange.count)
    Pages.discard(UnsafeMutableRawPointer(other.stringBase + stringRange.lowerBound), byteCount: stringRange.count * MemoryLayout<String>.stride)
    if let starts = other.valueStartBase {
      Pages.discard(UnsafeMutableRawPointer(starts + tokenRange.lowerBound), byteCount: tokenRange.count * MemoryLayout<Int>.stride)
    }
  }
}
