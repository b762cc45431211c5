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
      encode(object, refs: flattener.refs, refSize: refSize, into: &out)
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
    case string(String)
    case scalar(PlistValue)
    case array(start: Int, count: Int)
    case dictionary(start: Int, count: Int)
  }

  struct Flattener {
    var objects: [Object] = []
    /// The references of every container's children, each container's in one run (a
    /// dictionary's keys, then its values).
    var refs: [Int] = []
    private var strings = StringRefs()
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
      if placeRefs.isEmpty { placeRefs = Array(repeating: 0, count: places) }
      guard place < placeRefs.count else { return addString(text()) }
      if placeRefs[place] != 0 { return placeRefs[place] - 1 }
      let ref = addString(text())
      placeRefs[place] = ref + 1
      return ref
    }

    private mutating func addString(_ text: String) -> Int {
      let (ref, isNew) = strings.ref(for: text, next: objects.count)
      if isNew { objects.append(.string(text)) }
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

  private static func encode(_ object: Object, refs: [Int], refSize: Int, into out: inout TextOutput) {
    switch object {
    case .string(let s): encodeString(s, into: &out)
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
    var utf8Text = text
    let ascii = utf8Text.withUTF8 { utf8 in
      guard !utf8.contains(where: { $0 >= 0x80 }) else { return false }
      appendMarker(0x50, count: utf8.count, to: &out)
      out.append(contentsOf: utf8)
      return true
    }
    if !ascii {
      appendMarker(0x60, count: text.utf16.count, to: &out)
      for unit in text.utf16 {
        out.append(UInt8(truncatingIfNeeded: unit >> 8))
        out.append(UInt8(truncatingIfNeeded: unit))
      }
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
struct StringRefs {
  private var slots: [Slot]
  private var used = 0
  private var texts: [String] = []

  private struct Slot {
    var hash: UInt64
    /// The object's reference, and the string's place in `texts`, plus one; 0 is empty.
    var ref: Int
    var text: Int
  }

  init() {
    slots = Array(repeating: Slot(hash: 0, ref: 0, text: 0), count: 64)
  }

  /// The reference of `text`: the one it was given before, or `next` (then `isNew`).
  mutating func ref(for text: String, next: Int) -> (ref: Int, isNew: Bool) {
    var text = text
    let hash = text.withUTF8(Self.hash)
    var i = Int(truncatingIfNeeded: hash) & (slots.count - 1)
    while slots[i].ref != 0 {
      if slots[i].hash == hash, Self.sameBytes(&texts[slots[i].text - 1], &text) { return (slots[i].ref - 1, false) }
      i = (i + 1) & (slots.count - 1)
    }
    texts.append(text)
    slots[i] = Slot(hash: hash, ref: next + 1, text: texts.count)
    used += 1
    if used * 4 > slots.count * 3 { grow() }
    return (next, true)
  }

  private mutating func grow() {
    let old = slots
    slots = Array(repeating: Slot(hash: 0, ref: 0, text: 0), count: old.count * 2)
    for slot in old where slot.ref != 0 {
      var i = Int(truncatingIfNeeded: slot.hash) & (slots.count - 1)
      while slots[i].ref != 0 { i = (i + 1) & (slots.count - 1) }
      slots[i] = slot
    }
  }

  private static func sameBytes(_ a: inout String, _ b: inout String) -> Bool {
    a.withUTF8 { x in b.withUTF8 { y in x.count == y.count && (x.isEmpty || memcmp(x.baseAddress!, y.baseAddress!, x.count) == 0) } }
  }

  /// FNV-1a over the bytes, then mixed: the table's slot comes from the low bits.
  private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
    var h: UInt64 = 0xCBF2_9CE4_8422_2325
    for byte in bytes { h = (h ^ UInt64(byte)) &* 0x100_0000_01B3 }
    h ^= h >> 33
    h &*= 0xFF51_AFD7_ED55_8CCD
    return h ^ (h >> 33)
  }
}
