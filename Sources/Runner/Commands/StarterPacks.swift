/// The packs `arcade new` writes: a few items each, with comments in docs/formats.md's terms,
/// so an author starts from a pack that lints clean and plays, and changes it.
enum StarterPacks {
  /// A starter pack's files: a path inside the pack → its text. Pictures are drawn apart.
  static func files(mode: String, name: String) -> [(path: String, text: String)]? {
    let manifest = { (data: String, pictures: String, summary: String, settings: String) in
      plist("""
        <!-- pack.plist: what the launcher shows of the pack (docs/formats.md, "A pack folder"). -->
        <dict>
        \t<key>name</key>
        \t<string>\(xmlEscaped(name))</string>
        \t<!-- guess, grid or shop: which game plays the data. -->
        \t<key>mode</key>
        \t<string>\(mode)</string>
        \t<key>version</key>
        \t<string>1.0</string>
        \t<key>language</key>
        \t<string>en</string>
        \t<key>summary</key>
        \t<string>\(summary)</string>
        \t<!-- The data file and the folder its pictures are found in, by name without extension. -->
        \t<key>data</key>
        \t<string>\(data)</string>
        \t<key>pictures</key>
        \t<string>\(pictures)</string>\(settings)
        </dict>
        """)
    }
    switch mode {
    case "guess":
      return [("pack.plist", manifest("questions.plist", "pictures", "Three shapes to name", """

        \t<!-- The game's numbers: points at the start, what a hint costs, what a right answer earns. -->
        \t<key>settings</key>
        \t<dict>
        \t\t<key>startScore</key>
        \t\t<integer>1000</integer>
        \t\t<key>hintCost</key>
        \t\t<integer>100</integer>
        \t\t<key>reward</key>
        \t\t<integer>50</integer>
        \t</dict>
        """)), ("questions.plist", guessQuestions)]
    case "grid":
      return [("pack.plist", manifest("app.plist", "icons", "Three apps to download", "")), ("app.plist", gridApps)]
    case "shop":
      return [("pack.plist", manifest("catalog.plist", "pictures", "A small shop of shapes", "")), ("catalog.plist", shopCatalog)]
    default:
      return nil
    }
  }

  /// The pictures of a starter pack: the folder, and each shape under its name.
  static func pictures(mode: String) -> (folder: String, names: [String: String]) {
    switch mode {
    case "grid": ("icons", ["circle": "circles", "square": "squares", "triangle": "triangles"])
    default: ("pictures", ["circle": "circle", "square": "square", "triangle": "triangle"])
    }
  }

  static let modes = ["guess", "grid", "shop"]

  private static func plist(_ body: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    \(body)
    </plist>

    """
  }

  static func xmlEscaped(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
  }

  private static func question(_ answer: String, _ title: String, options: String) -> String {
    let strings = options.map { "\t\t\t<string>\($0)</string>" }.joined(separator: "\n")
    return """
      \t<dict>
      \t\t<key>answer</key>
      \t\t<string>\(answer)</string>
      \t\t<key>icon</key>
      \t\t<string>\(answer.lowercased())</string>
      \t\t<key>title</key>
      \t\t<string>\(title)</string>
      \t\t<key>options</key>
      \t\t<array>
      \(strings)
      \t\t</array>
      \t</dict>
      """
  }

  private static let guessQuestions = plist("""
    <!-- questions.plist: a question a dictionary (docs/formats.md, "A bare classic plist").
         answer: what the slots spell; icon: the picture's name; title: the clue;
         options: the keys to press, one character each, the answer's among them.
         arcade lint says what is wrong and where; arcade make-pack makes these from pictures. -->
    <array>
    \(question("CIRCLE", "Round, with no corners", options: "ECTRLIANOSCHDM"))
    \(question("SQUARE", "Four equal sides", options: "QSAUERTNOILHDM"))
    \(question("TRIANGLE", "Three sides", options: "TRIANGLEOSHDCU"))
    </array>
    """)

  private static func app(_ name: String, icon: String, size: String, category: String, summary: String) -> String {
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

  private static let gridApps = plist("""
    <!-- app.plist: an app a dictionary, shown in the grid in this order (docs/formats.md).
         name and icon are what the classic file has; the rest shows in an app's details. -->
    <array>
    \(app("Circles", icon: "circles", size: "4.5", category: "Games", summary: "Round things, in order"))
    \(app("Squares", icon: "squares", size: "12.0", category: "Tools", summary: "Four corners each"))
    \(app("Triangles", icon: "triangles", size: "30.0", category: "Games", summary: "Three sides, many angles"))
    </array>
    """)

  private static func product(_ id: String, _ name: String, price: String, stock: Int, picture: String) -> String {
    """
    \t\t\t\t<dict>
    \t\t\t\t\t<key>id</key>
    \t\t\t\t\t<string>\(id)</string>
    \t\t\t\t\t<key>name</key>
    \t\t\t\t\t<string>\(name)</string>
    \t\t\t\t\t<key>price</key>
    \t\t\t\t\t<string>\(price)</string>
    \t\t\t\t\t<key>stock</key>
    \t\t\t\t\t<integer>\(stock)</integer>
    \t\t\t\t\t<key>picture</key>
    \t\t\t\t\t<string>\(picture)</string>
    \t\t\t\t</dict>
    """
  }

  private static let shopCatalog = plist("""
    <!-- catalog.plist: the shop (docs/formats.md, "A shop pack"). Money is a string of
         yuan or dollars with at most two decimals, "9.90": never a real like 9.899999. -->
    <dict>
    \t<!-- layout market: a home page and a market with a category rail; currency: the sign. -->
    \t<key>settings</key>
    \t<dict>
    \t\t<key>layout</key>
    \t\t<string>market</string>
    \t\t<key>language</key>
    \t\t<string>en</string>
    \t\t<key>currency</key>
    \t\t<string>$</string>
    \t</dict>
    \t<!-- The market's categories in order, each with its products. -->
    \t<key>categories</key>
    \t<array>
    \t\t<dict>
    \t\t\t<key>id</key>
    \t\t\t<string>round</string>
    \t\t\t<key>name</key>
    \t\t\t<string>Round</string>
    \t\t\t<key>products</key>
    \t\t\t<array>
    \(product("p1", "Red circle", price: "2.50", stock: 20, picture: "circle"))
    \t\t\t</array>
    \t\t</dict>
    \t\t<dict>
    \t\t\t<key>id</key>
    \t\t\t<string>cornered</string>
    \t\t\t<key>name</key>
    \t\t\t<string>Cornered</string>
    \t\t\t<key>products</key>
    \t\t\t<array>
    \(product("p2", "Blue square", price: "3.00", stock: 12, picture: "square"))
    \(product("p3", "Green triangle", price: "1.99", stock: 0, picture: "triangle"))
    \t\t\t</array>
    \t\t</dict>
    \t</array>
    \t<!-- The home page's 新鲜热卖: product ids. -->
    \t<key>fresh</key>
    \t<array>
    \t\t<string>p1</string>
    \t\t<string>p2</string>
    \t</array>
    \t<!-- Delivery: free from this much in the cart, else the fee. -->
    \t<key>rules</key>
    \t<dict>
    \t\t<key>freeDeliveryFrom</key>
    \t\t<string>10.00</string>
    \t\t<key>deliveryFee</key>
    \t\t<string>1.50</string>
    \t</dict>
    </dict>
    """)
}
