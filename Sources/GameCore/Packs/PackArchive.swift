#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
#if canImport(FoundationEssentials)
import struct FoundationEssentials.Data
#else
import struct Foundation.Data
#endif
import PlistKit
import TerminalKit

/// A pack folder as one value, its files by their paths inside it, and as one file: a binary
/// plist, `{format = arcadepack; version = 1; files = {"pack.plist" = <…>; "pictures/sun.png" =
/// <…>}}` (docs/formats.md). What is read is untrusted: a path is relative, of plain names (no
/// `..`, no control character, no backslash), at most `deepest` folders down; the count and
/// the bytes are bounded before a file is kept; nothing but regular files and folders is taken
/// from a folder or written to one.
public struct PackArchive: Equatable, Sendable {
  public struct File: Equatable, Sendable {
    public var path: String
    public var bytes: [UInt8]

    public init(path: String, bytes: [UInt8]) {
      self.path = path
      self.bytes = bytes
    }
  }

  /// By path, each once.
  public private(set) var files: [File]

  /// The most files a pack may hold, and their most bytes in all (a pack file, or a folder made one).
  public static let mostFiles = 20_000
  public static let mostBytes = 512 << 20
  static let deepest = 16
  static let format = "arcadepack"
  /// A pack file's name ends so.
  public static let fileExtension = ".arcadepack"

  /// The files, checked: every path a pack may hold, none twice, within the bounds.
  public init(files: [File], name: String) throws(LoadError) {
    guard files.count <= Self.mostFiles else {
      throw .file(name, reason: "holds \(files.count) files; a pack holds at most \(Self.mostFiles)")
    }
    var total = 0
    for file in files {
      if let refusal = Self.refusal(forPath: file.path) {
        throw .file(name, reason: "\"\(DisplayWidth.truncate(TextCleaner.visible(file.path), to: 60))\": \(refusal)")
      }
      total += file.bytes.count
      guard total <= Self.mostBytes else { throw .file(name, reason: "holds more than \(Self.mostBytes >> 20) MB; a pack holds at most that") }
    }
    let sorted = files.sorted { $0.path < $1.path }
    for (a, b) in zip(sorted, sorted.dropFirst()) where a.path == b.path || b.path.hasPrefix(a.path + "/") {
      throw .file(name, reason: "\"\(TextCleaner.visible(b.path))\" is named twice, or is both a file and a folder")
    }
    self.files = sorted
  }

  /// Why `path` may not name a file in a pack; nil when it may.
  static func refusal(forPath path: String) -> String? {
    let parts = path.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count <= Self.deepest else { return "is more than \(Self.deepest) folders deep" }
    guard path.utf8.count <= 1_024 else { return "is longer than 1024 bytes" }
    for part in parts {
      if part.isEmpty { return "a path is relative, with no empty part (no leading or doubled /)" }
      if part == "." || part == ".." { return "'.' and '..' are not names in a pack" }
      if let refusal = PathSafety.refusal(for: String(part)) { return refusal }
      if part.utf8.count > 255 { return "a name is longer than 255 bytes" }
    }
    return nil
  }

  // MARK: - A folder

  /// The regular files under `folder`, hidden ones left out; a link or anything else that is
  /// not a file or a folder is refused by name.
  public static func folder(_ folder: String) throws(LoadError) -> PackArchive {
    var files: [File] = []
    var total = 0
    func walk(_ relative: String, depth: Int) throws(LoadError) {
      let here = relative.isEmpty ? folder : PathSafety.join(folder, relative)
      for name in PathSafety.contents(of: here) {
        let path = relative.isEmpty ? name : relative + "/" + name
        let full = PathSafety.join(folder, path)
        var info = stat()
        guard PathText.withCString(full, { lstat($0, &info) }) == 0 else { throw .file(full, reason: "cannot be read: \(FileBytes.reason(errno))") }
        switch info.st_mode & S_IFMT {
        case S_IFDIR:
          guard depth < deepest else { throw .file(full, reason: "is more than \(deepest) folders deep") }
          try walk(path, depth: depth + 1)
        case S_IFREG:
          guard files.count < mostFiles else { throw .file(folder, reason: "holds more than \(mostFiles) files; a pack holds at most that") }
          let bytes = try FileBytes.contents(of: full, limit: mostBytes - total + 1)
          total += bytes.count
          guard total <= mostBytes else { throw .file(folder, reason: "holds more than \(mostBytes >> 20) MB; a pack holds at most that") }
          files.append(File(path: path, bytes: bytes))
        case S_IFLNK: throw .file(full, reason: "is a link: a pack file holds files and folders only")
        default: throw .file(full, reason: PathSafety.whyNotAFile(full))
        }
      }
    }
    guard PathSafety.isDirectory(folder) else { throw .file(folder, reason: "is not a folder") }
    try walk("", depth: 0)
    return try PackArchive(files: files, name: folder)
  }

  /// Writes the files into `folder`, which must not exist yet: it is made, and nothing is
  /// written outside it (every path was checked, and each file is created anew).
  public func unpack(into folder: String) throws(LoadError) {
    guard PathText.withCString(folder, { mkdir($0, 0o755) }) == 0 else {
      throw .file(folder, reason: errno == EEXIST ? "is there already: name a new folder" : "cannot create the folder: \(FileBytes.reason(errno))")
    }
    for file in files {
      let path = PathSafety.join(folder, file.path)
      try AtomicFile.makeFolders(PathSafety.directory(of: path))
      try Self.create(path, file.bytes)
    }
  }

  private static func create(_ path: String, _ bytes: [UInt8]) throws(LoadError) {
    let fd = PathText.withCString(path) { open($0, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644) }
    guard fd >= 0 else { throw .file(path, reason: "cannot create the file: \(FileBytes.reason(errno))") }
    defer { close(fd) }
    var written = 0
    while written < bytes.count {
      let n = bytes.withUnsafeBytes { raw in systemWrite(fd, raw.baseAddress! + written, bytes.count - written) }
      if n < 0 && errno == EINTR { continue }
      guard n > 0 else { throw .file(path, reason: "cannot be written: \(FileBytes.reason(errno))") }
      written += n
    }
  }

  // MARK: - The file

  public var plist: PlistValue {
    .dictionary(PlistDictionary([
      ("format", .string(Self.format)), ("version", .integer(1)),
      ("files", .dictionary(PlistDictionary(files.map { ($0.path, PlistValue.data(Data($0.bytes))) }))),
    ]))
  }

  /// The pack file's bytes (a binary plist).
  public var bytes: [UInt8] { BinaryPlistWriter.write(plist) }

  /// A pack file's contents: refused, saying why, when it is not one this program writes.
  public init(plist value: PlistValue, name: String) throws(LoadError) {
    guard case .dictionary(let entries) = value, entries["format"] == .string(Self.format) else {
      throw .file(name, reason: "is not a pack file: no format = \"\(Self.format)\" at its top")
    }
    guard entries["version"] == .integer(1) else { throw .file(name, reason: "is a pack file of a version this arcade does not read (it reads version 1)") }
    guard case .dictionary(let table)? = entries["files"] else { throw .file(name, reason: "files: expected a dictionary of the pack's files") }
    guard table.count <= Self.mostFiles else { throw .file(name, reason: "holds \(table.count) files; a pack holds at most \(Self.mostFiles)") }
    var files: [File] = []
    for entry in table {
      guard case .data(let bytes) = entry.value else {
        throw .file(name, reason: "files.\"\(DisplayWidth.truncate(TextCleaner.visible(entry.key), to: 60))\": expected the file's bytes (data)")
      }
      files.append(File(path: entry.key, bytes: Array(bytes)))
    }
    try self.init(files: files, name: name)
  }

  /// The folder the pack file at `path` is written out to under `cache` (`packs/NAME-HASH`,
  /// named by its bytes: a changed file is written out anew), written the first time.
  public static func unpacked(_ path: String, cache: String) throws(LoadError) -> String {
    let bytes = try bounded(path)
    let stem = String(PathSafety.fileName(of: path).dropLast(fileExtension.count).prefix(40)).map { $0.isLetter || $0.isNumber ? $0 : "_" }
    let folder = PathSafety.join(PathSafety.join(cache, "packs"), String(stem) + "-" + SaveStore.hex(SaveStore.fnv1a(bytes)))
    return try BuiltInPacks.writtenOnce(folder) { partial throws(LoadError) in try PackArchive(bytes: bytes, name: path).unpack(into: partial) }
  }

  /// A pack file's bytes, refused when larger than a pack file may be.
  static func bounded(_ path: String) throws(LoadError) -> [UInt8] {
    let most = mostBytes + (1 << 20)
    let bytes = try FileBytes.contents(of: path, limit: most + 1)
    guard bytes.count <= most else { throw .file(path, reason: "is larger than \(most >> 20) MB; a pack file is at most that") }
    return bytes
  }

  /// Reads the pack file at `path`, its size bounded before a byte is decoded.
  public static func read(_ path: String) throws(LoadError) -> PackArchive {
    try PackArchive(bytes: try bounded(path), name: path)
  }

  /// A pack file's contents from its bytes.
  init(bytes: [UInt8], name path: String) throws(LoadError) {
    let value: PlistValue
    do throws(PlistError) {
      value = try PlistReader.read(bytes)
    } catch {
      var named = error
      named.file = path
      throw .syntax(named)
    }
    try self.init(plist: value, name: path)
  }
}

/// `write(2)`, named apart from any `write` of ours.
private func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
  write(fd, buffer, count)
}
