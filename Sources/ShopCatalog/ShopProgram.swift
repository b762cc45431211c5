import GameCore
import PlistKit
import TerminalKit

/// The shop as a program: keys, clicks and script commands become `ShopAction`s; the effects
/// (saving the cart and the searches, the flight of a picture to the cart) are run here.
public struct ShopProgram: Program {
  public internal(set) var state: ShopState
  let session: PackSession
  let context: PlayContext
  var size = Size(columns: 80, rows: 24)
  /// Where the focus is on each screen: the view state, kept apart from the rules.
  var homeFocus = 0
  var homeTop = 0
  var marketOnCategories = false
  var marketRow = 0
  var cartFocus = 0
  var searchField = TextField(limit: 40, placeholder: "请输入商品名称")
  var searchFocus = 0
  var productFocus = 0
  /// 我的's focus, and the focused entry of the page over it.
  var mineFocus = 0
  var pageFocus = 0
  /// A product just added: its picture flies to the cart tab and the badge pulses (the screen
  /// only: it never holds up input or a script).
  var flight: (from: (x: Int, y: Int), started: Double)?

  /// Fields of the address form, the checkout note and feedback: view state, the text as typed.
  var formFields = AddressFormFields()
  var noteField = TextField(limit: Checkout.longestNote, placeholder: "给商家留言 (最多100字)")
  var feedbackField = TextField(limit: ShopState.feedbackLength.upperBound, placeholder: "写下你的意见 (5-300字)")
  var codeField = TextField(limit: 20, placeholder: "输入优惠码")
  /// Checkout's focus: the row of the step shown.
  var checkoutFocus = 0

  public init(state: ShopState, session: PackSession, context: PlayContext) {
    self.state = state
    self.session = session
    self.context = context
    marketRow = state.market.productRows.first ?? 0
    // The focus starts below the banner, so that the carousel turns until the player moves up
    // onto it (which holds it).
    homeFocus = HomeLayout(state: state, width: size.columns).items.firstIndex { $0.item != .banner } ?? 0
  }

  public var scriptName: String { "shop" }
  public var minimumSize: Size { Size(columns: 60, rows: 18) }
  public mutating func resized(to size: Size) { self.size = size }

  public var nextDeadline: Double? { nil }

  /// The carousel's turn (held while the player is on it) and the frames of a flight.
  public var animationDeadline: Double? {
    var times: [Double] = []
    if state.screen == .tab(.home), state.host.overlay == nil, let turn = state.carousel.deadline { times.append(turn) }
    if let flight, state.now < flight.started + Self.flightTime { times.append(state.now + 1.0 / 30) }
    // The splash counts its seconds down, so it is drawn again each second until it goes.
    if case .splash(let until) = state.host.overlay { times.append(until.map { min($0, state.now + 1) } ?? state.now) }
    return times.min()
  }

  static let flightTime = 0.8
  /// How long the splash stays unless a key skips it (the original's AD: about 4 s).
  static let splashSeconds = 4.0

  public mutating func advance(to now: Double) {
    if case .splash(let until) = state.host.overlay {
      if let until {
        if now >= until { send(.overlayDismissed, now: now) }
      } else {
        send(.splashShown(until: now + Self.splashSeconds), now: now)
      }
    }
    send(.timePassed(now), now: now)
    if let flight, now >= flight.started + Self.flightTime { self.flight = nil }
  }

  public var keyHints: [KeyHint] {
    var hints = [KeyHint("Tab", "Tabs")]
    switch state.screen {
    case .tab(.home): hints += [KeyHint("↑↓←→", "Move"), KeyHint("Enter", "Open"), KeyHint("+/-", "Cart")]
    case .tab(.market) where state.shop.presentation.layout == .menu:
      hints += [KeyHint("↑↓", "Move"), KeyHint("+/-", "Cart"), KeyHint("Enter", "Open"), KeyHint("r", "Refresh")]
    case .tab(.market): hints += [KeyHint("←→", "Pane"), KeyHint("↑↓", "Move"), KeyHint("+/-", "Cart")]
    case .tab(.cart) where state.cart.lines.isEmpty: hints.append(KeyHint("Enter", "去逛逛"))
    case .tab(.cart): hints += [KeyHint("c", "选好了"), KeyHint("+/-", "Units"), KeyHint("Space", "Select"), KeyHint("a", "All")]
    case .product: hints += [KeyHint("+/-", "Cart"), KeyHint("Enter", "Add")]
    case .search: hints += [KeyHint("Enter", "Search"), KeyHint("↓", "Results"), KeyHint("^D", "Clear history")]
    case .tab(.mine): hints += [KeyHint("↑↓←→", "Move"), KeyHint("Enter", "Open")]
    case .orders, .coupons, .addresses: hints += [KeyHint("↑↓", "Move"), KeyHint("Enter", "Open")]
    case .order: hints.append(KeyHint("r", "再来一单"))
    case .messages: hints += [KeyHint("←→", "系统/用户"), KeyHint("Enter", "显示全部")]
    case .help: hints += [KeyHint("↑↓", "Move"), KeyHint("Enter", "Open/close")]
    case .checkout: hints += [KeyHint("↑↓", "Move"), KeyHint("Enter", "Choose"), KeyHint("←→", "Step")]
    case .addressForm: hints += [KeyHint("↑↓", "Field"), KeyHint("^S", "Save")]
    case .feedback: hints.append(KeyHint("Enter", "Send"))
    case .settings: hints += [KeyHint("↑↓", "Move"), KeyHint("Enter", "Do")]
    }
    if !takesText { hints.append(KeyHint("/", "Search")) }
    let all = hints + [state.host.stack.isAtRoot ? KeyHint("Esc", "Quit") : KeyHint("Esc", "Back")]
    return all.map { KeyHint($0.key, words($0.action)) }
  }

  public var howToPlay: [String] {
    ["Tab and Shift-Tab go through 首页, 闪电超市, 购物车 and 我的; / searches.",
     "Enter opens what has the focus; + and - put one more or one less in the cart.",
     "In the cart, Space selects a line (only selected lines count) and a selects them all.",
     "Delivery is free from \(state.shop.rules.freeDeliveryFrom) of goods, else \(state.shop.rules.deliveryFee)."]
  }

  mutating func send(_ action: ShopAction, now: Double) {
    let effects = state.reduce(action, now: now)
    for effect in effects {
      switch effect {
      case .saveCart, .saveHistory, .saveAll:
        if let failure = session.save(ShopProgress(state: state).plist) { state.message = failure }
      case .clearCache:
        state.message = ShopCache(root: context.cacheFolder).clear()
        state.cacheBytes = ShopCache(root: context.cacheFolder).size
      case .addedToCart:
        // From the cart itself nothing flies: the line is already where the picture would go.
        // Only a screen animates: a plain frame would show the picture stuck in mid-air.
        if context.frontEnd == .screen, let from = focusPoint, state.screen != .tab(.cart) { flight = (from: from, started: now) }
      }
    }
  }

  /// Where on the screen the focused product is drawn: where a flight to the cart starts.
  var focusPoint: (x: Int, y: Int)? {
    let area = ShopView.content(size)
    switch state.screen {
    case .tab(.home):
      let items = HomeLayout(state: state, width: size.columns).items
      guard items.indices.contains(homeFocus) else { return nil }
      let rect = items[homeFocus].rect
      return (rect.x + 2, area.y + rect.y - homeTop + 1)
    case .tab(.market):
      let pane = MarketView.panes(area).products
      return (pane.x + pane.width / 2, pane.y + marketRow - state.marketTop)
    case .search: return (area.width / 2, area.y + 3 + searchFocus)
    case .product: return (area.width / 5, area.y + area.height / 2)
    default: return nil
    }
  }

  public func draw(into buffer: inout CellBuffer) {
    ShopView(program: self).draw(into: &buffer)
  }
}
