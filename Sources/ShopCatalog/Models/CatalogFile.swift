import PlistKit

/// A category of the market, its products in file order (`sort` values repeat in the real data).
public struct Category: Equatable, Sendable {
  public var id: String
  public var name: String
  public var productIDs: [String]
}

/// A home-page item with a picture: a carousel banner, an icon button, an activity.
public struct Showcase: Equatable, Sendable {
  public var title: String
  public var picture: String
}

/// The shop's rules, as data: the original app's by default.
public struct ShopRules: Equatable, Sendable {
  /// Goods of at least this much are delivered free.
  public var freeDeliveryFrom = Money(fen: 3_000)
  public var deliveryFee = Money(fen: 800)
  /// 服务费: none in the original.
  public var serviceFee = Money.zero
  /// Said when `+` is pressed at the stock limit.
  public var stockMessage = "库存不足了 先买这么多, 过段时间再来看看吧~"

  public init() {}

  public init(freeDeliveryFrom: Money, deliveryFee: Money, stockMessage: String) {
    self.freeDeliveryFrom = freeDeliveryFrom
    self.deliveryFee = deliveryFee
    self.stockMessage = stockMessage
  }
}

/// Everything a shop pack holds, whichever layout it came in.
public struct Shop: Equatable, Sendable {
  public var products: [String: Product] = [:]
  public var categories: [Category] = []
  public var banners: [Showcase] = []
  public var buttons: [Showcase] = []
  public var activities: [Showcase] = []
  /// 新鲜热卖: the home page's products.
  public var fresh: [String] = []
  public var hotWords: [String] = []
  public var rules = ShopRules()
  public var account = ShopAccount()
  public var presentation = ShopPresentation()
  /// What the pack lacks, a line a screen shows where its content would be: `no 首页焦点按钮 file:
  /// the home page has no banners`.
  public var gaps: [String: String] = [:]

  public init() {}

  /// Adds a product; a second one with the same id is the same product (the first kept).
  mutating func add(_ product: Product) {
    if products[product.id] == nil { products[product.id] = product }
  }

  /// The products of the market in order, each once: categories' products, then the home's.
  public var allProductIDs: [String] {
    var seen: Set<String> = []
    return (categories.flatMap(\.productIDs) + fresh).filter { products[$0] != nil && seen.insert($0).inserted }
  }
}

// MARK: - Our catalog file

/// `catalog.plist`: `categories` (each `id`, `name`, `products`), `banners`, `buttons`,
/// `activities` (each `title`, `picture`), `fresh` (product ids), `hotWords`, `rules`
/// (`freeDeliveryFrom`, `deliveryFee`, `stockMessage`). See docs/formats.md.
struct CatalogFile: PlistModel {
  var shop = Shop()

  init(from plist: PlistObject) throws(ModelError) {
    for category in try plist.required("categories", as: [CatalogCategory].self) {
      for product in category.products { shop.add(product) }
      shop.categories.append(Category(id: category.id, name: category.name, productIDs: category.products.map(\.id)))
    }
    shop.banners = try plist.optional("banners", as: [CatalogShowcase].self)?.map(\.item) ?? []
    shop.buttons = try plist.optional("buttons", as: [CatalogShowcase].self)?.map(\.item) ?? []
    shop.activities = try plist.optional("activities", as: [CatalogShowcase].self)?.map(\.item) ?? []
    shop.fresh = try plist.optional("fresh", as: [FlexibleID].self)?.map(\.text) ?? []
    shop.hotWords = try plist.optional("hotWords", default: [])
    if let rules = try plist.optional("rules", as: CatalogRules.self) { shop.rules = rules.rules }
    if let account = try plist.optional("account", as: CatalogAccount.self) { shop.account = account.account }
    if let settings = try plist.optional("settings", as: CatalogSettings.self) { shop.presentation = settings.presentation }
    if let guide = try plist.optional("guide", as: [CatalogGuidePage].self), !guide.isEmpty { shop.presentation.guide = guide.map(\.page) }
    shop.presentation.splash = try plist.optional("splash", as: CatalogSplash.self)?.splash
  }
}

struct CatalogCategory: PlistModel {
  let id: String
  let name: String
  let products: [Product]

  init(from plist: PlistObject) throws(ModelError) {
    id = try plist.required("id", as: FlexibleID.self).text
    name = try plist.required("name")
    products = try plist.optional("products", as: [CatalogProduct].self)?.map(\.product) ?? []
    ShopText.warnIfHidden(id, at: .key("id"), context: plist.context)
    ShopText.warnIfHidden(name, at: .key("name"), context: plist.context)
  }
}

struct CatalogShowcase: PlistModel {
  let item: Showcase

  init(from plist: PlistObject) throws(ModelError) {
    item = Showcase(title: try plist.required("title"), picture: try plist.optional("picture", default: ""))
  }
}

struct CatalogRules: PlistModel {
  var rules = ShopRules()

  init(from plist: PlistObject) throws(ModelError) {
    rules.freeDeliveryFrom = try plist.optional("freeDeliveryFrom", default: rules.freeDeliveryFrom)
    rules.deliveryFee = try plist.optional("deliveryFee", default: rules.deliveryFee)
    rules.serviceFee = try plist.optional("serviceFee", default: rules.serviceFee)
    rules.stockMessage = try plist.optional("stockMessage", default: rules.stockMessage)
  }
}
