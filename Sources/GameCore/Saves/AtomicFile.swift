#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import PlistKit
import TerminalKit

/// Writes a file where the user said. A regular file (or a new one) is written so that a crash
/// or a full disk never leaves it half-written: the bytes go to a temporary file beside it, are
/// flushed to disk, and only then renamed over the old one, which keeps its permissions. A
/// device, a FIFO or a terminal is opened and written in place (renaming over /dev/null would
/// replace it for every program on the machine); a link is written through to the file it
/// names; a folder and a disk are refused.
public enum AtomicFile {
  public static func write(_ bytes: [UInt8], to path: String) throws(LoadError) {
    var info = stat()
    guard PathText.withCString(path, { lstat($0, &info) }) == 0 else {
      guard errno == ENOENT else { throw .file(path, reason: "cannot write: \(FileBytes.reason(errno))") }
      return try replace(path, with: bytes, mode: nil)
    }
    switch info.st_mode & S_IFMT {
    case S_IFREG: try replace(path, with: bytes, mode: info.st_mode & 0o7777)
    case S_IFLNK:
      // realpath resolves every link, so the target is not one (unless swapped since: refused).
      guard let target = PathSafety.realPath(path), FolderIndex.lstatKind(target) != .link else {
        throw .file(path, reason: "is a link to a file that does not exist; name the file itself")
      }
      try write(bytes, to: target)
    case S_IFDIR: throw .file(path, reason: "is a folder, not a file")
    case S_IFBLK: throw .file(path, reason: "is a disk (a block device); it is not written over")
    default: try writeInPlace(path, bytes)
    }
  }

  /// `.NAME.PID.N.tmp`: the process id tells a leftover of a killed process (see
  /// `removeLeftovers`); the file is created new (`O_EXCL`), never through a planted link.
  private static func replace(_ path: String, with bytes: [UInt8], mode: mode_t?) throws(LoadError) {
    let folder = PathSafety.directory(of: path)
    var fd: Int32 = -1
    var temporary = ""
    for attempt in 0..<100 {
      temporary = PathSafety.join(folder, ".\(PathSafety.fileName(of: path)).\(getpid()).\(attempt).tmp")
      fd = PathText.withCString(temporary) { open($0, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644) }
      if fd >= 0 || errno != EEXIST { break }
    }
    guard fd >= 0 else { throw .file(path, reason: "cannot write: \(FileBytes.reason(errno))") }
    func fail(_ what: String) -> LoadError {
      let reason = FileBytes.reason(errno)
      close(fd)
      PathText.withCString(temporary) { _ = unlink($0) }
      return .file(path, reason: "\(what): \(reason)")
    }
    if let mode, fchmod(fd, mode) != 0 { throw fail("cannot keep the file's permissions") }
    guard writeAll(fd, bytes) else { throw fail("cannot write") }
    guard fsync(fd) == 0 else { throw fail("cannot write") }
    close(fd)
    let renamed = PathText.withCString(temporary) { from in PathText.withCString(path) { to in rename(from, to) } }
    guard renamed == 0 else {
      let reason = FileBytes.reason(errno)
      PathText.withCString(temporary) { _ = unlink($0) }
      throw .file(path, reason: "cannot replace the file: \(reason)")
    }
    // The rename itself is made durable with the folder.
    let folderFD = PathText.withCString(folder) { open($0, O_RDONLY | O_DIRECTORY | O_CLOEXEC) }
    if folderFD >= 0 {
      _ = fsync(folderFD)
      close(folderFD)
    }
  }

  /// A device, FIFO or terminal: opened as it is and written (a FIFO nobody reads is refused,
  /// not waited on).
  private static func writeInPlace(_ path: String, _ bytes: [UInt8]) throws(LoadError) {
    let fd = PathText.withCString(path) { open($0, O_WRONLY | O_NOCTTY | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC) }
    guard fd >= 0 else {
      if errno == ENXIO { throw .file(path, reason: "is a FIFO that no program is reading") }
      throw .file(path, reason: "cannot write: \(FileBytes.reason(errno))")
    }
    defer { close(fd) }
    _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
    guard writeAll(fd, bytes) else { throw .file(path, reason: "cannot write: \(FileBytes.reason(errno))") }
  }

  /// Writes every byte, again after an interruption; false (errno set) on failure.
  private static func writeAll(_ fd: Int32, _ bytes: [UInt8]) -> Bool {
    var written = 0
    while written < bytes.count {
      let result = bytes.withUnsafeBytes { raw in writeBytes(fd, raw.baseAddress.unsafelyUnwrapped + written, raw.count - written) }
      if result < 0, errno == EINTR { continue }
      guard result > 0 else { return false }
      written += result
    }
    return true
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
      if kill(pid, 0) != 0, errno == ESRCH, PathText.withCString(PathSafety.join(folder, name), { unlink($0) }) == 0 { removed += 1 }
    }
    return removed
  }

  /// Makes `path` a second name of the file `source` (a hard link: no copy, and no link out of
  /// the folder that a pack would refuse), replacing what `path` was in one rename. False when
  /// it cannot be linked — another disk, a file system without links — and nothing changed.
  public static func hardLink(_ source: String, to path: String) -> Bool {
    let temporary = PathSafety.join(PathSafety.directory(of: path), ".\(PathSafety.fileName(of: path)).\(getpid()).link.tmp")
    PathText.withCString(temporary) { _ = unlink($0) }
    guard PathText.withCString(source, { from in PathText.withCString(temporary) { link(from, $0) } }) == 0 else { return false }
    guard PathText.withCString(temporary, { from in PathText.withCString(path) { rename(from, $0) } }) == 0 else {
      PathText.withCString(temporary) { _ = unlink($0) }
      return false
    }
    return true
  }

  /// Creates `path` and its parents, like `mkdir -p`.
  public static func makeFolders(_ path: String) throws(LoadError) {
    if PathSafety.isDirectory(path) { return }
    let parent = PathSafety.directory(of: path)
    if parent != path, !PathSafety.isDirectory(parent) { try makeFolders(parent) }
    guard PathText.withCString(path, { mkdir($0, 0o755) }) == 0 || errno == EEXIST else {
      throw .file(path, reason: "cannot create the folder: \(FileBytes.reason(errno))")
    }
  }
}

/// `write(2)`, named apart from `AtomicFile.write`.
private func writeBytes(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
  write(fd, buffer, count)
}
