import TerminalKit

/// 设置: 关于, 重置本店数据, 新手引导. (No 清除缓存: the shop keeps no cache; the original's pictures
/// are web addresses, never fetched.)
enum SettingsScreen: ShopScreenFeature {
  struct State: Equatable, Sendable {
    var focus = 0
  }

  enum Action: Equatable, Sendable {
    case focused(Int)
    case resetAsked
    case guideAsked
  }

  static let name = "settings"
  static let entries = 3

  static func reduce(into state: inout State, _ action: Action, env: ShopEnvironment) -> [ShopEffect] {
    switch action {
    case .focused(let i): state.focus = i
    case .resetAsked: return [.present(.confirmReset)]
    case .guideAsked: return env.guidePages.isEmpty ? [.notice(.noGuide)] : [.present(.guide(page: 0))]
    }
    return []
  }

  static func action(for message: AppMessage, state: State) -> Action? {
    nil
  }

  static func action(for event: InputEvent, state: State, env: ShopEnvironment, area: Rect) -> Action? {
    switch event {
    case .key(.enter), .key(.character(" ")):
      switch state.focus {
      case 1: return .resetAsked
      case 2: return .guideAsked
      default: return nil
      }
    default: return PageView.move(event, focus: state.focus, count: entries, area: area).map(Action.focused)
    }
  }

  static func keyHints(_ state: State, env: ShopEnvironment) -> [KeyHint] {
    [KeyHint("↑↓", env.words(.keyMove)), KeyHint("Enter", env.words(.keyDo))]
  }

  static func json(_ state: State, env: ShopEnvironment) -> [(String, JSON)] {
    [("settings", .object([("version", .string(env.shop.presentation.version))]))]
  }

  static func rows(_ state: State, env: ShopEnvironment, packName: String) -> [PageRow] {
    let w = env.words
    // Said once, here: the original's data names its pictures by web address, and none is fetched.
    let web = env.shop.hasWebPictures ? [PageRow(w(.aboutWebPictures), Theme.dim, entry: 0)] : []
    return [
      PageRow(w(.about), Theme.title, entry: 0),
      PageRow(w(.aboutShop, TextCleaner.clean(packName), TextCleaner.clean(env.shop.presentation.version)), Theme.text, entry: 0),
      PageRow(w(.aboutContents, String(env.shop.products.count), String(env.shop.categories.count)), Theme.dim, entry: 0),
    ] + web + [
      PageRow(w(.resetShop), Theme.text, entry: 1),
      PageRow(w(.guideEntry), Theme.text, entry: 2),
    ]
  }

  static func draw(_ state: State, env: ShopEnvironment, canvas: ShopCanvas, in area: Rect, into buffer: inout CellBuffer) {
    PageView.draw(title: env.words(.settings), rows: rows(state, env: env, packName: env.packName), focus: state.focus, in: area,
                  into: &buffer)
  }
}
