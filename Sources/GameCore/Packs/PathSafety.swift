#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import PlistKit
import TerminalKit

/// File-system helpers for pack folders, with the rule that a pack never reaches outside itself.
public enum PathSafety {
  /// Why `name` may not be used as a path inside a pack, or nil when it may.
  /// Most names are a plain file name: not empty, no slash, backslash or control byte, not
  /// `..`, not `~…`; told in one look at the bytes.
  public static func isPlainName(_ name: String) -> Bool {
    name.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
      guard let first = bytes.first, first != 0x7E, bytes.count != 2 || bytes[0] != 0x2E || bytes[1] != 0x2E else { return false }
      var plain = true
      for byte in bytes { plain = plain && byte >= 0x20 && byte != 0x2F && byte != 0x5C }
      return plain
    } ?? false
  }

  public static func refusal(for name: String) -> String? {
    if isPlainName(name) { return nil }
    if name.isEmpty { return "the name is empty" }
    if name.hasPrefix("/") || name.hasPrefix("~") { return "an absolute path is not allowed; name a file inside the pack" }
    if name.split(separator: "/", omittingEmptySubsequences: false).contains("..") {
      return "'..' would lead outside the pack folder"
    }
    if name.unicodeScalars.contains(where: { $0.value < 0x20 || $0 == "\\" }) { return "the name holds a control character or a backslash" }
    return nil
  }

  /// The canonical absolute path with links resolved, or nil if it does not exist.
  public static func realPath(_ path: String) -> String? {
    guard let resolved = PathText.withCString(path, { realpath($0, nil) }) else { return nil }
    defer { free(resolved) }
    return PathText.string(UnsafeBufferPointer(start: resolved, count: strlen(resolved)).lazy.map { UInt8(bitPattern: $0) })
  }

  /// Whether `path` (links resolved) lies inside `folder` (links resolved).
  public static func isInside(_ path: String, folder: String) -> Bool {
    guard let real = realPath(path), let root = realPath(folder) else { return false }
    return real == root || real.hasPrefix(root.hasSuffix("/") ? root : root + "/")
  }

  public static func isDirectory(_ path: String) -> Bool {
    var info = stat()
    return PathText.withCString(path, { stat($0, &info) }) == 0 && info.st_mode & S_IFMT == S_IFDIR
  }

  /// Why `path` is not a pack's file or folder: nothing there, or something else (a FIFO, a
  /// device, a socket), as a person would name it.
  public static func whyNotAFile(_ path: String) -> String {
    var info = stat()
    guard PathText.withCString(path, { stat($0, &info) }) == 0 else { return "no such file or folder" }
    switch info.st_mode & S_IFMT {
    case S_IFIFO: return "is a FIFO (a named pipe), not a pack file or folder"
    case S_IFCHR, S_IFBLK: return "is a device, not a pack file or folder"
    case S_IFSOCK: return "is a socket, not a pack file or folder"
    default: return "is not a pack file or folder"
    }
  }

  public static func isFile(_ path: String) -> Bool {
    var info = stat()
    return PathText.withCString(path, { stat($0, &info) }) == 0 && info.st_mode & S_IFMT == S_IFREG
  }

  /// The entries of a folder, sorted, without `.` and `..`, and without hidden files unless
  /// `hidden` asks for them.
  public static func contents(of folder: String, hidden: Bool = false) -> [String] {
    guard let dir = PathText.withCString(folder, { opendir($0) }) else { return [] }
    defer { closedir(dir) }
    var names: [String] = []
    while let entry = readdir(dir) {
      let name = entryName(entry)
      if name != ".", name != "..", hidden || !name.hasPrefix(".") { names.append(name) }
    }
    return names.sorted()
  }

  /// A directory entry's name, its bytes kept exactly (see `PathText`).
  public static func entryName(_ entry: UnsafeMutablePointer<dirent>) -> String {
    withUnsafeBytes(of: entry.pointee.d_name) { raw in PathText.string(raw.prefix(while: { $0 != 0 })) }
  }

  public static func join(_ folder: String, _ name: String) -> String {
    folder.hasSuffix("/") ? folder + name : folder + "/" + name
  }

  public static func directory(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }

  public static func fileName(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return path }
    return String(path[path.index(after: slash)...])
  }
}
