import GameCore
import PlistKit
import TerminalKit
import Testing
import TestSupport
@testable import GuessGame

/// One language on every screen of the guess game: the built-in Chinese pack and the English
/// one, at play, wrong, right, zoomed, finished and in the `?` panel; and every notice in both.
struct GuessLanguageTests {
  static func screens(_ pack: String) throws -> [(String, [String])] {
    let loader = PackLoader(modes: ModeRegistry([GuessMode()]))
    let opened = try loader.open(packageRoot + "/plist-data/" + pack)
    func fresh() throws -> GuessProgram {
      var game = try #require(try GuessMode().makeProgram(for: opened, context: PlayContext(saves: .disabled, pictures: PlaceholderPictures()))
                              as? GuessProgram)
      game.resized(to: Size(columns: 80, rows: 24))
      return game
    }
    func lines(_ game: GuessProgram) -> [String] {
      var buffer = CellBuffer(size: Size(columns: 80, rows: 24))
      game.draw(into: &buffer)
      return buffer.lines
    }
    var screens: [(String, [String])] = []
    var game = try fresh()
    screens.append(("playing", lines(game)))
    for i in 0..<game.state.slots.count { game.send(.optionPicked(game.state.options.count - 1 - i), now: 0) }
    screens.append(("full", lines(game)))
    game.send(.hintRequested, now: 0)
    screens.append(("hint", lines(game)))
    game.send(.zoomToggled, now: 0)
    screens.append(("zoom", lines(game)))
    game = try fresh()
    while !game.state.isLastQuestion { game.send(.nextRequested, now: 0) }
    game.send(.nextRequested, now: 0)
    screens.append(("last", lines(game)))
    var buffer = CellBuffer(size: Size(columns: 80, rows: 24))
    HelpOverlay.draw(game.keyHints, howToPlay: game.howToPlay, words: game.chromeWords, into: &buffer)
    screens.append(("help", buffer.lines))
    return screens
  }

  @Test func theChinesePackIsChinese() throws {
    for (name, lines) in try Self.screens("guess-zh") { #expect(OneLanguage.english(in: lines) == [], "\(name)") }
  }

  @Test func theEnglishPackIsEnglish() throws {
    for (name, lines) in try Self.screens("guess-en") { #expect(OneLanguage.chinese(in: lines) == [], "\(name)") }
  }

  static let notices: [GuessNotice] = [
    .noOptionShows("x"), .noSlotToEmpty, .finishedPlayAgain, .lastQuestion, .finished, .waitNext, .noOption(3), .wrongEmptyFirst,
    .optionUsed(2), .slotsFull, .noSlot(4), .slotEmpty(1), .slotRevealed(1), .hintCost(cost: 1_000, score: 10), .allRevealed,
    .allInAnswer, .removeCost(cost: 500, score: 10), .unanswerable, .save(.openElsewhere), .giveUpAsk, .dailyDone,
  ]

  @Test func everyNoticeInEachLanguage() {
    for notice in Self.notices {
      #expect(OneLanguage.english(in: [notice.text(GuessWords(language: "zh-Hans"))]) == [], "\(notice)")
      #expect(OneLanguage.chinese(in: [notice.text(GuessWords(language: "en"))]) == [], "\(notice)")
    }
  }

  @Test func bothTablesHaveEveryWord() {
    #expect(GuessWords(language: "zh").missing(GuessText.allCases) == [])
    #expect(GuessWords(language: "en").missing(GuessText.allCases) == [])
  }

  /// A pack that says nothing of its language is Chinese when its answers are.
  @Test func aBarePacksLanguageComesFromItsAnswers() throws {
    let folder = TemporaryFolder()
    folder.write("q.plist", xmlPlist("<array><dict><key>answer</key><string>太阳</string><key>icon</key><string>x</string><key>options</key><array><string>太</string><string>阳</string></array></dict></array>"))
    let pack = try PackLoader(modes: ModeRegistry([GuessMode()])).open(folder.url("q.plist"))
    let questions = try pack.document().decodeArray(of: Question.self)
    #expect(GuessMode.language(of: pack, questions: questions) == "zh")
  }
}

/// A pack may change any word, under `settings.words` in its pack.plist; lint names a key no
/// word has.
struct GuessPackWordsTests {
  @Test func aPacksWordsReplaceTheLanguagesAndLintNamesTheUnknown() throws {
    let folder = TemporaryFolder()
    folder.write("p/pack.plist", xmlPlist("""
      <dict><key>name</key><string>Mine</string><key>mode</key><string>guess</string><key>language</key><string>en</string>
      <key>settings</key><dict><key>words</key><dict><key>buttonNext</key><string>Onward</string><key>colour</key><string>x</string></dict></dict></dict>
      """))
    folder.write("p/questions.plist", xmlPlist("<array><dict><key>answer</key><string>SUN</string><key>icon</key><string>sun</string><key>options</key><array><string>S</string><string>U</string><string>N</string></array></dict></array>"))
    let pack = try PackLoader(modes: ModeRegistry([GuessMode()])).open(folder.url("p"))
    let game = try #require(try GuessMode().makeProgram(for: pack, context: PlayContext(saves: .disabled, pictures: PlaceholderPictures())) as? GuessProgram)
    #expect(game.words(.buttonNext) == "Onward" && game.words(.buttonZoom) == "Zoom")
    let warnings = GuessMode().check(pack).diagnostics.filter { $0.severity == .warning }.map(\.message)
    #expect(warnings.contains("settings.words.colour: unknown word \"colour\" is ignored"))
  }
}
