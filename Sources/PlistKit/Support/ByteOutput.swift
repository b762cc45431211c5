#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The binary writer's output: room for an object is made first (`reserve`), then its bytes
/// are stored without a check each; appending to an array byte by byte checked its capacity
/// and uniqueness at every byte, a third of a conversion's encoding.
///
/// Invariants: `base[0..<count]` holds the bytes written, `count <= capacity`; a `put` is
/// preceded by a `reserve` of at least its bytes (each `put` says so in a precondition that
/// the optimizer keeps cheap: one compare a call, not a byte).
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
    precondition(count < capacity, "a byte written past the room reserved")
    base[count] = byte
    count += 1
  }

  mutating func put(_ text: StaticString) {
    reserve(text.utf8CodeUnitCount)
    text.withUTF8Buffer { put($0) }
  }

  /// The bytes of `range` of `bytes` (room reserved).
  @inline(__always)
  mutating func put(_ bytes: ByteView, _ range: Range<Int>) {
    bytes.withBuffer(range) { put($0) }
  }

  /// The data's bytes (room reserved).
  mutating func put(_ data: Data) {
    data.withUnsafeBytes { put($0.bindMemory(to: UInt8.self)) }
  }

  @inline(__always)
  private mutating func put(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard let start = bytes.baseAddress else { return }
    precondition(count + bytes.count <= capacity, "bytes written past the room reserved")
    (base + count).initialize(from: start, count: bytes.count)
    count += bytes.count
  }

  /// `value`'s low `size` bytes (1, 2, 4 or 8), big-endian.
  @inline(__always)
  mutating func putUInt(_ value: UInt64, size: Int) {
    precondition(count + size <= capacity, "a number written past the room reserved")
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

/// C's formatting of a real, which Swift's own text of a number does not give.
enum CNumberText {
  /// A real as C's `printf("%.17g")` writes it, CoreFoundation's 17 significant digits
  /// (`0.10000000000000001`); 32 bytes hold the longest (`-2.2250738585072014e-308`).
  static func seventeenDigits(_ value: Double) -> String {
    var text = [CChar](repeating: 0, count: 32)
    let length = withVaList([value]) { vsnprintf(&text, text.count, "%.17g", $0) }
    precondition(length > 0 && length < text.count, "a real longer than 17 digits and an exponent")
    return String(decoding: text.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}
