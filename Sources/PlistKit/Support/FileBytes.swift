#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Whole-file reads with errors a person can act on.
public enum FileBytes {
  /// The file's bytes, or only its first `limit` bytes.
  public static func contents(of path: String, name: String? = nil, limit: Int = .max) throws(LoadError) -> [UInt8] {
    let shown = name ?? path
    var info = stat()
    guard stat(path, &info) == 0 else { throw .file(shown, reason: reason(errno)) }
    if info.st_mode & S_IFMT == S_IFDIR { throw .file(shown, reason: "is a folder, not a file") }
    let fd = open(path, O_RDONLY)
    guard fd >= 0 else { throw .file(shown, reason: reason(errno)) }
    defer { close(fd) }
    var failure: Int32 = 0
    // Uninitialised capacity: a 70 MB pack is not zeroed only to be overwritten.
    let bytes = [UInt8](unsafeUninitializedCapacity: min(limit, Int(info.st_size))) { buffer, filled in
      filled = 0
      HugePages.advise(UnsafeMutableRawBufferPointer(buffer))
      while filled < buffer.count {
        let got = read(fd, buffer.baseAddress! + filled, buffer.count - filled)
        if got < 0, errno == EINTR { continue }
        if got < 0 { failure = errno }
        if got <= 0 { break }
        filled += got
      }
    }
    if failure != 0 { throw .file(shown, reason: reason(failure)) }
    return bytes
  }

  /// A system error number as a person reads it: `no such file`, `permission denied`.
  public static func reason(_ code: Int32) -> String {
    switch code {
    case ENOENT: return "no such file"
    case EACCES: return "permission denied"
    case ENOTDIR: return "a part of the path is not a folder"
    default: return String(cString: strerror(code))
    }
  }
}
