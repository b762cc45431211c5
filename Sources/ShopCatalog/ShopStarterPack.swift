import GameCore

extension ShopMode {
  /// A small English shop of shapes, in the market layout.
  public func starterPack(named name: String) -> StarterPack? {
    let manifest = StarterPack.manifest(mode: id, name: name, data: "catalog.plist", pictures: "pictures",
                                        summary: "A small shop of shapes")
    return StarterPack(files: [("pack.plist", manifest), ("catalog.plist", Self.starterCatalog)], pictureFolder: "pictures",
                       pictures: ["circle": "circle", "square": "square", "triangle": "triangle"])
  }

  private static func starterProduct(_ id: String, _ name: String, price: String, stock: Int, picture: String) -> String {
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

  private static let starterCatalog = StarterPack.plist("""
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
    \(starterProduct("p1", "Red circle", price: "2.50", stock: 20, picture: "circle"))
    \t\t\t</array>
    \t\t</dict>
    \t\t<dict>
    \t\t\t<key>id</key>
    \t\t\t<string>cornered</string>
    \t\t\t<key>name</key>
    \t\t\t<string>Cornered</string>
    \t\t\t<key>products</key>
    \t\t\t<array>
    \(starterProduct("p2", "Blue square", price: "3.00", stock: 12, picture: "square"))
    \(starterProduct("p3", "Green triangle", price: "1.99", stock: 0, picture: "triangle"))
    \t\t\t</array>
    \t\t</dict>
    \t</array>
    \t<!-- The home page's 新鲜热卖: product ids. -->
    \t<key>fresh</key>
    \t<array>
    \t\t<string>p1</string>
    \t\t<string>p2</string>
    \t</array>
    \t<!-- 我的 (Mine): its menu, each entry a title and the page it opens (addresses, help,
    \t     feedback, settings, orders, coupons, messages), and the questions its help answers. -->
    \t<key>account</key>
    \t<dict>
    \t\t<key>menu</key>
    \t\t<array>
    \t\t\t<dict><key>title</key><string>My addresses</string><key>page</key><string>addresses</string></dict>
    \t\t\t<dict><key>title</key><string>Help</string><key>page</key><string>help</string></dict>
    \t\t\t<dict><key>title</key><string>Feedback</string><key>page</key><string>feedback</string></dict>
    \t\t</array>
    \t\t<key>help</key>
    \t\t<array>
    \t\t\t<dict><key>title</key><string>Is anything charged?</string>
    \t\t\t\t<key>texts</key><array><string>No: orders are kept on this machine and nothing is paid.</string></array></dict>
    \t\t</array>
    \t</dict>
    \t<!-- Delivery: free from this much in the cart, else the fee; the days of the week and
    \t     the hours the shop delivers (a slot outside them is never offered). -->
    \t<key>rules</key>
    \t<dict>
    \t\t<key>freeDeliveryFrom</key>
    \t\t<string>10.00</string>
    \t\t<key>deliveryFee</key>
    \t\t<string>1.50</string>
    \t\t<key>deliveryDays</key>
    \t\t<array>
    \t\t\t<string>mon</string>
    \t\t\t<string>tue</string>
    \t\t\t<string>wed</string>
    \t\t\t<string>thu</string>
    \t\t\t<string>fri</string>
    \t\t\t<string>sat</string>
    \t\t\t<string>sun</string>
    \t\t</array>
    \t\t<key>deliveryHours</key>
    \t\t<string>09:00-23:00</string>
    \t</dict>
    </dict>
    """)
}
