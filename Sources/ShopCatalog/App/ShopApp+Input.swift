import GameCore
import TerminalKit

/// Keys and clicks: the overlay first, then what every screen shares (the tabs, back, search,
/// the cart, quitting), then the screen shown.
extension ShopApp {
  /// How long the splash stays unless a key skips it (the original's AD: about 4 s).
  static let splashSeconds = 4.0

  mutating func handle(_ event: InputEvent, size: Size, world: ShopWorld) -> (outcome: ProgramOutcome, applied: Applied) {
    var applied = Applied()
    if let overlay {
      let effects = overlayEffects(overlay, event)
      guard let effects else { return (.ignored, applied) }
      // The splash and the guide cover the whole screen before the first one is seen: a notice
      // from opening the pack (open in another window, its save set aside) waits for them.
      if !overlay.coversTheFirstScreen { notice = nil }
      apply(effects, world: world, into: &applied)
      return (applied.quit ? .quit : .continue, applied)
    }
    let area = ShopFrame.content(size)
    var box = stack.top.box
    let typing = box.takesText(env: env)
    var shared: [ShopEffect]?
    switch event {
    case .key(.tab), .key(.backTab):
      let i = tabs.firstIndex(of: tab) ?? 0
      shared = [.selectTab(tabs[(i + (event == .key(.tab) ? 1 : tabs.count - 1)) % tabs.count])]
    case .key(.escape):
      // Back; at a tab, to the first tab; at the first tab, a question before leaving.
      shared = !stack.isAtRoot ? [.pop] : tab != tabs[0] ? [.selectTab(tabs[0])] : [.present(.confirmQuit)]
    case .key(.character("q")) where !typing: shared = [.present(.confirmQuit)]
    case .key(.character("/")) where !typing: shared = isSearch ? [] : [.push(.search(nil))]
    case .key(.character("c")) where !typing && !(tab == .cart && stack.isAtRoot): shared = [.selectTab(.cart)]
    case .mouse(let mouse) where mouse.kind == .press && mouse.y == ShopFrame.tabRow(size):
      if let i = ShopFrame.tabRects(size, count: tabs.count).firstIndex(where: { $0.contains(x: mouse.x, y: mouse.y) }) {
        shared = [.selectTab(tabs[i])]
      }
    default: break
    }
    if let shared {
      notice = nil
      apply(shared, world: world, into: &applied)
      return (applied.quit ? .quit : .continue, applied)
    }
    let before = env
    guard let effects = box.handle(event, env: before, area: area) else { return (.ignored, applied) }
    notice = nil
    stack.top = box.screen
    apply(effects, world: world, into: &applied)
    return (applied.quit ? .quit : .continue, applied)
  }

  private var isSearch: Bool {
    if case .search = stack.top { return true }
    return false
  }

  /// The overlay takes every key first; nil for a key it does not take.
  func overlayEffects(_ overlay: ShopOverlay, _ event: InputEvent) -> [ShopEffect]? {
    let yes = event == .key(.character("y")) || event == .key(.enter)
    let no = event == .key(.character("n")) || event == .key(.escape)
    func answer(_ change: ShopEffect) -> [ShopEffect]? { yes ? [change] : no ? [.dismiss] : nil }
    switch overlay {
    case .confirmClearHistory: return answer(.account(.clearHistory))
    case .confirmDeleteAddress(let i): return answer(.account(.deleteAddress(i)))
    case .confirmDeleteOrder(let i): return answer(.account(.deleteOrder(i)))
    case .confirmReset: return answer(.account(.reset))
    case .confirmQuit: return yes || event == .key(.character("q")) ? [.quit] : no ? [.dismiss] : nil
    case .guide(let page):
      let last = page >= env.guidePages.count - 1
      switch event {
      case .key(.right), .key(.character(" ")), .key(.enter): return last ? [.account(.guideSeen)] : [.present(.guide(page: page + 1))]
      case .key(.left): return [.present(.guide(page: max(0, page - 1)))]
      // Leaving the guide is going through it: it is not shown again for this version.
      case .key(.escape), .key(.character("s")): return [.account(.guideSeen)]
      default: return nil
      }
    case .splash:
      // Any key skips the splash, and does nothing else.
      return [.dismiss]
    }
  }

  /// The program's clock moved on: the splash counts down, the screen shown moves on its own.
  mutating func advance(to now: Double) {
    self.now = max(self.now, now)
    if case .splash(let until) = overlay {
      if let until {
        if now >= until { overlay = nil }
      } else {
        overlay = .splash(until: now + Self.splashSeconds)
      }
    }
    var box = stack.top.box
    box.tick(now: now)
    stack.top = box.screen
  }

  /// When the screen next changes on its own: the carousel's turn, the splash's seconds.
  var deadline: Double? {
    if case .splash(let until) = overlay { return until.map { min($0, now + 1) } ?? now }
    guard overlay == nil else { return nil }
    return stack.top.box.deadline(env: env)
  }

  /// Where the focused product is drawn, for a flight to the cart.
  func focusPoint(size: Size) -> (x: Int, y: Int)? {
    if tab == .cart, stack.isAtRoot { return nil }
    return stack.top.box.focusPoint(env: env, area: ShopFrame.content(size))
  }

  var keyHints: [KeyHint] {
    let box = stack.top.box
    // Back first, then the screen's own keys; a narrow bar cuts from the end, so the keys every
    // screen shares (the tabs, which are on screen to click, and search) go last.
    var hints = [KeyHint("Esc", words(stack.isAtRoot && tab == tabs[0] ? .keyQuit : .keyBack))] + box.keyHints(env: env)
    hints.append(KeyHint("Tab", words(.keyTabs)))
    if !box.takesText(env: env) { hints.append(KeyHint("/", words(.keySearch))) }
    return hints
  }
}
