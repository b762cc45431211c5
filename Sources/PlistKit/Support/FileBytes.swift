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

  /// Runs `body` on the file's bytes mapped into memory, not copied: a reader that looks at a
  /// few places of a large file (a binary plist's trailer, table and first element) touches
  /// only those pages. The bytes are valid during the call only.
  public static func withMappedContents<T>(of path: String, _ body: (UnsafeBufferPointer<UInt8>) throws(PlistError) -> T) throws(LoadError) -> T {
    var info = stat()
    guard stat(path, &info) == 0 else { throw .file(path, reason: reason(errno)) }
    if info.st_mode & S_IFMT == S_IFDIR { throw .file(path, reason: "is a folder, not a file") }
    let fd = open(path, O_RDONLY)
    guard fd >= 0 else { throw .file(path, reason: reason(errno)) }
    defer { close(fd) }
    let size = Int(info.st_size)
    guard size > 0, let mapped = mmap(nil, size, PROT_READ, MAP_PRIVATE, fd, 0), mapped != MAP_FAILED else {
      let bytes = try contents(of: path)
      do throws(PlistError) {
        return try bytes.withUnsafeBufferPointer { buffer throws(PlistError) in try body(buffer) }
      } catch {
        throw .syntax(error.inFile(path))
      }
    }
    defer { munmap(mapped, size) }
    do throws(PlistError) {
      return try body(UnsafeBufferPointer(start: mapped.assumingMemoryBound(to: UInt8.self), count: size))
    } catch {
      throw .syntax(error.inFile(path))
    }
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
