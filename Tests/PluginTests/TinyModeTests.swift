import Foundation
import GameCore
import Testing
import TestSupport
import PlistKit
import TerminalKit

/// A mode written outside GameCore, the way docs/plugins.md shows: a counter of fruit.
struct Fruit: PlistModel {
  let name: String
  let sweetness: Int
  init(from plist: PlistObject) throws(ModelError) {
    name = try plist.required("fruit")
    sweetness = try plist.optional("sweetness", default: 5)
  }
}

struct FruitMode: GameMode {
  var id: String { "fruit" }
  var title: String { "Fruit counter" }
  var summary: String { "counts the fruit in a pack" }
  var classicFileNames: [String] { ["fruit.plist"] }

  var dataShape: DataShape { DataShape(required: ["fruit"], optional: ["sweetness"]) }

  func check(_ pack: Pack, pictures: (any PictureChecker)?) -> PackCheck {
    do throws(LoadError) {
      let document = try pack.document()
      let fruit = try document.decodeArray(of: Fruit.self)
      let sour = fruit.enumerated().filter { $0.element.sweetness < 0 }.map { index, item in
        Diagnostic(.error, file: document.name, line: document.line(of: PlistPath([.index(index), .key("sweetness")])),
                   "[\(index)].sweetness: \(item.name) cannot be less than 0")
      }
      return PackCheck(itemCount: fruit.count, diagnostics: sour)
    } catch {
      return PackCheck(diagnostics: [Diagnostic.from(error)])
    }
  }
}

extension FruitMode {
  func makeProgram(for pack: Pack, context: PlayContext) throws(LoadError) -> any Program {
    NameProgram(name: "\(try pack.document().decodeArray(of: Fruit.self).count) fruit")
  }
}

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
    #expect(check.diagnostics.map(\.description) == ["\(path):6: error: [1].sweetness: lemon cannot be less than 0"])
  }

  @Test func theCatalogFindsThePackAsItsMode() {
    folder.write("packs/basket.plist", xmlPlist("<array><dict><key>fruit</key><string>fig</string></dict></array>"))
    let catalog = PackCatalog(locations: PackLocations(builtIn: folder.url("packs"), user: folder.url("none"), saves: folder.url("s")),
                              loader: PackLoader(modes: modes))
    #expect(catalog.discover().compactMap(\.pack?.modeID) == ["fruit"])
  }
}
