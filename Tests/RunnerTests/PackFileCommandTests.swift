import Foundation
import GameCore
import PlistKit
import Testing
import TestSupport
@testable import Runner

/// A pack as one file to send: `arcade pack`, `arcade unpack`, and the file played, linted and
/// listed from the packs folder as the folder would be.
struct PackFileCommandTests {
  static let builtIn = packageRoot + "/plist-data"
  let folder = TemporaryFolder()

  @Test func aPackFolderBecomesOneFileThatPlaysLintsListsAndUnpacks() throws {
    let harness = ArcadeHarness(builtIn: Self.builtIn)
    let file = folder.url("quiz.arcadepack")
    let source = try PackArchive.folder(Self.builtIn + "/guess-zh")
    let (count, bytes) = (source.files.count, source.files.map(\.bytes.count).reduce(0, +))
    #expect(harness.run("pack", Self.builtIn + "/guess-zh", "-o", file) == .success)
    #expect(harness.out == ["Wrote \(file): \(count) files, \(bytes) bytes"])
    #expect(harness.run("lint", file) == .success)
    #expect(harness.out == ["1 pack checked: 0 errors, 0 warnings"])
    // In the packs folder it is a pack like any other, named by its file.
    let packs = harness.home.url(".local/share/arcade/packs")
    try FileManager.default.createDirectory(atPath: packs, withIntermediateDirectories: true)
    try FileManager.default.copyItem(atPath: file, toPath: packs + "/quiz.arcadepack")
    #expect(harness.run("packs", "--ids") == .success)
    #expect(harness.out.last == "quiz")
    #expect(harness.run("unpack", file, "-o", folder.url("back")) == .success)
    #expect(harness.out == ["Wrote \(folder.url("back")): \(count) files"])
    #expect(try PackArchive.folder(folder.url("back")) == source)
  }

  @Test func lintNamesTheFileInsideThePackFile() throws {
    folder.write("bad/questions.plist", xmlPlist("<array><dict><key>answer</key><string>日月</string><key>icon</key><string>sun</string><key>options</key><array><string>日</string></array></dict></array>"))
    let harness = ArcadeHarness()
    let file = folder.url("bad.arcadepack")
    #expect(harness.run("pack", folder.url("bad"), "-o", file) == .success)
    #expect(harness.run("lint", file) == .failure)
    #expect(harness.report == [
      "\(file)/questions.plist:4: error: [0].options: the answer \"日月\" cannot be built from the options: missing \"月\"",
      "\(file)/questions.plist:4: warning: [0].icon: picture \"sun\" not found (looked in the pack folder)",
    ])
  }

  @Test func aPackFileThatWouldWriteOutsideItsFolderWritesNothing() throws {
    let evil = PlistValue.dictionary(PlistDictionary([
      ("format", .string("arcadepack")), ("version", .integer(1)),
      ("files", .dictionary(PlistDictionary([("pack.plist", .data(Data("{}".utf8))), ("../escaped.txt", .data(Data("x".utf8)))]))),
    ]))
    let file = folder.write("evil.arcadepack", bytes: BinaryPlistWriter.write(evil))
    let harness = ArcadeHarness()
    #expect(harness.run("unpack", file, "-o", folder.url("out/inner")) == .failure)
    #expect(harness.err == ["Error: \(file): \"../escaped.txt\": '.' and '..' are not names in a pack"])
    #expect(!PathSafety.isDirectory(folder.url("out")) && !PathSafety.isFile(folder.url("out/escaped.txt")))
    #expect(harness.run("lint", file) == .failure)
    #expect(harness.report == ["\(file): error: \"../escaped.txt\": '.' and '..' are not names in a pack"])
  }

  @Test("what is not a pack, or not given, is refused", arguments: [
    (["pack", "/nowhere/x"], ExitCode.usage, "Error: 'pack' needs -o FILE"),
    (["pack", "/nowhere/x", "-o", "/tmp/x.arcadepack"], .failure, "Error: /nowhere/x: is not a folder: arcade pack takes a pack folder"),
    (["unpack", "/nowhere/x.arcadepack", "-o", "/tmp/never"], .failure, "Error: /nowhere/x.arcadepack: no such file"),
  ])
  func refusals(arguments: [String], code: ExitCode, message: String) {
    let harness = ArcadeHarness()
    #expect(harness.run(arguments) == code)
    #expect(harness.err.first == message)
  }
}
