import TerminalKit

extension SearchScreen {
  /// The chips, laid out from the top left of `area`, wrapping by display width.
  static func chips(_ words: [String], in area: Rect) -> [Rect] {
    var rects: [Rect] = []
    var x = area.x, y = area.y
    for word in words {
      let width = min(DisplayWidth.of(TextCleaner.clean(word)) + 4, area.width)
      if x + width > area.maxX, x > area.x {
        x = area.x
        y += 1
      }
      rects.append(Rect(x: x, y: y, width: width, height: 1))
      x += width + 1
    }
    return rects
  }

  /// Where each of `targets` is drawn (chips, history lines, result lines), in screen cells:
  /// drawing and clicks share it.
  static func targetRects(_ state: State, env: ShopEnvironment, area: Rect) -> [Rect] {
    if state.query.isEmpty {
      let chips = chips(env.shop.hotWords, in: Rect(x: area.x + 1, y: area.y + 3, width: area.width - 2, height: 1))
      let historyTop = (chips.last?.maxY ?? area.y + 3) + 2
      let history = env.account.history.indices.map { Rect(x: area.x + 1, y: historyTop + $0, width: area.width - 2, height: 1) }
      return chips + history
    }
    // Nothing found: the popular products under the message, the words to try and their heading.
    let top = state.results.isEmpty ? area.y + 8 : area.y + 3
    let count = state.results.isEmpty ? popular(env).count : state.results.count
    let visible = max(0, area.maxY - top)
    let first = max(0, state.focus - visible)
    return (0..<count).map { Rect(x: area.x, y: top + $0 - first, width: area.width, height: 1) }
  }

  static func draw(_ state: State, env: ShopEnvironment, canvas: ShopCanvas, in area: Rect, into buffer: inout CellBuffer) {
    let w = env.words
    buffer.write(w(.searchTitle), x: area.x + 1, y: area.y, style: Theme.title)
    let fieldX = area.x + 2 + DisplayWidth.of(w(.searchTitle)) + 1
    state.field.draw(in: Rect(x: fieldX, y: area.y, width: max(1, area.maxX - fieldX - 2), height: 1), focused: state.focus == 0,
                     into: &buffer)
    let rects = targetRects(state, env: env, area: area)
    let shown = { (rect: Rect) in rect.y >= area.y + 3 && rect.maxY <= area.maxY }
    if state.query.isEmpty {
      buffer.write(w(.popular), x: area.x + 1, y: area.y + 2, style: Theme.dim)
      let hot = env.shop.hotWords
      if hot.isEmpty, let gap = env.gapText(.search) { buffer.write(gap, x: area.x + 10, y: area.y + 2, style: Theme.dim, clip: area) }
      for (i, (target, rect)) in zip(targets(state, env: env), rects).enumerated() where shown(rect) {
        guard case .word(let word) = target else { continue }
        let focused = state.focus == i + 1
        let text = i < hot.count ? "[ \(TextCleaner.clean(word)) ]" : "  " + TextCleaner.clean(word)
        buffer.write(DisplayWidth.truncate(text, to: rect.width), x: rect.x, y: rect.y,
                     style: focused ? Theme.focused : i < hot.count ? Theme.accent : Theme.text, clip: rect)
      }
      let historyTop = (rects.count > hot.count ? rects[hot.count].y : (rects.last?.maxY ?? area.y + 3) + 2) - 1
      if historyTop < area.maxY {
        let history = env.account.history
        buffer.write(w(.history) + (history.isEmpty ? w(.historyNone) : w(.historyClear)), x: area.x + 1, y: historyTop, style: Theme.dim)
      }
      return
    }
    let products = state.results.isEmpty ? popular(env) : state.results
    if state.results.isEmpty {
      let query = DisplayWidth.truncate(TextCleaner.clean(state.query), to: 20)
      Label.centered(w(.nothingFound, query), in: area, y: area.y + 3, style: Theme.wrong, into: &buffer)
      let suggestions = suggestions(state, env: env)
      if !suggestions.isEmpty {
        Label.centered(w(.tryWords, suggestions.map(TextCleaner.clean).joined(separator: " · ")), in: area, y: area.y + 5, style: Theme.dim,
                       into: &buffer)
      }
      if !products.isEmpty, area.y + 7 < area.maxY { buffer.write(w(.everyoneBuys), x: area.x + 1, y: area.y + 7, style: Theme.title) }
    } else {
      buffer.write(w(.resultCount, String(state.results.count)), x: area.x + 1, y: area.y + 2, style: Theme.dim)
    }
    let listTop = state.results.isEmpty ? area.y + 8 : area.y + 3
    for (i, (id, rect)) in zip(products, rects).enumerated() where rect.y >= listTop && rect.maxY <= area.maxY {
      guard let product = env.shop.products[id] else { continue }
      ProductLine.draw(product, quantity: env.account.cart.quantity(of: id), in: rect, focused: state.focus == i + 1, env: env,
                       reason: state.results.isEmpty ? nil : matchedBrand(product, query: state.query, env: env), into: &buffer)
    }
  }

  /// The brand, marked, when a word of the query is found in it and not in what the line shows
  /// (the name and the spec): a result says why it was found.
  static func matchedBrand(_ product: Product, query: String, env: ShopEnvironment) -> String? {
    guard let brand = product.brand, !brand.isEmpty else { return nil }
    let shown = SearchFold.folded(product.name + " " + (product.spec ?? "")), held = SearchFold.folded(brand)
    let words = SearchFold.folded(query).split(whereSeparator: \.isWhitespace)
    guard words.contains(where: { !shown.contains($0) && held.contains($0) }) else { return nil }
    return env.words(.matchedBrand, TextCleaner.clean(brand))
  }
}
