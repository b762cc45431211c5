import TerminalKit

/// A product as a line of a list: `苹果 500g [精选]  ¥9.90 原价¥12.00  − 2 +` (or 补货中).
enum ProductLine {
  /// `[精选][买一赠一]`: the pack's tags in its words.
  static func tags(_ product: Product, words: Words) -> String {
    var tags = product.featured ? "[\(words(.featured))]" : ""
    if let promotion = product.promotion { tags += "[\(TextCleaner.clean(promotion))]" }
    return tags
  }

  /// `reason`: why a search found it, when the line does not show it (the brand that holds a word).
  static func draw(_ product: Product, quantity: Int, in rect: Rect, focused: Bool, env: ShopEnvironment, reason: String? = nil,
                   into buffer: inout CellBuffer) {
    let style = focused ? Theme.focused : Theme.text
    buffer.fill(rect, style: style)
    let start = draw(price: product, quantity: quantity, in: rect, focused: focused, env: env, into: &buffer)
    var tags = [reason.map { "[\($0)]" }, tags(product, words: env.words)].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " ")
    let name = TextCleaner.clean(product.name) + (product.spec.map { " " + TextCleaner.clean($0) } ?? "")
    // On a narrow line the name comes first: the tags go before the name is cut below 10 columns.
    if DisplayWidth.of(name) > start - rect.x - 3 - DisplayWidth.of(tags), start - rect.x - 3 - DisplayWidth.of(tags) < 10 { tags = "" }
    let nameWidth = max(0, start - rect.x - 3 - DisplayWidth.of(tags))
    let x = buffer.write(DisplayWidth.truncate(name, to: nameWidth), x: rect.x + 1, y: rect.y, style: style, clip: rect)
    if !tags.isEmpty { buffer.write(" " + tags, x: x, y: rect.y, style: focused ? style : Theme.accent, clip: rect) }
  }

  /// `− n +`, `+`, or 补货中: what `+` and `-` do to this product now.
  static func controls(_ product: Product, quantity: Int, words: Words) -> String {
    product.isOutOfStock ? words(.soldOut) : quantity > 0 ? "− \(quantity) +" : "+"
  }

  /// The price, the struck market price and `− n +` at the right of `rect`; returns where they
  /// start.
  @discardableResult
  static func draw(price product: Product, quantity: Int, in rect: Rect, focused: Bool = false, env: ShopEnvironment,
                   into buffer: inout CellBuffer) -> Int {
    let style = focused ? Theme.focused : Theme.text
    let controls = controls(product, quantity: quantity, words: env.words)
    let price = env.money(product.price)
    // Struck through, and named so that a screen without attributes still reads right.
    let market = product.marketPrice.flatMap { $0 > product.price ? env.words(.marketPrice, env.money($0)) : nil }
    // The controls take a column of their own, so that prices line up down a list.
    let controlsText = "  " + String(repeating: " ", count: max(0, 7 - DisplayWidth.of(controls))) + controls
    let width = DisplayWidth.of(price) + (market.map { DisplayWidth.of($0) + 1 } ?? 0) + DisplayWidth.of(controlsText)
    let start = max(rect.x, rect.maxX - width)
    var x = buffer.write(price, x: start, y: rect.y, style: focused ? style : Theme.title, clip: rect)
    if let market { x = buffer.write(" " + market, x: x, y: rect.y, style: focused ? style : Theme.dim.with(strikethrough: true),
                                     clip: rect) }
    buffer.write(controlsText, x: x, y: rect.y, style: product.isOutOfStock && !focused ? Theme.wrong : style, clip: rect)
    return start
  }
}

/// `+` and `-` on a product, the same on every screen that shows one.
enum PlusMinus {
  /// The account change a key makes on `id`; nil for another key.
  static func change(for event: InputEvent, product id: String?) -> AccountChange? {
    guard let id else { return nil }
    switch event {
    case .key(.character("+")), .key(.character("=")): return .add(id)
    case .key(.character("-")): return .removeOne(id)
    default: return nil
    }
  }
}

/// PageUp/PageDown/Home/End and the wheel over a list of `count` entries whose view shows `page`:
/// the entry focused next, or nil for another key.
enum ListKeys {
  static func move(_ event: InputEvent, focus: Int, count: Int, page: Int) -> Int? {
    guard count > 0 else { return nil }
    let step = max(1, page)
    switch event {
    case .key(.up): return max(0, focus - 1)
    case .key(.down): return min(count - 1, focus + 1)
    case .key(.pageUp): return max(0, focus - step)
    case .key(.pageDown): return min(count - 1, focus + step)
    case .key(.home): return 0
    case .key(.end): return count - 1
    case .mouse(let mouse) where mouse.kind == .wheelUp: return max(0, focus - 3)
    case .mouse(let mouse) where mouse.kind == .wheelDown: return min(count - 1, focus + 3)
    default: return nil
    }
  }
}
