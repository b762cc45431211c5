/// Binary plists laid out by hand, for tests of the reader and of what reads through it.
/// One object of a binary plist laid out by `widthBinary`: bytes as they are, or a container
/// whose references are written at the file's reference width (any value, in range or not).
public enum BinaryObject {
  case raw([UInt8])
  case array([UInt64])
  case dictionary(keys: [UInt64], values: [UInt64])
}

/// A binary plist with offsets and references of any width from 1 to 8 bytes.
public func widthBinary(_ objects: [BinaryObject], offsetSize: Int, refSize: Int, top: UInt64 = 0) -> [UInt8] {
  func bigEndian(_ value: UInt64, _ size: Int) -> [UInt8] {
    (0..<size).reversed().map { UInt8(truncatingIfNeeded: value >> (8 * UInt64($0))) }
  }
  func header(_ kind: UInt8, _ count: Int) -> [UInt8] {
    if count < 15 { return [kind << 4 | UInt8(count)] }
    let size = count < 1 << 8 ? 1 : count < 1 << 16 ? 2 : 4
    return [kind << 4 | 0xF, 0x10 | UInt8(size.trailingZeroBitCount)] + bigEndian(UInt64(count), size)
  }
  var bytes = Array("bplist00".utf8)
  var offsets: [UInt64] = []
  for object in objects {
    offsets.append(UInt64(bytes.count))
    switch object {
    case .raw(let raw): bytes += raw
    case .array(let refs): bytes += header(0xA, refs.count) + refs.flatMap { bigEndian($0, refSize) }
    case .dictionary(let keys, let values):
      bytes += header(0xD, keys.count) + (keys + values).flatMap { bigEndian($0, refSize) }
    }
  }
  let table = UInt64(bytes.count)
  bytes += offsets.flatMap { bigEndian($0, offsetSize) }
  bytes += [0, 0, 0, 0, 0, 0, UInt8(offsetSize), UInt8(refSize)]
  bytes += bigEndian(UInt64(objects.count), 8) + bigEndian(top, 8) + bigEndian(table, 8)
  return bytes
}

