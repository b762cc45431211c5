#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Gives a buffer's memory back to the system while the buffer itself stays allocated: once an
/// XML or JSON file is read into tokens its bytes are not read again, and a 50 MB catalog need
/// not be held beside the models made from it. The buffer reads as zeros afterwards.
enum DiscardedPages {
  static func discard(_ buffer: UnsafeMutableBufferPointer<UInt8>) {
    #if os(Linux)
    let page = Int(sysconf(Int32(_SC_PAGESIZE)))
    guard page > 0, buffer.count >= 64 * page, let base = buffer.baseAddress else { return }
    let start = (UInt(bitPattern: base) + UInt(page - 1)) & ~UInt(page - 1)
    let end = (UInt(bitPattern: base) + UInt(buffer.count)) & ~UInt(page - 1)
    guard end > start, let aligned = UnsafeMutableRawPointer(bitPattern: start) else { return }
    _ = madvise(aligned, Int(end - start), MADV_DONTNEED)
    #endif
  }
}

/// What tells a file rewritten since it was read: its device, inode, size and modification and
/// change times to the nanosecond.
struct FileStamp: Equatable {
  let device: UInt64
  let inode: UInt64
  let size: Int64
  let modified: [Int]

  init?(_ path: String) {
    var info = stat()
    guard PathText.withCString(path, { stat($0, &info) }) == 0 else { return nil }
    device = UInt64(truncatingIfNeeded: info.st_dev)
    inode = UInt64(truncatingIfNeeded: info.st_ino)
    size = Int64(info.st_size)
    #if canImport(Darwin)
    modified = [info.st_mtimespec.tv_sec, info.st_mtimespec.tv_nsec, info.st_ctimespec.tv_sec, info.st_ctimespec.tv_nsec].map { Int($0) }
    #else
    modified = [info.st_mtim.tv_sec, info.st_mtim.tv_nsec, info.st_ctim.tv_sec, info.st_ctim.tv_nsec].map { Int($0) }
    #endif
  }
}
