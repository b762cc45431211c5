import GameCore
import PlistKit

// MARK: - Our catalog file

/// `catalog.plist`: `categories` (each `id`, `name`, `products`), `banners`, `buttons`,
/// `activities` (each `title`, `picture`), `fresh` (product ids), `hotWords`, `rules`
/// (`freeDeliveryFrom`, `deliveryFee`, `stockMessage`). See docs/formats.md.
struct CatalogFile: PlistModel {
  var shop = Shop()

  init(from plist: PlistObject) throws(ModelError) {
    var categories = try plist.required("categories", as: [CatalogCategory].self)
    // Each category's products are moved into the shop and let go: 100,000 products are not
    // held twice, and their texts are not retained and released again (made on other
    // threads, each a cache miss).
    var lists = categories.indices.map { index in
      defer { categories[index].products = [] }
      return categories[index].products
    }
    shop.categories = zip(categories, lists).map { Category(id: $0.id, name: $0.name, productIDs: $1.map(\.id)) }
    shop.products = ProductTable(moving: &lists)
    shop.banners = try plist.optional("banners", as: [CatalogShowcase].self)?.map(\.item) ?? []
    shop.buttons = try plist.optional("buttons", as: [CatalogShowcase].self)?.map(\.item) ?? []
    shop.activities = try plist.optional("activities", as: [CatalogShowcase].self)?.map(\.item) ?? []
    shop.fresh = try plist.optional("fresh", as: [FlexibleID].self)?.map(\.text) ?? []
    shop.hotWords = try plist.optional("hotWords", default: [])
    if let rules = try plist.optional("rules", as: CatalogRules.self) { shop.rules = rules.rules }
    if let account = try plist.optional("account", as: CatalogAccount.self) { shop.account = account.account }
    try Self.warnOfSlotsOutsideTheHours(shop, plist)
    if let settings = try plist.optional("settings", as: CatalogSettings.self) { shop.presentation = settings.presentation }
    if let guide = try plist.optional("guide", as: [CatalogGuidePage].self), !guide.isEmpty { shop.presentation.guide = guide.map(\.page) }
    shop.presentation.splash = try plist.optional("splash", as: CatalogSplash.self)?.splash
  }
}

struct CatalogCategory: PlistModel {
  let id: String
  let name: String
  var products: [Product]

  init(from plist: PlistObject) throws(ModelError) {
    id = try plist.required("id", as: FlexibleID.self).text
    name = try plist.required("name")
    products = try plist.optional("products", as: [Product].self) ?? []
    HiddenText.warnIfHidden(id, at: .key("id"), context: plist.context)
    HiddenText.warnIfHidden(name, at: .key("name"), context: plist.context)
  }
}

struct CatalogShowcase: PlistModel {
  let item: Showcase

  init(from plist: PlistObject) throws(ModelError) {
    item = Showcase(title: try plist.required("title"), picture: try plist.optional("picture", default: ""))
  }
}

extension CatalogFile {
  /// A slot outside the delivery hours is never offered: the pack's author hears of it.
  static func warnOfSlotsOutsideTheHours(_ shop: Shop, _ plist: PlistObject) throws(ModelError) {
    let hours = shop.rules.deliveryHours
    let outside = shop.account.slots.indices.compactMap { i in shop.account.slots[i].slots.first { !hours.holds($0) }.map { (i, $0) } }
    guard !outside.isEmpty else { return }
    let range = DeliverySlot.clock(hours.opens) + "-" + DeliverySlot.clock(hours.closes)
    try plist.context.descend(into: .key("account")) { () throws(ModelError) in
      try plist.context.descend(into: .key("slots")) { () throws(ModelError) in
        for (i, slot) in outside {
          plist.context.warn("\"\(slot.text)\" is outside rules.deliveryHours (\(range)): the slot is never offered", at: .index(i))
        }
      }
    }
  }
}

struct CatalogRules: PlistModel {
  var rules = ShopRules()

  init(from plist: PlistObject) throws(ModelError) {
    rules.freeDeliveryFrom = try plist.optional("freeDeliveryFrom", default: rules.freeDeliveryFrom)
    rules.deliveryFee = try plist.optional("deliveryFee", default: rules.deliveryFee)
    rules.serviceFee = try plist.optional("serviceFee", default: rules.serviceFee)
    rules.stockMessage = try plist.optional("stockMessage")
    PackTextCheck.check(rules.stockMessage, at: "stockMessage", in: plist)
    rules.memberPricing = try plist.optional("memberPricing", default: false)
    if let payments: [String] = try plist.optional("payments") {
      guard !payments.isEmpty else { throw ModelError(.invalid("a shop needs at least one way to pay"), at: PlistPath([.key("payments")])) }
      rules.payments = payments.map { Self.known.contains($0) ? PaymentMethod(id: $0) : PaymentMethod(id: $0, title: $0) }
      // One warning for the payments, however many: a pack may list thousands.
      if let text = payments.first(where: { PackTextCheck.warning(for: $0, longest: 40) != nil }) {
        PackTextCheck.check(text, at: "payments", in: plist, longest: 40)
      }
    }
    if let phone: String = try plist.optional("phone") {
      guard let rule = PhoneRule(rawValue: phone) else {
        throw ModelError(.invalid("expected \(PhoneRule.allCases.map(\.rawValue).joined(separator: ", ")), found \"\(phone.prefix(24))\""),
                         at: PlistPath([.key("phone")]))
      }
      rules.phoneRule = rule
    }
    rules.late = try plist.optional("late", as: CatalogLateDelivery.self)?.late
    if let days: [String] = try plist.optional("deliveryDays") { rules.deliveryDays = try Self.weekdays(days) }
    if let hours: String = try plist.optional("deliveryHours") {
      let range = DeliverySlot(text: hours)
      guard let opens = range.start, let closes = range.end else {
        throw ModelError(.invalid("expected the hours as HH:MM-HH:MM (11:00-14:00), found \"\(hours.prefix(24))\""), at: PlistPath([.key("deliveryHours")]))
      }
      rules.deliveryHours = DeliveryHours(opens: opens, closes: closes)
    }
  }

  /// The days of the week by their names, Sunday first as `CivilDate.weekday` counts.
  static let weekdayNames = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"]

  static func weekdays(_ names: [String]) throws(ModelError) -> Set<Int> {
    guard !names.isEmpty else { throw ModelError(.invalid("names no day: the shop would never deliver"), at: PlistPath([.key("deliveryDays")])) }
    var days = Set<Int>()
    for (i, name) in names.enumerated() {
      guard let day = weekdayNames.firstIndex(of: name) else {
        throw ModelError(.invalid("\"\(name.prefix(24))\" is not a day of the week: write \(weekdayNames.joined(separator: ", "))"),
                         at: PlistPath([.key("deliveryDays"), .index(i)]))
      }
      days.insert(day)
    }
    return days
  }

  /// The ways to pay named in the pack's language; any other is shown as the pack writes it.
  static let known: Set<String> = ["wechat", "qq", "alipay", "cod", "card", "applepay"]
}

/// `rules.late`: `from` (`"22:00"`) and the `freeDeliveryFrom` that holds from then to midnight.
struct CatalogLateDelivery: PlistModel {
  let late: LateDelivery

  init(from plist: PlistObject) throws(ModelError) {
    let from: String = try plist.required("from")
    guard let minutes = DeliverySlot.minutes(Substring(from)), minutes < 1_440 else {
      throw ModelError(.invalid("expected a time of day such as \"22:00\", found \"\(from.prefix(24))\""), at: PlistPath([.key("from")]))
    }
    late = LateDelivery(from: minutes, freeDeliveryFrom: try plist.required("freeDeliveryFrom"))
  }
}
