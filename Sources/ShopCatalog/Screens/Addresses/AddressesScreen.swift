import TerminalKit

/// 我的收货地址: the player's addresses, the default marked; new, edit, delete, make default.
enum AddressesScreen: ShopScreenFeature {
  struct State: Equatable, Sendable {
    /// An address, or the new-address line after them.
    var focus = 0
  }

  enum Action: Equatable, Sendable {
    case focused(Int)
    case newAsked
    case editAsked(Int)
    case deleteAsked(Int)
    case defaultChosen(Int)
  }

  static let name = "addresses"

  static func reduce(into state: inout State, _ action: Action, env: ShopEnvironment) -> [ShopEffect] {
    let addresses = env.account.addresses
    switch action {
    case .focused(let i): state.focus = i
    case .newAsked:
      return env.account.addressesFull ? [.notice(.addressesFull)] : [.push(.addressForm(editing: nil, fromCheckout: false))]
    case .editAsked(let i):
      guard addresses.indices.contains(i) else { return [.notice(.noAddress(i + 1))] }
      return [.push(.addressForm(editing: i, fromCheckout: false))]
    case .deleteAsked(let i):
      guard addresses.indices.contains(i) else { return [.notice(.noAddress(i + 1))] }
      return [.present(.confirmDeleteAddress(i))]
    case .defaultChosen(let i):
      guard addresses.indices.contains(i) else { return [.notice(.noAddress(i + 1))] }
      return [.account(.setDefault(i))]
    }
    return []
  }

  /// A saved address is focused, so that a new one is where the list was left.
  static func action(for message: AppMessage, state: State) -> Action? {
    if case .addressSaved(let i) = message { return .focused(i) }
    return nil
  }

  static func action(for event: InputEvent, state: State, env: ShopEnvironment, area: Rect) -> Action? {
    let count = env.account.addresses.count
    let onAddress = state.focus < count
    switch event {
    case .key(.character("n")): return .newAsked
    case .key(.enter): return onAddress ? .editAsked(state.focus) : .newAsked
    case .key(.character("d")) where onAddress: return .deleteAsked(state.focus)
    case .key(.character("s")) where onAddress: return .defaultChosen(state.focus)
    default: return PageView.move(event, focus: state.focus, count: count + 1, area: area).map(Action.focused)
    }
  }

  static func keyHints(_ state: State, env: ShopEnvironment) -> [KeyHint] {
    let w = env.words
    return [KeyHint("↑↓", w(.keyMove)), KeyHint("Enter", w(.keyEdit)), KeyHint("n", w(.keyNew)), KeyHint("d", w(.keyDelete)),
            KeyHint("s", w(.keyDefault))]
  }

  static func json(_ state: State, env: ShopEnvironment) -> [(String, JSON)] {
    [("addresses", .array(env.account.addresses.enumerated().map { i, address in
      .object([("name", .string(address.name)), ("title", .string(env.titleWord(address.title))), ("phone", .string(address.phone)),
               ("address", .string(address.line)), ("default", .bool(i == env.account.defaultAddress))])
    }))]
  }

  static func rows(env: ShopEnvironment) -> [PageRow] {
    let w = env.words
    let addresses = env.account.addresses
    var rows: [PageRow] = []
    if addresses.isEmpty { rows.append(PageRow(env.gapText(.addresses) ?? w(.noAddresses), Theme.dim)) }
    for (i, address) in addresses.enumerated() {
      let mark = i == env.account.defaultAddress ? w(.defaultMark) : ""
      rows.append(PageRow(TextCleaner.clean(env.contact(address)) + mark, Theme.title, entry: i))
      rows.append(PageRow("  " + TextCleaner.clean(address.line), Theme.text, entry: i))
    }
    rows.append(PageRow(w(.addressListHelp), Theme.accent, entry: addresses.count))
    return rows
  }

  static func draw(_ state: State, env: ShopEnvironment, canvas: ShopCanvas, in area: Rect, into buffer: inout CellBuffer) {
    PageView.draw(title: env.words(.myAddresses), rows: rows(env: env), focus: state.focus, in: area, into: &buffer)
  }
}
