import Foundation
import GameCore
import Testing
import TestSupport
@testable import GuessGame
import PlistKit
import TerminalKit

/// Progress is never lost: every action's effect survives a reload, packs that share a file
/// name keep their own saves, and saves that do not fit are set aside, never overwritten.
struct GuessSaveTests {
  let loader = PackLoader(modes: ModeRegistry([GuessMode()]))

  /// A guess pack of three questions written at `folder/questions.plist`.
  static func writePack(_ folder: TemporaryFolder, at relative: String, questions: Int = 3) -> String {
    let question = """
      <dict><key>answer</key><string>太阳</string><key>icon</key><string>sun</string>
      <key>title</key><string>火球</string><key>options</key>
      <array><string>月</string><string>太</string><string>阳</string><string>山</string><string>太</string><string>水</string></array></dict>
      """
    return folder.write(relative + "/questions.plist", xmlPlist("<array>" + String(repeating: question, count: questions) + "</array>"))
  }

  func open(_ path: String, saves: MemorySaves, origin: Pack.Origin = .path) throws -> GuessProgram {
    let pack = try loader.open(path, origin: origin)
    let made = try GuessMode().makeProgram(for: pack, context: PlayContext(saves: saves.store, pictures: PlaceholderPictures()))
    return try #require(made as? GuessProgram)
  }

  /// What the rules count, which a reload must give back: everything but the message, the zoom
  /// and the pending move to the next question.
  struct Kept: Equatable {
    var index: Int, score: Int, slots: [AnswerSlot], options: [OptionTile], status: GuessStatus
    var records: [QuestionRecord], bestScore: Int?

    init(_ state: GuessState) {
      (index, score, slots, options, status) = (state.index, state.score, state.slots, state.options, state.status)
      (records, bestScore) = (state.records, state.bestScore)
    }
  }

  @Test("every action's effect survives a save and a reload", arguments: [
    ("pick", [GuessAction.optionPicked(1)]),
    ("type", [.characterTyped("阳")]),
    ("clear a slot", [.optionPicked(1), .optionPicked(3), .slotCleared(1)]),
    ("backspace", [.optionPicked(0), .optionPicked(1), .lastSlotCleared]),
    ("a wrong answer", [.optionPicked(0), .optionPicked(3)]),
    ("hint", [.optionPicked(0), .hintRequested]),
    ("two hints", [.hintRequested, .hintRequested, .timePassed(9)]),
    ("remove", [.removeRequested]),
    ("remove twice", [.removeRequested, .optionPicked(1), .removeRequested]),
    ("next", [.nextRequested]),
    ("right answer", [.optionPicked(1), .optionPicked(2), .timePassed(9)]),
    ("finished", [.nextRequested, .nextRequested, .optionPicked(1), .optionPicked(2), .timePassed(9)]),
    ("restart", [.nextRequested, .hintRequested, .restartRequested]),
  ])
  func everyActionSurvivesAReload(name: String, actions: [GuessAction]) throws {
    let folder = TemporaryFolder()
    let path = Self.writePack(folder, at: "pack")
    let saves = MemorySaves()
    var game = try open(path, saves: saves)
    for action in actions {
      if case .timePassed(let t) = action { game.advance(to: t) } else { game.send(action, now: 0) }
    }
    let reopened = try open(path, saves: saves)
    #expect(Kept(reopened.state) == Kept(game.state), "after \(name)")
    #expect(reopened.state.notice == nil)
  }

  @Test func aRightAnswerLeftDuringItsPauseMovesOnWhenReopened() throws {
    let folder = TemporaryFolder()
    let path = Self.writePack(folder, at: "pack")
    let saves = MemorySaves()
    var game = try open(path, saves: saves)
    game.send(.optionPicked(1), now: 0)
    game.send(.optionPicked(2), now: 0)
    #expect(game.state.status == .correct)
    let reopened = try open(path, saves: saves)
    #expect(reopened.state.index == 1)
    #expect(reopened.state.status == .playing)
    #expect(reopened.state.score == 10_100)
  }

  @Test func aFinishedPackReopensWithItsAnswerInTheSlotsNotAmongTheOptions() throws {
    let folder = TemporaryFolder()
    let path = Self.writePack(folder, at: "pack", questions: 1)
    let saves = MemorySaves()
    var game = try open(path, saves: saves)
    game.send(.optionPicked(1), now: 0)
    game.send(.optionPicked(2), now: 0)
    game.advance(to: 5)
    let reopened = try open(path, saves: saves)
    #expect(reopened.state.status == .finished)
    #expect(reopened.state.filledText == "太阳")
    #expect(reopened.state.options.filter(\.isVisible).map(\.text) == ["月", "山", "太", "水"])
    #expect(reopened.focus == .dialog(0))
  }

  @Test func twoPacksWhoseFilesShareANameKeepTheirOwnProgress() throws {
    let folder = TemporaryFolder()
    let first = Self.writePack(folder, at: "lessons/one")
    let second = Self.writePack(folder, at: "lessons/two")
    let saves = MemorySaves()
    var game = try open(first, saves: saves)
    game.send(.nextRequested, now: 0)
    game.send(.nextRequested, now: 0)
    game.send(.hintRequested, now: 0)
    let other = try open(second, saves: saves)
    #expect(other.state.index == 0)
    #expect(other.state.notice == nil)
    let again = try open(first, saves: saves)
    #expect(Kept(again.state) == Kept(game.state))
    #expect(saves.files.keys.filter { $0 != GuessStats.fileName }.count == 1)
    let names = try [first, second].map { try SaveStore.fileName(for: loader.open($0)) }
    #expect(names[0] != names[1])
    #expect(names.allSatisfy { $0.hasPrefix("guess-questions-") && $0.hasSuffix(".plist") })
  }

  @Test func aFolderOpenedByAnotherRouteIsStillTheSamePack() throws {
    let folder = TemporaryFolder()
    let path = Self.writePack(folder, at: "packs/mine")
    folder.link("shortcut", to: folder.url("packs/mine"))
    let names = try [PathSafety.directory(of: path), folder.url("packs/mine/"), folder.url("shortcut")].map {
      try SaveStore.fileName(for: loader.open($0))
    }
    #expect(Set(names).count == 1)
  }

  @Test func aBuiltInPackKeepsItsLegacySaveUnderTheNewName() throws {
    let folder = TemporaryFolder()
    let path = PathSafety.directory(of: Self.writePack(folder, at: "plist-data/classic"))
    var old = try open(path, saves: MemorySaves(), origin: .builtIn)
    old.send(.nextRequested, now: 0)
    let saves = MemorySaves(files: ["guess-built-in-classic.plist": XMLPlistWriter.write(GuessProgress(old.state).plist)])
    let game = try open(path, saves: saves, origin: .builtIn)
    #expect(game.state.index == 1)
    let pack = try loader.open(path, origin: .builtIn)
    #expect(saves.files.keys.sorted() == [SaveStore.fileName(for: pack)])
  }

  @Test func aLegacySaveOfAPackOpenedByPathIsLeftAlone() throws {
    let folder = TemporaryFolder()
    let path = Self.writePack(folder, at: "somewhere")
    var old = try open(path, saves: MemorySaves())
    old.send(.nextRequested, now: 0)
    let legacy = XMLPlistWriter.write(GuessProgress(old.state).plist)
    let saves = MemorySaves(files: ["guess-path-questions.plist": legacy])
    let game = try open(path, saves: saves)
    #expect(game.state.index == 0)
    #expect(saves.files["guess-path-questions.plist"] == legacy)
  }

  /// A save written by hand (or by a hostile tool) with the given entries in place of the real ones.
  func save(of path: String, changing entries: [(String, PlistValue)]) throws -> (MemorySaves, String) {
    var game = try open(path, saves: MemorySaves())
    game.send(.optionPicked(1), now: 0)
    guard case .dictionary(var dict) = GuessProgress(game.state).plist else { throw LoadError.file("?", reason: "not a dict") }
    for (key, value) in entries { dict[key] = value }
    let name = SaveStore.fileName(for: try loader.open(path))
    return (MemorySaves(files: [name: XMLPlistWriter.write(.dictionary(dict))]), name)
  }

  @Test("a save that cannot be used is set aside with a notice, never trusted", arguments: [
    ("index", PlistValue.integer(Int64.max), .unreadable),
    ("index", .integer(-1), .unreadable),
    ("score", .integer(Int64.max), .unreadable),
    ("score", .integer(-5), .unreadable),
    ("bestScore", .integer(Int64.min), .unreadable),
    ("questionCount", .integer(1_000), .unreadable),
    ("board", .dictionary(PlistDictionary([("slots", .array([])), ("options", .array([]))])), .doesNotFit),
    ("board", .dictionary(PlistDictionary([("slots", .array([.dictionary(PlistDictionary([("text", .string("水")), ("revealed", .bool(true))])), .dictionary(PlistDictionary())])),
                                           ("options", .array(Array(repeating: .string("board"), count: 6)))])), .doesNotFit),
  ] as [(String, PlistValue, SaveNotice.Why)])
  func unusableSaves(key: String, value: PlistValue, why: SaveNotice.Why) throws {
    let folder = TemporaryFolder()
    let path = Self.writePack(folder, at: "pack")
    let (saves, name) = try save(of: path, changing: [(key, value)])
    let original = saves.files[name]
    var game = try open(path, saves: saves)
    #expect(game.state.notice == .save(.setAside(why, keptAs: "\(name).broken")))
    #expect(saves.files["\(name).broken"] == original)
    #expect(Kept(game.state) == Kept(GuessState(questions: game.state.questions)))
    game.send(.optionPicked(0), now: 0)
    #expect(saves.files["\(name).broken"] == original)
  }

  @Test func aSaveForMoreQuestionsThanThePackHasIsSetAside() throws {
    let folder = TemporaryFolder()
    let big = Self.writePack(folder, at: "big", questions: 5)
    let small = Self.writePack(folder, at: "small", questions: 3)
    var game = try open(big, saves: MemorySaves())
    game.send(.nextRequested, now: 0)
    let name = SaveStore.fileName(for: try loader.open(small))
    let saves = MemorySaves(files: [name: XMLPlistWriter.write(GuessProgress(game.state).plist)])
    let opened = try open(small, saves: saves)
    #expect(opened.state.notice == .save(.setAside(.doesNotFit, keptAs: "\(name).broken")))
    #expect(saves.files["\(name).broken"] != nil)
  }

  @Test func twoBrokenSavesSetAsideKeepApart() throws {
    let folder = TemporaryFolder()
    let path = Self.writePack(folder, at: "pack")
    let name = SaveStore.fileName(for: try loader.open(path))
    let saves = MemorySaves(files: [name: Array("<plist>".utf8), name + ".broken": Array("older".utf8)])
    let game = try open(path, saves: saves)
    #expect(game.state.notice == .save(.setAside(.unreadable, keptAs: "\(name).broken-2")))
    #expect(saves.files[name + ".broken"] == Array("older".utf8))
  }

  @Test func aSaveThatCannotBeReadIsLeftAloneAndNothingIsSaved() throws {
    let folder = TemporaryFolder()
    let path = Self.writePack(folder, at: "pack")
    let name = SaveStore.fileName(for: try loader.open(path))
    let saves = MemorySaves(files: [name: Array("precious".utf8)])
    saves.unreadable = [name]
    var game = try open(path, saves: saves)
    #expect(game.state.notice == .save(.inaccessible(reason: "permission denied")))
    game.send(.optionPicked(1), now: 0)
    game.send(.optionPicked(2), now: 0)
    // The statistics, a file of their own, still count the question.
    #expect(saves.files.keys.sorted() == [GuessStats.fileName, name].sorted())
    #expect(saves.files[name] == Array("precious".utf8))
  }
}
