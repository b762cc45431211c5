import TerminalKit

/// A product's page: its picture, name, spec, brand, prices, promotion, stock, notes, and
/// `加入购物车`.
enum ProductScreen: ShopScreenFeature {
  struct State: Equatable, Sendable {
    var id: String
  }

  enum Action: Equatable, Sendable {
    case account(AccountChange)
  }

  static let name = "product"

  static func reduce(into state: inout State, _ action: Action, env: ShopEnvironment) -> [ShopEffect] {
    switch action {
    case .account(let change): return [.account(change)]
    }
  }

  static func action(for event: InputEvent, state: State, env: ShopEnvironment, area: Rect) -> Action? {
    if let change = PlusMinus.change(for: event, product: state.id) { return .account(change) }
    if event == .key(.enter) { return .account(.add(state.id)) }
    if case .mouse(let mouse) = event, mouse.kind == .press, mouse.y >= area.y + area.height - 4 { return .account(.add(state.id)) }
    return nil
  }

  static func keyHints(_ state: State, env: ShopEnvironment) -> [KeyHint] {
    [KeyHint("+/-", env.words(.keyCart)), KeyHint("Enter", env.words(.keyAdd))]
  }

  static func json(_ state: State, env: ShopEnvironment) -> [(String, JSON)] { [("product", .string(state.id))] }

  static func focusPoint(_ state: State, env: ShopEnvironment, area: Rect) -> (x: Int, y: Int)? {
    (area.width / 5, area.y + area.height / 2)
  }

  static func draw(_ state: State, env: ShopEnvironment, canvas: ShopCanvas, in area: Rect, into buffer: inout CellBuffer) {
    guard let product = env.shop.products[state.id] else { return }
    let w = env.words
    let columns = area.columns([.fill(2), .fill(3)])
    canvas.draw(product.picture, in: columns[0].inset(1), title: product.name, into: &buffer)
    let text = columns[1]
    var y = text.y + 1
    func line(_ value: String, _ style: Style = Theme.text) {
      guard y < text.maxY else { return }
      buffer.write(DisplayWidth.truncate(value, to: text.width - 1), x: text.x, y: y, style: style, clip: text)
      y += 1
    }
    line(TextCleaner.clean(product.name), Theme.title)
    if let spec = product.spec { line(w(.specLabel, TextCleaner.clean(spec))) }
    if let brand = product.brand { line(w(.brandLabel, TextCleaner.clean(brand))) }
    if let vip = product.vipPrice { line(w(.vipPrice, env.money(vip)), Theme.accent) }
    y += 1
    ProductLine.draw(price: product, quantity: env.account.cart.quantity(of: state.id),
                     in: Rect(x: text.x, y: y, width: min(text.width, 40), height: 1), focused: true, env: env, into: &buffer)
    y += 2
    if let promotion = product.promotion {
      line(w(.promotionLabel, TextCleaner.clean(promotion)) + (promotion == "买一赠一" ? w(.whileGiftsLast) : ""), Theme.accent)
    }
    line(product.isOutOfStock ? w(.soldOut) : w(.stockLeft, String(product.stock)), product.isOutOfStock ? Theme.wrong : Theme.dim)
    if let notes = product.notes {
      for part in DisplayWidth.wrap(TextCleaner.clean(notes), to: max(1, text.width - 1)).prefix(3) { line(part, Theme.dim) }
    }
    line(w(.addToCart), Theme.accent)
    // 温馨提示: what to do if the goods are not right, and whom to call.
    y += 1
    line(w(.tipTitle), Theme.title)
    let tip = env.shop.account.servicePhone.map { w(.tipWithPhone, TextCleaner.clean($0)) } ?? w(.tip)
    for part in DisplayWidth.wrap(tip, to: max(1, text.width - 1)).prefix(3) { line(part, Theme.dim) }
  }
}
