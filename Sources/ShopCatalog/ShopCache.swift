#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import GameCore
import PlistKit

/// The shop's cache folder (`$XDG_CACHE_HOME/arcade/shop`): its size, and emptying it for
/// 设置 › 清除缓存. A missing or empty folder is 0 bytes and clears without a word of failure;
/// links are removed, never followed; the walk is bounded (depth and entries), so a hostile
/// tree costs a bounded time.
struct ShopCache {
  let folder: String?

  init(root: String?) {
    folder = root.map { PathSafety.join($0, "shop") }
  }

  static let deepest = 16
  static let mostEntries = 100_000

  /// Bytes of the regular files inside.
  var size: Int {
    guard let folder else { return 0 }
    var seen = 0
    return Self.walk(folder, depth: 0, seen: &seen, remove: false)
  }

  /// Empties the folder; the bytes that went.
  func clear() -> Int {
    guard let folder else { return 0 }
    var seen = 0
    return Self.walk(folder, depth: 0, seen: &seen, remove: true)
  }

  /// `0 B`, `12.3 KB`, `4.0 MB`.
  static func text(bytes: Int) -> String {
    if bytes < 1_024 { return "\(bytes) B" }
    let units = ["KB", "MB", "GB", "TB"]
    var value = bytes * 10 / 1_024
    var unit = 0
    while value >= 10_240, unit < units.count - 1 {
      value /= 1_024
      unit += 1
    }
    return "\(value / 10).\(value % 10) \(units[unit])"
  }

  private static func walk(_ path: String, depth: Int, seen: inout Int, remove: Bool) -> Int {
    guard depth < deepest, let directory = PathText.withCString(path, { opendir($0) }) else { return 0 }
    var names: [String] = []
    while seen < mostEntries, let entry = readdir(directory) {
      let name = PathSafety.entryName(entry)
      if name == "." || name == ".." { continue }
      names.append(name)
      seen += 1
    }
    closedir(directory)
    var total = 0
    for name in names {
      let child = PathSafety.join(path, name)
      var info = stat()
      guard PathText.withCString(child, { lstat($0, &info) }) == 0 else { continue }
      if (info.st_mode & S_IFMT) == S_IFDIR {
        total += walk(child, depth: depth + 1, seen: &seen, remove: remove)
        if remove { PathText.withCString(child) { _ = rmdir($0) } }
      } else {
        if (info.st_mode & S_IFMT) == S_IFREG { total += Int(info.st_size) }
        if remove { PathText.withCString(child) { _ = unlink($0) } }
      }
    }
    return total
  }
}
