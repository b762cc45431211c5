/// What a screen asks of the app: only the app's root applies these (TCA's delegate actions).
enum ShopEffect: Equatable, Sendable {
  /// A screen over this one, built by the app from the route.
  case push(ShopRoute)
  /// Back one screen.
  case pop
  /// Another tab, everything above the current one popped.
  case selectTab(ShopTab)
  case present(ShopOverlay)
  case dismiss
  case notice(ShopNotice)
  /// A change to the player's account; the app applies it through `PlayerAccount`'s rules and
  /// says what came of it.
  case account(AccountChange)
  /// Read the wall clock again (checkout looks at the slots of the moment).
  case readClock
  /// The market's tab, at a category.
  case showCategory(Int)
  case quit
}

/// A screen the app can open.
enum ShopRoute: Equatable, Sendable {
  case product(String)
  /// Search, empty or with words searched at once.
  case search(String?)
  case orders
  case order(Int)
  case coupons
  case messages
  case help
  case addresses
  case checkout
  case addressForm(editing: Int?, fromCheckout: Bool)
  case feedback
  case settings
}

/// What changes the player's account, each one rule of `PlayerAccount`.
enum AccountChange: Equatable, Sendable {
  case add(String)
  case removeOne(String)
  case toggle(String)
  case selectAll(Bool)
  case remember(String)
  case clearHistory
  case reorder(Int)
  case saveAddress(AddressRules.Form, editing: Int?, fromCheckout: Bool)
  case deleteAddress(Int)
  case deleteOrder(Int)
  case setDefault(Int)
  case placeOrder(CheckoutChoices)
  case sendFeedback(String)
  case reset
  case guideSeen
  /// A coupon of the pack added by its code.
  case bindCoupon(String)
}

/// What covers the screen: a question that needs a yes or a no, the guide, the splash.
enum ShopOverlay: Equatable, Sendable {
  case confirmClearHistory
  case confirmDeleteAddress(Int)
  case confirmDeleteOrder(Int)
  case confirmReset
  case confirmQuit
  /// The first-run guide at a page.
  case guide(page: Int)
  /// Nil until the program's clock is first read: the splash lasts `splashSeconds` from then.
  case splash(until: Double?)

  /// Whether it fills the screen (the splash, the guide), hiding the notice under it.
  var coversTheFirstScreen: Bool {
    switch self {
    case .guide, .splash: true
    default: false
    }
  }
}
