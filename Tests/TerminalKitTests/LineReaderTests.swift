#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
@testable import TerminalKit

/// Lines from a descriptor: bounded in length, and ended when nothing comes for the idle limit.
struct LineReaderTests {
  /// A pipe with `text` written into it; its write end stays open unless `closed`.
  static func pipeWith(_ text: String, closed: Bool) -> (read: Int32, write: Int32) {
    var ends: [Int32] = [0, 0]
    _ = pipe(&ends)
    let bytes = Array(text.utf8)
    _ = bytes.withUnsafeBytes { write(ends[1], $0.baseAddress, $0.count) }
    if closed { close(ends[1]) }
    return (ends[0], ends[1])
  }

  @Test func linesComeWhole() {
    let ends = Self.pipeWith("one\r\ntwo\n" + String(repeating: "x", count: 20) + "\nlast", closed: true)
    defer { close(ends.read) }
    var reader = LineReader(fd: ends.read, limit: 10)
    var lines: [LineReader.Line] = []
    while let line = reader.next() { lines.append(line) }
    #expect(lines == [.text("one"), .text("two"), .tooLong(20), .text("last")])
    #expect(!reader.endedIdle)
  }

  @Test func nothingForTheIdleLimitEndsTheInput() {
    let ends = Self.pipeWith("one\n", closed: false)
    defer {
      close(ends.read)
      close(ends.write)
    }
    var reader = LineReader(fd: ends.read, idleLimit: 0.2)
    let started = SystemClock().now
    #expect(reader.next() == .text("one"))
    #expect(reader.next() == nil)
    #expect(reader.endedIdle)
    #expect(SystemClock().now - started >= 0.2)
  }
}
