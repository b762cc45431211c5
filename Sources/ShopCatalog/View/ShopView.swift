import GameCore
import PlistKit
import TerminalKit

/// The frame of every shop screen: the header, the screen, the tab bar with the cart's badge,
/// the key bar, and a flying picture when something was just added.
struct ShopView {
  let program: ShopProgram
  var state: ShopState { program.state }

  /// Header row 0; the screen between; the tab bar above the key bar.
  static func content(_ size: Size) -> Rect { Rect(x: 0, y: 1, width: size.columns, height: max(0, size.rows - 3)) }
  static func tabRow(_ size: Size) -> Int { size.rows - 2 }

  func draw(into buffer: inout CellBuffer) {
    let size = buffer.size
    drawHeader(into: &buffer)
    let area = Self.content(size)
    switch state.screen {
    case .tab(.home): HomeView(program: program).draw(in: area, into: &buffer)
    case .tab(.market) where state.shop.presentation.layout == .menu: MenuView(program: program).draw(in: area, into: &buffer)
    case .tab(.market): MarketView(program: program).draw(in: area, into: &buffer)
    case .tab(.cart): CartView(program: program).draw(in: area, into: &buffer)
    case .tab(.mine): MineView(program: program).draw(in: area, into: &buffer)
    case .orders, .order, .coupons, .messages, .help, .addresses: MinePageView(program: program).draw(in: area, into: &buffer)
    case .product(let id): ProductView(program: program, id: id).draw(in: area, into: &buffer)
    case .search: SearchView(program: program).draw(in: area, into: &buffer)
    case .checkout: CheckoutView(program: program).draw(in: area, into: &buffer)
    case .addressForm: AddressFormView(program: program).draw(in: area, into: &buffer)
    case .feedback: FeedbackView(program: program).draw(in: area, into: &buffer)
    case .settings: SettingsView(program: program).draw(in: area, into: &buffer)
    }
    Self.drawTabs(state, pulse: program.flight != nil, into: &buffer)
    KeyBar.draw(program.keyHints, into: &buffer)
    if let flight = program.flight { drawFlight(flight, into: &buffer) }
    if let overlay = state.host.overlay { IntroductionView.draw(overlay, program: program, into: &buffer) }
  }

  private func drawHeader(into buffer: inout CellBuffer) {
    let width = buffer.size.columns
    buffer.write(DisplayWidth.truncate(program.session.packName, to: width / 2), x: 1, y: 0, style: Theme.title)
    if let message = state.message {
      let text = DisplayWidth.truncate(program.words(message), to: max(0, width - DisplayWidth.of(program.session.packName) - 6))
      buffer.write(text, x: width - 1 - DisplayWidth.of(text), y: 0, style: Theme.wrong)
    } else {
      let search = program.words("[/] 搜索")
      buffer.write(search, x: width - 2 - DisplayWidth.of(search), y: 0, style: Theme.dim)
    }
  }

  /// The four tabs, evenly spread; 购物车 with the badge (units, `99+`, hidden at 0).
  static func tabRects(_ size: Size, count: Int) -> [Rect] {
    let width = max(1, size.columns / max(1, count))
    return (0..<count).map { Rect(x: $0 * width, y: tabRow(size), width: width, height: 1) }
  }

  static func drawTabs(_ state: ShopState, pulse: Bool, into buffer: inout CellBuffer) {
    let rects = tabRects(buffer.size, count: state.tabs.count)
    let words = ShopWords(state.shop.presentation)
    buffer.fill(Rect(x: 0, y: tabRow(buffer.size), width: buffer.size.columns, height: 1), style: Theme.frame)
    for (tab, rect) in zip(state.tabs, rects) {
      var title = words(tab.title)
      if tab == .cart, let badge = state.cart.badge { title += "(\(badge))" }
      let style = tab == state.tab ? Theme.focused : (tab == .cart && pulse ? Theme.accent.with(underline: true) : Theme.text)
      Label.centered(" \(title) ", in: rect, y: rect.y, style: style, into: &buffer)
    }
  }

  /// The parabola from where the product was to the cart tab, a frame at a time.
  private func drawFlight(_ flight: (from: (x: Int, y: Int), started: Double), into buffer: inout CellBuffer) {
    let rects = Self.tabRects(buffer.size, count: state.tabs.count)
    let target = rects[state.tabs.firstIndex(of: .cart) ?? 0]
    let t = min(1, max(0, (state.now - flight.started) / ShopProgram.flightTime))
    let x = Double(flight.from.x) + (Double(target.x + target.width / 2) - Double(flight.from.x)) * t
    let y = Double(flight.from.y) + (Double(target.y) - Double(flight.from.y)) * t - 6 * t * (1 - t)
    buffer.write("●", x: Int(x.rounded()), y: Int(y.rounded()), style: Theme.accent)
  }
}

/// A product as a line of a list: `苹果 500g [精选]  ¥9.90 原价¥12.00  − 2 +` (or 补货中).
enum ProductLine {
  static func draw(_ product: Product, quantity: Int, in rect: Rect, focused: Bool, words: ShopWords, into buffer: inout CellBuffer) {
    let style = focused ? Theme.focused : Theme.text
    buffer.fill(rect, style: style)
    let start = draw(price: product, quantity: quantity, in: rect, focused: focused, words: words, into: &buffer)
    var tags = product.featured ? "[精选]" : ""
    if let promotion = product.promotion { tags += "[\(TextCleaner.clean(promotion))]" }
    let name = TextCleaner.clean(product.name) + (product.spec.map { " " + TextCleaner.clean($0) } ?? "")
    // On a narrow line the name comes first: the tags go before the name is cut below 10 columns.
    if DisplayWidth.of(name) > start - rect.x - 3 - DisplayWidth.of(tags), start - rect.x - 3 - DisplayWidth.of(tags) < 10 { tags = "" }
    let nameWidth = max(0, start - rect.x - 3 - DisplayWidth.of(tags))
    let x = buffer.write(DisplayWidth.truncate(name, to: nameWidth), x: rect.x + 1, y: rect.y, style: style, clip: rect)
    if !tags.isEmpty { buffer.write(" " + tags, x: x, y: rect.y, style: focused ? style : Theme.accent, clip: rect) }
  }

  /// The price, the struck market price and `− n +` at the right of `rect`; returns where they
  /// start.
  @discardableResult
  static func draw(price product: Product, quantity: Int, in rect: Rect, focused: Bool = false, words: ShopWords,
                   into buffer: inout CellBuffer) -> Int {
    let style = focused ? Theme.focused : Theme.text
    let controls = words(product.isOutOfStock ? "补货中" : quantity > 0 ? "− \(quantity) +" : "+")
    let price = words(product.price.description)
    // Struck through, and named so that a screen without attributes still reads right.
    let market = product.marketPrice.flatMap { $0 > product.price ? words("原价" + $0.description) : nil }
    // The controls take a column of their own, so that prices line up down a list.
    let controlsText = "  " + String(repeating: " ", count: max(0, 7 - DisplayWidth.of(controls))) + controls
    let width = DisplayWidth.of(price) + (market.map { DisplayWidth.of($0) + 1 } ?? 0) + DisplayWidth.of(controlsText)
    let start = max(rect.x, rect.maxX - width)
    var x = buffer.write(price, x: start, y: rect.y, style: focused ? style : Theme.title, clip: rect)
    if let market { x = buffer.write(" " + market, x: x, y: rect.y, style: focused ? style : Theme.dim.with(strikethrough: true), clip: rect) }
    buffer.write(controlsText, x: x, y: rect.y, style: product.isOutOfStock && !focused ? Theme.wrong : style, clip: rect)
    return start
  }
}
