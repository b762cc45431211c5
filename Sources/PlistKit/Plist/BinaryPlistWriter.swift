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
    var flattener = Flattener(limit: limit)
    let top = try flattener.add(value)
    let objects = flattener.objects
    let refSize = byteCount(for: UInt64(objects.count))

    var out: [UInt8] = Array("bplist00".utf8)
    var offsets: [Int] = []
    offsets.reserveCapacity(objects.count)
    for object in objects {
      offsets.append(out.count)
      encode(object, refSize: refSize, into: &out)
    }
    let tableOffset = out.count
    let offsetSize = byteCount(for: UInt64(tableOffset))
    for offset in offsets { appendUInt(UInt64(offset), size: offsetSize, to: &out) }
    out += [0, 0, 0, 0, 0, 0, UInt8(offsetSize), UInt8(refSize)]
    appendUInt(UInt64(objects.count), size: 8, to: &out)
    appendUInt(UInt64(top), size: 8, to: &out)
    appendUInt(UInt64(tableOffset), size: 8, to: &out)
    guard out.count <= limit else { throw OutputLimit.passed(limit) }
    return out
  }

  /// An object with its children replaced by references.
  enum Object {
    case scalar(PlistValue)
    case array([Int])
    case dictionary(keys: [Int], values: [Int])
  }

  struct Flattener {
    var objects: [Object] = []
    private var strings: [String: Int] = [:]
    private var integers: [Int64: Int] = [:]
    /// The output is at least a byte an object, and a limit of that is checked as objects are
    /// made, before a shared container expanded many times fills memory.
    let limit: Int

    init(limit: Int) { self.limit = limit }

    mutating func add(_ value: PlistValue) throws(PlistError) -> Int {
      guard objects.count <= limit else { throw OutputLimit.passed(limit) }
      switch value {
      case .string(let s):
        if let ref = strings[s] { return ref }
        let ref = append(.scalar(value))
        strings[s] = ref
        return ref
      case .integer(let i):
        if let ref = integers[i] { return ref }
        let ref = append(.scalar(value))
        integers[i] = ref
        return ref
      case .array(let items):
        let ref = append(.array([]))
        var refs: [Int] = []
        refs.reserveCapacity(items.count)
        for item in items { refs.append(try add(item)) }
        objects[ref] = .array(refs)
        return ref
      // `{CF$UID = n}` from XML or JSON is the UID it stands for, as Apple's reader takes it:
      // a keyed archive converted to binary still unarchives.
      case .dictionary(let dict) where dict.count == 1 && dict.entries[0].key == "CF$UID":
        switch dict.entries[0].value {
        case .integer(let n) where n >= 0: return append(.scalar(.uid(UInt64(n))))
        case .unsignedInteger(let n): return append(.scalar(.uid(n)))
        default: return try addDictionary(dict)
        }
      case .dictionary(let dict):
        return try addDictionary(dict)
      default:
        return append(.scalar(value))
      }
    }

    private mutating func addDictionary(_ dict: PlistDictionary) throws(PlistError) -> Int {
      let ref = append(.dictionary(keys: [], values: []))
      var keys: [Int] = []
      var values: [Int] = []
      for entry in dict.entries { keys.append(try add(.string(entry.key))) }
      for entry in dict.entries { values.append(try add(entry.value)) }
      objects[ref] = .dictionary(keys: keys, values: values)
      return ref
    }

    private mutating func append(_ object: Object) -> Int {
      objects.append(object)
      return objects.count - 1
    }
  }

  private static func encode(_ object: Object, refSize: Int, into out: inout [UInt8]) {
    switch object {
    case .array(let refs):
      appendMarker(0xA0, count: refs.count, to: &out)
      for ref in refs { appendUInt(UInt64(ref), size: refSize, to: &out) }
    case .dictionary(let keys, let values):
      appendMarker(0xD0, count: keys.count, to: &out)
      for ref in keys { appendUInt(UInt64(ref), size: refSize, to: &out) }
      for ref in values { appendUInt(UInt64(ref), size: refSize, to: &out) }
    case .scalar(let value):
      encodeScalar(value, into: &out)
    }
  }

  private static func encodeScalar(_ value: PlistValue, into out: inout [UInt8]) {
    switch value {
    case .bool(let b): out.append(b ? 0x09 : 0x08)
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
      out.append(contentsOf: d)
    case .string(let s):
      if s.utf8.allSatisfy({ $0 < 0x80 }) {
        appendMarker(0x50, count: s.utf8.count, to: &out)
        out.append(contentsOf: s.utf8)
      } else {
        let units = Array(s.utf16)
        appendMarker(0x60, count: units.count, to: &out)
        for unit in units { appendUInt(UInt64(unit), size: 2, to: &out) }
      }
    case .uid(let n):
      // 1, 2, 4 or 8 bytes, big-endian, as CoreFoundation writes a UID.
      let size = n <= 0xFF ? 1 : n <= 0xFFFF ? 2 : n <= 0xFFFF_FFFF ? 4 : 8
      out.append(0x80 | UInt8(size - 1))
      appendUInt(n, size: size, to: &out)
    case .array, .dictionary:
      preconditionFailure("containers are flattened before encoding")
    }
  }

  private static func appendMarker(_ kind: UInt8, count: Int, to out: inout [UInt8]) {
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

  private static func appendUInt(_ value: UInt64, size: Int, to out: inout [UInt8]) {
    for shift in stride(from: (size - 1) * 8, through: 0, by: -8) {
      out.append(UInt8(truncatingIfNeeded: value >> UInt64(shift)))
    }
  }
}
