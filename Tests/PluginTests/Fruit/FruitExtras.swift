import GameCore
import PlistKit

// What a mode may give beyond playing: a starter pack for `arcade new`, and the launcher's
// progress line.
extension FruitMode {
  /// What `arcade new fruit NAME` writes: a manifest and a basket of three, which lint clean.
  public func starterPack(named name: String) -> StarterPack? {
    let manifest = StarterPack.manifest(mode: "fruit", name: name, data: "fruit.plist", pictures: nil, summary: "Three fruit to eat")
    let basket = StarterPack.plist("""
      <!-- fruit.plist: each fruit a name and a sweetness from 0 to 10 (5 when left out). -->
      <array>
      	<dict><key>fruit</key><string>apple</string><key>sweetness</key><integer>6</integer></dict>
      	<dict><key>fruit</key><string>fig</string><key>sweetness</key><integer>9</integer></dict>
      	<dict><key>fruit</key><string>lime</string></dict>
      </array>
      """)
    return StarterPack(files: [("pack.plist", manifest), ("fruit.plist", basket)], pictureFolder: nil, pictures: [:])
  }

  /// The launcher's line for the pack: what its save says, or nothing before the first fruit.
  public func progressSummary(for pack: Pack, saves: SaveStore) -> String? {
    guard case .found(let value) = saves.load(for: pack), let progress = try? FruitProgress(plist: value), !progress.eaten.isEmpty else { return nil }
    return progress.eaten.count == 1 ? "1 eaten" : "\(progress.eaten.count) eaten"
  }
}
