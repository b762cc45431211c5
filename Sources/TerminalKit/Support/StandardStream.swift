#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Whole writes to a file descriptor: one call per frame or line, retried until all is out.
public enum StandardStream {
  public static let output: Int32 = 1
  public static let error: Int32 = 2

  /// Writes `text` (UTF-8) whole to `fd`.
  public static func write(_ text: String, to fd: Int32) {
    var text = text
    text.withUTF8 { buffer in writeAll(buffer, to: fd) }
  }

  /// Writes `bytes` whole to `fd`.
  public static func writeAll(_ bytes: [UInt8], to fd: Int32) {
    bytes.withUnsafeBufferPointer { writeAll($0, to: fd) }
  }

  /// Writes the line's bytes whole to `fd`, from where they lie.
  public static func writeAll(_ line: LineWriter, to fd: Int32) {
    line.withBytes { writeAll($0, to: fd) }
  }

  static func writeAll(_ buffer: UnsafeBufferPointer<UInt8>, to fd: Int32) {
    guard let base = buffer.baseAddress else { return }
    var done = 0
    while done < buffer.count {
      let result = systemWrite(fd, base + done, buffer.count - done)
      if result < 0, errno == EINTR || errno == EAGAIN { continue }
      guard result > 0 else { return }
      done += result
    }
  }

  public static func isTerminal(_ fd: Int32) -> Bool {
    isatty(fd) == 1
  }
}

/// `write(2)`, named apart from the `write` methods of the types that call it.
func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
  write(fd, buffer, count)
}
