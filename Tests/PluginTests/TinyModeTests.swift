import Foundation
import GameCore
import Testing
import TestSupport
import PlistKit
import TerminalKit

/// The mode docs/plugins.md is written from (Fruit/), hosted by an engine that has never seen it.
struct TinyModeTests {
  let folder = TemporaryFolder()
  let modes = ModeRegistry([FruitMode()])

  @Test func theEngineHostsAModeItHasNeverSeen() throws {
    let path = folder.write("basket/fruit.plist", xmlPlist("""
      <array>
      <dict><key>fruit</key><string>apple</string></dict>
      <dict><key>fruit</key><string>lemon</string><key>sweetness</key><string>-2</string></dict>
      </array>
      """))
    let loader = PackLoader(modes: modes)
    let pack = try loader.open(folder.url("basket"))
    #expect(pack.modeID == "fruit")
    #expect(pack.dataPath == path)
    let check = try #require(modes.mode(id: pack.modeID)).check(pack)
    #expect(check.itemCount == 2)
    #expect(check.diagnostics.map(\.description) == ["\(path):6: warning: [1].sweetness: must be from 0 to 10, found -2"])
  }

  @Test func theCatalogFindsThePackAsItsMode() {
    folder.write("packs/basket.plist", xmlPlist("<array><dict><key>fruit</key><string>fig</string></dict></array>"))
    let catalog = PackCatalog(locations: PackLocations(builtIn: folder.url("packs"), user: folder.url("none"), saves: folder.url("s")),
                              loader: PackLoader(modes: modes))
    #expect(catalog.discover().compactMap(\.pack?.modeID) == ["fruit"])
  }
}
