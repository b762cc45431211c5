/// A line of output put together from pieces, each cleaned as `TextCleaner.visible` cleans (a
/// control character shown as `\e`, `\n`, `\u{…}`): cleaning pieces one by one gives what
/// cleaning the whole would, without making the whole line as a string first.
///
/// The bytes live in a buffer of its own rather than an array: lint writes half a million
/// pieces, and an array's generic append cost more than the copying. A copy of a writer is a
/// copy of its bytes (made when either is next written to).
public struct LineWriter {
  // The buffer's place, length and size are fields of the value, so that writing needs no
  // access to a class's properties (each checked for exclusive access at run time); the
  // owner only frees the bytes.
  private var owner = Owner(capacity: 128)
  private var base: UnsafeMutablePointer<UInt8>
  private var capacity = 128
  public private(set) var count = 0

  public init() {
    base = owner.base
  }

  /// The line so far, as UTF-8.
  public var bytes: [UInt8] { withBytes(Array.init) }

  /// The bytes in place, for writing them out without a copy.
  public func withBytes<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
    try withExtendedLifetime(owner) { try body(UnsafeBufferPointer(start: base, count: count)) }
  }

  /// A byte as it is (a line feed between lines).
  public mutating func append(byte: UInt8) {
    let at = room(1)
    at.pointee = byte
    count += 1
  }

  /// Text, cleaned: printable ASCII goes in as it is.
  public mutating func append(_ text: String) {
    let copied = text.utf8.withContiguousStorageIfAvailable { piece -> Bool in
      guard TextCleaner.isPrintableASCII(piece), let from = piece.baseAddress else { return piece.isEmpty }
      room(piece.count).update(from: from, count: piece.count)
      count += piece.count
      return true
    }
    guard copied != true else { return }
    for byte in TextCleaner.visible(text).utf8 { append(byte: byte) }
  }

  /// Text written into the program, printable ASCII: copied as it is, with no look at it.
  @inline(__always)
  public mutating func append(literal: StaticString) {
    let count = literal.utf8CodeUnitCount
    room(count).update(from: literal.utf8Start, count: count)
    self.count += count
  }

  /// Room for `count` more bytes, so that a long run of lines grows the buffer once.
  public mutating func reserve(_ count: Int) {
    _ = room(count)
  }

  /// A whole number in decimal, with no string made for it.
  public mutating func append(_ number: Int) {
    guard number != 0 else { return append(byte: 0x30) }
    if number < 0 { append(byte: 0x2D) }
    var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                 UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) =
      (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
    var count = 0
    var rest = number.magnitude
    withUnsafeMutableBytes(of: &digits) { digits in
      while rest > 0 {
        digits[count] = UInt8(truncatingIfNeeded: rest % 10) + 0x30
        rest /= 10
        count += 1
      }
      let at = room(count)
      for i in 0..<count { at[i] = digits[count - 1 - i] }
    }
    self.count += count
  }

  /// Where the next `more` bytes go, the buffer this writer's own and large enough.
  @inline(__always)
  private mutating func room(_ more: Int) -> UnsafeMutablePointer<UInt8> {
    if count + more > capacity || !isKnownUniquelyReferenced(&owner) { grow(to: max(capacity * 2, count + more)) }
    return base + count
  }

  private mutating func grow(to size: Int) {
    let bigger = Owner(capacity: size)
    bigger.base.update(from: base, count: count)
    owner = bigger
    base = bigger.base
    capacity = size
  }

  private final class Owner {
    let base: UnsafeMutablePointer<UInt8>

    init(capacity: Int) {
      base = .allocate(capacity: capacity)
    }

    deinit { base.deallocate() }
  }
}
