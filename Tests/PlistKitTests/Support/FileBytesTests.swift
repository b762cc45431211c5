import Foundation
import Testing
@testable import PlistKit

struct FileBytesTests {
  private func temporaryFolder() throws -> String {
    let folder = NSTemporaryDirectory() + "filebytes-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    return folder
  }

  /// A large file is read a range a core: every byte lands where it lies in the file, and a
  /// head asked for is read the same way.
  @Test func aLargeFileIsReadInPartsByteForByte() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/large.plist"
    var random = SplitMix64(seed: 21)
    let bytes = (0..<(FileBytes.bytesReadInParts + 12_345)).map { _ in UInt8(truncatingIfNeeded: random.next()) }
    #expect(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
    #expect(try FileBytes.contents(of: path) == bytes)
    let head = FileBytes.bytesReadInParts + 7
    #expect(try FileBytes.contents(of: path, limit: head) == Array(bytes.prefix(head)))
  }

  @Test func aFIFOWithNoWriterIsEmptyNotWaitedOn() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let fifo = folder + "/pipe.plist"
    #expect(mkfifo(fifo, 0o600) == 0)
    #expect(try FileBytes.contents(of: fifo) == [])
  }

  @Test func aFIFOIsReadToItsEnd() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let fifo = folder + "/pipe.plist"
    #expect(mkfifo(fifo, 0o600) == 0)
    let text = Array(String(repeating: "<plist><true/></plist>\n", count: 10_000).utf8)
    let ends = try FIFOEnds(fifo)
    defer { ends.closeKeeper() }
    let writer = Thread {
      _ = text.withUnsafeBytes { write(ends.writer, $0.baseAddress, $0.count) }
      close(ends.writer)
    }
    writer.start()
    #expect(try FileBytes.contents(of: fifo) == text)
  }

  /// A device is refused before anything is read from it, whatever the limit: /dev/zero would
  /// otherwise be read to the largest size a file may be.
  @Test(arguments: [Int.max, 10])
  func aDeviceIsRefusedAtOnce(limit: Int) throws {
    #expect(throws: LoadError.file("/dev/zero", reason: "is a device, not a file")) {
      try FileBytes.contents(of: "/dev/zero", name: nil, limit: limit, largest: 100_000)
    }
  }

  @Test func aFIFOWithoutEndIsRefusedAtTheLimit() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let fifo = folder + "/endless"
    #expect(mkfifo(fifo, 0o600) == 0)
    // The writer learns that the last reader went away from a failed write, not from a signal.
    signal(SIGPIPE, SIG_IGN)
    let ends = try FIFOEnds(fifo)
    let writer = Thread {
      let chunk = [UInt8](repeating: 0, count: 65_536)
      while chunk.withUnsafeBytes({ write(ends.writer, $0.baseAddress, $0.count) }) > 0 {}
      close(ends.writer)
    }
    writer.start()
    #expect(throws: LoadError.file("endless", reason: "is larger than 100000 bytes, the most a file read here may be")) {
      try FileBytes.contents(of: fifo, name: "endless", limit: .max, largest: 100_000)
    }
    ends.closeKeeper()
  }

  @Test func aRegularFileOverTheLimitIsRefused() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/big.plist"
    #expect(FileManager.default.createFile(atPath: path, contents: Data(count: 1001)))
    #expect(throws: LoadError.file("big.plist", reason: "is larger than 1000 bytes, the most a file read here may be")) {
      try FileBytes.contents(of: path, name: "big.plist", limit: .max, largest: 1000)
    }
    #expect(try FileBytes.contents(of: path, name: nil, limit: 1001, largest: 1001).count == 1001)
  }

  @Test func refusalsNameTheFile() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    #expect(throws: LoadError.file("shown", reason: "is a folder, not a file")) { try FileBytes.contents(of: folder, name: "shown") }
    #expect(throws: LoadError.file(folder + "/none", reason: "no such file")) { try FileBytes.contents(of: folder + "/none") }
  }

  @Test func aNameThatIsNotUTF8IsOpenedByteForByte() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    // Made with the raw bytes x\xFF.plist, as a Windows zip or an old disk would name it.
    let raw = Array(folder.utf8) + [0x2F, 0x78, 0xFF] + Array(".plist".utf8) + [0]
    let fd = raw.withUnsafeBufferPointer { $0.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_WRONLY | O_CREAT, 0o644) } }
    #expect(fd >= 0)
    _ = write(fd, "<plist/>", 8)
    close(fd)
    let name = PathText.string(raw.dropLast())
    #expect(try FileBytes.contents(of: name) == Array("<plist/>".utf8))
  }
}

/// Both ends of a FIFO opened before the reader under test: a writer that is open from the start
/// (the read sees the FIFO's end only once it has written all), and a keeper that reads nothing
/// but holds the FIFO open, so the writer never writes into a FIFO with no reader whatever order
/// the threads run in.
private struct FIFOEnds: Sendable {
  let keeper: Int32
  let writer: Int32

  init(_ path: String) throws {
    keeper = open(path, O_RDONLY | O_NONBLOCK)
    guard keeper >= 0 else { throw POSIXError(.init(rawValue: errno) ?? .EIO) }
    // Opening for writing without waiting succeeds once a reader (the keeper) is there.
    writer = open(path, O_WRONLY | O_NONBLOCK)
    guard writer >= 0 else { throw POSIXError(.init(rawValue: errno) ?? .EIO) }
    _ = fcntl(writer, F_SETFL, fcntl(writer, F_GETFL) & ~O_NONBLOCK)
  }

  /// With the keeper gone, a writer still writing is told so by a failed write.
  func closeKeeper() { close(keeper) }
}
