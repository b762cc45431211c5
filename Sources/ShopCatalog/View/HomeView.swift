import GameCore
import PlistKit
import TerminalKit

/// Where each part of the home page goes, top to bottom in page coordinates (row 0 is the top
/// of the page, whatever is scrolled): the banner, the icon buttons four a row, the
/// activities, 新鲜热卖 as product cards, the footer. Drawing and clicks share it.
struct HomeLayout {
  enum Item: Equatable {
    case banner, button(Int), activity(Int), product(String), footer
  }

  var items: [(item: Item, rect: Rect)] = []
  var headerRow: Int?
  var gapRows: [(text: String, row: Int)] = []
  var height = 0

  init(state: ShopState, width: Int) {
    let shop = state.shop
    var y = 0
    if !shop.banners.isEmpty {
      items.append((.banner, Rect(x: 1, y: y, width: width - 2, height: 6)))
      y += 7
    } else if let gap = shop.gaps["home"] {
      gapRows.append((gap, y))
      y += 2
    }
    let buttonWidth = max(8, (width - 2) / 4)
    for (i, _) in shop.buttons.enumerated() {
      items.append((.button(i), Rect(x: 1 + (i % 4) * buttonWidth, y: y + (i / 4) * 4, width: buttonWidth - 1, height: 4)))
    }
    if !shop.buttons.isEmpty { y += (shop.buttons.count + 3) / 4 * 4 + 1 }
    for (i, _) in shop.activities.enumerated() {
      items.append((.activity(i), Rect(x: 1, y: y, width: width - 2, height: 1)))
      y += 1
    }
    if !shop.activities.isEmpty { y += 1 }
    headerRow = y
    y += 1
    if shop.fresh.isEmpty, let gap = shop.gaps["fresh"] {
      gapRows.append((gap, y))
      y += 1
    }
    let columns = max(1, (width - 2) / 38)
    let cardWidth = (width - 2) / columns
    for (i, id) in shop.fresh.filter({ shop.products[$0] != nil }).enumerated() {
      items.append((.product(id), Rect(x: 1 + (i % columns) * cardWidth, y: y + (i / columns) * 4, width: cardWidth - 1, height: 4)))
    }
    let freshCount = shop.fresh.filter { shop.products[$0] != nil }.count
    y += (freshCount + columns - 1) / columns * 4
    items.append((.footer, Rect(x: 1, y: y, width: width - 2, height: 1)))
    height = y + 1
  }

  /// The first page row to show so that item `focus` is in a view of `visible` rows. Scrolling
  /// down stops at the top of an item (or a heading), so that no box shows cut in half.
  func top(keeping focus: Int, from top: Int, visible: Int) -> Int {
    guard items.indices.contains(focus) else { return 0 }
    let rect = items[focus].rect
    var top = top
    if rect.y < top { top = rect.y }
    if rect.maxY > top + visible {
      let needed = rect.maxY - visible
      let starts = (items.map(\.rect.y) + [headerRow].compactMap { $0 }).filter { $0 >= needed && $0 <= rect.y }
      top = starts.min() ?? needed
    }
    return max(0, min(top, max(0, height - visible)))
  }
}

struct HomeView {
  let program: ShopProgram
  var state: ShopState { program.state }

  func draw(in area: Rect, into buffer: inout CellBuffer) {
    let layout = HomeLayout(state: state, width: area.width)
    let top = program.homeTop
    func place(_ rect: Rect) -> Rect? {
      let y = rect.y - top + area.y
      guard y >= area.y, y + rect.height <= area.maxY else { return nil }
      return Rect(x: rect.x + area.x, y: y, width: rect.width, height: rect.height)
    }
    for (text, row) in layout.gapRows where (top..<(top + area.height)).contains(row) {
      Label.centered(text, in: area, y: area.y + row - top, style: Theme.dim, into: &buffer)
    }
    if let header = layout.headerRow, (top..<(top + area.height)).contains(header) {
      buffer.write("新鲜热卖", x: area.x + 1, y: area.y + header - top, style: Theme.title)
    }
    for (i, entry) in layout.items.enumerated() {
      guard let rect = place(entry.rect) else { continue }
      let focused = i == program.homeFocus
      switch entry.item {
      case .banner: drawBanner(in: rect, focused: focused, into: &buffer)
      case .button(let b):
        let item = state.shop.buttons[b]
        Frame.draw(rect, style: focused ? Theme.accent : Theme.frame, heavy: focused, into: &buffer)
        let inner = rect.inset(1)
        let icon = Rect(x: inner.x + 1, y: inner.y, width: 4, height: 2)
        program.session.drawPicture(item.picture, in: icon, into: &buffer)
        let title = Rect(x: icon.maxX + 1, y: inner.y, width: max(0, inner.maxX - icon.maxX - 1), height: 2)
        Label.centered(TextCleaner.clean(item.title), in: title, y: title.y, style: focused ? Theme.focused : Theme.text, into: &buffer)
      case .activity(let a):
        buffer.write(DisplayWidth.pad("▸ " + TextCleaner.clean(state.shop.activities[a].title), to: rect.width), x: rect.x, y: rect.y,
                     style: focused ? Theme.focused : Theme.accent, clip: rect)
      case .product(let id): drawCard(id, in: rect, focused: focused, into: &buffer)
      case .footer:
        Label.centered("点击查看更多商品 ›", in: rect, y: rect.y, style: focused ? Theme.focused : Theme.dim, into: &buffer)
      }
    }
  }

  /// The carousel: the banner's picture, its title, and a dot a banner.
  private func drawBanner(in rect: Rect, focused: Bool, into buffer: inout CellBuffer) {
    let banners = state.shop.banners
    let banner = banners[state.carousel.index % banners.count]
    Frame.draw(rect, style: focused ? Theme.accent : Theme.frame, heavy: focused, into: &buffer)
    let inner = rect.inset(1)
    let pictureWidth = min(inner.width / 2, inner.height * 4)
    program.session.drawPicture(banner.picture, in: Rect(x: inner.x, y: inner.y, width: pictureWidth, height: inner.height), into: &buffer)
    let text = Rect(x: inner.x + pictureWidth + 1, y: inner.y, width: inner.width - pictureWidth - 1, height: inner.height)
    Label.centered(TextCleaner.clean(banner.title), in: text, y: text.y + 1, style: Theme.title, into: &buffer)
    if banners.count > 1 {
      let dots = banners.indices.map { $0 == state.carousel.index ? "●" : "○" }.joined(separator: " ")
      Label.centered(dots, in: text, y: text.maxY - 1, style: Theme.accent, into: &buffer)
    }
  }

  /// A product card: picture, name, tags, spec, price (the market price struck), `− n +`.
  private func drawCard(_ id: String, in rect: Rect, focused: Bool, into buffer: inout CellBuffer) {
    guard let product = state.shop.products[id] else { return }
    Frame.draw(rect, style: focused ? Theme.accent : Theme.frame, heavy: focused, into: &buffer)
    let inner = rect.inset(1)
    program.session.drawPicture(product.picture, in: Rect(x: inner.x, y: inner.y, width: 4, height: inner.height), into: &buffer)
    let line = Rect(x: inner.x + 5, y: inner.y, width: inner.width - 5, height: 1)
    var tags = product.featured ? "[精选]" : ""
    if let promotion = product.promotion { tags += "[\(TextCleaner.clean(promotion))]" }
    let nameWidth = max(0, line.width - DisplayWidth.of(tags) - 1)
    let x = buffer.write(DisplayWidth.truncate(TextCleaner.clean(product.name), to: nameWidth), x: line.x, y: line.y,
                         style: focused ? Theme.focused : Theme.text, clip: line)
    buffer.write(" " + tags, x: x, y: line.y, style: Theme.accent, clip: line)
    let priceStart = ProductLine.draw(price: product, quantity: state.cart.quantity(of: id),
                                      in: Rect(x: line.x, y: line.y + 1, width: line.width, height: 1), words: program.words, into: &buffer)
    let spec = DisplayWidth.truncate(TextCleaner.clean(product.spec ?? ""), to: max(0, priceStart - line.x - 1))
    buffer.write(spec, x: line.x, y: line.y + 1, style: Theme.dim, clip: inner)
  }
}
