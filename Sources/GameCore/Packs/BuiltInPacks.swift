#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import PlistKit
import TerminalKit

/// The built-in packs a program carries inside itself, so that a copy of `arcade` alone plays
/// them: every pack folder of `plist-data/` as one binary plist, `{format = arcade-built-in;
/// version = 1; packs = {guess-en = <an arcadepack's dictionary>; …}}`, made when the program
/// is built and written out, once, to the cache folder (`~/.cache/arcade/built-in-HASH`,
/// named by the bytes, so a new build writes its own) where the loader reads them as any pack.
public enum BuiltInPacks {
  static let format = "arcade-built-in"

  /// The pack folders under `folder` as the bytes a program carries.
  public static func archive(of folder: String) throws(LoadError) -> [UInt8] {
    var packs: [(String, PlistValue)] = []
    for name in PathSafety.contents(of: folder) where PathSafety.isDirectory(PathSafety.join(folder, name)) {
      packs.append((name, try PackArchive.folder(PathSafety.join(folder, name)).plist))
    }
    return BinaryPlistWriter.write(.dictionary(PlistDictionary([
      ("format", .string(format)), ("version", .integer(1)), ("packs", .dictionary(PlistDictionary(packs))),
    ])))
  }

  /// The packs in `bytes`, checked as any pack file is.
  public static func packs(_ bytes: [UInt8]) throws(LoadError) -> [(name: String, archive: PackArchive)] {
    let name = "the program's built-in packs"
    let value: PlistValue
    do throws(PlistError) {
      value = try PlistReader.read(bytes)
    } catch {
      throw .syntax(error)
    }
    guard case .dictionary(let top) = value, top["format"] == .string(format), top["version"] == .integer(1),
          case .dictionary(let table)? = top["packs"] else { throw .file(name, reason: "are not a built-in packs archive of version 1") }
    var packs: [(name: String, archive: PackArchive)] = []
    for entry in table {
      guard PathSafety.isPlainName(entry.key), entry.key != "." else { throw .file(name, reason: "name a pack \"\(TextCleaner.clean(entry.key))\"") }
      packs.append((entry.key, try PackArchive(plist: entry.value, name: name + ": " + entry.key)))
    }
    return packs
  }

  /// The packs a program carries: their bytes in base64 (as a Swift source holds them) and the
  /// name of their folder in the cache, `built-in-` and the bytes' FNV-1a, both made when the
  /// program is built, so that a start finds the folder without decoding a byte.
  public struct Carried: Sendable {
    public let folderName: StaticString
    public let base64: StaticString

    public init(folderName: StaticString, base64: StaticString) {
      self.folderName = folderName
      self.base64 = base64
    }

    public var bytes: [UInt8]? { BuiltInPacks.base64(base64) }
  }

  /// The name of the cache folder for `bytes`.
  public static func folderName(for bytes: [UInt8]) -> String {
    let digits = String(SaveStore.fnv1a(bytes), radix: 16)
    return "built-in-" + String(repeating: "0", count: 16 - digits.count) + digits
  }

  /// The folder the carried packs are in under `cache`, written there the first time: into a
  /// folder of this process's own, renamed into place whole, so that two programs starting at
  /// once each see all of it or none.
  public static func unpacked(_ carried: Carried, cache: String) throws(LoadError) -> String {
    let name = carried.folderName.withUTF8Buffer { String(decoding: $0, as: UTF8.self) }
    let folder = PathSafety.join(cache, name)
    if PathSafety.isDirectory(folder) { return folder }
    guard let bytes = carried.bytes, folderName(for: bytes) == name else {
      throw .file(name, reason: "the program's built-in packs are damaged (their bytes do not match their name)")
    }
    return try unpacked(bytes, into: folder)
  }

  /// Writes the packs of `bytes` as `folder` (see `unpacked(_:cache:)`).
  public static func unpacked(_ bytes: [UInt8], into folder: String) throws(LoadError) -> String {
    if PathSafety.isDirectory(folder) { return folder }
    let cache = PathSafety.directory(of: folder)
    try AtomicFile.makeFolders(cache)
    let partial = PathSafety.join(cache, ".\(PathSafety.fileName(of: folder)).\(getpid()).tmp")
    removeTree(partial)
    do throws(LoadError) {
      guard PathText.withCString(partial, { mkdir($0, 0o755) }) == 0 else {
        throw .file(partial, reason: "cannot create the folder: \(FileBytes.reason(errno))")
      }
      for (name, archive) in try packs(bytes) { try archive.unpack(into: PathSafety.join(partial, name)) }
    } catch {
      removeTree(partial)
      throw error
    }
    let renamed = PathText.withCString(partial) { from in PathText.withCString(folder) { to in rename(from, to) } }
    // Another program may have put its copy there first: the same bytes, so either will do.
    if renamed != 0 { removeTree(partial) }
    guard PathSafety.isDirectory(folder) else { throw .file(folder, reason: "cannot create the folder: \(FileBytes.reason(errno))") }
    return folder
  }

  /// Removes a folder this process made, and what it holds (files and folders, nothing followed).
  static func removeTree(_ path: String) {
    var info = stat()
    guard PathText.withCString(path, { lstat($0, &info) }) == 0 else { return }
    if info.st_mode & S_IFMT == S_IFDIR {
      for name in PathSafety.contents(of: path) + hidden(in: path) { removeTree(PathSafety.join(path, name)) }
      _ = PathText.withCString(path) { rmdir($0) }
    } else {
      _ = PathText.withCString(path) { unlink($0) }
    }
  }

  private static func hidden(in folder: String) -> [String] {
    guard let dir = PathText.withCString(folder, { opendir($0) }) else { return [] }
    defer { closedir(dir) }
    var names: [String] = []
    while let entry = readdir(dir) {
      let name = PathSafety.entryName(entry)
      if name.hasPrefix("."), name != ".", name != ".." { names.append(name) }
    }
    return names
  }

  /// Base64 text (the form a Swift source carries the bytes in) as bytes; nil when it is not.
  public static func base64(_ text: StaticString) -> [UInt8]? {
    text.withUTF8Buffer { base64(Array($0)) }
  }

  public static func base64(_ text: [UInt8]) -> [UInt8]? {
    func value(_ c: UInt8) -> UInt32? {
      switch c {
      case 0x41...0x5A: UInt32(c - 0x41)
      case 0x61...0x7A: UInt32(c - 0x61 + 26)
      case 0x30...0x39: UInt32(c - 0x30 + 52)
      case 0x2B: 62
      case 0x2F: 63
      default: nil
      }
    }
    guard text.count % 4 == 0 else { return nil }
    var out: [UInt8] = []
    out.reserveCapacity(text.count / 4 * 3)
    var i = 0
    while i < text.count {
      let padding = i + 4 == text.count ? text[i..<i + 4].reversed().prefix { $0 == 0x3D }.count : 0
      guard padding <= 2 else { return nil }
      var group: UInt32 = 0
      for j in 0..<4 {
        let c = text[i + j]
        if j >= 4 - padding { group <<= 6; continue }
        guard let v = value(c) else { return nil }
        group = group << 6 | v
      }
      out.append(UInt8(group >> 16))
      if padding < 2 { out.append(UInt8(group >> 8 & 0xFF)) }
      if padding < 1 { out.append(UInt8(group & 0xFF)) }
      i += 4
    }
    return out
  }
}
