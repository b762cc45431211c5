#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Reads the binary plist form (`bplist00`): a header, objects, an offset table and a
/// 32-byte trailer.
///
/// Opening the file checks every object reachable from the top one, once, without recursion
/// (a large file laid out as writers lay it out: every object, in the offset table's order):
/// each offset, marker, length and reference against the file, keys that must be strings,
/// reference cycles and nesting depth; and it decodes every string (Foundation writes each
/// distinct string once, so a pack's repeated keys and characters are decoded once). After
/// that, values are read where they lie (see `PlistNode`) and nothing can fail.
@usableFromInline final class BinaryPlistParser {
  let bytes: ByteView
  let offsetSize: Int
  let refSize: Int
  let objectCount: Int
  let tableOffset: Int
  let top: Int
  /// 64 less the bits of an offset or a reference, for reading one as a shifted 8-byte word.
  private let offsetShift: UInt64
  private let refShift: UInt64
  /// The string of each string object, made once the file is checked; only string objects'
  /// slots are ever made (and read), so a table of a million slots is not written through
  /// when few of them are strings, or when only the first element is read (telling a pack's
  /// mode).
  private let strings: SparseSlots<String>
  /// Each object's marker type (its high nibble) once checked, and the walk's state before.
  let kinds: SharedSlots<UInt8>
  /// Whether a container is referenced from more than one place (see `BinaryPlistChecker+Sharing`):
  /// then `value(of:)` builds each container once and shares it.
  var sharesContainers = false

  /// Checks the file (see `BinaryPlistChecker`); `inParts: false` checks it in one walk
  /// whatever its size, as tests compare the two.
  init(bytes: ByteView, inParts: Bool = true, firstElementOnly: Bool = false) throws(PlistError) {
    self.bytes = bytes
    let trailer = try Trailer(bytes)
    offsetSize = trailer.offsetSize
    refSize = trailer.refSize
    objectCount = trailer.objectCount
    tableOffset = trailer.tableOffset
    top = trailer.top
    offsetShift = UInt64(64 - 8 * offsetSize)
    refShift = UInt64(64 - 8 * refSize)
    strings = SparseSlots(count: objectCount)
    kinds = SharedSlots(count: objectCount, repeating: Self.unseenKind)
    let refs = firstElementOnly ? try BinaryPlistChecker.checkFirstElement(self) : try BinaryPlistChecker.checkAll(self, inParts: inParts)
    makeStrings(refs)
    made = refs.map(Made.listed) ?? .everyString
  }

  /// Which slots of `strings` hold a string, to be let go with the parser.
  private enum Made {
    case none
    /// Every object of a string kind in the kind table.
    case everyString
    case listed([Int])
  }

  private var made = Made.none

  deinit {
    // Given back on every core, as they were made: on one, a lint of 100,000 questions spent a
    // twelfth of its time freeing the strings no model kept.
    switch made {
    case .none: break
    case .everyString:
      let (kinds, strings) = (self.kinds, self.strings)
      Parts.run(Parts.pieces(for: objectCount, minimum: 16_384), over: objectCount) { _, range in
        for ref in range where Self.isStringKind(kinds[ref]) { strings.end(ref) }
      }
    case .listed(let refs):
      let strings = self.strings
      Parts.run(Parts.pieces(for: refs.count, minimum: 16_384), over: refs.count) { _, range in
        for i in range { strings.end(refs[i]) }
      }
    }
    strings.deallocate()
    kinds.deallocate()
  }

  /// The last 32 bytes: the sizes of offsets and references, the object count, the top object
  /// and where the offset table starts, each checked against the file.
  private struct Trailer {
    let offsetSize: Int
    let refSize: Int
    let objectCount: Int
    let tableOffset: Int
    let top: Int

    init(_ bytes: ByteView) throws(PlistError) {
      guard bytes.count >= 8 + 32 else {
        throw PlistError("the binary plist is too short (\(bytes.count) bytes) to hold a header and its 32-byte trailer")
      }
      let trailer = bytes.count - 32
      func word(_ at: Int) -> UInt64 { bytes.bigEndianWord(at: trailer + at) }
      offsetSize = Int(bytes[trailer + 6])
      refSize = Int(bytes[trailer + 7])
      let count = word(8)
      let topObject = word(16)
      let table = word(24)
      // Any width from 1 to 8 bytes: Foundation, plistlib and libplist read 3, 5, 6 and 7 too.
      guard (1...8).contains(offsetSize), (1...8).contains(refSize) else {
        throw PlistError("the trailer gives invalid sizes (offsets \(offsetSize), references \(refSize) bytes)", at: .offset(trailer))
      }
      guard count > 0, count < UInt64(bytes.count), topObject < count else {
        throw PlistError("the trailer gives \(count) objects with the top object \(topObject)", at: .offset(trailer))
      }
      guard table >= 8, table < UInt64(trailer), (UInt64(trailer) - table) / UInt64(offsetSize) >= count else {
        throw PlistError("the offset table at \(table) does not fit in the file (\(bytes.count) bytes)", at: .offset(trailer))
      }
      objectCount = Int(count)
      tableOffset = Int(table)
      top = Int(topObject)
    }
  }

  /// The top object, checked.
  var root: PlistNode { PlistNode(binary: self, ref: top) }

  // MARK: - Reading checked objects

  /// A big-endian unsigned integer of 1, 2, 4 or 8 bytes (or any size up to 8, more slowly).
  @inline(__always)
  func readUInt(at offset: Int, size: Int) -> UInt64 {
    bytes.bigEndian(at: offset, size: size)
  }

  /// An unsigned integer of `shift`-given width at `offset`, read as one 8-byte load without a
  /// branch on its size: offsets and references are always followed by at least 8 bytes of file
  /// (the offset table, then the 32-byte trailer).
  @inline(__always)
  func readNarrow(at offset: Int, shift: UInt64) -> UInt64 {
    bytes.bigEndianWord(at: offset) &>> shift
  }

  /// Where object `ref` starts as the offset table gives it: unsigned and not yet checked (the
  /// checker compares it with the object area before anything reads there). `ref` must be below
  /// `objectCount`.
  @inline(__always)
  func storedOffset(of ref: Int) -> UInt64 {
    // Wrapping arithmetic: ref < objectCount bounds it, and overflow checks cost a branch each.
    readNarrow(at: tableOffset &+ ref &* offsetSize, shift: offsetShift)
  }

  /// Where a checked object starts (the checker has made sure it is inside the object area).
  @inline(__always)
  func offset(of ref: Int) -> Int { Int(truncatingIfNeeded: storedOffset(of: ref)) }

  /// The high nibble of a checked object's marker: 0x5 or 0x6 a string, 0xA an array, ...
  @inline(__always)
  func markerKind(of ref: Int) -> UInt8 { kinds[ref] }

  /// The kind the checker gives an array whose elements are all strings (0xB is no marker's).
  static let stringArrayKind: UInt8 = 0xB
  /// While checking: an object not reached yet, and a container still being walked.
  static let unseenKind: UInt8 = 0xFF
  static let openKind: UInt8 = 0xFE

  @inline(__always)
  func isArray(_ ref: Int) -> Bool { kinds[ref] == 0xA || kinds[ref] == Self.stringArrayKind }

  /// Whether a checked object's kind is an array's or a dictionary's.
  @inline(__always)
  static func isContainerKind(_ kind: UInt8) -> Bool { kind == 0xA || kind == 0xD || kind == stringArrayKind }

  /// The kind the checker gives a string whose length follows its marker (15 units or more;
  /// 0x7 is no marker's): only such strings are counted again each time they are referenced
  /// (see `BinaryPlistChecker.repeatedBytes`), without reading their markers again to know.
  static let longStringKind: UInt8 = 0x7

  /// Whether a kind is a string's: 0x5 ASCII, 0x6 UTF-16, or a long string of either.
  @inline(__always)
  static func isStringKind(_ kind: UInt8) -> Bool { kind == 0x5 || kind == 0x6 || kind == longStringKind }

  /// The count after a marker and where the object's body starts (checked before use).
  func extent(at offset: Int) -> (count: Int, start: Int) {
    let marker = bytes[offset]
    let nibble = Int(marker & 0x0F)
    if nibble != 0x0F { return (nibble, offset + 1) }
    let size = 1 << Int(bytes[offset + 1] & 0x0F)
    return (Int(readUInt(at: offset + 2, size: size)), offset + 2 + size)
  }

  /// The `i`th reference in a container whose references start at `start`, as the file gives
  /// it: unsigned and not yet checked against the object table.
  @inline(__always)
  func storedRef(_ i: Int, at start: Int) -> UInt64 {
    readNarrow(at: start &+ i &* refSize, shift: refShift)
  }

  /// The `i`th reference in a checked container (the checker has made sure each is below
  /// `objectCount`).
  @inline(__always)
  func ref(_ i: Int, at start: Int) -> Int { Int(truncatingIfNeeded: storedRef(i, at: start)) }

  @inline(__always)
  func string(_ ref: Int) -> String { strings[ref] }

  /// The place of the last of a checked dictionary's `count` keys (their references from
  /// `start`) that is `key` (compared by their bytes, see `PlistNode.sameKey`).
  @inline(__always)
  func lastKey(matching key: String, count: Int, start: Int) -> Int? {
    var i = count - 1
    while i >= 0 {
      if PlistNode.sameKey(strings[ref(i, at: start)], key) { return i }
      i -= 1
    }
    return nil
  }

  /// Makes the checked string objects into strings, each distinct one once; a large file's on
  /// every core (each string goes to its own slot). `refs` lists them, or is nil when every
  /// object of a string kind in the kind table is one.
  private func makeStrings(_ refs: [Int]?) {
    guard let refs else {
      Parts.run(Parts.pieces(for: objectCount, minimum: 16_384), over: objectCount) { _, range in
        for ref in range where Self.isStringKind(self.kinds[ref]) { self.strings.initialize(ref, to: self.makeString(ref)) }
      }
      return
    }
    Parts.run(Parts.pieces(for: refs.count, minimum: 16_384), over: refs.count) { _, range in
      for i in range { self.strings.initialize(refs[i], to: self.makeString(refs[i])) }
    }
  }

  private func makeString(_ ref: Int) -> String {
    let offset = offset(of: ref)
    let (count, start) = extent(at: offset)
    if bytes[offset] >> 4 == 0x5 {
      // The checker found every byte of an ASCII string below 0x80.
      return bytes.string(validUTF8: start..<(start + count), isASCII: true)
    }
    let bytes = bytes
    // The checker found no unpaired surrogate, so this does not fail.
    return UTF8Text.decodeUTF16(count: count) { i in UInt16(bytes[start + i * 2]) << 8 | UInt16(bytes[start + i * 2 + 1]) } ?? ""
  }
}
