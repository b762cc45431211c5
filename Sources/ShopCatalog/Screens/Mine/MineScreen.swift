import TerminalKit

/// 我的: three buttons — 我的订单, 优惠券 (with the usable coupons as a badge), 我的消息 — then
/// the pack's menu and 设置.
enum MineScreen: ShopScreenFeature {
  struct State: Equatable, Sendable {
    var focus = 0
  }

  /// What the focus moves through; drawing and keys share it.
  enum Item: Equatable, Sendable {
    case page(ShopRoute)
    /// An entry of the pack's menu.
    case menu(MineEntry)
    case settings
  }

  enum Action: Equatable, Sendable {
    case focused(Int)
    case opened(Item)
  }

  static let name = "mine"
  /// The buttons across the top: the rest are a list below them.
  static let buttons = 3

  static func items(_ env: ShopEnvironment) -> [Item] {
    // An entry that opens no page of this version is not shown: it would look like one.
    [.page(.orders), .page(.coupons), .page(.messages)] + env.shop.account.menu.filter { $0.page != nil }.map(Item.menu) + [.settings]
  }

  /// Where a menu entry leads.
  static func route(for page: MineEntry.Page) -> ShopRoute {
    switch page {
    case .addresses: .addresses
    case .help: .help
    case .feedback: .feedback
    case .settings: .settings
    case .orders: .orders
    case .coupons: .coupons
    case .messages: .messages
    }
  }

  static func reduce(into state: inout State, _ action: Action, env: ShopEnvironment) -> [ShopEffect] {
    switch action {
    case .focused(let i): state.focus = i
    case .opened(.page(let route)): return [.push(route)]
    case .opened(.settings): return [.push(.settings)]
    case .opened(.menu(let entry)):
      guard let page = entry.page else { return [.notice(.menuEntryNotHere(TextCleaner.clean(entry.title)))] }
      return [.push(route(for: page))]
    }
    return []
  }

  static func action(for event: InputEvent, state: State, env: ShopEnvironment, area: Rect) -> Action? {
    let items = items(env)
    let focus = min(max(0, state.focus), items.count - 1)
    switch event {
    case .key(.left): return focus > 0 && focus < buttons ? .focused(focus - 1) : nil
    case .key(.right): return focus < buttons - 1 ? .focused(focus + 1) : nil
    case .key(.down): return focus < buttons ? .focused(min(items.count - 1, buttons)) : focus + 1 < items.count ? .focused(focus + 1) : nil
    case .key(.up): return focus < buttons ? nil : .focused(focus == buttons ? 0 : focus - 1)
    case .key(.home): return .focused(0)
    case .key(.end): return .focused(items.count - 1)
    case .key(.enter), .key(.character(" ")): return .opened(items[focus])
    case .mouse(let mouse) where mouse.kind == .press:
      guard let i = itemRects(env, area: area).firstIndex(where: { $0.contains(x: mouse.x, y: mouse.y) }) else { return nil }
      return .opened(items[i])
    default: return nil
    }
  }

  static func keyHints(_ state: State, env: ShopEnvironment) -> [KeyHint] {
    [KeyHint("↑↓←→", env.words(.keyMove)), KeyHint("Enter", env.words(.keyOpen))]
  }

  /// Each item's place: the buttons across the top, the list below.
  static func itemRects(_ env: ShopEnvironment, area: Rect) -> [Rect] {
    let width = max(1, (area.width - 2) / 3)
    return items(env).indices.map { i in
      i < buttons ? Rect(x: area.x + 1 + i * width, y: area.y + 1, width: width - 1, height: 3)
        : Rect(x: area.x + 1, y: area.y + 5 + (i - buttons), width: area.width - 2, height: 1)
    }
  }

  static func title(_ item: Item, env: ShopEnvironment) -> String {
    let w = env.words
    switch item {
    case .page(.orders): return w(.myOrders)
    case .page(.coupons):
      let badge = env.account.usableCoupons(of: env.shop, on: env.today.date)
      return badge == 0 ? w(.coupons) : w(.couponsBadge, badge > 99 ? "99+" : String(badge))
    case .page: return w(.myMessages)
    case .menu(let entry): return TextCleaner.clean(entry.title)
    case .settings: return w(.settings)
    }
  }

  static func draw(_ state: State, env: ShopEnvironment, canvas: ShopCanvas, in area: Rect, into buffer: inout CellBuffer) {
    let items = items(env)
    for (i, (item, rect)) in zip(items, itemRects(env, area: area)).enumerated() {
      let focused = i == state.focus
      if i < buttons {
        Frame.draw(rect, style: focused ? Theme.accent : Theme.frame, heavy: focused, into: &buffer)
        Label.centered(title(item, env: env), in: rect.inset(1), y: rect.y + 1, style: focused ? Theme.focused : Theme.text, into: &buffer)
      } else if rect.y < area.maxY {
        let line = DisplayWidth.pad("  " + title(item, env: env) + "  ›", to: rect.width)
        buffer.write(line, x: rect.x, y: rect.y, style: focused ? Theme.focused : Theme.text, clip: area)
      }
    }
    if let gap = env.gapText(.menu), env.shop.account.menu.isEmpty {
      buffer.write(gap, x: area.x + 3, y: area.y + 6, style: Theme.dim, clip: area)
    }
  }
}
