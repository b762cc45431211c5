import Foundation
import GameCore
import Testing
import TestSupport
@testable import AppGrid
import PlistKit
import TerminalKit

/// What a player saw go wrong on the grid screen: overlays showing what they cover, a toast
/// through the tiles, filtered tiles moving, the wheel, the details' labels.
struct GridScreenTests {
  func program(size: Size = Size(columns: 80, rows: 24), saves: MemorySaves = MemorySaves()) throws -> GridProgram {
    let pack = try PackLoader(modes: ModeRegistry([GridMode()])).open(packageRoot + "/plist-data/apps-zh")
    var grid = try #require(try GridMode().makeProgram(for: pack, context: PlayContext(saves: saves.store, pictures: PlaceholderPictures())) as? GridProgram)
    grid.resized(to: size)
    return grid
  }

  func screen(_ grid: GridProgram) -> [String] {
    var buffer = CellBuffer(size: grid.size)
    grid.draw(into: &buffer)
    return buffer.lines
  }

  @Test("the toast never covers a tile", arguments: [(80, 24), (64, 20), (120, 40), (40, 14)])
  func toastKeepsOffTheTiles(columns: Int, rows: Int) throws {
    var grid = try program(size: Size(columns: columns, rows: rows))
    _ = grid.handle(.key(.enter), now: 0)
    grid.advance(to: 2)
    let lines = screen(grid)
    let toastRow = try #require(lines.firstIndex { $0.contains("正在下载...") })
    #expect(lines[toastRow - 1].contains("┌") && lines[toastRow + 1].contains("└"))
    let layout = grid.layout
    let lowestTile = (0..<layout.count).compactMap { layout.visibleRect(of: $0)?.maxY }.max() ?? 0
    #expect(toastRow - 1 >= lowestTile)
  }

  @Test func aFilteredGridKeepsEachTileInItsColumn() throws {
    var grid = try program()
    let before = grid.layout
    let columnOf = { (layout: GridLayout, position: Int) in layout.visibleRect(of: position)?.x }
    _ = grid.handle(.key(.character("相")), now: 0)
    let after = grid.layout
    #expect(after.columns == before.columns)
    #expect(columnOf(after, 0) == columnOf(before, 0))
    #expect(columnOf(after, 1) == columnOf(before, 1))
  }

  @Test func theWheelScrollsTheTilesAndTheFocusStaysInView() throws {
    var grid = try program()
    #expect(grid.layout.scrollRow == 0)
    _ = grid.handle(.mouse(MouseEvent(kind: .wheelDown, x: 10, y: 10)), now: 0)
    #expect(grid.layout.scrollRow == 1)
    #expect(grid.focus == 5)
    _ = grid.handle(.mouse(MouseEvent(kind: .wheelDown, x: 10, y: 10)), now: 0)
    #expect(grid.layout.scrollRow == 1)
    _ = grid.handle(.mouse(MouseEvent(kind: .wheelUp, x: 10, y: 10)), now: 0)
    #expect(grid.layout.scrollRow == 0)
  }

  @Test("the action sheet is as wide as its rows and hides what is beside it", arguments: [80, 160])
  func sheetWidth(columns: Int) throws {
    var grid = try program(size: Size(columns: columns, rows: 24))
    _ = grid.handle(.key(.enter), now: 0)
    grid.advance(to: 5)
    _ = grid.handle(.key(.enter), now: 6)
    _ = grid.handle(.key(.enter), now: 6)
    #expect(grid.state.notice?.text(grid.state.words) == "正在打开 天气… (只是演示)")
    _ = grid.handle(.key(.enter), now: 7)
    grid.advance(to: 8)
    let lines = screen(grid)
    #expect(lines.contains { $0.contains("自动更新  [ ]  有新版本时") })
    #expect(!lines.contains { $0.contains("正在打开") })
  }

  @Test func theDetailsLineUpTheirLabels() throws {
    let folder = TemporaryFolder()
    folder.write("p/app.plist", xmlPlist("""
      <array><dict><key>name</key><string>天气</string><key>icon</key><string>x</string>
      <key>size</key><real>12.5</real><key>version</key><string>2.1</string><key>developer</key><string>Arcade</string></dict></array>
      """))
    let pack = try PackLoader(modes: ModeRegistry([GridMode()])).open(folder.url("p"))
    var grid = try #require(try GridMode().makeProgram(for: pack, context: PlayContext(saves: .disabled, pictures: PlaceholderPictures())) as? GridProgram)
    grid.resized(to: Size(columns: 80, rows: 24))
    _ = grid.handle(.key(.function(2)), now: 0)
    let rows = screen(grid).filter { $0.contains(":") }.map { $0.trimmingCharacters(in: CharacterSet(charactersIn: " │")) }
    // A Chinese pack: the labels in Chinese, lined up by display width.
    #expect(rows == ["状态:   未安装", "大小:   12.5 MB", "版本:   2.1", "开发者: Arcade"])
  }

  @Test func theLauncherShowsHowManyAppsAreInstalled() throws {
    let saves = MemorySaves()
    var grid = try program(saves: saves)
    _ = grid.handle(.key(.enter), now: 0)
    grid.advance(to: 5)
    let pack = try PackLoader(modes: ModeRegistry([GridMode()])).open(packageRoot + "/plist-data/apps-zh")
    #expect(GridMode().progressSummary(for: pack, saves: saves.store) == "1/12 installed")
  }
}

extension GridScreenTests {
  @Test func aClickOnATilesButtonDownloadsItFromAScript() throws {
    let grid = try program()
    var script = ScriptRunner(program: grid)
    let tile = try #require(grid.layout.visibleRect(of: 1))
    let clicked = script.run(line: "click \(tile.x + 3) \(tile.maxY - 1)")
    let line = try #require(clicked)
    let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
    let apps = try #require(object?["apps"] as? [[String: Any]])
    #expect(apps[1]["state"] as? String == "downloading")
    #expect(apps[0]["state"] as? String == "idle")
    _ = script.run(line: "wait 13")
    _ = script.run(line: "key enter")
    guard let shown = script.program as? GridProgram, case .menu? = shown.state.overlay else {
      Issue.record("the menu of the installed app should be open")
      return
    }
  }
}
