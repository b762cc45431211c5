#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Reading checked objects for `PlistNode`: nothing here can fail, as the checker has been
/// over every object that a node can reach.
extension BinaryPlistParser {
  func kind(of ref: Int) -> PlistKind {
    switch markerKind(of: ref) {
    case 0x0: return .bool
    case 0x1:
      let offset = offset(of: ref)
      let unsigned = bytes[offset] & 0x0F == 4 && readUInt(at: offset + 1, size: 8) == 0 && readUInt(at: offset + 9, size: 8) > UInt64(Int64.max)
      return unsigned ? .unsignedInteger : .integer
    case 0x2: return .real
    case 0x3: return .date
    case 0x4: return .data
    case 0x5, 0x6, Self.longStringKind: return .string
    case 0xA, Self.stringArrayKind: return .array
    case 0x8: return .uid
    default: return .dictionary
    }
  }

  func containerCount(of ref: Int) -> Int {
    switch markerKind(of: ref) {
    case 0xA, 0xD, Self.stringArrayKind: return extent(at: offset(of: ref)).count
    default: return 0
    }
  }

  // Inlined into `BinaryValueBuilder.value(of:)`, which meets every scalar of a file read whole.
  @inline(__always)
  func scalar(of ref: Int) -> PlistValue? {
    // A string (already made) and a container are known from the kind table: reading the
    // offset and marker would be two more cache misses, the most of reading a file's values.
    let kind = kinds[ref]
    if Self.isStringKind(kind) { return .string(string(ref)) }
    if Self.isContainerKind(kind) { return nil }
    let offset = offset(of: ref)
    let marker = bytes[offset]
    switch marker >> 4 {
    case 0x0: return .bool(marker == 0x09)
    case 0x1:
      let size = 1 << Int(marker & 0x0F)
      // A 16-byte integer is a signed 128-bit value; the checker let through only those that
      // 64 bits hold: unsigned ones above Int64.max (high half 0) and negative ones.
      if size == 16 {
        let low = readUInt(at: offset + 9, size: 8)
        return readUInt(at: offset + 1, size: 8) == 0 ? .integer(unsigned: low) : .integer(Int64(bitPattern: low))
      }
      let raw = readUInt(at: offset + 1, size: size)
      // 1, 2 and 4-byte integers are unsigned; 8-byte ones are signed.
      return size == 8 ? .integer(Int64(bitPattern: raw)) : .integer(Int64(raw))
    case 0x2:
      let size = 1 << Int(marker & 0x0F)
      let bits = readUInt(at: offset + 1, size: size)
      return .real(size == 4 ? Double(Float(bitPattern: UInt32(bits))) : Double(bitPattern: bits))
    case 0x3: return .date(Date(timeIntervalSinceReferenceDate: Double(bitPattern: readUInt(at: offset + 1, size: 8))))
    case 0x4:
      let (count, start) = extent(at: offset)
      return .data(bytes.data(start..<(start + count)))
    case 0x5, 0x6: return .string(string(ref))
    case 0x8:
      // The checker let through a UID longer than 8 bytes only with its high bytes 0.
      let size = Int(marker & 0x0F) + 1
      return .uid(readUInt(at: offset + 1 + max(0, size - 8), size: min(size, 8)))
    default: return nil
    }
  }

  func forEachEntry<E: Error>(of ref: Int, _ body: (Int, String, PlistNode) throws(E) -> Void) throws(E) {
    let offset = offset(of: ref)
    switch bytes[offset] >> 4 {
    case 0xD:
      let (count, start) = extent(at: offset)
      for i in 0..<count {
        try body(i, string(self.ref(i, at: start)), PlistNode(binary: self, ref: self.ref(count + i, at: start)))
      }
    default:
      return
    }
  }

  func lookup(_ key: String, in ref: Int) -> (position: Int, value: PlistNode)? {
    let offset = offset(of: ref)
    switch bytes[offset] >> 4 {
    case 0xD:
      let (count, start) = extent(at: offset)
      // From the end: a key written twice gives its last value.
      guard let i = lastKey(matching: key, count: count, start: start) else { return nil }
      return (i, PlistNode(binary: self, ref: self.ref(count + i, at: start)))
    default:
      return nil
    }
  }

  func strings(ofArrayAt ref: Int) -> [String]? {
    guard markerKind(of: ref) == Self.stringArrayKind else { return nil }
    let (count, start) = extent(at: offset(of: ref))
    // Reserved and appended: see `BinaryValueBuilder.value(of:)`.
    var items: [String] = []
    items.reserveCapacity(count)
    for i in 0..<count { items.append(string(self.ref(i, at: start))) }
    return items
  }
}

extension BinaryPlistParser {
  /// The value of `ref` as a tree, built from the objects straight (no node a value), for a
  /// file whose containers are each written once.
  func value(of ref: Int) -> PlistValue {
    var builder = BinaryValueBuilder(parser: self)
    return builder.value(of: ref)
  }

  /// The value of `ref` in a file whose containers are shared: each container is built once
  /// and the same value (one copy-on-write storage) stands in every place that refers to it, so
  /// a value takes the file's memory, not its expansion's.
  func sharedValue(of ref: Int, built: inout [Int: PlistValue]) -> PlistValue {
    if let value = scalar(of: ref) { return value }
    if let value = built[ref] { return value }
    let offset = offset(of: ref)
    let value: PlistValue
    switch bytes[offset] >> 4 {
    case 0xA:
      let (count, start) = extent(at: offset)
      var items: [PlistValue] = []
      items.reserveCapacity(count)
      for i in 0..<count { items.append(sharedValue(of: self.ref(i, at: start), built: &built)) }
      value = .array(items)
    default:
      var dictionary = PlistDictionary.Builder(capacity: containerCount(of: ref))
      forEachEntry(of: ref) { _, key, node in
        if case let .binary(_, child) = node.storage { dictionary.add(key, sharedValue(of: child, built: &built)) }
        else { dictionary.add(key, node.value) }
      }
      value = .dictionary(dictionary.finish())
    }
    built[ref] = value
    return value
  }

  /// Whether a 16-byte (signed 128-bit) integer's value is one 64 bits can hold exactly: from
  /// -2^63 (high half all ones, low half's top bit set) to 2^64-1 (high half zero).
  static func wideIntegerFits(high: UInt64, low: UInt64) -> Bool {
    high == 0 || (high == .max && low >= 1 << 63)
  }
}
