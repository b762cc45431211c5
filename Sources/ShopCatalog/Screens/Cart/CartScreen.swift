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
    case .mouse(let mouse) where mouse.kind == .press && mouse.y == area.maxY - 2 && mouse.x >= area.maxX - 16: return .checkOut
    default:
      guard let next = ListKeys.move(event, focus: max(0, focus), count: cart.lines.count,
                                     page: max(1, area.height - 6)) else { return nil }
      return .focused(next)
    }
  }

  static func keyHints(_ state: State, env: ShopEnvironment) -> [KeyHint] {
    let w = env.words
    guard !env.account.cart.lines.isEmpty else { return [KeyHint("Enter", w(.keyBrowse))] }
    return [KeyHint("c", w(.keyCheckOut)), KeyHint("+/-", w(.keyUnits)), KeyHint("Space", w(.keySelect)), KeyHint("a", w(.keyAll))]
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
    let all = cart.allSelected ? "[✓]" : "[ ]"
    buffer.write("\(all) " + w(.selectAll), x: area.x + 1, y: area.y, style: focus == -1 ? Theme.focused : Theme.text)
    let listHeight = max(0, area.height - 5)
    let first = max(0, focus - listHeight + 1)
    for (offset, line) in cart.lines.enumerated().dropFirst(first).prefix(listHeight) {
      guard let product = env.shop.products[line.id] else { continue }
      let row = Rect(x: area.x, y: area.y + 1 + offset - first, width: area.width, height: 1)
      let focused = offset == focus
      buffer.write(line.selected ? "[✓]" : "[ ]", x: row.x + 1, y: row.y, style: focused ? Theme.focused : Theme.text)
      ProductLine.draw(product, quantity: line.quantity, in: Rect(x: row.x + 4, y: row.y, width: row.width - 4, height: 1),
                       focused: focused, env: env, into: &buffer)
    }
    let bill = env.bill
    let y = area.maxY - 4
    buffer.write(w(.cartLine, env.money(bill.goods), env.money(bill.delivery), deliveryLine(bill, env: env)), x: area.x + 1, y: y + 1,
                 style: Theme.text)
    buffer.write(w(.cartTotal, env.money(bill.total)), x: area.x + 1, y: y + 2, style: Theme.title)
    let button = w(.checkOutButton)
    buffer.write(button, x: area.maxX - DisplayWidth.of(button) - 1, y: y + 2, style: Theme.accent)
  }

  /// `满¥30.00免运费 ✓` or `再买 ¥3.20 免运费`.
  static func deliveryLine(_ bill: Bill, env: ShopEnvironment) -> String {
    let from = env.money(env.rules.freeDeliveryFrom)
    guard let untilFree = bill.untilFree else { return env.words(bill.goods == .zero ? .freeDeliveryFrom : .freeDeliveryDone, from) }
    return env.words(.freeDeliveryLeft, env.money(untilFree))
  }
}
