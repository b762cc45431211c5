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

    public var bytes: [UInt8]? { base64.withUTF8Buffer { Base64.decode(Array($0)) } }
  }

  /// The name of the cache folder for `bytes`.
  public static func folderName(for bytes: [UInt8]) -> String {
    "built-in-" + SaveStore.hex(SaveStore.fnv1a(bytes))
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
    try writtenOnce(folder) { partial throws(LoadError) in
      guard PathText.withCString(partial, { mkdir($0, 0o755) }) == 0 else {
        throw .file(partial, reason: "cannot create the folder: \(FileBytes.reason(errno))")
      }
      for (name, archive) in try packs(bytes) { try archive.unpack(into: PathSafety.join(partial, name)) }
    }
  }

  /// `folder`, written by `write` the first time it is asked for: into a folder of this
  /// process's own (`write` makes it), renamed into place whole, so that two programs writing
  /// at once each see all of it or none. Whichever renames first wins; the same bytes, so
  /// either will do.
  static func writtenOnce(_ folder: String, write: (String) throws(LoadError) -> Void) throws(LoadError) -> String {
    if PathSafety.isDirectory(folder) { return folder }
    try AtomicFile.makeFolders(PathSafety.directory(of: folder))
    let partial = PathSafety.join(PathSafety.directory(of: folder), ".\(PathSafety.fileName(of: folder)).\(getpid()).tmp")
    removeTree(partial)
    do throws(LoadError) {
      try write(partial)
    } catch {
      removeTree(partial)
      throw error
    }
    let renamed = PathText.withCString(partial) { from in PathText.withCString(folder) { to in rename(from, to) } }
    if renamed != 0 { removeTree(partial) }
    guard PathSafety.isDirectory(folder) else { throw .file(folder, reason: "cannot create the folder: \(FileBytes.reason(errno))") }
    return folder
  }

  /// Removes a folder this process made, and what it holds (files and folders, nothing followed).
  static func removeTree(_ path: String) {
    var info = stat()
    guard PathText.withCString(path, { lstat($0, &info) }) == 0 else { return }
    if info.st_mode & S_IFMT == S_IFDIR {
      for name in PathSafety.contents(of: path, hidden: true) { removeTree(PathSafety.join(path, name)) }
      _ = PathText.withCString(path) { rmdir($0) }
    } else {
      _ = PathText.withCString(path) { unlink($0) }
    }
  }
}
