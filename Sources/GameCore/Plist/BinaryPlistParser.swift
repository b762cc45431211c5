import Foundation

/// Reads the binary plist form (`bplist00`): a header, objects, an offset table and a
/// 32-byte trailer. Every offset and reference is checked against the file before it is used,
/// and a reference back into an object being read is reported as a cycle.
struct BinaryPlistParser {
  let bytes: UnsafeBufferPointer<UInt8>
  private var offsetSize = 0
  private var refSize = 0
  private var objectCount = 0
  private var tableOffset = 0
  private var inProgress: [Bool] = []
  // Foundation writes each distinct string once and refers to it many times.
  private var stringCache: [String?] = []
  private var depth = 0

  init(bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
  }

  /// `element` returns false to stop early, as in the XML reader.
  mutating func parseDocument(element: ((PlistValue) -> Bool)? = nil) throws(PlistError) -> PlistValue {
    guard bytes.count >= 8 + 32 else {
      throw PlistError("the binary plist is too short (\(bytes.count) bytes) to hold a header and its 32-byte trailer")
    }
    let trailer = bytes.count - 32
    offsetSize = Int(bytes[trailer + 6])
    refSize = Int(bytes[trailer + 7])
    let count = readUInt(at: trailer + 8, size: 8)
    let top = readUInt(at: trailer + 16, size: 8)
    let table = readUInt(at: trailer + 24, size: 8)
    guard [1, 2, 4, 8].contains(offsetSize), [1, 2, 4, 8].contains(refSize) else {
      throw PlistError("the trailer gives invalid sizes (offsets \(offsetSize), references \(refSize) bytes)", at: .offset(trailer))
    }
    guard count > 0, count < UInt64(bytes.count), top < count else {
      throw PlistError("the trailer gives \(count) objects with the top object \(top)", at: .offset(trailer))
    }
    guard table >= 8, table < UInt64(trailer), (UInt64(trailer) - table) / UInt64(offsetSize) >= count else {
      throw PlistError("the offset table at \(table) does not fit in the file (\(bytes.count) bytes)", at: .offset(trailer))
    }
    objectCount = Int(count)
    tableOffset = Int(table)
    inProgress = Array(repeating: false, count: objectCount)
    stringCache = Array(repeating: nil, count: objectCount)
    if let element {
      return try readObject(Int(top), element: element)
    }
    return try readObject(Int(top), element: nil)
  }

  /// A big-endian unsigned integer of 1, 2, 4 or 8 bytes (or any size up to 8, more slowly).
  @inline(__always)
  private func readUInt(at offset: Int, size: Int) -> UInt64 {
    let raw = UnsafeRawPointer(bytes.baseAddress! + offset)
    switch size {
    case 1: return UInt64(raw.load(as: UInt8.self))
    case 2: return UInt64(UInt16(bigEndian: raw.loadUnaligned(as: UInt16.self)))
    case 4: return UInt64(UInt32(bigEndian: raw.loadUnaligned(as: UInt32.self)))
    case 8: return UInt64(bigEndian: raw.loadUnaligned(as: UInt64.self))
    default:
      var value: UInt64 = 0
      for i in 0..<size { value = value << 8 | UInt64(bytes[offset + i]) }
      return value
    }
  }

  private func objectOffset(_ ref: Int) throws(PlistError) -> Int {
    guard ref >= 0, ref < objectCount else {
      throw PlistError("object reference \(ref) is outside the object table (\(objectCount) objects)")
    }
    let offset = readUInt(at: tableOffset + ref * offsetSize, size: offsetSize)
    guard offset >= 8, offset < UInt64(tableOffset) else {
      throw PlistError("object \(ref) starts at \(offset), outside the object area (8..<\(tableOffset))", at: .offset(tableOffset + ref * offsetSize))
    }
    return Int(offset)
  }

  private func need(_ count: Int, at offset: Int) throws(PlistError) {
    guard count >= 0, offset + count <= tableOffset else {
      throw PlistError("an object needs \(count) bytes but the object area ends at \(tableOffset)", at: .offset(offset))
    }
  }

  /// The length that follows a marker's low nibble: the nibble itself, or an integer object.
  private func length(marker: UInt8, at offset: Int) throws(PlistError) -> (count: Int, start: Int) {
    let nibble = Int(marker & 0x0F)
    if nibble != 0x0F { return (nibble, offset + 1) }
    try need(2, at: offset + 1)
    let intMarker = bytes[offset + 1]
    guard intMarker & 0xF0 == 0x10, intMarker & 0x0F <= 3 else {
      throw PlistError("a length must be an integer object, found marker 0x\(String(intMarker, radix: 16))", at: .offset(offset + 1))
    }
    let size = 1 << Int(intMarker & 0x0F)
    try need(size, at: offset + 2)
    let value = readUInt(at: offset + 2, size: size)
    guard value < UInt64(bytes.count) else {
      throw PlistError("a length of \(value) is larger than the file", at: .offset(offset + 1))
    }
    return (Int(value), offset + 2 + size)
  }

  private mutating func readObject(_ ref: Int, element: ((PlistValue) -> Bool)?) throws(PlistError) -> PlistValue {
    // A string read before (Foundation writes each distinct string once) skips the offset table.
    if ref >= 0, ref < objectCount, let cached = stringCache[ref] { return .string(cached) }
    let offset = try objectOffset(ref)
    guard !inProgress[ref] else {
      throw PlistError("object \(ref) contains itself (a reference cycle)", at: .offset(offset))
    }
    let marker = bytes[offset]
    switch marker >> 4 {
    case 0x0:
      switch marker {
      case 0x08: return .bool(false)
      case 0x09: return .bool(true)
      default: throw PlistError("unknown object marker 0x\(String(marker, radix: 16))", at: .offset(offset))
      }
    case 0x1: return try readInteger(marker: marker, at: offset)
    case 0x2:
      let size = 1 << Int(marker & 0x0F)
      guard size == 4 || size == 8 else { throw PlistError("a real must be 4 or 8 bytes, not \(size)", at: .offset(offset)) }
      try need(size, at: offset + 1)
      let bits = readUInt(at: offset + 1, size: size)
      return .real(size == 4 ? Double(Float(bitPattern: UInt32(bits))) : Double(bitPattern: bits))
    case 0x3:
      guard marker == 0x33 else { throw PlistError("a date must be 8 bytes", at: .offset(offset)) }
      try need(8, at: offset + 1)
      return .date(Date(timeIntervalSinceReferenceDate: Double(bitPattern: readUInt(at: offset + 1, size: 8))))
    case 0x4:
      let (count, start) = try length(marker: marker, at: offset)
      try need(count, at: start)
      return .data(Data(UnsafeBufferPointer(rebasing: bytes[start..<(start + count)])))
    case 0x5, 0x6:
      let string = try readString(marker: marker, at: offset)
      stringCache[ref] = string
      return .string(string)
    case 0x8:
      let size = Int(marker & 0x0F) + 1
      try need(size, at: offset + 1)
      return .dictionary(PlistDictionary([("CF$UID", .integer(unsigned: readUInt(at: offset + 1, size: size)))]))
    case 0xA, 0xD:
      inProgress[ref] = true
      defer { inProgress[ref] = false }
      depth += 1
      defer { depth -= 1 }
      guard depth <= XMLPlistParser.maxDepth else {
        throw PlistError("nesting is deeper than \(XMLPlistParser.maxDepth) levels", at: .offset(offset))
      }
      return marker >> 4 == 0xA ? try readArray(marker: marker, at: offset, element: element) : try readDictionary(marker: marker, at: offset)
    default:
      throw PlistError("unknown object marker 0x\(String(marker, radix: 16))", at: .offset(offset))
    }
  }

  private func readInteger(marker: UInt8, at offset: Int) throws(PlistError) -> PlistValue {
    let size = 1 << Int(marker & 0x0F)
    guard size <= 16 else { throw PlistError("an integer of \(size) bytes is not supported", at: .offset(offset)) }
    try need(size, at: offset + 1)
    if size == 16 {
      // 128-bit integers carry values above Int64.max in their low half.
      return .integer(unsigned: readUInt(at: offset + 9, size: 8))
    }
    let raw = readUInt(at: offset + 1, size: size)
    // 1, 2 and 4-byte integers are unsigned; 8-byte ones are signed.
    return size == 8 ? .integer(Int64(bitPattern: raw)) : .integer(Int64(raw))
  }

  private func readString(marker: UInt8, at offset: Int) throws(PlistError) -> String {
    let (count, start) = try length(marker: marker, at: offset)
    if marker >> 4 == 0x5 {
      try need(count, at: start)
      let run = UnsafeBufferPointer(rebasing: bytes[start..<(start + count)])
      // ASCII strings are written as marker 0x5; a byte above 0x7F there is still read as UTF-8 first.
      return UTF8Text.decode(run) ?? String(decoding: run, as: Unicode.ASCII.self)
    }
    try need(count * 2, at: start)
    let text = withUnsafeTemporaryAllocation(of: UInt16.self, capacity: max(count, 1)) { units -> String? in
      for i in 0..<count { units[i] = UInt16(bytes[start + i * 2]) << 8 | UInt16(bytes[start + i * 2 + 1]) }
      return UTF8Text.decodeUTF16(UnsafeBufferPointer(rebasing: units[0..<count]))
    }
    guard let text else {
      throw PlistError("a UTF-16 string holds an unpaired surrogate", at: .offset(offset))
    }
    return text
  }

  @inline(__always)
  private func ref(_ i: Int, at start: Int) -> Int {
    Int(readUInt(at: start + i * refSize, size: refSize))
  }

  private mutating func readArray(marker: UInt8, at offset: Int, element: ((PlistValue) -> Bool)?) throws(PlistError) -> PlistValue {
    let (count, start) = try length(marker: marker, at: offset)
    try need(count * refSize, at: start)
    if let element {
      for i in 0..<count where !element(try readObject(ref(i, at: start), element: nil)) { break }
      return .array([])
    }
    var values: [PlistValue] = []
    values.reserveCapacity(count)
    for i in 0..<count { values.append(try readObject(ref(i, at: start), element: nil)) }
    return .array(values)
  }

  private mutating func readDictionary(marker: UInt8, at offset: Int) throws(PlistError) -> PlistValue {
    let (count, start) = try length(marker: marker, at: offset)
    try need(2 * count * refSize, at: start)
    var dict = PlistDictionary(capacity: count)
    for i in 0..<count {
      let keyRef = ref(i, at: start)
      let valueRef = ref(count + i, at: start)
      guard case .string(let key) = try readObject(keyRef, element: nil) else {
        throw PlistError("a dictionary key (object \(keyRef)) is not a string", at: .offset(offset))
      }
      dict.append(key, try readObject(valueRef, element: nil))
    }
    return .dictionary(dict)
  }
}
