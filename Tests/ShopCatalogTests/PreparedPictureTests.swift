import GameCore
import PlistKit
import Testing
import TestSupport
@testable import ShopCatalog

/// Lint checks a small shop's pictures ahead, each file once, on every core.
struct PreparedPictureTests {
  @Test func aSmallShopsPicturesAreCheckedAheadEachOnce() throws {
    let folder = TemporaryFolder()
    for name in ["sun", "moon", "star"] { folder.write("\(name).png", bytes: [1, 2, 3]) }
    let products = [("a", "sun"), ("b", "moon"), ("c", "sun"), ("d", "https://example.com/x.png"), ("e", "none")]
      .map { CatalogPackTests.product($0.0, more: "<key>picture</key><string>\($0.1)</string>") }.joined()
    let banners = "<key>banners</key><array><dict><key>title</key><string>冬</string><key>picture</key><string>star</string></dict></array>"
    folder.write("catalog.plist", CatalogPackTests.catalog(products, extra: banners))
    let pack = try PackLoader(modes: ModeRegistry([ShopMode()])).open(folder.path)
    let recording = RecordingPictureChecker()
    _ = ShopMode().check(pack, pictures: recording)
    #expect(recording.prepared == [["moon.png", "star.png", "sun.png"].map(folder.url)])
  }
}
