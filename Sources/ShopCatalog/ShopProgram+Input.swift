import GameCore
import PlistKit
import TerminalKit

/// Keys and clicks: the overlay first, then what every screen shares (tabs, search, back),
/// then the screen's own.
extension ShopProgram {
  public mutating func handle(_ event: InputEvent, now: Double) -> ProgramOutcome {
    if let overlay = state.host.overlay { return handleOverlay(overlay, event, now: now) }
    let tabs = state.tabs
    switch event {
    case .key(.tab), .key(.backTab):
      let i = tabs.firstIndex(of: state.tab) ?? 0
      choose(tabs[(i + (event == .key(.tab) ? 1 : tabs.count - 1)) % tabs.count], now: now)
      return .continue
    case .key(.escape):
      guard !state.host.stack.isAtRoot else { return .quit }
      send(.back, now: now)
      return .continue
    case .key(.character("/")) where !takesText:
      send(.searchOpened, now: now)
      searchFocus = 0
      return .continue
    case .mouse(let mouse) where mouse.kind == .press && mouse.y == ShopView.tabRow(size):
      if let i = ShopView.tabRects(size, count: tabs.count).firstIndex(where: { $0.contains(x: mouse.x, y: mouse.y) }) { choose(tabs[i], now: now) }
      return .continue
    default: break
    }
    switch state.screen {
    case .tab(.home): return handleHome(event, now: now)
    case .tab(.market) where state.shop.presentation.layout == .menu: return handleMenu(event, now: now)
    case .tab(.market): return handleMarket(event, now: now)
    case .tab(.cart): return handleCart(event, now: now)
    case .tab(.mine): return handleMine(event, now: now)
    case .product(let id): return handleProduct(id, event, now: now)
    case .search: return handleSearch(event, now: now)
    case .orders, .order, .coupons, .messages, .help, .addresses: return handlePage(event, now: now)
    case .checkout: return handleCheckout(event, now: now)
    case .addressForm: return handleAddressForm(event, now: now)
    case .feedback: return handleFeedback(event, now: now)
    case .settings: return handleSettings(event, now: now)
    }
  }

  /// Whether the screen has a text field that `/` must reach (search, the forms, a note, a code).
  var takesText: Bool {
    switch state.screen {
    case .search, .addressForm, .feedback: true
    case .checkout: state.checkout?.step == .confirm && CheckoutView.entries(state).indices.contains(checkoutFocus)
      && CheckoutView.entries(state)[checkoutFocus] == .note
    case .coupons: pageFocus == 0
    default: false
    }
  }

  mutating func choose(_ tab: ShopTab, now: Double) {
    send(.tabChosen(tab), now: now)
    state.carousel.held = tab == .home && homeFocus == 0 && !state.shop.banners.isEmpty
  }

  /// `+` and `-` on a product: one more, one less.
  private mutating func plusMinus(_ event: InputEvent, product id: String?, now: Double) -> Bool {
    guard let id else { return false }
    switch event {
    case .key(.character("+")), .key(.character("=")): send(.added(id), now: now)
    case .key(.character("-")): send(.removedOne(id), now: now)
    default: return false
    }
    return true
  }

  // MARK: - Home

  private mutating func handleHome(_ event: InputEvent, now: Double) -> ProgramOutcome {
    let layout = HomeLayout(state: state, width: size.columns)
    guard !layout.items.isEmpty else { return .ignored }
    homeFocus = min(homeFocus, layout.items.count - 1)
    let item = layout.items[homeFocus]
    var productID: String?
    if case .product(let id) = item.item { productID = id }
    if plusMinus(event, product: productID, now: now) { return .continue }
    switch event {
    case .key(.up), .key(.down):
      let down = event == .key(.down)
      let candidates = layout.items.indices.filter { down ? layout.items[$0].rect.y > item.rect.y : layout.items[$0].rect.y < item.rect.y }
      let row = down ? candidates.map { layout.items[$0].rect.y }.min() : candidates.map { layout.items[$0].rect.y }.max()
      if let row, let next = candidates.filter({ layout.items[$0].rect.y == row }).min(by: { abs(layout.items[$0].rect.x - item.rect.x) < abs(layout.items[$1].rect.x - item.rect.x) }) {
        homeFocus = next
      }
    case .key(.left), .key(.right):
      let step = event == .key(.right) ? 1 : -1
      if item.item == .banner {
        send(.bannerTurned(step), now: now)
      } else if layout.items.indices.contains(homeFocus + step), layout.items[homeFocus + step].rect.y == item.rect.y {
        homeFocus += step
      }
    case .key(.enter), .key(.character(" ")): press(item.item, now: now)
    case .mouse(let mouse) where mouse.kind == .press:
      let area = ShopView.content(size)
      guard let i = layout.items.firstIndex(where: { entry in
        Rect(x: entry.rect.x, y: entry.rect.y - homeTop + area.y, width: entry.rect.width, height: entry.rect.height).contains(x: mouse.x, y: mouse.y)
      }) else { return .ignored }
      homeFocus = i
      press(layout.items[i].item, now: now)
    case .mouse(let mouse) where mouse.kind == .wheelDown || mouse.kind == .wheelUp:
      homeTop = max(0, min(layout.height - 1, homeTop + (mouse.kind == .wheelDown ? 3 : -3)))
      return .continue
    default: return .ignored
    }
    homeTop = layout.top(keeping: homeFocus, from: homeTop, visible: ShopView.content(size).height)
    state.carousel.held = layout.items[homeFocus].item == .banner
    return .continue
  }

  private mutating func press(_ item: HomeLayout.Item, now: Double) {
    switch item {
    case .banner: send(.bannerTurned(1), now: now)
    case .button(let i): state.message = "\(TextCleaner.clean(state.shop.buttons[i].title)): only a showcase"
    case .activity(let i): state.message = "\(TextCleaner.clean(state.shop.activities[i].title)): only a showcase"
    case .product(let id): send(.productOpened(id), now: now)
    case .footer: choose(.market, now: now)
    }
  }

  // MARK: - Market

  private var marketVisible: Int { ShopView.content(size).height }

  private mutating func handleMarket(_ event: InputEvent, now: Double) -> ProgramOutcome {
    let rows = state.market.rows
    var productID: String?
    if rows.indices.contains(marketRow), case .product(let id, _) = rows[marketRow], !marketOnCategories { productID = id }
    if plusMinus(event, product: productID, now: now) { return .continue }
    let products = state.market.productRows
    switch event {
    case .key(.left): marketOnCategories = true
    case .key(.right): marketOnCategories = false
    case .key(.up), .key(.down):
      let step = event == .key(.down) ? 1 : -1
      if marketOnCategories {
        chooseCategory(state.category + step, now: now)
      } else if let i = products.firstIndex(of: marketRow), products.indices.contains(i + step) {
        marketRow = products[i + step]
        keepMarketRowInView(now: now)
      }
    case .key(.enter), .key(.character(" ")):
      if marketOnCategories {
        marketOnCategories = false
      } else if let productID {
        send(.productOpened(productID), now: now)
      }
    case .mouse(let mouse) where mouse.kind == .wheelDown || mouse.kind == .wheelUp:
      send(.marketScrolled(toRow: state.marketTop + (mouse.kind == .wheelDown ? 3 : -3)), now: now)
      if !(state.marketTop..<(state.marketTop + marketVisible)).contains(marketRow) {
        marketRow = products.first { $0 >= state.marketTop } ?? marketRow
      }
    case .mouse(let mouse) where mouse.kind == .press:
      let (left, right) = MarketView.panes(ShopView.content(size))
      if left.contains(x: mouse.x, y: mouse.y) {
        marketOnCategories = true
        chooseCategory(mouse.y - left.y, now: now)
      } else if right.contains(x: mouse.x, y: mouse.y) {
        let row = state.marketTop + mouse.y - right.y
        guard rows.indices.contains(row), case .product(let id, _) = rows[row] else { return .ignored }
        marketOnCategories = false
        marketRow = row
        // A click on the `+` at the end of the line adds one; elsewhere it opens the product.
        if mouse.x >= right.maxX - 2 { send(.added(id), now: now) } else { send(.productOpened(id), now: now) }
      }
    default: return .ignored
    }
    return .continue
  }

  private mutating func chooseCategory(_ i: Int, now: Double) {
    guard state.shop.categories.indices.contains(i) else { return }
    send(.categoryChosen(i), now: now)
    marketRow = state.market.productRows.first { $0 > state.market.sectionStarts[i] } ?? marketRow
  }

  /// Scrolls the products just enough to show the focused one; the category follows the top.
  private mutating func keepMarketRowInView(now: Double) {
    var top = state.marketTop
    if marketRow < top + 1 { top = max(0, marketRow - 1) }
    if marketRow >= top + marketVisible { top = marketRow - marketVisible + 1 }
    if top != state.marketTop { send(.marketScrolled(toRow: top), now: now) }
  }

  // MARK: - Cart, product, search

  private mutating func handleCart(_ event: InputEvent, now: Double) -> ProgramOutcome {
    let lines = state.cart.lines
    guard !lines.isEmpty else {
      if event == .key(.enter) || event == .key(.character(" ")) {
        choose(.market, now: now)
        return .continue
      }
      return .ignored
    }
    cartFocus = min(max(-1, cartFocus), lines.count - 1)
    let id = cartFocus >= 0 ? lines[cartFocus].id : nil
    if plusMinus(event, product: id, now: now) {
      cartFocus = min(cartFocus, state.cart.lines.count - 1)
      return .continue
    }
    switch event {
    case .key(.up): cartFocus = max(-1, cartFocus - 1)
    case .key(.down): cartFocus = min(lines.count - 1, cartFocus + 1)
    case .key(.character(" ")):
      if let id { send(.selectionToggled(id), now: now) } else { send(.allSelected(!state.cart.allSelected), now: now) }
    case .key(.character("a")): send(.allSelected(!state.cart.allSelected), now: now)
    case .key(.character("c")): openCheckout(now: now)
    case .key(.enter):
      if let id { send(.productOpened(id), now: now) } else { send(.allSelected(!state.cart.allSelected), now: now) }
    default: return .ignored
    }
    return .continue
  }

  private mutating func handleProduct(_ id: String, _ event: InputEvent, now: Double) -> ProgramOutcome {
    if plusMinus(event, product: id, now: now) { return .continue }
    if event == .key(.enter) {
      send(.added(id), now: now)
      return .continue
    }
    return .ignored
  }

  /// What the focus moves through below the search field: before a search the hot words and
  /// the history (each searches again), after one the results.
  enum SearchTarget: Equatable {
    case word(String)
    case product(String)
  }

  var searchTargets: [SearchTarget] {
    state.query.isEmpty ? (state.shop.hotWords + state.history).map(SearchTarget.word) : state.results.map(SearchTarget.product)
  }

  private mutating func search(_ text: String, now: Double) {
    searchField = TextField(text: text, limit: searchField.limit, placeholder: searchField.placeholder)
    send(.searched(text), now: now)
    searchFocus = 0
  }

  private mutating func handleSearch(_ event: InputEvent, now: Double) -> ProgramOutcome {
    if event == .key(.control("d")) {
      send(.historyClearAsked, now: now)
      return .continue
    }
    let targets = searchTargets
    if case .mouse(let mouse) = event, mouse.kind == .press {
      guard let i = SearchView.targetRects(for: self).firstIndex(where: { $0.contains(x: mouse.x, y: mouse.y) }) else { return .ignored }
      searchFocus = i + 1
      return activate(targets[i], now: now)
    }
    if searchFocus == 0 {
      switch event {
      case .key(.enter):
        search(searchField.text, now: now)
        return .continue
      case .key(.down):
        if !targets.isEmpty { searchFocus = 1 }
        return .continue
      default:
        let before = searchField.text
        guard searchField.handle(event) else { return .ignored }
        // Emptying the field goes back to the hot words and the history.
        if searchField.text.isEmpty, !before.isEmpty { send(.searched(""), now: now) }
        return .continue
      }
    }
    searchFocus = min(searchFocus, targets.count)
    guard searchFocus > 0 else { return handleSearch(event, now: now) }
    let target = targets[searchFocus - 1]
    if case .product(let id) = target, plusMinus(event, product: id, now: now) { return .continue }
    switch event {
    case .key(.up): searchFocus -= 1
    case .key(.down): searchFocus = min(targets.count, searchFocus + 1)
    case .key(.left), .key(.right):
      let step = event == .key(.right) ? 1 : -1
      searchFocus = min(targets.count, max(1, searchFocus + step))
    case .key(.enter): return activate(target, now: now)
    case .key(.character), .paste, .key(.backspace):
      searchFocus = 0
      return searchField.handle(event) ? .continue : .ignored
    default: return .ignored
    }
    return .continue
  }

  private mutating func activate(_ target: SearchTarget, now: Double) -> ProgramOutcome {
    switch target {
    case .word(let word): search(word, now: now)
    case .product(let id): send(.productOpened(id), now: now)
    }
    return .continue
  }
}
