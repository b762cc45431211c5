import TerminalKit

/// 首页: the carousel, the icon buttons, the activities, 新鲜热卖 and the way to the market.
enum HomeScreen: ShopScreenFeature {
  struct State: Equatable, Sendable {
    /// The focused item of `HomeLayout`, and the first page row shown.
    var focus: Int
    var top = 0
    var carousel: Carousel

    /// The focus starts below the banner, so that the carousel turns until the player moves up
    /// onto it (which holds it).
    init(shop: Shop, links: ShowcaseLinks, width: Int = 80) {
      focus = HomeLayout(shop: shop, links: links, width: width).items.firstIndex { $0.item != .banner } ?? 0
      carousel = Carousel(count: shop.banners.count)
    }
  }

  enum Action: Equatable, Sendable {
    /// A move or a click landed on an item; the page now starts at `top`.
    case focused(Int, top: Int, onBanner: Bool)
    case scrolled(top: Int)
    case bannerTurned(Int)
    case pressed(HomeLayout.Item)
    case account(AccountChange)
  }

  static let name = "home"

  static func reduce(into state: inout State, _ action: Action, env: ShopEnvironment) -> [ShopEffect] {
    switch action {
    case .focused(let i, let top, let onBanner):
      state.focus = i
      state.top = top
      state.carousel.held = onBanner
    case .scrolled(let top):
      state.top = top
    case .bannerTurned(let step):
      state.carousel.turn(by: step, at: env.now)
    case .pressed(let item):
      return press(item, state: &state, env: env)
    case .account(let change):
      return [.account(change)]
    }
    return []
  }

  private static func press(_ item: HomeLayout.Item, state: inout State, env: ShopEnvironment) -> [ShopEffect] {
    switch item {
    case .banner:
      // The banner shown leads where its title does, as a button; one naming nothing the pack
      // has says so (the original's 此乐事非彼乐视 went to a web page).
      let i = state.carousel.index
      guard env.shop.banners.indices.contains(i) else { return [] }
      return open(env.links.banners.indices.contains(i) ? env.links.banners[i] : nil, title: env.shop.banners[i].title)
    case .button(let i): return open(env.links.buttons[i], title: env.shop.buttons[i].title)
    case .activity(let i): return open(env.links.activities[i], title: env.shop.activities[i].title)
    case .product(let id): return [.push(.product(id))]
    case .footer: return [.selectTab(.market)]
    }
  }

  private static func open(_ link: ShowcaseLink?, title: String) -> [ShopEffect] {
    switch link {
    case .category(let i)?: return [.showCategory(i)]
    case .search(let words)?: return [.push(.search(words))]
    // A banner that leads nowhere, or a script's choice of what is not offered.
    case nil: return [.notice(.showcaseOnly(TextCleaner.clean(title)))]
    }
  }

  static func action(for event: InputEvent, state: State, env: ShopEnvironment, area: Rect) -> Action? {
    let layout = HomeLayout(shop: env.shop, links: env.links, width: area.width)
    guard !layout.items.isEmpty else { return nil }
    let focus = min(state.focus, layout.items.count - 1)
    let item = layout.items[focus].item
    if case .product(let id) = item, let change = PlusMinus.change(for: event, product: id) { return .account(change) }
    func land(_ i: Int) -> Action {
      .focused(i, top: layout.top(keeping: i, from: state.top, visible: area.height), onBanner: layout.items[i].item == .banner)
    }
    switch event {
    case .key(.left) where item == .banner, .key(.right) where item == .banner:
      return .bannerTurned(event == .key(.right) ? 1 : -1)
    case .key(let key) where [.up, .down, .left, .right, .home, .end].contains(key):
      return layout.move(from: focus, key).map(land)
    case .key(.pageDown), .key(.pageUp):
      let rows = max(1, area.height - 2)
      let target = layout.items.indices.min { a, b in
        let goal = layout.items[focus].rect.y + (event == .key(.pageDown) ? rows : -rows)
        return abs(layout.items[a].rect.y - goal) < abs(layout.items[b].rect.y - goal)
      }
      return target.map(land)
    case .key(.enter), .key(.character(" ")):
      return .pressed(item)
    case .mouse(let mouse) where mouse.kind == .press:
      guard let i = layout.item(at: mouse.x, mouse.y, top: state.top, area: area) else { return nil }
      return .pressed(layout.items[i].item)
    case .mouse(let mouse) where mouse.kind == .wheelDown || mouse.kind == .wheelUp:
      return .scrolled(top: max(0, min(layout.height - 1, state.top + (mouse.kind == .wheelDown ? 3 : -3))))
    default:
      return nil
    }
  }

  static func keyHints(_ state: State, env: ShopEnvironment) -> [KeyHint] {
    [KeyHint("↑↓←→", env.words(.keyMove)), KeyHint("Enter", env.words(.keyOpen)), KeyHint("+/-", env.words(.keyCart))]
  }

  static func focusPoint(_ state: State, env: ShopEnvironment, area: Rect) -> (x: Int, y: Int)? {
    let items = HomeLayout(shop: env.shop, links: env.links, width: area.width).items
    guard items.indices.contains(state.focus) else { return nil }
    let rect = items[state.focus].rect
    return (rect.x + 2, area.y + rect.y - state.top + 1)
  }

  static func deadline(_ state: State, env: ShopEnvironment) -> Double? { state.carousel.deadline }

  static func tick(_ state: inout State, now: Double) { state.carousel.advance(to: now) }
}
