import Foundation
import Testing
import TestSupport
import PlistKit
@testable import GameCore
import TerminalKit

struct SaveStoreTests {
  @Test func savesAreWrittenWholeAndReadBack() throws {
    let folder = TemporaryFolder()
    let store = SaveStore.live(folder: folder.url("state/arcade"))
    try store.save(.dictionary(PlistDictionary([("index", .integer(3))])), as: "p.plist")
    #expect(store.load("p.plist") == .found(.dictionary(PlistDictionary([("index", .integer(3))]))))
    #expect(PathSafety.contents(of: folder.url("state/arcade")) == ["p.plist"])
  }

  @Test func anUnreadableSaveIsMovedAsideNotLost() throws {
    let folder = TemporaryFolder()
    folder.write("arcade/p.plist", "<plist><dict>")
    let store = SaveStore.live(folder: folder.url("arcade"))
    #expect(store.load("p.plist") == .unreadable("unexpected end of file: the <dict> opened here is not closed"))
    let aside = try #require(store.moveAside("p.plist"))
    #expect(PathSafety.fileName(of: aside).hasPrefix("p.plist.broken-"))
    #expect(String(decoding: try FileBytes.contents(of: aside), as: UTF8.self) == "<plist><dict>")
    #expect(store.load("p.plist") == .none)
  }

  @Test func aFileThatCannotBeWrittenIsAnErrorNotACrash() {
    let folder = TemporaryFolder()
    folder.write("blocked", "a file where a folder should be")
    let store = SaveStore.live(folder: folder.url("blocked/arcade"))
    #expect(throws: LoadError.self) { try store.save(.string("x"), as: "p.plist") }
  }
}
