import Foundation
import GameCore
import PlistKit
import TerminalKit

/// Saved files kept in memory, for tests of progress saving.
public final class MemorySaves: @unchecked Sendable {
  private let lock = NSLock()
  public private(set) var files: [String: [UInt8]] = [:]
  /// Names whose reading fails, as a file without read permission does.
  public var unreadable: Set<String> = []
  /// Names another process holds (the same pack open in another window).
  public var heldElsewhere: Set<String> = []
  /// How many saves were written.
  public var writes: Int { lock.withLock { writeCount } }
  private var writeCount = 0

  public init(files: [String: [UInt8]] = [:]) {
    self.files = files
  }

  public var store: SaveStore {
    SaveStore(
      read: { name throws(LoadError) in
        if self.lock.withLock({ self.unreadable.contains(name) }) { throw .file(name, reason: "permission denied") }
        return self.lock.withLock { self.files[name] }
      },
      write: { bytes, name in
        self.lock.withLock {
          self.files[name] = bytes
          self.writeCount += 1
        }
      },
      moveAside: { name in
        self.lock.withLock {
          guard let bytes = self.files.removeValue(forKey: name) else { return nil }
          var aside = name + ".broken"
          var n = 1
          while self.files[aside] != nil {
            n += 1
            aside = name + ".broken-\(n)"
          }
          self.files[aside] = bytes
          return aside
        }
      },
      rename: { old, new in
        self.lock.withLock {
          guard self.files[new] == nil, let bytes = self.files.removeValue(forKey: old) else { return false }
          self.files[new] = bytes
          return true
        }
      },
      claim: { name in self.lock.withLock { self.heldElsewhere.contains(name) } ? nil : SaveLock(descriptor: nil) },
      hold: { name in self.lock.withLock { self.heldElsewhere.contains(name) } ? nil : SaveLock(descriptor: nil) })
  }
}
