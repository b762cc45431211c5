import Foundation
import GameCore
import Modes
import Testing
import TestSupport
@testable import Runner
import PlistKit
import TerminalKit

/// What a hostile pack, folder name or argument can try on the command line: no raw escape on
/// any line printed, no file read outside a pack, no output that grows without bound.
struct HostileInputTests {
  let folder = TemporaryFolder()
  static let question = "<dict><key>answer</key><string>日</string><key>icon</key><string>sun</string><key>options</key><array><string>日</string></array></dict>"

  func noRawEscape(_ lines: [String]) {
    for line in lines {
      #expect(!line.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" || (0x7F...0x9F).contains($0.value) || $0 == "\u{202E}" },
              "raw control character in \(line.debugDescription)")
    }
  }

  @Test func aPackFolderNamedWithEscapesIsListedVisibly() {
    let harness = ArcadeHarness()
    let name = "\u{1B}]52;c;aGk=\u{07}\u{1B}[2J\u{202E}x"
    folder.write("packs/\(name)/questions.plist", xmlPlist("<array>\(Self.question)</array>"))
    harness.environment["XDG_DATA_HOME"] = folder.url("data")
    try? FileManager.default.createDirectory(atPath: folder.url("data/arcade"), withIntermediateDirectories: true)
    try? FileManager.default.moveItem(atPath: folder.url("packs"), toPath: folder.url("data/arcade/packs"))
    #expect(harness.run("packs") == .success)
    noRawEscape(harness.out)
    #expect(harness.out.contains { $0.contains(#"\e]52;c;aGk=\a\e[2J\u{202E}x"#) })
    #expect(harness.run() == .success)
    noRawEscape(harness.out)
  }

  @Test func aPackWithALongNameIsCutToTheTable() throws {
    let harness = ArcadeHarness()
    let long = String(repeating: "长", count: 50_000)
    folder.write("data/arcade/packs/long/pack.plist", xmlPlist("<dict><key>mode</key><string>guess</string><key>name</key><string>\(long)</string></dict>"))
    folder.write("data/arcade/packs/long/questions.plist", xmlPlist("<array>\(Self.question)</array>"))
    // A folder whose name is as long as a name may be, beside it: a broken pack.
    folder.write("data/arcade/packs/" + String(repeating: "x", count: 250) + "/pack.plist", "broken")
    harness.environment["XDG_DATA_HOME"] = folder.url("data")
    #expect(harness.run("packs") == .success)
    let widest = harness.out.map(DisplayWidth.of).max() ?? 0
    #expect(widest <= Table.longestLine)
    let row = try #require(harness.out.first { $0.hasPrefix("long") })
    #expect(row.hasSuffix(String(repeating: "长", count: 19) + "…"))
  }

  @Test("arguments echoed in errors are shown, not obeyed", arguments: [
    (["\u{1B}[2Jlnt"], #"Error: unknown command '\e[2Jlnt'"#),
    (["lint", "--fast\u{07}"], #"Error: unknown option '--fast\a' for 'lint'"#),
    (["show", "\u{1B}]0;owned\u{07}.png"], #"Error: \e]0;owned\a.png: no such file"#),
  ])
  func echoedArguments(arguments: [String], first: String) {
    let harness = ArcadeHarness()
    _ = harness.run(arguments)
    noRawEscape(harness.err + harness.out)
    #expect(harness.err.first?.hasPrefix(first) == true, "\(harness.err)")
  }

  @Test func convertToXMLRefusesACharacterXMLCannotCarry() throws {
    let input = folder.write("in.plist", bytes: BinaryPlistWriter.write(.array([.dictionary(PlistDictionary([("title", .string("a\u{1B}[31mb"))]))])))
    let harness = ArcadeHarness()
    #expect(harness.run("convert", input, "-o", folder.url("out.xml"), "--format", "xml") == .failure)
    #expect(harness.err == ["Error: \(input): [0].title: the string holds U+001B, which XML 1.0 cannot carry; convert to binary or JSON instead"])
    #expect(!PathSafety.isFile(folder.url("out.xml")))
    #expect(harness.run("convert", input, "-o", folder.url("out.json")) == .success)
    let json = try String(contentsOfFile: folder.url("out.json"), encoding: .utf8)
    #expect(json.contains(#""a\u001b[31mb""#))
  }

  @Test func lintRefusesOptionsThatShowNothingAndWarnsOfHiddenCharacters() {
    let path = folder.write("p/questions.plist", xmlPlist("""
      <array><dict><key>answer</key><string>日</string><key>icon</key><string>sun</string>
      <key>title</key><string>a\u{200B}b</string>
      <key>options</key><array><string>日</string><string>\u{202E}</string><string>\u{200D}</string><string>\u{9B}</string></array></dict></array>
      """))
    let harness = ArcadeHarness()
    #expect(harness.run("lint", path) == .failure)
    let messages = harness.report.map { $0.components(separatedBy: ": ").dropFirst().joined(separator: ": ") }
    #expect(messages.filter { !$0.contains("picture") } == [
      "warning: [0].title: holds characters that do not show: U+200B",
      "error: [0].options[1]: an option must show a character, found only U+202E",
      "error: [0].options[2]: an option must show a character, found only U+200D",
      "error: [0].options[3]: an option must show a character, found only U+009B",
    ])
  }

  @Test func aDataFileLinkedFromOutsideIsRefusedAndNeverShown() throws {
    let secret = folder.write("secret.pem", "-----BEGIN PRIVATE KEY-----\nMIIE\n")
    folder.link("pack/questions.plist", to: secret)
    folder.write("manifest/pack.plist", "x")
    try FileManager.default.removeItem(atPath: folder.url("manifest/pack.plist"))
    folder.link("manifest/pack.plist", to: secret)
    let harness = ArcadeHarness()
    #expect(harness.run("lint", folder.url("pack"), folder.url("manifest")) == .failure)
    #expect(harness.report == [
      "\(folder.url("pack/questions.plist")): error: refused: it is a link to a file outside the pack folder",
      "\(folder.url("manifest/pack.plist")): error: refused: it is a link to a file outside the pack folder",
    ])
    #expect(!(harness.out + harness.err).joined().contains("BEG"))
  }

  @Test func linksToFoldersAreNotWalked() throws {
    folder.write("pack/questions.plist", xmlPlist("<array>\(Self.question)</array>"))
    folder.write("pack/art/Assets.xcassets/sun.imageset/Contents.json", #"{"images":[{"filename":"sun.png","scale":"1x"}]}"#)
    folder.write("pack/art/Assets.xcassets/sun.imageset/sun.png", "not a png")
    for i in 0..<40 { folder.link("pack/loop\(i)", to: ".") }
    folder.link("pack/art/Assets.xcassets/moon.imageset/Contents.json", to: folder.write("elsewhere.json", #"{"images":[{"filename":"x.png"}]}"#))
    let finder = PictureFinder(packRoot: folder.url("pack"), folders: [folder.url("pack")])
    #expect(finder.catalogCount == 1)
    #expect(Array(finder.catalog.keys) == ["sun"])
  }

  @Test func lintOutputStaysSmallWhateverTheValues() {
    let answer = String(repeating: "猫狗鸟", count: 30_000)
    let question = "<dict><key>answer</key><string>\(answer)</string><key>icon</key><string>x</string><key>options</key><array><string>日</string></array></dict>"
    let path = folder.write("big/questions.plist", xmlPlist("<array>\(String(repeating: question, count: 20))</array>"))
    let harness = ArcadeHarness()
    #expect(harness.run("lint", path) == .failure)
    let errors = harness.out.filter { $0.contains("error:") }
    #expect(errors.count == 20)
    #expect(errors.allSatisfy { $0.utf8.count < 400 })
    #expect(errors.first?.hasSuffix(#"missing "猫", "狗", "鸟" … (90000 characters, 3 different)"#) == true)
  }
}

/// Numbers from files and scripts that used to trap, now messages.
struct HostileNumberTests {
  let folder = TemporaryFolder()

  @Test("convert of a binary plist with an impossible date is an error, not a trap", arguments: ["xml", "json", "binary"])
  func impossibleDate(format: String) throws {
    var pack = BinaryPlistWriter.write(.array([.dictionary(PlistDictionary([
      ("answer", .string("日")), ("icon", .string("x")), ("options", .array([.string("日")])),
      ("when", .date(Date(timeIntervalSinceReferenceDate: 0))),
    ]))]))
    // The date's 8 bytes follow its 0x33 marker; NaN's bit pattern goes there.
    let marker = try #require(pack.firstIndex(of: 0x33))
    pack.replaceSubrange((marker + 1)...(marker + 8), with: (0..<8).reversed().map { UInt8((Double.nan.bitPattern >> ($0 * 8)) & 0xFF) })
    let input = folder.write("p/questions.plist", bytes: pack)
    let harness = ArcadeHarness()
    #expect(harness.run("convert", input, "-o", folder.url("out"), "--format", format) == .failure)
    #expect(harness.err.first?.hasSuffix("a date must be a time from the year 0 to 9999, found nan seconds from 2001") == true)
    #expect(harness.run("lint", folder.url("p")) == .failure)
  }

  @Test("a hostile saved progress never stops arcade from starting", arguments: [Int64.max, -1, Int64.min])
  func hostileSaves(index: Int64) throws {
    let harness = ArcadeHarness(builtIn: packageRoot + "/plist-data")
    let pack = try PackLoader(modes: allModes).open(packageRoot + "/plist-data/guess-en", origin: .builtIn)
    let name = SaveStore.fileName(for: pack)
    let save = PlistValue.dictionary(PlistDictionary([
      ("questionCount", .integer(23)), ("index", .integer(index)), ("score", .integer(Int64.max)),
      ("records", .array(Array(repeating: .dictionary(PlistDictionary([("outcome", .string("solved"))])), count: 23))),
    ]))
    harness.home.write(".local/state/arcade/\(name)", bytes: XMLPlistWriter.write(save))
    #expect(harness.run() == .success)
    #expect(harness.out.contains { $0.contains("Picture Words") })
    #expect(allModes.mode(id: "guess")?.progressSummary(for: pack, saves: SaveStore.live(folder: harness.home.url(".local/state/arcade"))) == nil)
  }
}

/// A table's last column has the rest of the line; the others are cut at 40 columns.
struct TableWidthTests {
  @Test("the last column is cut only by the line's width", arguments: [80, 120])
  func theLastColumnHasTheRest(width: Int) {
    let long = String(repeating: "word ", count: 30)
    let lines = Table.format([["ID", "NAME", "WHAT IT IS"], ["guess", String(repeating: "名", count: 30), long]], width: width)
    #expect(lines.map(DisplayWidth.of).max() == width)
    #expect(lines[1].hasPrefix("guess  " + String(repeating: "名", count: 19) + "…"))
    #expect(Table.format([["a", long]], width: 400) == ["a  " + long])
  }
}
