#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import GameCore
import Testing
import TestSupport
@testable import Runner
import PlistKit
import TerminalKit

struct ConvertCommandTests {
  let folder = TemporaryFolder()
  static let sample: PlistValue = .array([
    .dictionary(PlistDictionary([
      ("answer", .string("超级猜图")), ("count", .integer(-3)), ("ratio", .real(0.25)), ("ok", .bool(true)),
      ("when", .date(Date(timeIntervalSinceReferenceDate: 86_400))), ("blob", .data(Data([1, 2, 3]))),
      ("nested", .array([.dictionary(PlistDictionary()), .array([])])),
    ])),
  ])

  @Test func xmlToBinaryToXMLKeepsEveryValue() throws {
    let xml = folder.write("in.plist", bytes: XMLPlistWriter.write(Self.sample))
    let harness = ArcadeHarness()
    #expect(harness.run("convert", xml, "-o", folder.url("mid.plist"), "--format", "binary") == .success)
    let mid = try FileBytes.contents(of: folder.url("mid.plist"))
    #expect(mid.starts(with: Array("bplist00".utf8)))
    #expect(harness.run("convert", folder.url("mid.plist"), "-o", folder.url("out.plist")) == .success)
    let out = try FileBytes.contents(of: folder.url("out.plist"))
    #expect(try PlistReader.read(out) == Self.sample)
    #expect(String(decoding: out, as: UTF8.self).hasPrefix("<?xml"))
  }

  @Test("the output's name picks the form", arguments: [
    ("apps.bplist", "bplist00"), ("apps.BINARY", "bplist00"), ("apps.JSON", "{"), ("apps.plist", "<?xml"), ("apps", "<?xml"),
  ])
  func theOutputsExtensionPicksTheForm(name: String, start: String) throws {
    let input = folder.write("in.plist", bytes: XMLPlistWriter.write(.dictionary(PlistDictionary([("a", .integer(1))]))))
    #expect(ArcadeHarness().run("convert", input, "-o", folder.url(name)) == .success)
    #expect(try FileBytes.contents(of: folder.url(name)).starts(with: Array(start.utf8)))
  }

  @Test func openStepConvertsToJSON() throws {
    let input = folder.write("in.txt", "( { answer = \"月亮\"; options = (\"月\", \"亮\"); } )")
    let harness = ArcadeHarness()
    #expect(harness.run("convert", input, "-o", folder.url("out.json")) == .success)
    let json = String(decoding: try FileBytes.contents(of: folder.url("out.json")), as: UTF8.self)
    #expect(json == "[\n  {\n    \"answer\": \"月亮\",\n    \"options\": [\n      \"月\",\n      \"亮\"\n    ]\n  }\n]\n")
  }

  @Test func aBrokenInputFailsWithOneLineAndLeavesNoOutput() {
    let input = folder.write("bad.plist", "<plist><array>")
    let harness = ArcadeHarness()
    #expect(harness.run("convert", input, "-o", folder.url("out.plist")) == .failure)
    #expect(harness.err == ["Error: \(input):1:8: unexpected end of file: the <array> opened here is not closed"])
    #expect(!PathSafety.isFile(folder.url("out.plist")))
  }

  @Test func anExistingOutputIsReplacedWhole() throws {
    let input = folder.write("in.plist", bytes: XMLPlistWriter.write(.string("new")))
    folder.write("out.plist", String(repeating: "old ", count: 10_000))
    let harness = ArcadeHarness()
    #expect(harness.run("convert", input, "-o", folder.url("out.plist")) == .success)
    #expect(try PlistReader.read(FileBytes.contents(of: folder.url("out.plist"))) == .string("new"))
    #expect(PathSafety.contents(of: folder.path).filter { $0.hasSuffix(".tmp") }.isEmpty)
  }

  @Test func aFIFOOutputIsWrittenInPlaceNotReplaced() throws {
    let input = folder.write("in.plist", bytes: XMLPlistWriter.write(.string("through")))
    let fifo = folder.url("out.json")
    #expect(mkfifo(fifo, 0o600) == 0)
    let reader = open(fifo, O_RDONLY | O_NONBLOCK)
    defer { close(reader) }
    let harness = ArcadeHarness()
    #expect(harness.run("convert", input, "-o", fifo) == .success)
    var buffer = [UInt8](repeating: 0, count: 64)
    let got = read(reader, &buffer, buffer.count)
    #expect(String(decoding: buffer.prefix(max(got, 0)), as: UTF8.self) == "\"through\"\n")
    #expect(FolderIndex.lstatKind(fifo) == .other)
  }

  /// A 2 MB binary plist whose array B (1,000 integers) the top holds 7,500 times: within the
  /// reader's bounds, but 120 MB as XML. Refused by the output's bound, naming it.
  @Test func aConversionPastItsOutputBoundIsRefused() throws {
    var objects: [BinaryObject] = [.array([1] + Array(repeating: 2, count: 7_500))]
    objects.append(.raw([0x4F, 0x12] + withUnsafeBytes(of: UInt32(1_900_000).bigEndian, Array.init) + Array(repeating: 0, count: 1_900_000)))
    objects.append(.array((0..<1_000).map { UInt64(3 + $0) }))
    objects += (0..<1_000).map { BinaryObject.raw([0x11, UInt8($0 >> 8), UInt8($0 & 0xFF)]) }
    let bytes = widthBinary(objects, offsetSize: 4, refSize: 2)
    let input = folder.write("shared.plist", bytes: bytes)
    let harness = ArcadeHarness()
    #expect(harness.run("convert", input, "-o", folder.url("out.plist")) == .failure)
    let limit = 64 << 20
    #expect(harness.err == ["Error: \(input): as xml it would be larger than \(limit) bytes, the most a conversion writes (32 times the input's \(bytes.count) bytes, at least 64 MB): its containers are shared from many places"])
    #expect(!PathSafety.isFile(folder.url("out.plist")))
    // The binary form writes B's integers once: it fits.
    #expect(harness.run("convert", input, "-o", folder.url("out.bplist"), "--format", "binary") == .success)
  }
}
