#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a file so that a crash or a full disk never leaves it half-written: the bytes go to
/// a temporary file beside it, are flushed to disk, and only then renamed over the old one.
public enum AtomicFile {
  public static func write(_ bytes: [UInt8], to path: String) throws(LoadError) {
    let folder = PathSafety.directory(of: path)
    let temporary = PathSafety.join(folder, ".\(PathSafety.fileName(of: path)).\(getpid()).tmp")
    let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    guard fd >= 0 else { throw .file(path, reason: "cannot write: \(FileBytes.reason(errno))") }
    var written = 0
    while written < bytes.count {
      let result = bytes.withUnsafeBytes { raw in
        systemWrite(fd, raw.baseAddress! + written, raw.count - written)
      }
      if result < 0, errno == EINTR { continue }
      guard result > 0 else {
        let reason = FileBytes.reason(errno)
        close(fd)
        unlink(temporary)
        throw .file(path, reason: "cannot write: \(reason)")
      }
      written += result
    }
    guard fsync(fd) == 0 else {
      let reason = FileBytes.reason(errno)
      close(fd)
      unlink(temporary)
      throw .file(path, reason: "cannot write: \(reason)")
    }
    close(fd)
    guard rename(temporary, path) == 0 else {
      let reason = FileBytes.reason(errno)
      unlink(temporary)
      throw .file(path, reason: "cannot replace the file: \(reason)")
    }
  }

  /// Creates `path` and its parents, like `mkdir -p`.
  public static func makeFolders(_ path: String) throws(LoadError) {
    if PathSafety.isDirectory(path) { return }
    let parent = PathSafety.directory(of: path)
    if parent != path, !PathSafety.isDirectory(parent) { try makeFolders(parent) }
    guard mkdir(path, 0o755) == 0 || errno == EEXIST else {
      throw .file(path, reason: "cannot create the folder: \(FileBytes.reason(errno))")
    }
  }
}
