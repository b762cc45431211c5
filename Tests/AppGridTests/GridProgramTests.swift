import Foundation
import GameCore
import Pictures
import Testing
import TestSupport
@testable import AppGrid

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

  @Test func anInstalledAppOpensItsMenuAndCanBeRemoved() throws {
    var grid = try program()
    _ = grid.handle(.key(.enter), now: 0)
    grid.advance(to: 5)
    _ = grid.handle(.key(.enter), now: 6)
    #expect(grid.sheet != nil)
    for _ in 0..<3 { _ = grid.handle(.key(.down), now: 6) }
    _ = grid.handle(.key(.enter), now: 6)
    #expect(grid.sheet == nil)
    #expect(grid.state.statuses[0] == .idle)
  }

  @Test func typingFiltersTheTiles() throws {
    var grid = try program()
    _ = grid.handle(.key(.character("相")), now: 0)
    #expect(grid.visible.map { grid.state.apps[$0].name } == ["相机", "相册"])
    _ = grid.handle(.key(.escape), now: 0)
    #expect(grid.visible.count == 12)
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
  var sheetTitle: String? { sheet?.sheet.title }
}
