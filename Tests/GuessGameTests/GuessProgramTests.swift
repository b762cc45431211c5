import Foundation
import GameCore
import Pictures
import Testing
import TestSupport
@testable import GuessGame
import PlistKit
import TerminalKit

/// The guess program on the built-in packs: saving, restoring, keys, clicks, and the screen.
struct GuessProgramTests {
  static let root = packageRoot + "/plist-data"
  let loader = PackLoader(modes: ModeRegistry([GuessMode()]))

  func program(_ pack: String = "guess-zh", saves: MemorySaves = MemorySaves(),
               pictures: any PictureProvider = PlaceholderPictures()) throws -> GuessProgram {
    let opened = try loader.open(Self.root + "/" + pack)
    let made = try GuessMode().makeProgram(for: opened, context: PlayContext(saves: saves.store, pictures: pictures))
    return try #require(made as? GuessProgram)
  }

  var saveName: String {
    get throws { SaveStore.fileName(for: try loader.open(Self.root + "/guess-zh")) }
  }

  @Test func progressIsSavedAfterEveryChangeAndRestored() throws {
    let saves = MemorySaves()
    var game = try program(saves: saves)
    _ = game.handle(.key(.character("太")), now: 0)
    #expect(saves.files.keys.sorted() == [try saveName])
    _ = game.handle(.key(.character("阳")), now: 0)
    game.advance(to: 1)
    _ = game.handle(.key(.function(2)), now: 2)
    let reopened = try program(saves: saves)
    #expect(reopened.state.index == 1)
    #expect(reopened.state.score == 9_100)
    #expect(reopened.state.records[0].outcome == .solved)
    #expect(reopened.state.records[1].hints == 1)
    #expect(reopened.state.slots[0].revealed)
  }

  @Test func aBrokenSaveIsSetAsideWithAWarning() throws {
    let name = try saveName
    let saves = MemorySaves(files: [name: Array("<plist><dict>".utf8)])
    let game = try program(saves: saves)
    #expect(game.state.notice == .save(.setAside(.unreadable, keptAs: "\(name).broken")))
    #expect(saves.files.keys.sorted() == ["\(name).broken"])
    #expect(game.state.index == 0)
  }

  @Test func aSaveOfTheWrongShapeIsSetAsideToo() throws {
    let name = try saveName
    let wrong = XMLPlistWriter.write(.dictionary(PlistDictionary([("index", .string("three"))])))
    let saves = MemorySaves(files: [name: wrong])
    let game = try program(saves: saves)
    #expect(game.state.notice?.text(game.words).hasPrefix("存档读不懂") == true)
    #expect(saves.files["\(name).broken"] == wrong)
  }

  @Test func keysAndClicksReachTheRules() throws {
    var game = try program()
    game.resized(to: Size(columns: 80, rows: 24))
    _ = game.handle(.key(.right), now: 0)
    _ = game.handle(.key(.enter), now: 0)
    #expect(game.state.slots[0].text == game.state.question.options[1])
    let slot = game.layout.slots[0]
    _ = game.handle(.mouse(MouseEvent(kind: .press, x: slot.x + 1, y: slot.y)), now: 0)
    #expect(game.state.slots[0].isEmpty)
    let option = game.layout.options[3]
    _ = game.handle(.mouse(MouseEvent(kind: .press, x: option.x, y: option.y)), now: 0)
    #expect(game.state.slots[0].option == 3)
    _ = game.handle(.key(.control("o")), now: 0)
    #expect(game.state.zoomed)
    _ = game.handle(.key(.escape), now: 0)
    #expect(!game.state.zoomed)
    #expect(game.handle(.key(.escape), now: 0) == .quit)
  }

  @Test("screens, in colour and without", arguments: [(80, 24), (120, 40)], [ColorDepth.trueColor, .none])
  func screen(size: (Int, Int), depth: ColorDepth) throws {
    let (columns, rows) = size
    var game = try program(pictures: HalfBlockPictures(depth: depth))
    game.resized(to: Size(columns: columns, rows: rows))
    _ = game.handle(.key(.character("太")), now: 0)
    _ = game.handle(.key(.character("山")), now: 0)
    var buffer = CellBuffer(size: Size(columns: columns, rows: rows))
    game.draw(into: &buffer)
    assertSnapshot(depth == .none ? buffer.lines : buffer.styledSnapshot, named: "guess-wrong-\(columns)x\(rows)-\(depth)")
  }

  @Test("pictures with and without colour", arguments: [ColorDepth.trueColor, .none])
  func picture(depth: ColorDepth) throws {
    var game = try program("guess-en", pictures: HalfBlockPictures(depth: depth))
    game.resized(to: Size(columns: 80, rows: 24))
    var buffer = CellBuffer(size: Size(columns: 80, rows: 24))
    game.draw(into: &buffer)
    assertSnapshot(depth == .none ? buffer.lines : buffer.styledSnapshot.prefix(24).map { $0 }, named: "guess-picture-\(depth)")
  }

  @Test func theEndDialogOffersToPlayAgain() throws {
    var game = try program("guess-en")
    game.resized(to: Size(columns: 80, rows: 24))
    for _ in 0..<22 { _ = game.handle(.key(.function(5)), now: 0) }
    for character in game.state.question.answer { _ = game.handle(.key(.character(String(character))), now: 0) }
    game.advance(to: 5)
    #expect(game.state.status == .finished)
    var buffer = CellBuffer(size: Size(columns: 80, rows: 24))
    game.draw(into: &buffer)
    assertSnapshot(buffer.lines, named: "guess-finished-80x24")
    _ = game.handle(.key(.enter), now: 6)
    #expect(game.state.status == .playing && game.state.index == 0)
  }
}

extension GuessProgramTests {
  func finishedGame() throws -> GuessProgram {
    var game = try program("guess-en")
    game.resized(to: Size(columns: 80, rows: 24))
    for _ in 0..<22 { _ = game.handle(.key(.function(5)), now: 0) }
    for character in game.state.question.answer { _ = game.handle(.key(.character(String(character))), now: 0) }
    game.advance(to: 5)
    return game
  }

  @Test("the end dialog's buttons (play again, share, back) are reached by keys", arguments: [
    ([Key.right], 1), ([.right, .right], 2), ([.right, .right, .right], 2), ([.right, .left], 0), ([.tab], 1),
    ([.tab, .tab, .tab], 0), ([.backTab], 2), ([.tab, .backTab], 0),
  ])
  func endDialogFocus(keys: [Key], focused: Int) throws {
    var game = try finishedGame()
    for key in keys { _ = game.handle(.key(key), now: 6) }
    #expect(game.focus == .dialog(focused))
    let outcome = game.handle(.key(.enter), now: 6)
    #expect(outcome == (focused == 2 ? .quit : .continue))
  }

  @Test func aClickOnTheDialogsBackButtonLeaves() throws {
    var game = try finishedGame()
    let layout = game.endDialog.layout(in: Size(columns: 80, rows: 24))
    let back = layout.buttons[2]
    #expect(game.handle(.mouse(MouseEvent(kind: .press, x: back.x + 1, y: back.y)), now: 6) == .quit)
  }

  @Test func theZoomClearsEverythingItCovers() throws {
    var game = try program("guess-en")
    game.resized(to: Size(columns: 80, rows: 24))
    _ = game.handle(.key(.function(4)), now: 0)
    var buffer = CellBuffer(size: Size(columns: 80, rows: 24))
    game.draw(into: &buffer)
    assertSnapshot(buffer.lines, named: "guess-zoom-80x24")
    #expect(!buffer.lines.joined().contains("Hint −"))
  }

  @Test func theSmallestScreenShowsEveryButtonAndTheHelpKey() throws {
    var game = try program("guess-zh")
    let size = game.minimumSize
    #expect(size == Size(columns: 64, rows: 15))
    game.resized(to: size)
    var buffer = CellBuffer(size: size)
    game.draw(into: &buffer)
    assertSnapshot(buffer.lines, named: "guess-minimum-64x15")
    let screen = buffer.lines.joined(separator: "\n")
    for title in ["提示 −1000", "去除 −1000", "大图", "下一题"] { #expect(screen.contains("[ \(title) ]")) }
    #expect(buffer.lines[size.rows - 1].hasSuffix("[?] 按键"))
  }

  /// A window wider than tall puts the picture beside the rest at its full height: at 80x24 a
  /// square picture of 40x40 half-block pixels, three times the 22x24 of the stacked layout; a
  /// tall window keeps the picture above.
  @Test(arguments: [
    (80, 24, true, Rect(x: 1, y: 2, width: 41, height: 20)),
    (120, 40, true, Rect(x: 1, y: 2, width: 81, height: 36)),
    (64, 15, true, Rect(x: 1, y: 2, width: 25, height: 11)),
    (64, 48, false, Rect(x: 2, y: 2, width: 60, height: 36)),
  ])
  func thePictureGoesWhereItIsLargest(columns: Int, rows: Int, sideBySide: Bool, picture: Rect) throws {
    var game = try program("guess-zh")
    game.resized(to: Size(columns: columns, rows: rows))
    #expect(game.layout.isSideBySide == sideBySide)
    #expect(game.layout.picture == picture)
    if columns == 80 { #expect(GuessLayout.pictureSide(game.layout.picture) * GuessLayout.pictureSide(game.layout.picture) >= 3 * 22 * 24) }
  }

  @Test func theHelpSaysHowToPlay() throws {
    let game = try program("guess-zh")
    var buffer = CellBuffer(size: Size(columns: 80, rows: 24))
    HelpOverlay.draw(game.keyHints, howToPlay: game.howToPlay, words: game.chromeWords, into: &buffer)
    assertSnapshot(buffer.lines, named: "guess-help-80x24")
  }

  @Test func arrowsNeverLandOnAnEmptyPlace() throws {
    var game = try program("guess-zh")
    _ = game.handle(.key(.character(game.state.question.options[1])), now: 0)
    _ = game.handle(.key(.right), now: 0)
    #expect(game.focus == .option(2))
    _ = game.handle(.key(.left), now: 0)
    #expect(game.focus == .option(0))
    _ = game.handle(.key(.enter), now: 0)
    #expect(game.state.options[0].place == .used)
    #expect(game.focus == .option(2))
  }
}
