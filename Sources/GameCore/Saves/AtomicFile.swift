#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import PlistKit
import TerminalKit

/// Writes a file so that a crash or a full disk never leaves it half-written: the bytes go to
/// a temporary file beside it, are flushed to disk, and only then renamed over the old one.
public enum AtomicFile {
  /// `.NAME.PID.N.tmp`: the process id tells a leftover of a killed process (see
  /// `removeLeftovers`); the file is created new (`O_EXCL`), never through a planted link.
  public static func write(_ bytes: [UInt8], to path: String) throws(LoadError) {
    let folder = PathSafety.directory(of: path)
    var fd: Int32 = -1
    var temporary = ""
    for attempt in 0..<100 {
      temporary = PathSafety.join(folder, ".\(PathSafety.fileName(of: path)).\(getpid()).\(attempt).tmp")
      fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
      if fd >= 0 || errno != EEXIST { break }
    }
    guard fd >= 0 else { throw .file(path, reason: "cannot write: \(FileBytes.reason(errno))") }
    var written = 0
    while written < bytes.count {
      let result = bytes.withUnsafeBytes { raw in
        writeBytes(fd, raw.baseAddress! + written, raw.count - written)
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

  /// Removes the temporary files that writers killed mid-write left in `folder` (their process is
  /// gone); a live writer's file is left alone. Returns how many went.
  @discardableResult
  public static func removeLeftovers(in folder: String) -> Int {
    var removed = 0
    for (name, kind) in FolderIndex(folder).entries where kind == .file && name.hasPrefix(".") && name.hasSuffix(".tmp") {
      let parts = name.dropLast(4).split(separator: ".")
      // `.NAME.PID.N.tmp`, or `.NAME.PID.tmp` as earlier versions wrote it.
      guard parts.count >= 3, let pid = Int32(parts[parts.count - 2]) ?? Int32(parts[parts.count - 1]), pid > 0 else { continue }
      if kill(pid, 0) != 0, errno == ESRCH, unlink(PathSafety.join(folder, name)) == 0 { removed += 1 }
    }
    return removed
  }

  /// Makes `path` a second name of the file `source` (a hard link: no copy, and no link out of
  /// the folder that a pack would refuse), replacing what `path` was in one rename. False when
  /// it cannot be linked — another disk, a file system without links — and nothing changed.
  public static func hardLink(_ source: String, to path: String) -> Bool {
    let temporary = PathSafety.join(PathSafety.directory(of: path), ".\(PathSafety.fileName(of: path)).\(getpid()).link.tmp")
    unlink(temporary)
    guard link(source, temporary) == 0 else { return false }
    guard rename(temporary, path) == 0 else {
      unlink(temporary)
      return false
    }
    return true
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

/// `write(2)`, named apart from `AtomicFile.write`.
private func writeBytes(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
  write(fd, buffer, count)
}
