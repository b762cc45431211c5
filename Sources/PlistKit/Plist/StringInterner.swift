/// Reuses the strings a plist repeats: dictionary keys, and the single characters a guess
/// pack offers again and again. A short byte run seen before costs a hash and two compares
/// instead of UTF-8 validation and a new string; repeated longer runs also share storage.
final class StringInterner {
  private static let slots = 4096
  private let low = UnsafeMutablePointer<UInt64>.allocate(capacity: slots)
  private let high = UnsafeMutablePointer<UInt64>.allocate(capacity: slots)
  /// The run's length plus one; 0 marks an empty slot.
  private let lengths = UnsafeMutablePointer<UInt8>.allocate(capacity: slots)
  private let strings = UnsafeMutablePointer<String>.allocate(capacity: slots)

  init() {
    low.initialize(repeating: 0, count: Self.slots)
    high.initialize(repeating: 0, count: Self.slots)
    lengths.initialize(repeating: 0, count: Self.slots)
    strings.initialize(repeating: "", count: Self.slots)
  }

  deinit {
    strings.deinitialize(count: Self.slots)
    for pointer in [low, high] { pointer.deallocate() }
    lengths.deallocate()
    strings.deallocate()
  }

  /// The string for `bytes`, or nil when they are not valid UTF-8. `readable` is how many bytes
  /// may be loaded from the start of `bytes` (the rest of the file), so short runs are read as
  /// whole words and masked instead of copied.
  @inline(__always)
  func string(_ bytes: UnsafeBufferPointer<UInt8>, readable: Int = 0) -> String? {
    let count = bytes.count
    guard count > 0, count <= 16, let base = bytes.baseAddress else { return UTF8Text.decode(bytes) }
    var words: (UInt64, UInt64) = (0, 0)
    if count == 16 || (count > 8 && readable >= 16) {
      let raw = UnsafeRawPointer(base)
      words = (raw.loadUnaligned(as: UInt64.self), raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
      if count < 16 { words.1 &= (1 << UInt64(8 * (count - 8))) - 1 }
    } else if readable >= 8 {
      words.0 = UnsafeRawPointer(base).loadUnaligned(as: UInt64.self)
      if count < 8 { words.0 &= (1 << UInt64(8 * count)) - 1 }
    } else {
      withUnsafeMutableBytes(of: &words) { $0.baseAddress?.copyMemory(from: base, byteCount: count) }
    }
    let hash = (words.0 &* 0x9E37_79B9_7F4A_7C15) ^ (words.1 &* 0xC2B2_AE3D_27D4_EB4F) ^ UInt64(count)
    let slot = Int(truncatingIfNeeded: (hash ^ (hash >> 29)) & UInt64(Self.slots - 1))
    if lengths[slot] == UInt8(count + 1), low[slot] == words.0, high[slot] == words.1 {
      return strings[slot]
    }
    guard let text = UTF8Text.decode(bytes) else { return nil }
    low[slot] = words.0
    high[slot] = words.1
    lengths[slot] = UInt8(count + 1)
    strings[slot] = text
    return text
  }
}
