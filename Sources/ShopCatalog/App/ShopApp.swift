import GameCore
import TerminalKit

/// The outside world as the app asks it, passed in (tests pass their own): the wall clock.
struct ShopWorld {
  var readClock: () -> ShopTime
}

/// The shop as one value, its root: the pack's shop and words, the player's account, the moment,
/// the navigation stack of screens (each case with its screen's state), the other tabs' screens
/// kept while another shows, one overlay and one notice. Only the root applies effects.
struct ShopApp: Equatable {
  let shop: Shop
  let words: Words
  let rows: MarketRows
  let links: ShowcaseLinks
  let search: SearchIndex
  let packName: String
  var account: PlayerAccount
  /// The date and time of day the rules see (coupons, slots), passed in.
  var today: ShopTime
  /// The program's clock, in seconds.
  var now: Double = 0
  var stack: NavigationStack<ShopScreen>
  var tab: ShopTab
  /// The root screens of the tabs not shown, as they were left.
  var parked: [ShopTab: ShopScreen] = [:]
  var overlay: ShopOverlay?
  var notice: ShopNotice?
  /// The account changed since the last save.
  var unsaved = false
  /// False when nothing done here is kept (the pack is open in another window, or its save
  /// cannot be written): every screen says so, and no order is placed.
  var keepsProgress = true

  init(shop: Shop, account: PlayerAccount, today: ShopTime, words: Words, packName: String) {
    self.shop = shop
    self.words = words
    self.account = account
    self.today = today
    self.packName = packName
    rows = MarketRows(shop: shop)
    search = SearchIndex(shop: shop)
    links = ShowcaseLinks(shop: shop, search: search)
    tab = shop.presentation.layout == .menu ? .market : .home
    stack = NavigationStack(root: .home(HomeScreen.State(shop: shop, links: links)))
    stack = NavigationStack(root: freshRoot(tab))
  }

  static func == (a: ShopApp, b: ShopApp) -> Bool {
    a.account == b.account && a.today == b.today && a.now == b.now && a.stack == b.stack && a.tab == b.tab && a.parked == b.parked
      && a.overlay == b.overlay && a.notice == b.notice && a.unsaved == b.unsaved
      && a.keepsProgress == b.keepsProgress
  }

  var env: ShopEnvironment {
    ShopEnvironment(shop: shop, account: account, today: today, now: now, words: words, rows: rows, links: links, search: search, packName: packName,
                    keepsProgress: keepsProgress)
  }

  var screen: ShopScreen { stack.top }
  var tabs: [ShopTab] { env.tabs }

  /// A tab's screen as it first opens.
  func freshRoot(_ tab: ShopTab) -> ShopScreen {
    switch tab {
    case .home: .home(HomeScreen.State(shop: shop, links: links))
    case .market: shop.presentation.layout == .menu ? .menu(MenuScreen.State(rows: rows)) : .market(MarketScreen.State(rows: rows))
    case .cart: .cart(CartScreen.State())
    case .mine: .mine(MineScreen.State())
    }
  }

  /// A screen as it opens from a route; nil (with a notice) when it cannot.
  mutating func screen(for route: ShopRoute, world: ShopWorld) -> ShopScreen? {
    let env = env
    switch route {
    case .product(let id):
      guard shop.products[id] != nil else { return refuse(.noProduct(id)) }
      return .product(ProductScreen.State(id: id))
    case .search(let query):
      if let query, !query.trimmingWhitespace.isEmpty, account.remember(query) { unsaved = true }
      return .search(SearchScreen.opening(query: query, placeholder: words(.searchPlaceholder), env: env))
    case .orders: return .orders(OrdersScreen.State())
    case .order(let i):
      guard env.orders.indices.contains(i) else { return refuse(.noOrder(i + 1)) }
      return .order(OrderScreen.State(index: i))
    // The coupons open on the code box: typing a code is what the page is for.
    case .coupons: return .coupons(CouponsScreen.State(focus: 0, placeholder: words(.couponCodePlaceholder)))
    case .messages: return .messages(MessagesScreen.State())
    case .help: return .help(HelpScreen.State())
    case .addresses: return .addresses(AddressesScreen.State())
    case .checkout:
      guard account.cart.lines.contains(where: \.selected) else {
        return refuse(account.cart.lines.isEmpty ? .cartEmpty : .checkout(.selectFirst))
      }
      return .checkout(CheckoutScreen.State(choices: env.checkout.opening(), env: env))
    case .addressForm(let editing, let fromCheckout):
      if let editing, !account.addresses.indices.contains(editing) { return refuse(.noAddress(editing + 1)) }
      if editing == nil, account.addressesFull { return refuse(.addressesFull) }
      let address = editing.map { account.addresses[$0] }
      return .addressForm(AddressFormScreen.State(editing: editing, fromCheckout: fromCheckout, address: address, words: words))
    case .feedback: return .feedback(FeedbackScreen.State(words: words))
    case .settings: return .settings(SettingsScreen.State())
    }
  }

  private mutating func refuse(_ notice: ShopNotice) -> ShopScreen? {
    self.notice = notice
    return nil
  }

  /// Another tab: the screens over the current one go, the current tab's root is kept for its return.
  mutating func select(_ tab: ShopTab) {
    overlay = nil
    parked[self.tab] = stack.root
    stack = NavigationStack(root: parked[tab] ?? freshRoot(tab))
    parked[tab] = nil
    self.tab = tab
  }

  /// A page of 我的, from 我的 (what a script's `orders`, `coupons`… open).
  mutating func openPage(_ route: ShopRoute, world: ShopWorld) {
    select(.mine)
    guard let page = screen(for: route, world: world) else { return }
    stack.apply(.push(page))
  }

  /// Sends the screen shown a message from the app.
  mutating func tell(_ message: AppMessage, world: ShopWorld) -> Bool {
    var box = stack.top.box
    let effects = box.receive(message, env: env)
    stack.top = box.screen
    return apply(effects, world: world)
  }
}
