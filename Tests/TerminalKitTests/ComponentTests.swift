import Foundation
import Testing
import TestSupport
@testable import TerminalKit

struct GridLayoutTests {
  @Test("the lesson's gap rule, marginX = (width - columns * tile) / (columns + 1)", arguments: [
    (320, 3, 75, 23), (375, 3, 75, 37), (80, 3, 14, 9), (100, 4, 14, 8), (60, 2, 14, 10),
  ])
  func gaps(width: Int, columns: Int, tile: Int, margin: Int) {
    let layout = GridLayout(count: 12, area: Rect(x: 0, y: 0, width: width, height: 1000), tile: Size(columns: tile, rows: 7), gap: 1, columns: columns)
    #expect(layout.marginX == margin)
    #expect(layout.visibleRect(of: 1)?.x == margin * 2 + tile)
    #expect(layout.visibleRect(of: columns)?.y == layout.marginY * 2 + 7)
  }

  @Test func columnsFollowTheWidthUnlessFixed() {
    #expect(GridLayout(count: 12, area: Rect(x: 0, y: 0, width: 80, height: 20), tile: Size(columns: 14, rows: 7), gap: 1).columns == 5)
    #expect(GridLayout(count: 12, area: Rect(x: 0, y: 0, width: 120, height: 20), tile: Size(columns: 14, rows: 7), gap: 1).columns == 7)
    #expect(GridLayout(count: 2, area: Rect(x: 0, y: 0, width: 120, height: 20), tile: Size(columns: 14, rows: 7), gap: 1).columns == 2)
  }

  @Test func rowsThatDoNotFitScrollIntoView() {
    var layout = GridLayout(count: 12, area: Rect(x: 0, y: 0, width: 50, height: 17), tile: Size(columns: 14, rows: 7), gap: 1, columns: 3)
    #expect(layout.visibleRows == 2)
    #expect(layout.visibleRect(of: 9) == nil)
    layout.reveal(9)
    #expect(layout.scrollRow == 2)
    #expect(layout.visibleRect(of: 9)?.y == 9)
    #expect(layout.index(atX: layout.visibleRect(of: 10)!.x + 1, y: 10) == 10)
    #expect(layout.index(atX: layout.visibleRect(of: 10)!.x + 1, y: 2) == 7)
  }
}

struct TabBarTests {
  @Test func theCurrentTitleIsCoveredAndUnderlined() {
    var buffer = CellBuffer(size: Size(columns: 30, rows: 2))
    TabBar(titles: ["全部", "Guess", "Grid"], selected: 1).draw(in: buffer.bounds, now: 10, into: &buffer)
    #expect(buffer.lines == [" 全部   Guess   Grid", "       ▔▔▔▔▔▔▔"])
    #expect(buffer[8, 0].style == Theme.focused)
  }

  @Test func overflowingTitlesScrollToCentreTheCurrentOne() {
    let bar = TabBar(titles: (1...10).map { "Tab \($0)" }, selected: 6)
    #expect(bar.scroll(width: 20) == 41)
    var buffer = CellBuffer(size: Size(columns: 20, rows: 1))
    bar.draw(in: buffer.bounds, now: 0, into: &buffer)
    #expect(buffer.lines == ["Tab 6   Tab 7   Tab"])
  }

  @Test func theMarkerSlidesOverAFewFrames() {
    var bar = TabBar(titles: ["AAAA", "BBBB"])
    bar.select(1, now: 100)
    #expect(bar.deadline(now: 100.05) == 100 + TabBar.slide)
    var halfway = CellBuffer(size: Size(columns: 14, rows: 2))
    bar.draw(in: halfway.bounds, now: 100 + TabBar.slide / 2, into: &halfway)
    #expect(halfway.lines[1] == "    ▔▔▔▔▔▔")
    #expect(bar.deadline(now: 101) == nil)
  }
}

struct WidgetTests {
  @Test func progressBarsShowTheirShareWithoutColour() {
    var buffer = CellBuffer(size: Size(columns: 15, rows: 1))
    ProgressBar.draw(fraction: 0.5, in: buffer.bounds, into: &buffer)
    #expect(buffer.lines == ["█████░░░░░  50%"])
  }

  @Test func aListKeepsItsSelectionInView() {
    var list = ListView(count: 10)
    list.move(by: 6, visible: 4)
    #expect(list.offset == 3)
    var buffer = CellBuffer(size: Size(columns: 10, rows: 4))
    list.draw(in: buffer.bounds, into: &buffer) { "item \($0)" }
    #expect(buffer.lines == ["  item 3 ↑", "  item 4", "  item 5", "› item 6 ↓"])
    #expect(list.index(atRow: 2, in: buffer.bounds) == 5)
  }

  @Test func aDialogCentresItsLinesAndButtons() {
    var buffer = CellBuffer(size: Size(columns: 30, rows: 8))
    let rects = Dialog.draw(title: "恭喜通关!", lines: ["Score 100"], buttons: ["OK", "No"], focused: 1, into: &buffer)
    assertSnapshot(buffer.styledSnapshot, named: "dialog")
    #expect(rects.count == 2)
    #expect(buffer[rects[1].x, rects[1].y].style == Theme.focused)
  }

  @Test("the key bar drops the last keys first and always keeps [?] Keys", arguments: [
    (45, " [F2] Hint  [F4] Zoom  [Esc] Back  [?] Keys"),
    (40, " [F2] Hint  [F4] Zoom  [?] Keys"),
    (31, " [F2] Hint  [F4] Zoom  [?] Keys"),
    (30, " [F2] Hint  [?] Keys"),
    (20, " [F2] Hint  [?] Keys"),
    (12, " [?] Keys"),
  ])
  func theKeyBarShowsWhatFits(columns: Int, line: String) {
    var buffer = CellBuffer(size: Size(columns: columns, rows: 1))
    KeyBar.draw([KeyHint("F2", "Hint"), KeyHint("F4", "Zoom"), KeyHint("Esc", "Back")], into: &buffer)
    #expect(buffer.lines == [line])
  }

  @Test func aTooSmallWindowSaysSo() {
    var buffer = CellBuffer(size: Size(columns: 30, rows: 6))
    TooSmallScreen.draw(size: Size(columns: 30, rows: 6), minimum: Size(columns: 64, rows: 15), into: &buffer)
    #expect(buffer.lines.filter { !$0.isEmpty }.map { $0.trimmingCharacters(in: .whitespaces) }
      == ["Make the window larger", "it is 30x6;", "this needs 64x15", "Ctrl-C quits"])
  }
}

/// Every component draws into a rectangle and returns what a click can hit, in screen cells.
struct ComponentHitTests {
  @Test func keyBarTabBarListAndBadgeSayWhereTheyDrew() {
    var buffer = CellBuffer(size: Size(columns: 40, rows: 6))
    let keys = KeyBar.draw([KeyHint("F2", "Hint")], in: Rect(x: 0, y: 5, width: 40, height: 1), into: &buffer)
    #expect(keys.map(\.rect) == [Rect(x: 1, y: 5, width: 9, height: 1), Rect(x: 12, y: 5, width: 8, height: 1)])
    let tabs = TabBar(titles: ["全部", "猜图"]).draw(in: Rect(x: 2, y: 0, width: 30, height: 2), now: 0, into: &buffer)
    #expect(tabs == [Rect(x: 2, y: 0, width: 6, height: 1), Rect(x: 9, y: 0, width: 6, height: 1)])
    let rows = ListView(count: 3).draw(in: Rect(x: 0, y: 2, width: 20, height: 2), into: &buffer) { "item \($0)" }
    #expect(rows.map(\.item) == [0, 1])
    #expect(rows.map(\.rect.y) == [2, 3])
    #expect(Badge.draw("99+", in: Rect(x: 30, y: 4, width: 10, height: 1), into: &buffer) == Rect(x: 30, y: 4, width: 5, height: 1))
  }

  /// Beside a dialog, its rows are blank across its area: no half of a word beneath touches
  /// its border; rows above and below, and everything outside the area, are left as they were.
  @Test func aDialogClearsItsRowsAcrossItsArea() {
    var buffer = CellBuffer(size: Size(columns: 40, rows: 9))
    for y in 0..<9 { buffer.write(String(repeating: "x", count: 40), x: 0, y: y) }
    Dialog(title: "T", lines: ["a"], buttons: ["OK"]).draw(in: Rect(x: 4, y: 0, width: 36, height: 9), focused: 0, into: &buffer)
    let full = String(repeating: "x", count: 40)
    #expect(buffer.lines == [
      full,
      "xxxx            ┌─ T ──────┐",
      "xxxx            │          │",
      "xxxx            │    a     │",
      "xxxx            │          │",
      "xxxx            │          │",
      "xxxx            │  [ OK ]  │",
      "xxxx            └──────────┘",
      full,
    ])
  }

  @Test func aDialogInAnAreaIsHitWhereItIsDrawn() {
    var buffer = CellBuffer(size: Size(columns: 60, rows: 20))
    let area = Rect(x: 20, y: 5, width: 40, height: 15)
    let dialog = Dialog(title: "确认", lines: ["删除这个地址?"], buttons: ["确定", "取消"])
    let layout = dialog.draw(in: area, focused: 1, into: &buffer)
    #expect(layout.panel.x >= area.x && layout.panel.maxX <= area.maxX)
    let cancel = layout.buttons[1]
    #expect(layout.button(atX: cancel.x, y: cancel.y) == 1)
    #expect(buffer.lines[cancel.y].contains("[ 取消 ]"))
    #expect(dialog.layout(in: area) == layout)
  }
}
