import PlistKit

/// The pack `arcade new MODE NAME` writes: a few items with comments in docs/formats.md's terms,
/// so an author starts from a pack that lints clean and plays, and changes it. Each mode
/// supplies its own (`GameMode.starterPack(named:)`); the runner writes the files and draws the
/// pictures.
public struct StarterPack: Sendable {
  /// A path inside the pack → its text.
  public var files: [(path: String, text: String)]
  /// The folder the pictures go in (nil for a mode without pictures), and each of the three
  /// shapes (circle, square, triangle) under the file name (without extension) the data gives it.
  public var pictureFolder: String?
  public var pictures: [String: String]

  public init(files: [(path: String, text: String)], pictureFolder: String?, pictures: [String: String]) {
    self.files = files
    self.pictureFolder = pictureFolder
    self.pictures = pictures
  }

  /// The data file's path (the first file that is not `pack.plist`).
  public var dataFile: String { files.map(\.path).first { $0 != "pack.plist" } ?? "" }

  /// `pack.plist` for a starter pack of `mode`, with comments: `pictures` is the pictures'
  /// folder (nil: the mode has none), `settings` a `<key>settings</key>` block (or nothing) in
  /// the manifest's indentation.
  public static func manifest(mode: String, name: String, data: String, pictures: String?, summary: String, settings: String = "") -> String {
    let folder = pictures.map { "\n\t<key>pictures</key>\n\t<string>\($0)</string>" } ?? ""
    return plist("""
      <!-- pack.plist: what the launcher shows of the pack (docs/formats.md, "A pack folder"). -->
      <dict>
      \t<key>name</key>
      \t<string>\(xmlEscaped(name))</string>
      \t<!-- Which mode plays the data (arcade modes lists them). -->
      \t<key>mode</key>
      \t<string>\(mode)</string>
      \t<key>version</key>
      \t<string>1.0</string>
      \t<key>language</key>
      \t<string>en</string>
      \t<key>summary</key>
      \t<string>\(summary)</string>
      \t<!-- The data file\(pictures == nil ? "" : ", and the folder its pictures are found in by name without extension"). -->
      \t<key>data</key>
      \t<string>\(data)</string>\(folder)\(settings)
      </dict>
      """)
  }

  /// An XML plist document around `body`.
  public static func plist(_ body: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    \(body)
    </plist>

    """
  }

  /// Text as XML character data.
  public static func xmlEscaped(_ text: String) -> String {
    var escaped = ""
    for character in text {
      switch character {
      case "&": escaped += "&amp;"
      case "<": escaped += "&lt;"
      case ">": escaped += "&gt;"
      default: escaped.append(character)
      }
    }
    return escaped
  }
}
