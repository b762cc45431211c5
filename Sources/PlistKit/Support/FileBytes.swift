#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reading files, and the pages of memory their bytes take: the library's file reading, in one
/// place (see `ByteView` for reading the bytes once in memory).
///
/// Invariants: a file's bytes are read into an array the reader owns (never mapped, below);
/// an array is given back to the caller whole, its bytes initialized up to the count it says;
/// page advice (`Pages`) changes no byte a caller will read, except `discard`'s, which the
/// caller has finished reading.

/// Whole-file reads with errors a person can act on.
///
/// Files are read, never mapped: a mapped file that another program shortens while it is read
/// ends the reader with SIGBUS, and one rewritten in place changes under a reader that has
/// already checked it. A read copy is the reader's own.
public enum FileBytes {
  /// The largest file read whole (1 GiB): the largest pack this project makes is 70 MB, and a
  /// FIFO may never end.
  package static let largestFile = 1 << 30

  /// The file's bytes, or only its first `limit` bytes. A FIFO or a pipe is read until its end
  /// (a FIFO that no program writes to is empty, not waited on); a device is refused.
  public static func contents(of path: String, name: String? = nil, limit: Int = .max) throws(LoadError) -> [UInt8] {
    try contents(of: path, name: name, limit: limit, largest: largestFile)
  }

  /// `contents` with another largest size (tests use a small one).
  static func contents(of path: String, name: String?, limit: Int, largest: Int) throws(LoadError) -> [UInt8] {
    let shown = name ?? path
    // O_NONBLOCK: opening a FIFO for reading would otherwise wait for a writer, for ever.
    let fd = PathText.withCString(path) { open($0, O_RDONLY | O_NONBLOCK | O_CLOEXEC) }
    guard fd >= 0 else { throw .file(shown, reason: reason(errno)) }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0 else { throw .file(shown, reason: reason(errno)) }
    let type = info.st_mode & S_IFMT
    if type == S_IFDIR { throw .file(shown, reason: "is a folder, not a file") }
    // A device holds no plist, and one such as /dev/zero never ends: refused before a byte is read.
    if type == S_IFCHR || type == S_IFBLK { throw .file(shown, reason: "is a device, not a file") }
    let most = min(limit, largest)
    if type != S_IFREG {
      // Reads wait for data again once the FIFO is open; with no writer they see its end.
      _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
      return try stream(fd, most: most, limited: limit < largest, shown: shown, largest: largest)
    }
    let size = Int(info.st_size)
    if size > most, limit >= largest { throw tooLarge(shown, largest) }
    return try readRegular(fd, count: min(size, most), shown: shown)
  }

  private static func tooLarge(_ shown: String, _ largest: Int) -> LoadError {
    let size = largest % (1 << 20) == 0 ? "\(largest >> 20) MB" : "\(largest) bytes"
    return .file(shown, reason: "is larger than \(size), the most a file read here may be")
  }

  /// From this many bytes, a regular file is read on every core.
  static let bytesReadInParts = 8 << 20

  /// `count` bytes of a regular file (fewer when it was shortened since).
  private static func readRegular(_ fd: Int32, count: Int, shown: String) throws(LoadError) -> [UInt8] {
    // Not made uninitialised when empty: see `Parts` on the array all empty arrays share.
    guard count > 0 else { return [] }
    var failure: Int32 = 0
    // Uninitialised capacity: a 70 MB pack is not zeroed only to be overwritten.
    let bytes = [UInt8](unsafeUninitializedCapacity: count) { buffer, filled in
      filled = 0
      guard let base = buffer.baseAddress else { return }
      Pages.preferHuge(UnsafeMutableRawPointer(base), byteCount: count)
      let parts = count >= bytesReadInParts ? Parts.most : 1
      // Each part's bytes read and the error that stopped it, a slot a part.
      var got = [Int](repeating: 0, count: parts)
      var errors = [Int32](repeating: 0, count: parts)
      got.withUnsafeMutableBufferPointer { got in
        errors.withUnsafeMutableBufferPointer { errors in
          let slots = Unchecked((got.baseAddress!, errors.baseAddress!))
          // A large file is read on every core, a range each: copying it out of the system's
          // cache (and touching its pages for the first time) was 30 ms of the 48 MB
          // catalog's first state on one core, the other idle.
          Parts.run(parts, over: count) { part, range in
            var done = 0
            while done < range.count {
              let n = pread(fd, base + range.lowerBound + done, range.count - done, off_t(range.lowerBound + done))
              if n < 0, errno == EINTR { continue }
              if n < 0 { slots.value.1[part] = errno }
              if n <= 0 { break }
              done += n
            }
            slots.value.0[part] = done
          }
        }
      }
      // The bytes read from the start on: a file shortened since it was measured ends there.
      for part in 0..<parts {
        filled += got[part]
        if errors[part] != 0 { failure = errors[part] }
        if failure != 0 || got[part] < Parts.range(part, of: parts, over: count).count { break }
      }
    }
    if failure != 0 { throw .file(shown, reason: reason(failure)) }
    return bytes
  }

  /// A stream's bytes in pieces until its end, refused past `most` unless only a head was asked.
  private static func stream(_ fd: Int32, most: Int, limited: Bool, shown: String, largest: Int) throws(LoadError) -> [UInt8] {
    var bytes: [UInt8] = []
    var piece = [UInt8](repeating: 0, count: 1 << 16)
    while bytes.count < most {
      let got = piece.withUnsafeMutableBytes { raw in read(fd, raw.baseAddress, min(raw.count, most - bytes.count)) }
      if got < 0, errno == EINTR { continue }
      if got < 0 { throw .file(shown, reason: reason(errno)) }
      if got == 0 { return bytes }
      bytes += piece[..<got]
    }
    if limited { return bytes }
    // Full: one byte more says whether the stream goes on past the limit.
    var extra: UInt8 = 0
    if read(fd, &extra, 1) == 1 { throw tooLarge(shown, largest) }
    return bytes
  }

  /// A system error number as a person reads it: `no such file`, `permission denied`.
  package static func reason(_ code: Int32) -> String {
    switch code {
    case ENOENT: return "no such file"
    case EACCES: return "permission denied"
    case ENOTDIR: return "a part of the path is not a folder"
    case ELOOP: return "too many links, or a link where none may be"
    default: return String(cString: strerror(code))
    }
  }
}

/// A document's bytes, read whole (see `FileBytes` for why never mapped), lent to readers as a
/// `ByteView` for the length of a call.
@usableFromInline
final class DocumentBytes: Sendable {
  /// An array, or the `Data` a caller of `PlistDecoder` gave, lent as it is.
  private enum Storage {
    case array([UInt8])
    case data(Data)
  }

  private let storage: Storage

  var count: Int {
    switch storage {
    case .array(let array): array.count
    case .data(let data): data.count
    }
  }

  init(_ bytes: [UInt8]) {
    storage = .array(bytes)
  }

  init(_ data: Data) {
    storage = .data(data)
  }

  /// Reads `path`; its errors name the file as `name`.
  init(contentsOf path: String, name: String) throws(LoadError) {
    storage = .array(try FileBytes.contents(of: path, name: name))
  }

  /// The bytes lent as a view, valid during the call.
  @usableFromInline
  func withByteView<T, E: Error>(_ body: (ByteView) throws(E) -> T) throws(E) -> T {
    switch storage {
    case .array(let array): try array.withByteView(body)
    case .data(let data): try ByteView.lend(data, body)
    }
  }

  /// The bytes as an array.
  var bytes: [UInt8] {
    switch storage {
    case .array(let array): array
    case .data(let data): [UInt8](data)
    }
  }
}

/// Advice to the system about pages of memory, which changes what a page costs, not what it
/// holds (but `discard`'s).
enum Pages {
  /// Large buffers filled once (a pack's bytes, a binary plist's string table) are first
  /// touched page by page: in 4 KB pages that is a page fault per page (18,000 for a 70 MB
  /// file, a tenth of its decode); in 2 MB pages, a few dozen. Linux gives them only when asked.
  static func preferHuge(_ base: UnsafeMutableRawPointer, byteCount: Int) {
    #if os(Linux)
    let huge = 2 << 20
    guard byteCount >= 4 * huge else { return }
    let start = (UInt(bitPattern: base) + UInt(huge - 1)) & ~UInt(huge - 1)
    let end = (UInt(bitPattern: base) + UInt(byteCount)) & ~UInt(huge - 1)
    guard end > start, let aligned = UnsafeMutableRawPointer(bitPattern: start) else { return }
    _ = madvise(aligned, Int(end - start), MADV_HUGEPAGE)
    #endif
  }

  /// Gives a buffer's memory back to the system while the buffer itself stays allocated: once
  /// an XML or JSON file is read into tokens its bytes are not read again, and a 50 MB catalog
  /// need not be held beside the models made from it. The buffer reads as zeros afterwards.
  static func discard(_ base: UnsafeMutableRawPointer, byteCount: Int) {
    #if os(Linux)
    let page = Int(sysconf(Int32(_SC_PAGESIZE)))
    guard page > 0, byteCount >= 64 * page else { return }
    let start = (UInt(bitPattern: base) + UInt(page - 1)) & ~UInt(page - 1)
    let end = (UInt(bitPattern: base) + UInt(byteCount)) & ~UInt(page - 1)
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

extension PathText {
  /// Runs `body` with the path's bytes as a C string (for `open`, `stat`, `rename`, ...).
  package static func withCString<T>(_ path: String, _ body: (UnsafePointer<CChar>) throws -> T) rethrows -> T {
    var raw = bytes(path)
    raw.append(0)
    return try raw.withUnsafeBufferPointer { buffer in
      try buffer.withMemoryRebound(to: CChar.self) { try body($0.baseAddress.unsafelyUnwrapped) }
    }
  }
}
