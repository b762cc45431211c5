import GameCore
import PlistKit
import TerminalKit

/// 闪电超市: categories on the left (a quarter of the width, the current one marked), the
/// products on the right in sections headed by their category, scrolled from `marketTop`.
struct MarketView {
  let program: ShopProgram
  var state: ShopState { program.state }

  static func panes(_ area: Rect) -> (categories: Rect, products: Rect) {
    let split = area.columns([.fill(1), .fixed(1), .fill(3)])
    return (split[0], split[2])
  }

  func draw(in area: Rect, into buffer: inout CellBuffer) {
    let (left, right) = Self.panes(area)
    for (i, category) in state.shop.categories.enumerated() where i < left.height {
      let current = i == state.category
      let focused = current && program.marketOnCategories
      let mark = current ? "▌" : " "
      buffer.write(DisplayWidth.pad(mark + TextCleaner.clean(category.name), to: left.width), x: left.x, y: left.y + i,
                   style: focused ? Theme.focused : current ? Theme.title : Theme.text, clip: left)
    }
    for x in [left.maxX] { for y in area.y..<area.maxY { buffer.put(Cell("│", style: Theme.frame), x: x, y: y) } }
    let rows = state.market.rows
    if rows.isEmpty { Label.centered("No products", in: right, y: right.y + 1, style: Theme.dim, into: &buffer) }
    for line in 0..<right.height {
      let index = state.marketTop + line
      guard rows.indices.contains(index) else { break }
      let rect = Rect(x: right.x, y: right.y + line, width: right.width, height: 1)
      switch rows[index] {
      case .header(let c):
        buffer.write("── " + TextCleaner.clean(state.shop.categories[c].name) + " ──", x: rect.x + 1, y: rect.y, style: Theme.dim, clip: rect)
      case .product(let id, _):
        guard let product = state.shop.products[id] else { continue }
        ProductLine.draw(product, quantity: state.cart.quantity(of: id), in: rect,
                         focused: !program.marketOnCategories && index == program.marketRow, words: program.words, into: &buffer)
      }
    }
  }
}

/// 购物车: the lines with their marks, select-all, the bill; or the empty cart and 去逛逛.
struct CartView {
  let program: ShopProgram
  var state: ShopState { program.state }

  func draw(in area: Rect, into buffer: inout CellBuffer) {
    let cart = state.cart
    guard !cart.lines.isEmpty else {
      Label.centered(program.words("亲,购物车空空的耶~赶紧挑好吃的吧"), in: area, y: area.y + area.height / 2 - 1, style: Theme.dim, into: &buffer)
      Label.centered(program.words("[ 去逛逛 ]"), in: area, y: area.y + area.height / 2 + 1, style: Theme.focused, into: &buffer)
      return
    }
    let all = cart.allSelected ? "[✓]" : "[ ]"
    buffer.write("\(all) " + program.words("全选"), x: area.x + 1, y: area.y, style: program.cartFocus == -1 ? Theme.focused : Theme.text)
    let listHeight = max(0, area.height - 5)
    let first = max(0, min(program.cartFocus, cart.lines.count - 1) - listHeight + 1)
    for (offset, line) in cart.lines.enumerated().dropFirst(first).prefix(listHeight) {
      guard let product = state.shop.products[line.id] else { continue }
      let row = Rect(x: area.x, y: area.y + 1 + offset - first, width: area.width, height: 1)
      let focused = offset == program.cartFocus
      buffer.write(line.selected ? "[✓]" : "[ ]", x: row.x + 1, y: row.y, style: focused ? Theme.focused : Theme.text)
      ProductLine.draw(product, quantity: line.quantity, in: Rect(x: row.x + 4, y: row.y, width: row.width - 4, height: 1),
                       focused: focused, words: program.words, into: &buffer)
    }
    let bill = state.bill
    let y = area.maxY - 4
    let rules = state.shop.rules
    buffer.write(program.words("商品 \(bill.goods)   配送费 \(bill.delivery)   \(bill.deliveryLine(rules: rules))"), x: area.x + 1, y: y + 1, style: Theme.text)
    buffer.write(program.words("合计 \(bill.total)"), x: area.x + 1, y: y + 2, style: Theme.title)
    let button = program.words("[ 选好了 ] (c)")
    buffer.write(button, x: area.maxX - DisplayWidth.of(button) - 1, y: y + 2, style: Theme.accent)
  }
}
