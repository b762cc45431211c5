import Foundation

extension BinaryPlistWriter {
  /// The file: each object the first time the output meets its number, the offset table and
  /// the trailer.
  static func encode(_ flattened: Flattened, numbering: Numbering, views: [BinaryStringView],
                     limit: Int) throws(PlistError) -> [UInt8] {
    let refSize = byteCount(for: UInt64(numbering.count))
    var out = BinaryOutput()
    out.put("bplist00")
    var offsets: [Int] = []
    offsets.reserveCapacity(numbering.count)
    try numbering.numbers.withUnsafeBufferPointer { numbers throws(PlistError) in
      for segment in flattened.segments {
        let f = segment.flattener
        let flattener = flattened.flatteners[f]
        let view = views[f]
        let ownNumbers = UnsafeBufferPointer(rebasing: numbers[numbering.objectBases[f]...])
        // A child's number: its own flattener's, or (the head's) a part's container's.
        let number = { (ref: Int) in ref >= 0 ? ownNumbers[ref] : numbering.spliceNumbers[-ref - 1] }
        try flattener.objects.withUnsafeBufferPointer { objects throws(PlistError) in
          try flattener.refs.withUnsafeBufferPointer { refs throws(PlistError) in
            for object in segment.objects where ownNumbers[object] == offsets.count {
              offsets.append(out.count)
              switch objects[object] {
              case .string(let entry): encodeString(utf8: view.text(entry), into: &out)
              case .array(let start, let count):
                out.reserve(9 + count * refSize)
                putMarker(0xA0, count: count, to: &out)
                for i in start..<start + count { out.putUInt(UInt64(number(refs[i])), size: refSize) }
              case .dictionary(let start, let count):
                out.reserve(9 + 2 * count * refSize)
                putMarker(0xD0, count: count, to: &out)
                for i in start..<start + 2 * count { out.putUInt(UInt64(number(refs[i])), size: refSize) }
              case .scalar(let value):
                encodeScalar(value, into: &out)
              }
              guard out.count <= limit else { throw OutputLimit.passed(limit) }
            }
          }
        }
      }
    }
    let tableOffset = out.count
    let offsetSize = byteCount(for: UInt64(tableOffset))
    out.reserve(offsets.count * offsetSize + 32)
    for offset in offsets { out.putUInt(UInt64(offset), size: offsetSize) }
    for _ in 0..<6 { out.put(0) }
    out.put(UInt8(offsetSize))
    out.put(UInt8(refSize))
    out.putUInt(UInt64(numbering.count), size: 8)
    out.putUInt(UInt64(numbering.number(of: flattened.top, in: 0)), size: 8)
    out.putUInt(UInt64(tableOffset), size: 8)
    guard out.count <= limit else { throw OutputLimit.passed(limit) }
    return out.bytes
  }

  /// ASCII as it is, anything else as UTF-16 big-endian, as CoreFoundation writes strings.
  private static func encodeString(utf8: UnsafeBufferPointer<UInt8>, into out: inout BinaryOutput) {
    // Eight bytes at a time while they are ASCII (names, prices, identifiers).
    var ascii = true
    var i = 0
    if let base = utf8.baseAddress {
      let raw = UnsafeRawPointer(base)
      while i + 8 <= utf8.count, raw.loadUnaligned(fromByteOffset: i, as: UInt64.self) & 0x8080_8080_8080_8080 == 0 { i += 8 }
      while i < utf8.count, utf8[i] < 0x80 { i += 1 }
      ascii = i == utf8.count
    }
    if ascii {
      out.reserve(9 + utf8.count)
      putMarker(0x50, count: utf8.count, to: &out)
      out.put(utf8)
      return
    }
    // A UTF-16 unit for each character of up to three UTF-8 bytes, two for one of four.
    var units = i
    for byte in UnsafeBufferPointer(rebasing: utf8[i...]) { units &+= byte & 0xC0 == 0x80 ? 0 : byte >= 0xF0 ? 2 : 1 }
    out.reserve(9 + 2 * units)
    putMarker(0x60, count: units, to: &out)
    UTF8Text.forEachUTF16Unit(utf8) { unit in out.putUInt(UInt64(unit), size: 2) }
  }

  private static func encodeScalar(_ value: PlistValue, into out: inout BinaryOutput) {
    out.reserve(17)
    switch value {
    case .bool(let b): out.put(b ? 0x09 : 0x08)
    case .integer(let i):
      if i >= 0, i <= 0xFF {
        out.put(0x10); out.putUInt(UInt64(i), size: 1)
      } else if i >= 0, i <= 0xFFFF {
        out.put(0x11); out.putUInt(UInt64(i), size: 2)
      } else if i >= 0, i <= 0xFFFF_FFFF {
        out.put(0x12); out.putUInt(UInt64(i), size: 4)
      } else {
        out.put(0x13); out.putUInt(UInt64(bitPattern: i), size: 8)
      }
    case .unsignedInteger(let u):
      out.put(0x14)
      out.putUInt(0, size: 8)
      out.putUInt(u, size: 8)
    case .real(let r):
      out.put(0x23); out.putUInt(r.bitPattern, size: 8)
    case .date(let d):
      out.put(0x33); out.putUInt(d.timeIntervalSinceReferenceDate.bitPattern, size: 8)
    case .data(let d):
      out.reserve(9 + d.count)
      putMarker(0x40, count: d.count, to: &out)
      d.withUnsafeBytes { out.put($0.bindMemory(to: UInt8.self)) }
    case .string(let s):
      var s = s
      s.withUTF8 { encodeString(utf8: $0, into: &out) }
    case .uid(let n):
      // 1, 2, 4 or 8 bytes, big-endian, as CoreFoundation writes a UID.
      let size = byteCount(for: n)
      out.put(0x80 | UInt8(size - 1))
      out.putUInt(n, size: size)
    case .array, .dictionary:
      preconditionFailure("containers are flattened before encoding")
    }
  }

  /// A kind and a count: in the marker's low nibble below 15, else an integer after it. Room
  /// for nine bytes was made.
  private static func putMarker(_ kind: UInt8, count: Int, to out: inout BinaryOutput) {
    if count < 15 {
      out.put(kind | UInt8(count))
      return
    }
    out.put(kind | 0x0F)
    let size = byteCount(for: UInt64(count))
    out.put(0x10 | UInt8(size.trailingZeroBitCount))
    out.putUInt(UInt64(count), size: size)
  }

  static func byteCount(for value: UInt64) -> Int {
    value <= 0xFF ? 1 : value <= 0xFFFF ? 2 : value <= 0xFFFF_FFFF ? 4 : 8
  }
}

/// The binary writer's output: room for an object is made first (`reserve`), then its bytes
/// are stored without a check each; appending to an array byte by byte checked its capacity
/// and uniqueness at every byte, a third of a conversion's encoding.
struct BinaryOutput: ~Copyable {
  private var base: UnsafeMutablePointer<UInt8>
  private var capacity = 1 << 16
  private(set) var count = 0

  init() { base = .allocate(capacity: capacity) }
  deinit { base.deallocate() }

  mutating func reserve(_ more: Int) {
    guard count + more > capacity else { return }
    var grown = capacity * 2
    while grown < count + more { grown *= 2 }
    let bigger = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
    bigger.moveInitialize(from: base, count: count)
    base.deallocate()
    base = bigger
    capacity = grown
  }

  @inline(__always)
  mutating func put(_ byte: UInt8) {
    base[count] = byte
    count += 1
  }

  mutating func put(_ text: StaticString) {
    reserve(text.utf8CodeUnitCount)
    text.withUTF8Buffer { put($0) }
  }

  @inline(__always)
  mutating func put(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard let start = bytes.baseAddress else { return }
    (base + count).initialize(from: start, count: bytes.count)
    count += bytes.count
  }

  /// `value`'s low `size` bytes (1, 2, 4 or 8), big-endian.
  @inline(__always)
  mutating func putUInt(_ value: UInt64, size: Int) {
    let at = UnsafeMutableRawPointer(base + count)
    switch size {
    case 1: at.storeBytes(of: UInt8(truncatingIfNeeded: value), as: UInt8.self)
    case 2: at.storeBytes(of: UInt16(truncatingIfNeeded: value).bigEndian, as: UInt16.self)
    case 4: at.storeBytes(of: UInt32(truncatingIfNeeded: value).bigEndian, as: UInt32.self)
    default: at.storeBytes(of: value.bigEndian, as: UInt64.self)
    }
    count += size
  }

  var bytes: [UInt8] { Array(UnsafeBufferPointer(start: base, count: count)) }
}
