import Foundation
import GameCore
import Testing
import TestSupport
@testable import AppGrid
import PlistKit
import TerminalKit

struct GridRulesTests {
  static let apps = [App(name: "天气", icon: "w", size: 16), App(name: "相机", icon: "c", size: 40), App(name: "小", icon: "s")]

  @Test func aDownloadFillsAtThePaceOfItsSize() {
    var state = GridState(apps: Self.apps)
    _ = state.reduce(.downloadRequested(0), now: 10)
    #expect(state.statuses[0] == .downloading(started: 10, duration: 2))
    #expect(state.statuses[0].progress(at: 11) == 0.5)
    #expect(state.reduce(.timePassed(11.9), now: 11.9) == [])
    #expect(state.reduce(.timePassed(12), now: 12) == [.saveInstalled])
    #expect(state.statuses[0] == .installed)
  }

  @Test func severalDownloadsRunAtOnce() {
    var state = GridState(apps: Self.apps)
    _ = state.reduce(.downloadRequested(0), now: 0)
    _ = state.reduce(.downloadRequested(1), now: 1)
    _ = state.reduce(.timePassed(3), now: 3)
    #expect(state.statuses[0] == .installed)
    #expect(state.statuses[1].progress(at: 3) == 0.4)
    _ = state.reduce(.timePassed(6), now: 6)
    #expect(state.installedNames == ["天气", "相机"])
  }

  @Test func leavingWhileAppsDownloadIsAskedFirst() {
    var state = GridState(apps: Self.apps)
    #expect(state.reduce(.leaveRequested, now: 0) == [.leave])
    _ = state.reduce(.downloadRequested(0), now: 0)
    _ = state.reduce(.downloadRequested(1), now: 0)
    var asked = state
    #expect(asked.reduce(.leaveRequested, now: 1) == [])
    var expected = state
    expected.now = 1
    expected.notice = .leaveWhileDownloading(2)
    #expect(asked == expected)
    // Time passing keeps the question; a second Esc leaves.
    _ = asked.reduce(.timePassed(1.5), now: 1.5)
    #expect(asked.reduce(.leaveRequested, now: 1.6) == [.leave])
    // Anything else between the two asks again.
    _ = state.reduce(.leaveRequested, now: 1)
    _ = state.reduce(.opened(2), now: 1.2)
    #expect(state.reduce(.leaveRequested, now: 1.3) == [])
  }

  @Test func anAppWithoutASizeTakesTheDefaultPace() {
    #expect(GridState.duration(of: Self.apps[2]) == 2)
    #expect(GridState.duration(of: App(name: "huge", icon: "h", size: 10_000)) == 12)
  }

  @Test func downloadingTwiceIsRefused() {
    var state = GridState(apps: Self.apps, installed: ["相机"])
    _ = state.reduce(.downloadRequested(0), now: 0)
    _ = state.reduce(.downloadRequested(0), now: 0)
    #expect(state.notice == .alreadyDownloading("天气"))
    _ = state.reduce(.downloadRequested(1), now: 0)
    #expect(state.notice == .alreadyInstalled("相机"))
  }

  @Test func cancelAndRemovePutTheButtonBack() {
    var state = GridState(apps: Self.apps, installed: ["相机"])
    _ = state.reduce(.downloadRequested(0), now: 0)
    #expect(state.reduce(.cancelRequested(0), now: 1) == [])
    #expect(state.statuses[0] == .idle)
    #expect(state.reduce(.removeRequested(1), now: 1) == [.saveInstalled])
    #expect(state.statuses[1] == .idle)
    _ = state.reduce(.removeRequested(1), now: 1)
    #expect(state.notice == .notInstalled("相机"))
  }

  @Test func theToastFadesInStaysFadesOutAndGoes() {
    var state = GridState(apps: Self.apps)
    state.words = GridWords(language: "zh")
    _ = state.reduce(.downloadRequested(2), now: 100)
    let toast = state.toast
    #expect(toast?.text == "正在下载...")
    let phases = [100, 101.4, 101.5, 102.4, 102.5, 103.9, 104].map { toast?.phase(at: $0) }
    #expect(phases == [.fadingIn, .fadingIn, .shown, .shown, .fadingOut, .fadingOut, .gone])
    #expect(toast?.deadline(after: 100) == 101.5)
    _ = state.reduce(.timePassed(104), now: 104)
    #expect(state.toast == nil)
  }

  @Test func theToastDrawsDimThenNormalThenDim() {
    let toast = Toast("正在下载...", at: 0)
    var styles: [Style] = []
    for time in [0.5, 2, 3.5] {
      var buffer = CellBuffer(size: Size(columns: 30, rows: 5))
      toast.draw(in: buffer.bounds, at: time, into: &buffer)
      styles.append(buffer[12, 2].style)
      #expect(buffer.lines[2].contains("正在下载..."))
    }
    #expect(styles[0].dim && !styles[1].dim && styles[2].dim)
  }
}

struct ActionSheetTests {
  func sheet() -> ActionSheet {
    ActionSheet(title: "天气", items: [.init("Open", .option), .init("Details", .detail), .init("Auto", .toggle(false)),
                                     .init("Check", .check), .init("Keep", .normal), .init("Cancel", .cancel)], at: 0)
  }

  @Test("each kind of item", arguments: [
    (0, ActionSheet.Outcome.chose(0, hide: true)), (1, .chose(1, hide: false)), (2, .chose(2, hide: false)),
    (3, .chose(3, hide: true)), (4, .chose(4, hide: false)), (5, .hidden),
  ])
  func kind(index: Int, outcome: ActionSheet.Outcome) {
    var sheet = sheet()
    for _ in 0..<index { _ = sheet.handle(.key(.down), size: Size(columns: 80, rows: 24)) }
    #expect(sheet.handle(.key(.enter), size: Size(columns: 80, rows: 24)) == outcome)
  }

  @Test func aToggleFlipsInPlace() {
    var sheet = sheet()
    sheet.selected = 2
    _ = sheet.handle(.key(.enter), size: Size(columns: 80, rows: 24))
    #expect(sheet.items[2].kind == .toggle(true))
  }

  @Test func escapeOrAClickOutsideHides() {
    var sheet = sheet()
    #expect(sheet.handle(.key(.escape), size: Size(columns: 80, rows: 24)) == .hidden)
    #expect(sheet.handle(.mouse(MouseEvent(kind: .press, x: 0, y: 0)), size: Size(columns: 80, rows: 24)) == .hidden)
  }

  @Test func itRisesFromTheBottomOverADimmedScreen() {
    let sheet = sheet()
    let size = Size(columns: 40, rows: 16)
    #expect(sheet.panel(size: size, now: 0.1).height < sheet.panel(size: size, now: 0.2).height)
    var buffer = CellBuffer(size: size)
    buffer.write("behind", x: 0, y: 0)
    sheet.draw(in: buffer.bounds, at: 1, into: &buffer)
    #expect(buffer[0, 0].style == Theme.backdrop)
    assertSnapshot(buffer.lines, named: "action-sheet")
  }
}
