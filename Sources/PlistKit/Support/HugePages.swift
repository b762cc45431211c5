#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Large buffers filled once (a pack's bytes, a binary plist's string table) are first touched
/// page by page: in 4 KB pages that is a page fault per page (18,000 for a 70 MB file, a tenth
/// of its decode); in 2 MB pages, a few dozen. Linux gives them only when asked.
enum HugePages {
  static func advise(_ buffer: UnsafeMutableRawBufferPointer) {
    #if os(Linux)
    let huge = 2 << 20
    guard buffer.count >= 4 * huge, let base = buffer.baseAddress else { return }
    let start = (UInt(bitPattern: base) + UInt(huge - 1)) & ~UInt(huge - 1)
    let end = (UInt(bitPattern: base) + UInt(buffer.count)) & ~UInt(huge - 1)
    guard end > start, let aligned = UnsafeMutableRawPointer(bitPattern: start) else { return }
    _ = madvise(aligned, Int(end - start), MADV_HUGEPAGE)
    #endif
  }
}
