import GameCore
import PlistKit
import TerminalKit

/// A product's page: its picture, name, spec, brand, price, promotion, notes, `− n +`.
struct ProductView {
  let program: ShopProgram
  let id: String
  var state: ShopState { program.state }

  func draw(in area: Rect, into buffer: inout CellBuffer) {
    guard let product = state.shop.products[id] else { return }
    let columns = area.columns([.fill(2), .fill(3)])
    let picture = columns[0].inset(1)
    program.session.drawPicture(product.picture, in: picture, into: &buffer)
    let text = columns[1]
    var y = text.y + 1
    func line(_ value: String, _ style: Style = Theme.text) {
      guard y < text.maxY else { return }
      buffer.write(DisplayWidth.truncate(program.words(value), to: text.width - 1), x: text.x, y: y, style: style, clip: text)
      y += 1
    }
    line(TextCleaner.clean(product.name), Theme.title)
    if let spec = product.spec { line("产品规格  " + TextCleaner.clean(spec)) }
    if let brand = product.brand { line("品牌      " + TextCleaner.clean(brand)) }
    if let vip = product.vipPrice { line("VIP " + vip.description, Theme.accent) }
    y += 1
    ProductLine.draw(price: product, quantity: state.cart.quantity(of: id), in: Rect(x: text.x, y: y, width: min(text.width, 40), height: 1),
                     focused: true, words: program.words, into: &buffer)
    y += 2
    if let promotion = product.promotion { line("促销  \(TextCleaner.clean(promotion))" + (promotion == "买一赠一" ? " (赠品有限,赠完为止)" : ""), Theme.accent) }
    line(product.isOutOfStock ? "补货中" : "库存 \(product.stock)", product.isOutOfStock ? Theme.wrong : Theme.dim)
    if let notes = product.notes {
      for part in DisplayWidth.wrap(TextCleaner.clean(notes), to: max(1, text.width - 1)).prefix(3) { line(part, Theme.dim) }
    }
    line("[ 加入购物车 ]  (+)", Theme.accent)
  }
}

/// 搜索: the field; before a search the hot words as chips (wrapped by display width) and the
/// history; after one the results, or "nothing found" and what to try.
struct SearchView {
  let program: ShopProgram
  var state: ShopState { program.state }

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

  /// Where each of `program.searchTargets` is drawn (chips, history lines, result lines), in
  /// screen cells; one off the screen has no room and is cut from the list's end.
  static func targetRects(for program: ShopProgram) -> [Rect] {
    let area = ShopView.content(program.size)
    let state = program.state
    if state.query.isEmpty {
      let chips = chips(state.shop.hotWords, in: Rect(x: area.x + 1, y: area.y + 3, width: area.width - 2, height: 1))
      let historyTop = (chips.last?.maxY ?? area.y + 3) + 2
      let history = state.history.indices.map { Rect(x: area.x + 1, y: historyTop + $0, width: area.width - 2, height: 1) }
      return chips + history
    }
    let visible = max(0, area.maxY - area.y - 3)
    let first = max(0, program.searchFocus - visible)
    return state.results.indices.map { Rect(x: area.x, y: area.y + 3 + $0 - first, width: area.width, height: 1) }
  }

  func draw(in area: Rect, into buffer: inout CellBuffer) {
    buffer.write(program.words("搜索"), x: area.x + 1, y: area.y, style: Theme.title)
    var field = program.searchField
    field.placeholder = program.words(field.placeholder)
    field.draw(in: Rect(x: area.x + 6, y: area.y, width: area.width - 8, height: 1), focused: program.searchFocus == 0, into: &buffer)
    let rects = Self.targetRects(for: program)
    let shown = { (rect: Rect) in rect.y >= area.y + 3 && rect.maxY <= area.maxY }
    if state.query.isEmpty {
      buffer.write(program.words("热门搜索"), x: area.x + 1, y: area.y + 2, style: Theme.dim)
      let words = state.shop.hotWords
      if words.isEmpty, let gap = state.shop.gaps["search"] { buffer.write(gap, x: area.x + 10, y: area.y + 2, style: Theme.dim, clip: area) }
      let targets = program.searchTargets
      for (i, (target, rect)) in zip(targets, rects).enumerated() where shown(rect) {
        guard case .word(let word) = target else { continue }
        let focused = program.searchFocus == i + 1
        let text = i < words.count ? "[ \(TextCleaner.clean(word)) ]" : "  " + TextCleaner.clean(word)
        buffer.write(DisplayWidth.truncate(text, to: rect.width), x: rect.x, y: rect.y,
                     style: focused ? Theme.focused : i < words.count ? Theme.accent : Theme.text, clip: rect)
      }
      let historyTop = (rects.count > words.count ? rects[words.count].y : (rects.last?.maxY ?? area.y + 3) + 2) - 1
      if historyTop < area.maxY {
        buffer.write(program.words("历史记录" + (state.history.isEmpty ? "  (none)" : "   [^D] 清空历史")), x: area.x + 1, y: historyTop, style: Theme.dim)
      }
      return
    }
    guard !state.results.isEmpty else {
      let y = area.y + 2
      Label.centered(program.words("暂时没搜到“\(DisplayWidth.truncate(TextCleaner.clean(state.query), to: 20))”相关商品"), in: area, y: y + 1, style: Theme.wrong, into: &buffer)
      Label.centered(program.words("试试: " + state.suggestions.map(TextCleaner.clean).joined(separator: " · ")), in: area, y: y + 3, style: Theme.dim, into: &buffer)
      return
    }
    buffer.write(program.words("\(state.results.count) 件商品"), x: area.x + 1, y: area.y + 2, style: Theme.dim)
    for (i, (id, rect)) in zip(state.results, rects).enumerated() where shown(rect) {
      guard let product = state.shop.products[id] else { continue }
      ProductLine.draw(product, quantity: state.cart.quantity(of: id), in: rect, focused: program.searchFocus == i + 1, words: program.words, into: &buffer)
    }
  }
}
