import GameCore

extension GridMode {
  /// Three apps to download.
  public func starterPack(named name: String) -> StarterPack? {
    let manifest = StarterPack.manifest(mode: id, name: name, data: "app.plist", pictures: "icons", summary: "Three apps to download")
    return StarterPack(files: [("pack.plist", manifest), ("app.plist", Self.starterApps)], pictureFolder: "icons",
                       pictures: ["circle": "circles", "square": "squares", "triangle": "triangles"])
  }

  private static func starterApp(_ name: String, icon: String, size: String, category: String, summary: String) -> String {
    """
    \t<dict>
    \t\t<key>name</key>
    \t\t<string>\(name)</string>
    \t\t<key>icon</key>
    \t\t<string>\(icon)</string>
    \t\t<!-- size in MB: a download takes longer for a larger app. -->
    \t\t<key>size</key>
    \t\t<real>\(size)</real>
    \t\t<key>version</key>
    \t\t<string>1.0</string>
    \t\t<key>developer</key>
    \t\t<string>You</string>
    \t\t<key>summary</key>
    \t\t<string>\(summary)</string>
    \t\t<key>category</key>
    \t\t<string>\(category)</string>
    \t</dict>
    """
  }

  private static let starterApps = StarterPack.plist("""
    <!-- app.plist: an app a dictionary, shown in the grid in this order (docs/formats.md).
         name and icon are what the classic file has; the rest shows in an app's details. -->
    <array>
    \(starterApp("Circles", icon: "circles", size: "4.5", category: "Games", summary: "Round things, in order"))
    \(starterApp("Squares", icon: "squares", size: "12.0", category: "Tools", summary: "Four corners each"))
    \(starterApp("Triangles", icon: "triangles", size: "30.0", category: "Games", summary: "Three sides, many angles"))
    </array>
    """)

}
