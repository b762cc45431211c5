#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Whole-file reads with errors a person can act on.
///
/// Files are read, never mapped: a mapped file that another program shortens while it is read
/// ends the reader with SIGBUS, and one rewritten in place changes under a reader that has
/// already checked it. A read copy is the reader's own.
public enum FileBytes {
  /// The largest file read whole (1 GiB): the largest pack this project makes is 70 MB, and a
  /// device such as /dev/zero never ends.
  public static let largestFile = 1 << 30

  /// The file's bytes, or only its first `limit` bytes. A FIFO, a pipe or a device is read
  /// until its end (a FIFO that no program writes to is empty, not waited on).
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
    var failure: Int32 = 0
    // Uninitialised capacity: a 70 MB pack is not zeroed only to be overwritten.
    let bytes = [UInt8](unsafeUninitializedCapacity: count) { buffer, filled in
      filled = 0
      guard let base = buffer.baseAddress else { return }
      HugePages.advise(UnsafeMutableRawBufferPointer(buffer))
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
  public static func reason(_ code: Int32) -> String {
    switch code {
    case ENOENT: return "no such file"
    case EACCES: return "permission denied"
    case ENOTDIR: return "a part of the path is not a folder"
    case ELOOP: return "too many links, or a link where none may be"
    default: return String(cString: strerror(code))
    }
  }
}
