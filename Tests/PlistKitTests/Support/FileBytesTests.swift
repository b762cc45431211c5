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
    let writer = Thread {
      let fd = open(fifo, O_WRONLY)
      _ = text.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
      close(fd)
    }
    writer.start()
    // A writer may open after the reader: read until one has written, as a shell pipe would.
    var bytes: [UInt8] = []
    for _ in 0..<200 where bytes.isEmpty {
      bytes = try FileBytes.contents(of: fifo)
      if bytes.isEmpty { usleep(10_000) }
    }
    #expect(bytes == text)
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
    // The writer learns that the reader went away from a failed write, not from a signal.
    signal(SIGPIPE, SIG_IGN)
    let writer = Thread {
      let fd = open(fifo, O_WRONLY)
      defer { close(fd) }
      let chunk = [UInt8](repeating: 0, count: 65_536)
      while chunk.withUnsafeBytes({ write(fd, $0.baseAddress, $0.count) }) > 0 {}
    }
    writer.start()
    var refused: LoadError?
    // Until the writer has opened its end, a read finds nothing and is tried again: up to 20 s,
    // as a loaded machine (a sanitizer's build, every test at once) may take that long to start it.
    for _ in 0..<2_000 where refused == nil {
      do throws(LoadError) {
        _ = try FileBytes.contents(of: fifo, name: "endless", limit: .max, largest: 100_000)
        usleep(10_000)
      } catch {
        refused = error
      }
    }
    #expect(refused == .file("endless", reason: "is larger than 100000 bytes, the most a file read here may be"))
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
