import Foundation
import GameCore

/// Saved files kept in memory, for tests of progress saving.
public final class MemorySaves: @unchecked Sendable {
  private let lock = NSLock()
  public private(set) var files: [String: [UInt8]] = [:]

  public init(files: [String: [UInt8]] = [:]) {
    self.files = files
  }

  public var store: SaveStore {
    SaveStore(
      read: { name in self.lock.withLock { self.files[name] } },
      write: { bytes, name in self.lock.withLock { self.files[name] = bytes } },
      moveAside: { name in
        self.lock.withLock {
          guard let bytes = self.files.removeValue(forKey: name) else { return nil }
          self.files[name + ".broken"] = bytes
          return name + ".broken"
        }
      })
  }
}
