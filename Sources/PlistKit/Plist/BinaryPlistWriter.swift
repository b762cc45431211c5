import Foundation

/// Writes the binary plist form (`bplist00`), storing each distinct string and number once.
public enum BinaryPlistWriter {
  public static func write(_ value: PlistValue) -> [UInt8] {
    // No limit: nothing to throw.
    (try? write(value, limit: .max)) ?? []
  }

  /// `limit` bounds the output's size (see `XMLPlistWriter.checkedWrite`); strings and
  /// integers are written once however often they occur, containers once a place.
  public static func write(_ value: PlistValue, limit: Int) throws(PlistError) -> [UInt8] {
    try write(PlistNode(value), limit: limit)
  }

  /// The binary form of a node read in place (see `PlistReader.withRootNode`): a conversion
  /// never builds the file's values as a tree.
  public static func write(_ node: PlistNode, limit: Int = .max) throws(PlistError) -> [UInt8] {
    var flattener = Flattener(limit: limit)
    let top = try flattener.add(node)
    let refSize = byteCount(for: UInt64(flattener.objects.count))

    var out = TextOutput(limit: .max)
    out.append("bplist00")
    var offsets: [Int] = []
    offsets.reserveCapacity(flattener.objects.count)
    for object in flattener.objects {
      offsets.append(out.count)
      encode(object, flattener: flattener, refSize: refSize, into: &out)
      guard out.count <= limit else { throw OutputLimit.passed(limit) }
    }
    let tableOffset = out.count
    let offsetSize = byteCount(for: UInt64(tableOffset))
    for offset in offsets { appendUInt(UInt64(offset), size: offsetSize, to: &out) }
    for byte in [0, 0, 0, 0, 0, 0, UInt8(offsetSize), UInt8(refSize)] as [UInt8] { out.append(byte) }
    appendUInt(UInt64(flattener.objects.count), size: 8, to: &out)
    appendUInt(UInt64(top), size: 8, to: &out)
    appendUInt(UInt64(tableOffset), size: 8, to: &out)
    guard out.count <= limit else { throw OutputLimit.passed(limit) }
    return out.bytes
  }

  /// An object of the output; a container's children are references kept in one pool.
  enum Object {
    /// A string, by its entry in the writer's `StringRefs`.
    case string(entry: Int)
    case scalar(PlistValue)
    case array(start: Int, count: Int)
    case dictionary(start: Int, count: Int)
  }

  struct Flattener {
    var objects: [Object] = []
    /// The references of every container's children, each container's in one run (a
    /// dictionary's keys, then its values).
    var refs: [Int] = []
    private(set) var strings = StringRefs()
    /// The reference of each string already written, by its place in the file read in place
    /// (see `PlistNode.stringPlace`), plus one; 0 for one not met yet.
    private var placeRefs: [Int] = []
    private var integers: [Int64: Int] = [:]
    /// The output is at least a byte an object, and a limit of that is checked as objects are
    /// made, before a shared container expanded many times fills memory.
    let limit: Int

    init(limit: Int) { self.limit = limit }

    mutating func add(_ node: PlistNode) throws(PlistError) -> Int {
      guard objects.count <= limit else { throw OutputLimit.passed(limit) }
      switch node.kind {
      case .string:
        guard let (place, places) = node.stringPlace else { return addString(node.string ?? "") }
        return addString(at: place, of: places) { node.string ?? "" }
      case .array:
        let ref = append(.array(start: refs.count, count: node.count))
        let start = refs.count
        refs.append(contentsOf: repeatElement(0, count: node.count))
        try node.forEachElement { (i, element) throws(PlistError) in refs[start + i] = try add(element) }
        return ref
      case .dictionary:
        return try addDictionary(node)
      default:
        let value = node.scalar ?? .bool(false)
        if case .integer(let i) = value {
          if let ref = integers[i] { return ref }
          let ref = append(.scalar(value))
          integers[i] = ref
          return ref
        }
        return append(.scalar(value))
      }
    }

    /// The string kept at `place` of the file read in place: looked up by its text only the
    /// first time it is met there.
    private mutating func addString(at place: Int, of places: Int, _ text: () -> String) -> Int {
      if placeRefs.isEmpty {
        placeRefs = Array(repeating: 0, count: places)
        strings.reserve(places)
      }
      guard place < placeRefs.count else { return addString(text()) }
      if placeRefs[place] != 0 { return placeRefs[place] - 1 }
      let ref = addString(text())
      placeRefs[place] = ref + 1
      return ref
    }

    private mutating func addString(_ text: String) -> Int {
      let (ref, entry, isNew) = strings.ref(for: text, next: objects.count)
      if isNew { objects.append(.string(entry: entry)) }
      return ref
    }

    private mutating func addDictionary(_ node: PlistNode) throws(PlistError) -> Int {
      let node = node.writtenEntries
      let count = node.count
      // `{CF$UID = n}` from XML or JSON is the UID it stands for, as Apple's reader takes it:
      // a keyed archive converted to binary still unarchives.
      if count == 1, let (_, value) = node.lookup("CF$UID") {
        switch value.scalar {
        case .integer(let n)? where n >= 0: return append(.scalar(.uid(UInt64(n))))
        case .unsignedInteger(let n)?: return append(.scalar(.uid(n)))
        default: break
        }
      }
      let ref = append(.dictionary(start: refs.count, count: count))
      let start = refs.count
      refs.append(contentsOf: repeatElement(0, count: 2 * count))
      // Keys first, then values, as Apple's writer orders them.
      if let places = node.keyPlaces, let sizing = node.placesCount {
        node.forEachEntry { i, key, _ in refs[start + i] = addString(at: places[i], of: sizing) { key } }
      } else {
        node.forEachEntry { i, key, _ in refs[start + i] = addString(key) }
      }
      try node.forEachEntry { (i, _, value) throws(PlistError) in refs[start + count + i] = try add(value) }
      return ref
    }

    private mutating func append(_ object: Object) -> Int {
      objects.append(object)
      return objects.count - 1
    }
  }

  private static func encode(_ object: Object, flattener: Flattener, refSize: Int, into out: inout TextOutput) {
    let refs = flattener.refs
    switch object {
    case .string(let entry): flattener.strings.withBytes(of: entry) { encodeString(utf8: $0, into: &out) }
    case .array(let start, let count):
      appendMarker(0xA0, count: count, to: &out)
      for i in start..<start + count { appendUInt(UInt64(refs[i]), size: refSize, to: &out) }
    case .dictionary(let start, let count):
      appendMarker(0xD0, count: count, to: &out)
      for i in start..<start + 2 * count { appendUInt(UInt64(refs[i]), size: refSize, to: &out) }
    case .scalar(let value):
      encodeScalar(value, into: &out)
    }
  }

  private static func encodeString(_ text: String, into out: inout TextOutput) {
    var text = text
    text.withUTF8 { encodeString(utf8: $0, into: &out) }
  }

  /// ASCII as it is, anything else as UTF-16 big-endian, as CoreFoundation writes strings.
  private static func encodeString(utf8: UnsafeBufferPointer<UInt8>, into out: inout TextOutput) {
    guard utf8.contains(where: { $0 >= 0x80 }) else {
      appendMarker(0x50, count: utf8.count, to: &out)
      out.append(contentsOf: utf8)
      return
    }
    var units = 0
    UTF8Text.forEachUTF16Unit(utf8) { _ in units += 1 }
    appendMarker(0x60, count: units, to: &out)
    UTF8Text.forEachUTF16Unit(utf8) { unit in
      out.append(UInt8(truncatingIfNeeded: unit >> 8))
      out.append(UInt8(truncatingIfNeeded: unit))
    }
  }

  private static func encodeScalar(_ value: PlistValue, into out: inout TextOutput) {
    switch value {
    case .bool(let b): out.append(b ? 0x09 as UInt8 : 0x08)
    case .integer(let i):
      if i >= 0, i <= 0xFF {
        out.append(0x10); out.append(UInt8(i))
      } else if i >= 0, i <= 0xFFFF {
        out.append(0x11); appendUInt(UInt64(i), size: 2, to: &out)
      } else if i >= 0, i <= 0xFFFF_FFFF {
        out.append(0x12); appendUInt(UInt64(i), size: 4, to: &out)
      } else {
        out.append(0x13); appendUInt(UInt64(bitPattern: i), size: 8, to: &out)
      }
    case .unsignedInteger(let u):
      out.append(0x14)
      appendUInt(0, size: 8, to: &out)
      appendUInt(u, size: 8, to: &out)
    case .real(let r):
      out.append(0x23); appendUInt(r.bitPattern, size: 8, to: &out)
    case .date(let d):
      out.append(0x33); appendUInt(d.timeIntervalSinceReferenceDate.bitPattern, size: 8, to: &out)
    case .data(let d):
      appendMarker(0x40, count: d.count, to: &out)
      d.withUnsafeBytes { out.append(contentsOf: $0.bindMemory(to: UInt8.self)) }
    case .string(let s):
      encodeString(s, into: &out)
    case .uid(let n):
      // 1, 2, 4 or 8 bytes, big-endian, as CoreFoundation writes a UID.
      let size = n <= 0xFF ? 1 : n <= 0xFFFF ? 2 : n <= 0xFFFF_FFFF ? 4 : 8
      out.append(0x80 | UInt8(size - 1))
      appendUInt(n, size: size, to: &out)
    case .array, .dictionary:
      preconditionFailure("containers are flattened before encoding")
    }
  }

  private static func appendMarker(_ kind: UInt8, count: Int, to out: inout TextOutput) {
    if count < 15 {
      out.append(kind | UInt8(count))
      return
    }
    out.append(kind | 0x0F)
    let size = byteCount(for: UInt64(count))
    out.append(0x10 | UInt8(size.trailingZeroBitCount))
    appendUInt(UInt64(count), size: size, to: &out)
  }

  private static func byteCount(for value: UInt64) -> Int {
    value <= 0xFF ? 1 : value <= 0xFFFF ? 2 : value <= 0xFFFF_FFFF ? 4 : 8
  }

  private static func appendUInt(_ value: UInt64, size: Int, to out: inout TextOutput) {
    for shift in stride(from: (size - 1) * 8, through: 0, by: -8) {
      out.append(UInt8(truncatingIfNeeded: value >> UInt64(shift)))
    }
  }
}

/// The binary writer's table of strings already written, by their UTF-8 bytes: Swift's own
/// `Dictionary<String, Int>` hashes a string in normalized form, which for CJK text cost a
/// conversion most of its time. Two strings are one object when their bytes are equal, as in
/// CoreFoundation's writer (which compares UTF-16 units).
///
/// Each distinct string's bytes are copied once into one buffer, in order, and its object is
/// written from there: no string is retained (each a cache miss on text made by the reader),
/// and a slot is eight bytes, so the table of half a million strings of a large catalog stays
/// small enough to probe without missing the cache at every one.
struct StringRefs {
  /// A slot holds the upper 24 bits of a string's hash and its entry + 1 (0: empty) in the lower 40.
  private var slots = [UInt64](repeating: 0, count: 1_024)
  private var used = 0
  /// Every distinct string's UTF-8 bytes, end to end: entry `e` is `bytes[starts[e]..<starts[e + 1]]`.
  private var bytes: [UInt8] = []
  private var starts: [Int] = [0]
  /// Each entry's object reference.
  private var refs: [Int] = []

  private static let entryBits: UInt64 = 40
  private static let entryMask: UInt64 = (1 << entryBits) - 1

  /// Room for about `count` distinct strings, so that the table is not grown while it fills.
  mutating func reserve(_ count: Int) {
    var wanted = slots.count
    while wanted * 3 < count * 4 { wanted *= 2 }
    if wanted > slots.count { rehash(to: wanted) }
    refs.reserveCapacity(count)
    starts.reserveCapacity(count + 1)
  }

  /// The reference and entry of `text`: those it was given before, or `next` and a new entry
  /// (then `isNew`).
  mutating func ref(for text: String, next: Int) -> (ref: Int, entry: Int, isNew: Bool) {
    var text = text
    return text.withUTF8 { ref(forBytes: $0, next: next) }
  }

  private mutating func ref(forBytes utf8: UnsafeBufferPointer<UInt8>, next: Int) -> (ref: Int, entry: Int, isNew: Bool) {
    let hash = Self.hash(utf8)
    let tag = hash >> Self.entryBits
    let mask = slots.count - 1
    var i = Int(truncatingIfNeeded: hash) & mask
    while slots[i] != 0 {
      let slot = slots[i]
      if slot >> Self.entryBits == tag {
        let entry = Int(slot & Self.entryMask) - 1
        if sameBytes(entry, utf8) { return (refs[entry], entry, false) }
      }
      i = (i + 1) & mask
    }
    let entry = refs.count
    bytes.append(contentsOf: utf8)
    starts.append(bytes.count)
    refs.append(next)
    slots[i] = tag << Self.entryBits | UInt64(entry + 1)
    used += 1
    if used * 4 > slots.count * 3 { rehash(to: slots.count * 2) }
    return (next, entry, true)
  }

  /// The UTF-8 bytes of `entry`, valid during the call.
  func withBytes<T>(of entry: Int, _ body: (UnsafeBufferPointer<UInt8>) -> T) -> T {
    bytes.withUnsafeBufferPointer { all in body(UnsafeBufferPointer(rebasing: all[starts[entry]..<starts[entry + 1]])) }
  }

  private func sameBytes(_ entry: Int, _ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
    let start = starts[entry], count = starts[entry + 1] - start
    guard count == utf8.count else { return false }
    guard count > 0 else { return true }
    return bytes.withUnsafeBufferPointer { memcmp($0.baseAddress! + start, utf8.baseAddress!, count) == 0 }
  }

  private mutating func rehash(to count: Int) {
    var grown = [UInt64](repeating: 0, count: count)
    let mask = count - 1
    bytes.withUnsafeBufferPointer { all in
      for entry in refs.indices {
        let hash = Self.hash(UnsafeBufferPointer(rebasing: all[starts[entry]..<starts[entry + 1]]))
        var i = Int(truncatingIfNeeded: hash) & mask
        while grown[i] != 0 { i = (i + 1) & mask }
        grown[i] = (hash >> Self.entryBits) << Self.entryBits | UInt64(entry + 1)
      }
    }
    slots = grown
  }

  /// Eight bytes at a time, multiplied and mixed (murmur3's finalizer): the table's slot comes
  /// from the low bits, the tag from the high ones.
  private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
    var h = UInt64(bytes.count) &* 0x9E37_79B9_7F4A_7C15
    guard let base = bytes.baseAddress else { return mix(h) }
    let raw = UnsafeRawPointer(base)
    var i = 0
    while i + 8 <= bytes.count {
      h = (h ^ raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)) &* 0xFF51_AFD7_ED55_8CCD
      h ^= h >> 29
      i += 8
    }
    var tail: UInt64 = 0
    var shift: UInt64 = 0
    while i < bytes.count {
      tail |= UInt64(base[i]) << shift
      shift += 8
      i += 1
    }
    return mix(h ^ tail)
  }

  private static func mix(_ value: UInt64) -> UInt64 {
    var h = value
    h ^= h >> 33
    h &*= 0xFF51_AFD7_ED55_8CCD
    h ^= h >> 33
    h &*= 0xC4CE_B9FE_1A85_EC53
    return h ^ (h >> 33)
  }
}
