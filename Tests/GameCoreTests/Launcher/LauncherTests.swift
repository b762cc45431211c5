import Foundation
import Testing
import TestSupport
@testable import GameCore
import PlistKit
import TerminalKit

struct LauncherTests {
  let folder = TemporaryFolder()

  func launcher(saves: SaveStore = .disabled) -> LauncherProgram {
    folder.write("builtin/quiz.plist", xmlPlist("<array><dict><key>answer</key><string>a</string></dict><dict><key>answer</key><string>b</string></dict></array>"))
    folder.write("builtin/shelf.plist", xmlPlist("<array><dict><key>icon</key><string>a</string></dict></array>"))
    folder.write("builtin/broken.plist", "<plist><array>")
    let catalog = PackCatalog(locations: PackLocations(builtIn: folder.url("builtin"), user: folder.url("user"), saves: folder.url("s")),
                              loader: PackLoader(modes: fakeModes))
    var launcher = LauncherProgram(entries: catalog.discover(), modes: fakeModes, context: PlayContext(saves: saves, pictures: PlaceholderPictures()))
    launcher.resized(to: Size(columns: 60, rows: 12))
    return launcher
  }

  @Test func listsEveryPackWithItsModeSizeAndOrigin() {
    var buffer = CellBuffer(size: Size(columns: 60, rows: 12))
    launcher().draw(into: &buffer)
    assertSnapshot(buffer.lines, named: "launcher")
  }

  @Test func progressIsReadAgainWhenAGameReturns() throws {
    let saves = MemorySaves()
    var launcher = launcher(saves: saves.store)
    let quiz = try #require(launcher.all.firstIndex { $0.title == "quiz" })
    #expect(launcher.detail(quiz) == "guess · 2 items · built-in")
    try saves.store.save(.string("1/2 solved"), as: SaveStore.fileName(for: try #require(launcher.all[quiz].pack)))
    launcher.resumed()
    #expect(launcher.detail(quiz) == "guess · 2 items · built-in · 1/2 solved")
  }

  @Test func aScriptOpensAPackAndEscComesBack() {
    var script = ScriptRunner(program: launcher())
    #expect(script.run(line: "open 2")?.hasPrefix(#"{"program":"program""#) == true)
    #expect(script.run(line: "key esc")?.hasPrefix(#"{"program":"launcher","packs":["broken.plist","quiz","shelf"],"selected":1"#) == true)
    #expect(script.run(line: "open 1") == #"{"error":"broken.plist:1:8: unexpected end of file: the <array> opened here is not closed"}"#)
    #expect(script.run(line: "key esc") == #"{"program":null}"#)
  }

  /// Opening the launcher reads the packs whose lines show, not every pack's data.
  @Test func onlyTheLinesShownReadTheirPacks() throws {
    for i in 0..<40 { folder.write("builtin/q\(i).plist", xmlPlist("<array><dict><key>answer</key><string>a</string></dict></array>")) }
    var launcher = launcher()
    #expect(launcher.details.read.isEmpty)
    var buffer = CellBuffer(size: Size(columns: 60, rows: 12))
    launcher.draw(into: &buffer)
    // A 60x12 window shows four lines, the first the broken pack, which has no data to read.
    #expect(launcher.details.read.count == 3)
    // Ten lines down, lines 8 to 11 show: four more read, the first three kept.
    for _ in 0..<10 { _ = launcher.handle(.key(.down), now: 0) }
    launcher.draw(into: &buffer)
    #expect(launcher.details.read.count == 7)
  }

  @Test func tabsNarrowTheListToOneMode() {
    var launcher = launcher()
    _ = launcher.handle(.key(.tab), now: 0)
    #expect(launcher.visible.map(\.title) == ["quiz"])
    _ = launcher.handle(.key(.tab), now: 1)
    #expect(launcher.visible.map(\.title) == ["shelf"])
    _ = launcher.handle(.key(.tab), now: 2)
    #expect(launcher.visible.count == 3)
  }

  @Test func enterOpensThePackInItsMode() {
    var launcher = launcher()
    _ = launcher.handle(.key(.down), now: 0)
    guard case .open(let program) = launcher.handle(.key(.enter), now: 0) else {
      Issue.record("expected the pack to open")
      return
    }
    var buffer = CellBuffer(size: Size(columns: 20, rows: 1))
    program.draw(into: &buffer)
    #expect(buffer.lines == ["quiz"])
  }

  @Test func aBrokenPackSaysWhyInsteadOfOpening() {
    var launcher = launcher()
    guard case .continue = launcher.handle(.key(.enter), now: 0) else {
      Issue.record("a broken pack must not open")
      return
    }
    var buffer = CellBuffer(size: Size(columns: 60, rows: 12))
    launcher.draw(into: &buffer)
    // Just under the list, where the eye is.
    #expect(buffer.lines[8].contains("unexpected end of file"))
  }

  @Test func escapeQuits() {
    var launcher = launcher()
    guard case .quit = launcher.handle(.key(.escape), now: 0) else {
      Issue.record("Esc must quit")
      return
    }
  }
}
