#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import PlistKit
import TerminalKit

/// A folder's entries read once, with what each one is, so that looking up a hundred thousand
/// pictures costs one directory read instead of seven failed `stat` calls a picture.
public struct FolderIndex: Sendable {
  public enum Kind: Sendable { case file, folder, link, other }

  public let path: String
  public let entries: [String: Kind]

  /// Reads `path`'s entries (hidden ones too; `.` and `..` left out). A folder that cannot be
  /// read is empty.
  public init(_ path: String) {
    self.path = path
    var entries: [String: Kind] = [:]
    if let dir = PathText.withCString(path, { opendir($0) }) {
      defer { closedir(dir) }
      while let entry = readdir(dir) {
        let name = PathSafety.entryName(entry)
        guard name != ".", name != ".." else { continue }
        entries[name] = Self.kind(Int32(entry.pointee.d_type), name: name, in: path)
      }
    }
    self.entries = entries
  }

  private static func kind(_ type: Int32, name: String, in folder: String) -> Kind {
    switch type {
    case Int32(DT_REG): return .file
    case Int32(DT_DIR): return .folder
    case Int32(DT_LNK): return .link
    case Int32(DT_UNKNOWN): return lstatKind(PathSafety.join(folder, name))
    default: return .other
    }
  }

  /// What `path` itself is, a link not followed.
  public static func lstatKind(_ path: String) -> Kind {
    var info = stat()
    guard PathText.withCString(path, { lstat($0, &info) }) == 0 else { return .other }
    switch info.st_mode & S_IFMT {
    case S_IFREG: return .file
    case S_IFDIR: return .folder
    case S_IFLNK: return .link
    default: return .other
    }
  }

  /// The names of the real folders in it, sorted: links to folders are never followed, so a
  /// walk cannot loop or fan out through them.
  public var folders: [String] {
    entries.filter { $0.value == .folder && !$0.key.hasPrefix(".") }.map(\.key).sorted()
  }
}
