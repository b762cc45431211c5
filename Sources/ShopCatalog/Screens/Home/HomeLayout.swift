import TerminalKit

/// Where each part of the home page goes, top to bottom in page coordinates (row 0 is the top
/// of the page, whatever is scrolled): the banner, the icon buttons four a row, the
/// activities, 新鲜热卖 as product cards, the footer. Drawing and clicks share it. A button or
/// an activity that leads nowhere is drawn among the others but is not an item: the focus and
/// clicks pass it by.
struct HomeLayout {
  enum Item: Equatable, Sendable {
    case banner, button(Int), activity(Int), product(String), footer
  }

  /// What the focus moves through, in page order.
  var items: [(item: Item, rect: Rect)] = []
  /// Drawn, leading nowhere.
  var inert: [(item: Item, rect: Rect)] = []
  var headerRow: Int?
  /// Where a line says what the original's folder lacks.
  var gapRows: [(gap: ShopGap, row: Int)] = []
  var height = 0

  /// How tall the banner, a button and a card are at `width`: pictures grow with the window.
  static func heights(width: Int) -> (banner: Int, button: Int, card: Int) {
    width >= 110 ? (9, 5, 5) : (6, 4, 4)
  }

  init(shop: Shop, links: ShowcaseLinks, width: Int) {
    let heights = Self.heights(width: width)
    var y = 0
    if !shop.banners.isEmpty {
      items.append((.banner, Rect(x: 1, y: y, width: width - 2, height: heights.banner)))
      y += heights.banner + 1
    } else if shop.gaps[.home] != nil {
      gapRows.append((.home, y))
      y += 2
    }
    let buttonWidth = max(8, (width - 2) / 4)
    for (i, _) in shop.buttons.enumerated() {
      let entry = (Item.button(i), Rect(x: 1 + (i % 4) * buttonWidth, y: y + (i / 4) * heights.button, width: buttonWidth - 1,
                                        height: heights.button))
      if links.buttons[i] != nil { items.append(entry) } else { inert.append(entry) }
    }
    if !shop.buttons.isEmpty { y += (shop.buttons.count + 3) / 4 * heights.button + 1 }
    for (i, _) in shop.activities.enumerated() {
      let entry = (Item.activity(i), Rect(x: 1, y: y, width: width - 2, height: 1))
      if links.activities[i] != nil { items.append(entry) } else { inert.append(entry) }
      y += 1
    }
    if !shop.activities.isEmpty { y += 1 }
    headerRow = y
    y += 1
    if shop.fresh.isEmpty, shop.gaps[.fresh] != nil {
      gapRows.append((.fresh, y))
      y += 1
    }
    let columns = max(1, (width - 2) / 38)
    let cardWidth = (width - 2) / columns
    let fresh = shop.fresh.filter { shop.products[$0] != nil }
    for (i, id) in fresh.enumerated() {
      items.append((.product(id), Rect(x: 1 + (i % columns) * cardWidth, y: y + (i / columns) * heights.card, width: cardWidth - 1,
                                        height: heights.card)))
    }
    y += (fresh.count + columns - 1) / columns * heights.card
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

  /// The item a move from `focus` lands on: up and down to the nearest item of the next row,
  /// left and right along the row.
  func move(from focus: Int, _ key: Key) -> Int? {
    guard items.indices.contains(focus) else { return nil }
    let item = items[focus]
    switch key {
    case .up, .down:
      let down = key == .down
      let candidates = items.indices.filter { down ? items[$0].rect.y > item.rect.y : items[$0].rect.y < item.rect.y }
      let row = down ? candidates.map { items[$0].rect.y }.min() : candidates.map { items[$0].rect.y }.max()
      guard let row else { return nil }
      return candidates.filter { items[$0].rect.y == row }.min { abs(items[$0].rect.x - item.rect.x) < abs(items[$1].rect.x - item.rect.x) }
    case .left, .right:
      let step = key == .right ? 1 : -1
      // Along the row, to the nearest item that side (an inert one between is passed by).
      let side = items.indices.filter { items[$0].rect.y == item.rect.y && (items[$0].rect.x - item.rect.x) * step > 0 }
      return side.min { abs(items[$0].rect.x - item.rect.x) < abs(items[$1].rect.x - item.rect.x) }
    case .home: return 0
    case .end: return items.count - 1
    default: return nil
    }
  }

  /// The item at a point of the screen, the page scrolled to `top` in `area`.
  func item(at x: Int, _ y: Int, top: Int, area: Rect) -> Int? {
    items.firstIndex { entry in
      Rect(x: entry.rect.x + area.x, y: entry.rect.y - top + area.y, width: entry.rect.width,
           height: entry.rect.height).contains(x: x, y: y)
    }
  }
}
