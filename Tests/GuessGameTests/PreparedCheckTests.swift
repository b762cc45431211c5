import Foundation
import GameCore
import TerminalKit
import Testing
import TestSupport
@testable import GuessGame
@testable import Pictures
import PlistKit

/// Pictures checked ahead on two cores answer as pictures checked one at a time; a guess
/// pack of few questions has each of its pictures checked ahead once.
struct PreparedCheckTests {
  static let sun = packageRoot + "/plist-data/guess-en/pictures/sun.png"

  @Test func picturesCheckedAheadAnswerAsPicturesCheckedOneByOne() throws {
    let folder = TemporaryFolder()
    let good = try FileBytes.contents(of: Self.sun)
    var paths: [String] = []
    for i in 0..<9 {
      let bytes = i % 3 == 0 ? Array("not a picture \(i)".utf8) : i % 3 == 1 ? Array(good.prefix(good.count / 2)) : good
      paths.append(folder.write("p\(i).png", bytes: bytes))
    }
    paths.append(folder.url("missing.png"))
    let prepared = DecodingPictureChecker()
    prepared.prepare(paths)
    let plain = DecodingPictureChecker()
    #expect(paths.map(prepared.problem(at:)) == paths.map(plain.problem(at:)))
    #expect(paths.map(plain.problem(at:)).contains(nil) && paths.map(plain.problem(at:)).contains { $0 != nil })
  }

  @Test func aSmallPacksPicturesAreCheckedAheadEachOnce() throws {
    let folder = TemporaryFolder()
    let good = try FileBytes.contents(of: Self.sun)
    for name in ["sun", "moon"] { folder.write("pack/\(name).png", bytes: good) }
    let question = { (icon: String) in "<dict><key>answer</key><string>日</string><key>icon</key><string>\(icon)</string><key>options</key><array><string>日</string></array></dict>" }
    folder.write("pack/questions.plist", xmlPlist("<array>" + ["sun", "moon", "sun", "none"].map(question).joined() + "</array>"))
    let pack = try PackLoader(modes: ModeRegistry([GuessMode()])).open(folder.url("pack"))
    let recording = RecordingPictureChecker()
    GuessMode.preparePictures(of: pack, in: try pack.document(), checker: recording)
    #expect(recording.prepared == [[folder.url("pack/moon.png"), folder.url("pack/sun.png")]])
  }

  @Test("a pack of more questions than one part checks is not looked at ahead", arguments: [
    (GuessMode.questionsCheckedInOnePart, false, 1), (GuessMode.questionsCheckedInOnePart + 1, false, 0),
    (GuessMode.questionsCheckedInOnePart, true, 1), (GuessMode.questionsCheckedInOnePart + 1, true, 0),
  ])
  func onlyASmallPackIsCheckedAhead(questions: Int, binary: Bool, preparations: Int) throws {
    let folder = TemporaryFolder()
    folder.write("pack/sun.png", bytes: try FileBytes.contents(of: Self.sun))
    let question = "<dict><key>answer</key><string>日</string><key>icon</key><string>sun</string><key>options</key><array><string>日</string></array></dict>"
    let xml = xmlPlist("<array>" + String(repeating: question, count: questions) + "</array>")
    if binary {
      folder.write("pack/questions.plist", bytes: BinaryPlistWriter.write(try PlistDocument(name: "q", bytes: Array(xml.utf8)).value()))
    } else {
      folder.write("pack/questions.plist", xml)
    }
    let pack = try PackLoader(modes: ModeRegistry([GuessMode()])).open(folder.url("pack"))
    let recording = RecordingPictureChecker()
    GuessMode.preparePictures(of: pack, in: try pack.document(), checker: recording)
    #expect(recording.prepared.count == preparations)
  }
}

/// A data file that stops at a syntax error is said to be broken, and not also empty.
struct BrokenDataLintTests {
  @Test("a broken file is named by its error alone; an empty one is empty", arguments: [
    ("<plist><array><dict>", ["questions.plist:1: error: unexpected end of file: the <dict> opened here is not closed"]),
    ("<plist><array></array></plist>", ["questions.plist: error: the pack has no questions"]),
  ])
  func brokenOrEmpty(text: String, lines: [String]) throws {
    let folder = TemporaryFolder()
    folder.write("pack/questions.plist", text)
    let pack = try PackLoader(modes: ModeRegistry([GuessMode()])).open(folder.url("pack"))
    let described = GuessMode().check(pack, pictures: nil).diagnostics.map(\.description)
    #expect(described.map { $0.replacingOccurrences(of: folder.url("pack") + "/", with: "") } == lines)
  }
}

/// The starter pack's numbers leave room to play: each help costs a small part of the points
/// it starts with.
struct StarterNumbersTests {
  @Test func eachHelpCostsAtMostATenthOfTheStart() throws {
    let folder = TemporaryFolder()
    let starter = try #require(GuessMode().starterPack(named: "Shapes"))
    for (path, text) in starter.files { folder.write(path, text) }
    let settings = try GuessMode.settings(of: PackLoader(modes: ModeRegistry([GuessMode()])).open(folder.path))
    #expect(settings.startScore == 1_000 && settings.hintCost == 100 && settings.removeCost == 50 && settings.reward == 50)
  }
}

/// Lint warns of a help that costs more than half of the starting points.
struct CostWarningTests {
  @Test("a cost past half the start is a warning; half is not", arguments: [(1_000, 1_000, true), (1_000, 500, false), (100, 51, true)])
  func costWarning(start: Int, remove: Int, warns: Bool) throws {
    let folder = TemporaryFolder()
    folder.write("pack/pack.plist", xmlPlist("""
      <dict><key>name</key><string>P</string><key>mode</key><string>guess</string><key>settings</key><dict>
      <key>startScore</key><integer>\(start)</integer><key>hintCost</key><integer>1</integer><key>removeCost</key><integer>\(remove)</integer>
      </dict></dict>
      """))
    folder.write("pack/questions.plist", xmlPlist("<array><dict><key>answer</key><string>日</string><key>options</key><array><string>日</string></array></dict></array>"))
    let pack = try PackLoader(modes: ModeRegistry([GuessMode()])).open(folder.url("pack"))
    let warnings = GuessMode().check(pack, pictures: nil).diagnostics.filter { $0.severity == .warning }.map(\.message)
    let expected = "settings.removeCost: \(remove) is more than half of the \(start) points a game starts with (startScore): one help would leave little to play with"
    #expect(warnings == (warns ? [expected] : []))
  }
}

/// A guess pack open in a second window counts nothing and says so for as long as it is open.
struct SecondGuessWindowTests {
  @Test func aSecondWindowCountsNothingAndSaysSo() throws {
    let pack = try PackLoader(modes: ModeRegistry([GuessMode()])).open(packageRoot + "/plist-data/guess-zh")
    let memory = MemorySaves()
    memory.heldElsewhere = [SaveStore.fileName(for: pack)]
    var game = try #require(try GuessMode().makeProgram(for: pack, context: PlayContext(saves: memory.store, pictures: PlaceholderPictures()))
                            as? GuessProgram)
    game.resized(to: Size(columns: 80, rows: 24))
    #expect(game.stats == nil)
    _ = game.perform(script: ["type", game.state.question.answer], now: 0)
    game.advance(to: 5)
    _ = game.perform(script: ["hint"], now: 5)
    var buffer = CellBuffer(size: Size(columns: 80, rows: 24))
    game.draw(into: &buffer)
    #expect(buffer.lines[1].hasPrefix(" [只读: 不保存]"))
    #expect(memory.writes == 0)
  }
}
