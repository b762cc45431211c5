/// A category of the market, its products in file order (`sort` values repeat in the real data).
struct Category: Equatable, Sendable {
  var id: String
  var name: String
  var productIDs: [String]
}

/// A home-page item with a picture: a carousel banner, an icon button, an activity.
struct Showcase: Equatable, Sendable {
  var title: String
  var picture: String
}

/// The shop's rules, as data: the original app's by default; a pack sets its own (see
/// docs/formats.md, "A shop pack").
struct ShopRules: Equatable, Sendable {
  /// Goods of at least this much are delivered free.
  var freeDeliveryFrom = Money(fen: 3_000)
  var deliveryFee = Money(fen: 800)
  /// 服务费: none in the original.
  var serviceFee = Money.zero
  /// Said when `+` is pressed at the stock limit; nil for the words' own.
  var stockMessage: String?
  /// The ways to pay offered at checkout, in order; nil for the language's own.
  var payments: [PaymentMethod]?
  /// What a phone number must be; nil for the language's own (11 digits for zh).
  var phoneRule: PhoneRule?
  /// Whether the members' (VIP) price is what a member pays: the bill then charges it and
  /// shows the saving. Off by default: the price shown is the price charged.
  var memberPricing = false
  /// The original's `22:00前满¥30免运费, 22:00后满¥50免运费`: from a minute of the day on,
  /// another threshold for free delivery; nil for one threshold all day.
  var late: LateDelivery?
  /// The days of the week the shop delivers on (`CivilDate.weekday`: 0 Sunday … 6 Saturday):
  /// a slot on any other day is not offered. Every day by default.
  var deliveryDays: Set<Int> = Set(0...6)
  /// The hours it delivers in, minutes of the day: a timed slot outside them is not offered,
  /// and the express slot only while they last. 00:00–23:00 by default (the original's).
  var deliveryHours = DeliveryHours(opens: 0, closes: 23 * 60)

  /// The threshold for free delivery at a minute of the day.
  func freeDeliveryFrom(at minutes: Int) -> Money {
    guard let late, minutes >= late.from else { return freeDeliveryFrom }
    return late.freeDeliveryFrom
  }

  init() {}

  init(freeDeliveryFrom: Money, deliveryFee: Money, stockMessage: String?) {
    self.freeDeliveryFrom = freeDeliveryFrom
    self.deliveryFee = deliveryFee
    self.stockMessage = stockMessage
  }
}

/// When a shop delivers in a day, in minutes from midnight: from `opens` to `closes`.
struct DeliveryHours: Equatable, Sendable {
  var opens: Int
  var closes: Int

  func holds(_ slot: DeliverySlot) -> Bool {
    guard let start = slot.start, let end = slot.end else { return true }
    return start >= opens && end <= closes
  }
}

/// Late in the day, another threshold for free delivery.
struct LateDelivery: Equatable, Sendable {
  /// The minute of the day it starts (22:00 is 1320).
  var from: Int
  var freeDeliveryFrom: Money
}

/// A part of the shop the original's folder has no file for.
enum ShopGap: String, CaseIterable, Comparable, Sendable {
  case home, fresh, search, orders, coupons, addresses, help, menu, messages

  static func < (a: ShopGap, b: ShopGap) -> Bool { a.rawValue < b.rawValue }

  /// What is missing, as lint says it.
  var lintText: String {
    switch self {
    case .home: "the home page has no banners, buttons or activities"
    case .fresh: "the home page has no 新鲜热卖"
    case .search: "there are no hot words"
    case .orders: "there are no past orders"
    case .coupons: "there are no coupons"
    case .addresses: "there are no addresses yet"
    case .help: "客服帮助 has no questions"
    case .menu: "我的 has no menu"
    case .messages: "there are no system messages"
    }
  }
}

/// Everything a shop pack holds, whichever layout it came in.
struct Shop: Equatable, Sendable {
  var products = ProductTable()
  var categories: [Category] = []
  var banners: [Showcase] = []
  var buttons: [Showcase] = []
  var activities: [Showcase] = []
  /// 新鲜热卖: the home page's products.
  var fresh: [String] = []
  var hotWords: [String] = []
  var rules = ShopRules()
  var account = ShopAccount()
  var presentation = ShopPresentation()
  /// What the original's folder lacks, by the file it lacks: a screen says so where its content
  /// would be, in the pack's words, and lint warns.
  var gaps: [ShopGap: String] = [:]

  init() {}

  /// Adds a product; a second one with the same id is the same product (the first kept).
  mutating func add(_ product: consuming Product) {
    products.add(product)
  }

  /// Whether a picture is named by a web address (the original app's data): none is fetched.
  var hasWebPictures: Bool {
    func web(_ name: String) -> Bool { name.hasPrefix("http://") || name.hasPrefix("https://") }
    return banners.contains { web($0.picture) } || buttons.contains { web($0.picture) } || products.all.contains { web($0.picture) }
  }
}

/// A question of the 客服帮助 page: its title and paragraphs.
struct HelpEntry: Equatable, Sendable {
  var title: String
  var paragraphs: [String]
}

/// A message of 我的消息.
struct ShopMessage: Equatable, Sendable {
  var title: String
  var content: String
  var time: String
}

/// What the 我的 tab and checkout read from a pack: the player's coupons, addresses and past
/// orders as the pack starts them, the cities it delivers to, its delivery slots, help, menu
/// and messages. A pack may leave any of them out.
struct ShopAccount: Equatable, Sendable {
  var coupons: [Coupon] = []
  var addresses: [Address] = []
  /// Which address is the default, an index of `addresses`.
  var defaultAddress: Int?
  var orders: [Order] = []
  var cities: [String] = []
  var slots: [DeliveryDay] = DeliveryRules.standard
  var help: [HelpEntry] = []
  var menu: [MineEntry] = []
  /// 客服电话: shown on the FAQ and in a product's 温馨提示; nil where the pack gives none.
  var servicePhone: String?
  var systemMessages: [ShopMessage] = []
  var userMessages: [ShopMessage] = []

  init() {}
}

/// An entry of 我的's menu: its title, and the page it opens, if this version has it.
struct MineEntry: Equatable, Sendable {
  /// The pages a menu entry may open, by the names a pack writes.
  enum Page: String, CaseIterable, Equatable, Sendable {
    case addresses, help, feedback, settings, orders, coupons, messages
  }

  var title: String
  /// Nil: no page of this version (the original's 我的店铺, 分享); such an entry is not shown.
  var page: Page?

  init(title: String, page: Page?) {
    self.title = title
    self.page = page
  }

  /// An entry known by its title alone (the original's MinePlist.plist): its page told from
  /// the words in it.
  init(title: String) {
    let lower = title.lowercased()
    let page: Page? = if title.contains("地址") || lower.contains("address") { .addresses }
      else if title.contains("帮助") || title.contains("客服") || lower.contains("help") || lower.contains("faq") { .help }
      else if title.contains("反馈") || title.contains("意见") || lower.contains("feedback") { .feedback }
      else if title.contains("设置") || lower.contains("setting") { .settings }
      else { nil }
    self.init(title: title, page: page)
  }
}
