#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Testing
import TestSupport
@testable import GameCore
import PlistKit
import TerminalKit

/// Saves on disk: written through no planted link, leftovers of killed writers cleared, broken
/// saves set aside under names of their own.
struct SaveFileTests {
  let folder = TemporaryFolder()

  @Test func aLinkPlantedAtTheTemporaryNameIsNotFollowed() throws {
    let target = folder.write("victim.txt", "keep me")
    folder.link("saves/.p.plist.\(getpid()).0.tmp", to: target)
    try AtomicFile.write(Array("new".utf8), to: folder.url("saves/p.plist"))
    #expect(try String(contentsOfFile: target, encoding: .utf8) == "keep me")
    #expect(try String(contentsOfFile: folder.url("saves/p.plist"), encoding: .utf8) == "new")
  }

  @Test func leftoversOfKilledWritersAreRemovedAndLiveOnesKept() throws {
    let gone = "/.p.plist.2147483646.0.tmp"
    let older = "/.q.plist.2147483645.tmp"
    let live = "/.r.plist.\(getpid()).3.tmp"
    for name in [gone, older, live] { folder.write("saves" + name, "half") }
    folder.write("saves/keep.plist", "a save")
    _ = SaveStore.live(folder: folder.url("saves"))
    #expect(Set(PathSafety.contents(of: folder.url("saves"))) == ["keep.plist"])
    #expect(PathSafety.isFile(folder.url("saves" + live)))
    #expect(!PathSafety.isFile(folder.url("saves" + gone)))
    #expect(!PathSafety.isFile(folder.url("saves" + older)))
  }

  @Test func twoBrokenSavesSetAsideInOneSecondKeepApart() throws {
    let store = SaveStore.live(folder: folder.url("saves"))
    folder.write("saves/p.plist", "first")
    let one = try #require(store.moveAside("p.plist"))
    folder.write("saves/p.plist", "second")
    let two = try #require(store.moveAside("p.plist"))
    #expect(one != two)
    #expect(try String(contentsOfFile: one, encoding: .utf8) == "first")
    #expect(try String(contentsOfFile: two, encoding: .utf8) == "second")
  }

  @Test func aValueXMLCannotCarryIsSavedInTheBinaryForm() throws {
    let store = SaveStore.live(folder: folder.url("saves"))
    let value = PlistValue.dictionary(PlistDictionary([("installed", .array([.string("a\u{1B}b")]))]))
    try store.save(value, as: "g.plist")
    #expect(store.load("g.plist") == .found(value))
    #expect(try FileBytes.contents(of: folder.url("saves/g.plist")).starts(with: Array("bplist00".utf8)))
  }

  @Test func aSaveIsTakenByOneHolderAtATime() throws {
    let one = SaveStore.live(folder: folder.url("saves"))
    let two = SaveStore.live(folder: folder.url("saves"))
    var first = one.claim("p.plist")
    #expect(first != nil)
    #expect(two.claim("p.plist") == nil, "held by the first")
    #expect(two.claim("q.plist") != nil, "another pack's save is free")
    first = nil
    #expect(two.claim("p.plist") != nil, "free again once let go")
  }
}

/// A pack whose save another process holds: its progress is shown, never written, moved or
/// set aside, and the player is told.
struct SharedPackSessionTests {
  @Test func aSaveHeldElsewhereIsReadButNeverWritten() throws {
    let memory = MemorySaves()
    let folder = TemporaryFolder()
    let pack = try PackLoader(modes: fakeModes).open(folder.write("classic/questions.plist", PackLoaderTests.questions))
    let name = SaveStore.fileName(for: pack)
    let saved = PlistValue.dictionary(PlistDictionary([("score", .integer(9_000))]))
    try memory.store.save(saved, as: name)
    memory.heldElsewhere = [name]
    var session = PackSession(pack: pack, context: PlayContext(saves: memory.store, pictures: PlaceholderPictures()))
    let (value, notice) = session.load()
    #expect(value == saved)
    #expect(notice == .openElsewhere)
    #expect(session.save(.integer(1)) == nil)
    #expect(session.setAside(.doesNotFit) == .openElsewhere)
    #expect(memory.files.keys.sorted() == [name])
    #expect(try PlistReader.read(memory.files[name] ?? []) == saved)
  }
}

/// What the engine says of a save, in each language.
struct SaveNoticeTests {
  @Test("each notice in English and Chinese", arguments: [
    (SaveNotice.openElsewhere, "This pack is open in another window: progress here is not saved", "这个包已在另一个窗口打开: 这里的进度不会保存"),
    (.setAside(.unreadable, keptAs: "q.plist.broken"), "Saved progress was unreadable and was kept as q.plist.broken",
     "存档读不懂, 已另存为 q.plist.broken"),
    (.leftInPlace(.doesNotFit),
     "Saved progress does not fit this pack and could not be moved aside: it is left as it is and this game will not be saved",
     "存档和这个包对不上, 也挪不开: 原样留着, 这一局不会保存"),
    (.inaccessible(reason: "permission denied"),
     "Saved progress cannot be read (permission denied): it is left as it is and this game will not be saved",
     "存档读不了 (permission denied): 原样留着, 这一局不会保存"),
    (.notSaved(reason: "disk full\u{1B}[31m"), "Progress not saved: disk full", "进度没有保存: disk full"),
  ])
  func text(notice: SaveNotice, english: String, chinese: String) {
    #expect(notice.text(language: "en") == english)
    #expect(notice.text(language: "zh") == chinese)
  }
}
