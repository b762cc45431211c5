import GameCore
import PlistKit
import TerminalKit

/// Keys on 我的 and its pages.
extension ShopProgram {
  mutating func handleMine(_ event: InputEvent, now: Double) -> ProgramOutcome {
    let items = MineView.items(state)
    mineFocus = min(max(0, mineFocus), items.count - 1)
    switch event {
    case .key(.left), .key(.up): mineFocus = max(0, mineFocus - 1)
    case .key(.right), .key(.down): mineFocus = min(items.count - 1, mineFocus + 1)
    case .key(.enter), .key(.character(" ")): open(items[mineFocus], now: now)
    default: return .ignored
    }
    return .continue
  }

  mutating func open(_ item: MineView.Item, now: Double) {
    switch item {
    case .page(let page, _): openPage(page, now: now)
    case .menu(let title):
      if let page = MineView.page(forMenu: title) {
        openPage(page, now: now)
      } else {
        state.message = "\(TextCleaner.clean(title)): only a showcase"
      }
    }
  }

  mutating func openPage(_ page: ShopScreen, now: Double) {
    send(.pageOpened(page), now: now)
    pageFocus = 0
    if page == .settings { send(.cacheMeasured(ShopCache(root: context.cacheFolder).size), now: now) }
    // The coupons open on the first coupon; the code field is one row up.
    if page == .coupons, !state.shop.account.coupons.isEmpty { pageFocus = 1 }
  }

  /// How many entries the focus moves through on the page shown.
  var pageEntries: Int {
    switch state.screen {
    case .orders: state.orders.count
    case .coupons: state.shop.account.coupons.count + 1
    case .messages: state.shownMessages.count
    case .help: state.shop.account.help.count
    case .addresses: state.addresses.count + 1
    default: 0
    }
  }

  mutating func handlePage(_ event: InputEvent, now: Double) -> ProgramOutcome {
    if case .order(let index) = state.screen {
      guard event == .key(.character("r")) || event == .key(.enter) else { return .ignored }
      send(.reordered(index), now: now)
      return .continue
    }
    let count = pageEntries
    if state.screen == .coupons, pageFocus == 0, event != .key(.up), event != .key(.down) {
      if event == .key(.enter) {
        send(.couponBound(codeField.text), now: now)
        return .continue
      }
      return codeField.handle(event) ? .continue : .ignored
    }
    if state.screen == .addresses {
      let onAddress = pageFocus < state.addresses.count
      switch event {
      case .key(.character("n")):
        send(.addressFormOpened(editing: nil), now: now)
      case .key(.enter):
        send(.addressFormOpened(editing: onAddress ? pageFocus : nil), now: now)
      case .key(.character("d")) where onAddress:
        send(.addressDeleteAsked(pageFocus), now: now)
      case .key(.character("s")) where onAddress:
        send(.defaultAddressChosen(pageFocus), now: now)
      default:
        return handleList(event, count: count, now: now)
      }
      if state.screen == .addressForm { loadFormFields() }
      return .continue
    }
    return handleList(event, count: count, now: now)
  }

  private mutating func handleList(_ event: InputEvent, count: Int, now: Double) -> ProgramOutcome {
    switch event {
    case .key(.up): pageFocus = max(0, pageFocus - 1)
    case .key(.down): pageFocus = min(max(0, count - 1), pageFocus + 1)
    case .key(.left) where state.screen == .messages, .key(.right) where state.screen == .messages:
      send(.messageTabChosen(user: event == .key(.right)), now: now)
      pageFocus = 0
    case .key(.enter), .key(.character(" ")):
      guard pageFocus < count else { return .ignored }
      switch state.screen {
      case .orders:
        send(.pageOpened(.order(pageFocus)), now: now)
      case .help: send(.helpToggled(pageFocus), now: now)
      case .messages: send(.messageToggled(pageFocus), now: now)
      default: return .ignored
      }
    default: return .ignored
    }
    return .continue
  }
}
