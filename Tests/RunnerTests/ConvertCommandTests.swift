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

  @Test func openStepConvertsToJSON() throws {
    let input = folder.write("in.txt", "( { answer = \"月亮\"; options = (月, 亮); } )")
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
}
