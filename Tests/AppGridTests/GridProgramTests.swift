import Foundation
import GameCore
import Pictures
import Testing
import TestSupport
@testable import AppGrid
import PlistKit
import TerminalKit

struct GridProgramTests {
  let loader = PackLoader(modes: ModeRegistry([GridMode()]))

  func program(saves: MemorySaves = MemorySaves()) throws -> GridProgram {
    let pack = try loader.open(packageRoot + "/plist-data/apps-zh")
    let made = try GridMode().makeProgram(for: pack, context: PlayContext(saves: saves.store, pictures: PlaceholderPictures()))
    return try #require(made as? GridProgram)
  }

  @Test func installsAreSavedAndRestored() throws {
    let saves = MemorySaves()
    var grid = try program(saves: saves)
    _ = grid.handle(.key(.enter), now: 0)
    grid.advance(to: 5)
    #expect(grid.state.statuses[0] == .installed)
    let reopened = try program(saves: saves)
    #expect(reopened.state.installedNames == ["天气"])
  }

  @Test func aSaveOfTheWrongShapeIsSetAsideAsInEveryMode() throws {
    let pack = try loader.open(packageRoot + "/plist-data/apps-zh")
    let name = SaveStore.fileName(for: pack)
    let saves = MemorySaves(files: [name: XMLPlistWriter.write(.dictionary(PlistDictionary([("installed", .string("all"))])))])
    let grid = try program(saves: saves)
    #expect(grid.state.notice == .save(.setAside(.unreadable, keptAs: "\(name).broken")))
    #expect(grid.state.installedNames.isEmpty)
  }

  @Test func anInstalledAppOpensItsMenuAndCanBeRemoved() throws {
    var grid = try program()
    _ = grid.handle(.key(.enter), now: 0)
    grid.advance(to: 5)
    _ = grid.handle(.key(.enter), now: 6)
    #expect(grid.sheetTitle == "天气")
    for _ in 0..<3 { _ = grid.handle(.key(.down), now: 6) }
    _ = grid.handle(.key(.enter), now: 6)
    #expect(grid.state.overlay == nil)
    #expect(grid.state.statuses[0] == .idle)
  }

  @Test func typingFiltersTheTiles() throws {
    var grid = try program()
    _ = grid.handle(.key(.character("相")), now: 0)
    #expect(grid.visible.map { grid.state.apps[$0].name } == ["相机", "相册"])
    _ = grid.handle(.key(.escape), now: 0)
    #expect(grid.visible.count == 12)
  }

  @Test func aPackCanFixTheColumns() throws {
    let folder = TemporaryFolder()
    folder.write("p/pack.plist", xmlPlist("<dict><key>name</key><string>Three</string><key>mode</key><string>grid</string><key>settings</key><dict><key>columns</key><integer>3</integer></dict></dict>"))
    folder.write("p/app.plist", xmlPlist("<array>" + String(repeating: "<dict><key>icon</key><string>x</string></dict>", count: 7) + "</array>"))
    let pack = try loader.open(folder.url("p"))
    var grid = try #require(try GridMode().makeProgram(for: pack, context: PlayContext(saves: .disabled, pictures: PlaceholderPictures())) as? GridProgram)
    grid.resized(to: Size(columns: 120, rows: 40))
    #expect(grid.layout.columns == 3)
    // Three rows of seven apps fit 40 rows with the 18x9 tiles, not the 24x12 ones.
    #expect(grid.tile == Size(columns: 18, rows: 9))
    #expect(grid.layout.marginX == (120 - 3 * 18) / 4)
  }

  @Test("tiles grow with the window while every app still shows", arguments: [
    (80, 24, 14, 7), (120, 40, 18, 9), (160, 50, 24, 12), (220, 60, 30, 15), (60, 30, 14, 7),
  ])
  func tilesGrow(columns: Int, rows: Int, tileColumns: Int, tileRows: Int) throws {
    var grid = try program()
    grid.resized(to: Size(columns: columns, rows: rows))
    #expect(grid.tile == Size(columns: tileColumns, rows: tileRows))
  }

  @Test("screens", arguments: [(80, 24), (120, 40)])
  func screen(columns: Int, rows: Int) throws {
    var grid = try program()
    grid.resized(to: Size(columns: columns, rows: rows))
    _ = grid.handle(.key(.right), now: 0)
    _ = grid.handle(.key(.enter), now: 0)
    grid.advance(to: 2.5)
    var buffer = CellBuffer(size: Size(columns: columns, rows: rows))
    grid.draw(into: &buffer)
    assertSnapshot(buffer.styledSnapshot, named: "grid-\(columns)x\(rows)")
  }
}

extension GridProgram {
  var sheetTitle: String? {
    if case .menu(_, let sheet) = state.overlay { return sheet.title }
    return nil
  }
}
