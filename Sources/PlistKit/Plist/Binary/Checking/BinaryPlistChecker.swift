/// Walks a binary plist's object graph once from the top object, depth first with a stack of
/// its own (a file may nest 10,000 deep), checking each object before anything reads it and
/// decoding its strings. An object reached twice is checked once; one reached again while it is
/// still open is a reference cycle; a container reached twice is read twice, so what that
/// expands to is checked too.
struct BinaryPlistChecker {
  let parser: BinaryPlistParser
  /// The walk's state for each object: unseen, open (on the current path, so meeting it again
  /// is a cycle), or the object's kind once checked. The parser's own table, or a part's (see
  /// `BinaryPlistChecker+Parts`).
  let kinds: SharedSlots<UInt8>
  /// The string objects met, checked but not yet made into strings (see `BinaryPlistParser.makeStrings`).
  private(set) var strings: [Int] = []
  /// Whether a container is reached more than once (see `checkSharedContainers`).
  private(set) var sharesContainers = false
  /// The bytes of long strings and data reached again after their first time: a reader makes
  /// each reference a copy, so a 1 MB string referenced a million times would be a terabyte.
  /// A string of 14 units or fewer (its length in its marker) is at most 28 bytes a reference,
  /// and references are at least a byte of the file each: its copies are bounded by the file's
  /// size already, and not counting them spares reading the marker of every key again (a
  /// quarter of checking a catalog, each a cache miss).
  private var repeatedBytes = 0

  init(parser: BinaryPlistParser, kinds: SharedSlots<UInt8>) {
    self.parser = parser
    self.kinds = kinds
  }

  struct Frame {
    let ref: Int
    let start: Int
    let count: Int
    let isDictionary: Bool
    /// How deep the container lies: the top object is at 1.
    let depth: Int
    /// The children still to walk: `next..<end` (keys and values alternate in a dictionary).
    var next = 0
    var end: Int
    /// Whether every child so far is a string: such arrays are marked for `strings(ofArrayAt:)`.
    var allStrings = true

    init(ref: Int, start: Int, count: Int, isDictionary: Bool, depth: Int) {
      self.ref = ref
      self.start = start
      self.count = count
      self.isDictionary = isDictionary
      self.depth = depth
      end = isDictionary ? count * 2 : count
    }
  }

  /// Checks every object reachable from the top one.
  mutating func check() throws(PlistError) {
    if let top = try enterTop() { try walk(top) }
    if sharesContainers { try checkSharedContainers() }
  }

  /// Checks the top object; a container with children comes back as a frame to walk, open.
  mutating func enterTop() throws(PlistError) -> Frame? {
    guard let frame = try enter(parser.top, at: try offset(of: parser.top), depth: 1) else { return nil }
    kinds[parser.top] = BinaryPlistParser.openKind
    return frame
  }

  /// Walks `first`'s children from `first.next` to `first.end` and all below them, then notes
  /// `first`'s kind.
  mutating func walk(_ first: Frame) throws(PlistError) {
    var unused: [Frame] = []
    try walk(first, deferringFrom: .max, into: &unused)
  }

  /// As `walk(_:)`, but a container at depth `deferred` or deeper is checked and left open with
  /// its children unwalked, in `frontier` (see `BinaryPlistChecker+Parts`).
  mutating func walk(_ first: Frame, deferringFrom deferred: Int, into frontier: inout [Frame]) throws(PlistError) {
    var stack: [Frame] = [first]
    // A container's children are walked in one tight loop until one needs walking itself.
    while var frame = stack.popLast() {
      var descended = false
      while frame.next < frame.end {
        let isKey = frame.isDictionary && frame.next % 2 == 0
        let position = frame.isDictionary ? (isKey ? frame.next / 2 : frame.count + frame.next / 2) : frame.next
        frame.next += 1
        let stored = parser.storedRef(position, at: frame.start)
        guard stored < UInt64(parser.objectCount) else { throw outsideTable(stored, in: frame.ref) }
        let child = Int(stored)
        let known = kinds[child]
        if known == BinaryPlistParser.openKind {
          throw PlistError("object \(child) contains itself (a reference cycle)", at: .offset(try offset(of: child)))
        }
        let childOffset = known == BinaryPlistParser.unseenKind ? try offset(of: child) : 0
        let kind = known == BinaryPlistParser.unseenKind ? parser.bytes[childOffset] >> 4 : known
        let isString = BinaryPlistParser.isStringKind(kind)
        if isKey, !isString { throw try notAKey(child, in: frame.ref) }
        if !isString { frame.allStrings = false }
        guard known == BinaryPlistParser.unseenKind else {
          if BinaryPlistParser.isContainerKind(known) {
            sharesContainers = true
          } else if known == 0x4 || known == BinaryPlistParser.longStringKind {
            repeatedBytes += byteLength(of: child)
            let limit = Self.byteLimit(fileSize: parser.bytes.count)
            if repeatedBytes > limit { throw tooManyBytes(limit, at: frame.ref) }
          }
          continue
        }
        if let childFrame = try enter(child, at: childOffset, depth: frame.depth + 1) {
          kinds[child] = BinaryPlistParser.openKind
          if childFrame.depth >= deferred {
            frontier.append(childFrame)
            continue
          }
          stack.append(frame)
          stack.append(childFrame)
          descended = true
          break
        }
      }
      if !descended {
        kinds[frame.ref] = frame.isDictionary ? 0xD : frame.allStrings ? BinaryPlistParser.stringArrayKind : 0xA
      }
    }
  }

  /// How many bytes a checked string or data object holds (UTF-16 strings two a character).
  func byteLength(of ref: Int) -> Int {
    let offset = parser.offset(of: ref)
    let marker = parser.bytes[offset]
    var count = Int(marker & 0x0F)
    if count == 0x0F, let (long, _) = try? length(at: offset) { count = long }
    return marker >> 4 == 0x6 ? count * 2 : count
  }

  func tooManyBytes(_ limit: Int, at ref: Int) -> PlistError {
    PlistError("strings and data referenced from many places expand this file to more than \(limit) bytes, the most its \(parser.bytes.count) bytes may hold",
               at: .offset(parser.offset(of: ref)))
  }

  private func outsideTable(_ ref: UInt64, in container: Int) -> PlistError {
    PlistError("object reference \(ref) is outside the object table (\(parser.objectCount) objects)",
               at: .offset(parser.offset(of: container)))
  }

  private func notAKey(_ ref: Int, in dictionary: Int) throws(PlistError) -> PlistError {
    PlistError("a dictionary key (object \(ref)) is not a string", at: .offset(try offset(of: dictionary)))
  }

  /// Where object `ref` (below `objectCount`: the trailer's top, or a checked reference) starts.
  private func offset(of ref: Int) throws(PlistError) -> Int {
    let stored = parser.storedOffset(of: ref)
    guard stored >= 8, stored < UInt64(parser.tableOffset) else {
      throw PlistError("object \(ref) starts at \(stored), outside the object area (8..<\(parser.tableOffset))",
                       at: .offset(parser.tableOffset + ref * parser.offsetSize))
    }
    return Int(stored)
  }

  @inline(__always)
  private func need(_ count: Int, at offset: Int) throws(PlistError) {
    guard count >= 0, offset + count <= parser.tableOffset else { throw tooLong(count, at: offset) }
  }

  private func tooLong(_ count: Int, at offset: Int) -> PlistError {
    PlistError("an object needs \(count) bytes but the object area ends at \(parser.tableOffset)", at: .offset(offset))
  }

  /// The length that follows a marker's low nibble: the nibble itself, or an integer object.
  @inline(__always)
  private func length(at offset: Int) throws(PlistError) -> (count: Int, start: Int) {
    let nibble = Int(parser.bytes[offset] & 0x0F)
    if nibble != 0x0F { return (nibble, offset + 1) }
    return try longLength(at: offset)
  }

  private func longLength(at offset: Int) throws(PlistError) -> (count: Int, start: Int) {
    try need(2, at: offset + 1)
    let intMarker = parser.bytes[offset + 1]
    guard intMarker & 0xF0 == 0x10, intMarker & 0x0F <= 3 else {
      throw PlistError("a length must be an integer object (marker 0x10 to 0x13), found marker \(hexByte(intMarker))",
                       at: .offset(offset + 1))
    }
    let size = 1 << Int(intMarker & 0x0F)
    try need(size, at: offset + 2)
    let value = parser.readUInt(at: offset + 2, size: size)
    guard value < UInt64(parser.bytes.count) else {
      throw PlistError("a length of \(value) is larger than the file", at: .offset(offset + 1))
    }
    return (Int(value), offset + 2 + size)
  }

  /// Checks one object; a container with children comes back as a frame to walk.
  private mutating func enter(_ ref: Int, at offset: Int, depth: Int) throws(PlistError) -> Frame? {
    let marker = parser.bytes[offset]
    let isContainer = marker >> 4 == 0xA || marker >> 4 == 0xD
    guard !isContainer || depth <= XMLPlistParser.maxDepth else {
      throw PlistError("nesting is deeper than \(XMLPlistParser.maxDepth) levels", at: .offset(offset))
    }
    let kind = try checkAlone(marker, at: offset).kind
    kinds[ref] = kind
    if BinaryPlistParser.isStringKind(kind) { strings.append(ref) }
    guard isContainer else { return nil }
    let (count, start) = parser.extent(at: offset)
    return count == 0 ? nil : Frame(ref: ref, start: start, count: count, isDictionary: kind == 0xD, depth: depth)
  }

  /// Checks the object at `offset` on its own (its bytes, not what it references): its kind
  /// (a string whose length follows its marker is `longStringKind`) and where its bytes end.
  func checkAlone(_ marker: UInt8, at offset: Int) throws(PlistError) -> (kind: UInt8, end: Int) {
    switch marker >> 4 {
    case 0x5, 0x6:
      let end = try checkString(marker: marker, at: offset)
      return (marker & 0x0F == 0x0F ? BinaryPlistParser.longStringKind : marker >> 4, end)
    case 0xA, 0xD:
      let (count, start) = try length(at: offset)
      let bytes = (marker >> 4 == 0xD ? 2 : 1) * count * parser.refSize
      try need(bytes, at: start)
      return (marker >> 4, start + bytes)
    default:
      return (marker >> 4, try checkScalar(marker, at: offset))
    }
  }

  /// Checks an object that is neither a string nor a container; where its bytes end.
  private func checkScalar(_ marker: UInt8, at offset: Int) throws(PlistError) -> Int {
    switch marker >> 4 {
    case 0x0:
      guard marker == 0x08 || marker == 0x09 else { throw unknownMarker(marker, at: offset) }
      return offset + 1
    case 0x1:
      let size = 1 << Int(marker & 0x0F)
      guard size <= 16 else { throw PlistError("an integer of \(size) bytes is not supported", at: .offset(offset)) }
      try need(size, at: offset + 1)
      if size == 16, !BinaryPlistParser.wideIntegerFits(high: parser.readUInt(at: offset + 1, size: 8), low: parser.readUInt(at: offset + 9, size: 8)) {
        throw PlistError("a 16-byte integer outside the 64-bit range (-2^63 to 2^64-1) is not supported", at: .offset(offset))
      }
      return offset + 1 + size
    case 0x2:
      let size = 1 << Int(marker & 0x0F)
      guard size == 4 || size == 8 else { throw PlistError("a real must be 4 or 8 bytes, not \(size)", at: .offset(offset)) }
      try need(size, at: offset + 1)
      return offset + 1 + size
    case 0x3:
      guard marker == 0x33 else { throw PlistError("a date must be 8 bytes", at: .offset(offset)) }
      try need(8, at: offset + 1)
      let seconds = Double(bitPattern: parser.readUInt(at: offset + 1, size: 8))
      guard PlistScalars.dateRange.contains(seconds) else {
        throw PlistError("a date must be a time from the year 0 to 9999, found \(seconds) seconds from 2001", at: .offset(offset))
      }
      return offset + 9
    case 0x4:
      let (count, start) = try length(at: offset)
      try need(count, at: start)
      return start + count
    case 0x8:
      let size = Int(marker & 0x0F) + 1
      try need(size, at: offset + 1)
      // Up to 16 bytes, big-endian: a value above 2^64-1 has no reader that keeps it.
      if size > 8, (offset + 1..<offset + 1 + size - 8).contains(where: { parser.bytes[$0] != 0 }) {
        throw PlistError("a UID of \(size) bytes above 2^64-1 is not supported", at: .offset(offset))
      }
      return offset + 1 + size
    default:
      throw unknownMarker(marker, at: offset)
    }
  }

  private func unknownMarker(_ marker: UInt8, at offset: Int) -> PlistError {
    // The null object: written by no Apple writer, read as NSNull by Foundation and as None by
    // Python's plistlib. A plist value cannot be nothing, so it is refused, and said plainly.
    if marker == 0x00 {
      return PlistError("a null object (marker 0x00): a plist has no null, so it cannot be read (Foundation reads it as NSNull)",
                        at: .offset(offset))
    }
    return PlistError("unknown object marker \(hexByte(marker))", at: .offset(offset))
  }

  /// A string's bytes fit, an ASCII string is ASCII (CoreFoundation refuses a byte above 0x7F
  /// there too), and UTF-16 has no unpaired surrogate: making it later cannot fail. Returns
  /// where its bytes end.
  private func checkString(marker: UInt8, at offset: Int) throws(PlistError) -> Int {
    let (count, start) = try length(at: offset)
    if marker >> 4 == 0x5 {
      try need(count, at: start)
      guard parser.bytes.isASCII(start..<(start + count)) else {
        let bytes = parser.bytes
        let byte = (start..<(start + count)).first { bytes[$0] > 0x7F }.map { bytes[$0] } ?? 0
        throw PlistError("an ASCII string holds the byte \(hexByte(byte)), which is not ASCII", at: .offset(offset))
      }
      return start + count
    }
    try need(count * 2, at: start)
    let bytes = parser.bytes
    var i = 0
    while i < count {
      let unit = UInt16(bytes[start + i * 2]) << 8 | UInt16(bytes[start + i * 2 + 1])
      i += 1
      guard unit & 0xF800 == 0xD800 else { continue }
      guard unit < 0xDC00, i < count, bytes[start + i * 2] & 0xFC == 0xDC else {
        throw PlistError("a UTF-16 string holds an unpaired surrogate", at: .offset(offset))
      }
      i += 1
    }
    return start + count * 2
  }
}

/// A byte as two uppercase hex digits, the way a hex dump shows it: 0x0F, not 0xf.
private func hexByte(_ byte: UInt8) -> String {
  let digits = String(byte, radix: 16, uppercase: true)
  return "0x" + (byte < 0x10 ? "0" : "") + digits
}
