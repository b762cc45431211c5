#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Saved progress, one plist per pack, behind closures so tests run on memory and the game on
/// files. Writes are atomic; a save that cannot be read is moved aside, never overwritten.
public struct SaveStore: Sendable {
  /// What loading a save found.
  public enum Loaded: Equatable, Sendable {
    case none
    case found(PlistValue)
    /// The save is there but cannot be read as a plist; the caller moves it aside.
    case unreadable(String)
  }

  public var read: @Sendable (String) -> [UInt8]?
  public var write: @Sendable ([UInt8], String) throws(LoadError) -> Void
  public var moveAside: @Sendable (String) -> String?

  public init(read: @escaping @Sendable (String) -> [UInt8]?,
              write: @escaping @Sendable ([UInt8], String) throws(LoadError) -> Void,
              moveAside: @escaping @Sendable (String) -> String?) {
    self.read = read
    self.write = write
    self.moveAside = moveAside
  }

  /// Files under `folder`, created on the first save.
  public static func live(folder: String) -> SaveStore {
    SaveStore(
      read: { name in
        let path = PathSafety.join(folder, name)
        return PathSafety.isFile(path) ? try? FileBytes.contents(of: path) : nil
      },
      write: { bytes, name throws(LoadError) in
        try AtomicFile.makeFolders(folder)
        try AtomicFile.write(bytes, to: PathSafety.join(folder, name))
      },
      moveAside: { name in
        let aside = "\(name).broken-\(time(nil))"
        return rename(PathSafety.join(folder, name), PathSafety.join(folder, aside)) == 0 ? PathSafety.join(folder, aside) : nil
      })
  }

  /// A store that keeps nothing: script mode never reads or writes progress.
  public static let disabled = SaveStore(read: { _ in nil }, write: { _, _ in }, moveAside: { _ in nil })

  /// The file name for a pack's progress: its origin and id, so a user pack named like a
  /// built-in one keeps its own progress.
  public static func fileName(for pack: Pack) -> String {
    let safe = pack.id.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "_" }
    return "\(pack.modeID)-\(pack.origin.rawValue)-\(String(safe)).plist"
  }

  public func load(_ name: String) -> Loaded {
    guard let bytes = read(name) else { return .none }
    do throws(PlistError) {
      return .found(try PlistReader.read(bytes))
    } catch {
      return .unreadable(error.reason)
    }
  }

  public func save(_ value: PlistValue, as name: String) throws(LoadError) {
    try write(XMLPlistWriter.write(value), name)
  }
}
