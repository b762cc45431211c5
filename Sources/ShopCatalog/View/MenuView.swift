import GameCore
import TerminalKit

/// The lunch menu: every section in one list (no category rail), a dish as a three-row cell —
/// picture, name, price and VIP price, its notes, `− n +` — and at the top when the menu was
/// last refreshed (`r`, the lunch app's pull to refresh).
struct MenuView {
  let program: ShopProgram
  var state: ShopState { program.state }

  static let dishHeight = 3

  /// Each row of the market's list with its first line, from the top of the list.
  static func offsets(_ state: ShopState) -> [Int] {
    var y = 0
    return state.market.rows.map { row in
      defer {
        if case .header = row { y += 1 } else { y += dishHeight }
      }
      return y
    }
  }

  /// The first line shown: none while the focused dish fits on the first screen, else the dish
  /// in the middle.
  static func top(_ state: ShopState, focus: Int, height: Int) -> Int {
    let offsets = offsets(state)
    guard offsets.indices.contains(focus) else { return 0 }
    let end = offsets[focus] + dishHeight
    guard end > height else { return 0 }
    let total = (offsets.last ?? 0) + dishHeight
    return max(0, min(offsets[focus] - height / 2, total - height))
  }

  /// `Last updated on Dec 1, 2026 at 6:30 PM`, as the lunch app wrote it; in Chinese the date
  /// as the shop writes dates.
  static func updated(_ time: ShopTime, language: ShopPresentation.Language) -> String {
    guard language == .en else { return "最后更新: \(time)" }
    let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    let (year, month, day) = time.date.parts
    let hour = time.minutes / 60, minute = time.minutes % 60
    let clock = "\(hour % 12 == 0 ? 12 : hour % 12):\(minute < 10 ? "0" : "")\(minute) \(hour < 12 ? "AM" : "PM")"
    return "Last updated on \(months[month - 1]) \(day), \(year) at \(clock)"
  }

  func draw(in area: Rect, into buffer: inout CellBuffer) {
    let words = program.words
    let language = state.shop.presentation.language
    let status = state.refreshed.map { Self.updated($0, language: language) } ?? (language == .en ? "r refreshes the menu" : "r 刷新菜单")
    Label.centered(status, in: area, y: area.y, style: Theme.dim, into: &buffer)
    let list = Rect(x: area.x, y: area.y + 1, width: area.width, height: max(0, area.height - 1))
    let offsets = Self.offsets(state)
    let top = Self.top(state, focus: program.marketRow, height: list.height)
    for (index, row) in state.market.rows.enumerated() {
      let y = list.y + offsets[index] - top
      guard y + 1 > list.y, y < list.maxY else { continue }
      switch row {
      case .header(let c):
        buffer.write("── " + TextCleaner.clean(state.shop.categories[c].name) + " ──", x: list.x + 1, y: y, style: Theme.title, clip: list)
      case .product(let id, _):
        guard let dish = state.shop.products[id] else { continue }
        drawDish(dish, focused: index == program.marketRow, in: Rect(x: list.x, y: y, width: list.width, height: Self.dishHeight),
                 clip: list, words: words, into: &buffer)
      }
    }
  }

  private func drawDish(_ dish: Product, focused: Bool, in rect: Rect, clip: Rect, words: ShopWords, into buffer: inout CellBuffer) {
    let picture = Rect(x: rect.x + 1, y: rect.y, width: 6, height: Self.dishHeight)
    if picture.y >= clip.y, picture.maxY <= clip.maxY { program.session.drawPicture(dish.picture, in: picture, into: &buffer) }
    let text = Rect(x: rect.x + 8, y: rect.y, width: max(0, rect.width - 9), height: Self.dishHeight)
    let quantity = state.cart.quantity(of: dish.id)
    let controls = words(dish.isOutOfStock ? "补货中" : quantity > 0 ? "− \(quantity) +" : "+")
    let name = DisplayWidth.truncate(TextCleaner.clean(dish.name), to: max(0, text.width - DisplayWidth.of(controls) - 2))
    let nameStyle = focused ? Theme.focused : Theme.title
    if text.y >= clip.y, text.y < clip.maxY {
      if focused { buffer.fill(Rect(x: text.x, y: text.y, width: text.width, height: 1), style: Theme.focused) }
      buffer.write(name, x: text.x, y: text.y, style: nameStyle, clip: clip)
      buffer.write(controls, x: text.maxX - DisplayWidth.of(controls), y: text.y,
                   style: dish.isOutOfStock && !focused ? Theme.wrong : nameStyle, clip: clip)
    }
    var price = words(dish.price.description)
    if let vip = dish.vipPrice { price += "   VIP " + words(vip.description) }
    if text.y + 1 >= clip.y, text.y + 1 < clip.maxY { buffer.write(price, x: text.x, y: text.y + 1, style: Theme.text, clip: clip) }
    if let notes = dish.notes, text.y + 2 >= clip.y, text.y + 2 < clip.maxY {
      buffer.write(DisplayWidth.truncate(TextCleaner.clean(notes), to: text.width), x: text.x, y: text.y + 2, style: Theme.dim, clip: clip)
    }
  }
}

extension ShopProgram {
  var words: ShopWords { ShopWords(state.shop.presentation) }

  /// The menu's keys: ↑↓ from dish to dish, + and - for the cart, Enter opens a dish, r refreshes.
  mutating func handleMenu(_ event: InputEvent, now: Double) -> ProgramOutcome {
    let products = state.market.productRows
    guard !products.isEmpty else { return .ignored }
    if !products.contains(marketRow) { marketRow = products[0] }
    guard case .product(let id, _) = state.market.rows[marketRow] else { return .ignored }
    switch event {
    case .key(.character("+")), .key(.character("=")): send(.added(id), now: now)
    case .key(.character("-")): send(.removedOne(id), now: now)
    case .key(.up), .key(.down):
      let i = products.firstIndex(of: marketRow) ?? 0
      marketRow = products[min(products.count - 1, max(0, i + (event == .key(.down) ? 1 : -1)))]
      send(.marketScrolled(toRow: marketRow), now: now)
    case .key(.enter): send(.productOpened(id), now: now)
    case .key(.character("r")): send(.menuRefreshed(readClock()), now: now)
    case .mouse(let mouse) where mouse.kind == .wheelDown || mouse.kind == .wheelUp:
      let i = products.firstIndex(of: marketRow) ?? 0
      marketRow = products[min(products.count - 1, max(0, i + (mouse.kind == .wheelDown ? 2 : -2)))]
    default: return .ignored
    }
    return .continue
  }
}
