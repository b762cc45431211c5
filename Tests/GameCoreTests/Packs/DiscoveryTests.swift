import Foundation
import Testing
import TestSupport
@testable import GameCore
import PlistKit
import TerminalKit

struct DiscoveryTests {
  let folder = TemporaryFolder()

  @Test func environmentVariablesWin() {
    let locations = PackLocations.resolve(
      environment: ["ARCADE_DATA": "/data", "XDG_DATA_HOME": "/xdg/data", "XDG_STATE_HOME": "/xdg/state", "HOME": "/home/p"],
      executablePath: "/nowhere/arcade", currentDirectory: "/")
    #expect(locations == PackLocations(builtIn: "/data", user: "/xdg/data/arcade/packs", saves: "/xdg/state/arcade", cache: "/home/p/.cache/arcade"))
  }

  @Test func defaultsFollowTheXDGSpecification() {
    let locations = PackLocations.resolve(environment: ["HOME": "/home/p", "XDG_DATA_HOME": "relative/is/ignored"],
                                          executablePath: "/nowhere/arcade", currentDirectory: "/")
    #expect(locations.user == "/home/p/.local/share/arcade/packs")
    #expect(locations.saves == "/home/p/.local/state/arcade")
  }

  @Test func builtInPacksAreFoundWalkingUpFromTheExecutable() {
    _ = folder.makeFolder("pkg/plist-data")
    folder.write("pkg/.build/debug/arcade", "binary")
    let locations = PackLocations.resolve(environment: ["HOME": "/h"], executablePath: folder.url("pkg/.build/debug/arcade"), currentDirectory: "/")
    #expect(locations.builtIn == folder.url("pkg/plist-data"))
  }

  @Test func aPackFolderNamedInBytesThatAreNotUTF8IsFoundAndOpens() throws {
    let name = PathText.string([0x78, 0xFF])
    let data = PathSafety.join(folder.url("user"), name + "/questions.plist")
    try AtomicFile.makeFolders(PathSafety.directory(of: data))
    try AtomicFile.write(Array(xmlPlist("<array><dict><key>answer</key><string>a</string></dict></array>").utf8), to: data)
    let catalog = PackCatalog(locations: PackLocations(builtIn: nil, user: folder.url("user"), saves: folder.url("s")),
                              loader: PackLoader(modes: fakeModes))
    let entries = catalog.discover()
    #expect(entries.map { PathSafety.fileName(of: $0.path) } == [name])
    #expect((try? entries.first?.result.get())?.modeID == "guess")
  }

  @Test func theCatalogListsBuiltInThenUserPacksAndKeepsBrokenOnes() {
    folder.write("builtin/b.plist", xmlPlist("<array><dict><key>answer</key><string>a</string></dict></array>"))
    folder.write("user/a.plist", xmlPlist("<array><dict><key>icon</key><string>a</string></dict></array>"))
    folder.write("user/broken.plist", "<plist><array>")
    folder.write("user/notes.txt", "ignored")
    let catalog = PackCatalog(locations: PackLocations(builtIn: folder.url("builtin"), user: folder.url("user"), saves: folder.url("s")),
                              loader: PackLoader(modes: fakeModes))
    let entries = catalog.discover()
    #expect(entries.map { PathSafety.fileName(of: $0.path) } == ["b.plist", "a.plist", "broken.plist"])
    #expect(entries.map(\.origin) == [.builtIn, .user, .user])
    #expect(entries.compactMap(\.pack?.modeID) == ["guess", "grid"])
    #expect(catalog.find("a", among: entries)?.pack?.modeID == "grid")
  }

  /// Packs kept in folders of their own are found as lint finds them, a few levels down.
  @Test func theCatalogFindsPacksInFoldersOfFolders() {
    folder.write("user/lessons/week1/questions.plist", xmlPlist("<array><dict><key>answer</key><string>a</string></dict></array>"))
    folder.write("user/lessons/week2/app.plist", xmlPlist("<array><dict><key>icon</key><string>a</string></dict></array>"))
    folder.write("user/a/b/c/d/e/deep.plist", xmlPlist("<array><dict><key>icon</key><string>a</string></dict></array>"))
    let catalog = PackCatalog(locations: PackLocations(builtIn: nil, user: folder.url("user"), saves: folder.url("s")),
                              loader: PackLoader(modes: fakeModes))
    #expect(catalog.discover().compactMap(\.pack?.modeID) == ["guess", "grid"])
    let walk = PackWalker(modes: fakeModes).walk(folder.url("user"))
    #expect(walk.skipped.map(\.reason).contains("not looked into: more than 4 folders down"))
  }
}
