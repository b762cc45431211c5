import TerminalKit

extension MenuScreen {
  /// `Dec 1, 2026 at 6:30 PM`, as the lunch app wrote it; in Chinese the date as the shop writes dates.
  static func updated(_ time: ShopTime, words: Words) -> String {
    guard !words.isChinese else { return words(.menuUpdated, time.description) }
    let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    let (year, month, day) = time.date.parts
    let hour = time.minutes / 60, minute = time.minutes % 60
    let clock = "\(hour % 12 == 0 ? 12 : hour % 12):\(minute < 10 ? "0" : "")\(minute) \(hour < 12 ? "AM" : "PM")"
    return words(.menuUpdated, "\(months[month - 1]) \(day), \(year) at \(clock)")
  }

  static func draw(_ state: State, env: ShopEnvironment, canvas: ShopCanvas, in area: Rect, into buffer: inout CellBuffer) {
    let status = state.refreshed.map { updated($0, words: env.words) } ?? env.words(.menuRefreshHint)
    Label.centered(status, in: area, y: area.y, style: Theme.dim, into: &buffer)
    let list = Rect(x: area.x, y: area.y + 1, width: area.width, height: max(0, area.height - 1))
    let offsets = offsets(env.rows)
    let top = top(env.rows, focus: state.row, height: list.height)
    for (index, row) in env.rows.rows.enumerated() {
      let y = list.y + offsets[index] - top
      guard y + 1 > list.y, y < list.maxY else { continue }
      switch row {
      case .header(let c):
        buffer.write("── " + TextCleaner.clean(env.shop.categories[c].name) + " ──", x: list.x + 1, y: y, style: Theme.title, clip: list)
      case .product(let id, _):
        guard let dish = env.shop.products[id] else { continue }
        drawDish(dish, focused: index == state.row, in: Rect(x: list.x, y: y, width: list.width, height: dishHeight),
                 clip: list, env: env, canvas: canvas, into: &buffer)
      }
    }
  }

  private static func drawDish(_ dish: Product, focused: Bool, in rect: Rect, clip: Rect, env: ShopEnvironment, canvas: ShopCanvas,
                               into buffer: inout CellBuffer) {
    let picture = Rect(x: rect.x + 1, y: rect.y, width: 6, height: dishHeight)
    if picture.y >= clip.y, picture.maxY <= clip.maxY { canvas.draw(dish.picture, in: picture, title: dish.name, into: &buffer) }
    let text = Rect(x: rect.x + 8, y: rect.y, width: max(0, rect.width - 9), height: dishHeight)
    let controls = ProductLine.controls(dish, quantity: env.account.cart.quantity(of: dish.id), words: env.words)
    let name = DisplayWidth.truncate(TextCleaner.clean(dish.name), to: max(0, text.width - DisplayWidth.of(controls) - 2))
    let nameStyle = focused ? Theme.focused : Theme.title
    if text.y >= clip.y, text.y < clip.maxY {
      if focused { buffer.fill(Rect(x: text.x, y: text.y, width: text.width, height: 1), style: Theme.focused) }
      buffer.write(name, x: text.x, y: text.y, style: nameStyle, clip: clip)
      buffer.write(controls, x: text.maxX - DisplayWidth.of(controls), y: text.y,
                   style: dish.isOutOfStock && !focused ? Theme.wrong : nameStyle, clip: clip)
    }
    var price = env.money(dish.price)
    if let vip = dish.vipPrice { price += "   " + env.words(.vipPrice, env.money(vip)) }
    if text.y + 1 >= clip.y, text.y + 1 < clip.maxY { buffer.write(price, x: text.x, y: text.y + 1, style: Theme.text, clip: clip) }
    if let notes = dish.notes, text.y + 2 >= clip.y, text.y + 2 < clip.maxY {
      buffer.write(DisplayWidth.truncate(TextCleaner.clean(notes), to: text.width), x: text.x, y: text.y + 2, style: Theme.dim, clip: clip)
    }
  }
}
