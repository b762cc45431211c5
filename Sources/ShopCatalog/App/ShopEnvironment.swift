import GameCore
import TerminalKit

/// What every screen may read and none may change: the pack's shop, the player's account, the
/// moment the rules see, the program's clock, and the pack's words. The app makes one for each
/// thing it hands a screen.
struct ShopEnvironment {
  let shop: Shop
  let account: PlayerAccount
  /// The wall clock's date and time of day (coupons, slots), passed in.
  let today: ShopTime
  /// The program's clock, in seconds (the carousel, the splash).
  let now: Double
  let words: Words
  /// The market's rows, made once for the pack (a shop of 100,000 products does not make them again a key).
  let rows: MarketRows
  /// Where the home page's buttons and activities lead, found once for the pack.
  let links: ShowcaseLinks
  /// Every product's searchable text, made once for the pack.
  let search: SearchIndex
  /// The pack's name as the header shows it.
  let packName: String
  /// False when nothing done in this window is kept: no order is placed.
  var keepsProgress = true

  var rules: ShopRules { shop.rules }
  var checkout: CheckoutRules { CheckoutRules(shop: shop, account: account, today: today) }
  var bill: Bill { Bill(cart: account.cart, products: shop.products, rules: shop.rules, minutes: today.minutes) }
  var orders: [Order] { account.orders(of: shop) }
  var isMenu: Bool { shop.presentation.layout == .menu }
  /// The tabs of the layout: a menu has no home page (its list is the first tab).
  var tabs: [ShopTab] { isMenu ? [.market, .cart, .mine] : ShopTab.allCases }
  var phoneRule: PhoneRule { rules.phoneRule ?? (words.isChinese ? .china : .nanpOrInternational) }
  /// The fewest characters of an address's fields, by the pack's language.
  var addressShortest: AddressRules.Shortest { words.isChinese ? .chinese : .other }

  /// The guide's pages: the pack's own, else the language's four.
  var guidePages: [GuidePage] {
    shop.presentation.guide ?? [
      GuidePage(title: words(.guidePage1Title), text: words(.guidePage1)),
      GuidePage(title: words(.guidePage2Title), text: words(.guidePage2)),
      GuidePage(title: words(.guidePage3Title), text: words(.guidePage3)),
      GuidePage(title: words(.guidePage4Title), text: words(.guidePage4)),
    ]
  }

  // MARK: - Data in the pack's words

  /// What a screen shows where the original's folder lacks a file: `缺少 MyCoupon 文件: 没有优惠券`.
  func gapText(_ gap: ShopGap) -> String? {
    guard let file = shop.gaps[gap] else { return nil }
    let what: ShopText = switch gap {
    case .home: .gapHome
    case .fresh: .gapFresh
    case .search: .gapSearch
    case .orders: .gapOrders
    case .coupons: .gapCoupons
    case .addresses: .gapAddresses
    case .help: .gapHelp
    case .menu: .gapMenu
    case .messages: .gapMessages
    }
    return words(.gapMissingFile, file, words(what))
  }

  func money(_ amount: Money) -> String { words.money(amount) }

  func titleWord(_ title: Address.Title) -> String { words(title == .mr ? .mr : .ms) }

  /// `张三 先生 138 0013 8000`, `Ms Ann Lee, (415) 555-0134`: the name and title in the order of
  /// the pack's words, the phone in the groups of the pack's phone rule.
  func contact(_ address: Address) -> String {
    words(.contact, address.name, titleWord(address.title), phoneRule.shown(phoneRule.normalized(address.phone) ?? address.phone))
  }

  /// The pack's name for a delivery day, else today, tomorrow, the day after (a shop that
  /// delivers every day), or the day of the week and the date (`周一 12-08`, `Mon 12-08`): once
  /// a shop skips days, "in two days" says too little.
  func dayTitle(_ day: DeliveryDay) -> String {
    guard day.title.isEmpty else { return day.title }
    switch day.offset {
    case 0: return words(.today)
    case 1: return words(.tomorrow)
    case 2 where shop.rules.deliveryDays.count == 7: return words(.dayAfter)
    default:
      let date = checkout.today.date + day.offset
      let (_, month, dayOfMonth) = date.parts
      func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
      return words(.weekdayDate, weekdayName(date.weekday), "\(two(month))-\(two(dayOfMonth))")
    }
  }

  func weekdayName(_ weekday: Int) -> String {
    let names = words(.weekdays).split(separator: ",").map(String.init)
    return names.indices.contains(weekday) ? names[weekday] : String(weekday)
  }

  func dayTitle(offset: Int) -> String {
    dayTitle(shop.account.slots.first { $0.offset == offset } ?? DeliveryDay(title: "", offset: offset, slots: []))
  }

  /// A slot as the player reads it: its time range, the pack's express text, or the language's.
  func slotText(_ slot: DeliverySlot) -> String { slot.text.isEmpty ? words(.express) : slot.text }

  func paymentTitle(_ id: String) -> String {
    if let method = checkout.payments.first(where: { $0.id == id }), !method.title.isEmpty { return method.title }
    let known: [String: ShopText] = ["wechat": .payWechat, "qq": .payQQ, "alipay": .payAlipay, "cod": .payCash, "card": .payCard,
                                     "applepay": .payApplePay]
    return known[id].map { words($0) } ?? id
  }

  func refusalText(_ refusal: CouponRefusal) -> String {
    switch refusal {
    case .used: return words(.couponWasUsed)
    case .expired(let ends): return words(.couponHasExpired, ends.description)
    case .notYet(let starts): return words(.couponNotYet, starts.description)
    case .threshold(let threshold, let missing): return words(.couponThreshold, money(threshold), money(missing))
    }
  }

  func problemText(_ problem: AddressProblem) -> String {
    func word(_ field: AddressRules.Field) -> String {
      switch field {
      case .name: words(.wordName)
      case .city: words(.wordCity)
      case .area: words(.wordArea)
      case .detail: words(.wordDetail)
      }
    }
    switch problem {
    case .tooLong(let field, let most): return words(.problemTooLong, word(field), String(most))
    case .tooShort(let field, let least): return words(.problemTooShort, word(field), String(least))
    case .name: return words(.problemName)
    case .title: return words(.problemTitle)
    case .phone(let rule): return words(.problemPhone, phoneRuleText(rule))
    case .city: return words(.problemCity)
    case .cityNotServed(let cities): return words(.problemCities, cities.joined(separator: words(.listSeparator)))
    case .area: return words(.problemArea)
    case .detail: return words(.problemDetail)
    }
  }

  func phoneRuleText(_ rule: PhoneRule) -> String {
    switch rule {
    case .china: return words(.phoneChina)
    case .nanp: return words(.phoneNANP)
    case .international: return words(.phoneInternational)
    case .nanpOrInternational: return words(.phoneNANPOrInternational)
    }
  }

  /// A tab's name: the pack's words, else the language's (the market of a menu is its menu).
  func tabTitle(_ tab: ShopTab) -> String {
    switch tab {
    case .home: return words(.tabHome)
    case .market: return words(isMenu ? .tabMenu : .tabMarket)
    case .cart: return words(.tabCart)
    case .mine: return words(.tabMine)
    }
  }
}

/// The four tabs at the bottom: 首页 / 闪电超市 / 购物车 / 我的.
enum ShopTab: String, CaseIterable, Equatable, Sendable {
  case home, market, cart, mine
}

/// Where a screen draws pictures: the pack's picture provider, passed in by the program.
struct ShopCanvas {
  /// Draws a picture, or a quiet box with the mark where it cannot (a web address of the
  /// original's data, a file the pack lacks).
  let drawPicture: (_ name: String, _ rect: Rect, _ mark: String, _ buffer: inout CellBuffer) -> Void

  /// A picture of something named `title`: where it cannot be drawn, the title's first character.
  func draw(_ picture: String, in rect: Rect, title: String, into buffer: inout CellBuffer) {
    drawPicture(picture, rect, title.trimmingWhitespace.first.map(String.init) ?? "", &buffer)
  }
}
