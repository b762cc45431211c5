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

  /// A lock path that is a link (to a file outside) or an empty folder is replaced by a lock
  /// file, the outside file untouched; a folder with things in it is refused as a held lock
  /// is, so the game says its counts are not saved rather than writing without a lock.
  @Test func aLockPathThatIsNoLockFileIsReplacedOrRefused() throws {
    let folder = TemporaryFolder()
    let saves = folder.makeFolder("saves")
    let outside = folder.write("outside.txt", "keep\n")
    let linked = saves + "/a.plist.lock"
    try FileManager.default.createSymbolicLink(atPath: linked, withDestinationPath: outside)
    let empty = folder.makeFolder("saves/b.plist.lock")
    let full = folder.makeFolder("saves/c.plist.lock")
    folder.write("saves/c.plist.lock/inside", "x")
    for lock in [linked, empty] {
      let first = SaveLock.take(lock, folder: saves)
      #expect(first != nil && FolderIndex.lstatKind(lock) == .file)
      #expect(SaveLock.take(lock, folder: saves) == nil)
      withExtendedLifetime(first) {}
    }
    #expect(try String(contentsOfFile: outside, encoding: .utf8) == "keep\n")
    #expect(SaveLock.take(full, folder: saves) == nil)
    #expect(FolderIndex.lstatKind(full) == .folder)
  }

  @Test func aFileThatCannotBeWrittenIsAnErrorNotACrash() {
    let folder = TemporaryFolder()
    folder.write("blocked", "a file where a folder should be")
    let store = SaveStore.live(folder: folder.url("blocked/arcade"))
    #expect(throws: LoadError.self) { try store.save(.string("x"), as: "p.plist") }
  }
}
