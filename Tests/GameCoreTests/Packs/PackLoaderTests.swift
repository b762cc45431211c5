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
import TerminalKit

struct PackLoaderTests {
  let folder = TemporaryFolder()
  let loader = PackLoader(modes: fakeModes)
  static let questions = xmlPlist("<array><dict><key>answer</key><string>a</string></dict></array>")
  static let apps = xmlPlist("<array><dict><key>icon</key><string>a</string></dict></array>")

  @Test func aBareFileTakesItsModeFromItsShape() throws {
    let q = folder.write("classic/questions.plist", Self.questions)
    let a = folder.write("classic/app.plist", Self.apps)
    #expect(try loader.open(q).modeID == "guess")
    #expect(try loader.open(a).modeID == "grid")
    let pack = try loader.open(q)
    #expect(pack.id == "questions")
    #expect(pack.root == folder.url("classic"))
  }

  @Test("a bare file is titled by its name without the lesson's classic name, else by its folder, as written", arguments: [
    ("superguess/questions.plist", "superguess"), ("classic/ZZ1992__questions.plist", "ZZ1992"), ("zz/questions.plist", "zz"),
    ("classic/QTYResources__app.plist", "QTYResources"), ("mine/birds.plist", "birds"), ("x/questions-2.plist", "questions 2"),
    ("x/my_first-pack.plist", "my first pack"), ("x/猜图_二.plist", "猜图 二"), ("x/LoveFreshBeen.plist", "Love Fresh Been"),
    ("x/iPhoneQuiz.plist", "iPhone Quiz"),
  ])
  func bareFileTitles(relative: String, title: String) throws {
    let path = folder.write(relative, relative.contains("app") ? Self.apps : Self.questions)
    #expect(try loader.open(path).manifest.name == title)
  }

  @Test func somethingThatIsNeitherAFileNorAFolderSaysWhatItIs() {
    let fifo = folder.url("pipe.plist")
    #expect(mkfifo(fifo, 0o600) == 0)
    #expect(throws: LoadError.file(fifo, reason: "is a FIFO (a named pipe), not a pack file or folder")) { try loader.open(fifo) }
    #expect(throws: LoadError.file("/dev/null", reason: "is a device, not a pack file or folder")) { try loader.open("/dev/null") }
    #expect(throws: LoadError.file(folder.url("none"), reason: "no such file or folder")) { try loader.open(folder.url("none")) }
  }

  /// A pack folder whose one plist is no file (a FIFO here; a device a root `tar x` made is
  /// refused alike) is refused before anything is read from it.
  @Test func aPackFolderWhoseDataIsNoFileIsRefusedBeforeReading() {
    let pack = folder.makeFolder("pack")
    let data = pack + "/questions-of-mine.plist"
    #expect(mkfifo(data, 0o600) == 0)
    #expect(throws: LoadError.file(data, reason: "is a FIFO (a named pipe), not a pack file or folder")) { try loader.open(pack) }
  }

  @Test func aTieBetweenTwoModesIsAnErrorNamingBoth() {
    let tied = ModeRegistry([FakeMode(id: "cards", key: "front"), FakeMode(id: "flash", key: "front")])
    let path = folder.write("t/cards.plist", xmlPlist("<array><dict><key>front</key><string>a</string></dict></array>"))
    #expect(throws: LoadError.pack(path, reason: "the keys \"front\" fit the cards and flash modes alike; name the mode in a pack.plist (cards, flash)")) {
      try PackLoader(modes: tied).open(path)
    }
  }

  @Test func theBestMatchWinsNotTheFirstListed() throws {
    let modes = ModeRegistry([FakeMode(id: "grid", key: "icon"), FakeMode(id: "cards", key: "front", optional: ["back", "icon"])])
    let path = folder.write("c/cards.plist", xmlPlist("<array><dict><key>front</key><string>a</string><key>back</key><string>b</string><key>icon</key><string>c</string></dict></array>"))
    let pack = try PackLoader(modes: modes).open(path)
    #expect(pack.modeID == "cards")
    // What lint's note says the mode was told from.
    #expect(pack.modeToldFrom == "\"front\", \"back\", \"icon\"")
  }

  @Test func aFolderWithAManifestUsesIt() throws {
    folder.write("p/pack.plist", xmlPlist("""
      <dict><key>name</key><string>My pack</string><key>mode</key><string>grid</string>
      <key>data</key><string>items.plist</string><key>pictures</key><string>art</string>
      <key>version</key><real>1.5</real><key>settings</key><dict><key>reward</key><integer>5</integer></dict></dict>
      """))
    folder.write("p/items.plist", Self.apps)
    let pack = try loader.open(folder.url("p"))
    #expect(pack.manifest.name == "My pack")
    #expect(pack.manifest.version == "1.5")
    #expect(pack.modeID == "grid")
    #expect(pack.modeToldFrom == nil)
    #expect(pack.dataPath == folder.url("p/items.plist"))
    #expect(pack.pictures.folders.first == folder.url("p/art"))
    #expect(pack.manifest.settings["reward"] == .integer(5))
  }

  @Test func aFolderWithoutAManifestUsesItsClassicFile() throws {
    folder.write("xcode/questions.plist", Self.questions)
    folder.write("xcode/Info.plist", xmlPlist("<dict/>"))
    let pack = try loader.open(folder.url("xcode"))
    #expect(pack.dataPath == folder.url("xcode/questions.plist"))
    #expect(pack.modeID == "guess")
  }

  @Test("pack errors", arguments: [
    ("p/pack.plist", xmlPlist("<dict><key>name</key><string>x</string><key>mode</key><string>gues</string></dict>"),
     "PACK/pack.plist: unknown mode \"gues\" (did you mean \"guess\"?); the modes are: guess, grid"),
    ("p/pack.plist", xmlPlist("<dict><key>name</key><string>x</string><key>data</key><string>../x.plist</string></dict>"),
     "PACK/pack.plist: data \"../x.plist\" refused: '..' would lead outside the pack folder"),
    ("p/pack.plist", xmlPlist("<dict><key>name</key><string>x</string><key>data</key><string>nope.plist</string></dict>"),
     "PACK/pack.plist: the data file \"nope.plist\" is not in the pack folder"),
    ("p/pack.plist", xmlPlist("<dict><key>nam</key><string>x</string></dict>"),
     "PACK/pack.plist:4: (root): missing the required key \"name\" (found \"nam\": did you mean \"name\"?)"),
    ("p/a.plist", xmlPlist("<dict/>"),
     "PACK/a.plist: cannot tell the mode: the root is a dictionary, not an array of dictionaries; name the mode in a pack.plist (guess, grid)"),
    ("p/a.plist", xmlPlist("<array/>"),
     "PACK/a.plist: cannot tell the mode of an empty array; name the mode in a pack.plist (guess, grid)"),
    ("p/a.plist", xmlPlist("<array><dict><key>price</key><integer>1</integer></dict></array>"),
     "PACK/a.plist: cannot tell the mode from the keys \"price\"; name the mode in a pack.plist (guess, grid)"),
    ("p/a.plist", xmlPlist("<array><string>x</string></array>"),
     "PACK/a.plist: cannot tell the mode: the first element is a string, not a dictionary; name the mode in a pack.plist (guess, grid)"),
  ])
  func packError(file: String, text: String, message: String) {
    folder.write(file, text)
    do {
      _ = try loader.open(folder.url("p"))
      Issue.record("expected an error")
    } catch {
      #expect(error.description.replacingOccurrences(of: folder.url("p"), with: "PACK") == message)
    }
  }

  @Test func aFolderOfManyPlistsWithoutAManifestAsksForOne() {
    folder.write("p/a.plist", Self.apps)
    folder.write("p/b.plist", Self.apps)
    #expect(throws: LoadError.pack(folder.url("p"), reason: "2 plist files (a.plist, b.plist) and no pack.plist to say which is the data: add a pack.plist with a \"data\" key")) {
      try loader.open(folder.url("p"))
    }
  }

  @Test func aMissingPathIsNamed() {
    #expect(throws: LoadError.file(folder.url("none"), reason: "no such file or folder")) { try loader.open(folder.url("none")) }
  }
}

/// A loader that keeps data hands the file its detection read whole to the pack's first
/// `document()`, once; one that does not (listings) keeps nothing.
struct PrereadTests {
  let folder = TemporaryFolder()

  static func binary(answer: String) -> [UInt8] {
    BinaryPlistWriter.write(.array([.dictionary(PlistDictionary([("answer", .string(answer))]))]))
  }

  func firstAnswer(_ document: PlistDocument) throws -> PlistValue? {
    try document.value().arrayValue?.first?.dictionaryValue?["answer"]
  }

  @Test("the bytes detection read are the first document's", arguments: [("bare.plist", true), ("folder", false)])
  func theDetectionsBytesAreUsedOnce(path: String, bare: Bool) throws {
    let file = bare ? folder.write(path, bytes: Self.binary(answer: "first")) : folder.write(path + "/mine.plist", bytes: Self.binary(answer: "first"))
    let keeping = try PackLoader(modes: fakeModes, keepsData: true).open(folder.url(path))
    let listing = try PackLoader(modes: fakeModes).open(folder.url(path))
    _ = folder.write(bare ? path : path + "/mine.plist", bytes: Self.binary(answer: "changed"))
    #expect(PathSafety.isFile(file))
    #expect(try firstAnswer(keeping.document()) == .string("first"))
    #expect(try firstAnswer(keeping.document()) == .string("changed"))
    #expect(try firstAnswer(listing.document()) == .string("changed"))
  }
}
