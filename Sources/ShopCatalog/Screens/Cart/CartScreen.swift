import TerminalKit

/// 购物车: the lines with their marks, select-all, the bill and 选好了; or the empty cart and 去逛逛.
enum CartScreen: ShopScreenFeature {
  struct State: Equatable, Sendable {
    /// The focused line; -1 is 全选.
    var focus = 0
  }

  enum Action: Equatable, Sendable {
    case focused(Int)
    case opened(String)
    case browse
    case checkOut
    case account(AccountChange)
  }

  static let name = "cart"

  static func reduce(into state: inout State, _ action: Action, env: ShopEnvironment) -> [ShopEffect] {
    switch action {
    case .focused(let i): state.focus = i
    case .opened(let id): return [.push(.product(id))]
    case .browse: return [.selectTab(.market)]
    case .checkOut: return [.readClock, .push(.checkout)]
    case .account(let change): return [.account(change)]
    }
    return []
  }

  /// The focus kept on a line that is still there.
  static func focus(_ state: State, lines: Int) -> Int { min(max(-1, state.focus), lines - 1) }

  /// Where the cart's parts go; drawing and clicks share it. At the top, as in the original,
  /// who receives it and when (and the late rule for free delivery, where the pack has one);
  /// then 全选, the lines, and the bill with 选好了 at the bottom.
  struct Layout {
    let deliveryRows: Int
    let selectAll: Int
    let list: Rect
    let bill: Int
    let button: Rect

    init(area: Rect, env: ShopEnvironment, button width: Int) {
      deliveryRows = area.height >= 14 ? (env.rules.late == nil ? 2 : 3) : 0
      selectAll = area.y + deliveryRows
      list = Rect(x: area.x, y: selectAll + 1, width: area.width, height: max(0, area.maxY - 4 - selectAll - 1))
      bill = area.maxY - 3
      button = Rect(x: area.maxX - width - 1, y: bill + 1, width: width, height: 1)
    }

    /// The first line shown, so that the focused one is in view.
    func first(focus: Int) -> Int { max(0, focus - list.height + 1) }
  }

  static func layout(_ area: Rect, env: ShopEnvironment) -> Layout {
    Layout(area: area, env: env, button: DisplayWidth.of(env.words(.checkOutButton)))
  }

  static func action(for event: InputEvent, state: State, env: ShopEnvironment, area: Rect) -> Action? {
    let cart = env.account.cart
    guard !cart.lines.isEmpty else {
      switch event {
      case .key(.enter), .key(.character(" ")): return .browse
      case .mouse(let mouse) where mouse.kind == .press && mouse.y == area.y + area.height / 2 + 1: return .browse
      default: return nil
      }
    }
    let focus = focus(state, lines: cart.lines.count)
    let id = focus >= 0 ? cart.lines[focus].id : nil
    if let change = PlusMinus.change(for: event, product: id) { return .account(change) }
    switch event {
    case .key(.character(" ")): return .account(id.map(AccountChange.toggle) ?? .selectAll(!cart.allSelected))
    case .key(.character("a")): return .account(.selectAll(!cart.allSelected))
    case .key(.character("c")): return .checkOut
    case .key(.enter): return id.map(Action.opened) ?? .account(.selectAll(!cart.allSelected))
    case .key(.up) where focus == 0: return .focused(-1)
    case .mouse(let mouse) where mouse.kind == .press:
      let layout = layout(area, env: env)
      if layout.button.contains(x: mouse.x, y: mouse.y) { return .checkOut }
      if mouse.y == layout.selectAll { return .account(.selectAll(!cart.allSelected)) }
      guard layout.list.contains(x: mouse.x, y: mouse.y) else { return nil }
      let line = layout.first(focus: focus) + mouse.y - layout.list.y
      guard cart.lines.indices.contains(line) else { return nil }
      // The box at the start selects; + at the end adds; elsewhere the product opens.
      if mouse.x <= layout.list.x + 3 { return .account(.toggle(cart.lines[line].id)) }
      if mouse.x >= layout.list.maxX - 2 { return .account(.add(cart.lines[line].id)) }
      return line == focus ? .opened(cart.lines[line].id) : .focused(line)
    default:
      guard let next = ListKeys.move(event, focus: max(0, focus), count: cart.lines.count,
                                     page: max(1, layout(area, env: env).list.height - 1)) else { return nil }
      return .focused(next)
    }
  }

  static func keyHints(_ state: State, env: ShopEnvironment) -> [KeyHint] {
    let w = env.words
    guard !env.account.cart.lines.isEmpty else { return [KeyHint("Enter", w(.keyBrowse))] }
    // Check out last: its button says "(c)" on the screen, so a narrow bar may drop it first.
    return [KeyHint("+/-", w(.keyUnits)), KeyHint("Space", w(.keySelect)), KeyHint("a", w(.keyAll)), KeyHint("c", w(.keyCheckOut))]
  }

  static func draw(_ state: State, env: ShopEnvironment, canvas: ShopCanvas, in area: Rect, into buffer: inout CellBuffer) {
    let w = env.words
    let cart = env.account.cart
    guard !cart.lines.isEmpty else {
      Label.centered(w(.cartEmpty), in: area, y: area.y + area.height / 2 - 1, style: Theme.dim, into: &buffer)
      Label.centered(w(.browse), in: area, y: area.y + area.height / 2 + 1, style: Theme.focused, into: &buffer)
      return
    }
    let focus = focus(state, lines: cart.lines.count)
    let layout = layout(area, env: env)
    drawDelivery(env: env, rows: layout.deliveryRows, in: area, into: &buffer)
    let all = cart.allSelected ? "[✓]" : "[ ]"
    buffer.write("\(all) " + w(.selectAll) + " (a)", x: area.x + 1, y: layout.selectAll, style: focus == -1 ? Theme.focused : Theme.text)
    let first = layout.first(focus: focus)
    for (offset, line) in cart.lines.enumerated().dropFirst(first).prefix(layout.list.height) {
      guard let product = env.shop.products[line.id] else { continue }
      let row = Rect(x: area.x, y: layout.list.y + offset - first, width: area.width, height: 1)
      let focused = offset == focus
      buffer.write(line.selected ? "[✓]" : "[ ]", x: row.x + 1, y: row.y, style: focused ? Theme.focused : Theme.text)
      ProductLine.draw(product, quantity: line.quantity, in: Rect(x: row.x + 4, y: row.y, width: row.width - 4, height: 1),
                       focused: focused, env: env, into: &buffer)
    }
    let bill = env.bill
    buffer.write(w(.cartLine, env.money(bill.goods), env.money(bill.delivery), deliveryLine(bill, env: env)), x: area.x + 1,
                 y: layout.bill, style: Theme.text)
    buffer.write(w(.cartTotal, env.money(bill.total)), x: area.x + 1, y: layout.bill + 1, style: Theme.title)
    buffer.write(w(.checkOutButton), x: layout.button.x, y: layout.button.y, style: Theme.accent)
  }

  /// 收货人 and 送货时间 as checkout will open with them, and the late rule for free delivery.
  private static func drawDelivery(env: ShopEnvironment, rows: Int, in area: Rect, into buffer: inout CellBuffer) {
    guard rows > 0 else { return }
    let w = env.words
    let choices = env.checkout.opening()
    let receiver = choices.address.map { env.contact(env.account.addresses[$0]) } ?? w(.noAddressYet)
    let when = choices.slot.map { env.dayTitle(offset: $0.day) + " " + env.slotText($0.slot) } ?? w(.noSlotLeft)
    let line = Rect(x: area.x + 1, y: area.y, width: area.width - 2, height: 1)
    buffer.write(DisplayWidth.truncate(w(.cartReceiver, TextCleaner.clean(receiver)), to: line.width), x: line.x, y: line.y,
                 style: Theme.text, clip: line)
    buffer.write(DisplayWidth.truncate(w(.cartWhen, TextCleaner.clean(when)), to: line.width), x: line.x, y: line.y + 1,
                 style: Theme.text, clip: Rect(x: line.x, y: line.y + 1, width: line.width, height: 1))
    if rows > 2, let late = env.rules.late {
      let text = w(.lateRule, DeliverySlot.clock(late.from), env.money(env.rules.freeDeliveryFrom), env.money(late.freeDeliveryFrom))
      buffer.write(DisplayWidth.truncate(text, to: line.width), x: line.x, y: line.y + 2, style: Theme.dim, clip: Rect(x: line.x, y: line.y + 2, width: line.width, height: 1))
    }
  }

  /// `满¥30.00免运费 ✓` or `再买 ¥3.20 免运费`.
  static func deliveryLine(_ bill: Bill, env: ShopEnvironment) -> String {
    let from = env.money(bill.freeFrom)
    guard let untilFree = bill.untilFree else { return env.words(bill.goods == .zero ? .freeDeliveryFrom : .freeDeliveryDone, from) }
    return env.words(.freeDeliveryLeft, env.money(untilFree))
  }
}
