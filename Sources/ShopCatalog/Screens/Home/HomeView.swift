import TerminalKit

extension HomeScreen {
  static func draw(_ state: State, env: ShopEnvironment, canvas: ShopCanvas, in area: Rect, into buffer: inout CellBuffer) {
    let layout = HomeLayout(shop: env.shop, links: env.links, width: area.width)
    let top = state.top
    func place(_ rect: Rect) -> Rect? {
      let y = rect.y - top + area.y
      guard y >= area.y, y + rect.height <= area.maxY else { return nil }
      return Rect(x: rect.x + area.x, y: y, width: rect.width, height: rect.height)
    }
    for (gap, row) in layout.gapRows where (top..<(top + area.height)).contains(row) {
      Label.centered(env.gapText(gap) ?? "", in: area, y: area.y + row - top, style: Theme.dim, into: &buffer)
    }
    // The heading shows with what it heads, never alone on the last line.
    let headed = layout.items.first { $0.rect.y > (layout.headerRow ?? .max) }.map { place($0.rect) != nil } ?? true
    if let header = layout.headerRow, headed, (top..<(top + area.height)).contains(header) {
      buffer.write(env.words(.freshHeader), x: area.x + 1, y: area.y + header - top, style: Theme.title)
    }
    let focusedItem = layout.items.indices.contains(state.focus) ? layout.items[state.focus].item : nil
    for entry in layout.items + layout.inert {
      guard let rect = place(entry.rect) else { continue }
      let focused = entry.item == focusedItem
      let live = layout.inert.allSatisfy { $0.item != entry.item }
      switch entry.item {
      case .banner: drawBanner(state, env: env, canvas: canvas, in: rect, focused: focused, into: &buffer)
      case .button(let b): drawButton(env.shop.buttons[b], live: live, canvas: canvas, in: rect, focused: focused, into: &buffer)
      case .activity(let a):
        let activity = env.shop.activities[a]
        buffer.write(DisplayWidth.pad((live ? "▸ " : "  ") + TextCleaner.clean(activity.title), to: rect.width), x: rect.x, y: rect.y,
                     style: focused ? Theme.focused : live ? Theme.accent : Theme.dim, clip: rect)
      case .product(let id): drawCard(id, env: env, canvas: canvas, in: rect, focused: focused, into: &buffer)
      case .footer:
        Label.centered(env.words(.homeFooter), in: rect, y: rect.y, style: focused ? Theme.focused : Theme.dim, into: &buffer)
      }
    }
  }

  /// The carousel: the banner's picture, its title, and a dot a banner.
  private static func drawBanner(_ state: State, env: ShopEnvironment, canvas: ShopCanvas, in rect: Rect, focused: Bool,
                                 into buffer: inout CellBuffer) {
    let banners = env.shop.banners
    let banner = banners[state.carousel.index % banners.count]
    Frame.draw(rect, style: focused ? Theme.accent : Theme.frame, heavy: focused, into: &buffer)
    let inner = rect.inset(1)
    let pictureWidth = min(inner.width / 2, inner.height * 4)
    canvas.draw(banner.picture, in: Rect(x: inner.x, y: inner.y, width: pictureWidth, height: inner.height), title: banner.title,
                into: &buffer)
    let text = Rect(x: inner.x + pictureWidth + 1, y: inner.y, width: inner.width - pictureWidth - 1, height: inner.height)
    Label.centered(TextCleaner.clean(banner.title), in: text, y: text.y + 1, style: Theme.title, into: &buffer)
    if banners.count > 1 {
      let dots = banners.indices.map { $0 == state.carousel.index ? "●" : "○" }.joined(separator: " ")
      Label.centered(dots, in: text, y: text.maxY - 1, style: Theme.accent, into: &buffer)
    }
  }

  /// An icon button; one that names nothing the pack has is drawn dim, as no action.
  private static func drawButton(_ item: Showcase, live: Bool, canvas: ShopCanvas, in rect: Rect, focused: Bool,
                                 into buffer: inout CellBuffer) {
    Frame.draw(rect, style: focused ? Theme.accent : live ? Theme.frame : Theme.dim, heavy: focused, into: &buffer)
    let inner = rect.inset(1)
    // A cell is about twice as tall as it is wide: a square picture is twice as wide in cells.
    let icon = Rect(x: inner.x + 1, y: inner.y, width: inner.height * 2, height: inner.height)
    canvas.draw(item.picture, in: icon, title: item.title, into: &buffer)
    let title = Rect(x: icon.maxX + 1, y: inner.y, width: max(0, inner.maxX - icon.maxX - 1), height: inner.height)
    Label.centered(TextCleaner.clean(item.title), in: title, y: title.y, style: focused ? Theme.focused : live ? Theme.text : Theme.dim,
                   into: &buffer)
  }

  /// A product card: picture, name, tags, spec, price (the market price struck), `− n +`; in a
  /// card of three rows the spec has a row of its own.
  private static func drawCard(_ id: String, env: ShopEnvironment, canvas: ShopCanvas, in rect: Rect, focused: Bool,
                               into buffer: inout CellBuffer) {
    guard let product = env.shop.products[id] else { return }
    Frame.draw(rect, style: focused ? Theme.accent : Theme.frame, heavy: focused, into: &buffer)
    let inner = rect.inset(1)
    let pictureWidth = inner.height * 2
    canvas.draw(product.picture, in: Rect(x: inner.x, y: inner.y, width: pictureWidth, height: inner.height), title: product.name,
                into: &buffer)
    let line = Rect(x: inner.x + pictureWidth + 1, y: inner.y, width: inner.width - pictureWidth - 1, height: 1)
    let tags = ProductLine.tags(product, words: env.words)
    let nameWidth = max(0, line.width - DisplayWidth.of(tags) - 1)
    let x = buffer.write(DisplayWidth.truncate(TextCleaner.clean(product.name), to: nameWidth), x: line.x, y: line.y,
                         style: focused ? Theme.focused : Theme.text, clip: line)
    buffer.write(" " + tags, x: x, y: line.y, style: Theme.accent, clip: line)
    let priceRow = inner.height >= 3 ? line.y + 2 : line.y + 1
    let priceStart = ProductLine.draw(price: product, quantity: env.account.cart.quantity(of: id),
                                      in: Rect(x: line.x, y: priceRow, width: line.width, height: 1), env: env, into: &buffer)
    let specWidth = priceRow == line.y + 1 ? priceStart - line.x - 1 : line.width
    let spec = DisplayWidth.truncate(TextCleaner.clean(product.spec ?? ""), to: max(0, specWidth))
    buffer.write(spec, x: line.x, y: line.y + 1, style: Theme.dim, clip: inner)
  }
}
