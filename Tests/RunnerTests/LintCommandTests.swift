import Foundation
import GameCore
import Modes
import Testing
import TestSupport
@testable import Runner
import PlistKit
import TerminalKit

struct LintCommandTests {
  let folder = TemporaryFolder()

  @Test func reportsEachProblemAsACompilerDoes() {
    folder.write("pack/pack.plist", xmlPlist("""
      <dict>
      \t<key>name</key><string>Broken</string>
      \t<key>mode</key><string>guess</string>
      \t<key>colour</key><string>red</string>
      \t<key>settings</key><dict><key>hintCost</key><string>cheap</string></dict>
      </dict>
      """))
    folder.write("pack/questions.plist", xmlPlist("""
      <array>
      \t<dict>
      \t\t<key>answer</key><string>猫咪</string>
      \t\t<key>icon</key><string>cat</string>
      \t\t<key>options</key><array><string>猫</string><string>狗</string><string>ab</string></array>
      \t\t<key>anser</key><string>typo</string>
      \t</dict>
      \t<dict>
      \t\t<key>answer</key><string></string>
      \t\t<key>icon</key><string>../../etc/passwd</string>
      \t\t<key>options</key><array/>
      \t</dict>
      </array>
      """))
    folder.write("pack/cat.png", "not really a png")
    let harness = ArcadeHarness()
    #expect(harness.run("lint", folder.url("pack")) == .failure)
    let lines = harness.report.map { $0.replacingOccurrences(of: folder.path + "/", with: "") }
    #expect(lines == [
      "pack/pack.plist:7: warning: colour: unknown key \"colour\" is ignored",
      "pack/pack.plist:8: error: settings.hintCost: expected an integer, found a string (\"cheap\")",
      "pack/questions.plist:7: warning: [0].icon: picture \"cat\" cannot be shown: not a PNG, JPEG or PPM/PGM picture",
      "pack/questions.plist:8: error: [0].options[2]: an option must be one character, found \"ab\"",
      "pack/questions.plist:8: error: [0].options: the answer \"猫咪\" cannot be built from the options: missing \"咪\"",
      "pack/questions.plist:9: warning: [0].anser: unknown key \"anser\" is ignored",
      "pack/questions.plist:12: error: [1].answer: the answer is empty",
      "pack/questions.plist:13: error: [1].icon: picture \"../../etc/passwd\" refused: '..' would lead outside the pack folder",
    ])
    #expect(harness.summary == "1 pack checked: 5 errors, 3 warnings")
  }

  /// Texts a pack shows as written (its name, author, summary and words, a .strings file's
  /// values) are warned of when a screen would not show them as written.
  @Test func textsThatDoNotShowAsWrittenAreWarnedOf() {
    let marks = String(repeating: "\u{301}", count: 40)
    folder.write("pack/pack.plist", """
      {
        "name": "Bell\\u0007",
        "author": "a\(marks)",
        "summary": "\(String(repeating: "长", count: 101))",
        "mode": "guess",
        "settings": {"words": {"sharePack": "%1\\u001b[2J"}}
      }
      """)
    folder.write("pack/questions.plist", xmlPlist("<array><dict><key>answer</key><string>猫</string><key>icon</key><string>cat</string><key>options</key><array><string>猫</string></array></dict></array>"))
    folder.write("pack/cat.png", bytes: (try? FileBytes.contents(of: packageRoot + "/plist-data/guess-en/pictures/sun.png")) ?? [])
    folder.write("words.strings", "\"a\" = \"fine\";\n\"b\" = \"x\u{202E}y\";\n\"c\" = \"\u{200B}z\";\n")
    let harness = ArcadeHarness()
    harness.run("lint", folder.url("pack"), folder.url("words.strings"))
    let lines = harness.report.map { $0.replacingOccurrences(of: folder.path + "/", with: "") }
    #expect(lines == [
      "pack/pack.plist:2: warning: name: holds characters that do not show: U+0007",
      "pack/pack.plist:3: warning: author: holds more than 30 combining marks in a row; the rest are not shown",
      "pack/pack.plist:4: warning: summary: is 202 columns long; screens show at most 200",
      "pack/pack.plist:6: warning: settings.words.sharePack: holds characters that do not show: U+001B",
      "words.strings: warning: \"b\": holds characters that do not show: U+202E (and 1 more values)",
    ])
  }

  @Test func aPlistThatCannotBeReadIsOneError() {
    let path = folder.write("bad.plist", "<?xml version=\"1.0\"?>\n<plist><array>\n<dict><key>answer</key>\n")
    let harness = ArcadeHarness()
    #expect(harness.run("lint", path) == .failure)
    #expect(harness.report == ["\(path):4: error: unexpected end of file: the key \"answer\" has no value"])
  }

  @Test func aMissingPathIsAnError() {
    let harness = ArcadeHarness()
    #expect(harness.run("lint", folder.url("nope")) == .failure)
    #expect(harness.report == ["\(folder.url("nope")): error: no such file or folder"])
  }

  @Test(.enabled(if: fixturesRoot != nil, "needs ../shared/fixtures"))
  func theClassicPacksPassUnchanged() throws {
    let root = try #require(fixturesRoot)
    let classic = PathSafety.contents(of: root + "/classic").map { root + "/classic/" + $0 }
    let harness = ArcadeHarness()
    #expect(harness.run(["lint"] + classic) == .success)
    #expect(!harness.out.contains { $0.contains(": error:") })
    // The Xcode project's pack finds every picture in its asset catalog.
    #expect(harness.run("lint", root + "/real/superguess", root + "/real/appgrid") == .success)
    #expect(harness.report.isEmpty)
  }
}

/// Lint as a new pack author meets it: folders of packs, every problem at once, shapes told apart.
struct LintFolderTests {
  let folder = TemporaryFolder()

  static func question(_ body: String) -> String { "<dict>\(body)</dict>" }
  static let good = question("<key>answer</key><string>日</string><key>icon</key><string>sun</string><key>options</key><array><string>日</string></array>")

  @Test func aFolderOfClassicFilesChecksEachOfThem() {
    folder.write("lessons/one__questions.plist", xmlPlist("<array>\(Self.good)</array>"))
    folder.write("lessons/two__questions.plist", xmlPlist("<array>\(Self.good)\(Self.good)</array>"))
    folder.write("lessons/deeper/questions.plist", xmlPlist("<array>\(Self.good)</array>"))
    folder.write("lessons/notes.txt", "not a pack")
    let harness = ArcadeHarness()
    #expect(harness.run("lint", folder.url("lessons")) == .success)
    #expect(harness.summary == "3 packs checked: 0 errors, 4 warnings")
    let files = harness.report.map { $0.components(separatedBy: ":")[0].replacingOccurrences(of: folder.path + "/", with: "") }
    #expect(files == ["lessons/deeper/questions.plist", "lessons/one__questions.plist", "lessons/one__questions.plist",
                      "lessons/two__questions.plist", "lessons/two__questions.plist", "lessons/two__questions.plist"])
    // A bare file's mode is told from its keys, and lint says so first; a folder holding a
    // file of a mode's classic name is that mode's by its name.
    let note = ": note: checked as a guess pack (超级猜图 Guess the picture), told from the keys \"answer\", \"icon\", \"options\"; a pack.plist naming its mode makes it certain"
    #expect(harness.out.filter { $0.contains(": note: ") } == [folder.url("lessons/one__questions.plist") + note, folder.url("lessons/two__questions.plist") + note])
  }

  @Test func aFileWithKeysOfTwoModesIsCheckedAsTheOneItFitsAndSaysSo() {
    // The grid mode's "name" beside the guess mode's keys: grid refuses an "answer", so the
    // element is a question with an unknown key, and the note names the mode it was taken as.
    folder.write("both.plist", xmlPlist("<array><dict><key>answer</key><string>日</string><key>options</key><array><string>日</string></array><key>icon</key><string>sun</string><key>name</key><string>Sun</string></dict></array>"))
    let harness = ArcadeHarness()
    #expect(harness.run("lint", folder.url("both.plist")) == .success)
    let file = folder.url("both.plist")
    #expect(harness.report == [
      file + ": note: checked as a guess pack (超级猜图 Guess the picture), told from the keys \"answer\", \"options\", \"icon\", \"name\"; a pack.plist naming its mode makes it certain",
      file + ":4: warning: [0].name: unknown key \"name\" is ignored",
      file + ":4: warning: [0].icon: picture \"sun\" not found (looked in the pack folder)",
    ])
    #expect(harness.summary == "1 pack checked: 0 errors, 2 warnings")
  }

  /// A .strings file is checked as the plist it is: its syntax errors at their lines.
  @Test func aStringsFileIsCheckedAsAPlist() {
    let good = folder.write("Localizable.strings", "/* hi */\n\"hello\" = \"你好\";\nbye = \"再见\";\n")
    let bad = folder.write("Broken.strings", "\"a\" = \"1\"\n\"b\" = \"2\";")
    let harness = ArcadeHarness()
    #expect(harness.run("lint", good) == .success)
    #expect(harness.report == [good + ": note: a .strings file of 2 entries, well formed"])
    #expect(harness.run("lint", bad) == .failure)
    #expect(harness.report == [bad + ":2: error: expected ';' after the value of \"a\", found '\"b\" = \"2\";'"])
  }

  /// A folder of folders of packs is walked as `arcade packs` walks it: a folder holding one
  /// bare plist and pack folders checks them all, and what holds no pack is said, not failed.
  @Test func foldersOfPacksAreWalkedAndWhatIsSkippedIsSaid() {
    folder.write("all/loose.plist", xmlPlist("<array>\(Self.good)</array>"))
    folder.write("all/made/pack.plist", xmlPlist("<dict><key>name</key><string>Made</string><key>mode</key><string>guess</string><key>data</key><string>q.plist</string></dict>"))
    folder.write("all/made/q.plist", xmlPlist("<array>\(Self.good)</array>"))
    folder.write("all/xcode/questions.plist", xmlPlist("<array>\(Self.good)</array>"))
    folder.write("all/xcode/Assets.xcassets/sun.imageset/Contents.json", "{}")
    folder.write("all/empty/readme.txt", "nothing here")
    let harness = ArcadeHarness()
    #expect(harness.run("lint", folder.url("all")) == .success)
    #expect(harness.summary == "3 packs checked: 0 errors, 3 warnings")
    #expect(harness.out.first == folder.url("all/empty") + ": note: skipped: no pack.plist, no .plist data file and no pack in its folders")
    let checked = Set(harness.report.dropFirst().map { $0.components(separatedBy: ":")[0].replacingOccurrences(of: folder.path + "/", with: "") })
    #expect(checked == ["all/loose.plist", "all/made/q.plist", "all/xcode/questions.plist"])
  }

  @Test(.enabled(if: fixturesRoot != nil, "needs ../shared/fixtures"))
  func theWholeFixturesFolderIsTenPacks() throws {
    let harness = ArcadeHarness()
    #expect(harness.run("lint", try #require(fixturesRoot)) == .success)
    #expect(harness.summary?.hasPrefix("10 packs checked: 0 errors,") == true)
  }

  @Test(.enabled(if: fixturesRoot != nil, "needs ../shared/fixtures"))
  func theRealFixturesFolderIsTwoPacks() throws {
    let harness = ArcadeHarness()
    #expect(harness.run("lint", try #require(fixturesRoot) + "/real") == .success)
    #expect(harness.summary == "2 packs checked: 0 errors, 0 warnings")
    #expect(harness.run("lint", try #require(fixturesRoot) + "/classic") == .success)
    #expect(harness.summary?.hasPrefix("7 packs checked: 0 errors,") == true)
  }

  @Test func oneElementsErrorDoesNotHideTheNextElementsProblems() {
    let path = folder.write("p/questions.plist", xmlPlist("""
      <array>
      \(Self.question("<key>answer</key><string>日</string><key>icon</key><string>sun</string><key>options</key><array><integer>7</integer></array>"))
      \(Self.question("<key>icon</key><string>sun</string><key>options</key><array><string>日</string></array>"))
      \(Self.question("<key>answer</key><string>月亮</string><key>icon</key><string>moon</string><key>options</key><array><string>月</string></array>"))
      </array>
      """))
    let harness = ArcadeHarness()
    #expect(harness.run("lint", path) == .failure)
    #expect(harness.out.filter { $0.contains("error:") }.map { $0.replacingOccurrences(of: path, with: "F") } == [
      "F:5: error: [0].options[0]: expected a string, found an integer (7)",
      "F:6: error: [1]: missing the required key \"answer\"",
      "F:7: error: [2].options: the answer \"月亮\" cannot be built from the options: missing \"亮\"",
    ])
    #expect(harness.summary == "1 pack checked: 3 errors, 1 warning")
  }

  @Test func optionsWithoutAnAnswerAreAGuessPackWithErrors() throws {
    let path = folder.write("p/quiz.plist", xmlPlist("<array>\(Self.question("<key>icon</key><string>x</string><key>options</key><array><string>日</string></array>"))</array>"))
    let pack = try PackLoader(modes: allModes).open(path)
    #expect(pack.modeID == "guess")
    let harness = ArcadeHarness()
    #expect(harness.run("lint", path) == .failure)
    #expect(harness.out.contains { $0.hasSuffix("error: [0]: missing the required key \"answer\"") })
  }
}
