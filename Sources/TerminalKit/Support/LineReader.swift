#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Lines from a file descriptor with a bound on their length: a line longer than `limit` bytes
/// is skipped to its end without being kept, and reported by its length, so that no input can
/// make a front end hold more than `limit` bytes of one line.
public struct LineReader {
  public enum Line: Equatable {
    case text(String)
    /// A line this many bytes long (at least), not kept.
    case tooLong(Int)
  }

  let fd: Int32
  let limit: Int
  /// Seconds to wait for input before the input counts as ended (nil: wait for ever).
  let idleLimit: Double?
  private var buffer: [UInt8] = []
  private var start = 0
  private var atEnd = false
  /// Whether the input ended because nothing came for `idleLimit` seconds.
  public private(set) var endedIdle = false

  public init(fd: Int32 = 0, limit: Int = ScriptRunner.longestLine, idleLimit: Double? = nil) {
    self.fd = fd
    self.limit = limit
    self.idleLimit = idleLimit
  }

  /// The next line without its line break (and a carriage return before it), nil at the end.
  public mutating func next() -> Line? {
    var skipped = 0
    while true {
      if let newline = buffer[start...].firstIndex(of: 0x0A) {
        let lineEnd = newline > start && buffer[newline - 1] == 0x0D ? newline - 1 : newline
        let line = buffer[start..<lineEnd]
        start = newline + 1
        if skipped > 0 { return .tooLong(skipped + line.count) }
        return line.count > limit ? .tooLong(line.count) : .text(String(decoding: line, as: UTF8.self))
      }
      if buffer.count - start > limit {
        skipped += buffer.count - start
        buffer.removeAll(keepingCapacity: true)
        start = 0
      }
      if atEnd {
        guard start < buffer.count || skipped > 0 else { return nil }
        let rest = buffer[start...]
        start = buffer.count
        if skipped > 0 { return .tooLong(skipped + rest.count) }
        return rest.count > limit ? .tooLong(rest.count) : .text(String(decoding: rest, as: UTF8.self))
      }
      fill()
    }
  }

  private mutating func fill() {
    if start > 0 {
      buffer.removeFirst(start)
      start = 0
    }
    if let idleLimit, !Self.waitForInput(fd, seconds: idleLimit) {
      atEnd = true
      endedIdle = true
      return
    }
    var chunk = [UInt8](repeating: 0, count: 65_536)
    let got = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
    if got < 0, errno == EINTR { return }
    if got <= 0 {
      atEnd = true
      return
    }
    buffer += chunk[0..<got]
  }

  /// Whether `fd` has input (or its end) within `seconds`; a signal's interruption waits on.
  static func waitForInput(_ fd: Int32, seconds: Double) -> Bool {
    let deadline = SystemClock().now + seconds
    while true {
      let left = deadline - SystemClock().now
      guard left > 0 else { return false }
      var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
      let ready = poll(&poller, 1, Int32(min(left * 1000, 60_000).rounded(.up)))
      if ready > 0 { return true }
      if ready < 0, errno != EINTR { return true }
    }
  }
}
