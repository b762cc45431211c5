#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Signals turned into bytes on a pipe that the run loop polls: a handler may do almost nothing
/// safely, so it only writes the signal's number.
public final class SignalPipe {
  public let readEnd: Int32
  static let handled: [Int32] = [SIGWINCH, SIGTERM, SIGHUP, SIGINT, SIGTSTP, SIGCONT]

  public init?() {
    var fds: [Int32] = [0, 0]
    guard pipe(&fds) == 0 else { return nil }
    readEnd = fds[0]
    for fd in fds { _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK) }
    signalWriteEnd = fds[1]
    for signal in Self.handled { Self.install(signal) }
    // A parent may have blocked some (a launcher, a test runner): the game must still hear them.
    var unblock = sigset_t()
    sigemptyset(&unblock)
    for signal in Self.handled { sigaddset(&unblock, signal) }
    pthread_sigmask(SIG_UNBLOCK, &unblock, nil)
  }

  static func install(_ number: Int32) {
    signal(number) { received in
      var byte = UInt8(truncatingIfNeeded: received)
      _ = write(signalWriteEnd, &byte, 1)
    }
  }

  /// The signals received since the last call.
  public func drain() -> [Int32] {
    var buffer = [UInt8](repeating: 0, count: 64)
    let count = buffer.withUnsafeMutableBytes { read(readEnd, $0.baseAddress, $0.count) }
    return count > 0 ? buffer[0..<count].map { Int32($0) } : []
  }

  /// Stops the process as Ctrl-Z asks (the caller restores the terminal first) and returns
  /// when it is continued.
  public func suspend() {
    signal(SIGTSTP, SIG_DFL)
    raise(SIGTSTP)
    Self.install(SIGTSTP)
  }

  deinit {
    for signal in Self.handled { restoreDefaultHandler(signal) }
    close(readEnd)
    close(signalWriteEnd)
  }
}

nonisolated(unsafe) private var signalWriteEnd: Int32 = -1

private func restoreDefaultHandler(_ number: Int32) {
  signal(number, SIG_DFL)
}
