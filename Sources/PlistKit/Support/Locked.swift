import Foundation

/// A value that several threads read and change, each access under one lock: a cache made on
/// first use, a save waiting to be written. The only way in is `withLock`, so no access goes
/// around the lock. For this package's modules (`package`).
package final class Locked<Value: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  // Read and written only inside `withLock`, which holds `lock`.
  private var value: Value

  package init(_ value: Value) {
    self.value = value
  }

  /// Runs `body` with the value, holding the lock; what `body` returns is handed back.
  package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }
}
