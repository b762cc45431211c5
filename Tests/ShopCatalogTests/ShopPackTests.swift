import GameCore
import PlistKit
import Testing
import TestSupport
@testable import ShopCatalog

/// Shop packs from files: our catalog with its lint, and the original app's folder as it is.
struct CatalogPackTests {
  static func catalog(_ products: String, extra: String = "") -> String {
    xmlPlist("""
    <dict>
    <key>categories</key>
    <array>
    <dict>
    <key>id</key><string>fruit</string>
    <key>name</key><string>水果</string>
    <key>products</key>
    <array>
    \(products)
    </array>
    </dict>
    </array>
    \(extra)
    </dict>
    """)
  }

  static func product(_ id: String, price: String = "<string>9.90</string>", more: String = "") -> String {
    "<dict><key>id</key><string>\(id)</string><key>name</key><string>苹果</string><key>price</key>\(price)<key>stock</key><integer>3</integer>\(more)</dict>"
  }

  func open(_ folder: TemporaryFolder) throws -> Pack {
    try PackLoader(modes: ModeRegistry([ShopMode()])).open(folder.path)
  }

  @Test func aCatalogPlistIsAShopPackByItsName() throws {
    let folder = TemporaryFolder()
    folder.write("catalog.plist", Self.catalog(Self.product("a")))
    let pack = try open(folder)
    #expect(pack.modeID == "shop")
    let shop = try ShopMode.load(pack)
    #expect(shop.products["a"] == Product(id: "a", name: "苹果", price: Money(fen: 990), stock: 3))
    #expect(shop.categories == [Category(id: "fruit", name: "水果", productIDs: ["a"])])
    #expect(shop.rules == ShopRules())
  }

  @Test func theRulesAreReadFromTheCatalog() throws {
    let folder = TemporaryFolder()
    folder.write("catalog.plist",
                 Self.catalog(Self.product("a"),
                              extra: "<key>rules</key><dict><key>freeDeliveryFrom</key><string>49</string><key>deliveryFee</key><real>5.5</real><key>stockMessage</key><string>没有了</string></dict>"))
    let rules = try ShopMode.load(open(folder)).rules
    #expect(rules == ShopRules(freeDeliveryFrom: Money(fen: 4_900), deliveryFee: Money(fen: 550), stockMessage: "没有了"))
  }

  /// A pack's own words replace the language's, key by key; a key no screen knows is a warning.
  @Test func aPacksWordsReplaceTheLanguages() throws {
    let folder = TemporaryFolder()
    let settings = """
      <key>settings</key><dict><key>language</key><string>fr</string><key>layout</key><string>menu</string>
      <key>words</key><dict><key>tabMenu</key><string>La carte</string><key>colour</key><string>x</string></dict></dict>
      """
    let path = folder.write("catalog.plist", Self.catalog(Self.product("a"), extra: settings))
    let shop = try ShopMode.load(open(folder))
    #expect(shop.presentation.language == "fr" && shop.presentation.words == [.tabMenu: "La carte"])
    let env = testEnv(shop)
    #expect(env.tabs.map(env.tabTitle) == ["La carte", "Cart", "Me"])
    let found = ShopMode().check(try open(folder)).diagnostics.map(\.description)
    #expect(found == [
      "\(path):17: warning: settings.words.colour: unknown word \"colour\" is ignored",
    ])
  }

  @Test func lintNamesTheFileTheLineAndTheKeyPath() throws {
    let folder = TemporaryFolder()
    let path = folder.write("catalog.plist", Self.catalog(Self.product("a", price: "<string>9.90元</string>")))
    let check = ShopMode().check(try open(folder))
    #expect(check.diagnostics.map(\.description) == [
      "\(path):12: error: categories[0].products[0].price: expected an amount such as \"9.90\" (digits, at most two decimals), found \"9.90元\"",
    ])
  }

  /// `tags`: 精选 makes the product featured, and the first other tag is its promotion.
  @Test(arguments: [
    ("", false, nil), ("<key>tags</key><array/>", false, nil), ("<key>tags</key><array><string>精选</string></array>", true, nil),
    ("<key>tags</key><array><string>买一赠一</string><string>精选</string><string>限时特价</string></array>", true, "买一赠一"),
    ("<key>tags</key><array><string>限时特价</string><string>买一赠一</string></array>", false, "限时特价"),
  ] as [(String, Bool, String?)])
  func tagsMarkTheFeaturedProductAndItsPromotion(tags: String, featured: Bool, promotion: String?) throws {
    let folder = TemporaryFolder()
    folder.write("catalog.plist", Self.catalog(Self.product("a", more: tags)))
    let product = try #require(try ShopMode.load(open(folder)).products["a"])
    #expect(product.featured == featured)
    #expect(product.promotion == promotion)
  }

  @Test(arguments: [
    ("<array><string>精选</string><integer>3</integer></array>", "tags[1]: expected a string, found an integer (3)"),
    ("<string>精选</string>", "tags: expected an array, found a string (\"精选\")"),
  ])
  func lintNamesATagThatIsNoText(tags: String, message: String) throws {
    let folder = TemporaryFolder()
    let path = folder.write("catalog.plist", Self.catalog(Self.product("a", more: "<key>tags</key>\(tags)")))
    let check = ShopMode().check(try open(folder))
    #expect(check.diagnostics.map(\.description) == ["\(path):12: error: categories[0].products[0].\(message)"])
  }

  @Test func lintChecksTheCatalogsOwnRules() throws {
    let folder = TemporaryFolder()
    let products = [
      Self.product("a", more: "<key>marketPrice</key><string>5.00</string>"),
      Self.product("a"),
      Self.product("b", price: "<integer>0</integer>",
                   more: "<key>picture</key><string>nowhere</string><key>colour</key><string>red</string>"),
    ].joined(separator: "\n")
    let path = folder.write("catalog.plist",
                            Self.catalog(products, extra: "<key>fresh</key><array><string>a</string><string>zz</string></array>"))
    let check = ShopMode().check(try open(folder))
    #expect(check.itemCount == 2)
    #expect(check.diagnostics.map(\.description) == [
      "\(path):12: warning: categories[0].products[0].marketPrice: the market price 5.00 is below the price 9.90: it is not shown",
      "\(path):13: warning: categories[0].products[1].id: the product id \"a\" is also at categories[0].products[0]: the first one is kept",
      "\(path):14: warning: categories[0].products[2].colour: unknown key \"colour\" is ignored",
      "\(path):14: warning: categories[0].products[2].price: the price is 0.00",
      "\(path):14: warning: categories[0].products[2].picture: picture \"nowhere\" not found (looked in the pack folder)",
      "\(path):18: error: fresh[1]: no product has the id \"zz\"",
    ])
  }

  /// Enough products for the rules to run in two parts (a part is at least 8,192 products):
  /// an id repeated from the other part and the other category, zero prices and missing
  /// pictures on both sides of the cut, each said once, in the file's order (a binary file
  /// has no lines to sort them by).
  @Test(arguments: ["xml", "binary"])
  func lintChecksALargeCatalogInPartsAsInOrder(form: String) throws {
    let folder = TemporaryFolder()
    let sizes = [9_000, 8_000]
    var expected: [String] = []
    var categories: [String] = []
    for (c, size) in sizes.enumerated() {
      var products: [String] = []
      for p in 0..<size {
        let path = "categories[\(c)].products[\(p)]"
        if c == 1, p % 1_000 == 7 {
          products.append(Self.product("p0-\(p)"))
          expected.append("\(path).id: the product id \"p0-\(p)\" is also at categories[0].products[\(p)]: the first one is kept")
        } else if p % 997 == 3 {
          products.append(Self.product("p\(c)-\(p)", price: "<string>0.00</string>", more: "<key>picture</key><string>gone\(p)</string>"))
          expected.append("\(path).price: the price is 0.00")
          expected.append("\(path).picture: picture \"gone\(p)\" not found (looked in the pack folder)")
        } else {
          products.append(Self.product("p\(c)-\(p)"))
        }
      }
      categories.append("<dict><key>id</key><string>c\(c)</string><key>name</key><string>类\(c)</string><key>products</key><array>\n"
                        + products.joined(separator: "\n") + "\n</array></dict>")
    }
    let xml = xmlPlist("<dict><key>categories</key><array>\n\(categories.joined(separator: "\n"))\n</array></dict>")
    if form == "xml" {
      folder.write("catalog.plist", xml)
    } else {
      folder.write("catalog.plist", bytes: BinaryPlistWriter.write(try PlistReader.read(Array(xml.utf8))))
    }
    let check = ShopMode().check(try open(folder))
    #expect(check.itemCount == 17_000 - 8)
    #expect(check.diagnostics.map(\.message) == expected)
  }

  @Test func lintWarnsOfWhatTheShopWouldTripOn() throws {
    let folder = TemporaryFolder()
    let products = [
      Self.product("a\u{202E}b", more: "<key>brand</key><string>x\u{200B}y</string>"),
      "<dict><key>id</key><string>c</string><key>name</key><string>梨</string><key>price</key><string>1.00</string><key>stock</key><string>-9</string></dict>",
      Self.product("d", price: "<string>100000000000.00</string>"),
    ].joined(separator: "\n")
    let account = """
      <key>account</key><dict>
      <key>coupons</key><array><dict><key>id</key><string>k</string><key>name</key><string>券</string><key>value</key><string>5</string>
      <key>starts</key><string>2016-02-01</string><key>ends</key><string>2016-01-01</string></dict></array>
      <key>slots</key><array><dict><key>day</key><string>今天</string><key>offset</key><integer>0</integer>
      <key>times</key><array><string>99:99-99:99</string><string>18:00-19:00</string><string>闪电送</string></array></dict></array>
      </dict>
      """
    let path = folder.write("catalog.plist", Self.catalog(products, extra: account))
    let check = ShopMode().check(try open(folder))
    #expect(check.diagnostics.map(\.description) == [
      "\(path):14: error: categories[0].products[2].price: 100000000000.00 is more than ¥10000000000.00, the largest a price may be",
    ])
    // Without the price too large, the warnings show.
    folder.write("catalog.plist", Self.catalog(products.replacingOccurrences(of: "100000000000.00", with: "1.00"), extra: account))
    let warnings = ShopMode().check(try open(folder)).diagnostics.map(\.description)
    #expect(warnings == [
      "\(path):12: warning: categories[0].products[0].id: holds U+202E, which a screen does not show: the text would not read as written",
      "\(path):12: warning: categories[0].products[0].brand: holds U+200B, which a screen does not show: the text would not read as written",
      "\(path):13: warning: categories[0].products[1].stock: a negative count (-9) is read as 0",
      "\(path):20: warning: account.coupons[0].ends: the coupon ends (2016-01-01) before it starts (2016-02-01): it can never be used",
      "\(path):22: warning: account.slots[0].times[0]: \"99:99-99:99\" is not a time range from 00:00 to 24:00 with the start first (HH:MM-HH:MM): the slot is left out",
    ])
    let shop = try ShopMode.load(try open(folder))
    #expect(shop.account.slots[0].slots.map(\.text) == ["18:00-19:00", "闪电送"])
  }

  /// The shop's own texts shown as written (its service phone) are warned of as a pack's are.
  @Test func lintWarnsOfAServicePhoneThatDoesNotShowAsWritten() throws {
    let folder = TemporaryFolder()
    let account = "<key>account</key><dict><key>servicePhone</key><string>400\u{202E}8888</string></dict>"
    let text = Self.catalog(Self.product("a"), extra: account)
    let path = folder.write("catalog.plist", text)
    let line = try #require(text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("servicePhone") }) + 1
    #expect(ShopMode().check(try open(folder)).diagnostics.map(\.description) == [
      "\(path):\(line): warning: account.servicePhone: holds characters that do not show: U+202E",
    ])
  }

  @Test func lintRefusesACatalogWhoseLargestOrderNoSaveHolds() throws {
    let folder = TemporaryFolder()
    let products = (0..<1_002).map { Self.product("g\($0)",
                                                  price: "<string>10000000000.00</string>").replacingOccurrences(of: "<integer>3</integer>", with: "<integer>999</integer>") }
    let path = folder.write("catalog.plist", Self.catalog(products.joined(separator: "\n")))
    let check = ShopMode().check(try open(folder))
    #expect(check.diagnostics.map(\.description) == [
      "\(path): error: the prices and stock could make an order of more than ¥10000000000000000.00, the most an order may be: lower the prices or the stock",
    ])
  }

  @Test func theBuiltInPackIsClean() throws {
    let pack = try PackLoader(modes: ModeRegistry([ShopMode()])).open(packageRoot + "/plist-data/shop-zh")
    let check = ShopMode().check(pack)
    #expect(check.diagnostics.map(\.description) == [])
    let shop = try ShopMode.load(pack)
    #expect(shop.categories.count >= 8)
    #expect(shop.products.count >= 60)
    #expect(shop.banners.count >= 3 && shop.buttons.count >= 4 && shop.activities.count >= 2 && shop.hotWords.count == 10)
    #expect(shop.products.all.contains { $0.isOutOfStock } && shop.products.all.contains { (1...3).contains($0.stock) })
    #expect(Set(shop.products.all.compactMap(\.promotion)) == ["买一赠一", "限时特价"])
    let account = shop.account
    #expect(account.coupons.count == 5 && account.addresses.count == 2 && account.defaultAddress == 0)
    #expect(account.coupons.compactMap(\.code) == ["NEWBEE"])
    #expect(account.addresses.allSatisfy { AddressRules.validate(AddressRules.Form($0), cities: account.cities,
                                                                 phone: .china) == .success($0) })
    #expect(account.slots.map(\.offset) == [0, 1, 2] && account.help.count == 5 && account.menu.count == 3)
    #expect(account.menu.allSatisfy { $0.page != nil })
    // Every product and banner has a picture of its own, there in the pack.
    let pictures = shop.products.all.map(\.picture) + shop.banners.map(\.picture)
    #expect(Set(pictures).count == pictures.count)
    #expect(pictures.allSatisfy { if case .found = pack.pictures.find($0) { true } else { false } })
  }
}

/// The 爱鲜蜂 app's folder as it is: JSON in `{code, msg, reqid, data}`, no extensions.
struct OriginalFolderTests {
  static func wrapped(_ data: String) -> String {
    "{\"code\": 0, \"msg\": \"success\", \"reqid\": \"x\", \"data\": \(data)}"
  }

  /// A small folder of our own in the original's shapes (its loose numbers included).
  static func folder(withHome: Bool = true) -> TemporaryFolder {
    let folder = TemporaryFolder()
    folder.write("supermarket", wrapped("""
    {"categories": [{"id": "a1", "name": "水果", "sort": "1", "visibility": "1"}, {"id": "a2", "name": "饮料", "sort": "1"}],
     "products": {
       "a1": [{"id": "11", "name": "苹果", "price": "10.00", "partner_price": "12.00", "market_price": "15", "number": "-9", "is_xf": 1,
               "specifics": "1kg", "brand_name": "山野", "pm_desc": "买一赠一", "img": "http://example.com/a.jpg", "sort": "3"},
              {"id": 12, "name": "梨", "price": 5.5, "number": 4, "is_xf": "0", "sort": "3"}],
       "a2": [{"id": "21", "name": "水", "price": "2", "number": 0}]
     },
     "trackid": "t"}
    """))
    if withHome {
      folder.write("首页焦点按钮", wrapped("""
      {"focus": [{"id": "1", "name": "大促", "img": "http://example.com/f.jpg"}], "icons": [{"id": "2", "name": "签到", "img": ""}],
       "activities": [], "dealer": {}}
      """))
    }
    return folder
  }

  @Test func theFolderIsFoundByItsFilesAndReadAsTheAppDid() throws {
    let folder = Self.folder()
    let pack = try PackLoader(modes: ModeRegistry([ShopMode()])).open(folder.path)
    #expect(pack.modeID == "shop")
    let shop = try ShopMode.load(pack)
    #expect(shop.categories == [Category(id: "a1", name: "水果", productIDs: ["11", "12"]),
                                Category(id: "a2", name: "饮料", productIDs: ["21"])])
    // `price` is both shown and charged (never partner_price), "10.00" stays ¥10.00.
    #expect(shop.products["11"] == Product(id: "11", name: "苹果", brand: "山野", spec: "1kg", price: Money(fen: 1_000),
                                           marketPrice: Money(fen: 1_500),
                                           stock: 0, featured: true, promotion: "买一赠一", picture: "http://example.com/a.jpg"))
    #expect(shop.products["12"] == Product(id: "12", name: "梨", price: Money(fen: 550), stock: 4))
    #expect(shop.products["21"]?.isOutOfStock == true)
    #expect(shop.banners == [Showcase(title: "大促", picture: "http://example.com/f.jpg")])
    #expect(shop.gaps == [.fresh: "首页新鲜热卖", .search: "SearchProduct", .orders: "MyOrders", .coupons: "MyCoupon",
                          .addresses: "MyAdress", .help: "HelpPlist.plist", .menu: "MinePlist.plist", .messages: "SystemMessage"])
    // A screen says what is missing in the pack's words.
    #expect(testEnv(shop).gapText(.coupons) == "缺少 MyCoupon 文件: 没有优惠券")
    // Without a dealer in 首页焦点按钮, the original's own slots.
    #expect(shop.account.slots == DeliveryRules.standard)
  }

  @Test func lintWarnsOfTheFilesItLacks() throws {
    let folder = Self.folder(withHome: false)
    folder.write("首页焦点按钮", Self.wrapped("{\"focus\": [], \"colour\": 1}"))
    let check = ShopMode().check(try PackLoader(modes: ModeRegistry([ShopMode()])).open(folder.path))
    #expect(check.diagnostics.map(\.description) == [
      "\(folder.path)/supermarket:3: warning: data.products.a1[0].number: a negative count (-9) is read as 0",
      "\(folder.path)/首页焦点按钮:1: warning: data.colour: unknown key \"colour\" is ignored",
      "\(folder.path): warning: no MyAdress file: there are no addresses yet",
      "\(folder.path): warning: no MyCoupon file: there are no coupons",
      "\(folder.path): warning: no 首页新鲜热卖 file: the home page has no 新鲜热卖",
      "\(folder.path): warning: no HelpPlist.plist file: 客服帮助 has no questions",
      "\(folder.path): warning: no MinePlist.plist file: 我的 has no menu",
      "\(folder.path): warning: no SystemMessage file: there are no system messages",
      "\(folder.path): warning: no MyOrders file: there are no past orders",
      "\(folder.path): warning: no SearchProduct file: there are no hot words",
    ])
  }

  @Test func aBadPriceInTheOriginalsJSONIsAnErrorAtItsLine() throws {
    let folder = Self.folder()
    folder.write("首页新鲜热卖", Self.wrapped("[\n{\"id\": \"9\", \"name\": \"x\",\n \"price\": \"9.90元\"}]"))
    let check = ShopMode().check(try PackLoader(modes: ModeRegistry([ShopMode()])).open(folder.path))
    #expect(check.diagnostics.map(\.description) == [
      "\(folder.path)/首页新鲜热卖:3: error: data[0].price: expected an amount such as \"9.90\" (digits, at most two decimals), found \"9.90元\"",
    ])
  }

  @Test(.enabled(if: fixturesRoot != nil))
  func theRealFolderPlays() throws {
    let path = try #require(fixturesRoot) + "/lovefreshbeen"
    let pack = try PackLoader(modes: ModeRegistry([ShopMode()])).open(path)
    // What the original's data gets wrong, each a warning: 73 market prices below the price,
    // and 20 products of 新鲜热卖 whose stock or price differs from the market's.
    let diagnostics = ShopMode().check(pack).diagnostics
    #expect(diagnostics.allSatisfy { $0.severity == .warning })
    #expect(diagnostics.filter { $0.description.contains("market_price: the market price") }.count == 73)
    #expect(diagnostics.filter { $0.description.contains("in supermarket: the market's is shown") }.count == 20)
    #expect(diagnostics.count == 93)
    let shop = try ShopMode.load(pack)
    #expect(shop.categories.count == 14)
    #expect(shop.categories.map(\.productIDs.count).reduce(0, +) == 657)
    #expect(shop.gaps.isEmpty)
    #expect(shop.banners.count == 5 && shop.buttons.count == 4 && shop.activities.count == 4)
    #expect(shop.hotWords.count == 11)
    #expect(shop.account.orders.count == 7 && shop.account.coupons.count == 43 && shop.account.addresses.count == 3)
    #expect(shop.account.help.count == 9 && shop.account.menu.count == 5)
    #expect(shop.account.systemMessages.count == 3 && shop.account.userMessages.count == 1)
    #expect(shop.account.slots.map(\.title) == ["今天", "明天", "后天"])
    #expect(shop.account.slots[0].slots.first == DeliverySlot(text: "闪电送,及时达"))
    #expect(shop.account.slots[1].slots.count == 14)
    // The app shows ¥19.90 and charges its partner_price ¥20.90; we charge what we show.
    #expect(shop.products["66100"]?.price == Money(fen: 1_990))
  }
}

extension CatalogPackTests {
  @Test func deliveryDaysAndHoursAreReadFromTheRules() throws {
    let folder = TemporaryFolder()
    folder.write("catalog.plist", Self.catalog(Self.product("a"), extra: """
      <key>rules</key><dict><key>deliveryDays</key><array><string>mon</string><string>sat</string></array>
      <key>deliveryHours</key><string>11:00-14:30</string></dict>
      """))
    let rules = try ShopMode.load(open(folder)).rules
    #expect(rules.deliveryDays == [1, 6])
    #expect(rules.deliveryHours == DeliveryHours(opens: 660, closes: 870))
  }

  @Test("a delivery day or hours that are none are refused, saying what to write", arguments: [
    ("<key>deliveryDays</key><array><string>mon</string><string>Tuesday</string></array>",
     "rules.deliveryDays[1]: \"Tuesday\" is not a day of the week: write sun, mon, tue, wed, thu, fri, sat"),
    ("<key>deliveryDays</key><array/>", "rules.deliveryDays: names no day: the shop would never deliver"),
    ("<key>deliveryHours</key><string>11-14</string>", "rules.deliveryHours: expected the hours as HH:MM-HH:MM (11:00-14:00), found \"11-14\""),
    ("<key>deliveryHours</key><string>14:00-11:00</string>",
     "rules.deliveryHours: expected the hours as HH:MM-HH:MM (11:00-14:00), found \"14:00-11:00\""),
  ])
  func badDeliveryRules(rules: String, message: String) throws {
    let folder = TemporaryFolder()
    let path = folder.write("catalog.plist", Self.catalog(Self.product("a"), extra: "<key>rules</key><dict>\(rules)</dict>"))
    let check = ShopMode().check(try open(folder))
    #expect(check.diagnostics.map(\.description) == ["\(path):16: error: \(message)"])
  }

  @Test func lintWarnsOfASlotOutsideTheHours() throws {
    let folder = TemporaryFolder()
    let path = folder.write("catalog.plist", Self.catalog(Self.product("a"), extra: """
      <key>rules</key><dict><key>deliveryHours</key><string>11:00-14:00</string></dict>
      <key>account</key><dict><key>slots</key><array>
      <dict><key>offset</key><integer>0</integer><key>times</key><array><string>11:00-12:00</string></array></dict>
      <dict><key>offset</key><integer>1</integer><key>times</key><array><string>11:00-12:00</string><string>17:00-18:00</string></array></dict>
      </array></dict>
      """))
    let check = ShopMode().check(try open(folder))
    #expect(check.diagnostics.map(\.description) == [
      "\(path):19: warning: account.slots[1]: \"17:00-18:00\" is outside rules.deliveryHours (11:00-14:00): the slot is never offered",
    ])
  }
}

extension CatalogPackTests {
  @Test func menuEntriesNameTheirPages() throws {
    let folder = TemporaryFolder()
    let path = folder.write("catalog.plist", Self.catalog(Self.product("a"), extra: """
      <key>account</key><dict><key>menu</key><array>
      <dict><key>title</key><string>Where to</string><key>page</key><string>addresses</string></dict>
      <string>我的店铺</string>
      <string>客服帮助</string>
      </array></dict>
      """))
    let check = ShopMode().check(try open(folder))
    #expect(check.diagnostics.map(\.description) == [
      "\(path):18: warning: account.menu[1]: \"我的店铺\" names no page of this version: it is not shown; write {title = …; page = …;} with page one of addresses, help, feedback, settings, orders, coupons, messages",
    ])
    #expect(try ShopMode.load(open(folder)).account.menu == [MineEntry(title: "Where to", page: .addresses), MineEntry(title: "我的店铺", page: nil),
                                                                   MineEntry(title: "客服帮助", page: .help)])
  }

  @Test func aMenuPageThatIsNoneIsRefused() throws {
    let folder = TemporaryFolder()
    let path = folder.write("catalog.plist", Self.catalog(Self.product("a"), extra: """
      <key>account</key><dict><key>menu</key><array><dict><key>title</key><string>Shop</string><key>page</key><string>store</string></dict></array></dict>
      """))
    let check = ShopMode().check(try open(folder))
    #expect(check.diagnostics.map(\.description) == [
      "\(path):16: error: account.menu[0].page: expected one of addresses, help, feedback, settings, orders, coupons, messages, found \"store\"",
    ])
  }
}
