import GameCore
import PlistKit
import TerminalKit
import Testing
import TestSupport
@testable import AppGrid

/// One language on every screen of the app grid: the built-in Chinese pack and the English
/// starter, with a download running, the menu, the details and the `?` panel.
struct GridLanguageTests {
  static func screens(_ pack: Pack) throws -> [(String, [String])] {
    var grid = try #require(try GridMode().makeProgram(for: pack, context: PlayContext(saves: .disabled, pictures: PlaceholderPictures()))
                            as? GridProgram)
    grid.resized(to: Size(columns: 80, rows: 24))
    func lines() -> [String] {
      var buffer = CellBuffer(size: Size(columns: 80, rows: 24))
      grid.draw(into: &buffer)
      return buffer.lines
    }
    var screens: [(String, [String])] = [("grid", lines())]
    _ = grid.handle(.key(.enter), now: 0)
    screens.append(("downloading", lines()))
    grid.advance(to: 60)
    _ = grid.handle(.key(.enter), now: 61)
    grid.advance(to: 62)
    screens.append(("menu", lines()))
    _ = grid.handle(.key(.escape), now: 63)
    _ = grid.handle(.key(.function(2)), now: 64)
    screens.append(("details", lines()))
    _ = grid.handle(.key(.escape), now: 65)
    for c in "zz" { _ = grid.handle(.key(.character(String(c))), now: 66) }
    screens.append(("no match", lines()))
    var buffer = CellBuffer(size: Size(columns: 80, rows: 24))
    HelpOverlay.draw(grid.keyHints, howToPlay: grid.howToPlay, words: grid.chromeWords, into: &buffer)
    screens.append(("help", buffer.lines))
    return screens
  }

  @Test func theChinesePackIsChinese() throws {
    let pack = try PackLoader(modes: ModeRegistry([GridMode()])).open(packageRoot + "/plist-data/apps-zh")
    for (name, lines) in try Self.screens(pack) { #expect(OneLanguage.english(in: lines) == [], "\(name)") }
  }

  @Test func theEnglishStarterIsEnglish() throws {
    let folder = TemporaryFolder()
    let starter = try #require(GridMode().starterPack(named: "Shapes"))
    for (path, text) in starter.files { folder.write(path, text) }
    let pack = try PackLoader(modes: ModeRegistry([GridMode()])).open(folder.path)
    for (name, lines) in try Self.screens(pack) { #expect(OneLanguage.chinese(in: lines) == [], "\(name)") }
  }

  @Test func everyNoticeInEachLanguageAndBothTablesComplete() {
    let notices: [GridNotice] = [.alreadyDownloading("x"), .alreadyInstalled("x"), .notDownloading("x"), .cancelled("x"), .notInstalled("x"),
                                 .removed("x"), .opening("x"), .save(.openElsewhere)]
    for notice in notices {
      #expect(OneLanguage.english(in: [notice.text(GridWords(language: "zh"))]) == [], "\(notice)")
      #expect(OneLanguage.chinese(in: [notice.text(GridWords(language: "en"))]) == [], "\(notice)")
    }
    #expect(GridWords(language: "zh").missing(GridText.allCases) == [] && GridWords(language: "en").missing(GridText.allCases) == [])
  }
}
