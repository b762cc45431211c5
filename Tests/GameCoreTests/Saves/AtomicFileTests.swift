#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Testing
import TestSupport
@testable import GameCore
import PlistKit

/// Writing where the user said: a regular file atomically, a device or a FIFO in place, a link
/// through to its file, a folder or a disk refused.
struct AtomicFileTests {
  let folder = TemporaryFolder()

  private func kind(_ path: String) -> mode_t {
    var info = stat()
    return lstat(path, &info) == 0 ? info.st_mode & S_IFMT : 0
  }

  @Test func aNewFileIsWritten() throws {
    try AtomicFile.write(Array("new".utf8), to: folder.url("out.json"))
    #expect(try FileBytes.contents(of: folder.url("out.json")) == Array("new".utf8))
  }

  @Test func aReplacedFileKeepsItsPermissions() throws {
    let path = folder.write("out.json", "old")
    chmod(path, 0o600)
    try AtomicFile.write(Array("new".utf8), to: path)
    var info = stat()
    #expect(stat(path, &info) == 0)
    #expect(info.st_mode & 0o777 == 0o600)
    #expect(try FileBytes.contents(of: path) == Array("new".utf8))
  }

  @Test func aLinkIsWrittenThroughAndStaysALink() throws {
    let target = folder.write("real/save.plist", "old")
    folder.link("save.plist", to: target)
    try AtomicFile.write(Array("new".utf8), to: folder.url("save.plist"))
    #expect(kind(folder.url("save.plist")) == S_IFLNK)
    #expect(try FileBytes.contents(of: target) == Array("new".utf8))
  }

  @Test func aLinkToNothingIsRefused() {
    folder.link("save.plist", to: folder.url("missing/none.plist"))
    let path = folder.url("save.plist")
    #expect(throws: LoadError.file(path, reason: "is a link to a file that does not exist; name the file itself")) {
      try AtomicFile.write(Array("new".utf8), to: path)
    }
    #expect(kind(path) == S_IFLNK)
  }

  @Test func aFolderIsRefused() {
    let path = folder.makeFolder("out")
    #expect(throws: LoadError.file(path, reason: "is a folder, not a file")) { try AtomicFile.write([1], to: path) }
  }

  @Test func aFIFOIsWrittenInPlace() throws {
    let path = folder.url("pipe")
    #expect(mkfifo(path, 0o600) == 0)
    let reader = open(path, O_RDONLY | O_NONBLOCK)
    #expect(reader >= 0)
    defer { close(reader) }
    try AtomicFile.write(Array("through the pipe".utf8), to: path)
    var buffer = [UInt8](repeating: 0, count: 64)
    let got = read(reader, &buffer, buffer.count)
    #expect(Array(buffer.prefix(max(got, 0))) == Array("through the pipe".utf8))
    #expect(kind(path) == S_IFIFO)
  }

  @Test func aFIFOThatNobodyReadsIsRefusedNotWaitedOn() {
    let path = folder.url("pipe")
    #expect(mkfifo(path, 0o600) == 0)
    #expect(throws: LoadError.file(path, reason: "is a FIFO that no program is reading")) { try AtomicFile.write([1], to: path) }
    #expect(kind(path) == S_IFIFO)
  }

  @Test(.enabled(if: getuid() == 0, "making a device (mknod) needs root"))
  func aCharacterDeviceIsWrittenInPlace() throws {
    // A null device of our own, in the temporary folder: never the machine's /dev/null.
    let path = folder.url("null")
    // Device 1,3 (glibc's makedev is a macro Swift cannot call: major << 8 | minor for small numbers).
    #expect(mknod(path, S_IFCHR | 0o666, dev_t(1 << 8 | 3)) == 0)
    try AtomicFile.write(Array("gone".utf8), to: path)
    #expect(kind(path) == S_IFCHR)
    #expect(PathSafety.contents(of: folder.url("")).filter { $0.hasSuffix(".tmp") } == [])
  }
}
