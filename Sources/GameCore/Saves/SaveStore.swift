#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import PlistKit
import TerminalKit

/// Saved progress, one plist per pack, behind closures so tests run on memory and the game on
/// files. Writes are atomic; a save that cannot be used is moved aside, never overwritten, and
/// a save that cannot even be read is left alone (the session then saves nothing).
public struct SaveStore: Sendable {
  /// What loading a save found.
  public enum Loaded: Equatable, Sendable {
    case none
    case found(PlistValue)
    /// The save is there but cannot be read as a plist; the caller moves it aside.
    case unreadable(String)
    /// The file is there but could not be opened (permission denied): it must not be replaced.
    case inaccessible(String)
  }

  /// The bytes of a save, nil when there is none; throws when the file exists but cannot be read.
  public var read: @Sendable (String) throws(LoadError) -> [UInt8]?
  public var write: @Sendable ([UInt8], String) throws(LoadError) -> Void
  /// Moves a save to a name no other file has; returns where it went.
  public var moveAside: @Sendable (String) -> String?
  /// Renames a save when the new name is free; false when it is not, or on failure.
  public var rename: @Sendable (String, String) -> Bool
  /// Takes the save for this process while the lock it returns lives; nil when another process
  /// has it (the same pack open in another window), and this one must not write it.
  public var claim: @Sendable (String) -> SaveLock?
  /// Holds the file for a moment (a read, a change and a write of a file every game shares),
  /// waiting while another process holds it; nil when it stayed held too long.
  public var hold: @Sendable (String) -> SaveLock?

  public init(read: @escaping @Sendable (String) throws(LoadError) -> [UInt8]?,
              write: @escaping @Sendable ([UInt8], String) throws(LoadError) -> Void,
              moveAside: @escaping @Sendable (String) -> String?,
              rename: @escaping @Sendable (String, String) -> Bool = { _, _ in false },
              claim: @escaping @Sendable (String) -> SaveLock? = { _ in SaveLock(descriptor: nil) },
              hold: @escaping @Sendable (String) -> SaveLock? = { _ in SaveLock(descriptor: nil) }) {
    self.read = read
    self.write = write
    self.moveAside = moveAside
    self.rename = rename
    self.claim = claim
    self.hold = hold
  }

  /// Files under `folder`, created on the first save. Temporary files that a killed game left
  /// there are removed first. A file every game shares is waited for up to `patience` seconds.
  public static func live(folder: String, patience: Double = 2) -> SaveStore {
    AtomicFile.removeLeftovers(in: folder)
    return SaveStore(
      read: { name throws(LoadError) in
        let path = PathSafety.join(folder, name)
        var info = stat()
        guard PathText.withCString(path, { lstat($0, &info) }) == 0 else { return nil }
        return try FileBytes.contents(of: path, name: name)
      },
      write: { bytes, name throws(LoadError) in
        try AtomicFile.makeFolders(folder)
        try AtomicFile.write(bytes, to: PathSafety.join(folder, name))
      },
      moveAside: { name in
        let stamp = time(nil)
        // Two saves set aside in the same second keep apart: link() never replaces a file.
        for attempt in 0..<100 {
          let aside = attempt == 0 ? "\(name).broken-\(stamp)" : "\(name).broken-\(stamp)-\(attempt)"
          if renameNoReplace(PathSafety.join(folder, name), PathSafety.join(folder, aside)) { return PathSafety.join(folder, aside) }
          if errno != EEXIST { return nil }
        }
        return nil
      },
      rename: { old, new in renameNoReplace(PathSafety.join(folder, old), PathSafety.join(folder, new)) },
      claim: { name in SaveLock.take(PathSafety.join(folder, name + ".lock"), folder: folder) },
      hold: { name in SaveLock.wait(PathSafety.join(folder, name + ".lock"), folder: folder, patience: patience) })
  }

  /// A store that keeps nothing: script mode never reads or writes progress.
  public static let disabled = SaveStore(read: { _ in nil }, write: { _, _ in }, moveAside: { _ in nil })

  /// Renames `old` to `new` unless `new` exists (errno is EEXIST then).
  static func renameNoReplace(_ old: String, _ new: String) -> Bool {
    guard PathText.withCString(old, { from in PathText.withCString(new) { link(from, $0) } }) == 0 else { return false }
    PathText.withCString(old) { _ = unlink($0) }
    return true
  }

  public func load(_ name: String) -> Loaded {
    let bytes: [UInt8]?
    do throws(LoadError) {
      bytes = try read(name)
    } catch {
      if case .file(_, let reason) = error { return .inaccessible(reason) }
      return .inaccessible(error.description)
    }
    guard let bytes else { return .none }
    do throws(PlistError) {
      return .found(try PlistReader.read(bytes))
    } catch {
      return .unreadable(error.reason)
    }
  }

  /// Saves as XML, readable by hand; a value XML cannot carry (a pack's name with a control
  /// character in it) is saved in the binary form instead, which carries anything.
  public func save(_ value: PlistValue, as name: String) throws(LoadError) {
    let bytes = (try? XMLPlistWriter.checkedWrite(value)) ?? BinaryPlistWriter.write(value)
    try write(bytes, name)
  }
}

/// A save taken by this process: an advisory lock (`flock`) on `NAME.lock` beside the save,
/// held while the pack is open and let go when the lock is released (or the process ends, even
/// by kill -9). A second process on the same pack finds it held and plays without saving, so
/// neither one's progress replaces the other's.
public final class SaveLock: Sendable {
  private let descriptor: Int32?

  public init(descriptor: Int32?) {
    self.descriptor = descriptor
  }

  deinit {
    if let descriptor { close(descriptor) }
  }

  /// The lock on `path`; nil when another process holds it. Where locks cannot be had (a file
  /// system without them, a folder that cannot be written), the save is taken without one.
  /// A lock path that is not a file we can open (a link, a folder, a file we may not read) is
  /// replaced by one; when it cannot be (a folder with things in it), the save is refused as a
  /// held one is, so that no two games write without a lock and lose each other's counts.
  static func take(_ path: String, folder: String) -> SaveLock? {
    try? AtomicFile.makeFolders(folder)
    var fd = openLockFile(path)
    var failure = errno
    if fd < 0, [EISDIR, ELOOP, EACCES, EPERM].contains(failure), replace(path) {
      fd = openLockFile(path)
      failure = errno
    }
    guard fd >= 0 else { return [EISDIR, ELOOP].contains(failure) ? nil : SaveLock(descriptor: nil) }
    if flock(fd, LOCK_EX | LOCK_NB) == 0 { return SaveLock(descriptor: fd) }
    let held = errno == EWOULDBLOCK
    close(fd)
    return held ? nil : SaveLock(descriptor: nil)
  }

  private static func openLockFile(_ path: String) -> Int32 {
    PathText.withCString(path) { open($0, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o644) }
  }

  /// Removes what stands at a lock's path and is not a lock file we can open: a link (not what
  /// it names), an empty folder, a file we may not read. True when something went.
  private static func replace(_ path: String) -> Bool {
    switch FolderIndex.lstatKind(path) {
    case .folder: PathText.withCString(path) { rmdir($0) } == 0
    case .link, .file: PathText.withCString(path) { unlink($0) } == 0
    case .other: false
    }
  }

  /// The lock on `path`, waited for up to `patience` seconds (another game writing the same
  /// shared file holds it for a write's time); nil when it was held all that time.
  static func wait(_ path: String, folder: String, patience: Double = 2) -> SaveLock? {
    let tries = Int(patience / 0.01)
    for attempt in 0...tries {
      if let lock = take(path, folder: folder) { return lock }
      if attempt < tries { usleep(10_000) }
    }
    return nil
  }
}
