import GameCore
import PlistKit

/// The 爱鲜蜂 app's data folder as it is: JSON files wrapped as `{code, msg, reqid, data}`, no
/// extension. `supermarket` holds the market (`categories`, and `products` keyed `"a" + id`);
/// `首页焦点按钮` the home (`focus` banners, `icons`, `activities`); `首页新鲜热卖` the home's
/// products; `SearchProduct` the hot words. A file that is not there leaves its screen empty
/// with a line saying so.
enum OriginalFolder {
  static let market = "supermarket"
  static let home = "首页焦点按钮"
  static let fresh = "首页新鲜热卖"
  static let search = "SearchProduct"

  /// The shop of a folder; with `warnings`, lint's warnings of each file too.
  static func load(_ folder: String, warnings: FileWarnings? = nil) throws(LoadError) -> Shop {
    var shop = Shop()
    // The original's cart: 22:00前满$30免运费, 22:00后满$50免运费 (its fee was ¥8 either way).
    shop.rules.late = LateDelivery(from: 22 * 60, freeDeliveryFrom: Money(fen: 5_000))
    let market: MarketData = try decode(MarketData.self, folder, Self.market, warnings: warnings)
    for category in market.categories {
      let goods = market.products["a" + category.id] ?? market.products[category.id] ?? []
      for product in goods { shop.add(product) }
      shop.categories.append(Category(id: category.id, name: category.name, productIDs: goods.map(\.id)))
    }
    if let home = try decodeIfThere(HomeData.self, folder, Self.home, warnings: warnings) {
      (shop.banners, shop.buttons, shop.activities) = (home.banners, home.buttons, home.activities)
      if !home.slots.isEmpty { shop.account.slots = home.slots }
    } else {
      shop.gaps[.home] = Self.home
    }
    if let fresh = try decodeIfThere(Wrapped<[GoodsList.Item]>.self, folder, Self.fresh, warnings: warnings) {
      for (i, item) in fresh.data.enumerated() {
        let product = item.product
        if let shown = shop.products[product.id], shown.stock != product.stock || shown.price != product.price,
           let warnings, let last = warnings.files.indices.last {
          // The files were saved at different times: the market's record is the one shown.
          warnings.files[last].warnings.append(ModelWarning(
            path: PlistPath([.key("data"), .index(i), .key("number")]),
            message: "the product \"\(product.id.prefix(24))\" has stock \(product.stock) at \(product.price) here "
              + "and \(shown.stock) at \(shown.price) in \(Self.market): the market's is shown"))
        }
        shop.add(product)
      }
      shop.fresh = fresh.data.map(\.product.id)
    } else {
      shop.gaps[.fresh] = Self.fresh
    }
    if let words = try decodeIfThere(Wrapped<HotWords>.self, folder, Self.search, warnings: warnings) {
      shop.hotWords = words.data.words
    } else {
      shop.gaps[.search] = Self.search
    }
    try loadAccount(folder, into: &shop, warnings: warnings)
    return shop
  }

  /// 我的's files; each that is missing leaves its page empty with a line saying so.
  private static func loadAccount(_ folder: String, into shop: inout Shop, warnings: FileWarnings?) throws(LoadError) {
    func missing(_ gap: ShopGap, _ file: String) { shop.gaps[gap] = file }
    if let orders = try decodeIfThere(Wrapped<[OriginalOrder]>.self, folder, "MyOrders", warnings: warnings) {
      shop.account.orders = orders.data.map(\.order)
    } else { missing(.orders, "MyOrders") }
    if let coupons = try decodeIfThere(Wrapped<[OriginalCoupon]>.self, folder, "MyCoupon", warnings: warnings) {
      shop.account.coupons = coupons.data.map(\.coupon)
    } else { missing(.coupons, "MyCoupon") }
    if let addresses = try decodeIfThere(Wrapped<[OriginalAddress]>.self, folder, "MyAdress", warnings: warnings) {
      shop.account.addresses = addresses.data.map(\.address)
      shop.account.defaultAddress = addresses.data.isEmpty ? nil : 0
    } else { missing(.addresses, "MyAdress") }
    if let help = try decodeArrayIfThere(HelpModel.self, folder, "HelpPlist.plist", warnings: warnings) {
      shop.account.help = help.map(\.entry)
    } else { missing(.help, "HelpPlist.plist") }
    if let menu = try decodeArrayIfThere(MenuEntry.self, folder, "MinePlist.plist", warnings: warnings) {
      shop.account.menu = menu.map { MineEntry(title: $0.title) }
    } else { missing(.menu, "MinePlist.plist") }
    if let system = try decodeIfThere(Wrapped<[MessageModel]>.self, folder, "SystemMessage", warnings: warnings) {
      shop.account.systemMessages = system.data.map(\.message)
    } else { missing(.messages, "SystemMessage") }
    if let user = try decodeIfThere(Wrapped<[MessageModel]>.self, folder, "UserMessage", warnings: warnings) {
      shop.account.userMessages = user.data.map(\.message)
    }
    // The splash is optional in the original too: without AD it opens straight on the home.
    shop.presentation.splash = try decodeIfThere(OriginalAD.self, folder, "AD", warnings: warnings)?.splash
  }

  private static func decodeArrayIfThere<M: PlistModel>(_ type: M.Type, _ folder: String, _ name: String,
                                                         warnings: FileWarnings?) throws(LoadError) -> [M]? {
    let path = PathSafety.join(folder, name)
    guard PathSafety.isFile(path) else { return nil }
    try PackLoader.refuseLinkOut(path, folder: folder, shown: path)
    let document = try PlistDocument(contentsOf: path)
    let context = ModelContext(collectsWarnings: warnings != nil)
    let items = try document.decodeArray(of: M.self, context: context)
    warnings?.files.append((document, context.warnings, context.valuePositions))
    return items
  }

  private static func decode<M: PlistModel>(_ type: M.Type, _ folder: String, _ name: String,
                                            warnings: FileWarnings?) throws(LoadError) -> M {
    let document = try PlistDocument(contentsOf: PathSafety.join(folder, name))
    let context = ModelContext(collectsWarnings: warnings != nil)
    let model = try document.decode(M.self, context: context)
    warnings?.files.append((document, context.warnings, context.valuePositions))
    return model
  }

  private static func decodeIfThere<M: PlistModel>(_ type: M.Type, _ folder: String, _ name: String,
                                                   warnings: FileWarnings?) throws(LoadError) -> M? {
    let path = PathSafety.join(folder, name)
    guard PathSafety.isFile(path) else { return nil }
    try PackLoader.refuseLinkOut(path, folder: folder, shown: path)
    return try decode(M.self, folder, name, warnings: warnings)
  }
}

/// What lint collects while a shop loads: each file read, with the warnings of its models.
final class FileWarnings {
  /// Each file with its warnings and where its values start (its reading noted them).
  var files: [(document: PlistDocument, warnings: [ModelWarning], values: ValuePositions?)] = []
}

/// `{code, msg, reqid, data}`: the original's envelope around every file.
struct Wrapped<Payload: PlistConvertible>: PlistModel {
  let data: Payload

  init(from plist: PlistObject) throws(ModelError) {
    plist.ignore(["code", "msg", "reqid", "page"])
    data = try plist.required("data")
  }
}

struct MarketData: PlistModel {
  struct Entry: PlistModel {
    let id: String
    let name: String
    init(from plist: PlistObject) throws(ModelError) {
      plist.ignore(["icon", "sort", "visibility", "pcid", "disabled_show"])
      id = try plist.required("id", as: FlexibleID.self).text
      name = try plist.required("name")
    }
  }

  var categories: [Entry] = []
  var products: [String: [Product]] = [:]

  init(from plist: PlistObject) throws(ModelError) {
    plist.ignore(["code", "msg", "reqid"])
    let data = try plist.required("data", as: MarketBody.self)
    categories = data.categories
    products = data.products
  }
}

struct MarketBody: PlistModel {
  let categories: [MarketData.Entry]
  let products: [String: [Product]]

  init(from plist: PlistObject) throws(ModelError) {
    plist.ignore(["trackid"])
    categories = try plist.required("categories")
    var products: [String: [Product]] = [:]
    let lists = try plist.required("products", as: GoodsMap.self)
    for (key, list) in lists.entries { products[key] = list }
    self.products = products
    if plist.context.looksForWarnings { try warnOfGaps(lists, context: plist.context) }
  }

  /// Categories whose products are not there, products under no category, and one product
  /// listed twice with another stock or price: the market shows the first and hides the rest.
  private func warnOfGaps(_ lists: GoodsMap, context: ModelContext) throws(ModelError) {
    try context.descend(into: .key("categories")) { () throws(ModelError) in
      for (i, category) in categories.enumerated() where products["a" + category.id] == nil && products[category.id] == nil {
        let key = "a" + category.id.prefix(24)
        context.warn("the category \"\(category.name.prefix(24))\" has no products: data.products has no key \"\(key)\"", at: .index(i))
      }
    }
    let named = Set(categories.flatMap { ["a" + $0.id, $0.id] })
    var first: [String: (key: String, stock: Int, price: Money)] = [:]
    try context.descend(into: .key("products")) { () throws(ModelError) in
      for (key, list) in lists.entries {
        if !named.contains(key) {
          context.warn("no category has the id of \"\(key.prefix(24))\": its \(list.count) products are never shown", at: .key(key))
        }
        try context.descend(into: .key(key)) { () throws(ModelError) in
          for (j, product) in list.enumerated() {
            guard let seen = first[product.id] else {
              first[product.id] = (key, product.stock, product.price)
              continue
            }
            if seen.stock != product.stock || seen.price != product.price {
              let other = "is also under \"\(seen.key.prefix(24))\" with stock \(seen.stock) at \(seen.price): that one is shown"
              context.warn("the product \"\(product.id.prefix(24))\" \(other)", at: .index(j))
            }
          }
        }
      }
    }
  }
}

/// `products`: a dictionary of category key → goods.
struct GoodsMap: PlistConvertible {
  let entries: [(String, [Product])]
  static var expectedDescription: String { "a dictionary of product lists" }
  static func convert(_ node: PlistNode, context: ModelContext) throws(ModelError) -> GoodsMap {
    guard node.kind == .dictionary else { throw mismatch(node) }
    var entries: [(String, [Product])] = []
    var failure: ModelError?
    node.forEachEntry { _, key, value in
      guard failure == nil else { return }
      do throws(ModelError) {
        let list = try context.descend(into: .key(key)) { () throws(ModelError) in try [GoodsList.Item].convert(value, context: context) }
        entries.append((key, list.map(\.product)))
      } catch {
        failure = error.inside(.key(key))
      }
    }
    if let failure { throw failure }
    return GoodsMap(entries: entries)
  }
}

enum GoodsList {
  typealias Item = OriginalGoods
}

struct HomeData: PlistModel {
  let banners: [Showcase]
  let buttons: [Showcase]
  let activities: [Showcase]
  let slots: [DeliveryDay]

  init(from plist: PlistObject) throws(ModelError) {
    plist.ignore(["code", "msg", "reqid"])
    let data = try plist.required("data", as: HomeBody.self)
    (banners, buttons, activities, slots) = (data.banners, data.buttons, data.activities, data.slots)
  }
}

struct HomeBody: PlistModel {
  let banners: [Showcase]
  let buttons: [Showcase]
  let activities: [Showcase]
  let slots: [DeliveryDay]

  init(from plist: PlistObject) throws(ModelError) {
    plist.ignore(["navs", "cart_ids", "have_tmr", "location_hash", "pickup_time", "tmr_detail"])
    slots = try plist.optional("dealer", as: OriginalBusiness.self)?.days ?? []
    banners = try plist.optional("focus", as: [OriginalShowcase].self)?.map(\.item) ?? []
    buttons = try plist.optional("icons", as: [OriginalShowcase].self)?.map(\.item) ?? []
    activities = try plist.optional("activities", as: [OriginalShowcase].self)?.map(\.item) ?? []
  }
}

struct OriginalShowcase: PlistModel {
  let item: Showcase
  init(from plist: PlistObject) throws(ModelError) {
    plist.ignore(["id", "topimg", "jptype", "sort", "ext_params", "show_reload", "hide_cart", "trackid", "mimg", "customURL", "toURL"])
    item = Showcase(title: try plist.required("name"), picture: try plist.optional("img", default: ""))
  }
}

struct HotWords: PlistModel {
  let words: [String]
  init(from plist: PlistObject) throws(ModelError) {
    words = try plist.optional("hotquery", default: [])
  }
}
