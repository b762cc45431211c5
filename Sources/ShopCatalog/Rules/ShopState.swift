import TerminalKit

/// The four tabs at the bottom: 首页 / 闪电超市 / 购物车 / 我的.
public enum ShopTab: String, CaseIterable, Equatable, Sendable {
  case home, market, cart, mine

  public var title: String {
    switch self {
    case .home: "首页"
    case .market: "闪电超市"
    case .cart: "购物车"
    case .mine: "我的"
    }
  }
}

/// A screen of the shop, as a value on the navigation stack: a tab at the root, a product or
/// the search pushed over it.
public enum ShopScreen: Equatable, Sendable {
  case tab(ShopTab)
  case product(String)
  case search
  /// 我的's pages.
  case orders
  case order(Int)
  case coupons
  case messages
  case help
  case addresses
  /// Checkout, the address form (over the addresses or checkout), feedback, settings.
  case checkout
  case addressForm
  case feedback
  case settings
}

/// What covers the screen: a question that needs a yes or a no.
public enum ShopOverlay: Equatable, Sendable {
  case confirmClearHistory
  case confirmDeleteAddress(Int)
  case confirmReset
  /// The first-run guide at a page; the splash until a moment of the program's clock.
  case guide(page: Int)
  /// Nil until the program's clock is first read: the splash lasts `splashSeconds` from then.
  case splash(until: Double?)
}

/// Everything that can happen in the shop, named for the event.
public enum ShopAction: Equatable, Sendable {
  case tabChosen(ShopTab)
  case categoryChosen(Int)
  /// The market's product list scrolled so that this row is at the top.
  case marketScrolled(toRow: Int)
  case productOpened(String)
  case back
  case added(String)
  case removedOne(String)
  case selectionToggled(String)
  case allSelected(Bool)
  case searchOpened
  case searched(String)
  case historyClearAsked
  case historyCleared
  case overlayDismissed
  case bannerTurned(Int)
  case carouselHeld(Bool)
  case timePassed(Double)
  /// 我的: a page opened, a question folded, a message tab, an order again.
  case pageOpened(ShopScreen)
  case helpToggled(Int)
  case messageTabChosen(user: Bool)
  case messageToggled(Int)
  case reordered(Int)
  /// The wall clock read again (checkout looks at the slots of the moment).
  case clockRead(ShopTime)
  /// The menu refreshed at a moment (the lunch app's pull to refresh).
  case menuRefreshed(ShopTime)
  /// Checkout: opened from the cart, a step, each choice, the order placed.
  case checkoutOpened
  case checkoutStepChosen(CheckoutStep)
  case checkoutAddressChosen(Int)
  case checkoutSlotChosen(SlotChoice)
  case paymentChosen(Payment)
  case couponChosen(String?)
  case noteChanged(String)
  case orderConfirmed
  /// Addresses: the form opened (for a new one, or to edit one), edited, saved; delete, default.
  case addressFormOpened(editing: Int?)
  case addressFormChanged(AddressRules.Form)
  case addressSaved
  case addressDeleteAsked(Int)
  case addressDeleted(Int)
  case defaultAddressChosen(Int)
  /// 我的's other pages: a coupon code, feedback, the cache's size, a reset.
  case couponBound(String)
  case feedbackSent(String)
  case cacheMeasured(Int)
  case cacheClearAsked
  case resetAsked
  case resetConfirmed
  /// The first-run guide and the splash.
  case guideOpened
  case guidePageTurned(Int)
  case guideFinished
  case splashShown(until: Double?)
}

/// Work outside the rules: saving what the player builds up.
public enum ShopEffect: Equatable, Sendable {
  case saveCart
  case saveHistory
  /// Orders, addresses, coupons used, feedback, the guide seen: everything is one save.
  case saveAll
  /// Empty the mode's cache folder (the program owns the files).
  case clearCache
  /// A product went into the cart: the screen flies its picture to the cart tab.
  case addedToCart(String)
}

/// The shop as one value: the catalog, where the player is, the cart, the searches.
public struct ShopState: Equatable, Sendable {
  public let shop: Shop
  public var host = ScreenHost<ShopScreen, ShopOverlay>(root: .tab(.home))
  public var cart = Cart()
  public var history: [String] = []
  public var message: String?
  public var carousel: Carousel
  public var market: MarketLayout
  /// The market's category and the first product row shown.
  public var category = 0
  public var marketTop = 0
  public var query = ""
  public var results: [String] = []
  public var now: Double = 0
  /// The date and time of day the rules see (coupons, slots), passed in.
  public var today: ShopTime
  /// Orders placed here, newest first.
  public var placed: [Order]
  /// Orders newest first: placed here, then the pack's own.
  public var orders: [Order] { placed + shop.account.orders }
  /// The player's addresses (the pack's until the player changes them) and the default.
  public var addresses: [Address]
  public var defaultAddress: Int?
  /// Coupons spent on orders placed here.
  public var usedCoupons: Set<String> = []
  public var feedback: [FeedbackEntry] = []
  /// The pack version whose guide the player has been through; nil before the first open.
  public var guideSeen: String?
  public var checkout: Checkout?
  public var form: AddressFormState?
  /// When the menu was last refreshed (`r`), for its "Last updated on …" line.
  public var refreshed: ShopTime?
  /// The size of the cache folder in bytes, as last measured.
  public var cacheBytes: Int?
  /// The open question of 客服帮助, if any (one at a time).
  public var openHelp: Int?
  public var userMessages = false
  /// Messages unfolded past their two lines, by index in the tab shown.
  public var unfolded: Set<Int> = []

  public init(shop: Shop, cart: Cart = Cart(), history: [String] = [], placed: [Order] = [],
              today: ShopTime = ShopTime(date: CivilDate(day: 0), minutes: 0)) {
    self.shop = shop
    self.cart = cart
    self.history = history
    self.today = today
    self.placed = placed
    addresses = shop.account.addresses
    defaultAddress = shop.account.defaultAddress
    if shop.presentation.layout == .menu { host = ScreenHost(root: .tab(.market)) }
    carousel = Carousel(count: shop.banners.count)
    market = MarketLayout(shop: shop)
  }

  public var screen: ShopScreen { host.stack.top }
  /// The tabs of the layout: a menu has no home page (its list is the first tab).
  public var tabs: [ShopTab] { shop.presentation.layout == .menu ? [.market, .cart, .mine] : ShopTab.allCases }
  public var tab: ShopTab {
    if case .tab(let tab) = host.stack.root { return tab }
    return tabs[0]
  }
  public var bill: Bill { Bill(cart: cart, products: shop.products, rules: shop.rules) }

  public mutating func reduce(_ action: ShopAction, now: Double) -> [ShopEffect] {
    self.now = max(self.now, now)
    if case .timePassed(let time) = action {
      carousel.advance(to: time)
      return []
    }
    message = nil
    switch action {
    case .tabChosen(let tab):
      host.overlay = nil
      checkout = nil
      form = nil
      _ = host.apply([.navigate(.popToRoot), .navigate(.replace(.tab(tab)))])
    case .categoryChosen(let i):
      guard market.sectionStarts.indices.contains(i) else {
        message = "There is no category \(i + 1)"
        return []
      }
      category = i
      marketTop = market.sectionStarts[i]
    case .marketScrolled(let row):
      marketTop = min(max(0, row), max(0, market.rows.count - 1))
      category = market.category(atRow: marketTop)
    case .productOpened(let id):
      guard shop.products[id] != nil else {
        message = "There is no product \(id)"
        return []
      }
      _ = host.apply([.navigate(.push(.product(id)))])
    case .back:
      // Leaving the guide is going through it: it is not shown again for this version.
      if case .guide = host.overlay { return reduceGuide(.guideFinished) }
      if host.overlay != nil {
        host.overlay = nil
      } else {
        if screen == .checkout { checkout = nil }
        if screen == .addressForm { form = nil }
        _ = host.stack.apply(.pop)
      }
    case .added(let id):
      guard let product = shop.products[id] else {
        message = "There is no product \(id)"
        return []
      }
      if let refusal = cart.add(product, rules: shop.rules) {
        message = refusal
        return []
      }
      return [.saveCart, .addedToCart(id)]
    case .removedOne(let id):
      guard cart.quantity(of: id) > 0 else {
        message = "\(shop.products[id]?.name ?? id) is not in the cart"
        return []
      }
      cart.remove(one: id)
      return [.saveCart]
    case .selectionToggled(let id):
      guard cart.quantity(of: id) > 0 else {
        message = "\(shop.products[id]?.name ?? id) is not in the cart"
        return []
      }
      cart.toggle(id)
      return [.saveCart]
    case .allSelected(let on):
      cart.selectAll(on)
      return [.saveCart]
    case .searchOpened:
      if screen != .search { _ = host.apply([.navigate(.push(.search))]) }
    case .searched(let text):
      if screen != .search { _ = host.apply([.navigate(.push(.search))]) }
      query = text.trimmingWhitespace
      results = SearchRules.results(for: query, in: shop)
      let remembered = SearchRules.remember(query, in: history)
      guard remembered != history else { return [] }
      history = remembered
      return [.saveHistory]
    case .historyClearAsked:
      guard !history.isEmpty else {
        message = "The search history is empty"
        return []
      }
      host.overlay = .confirmClearHistory
    case .historyCleared:
      host.overlay = nil
      history = []
      return [.saveHistory]
    case .overlayDismissed:
      host.overlay = nil
    case .bannerTurned(let step):
      carousel.turn(by: step, at: now)
    case .carouselHeld(let held):
      carousel.held = held
    case .timePassed:
      break
    case .clockRead(let time):
      today = time
    case .menuRefreshed(let time):
      today = time
      refreshed = time
    case .pageOpened, .helpToggled, .messageTabChosen, .messageToggled, .reordered, .couponBound, .feedbackSent, .cacheMeasured,
         .cacheClearAsked, .resetAsked, .resetConfirmed, .guideOpened, .guidePageTurned, .guideFinished, .splashShown:
      return reduceMine(action)
    case .checkoutOpened, .checkoutStepChosen, .checkoutAddressChosen, .checkoutSlotChosen, .paymentChosen, .couponChosen,
         .noteChanged, .orderConfirmed:
      return reduceCheckout(action)
    case .addressFormOpened, .addressFormChanged, .addressSaved, .addressDeleteAsked, .addressDeleted, .defaultAddressChosen:
      return reduceAddresses(action)
    }
    return []
  }

  /// Suggestions when a search finds nothing: the hot words, else the home's products.
  public var suggestions: [String] {
    shop.hotWords.isEmpty ? Array(shop.fresh.prefix(5)).compactMap { shop.products[$0]?.name } : Array(shop.hotWords.prefix(8))
  }
}
