#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

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
    let numbers = numbering.numbers
    for segment in flattened.segments {
      let f = segment.flattener
      let flattener = flattened.flatteners[f]
      let view = views[f]
      let ownBase = numbering.objectBases[f]
      // A child's number: its own flattener's, or (the head's) a part's container's.
      let number = { (ref: Int) in ref >= 0 ? numbers[ownBase + ref] : numbering.spliceNumbers[-ref - 1] }
      let objects = flattener.objects, refs = flattener.refs
      for object in segment.objects where numbers[ownBase + object] == offsets.count {
        offsets.append(out.count)
        switch objects[object] {
        case .string(let entry): encodeString(view.bytes, view.range(entry), into: &out)
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
  private static func encodeString(_ bytes: ByteView, _ range: Range<Int>, into out: inout BinaryOutput) {
    if bytes.isASCII(range) {
      out.reserve(9 + range.count)
      putMarker(0x50, count: range.count, to: &out)
      out.put(bytes, range)
      return
    }
    // A UTF-16 unit for each character of up to three UTF-8 bytes, two for one of four.
    var units = 0
    for i in range {
      let byte = bytes[i]
      units &+= byte & 0xC0 == 0x80 ? 0 : byte >= 0xF0 ? 2 : 1
    }
    out.reserve(9 + 2 * units)
    putMarker(0x60, count: units, to: &out)
    bytes.forEachUTF16Unit(range) { unit in out.putUInt(UInt64(unit), size: 2) }
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
      out.put(d)
    case .string(let s):
      ByteView.lend(s) { encodeString($0, 0..<$0.count, into: &out) }
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
