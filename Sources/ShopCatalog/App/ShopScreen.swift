import TerminalKit

/// A screen of the shop as a value on the navigation stack: each case holds its screen's
/// state. A new screen is a folder under `Screens/` and one case here (and in `box`).
enum ShopScreen: Equatable, Sendable {
  case home(HomeScreen.State)
  case market(MarketScreen.State)
  case menu(MenuScreen.State)
  case cart(CartScreen.State)
  case mine(MineScreen.State)
  case product(ProductScreen.State)
  case search(SearchScreen.State)
  case orders(OrdersScreen.State)
  case order(OrderScreen.State)
  case coupons(CouponsScreen.State)
  case messages(MessagesScreen.State)
  case help(HelpScreen.State)
  case addresses(AddressesScreen.State)
  case addressForm(AddressFormScreen.State)
  case checkout(CheckoutScreen.State)
  case feedback(FeedbackScreen.State)
  case settings(SettingsScreen.State)

  /// The screen with its feature, for the app to drive without knowing which it is: the one
  /// switch over screens.
  var box: any AnyScreenBox {
    switch self {
    case .home(let s): ScreenBox<HomeScreen>(state: s, wrap: ShopScreen.home)
    case .market(let s): ScreenBox<MarketScreen>(state: s, wrap: ShopScreen.market)
    case .menu(let s): ScreenBox<MenuScreen>(state: s, wrap: ShopScreen.menu)
    case .cart(let s): ScreenBox<CartScreen>(state: s, wrap: ShopScreen.cart)
    case .mine(let s): ScreenBox<MineScreen>(state: s, wrap: ShopScreen.mine)
    case .product(let s): ScreenBox<ProductScreen>(state: s, wrap: ShopScreen.product)
    case .search(let s): ScreenBox<SearchScreen>(state: s, wrap: ShopScreen.search)
    case .orders(let s): ScreenBox<OrdersScreen>(state: s, wrap: ShopScreen.orders)
    case .order(let s): ScreenBox<OrderScreen>(state: s, wrap: ShopScreen.order)
    case .coupons(let s): ScreenBox<CouponsScreen>(state: s, wrap: ShopScreen.coupons)
    case .messages(let s): ScreenBox<MessagesScreen>(state: s, wrap: ShopScreen.messages)
    case .help(let s): ScreenBox<HelpScreen>(state: s, wrap: ShopScreen.help)
    case .addresses(let s): ScreenBox<AddressesScreen>(state: s, wrap: ShopScreen.addresses)
    case .addressForm(let s): ScreenBox<AddressFormScreen>(state: s, wrap: ShopScreen.addressForm)
    case .checkout(let s): ScreenBox<CheckoutScreen>(state: s, wrap: ShopScreen.checkout)
    case .feedback(let s): ScreenBox<FeedbackScreen>(state: s, wrap: ShopScreen.feedback)
    case .settings(let s): ScreenBox<SettingsScreen>(state: s, wrap: ShopScreen.settings)
    }
  }
}

/// What the app tells the screen it shows, after it applied an effect the screen asked for.
enum AppMessage: Equatable, Sendable {
  /// An address was saved at this index (checkout chooses it).
  case addressSaved(Int)
  case addressDeleted(Int)
  /// The wall clock was read again.
  case clockRead
  /// The market shows this category.
  case showCategory(Int)
}

/// A screen's result for a script command.
enum ScriptResult {
  case effects([ShopEffect])
  case refused(String)
}

/// A screen, whichever, as the app drives it.
protocol AnyScreenBox {
  var screen: ShopScreen { get }
  var name: String { get }
  func takesText(env: ShopEnvironment) -> Bool
  mutating func handle(_ event: InputEvent, env: ShopEnvironment, area: Rect) -> [ShopEffect]?
  mutating func script(_ words: [String], env: ShopEnvironment) -> ScriptResult?
  mutating func receive(_ message: AppMessage, env: ShopEnvironment) -> [ShopEffect]
  mutating func tick(now: Double)
  func draw(env: ShopEnvironment, canvas: ShopCanvas, in area: Rect, into buffer: inout CellBuffer)
  func keyHints(env: ShopEnvironment) -> [KeyHint]
  func json(env: ShopEnvironment) -> [(String, JSON)]
  func focusPoint(env: ShopEnvironment, area: Rect) -> (x: Int, y: Int)?
  func deadline(env: ShopEnvironment) -> Double?
}

struct ScreenBox<Feature: ShopScreenFeature>: AnyScreenBox {
  var state: Feature.State
  let wrap: (Feature.State) -> ShopScreen

  var screen: ShopScreen { wrap(state) }
  var name: String { Feature.name }
  func takesText(env: ShopEnvironment) -> Bool { Feature.takesText(state, env: env) }

  mutating func handle(_ event: InputEvent, env: ShopEnvironment, area: Rect) -> [ShopEffect]? {
    guard let action = Feature.action(for: event, state: state, env: env, area: area) else { return nil }
    return Feature.reduce(into: &state, action, env: env)
  }

  mutating func script(_ words: [String], env: ShopEnvironment) -> ScriptResult? {
    switch Feature.script(words, state: state, env: env) {
    case nil: return nil
    case .refused(let reason)?: return .refused(reason)
    case .actions(let actions)?:
      var effects: [ShopEffect] = []
      for action in actions { effects += Feature.reduce(into: &state, action, env: env) }
      return .effects(effects)
    }
  }

  mutating func receive(_ message: AppMessage, env: ShopEnvironment) -> [ShopEffect] {
    guard let action = Feature.action(for: message, state: state) else { return [] }
    return Feature.reduce(into: &state, action, env: env)
  }

  mutating func tick(now: Double) { Feature.tick(&state, now: now) }
  func draw(env: ShopEnvironment, canvas: ShopCanvas, in area: Rect, into buffer: inout CellBuffer) {
    Feature.draw(state, env: env, canvas: canvas, in: area, into: &buffer)
  }
  func keyHints(env: ShopEnvironment) -> [KeyHint] { Feature.keyHints(state, env: env) }
  func json(env: ShopEnvironment) -> [(String, JSON)] { Feature.json(state, env: env) }
  func focusPoint(env: ShopEnvironment, area: Rect) -> (x: Int, y: Int)? { Feature.focusPoint(state, env: env, area: area) }
  func deadline(env: ShopEnvironment) -> Double? { Feature.deadline(state, env: env) }
}
