import Dispatch
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import PlistKit

/// A save written a moment after the change that asked for it, on a thread of its own: a burst
/// of keys (ten `+` in the market) makes one write, at most `window` seconds after its first
/// key, and no key waits for the disk. Each write is the session's atomic one (a temporary
/// file, fsync, rename), so a process killed at any moment leaves the last whole save: it loses
/// at most the changes of the last `window`, and never tears the file.
///
/// The program asks `deadline` when it next needs time, calls `advance(to:)` then, and
/// `finish()` when it quits or the process may end or stop (Ctrl-C, a signal, Ctrl-Z): that
/// writes what waits and returns once it is on disk.
public final class CoalescedSave: Sendable {
  /// How long a change may wait to be written: short enough that a crash loses a moment's
  /// play, long enough that a burst of keys makes one write.
  public static let window = 0.3

  private let session: PackSession
  private let queue = DispatchQueue(label: "arcade.save")

  /// What the program's thread and the writer share.
  private struct Shared: Sendable {
    var waiting: PlistValue?
    var due: Double?
    var failure: SaveNotice?
    var written = 0
  }

  private let shared = Locked(Shared())

  public init(session: PackSession) {
    self.session = session
  }

  /// A newer value to save, changed at `now`: it is written by `now + window` at the latest,
  /// with whatever changes after it by then.
  public func changed(_ value: PlistValue, now: Double) {
    shared.withLock { shared in
      shared.waiting = value
      if shared.due == nil { shared.due = now + Self.window }
    }
  }

  /// When the waiting value is due to be written; nil when nothing waits.
  public var deadline: Double? { shared.withLock { $0.due } }

  /// Starts writing the waiting value once it is due.
  public func advance(to now: Double) {
    guard let due = deadline, now >= due else { return }
    startWriting()
  }

  /// Writes what waits and returns when every write started is on disk.
  public func finish() {
    startWriting()
    queue.sync {}
  }

  /// Why the last write failed, once: the program shows it.
  public func takeFailure() -> SaveNotice? {
    shared.withLock { shared in
      defer { shared.failure = nil }
      return shared.failure
    }
  }

  /// How many writes have been made, for tests.
  var writes: Int { queue.sync { shared.withLock { $0.written } } }

  private func startWriting() {
    let value: PlistValue? = shared.withLock { shared in
      defer {
        shared.waiting = nil
        shared.due = nil
      }
      return shared.waiting
    }
    guard let value else { return }
    queue.async { [session, shared] in
      let notice = session.save(value)
      shared.withLock { shared in
        shared.written += 1
        if let notice { shared.failure = notice }
      }
    }
  }
}
