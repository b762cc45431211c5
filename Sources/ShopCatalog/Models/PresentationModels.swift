import PlistKit
import TerminalKit

/// How a pack presents its shop: the layout (爱鲜蜂's home and market with a category rail, or
/// a lunch menu in one list), the language of the screens, the version whose change shows the
/// guide again, the guide's pages and the splash.
public struct ShopPresentation: Equatable, Sendable {
  public enum Layout: String, Equatable, Sendable { case market, menu }
  public enum Language: String, Equatable, Sendable { case zh, en }

  public var layout = Layout.market
  public var language = Language.zh
  public var version = "1"
  /// The sign before an amount: `¥`, `$`.
  public var currency = "¥"
  public var guide: [GuidePage] = GuidePage.standard
  public var splash: Splash?

  public init() {}
}

/// A page of the first-run guide.
public struct GuidePage: Equatable, Sendable {
  public var title: String
  public var text: String
  public var picture: String

  public init(title: String, text: String, picture: String = "") {
    self.title = title
    self.text = text
    self.picture = picture
  }

  /// For a pack that brings none: four pages, as the original had, saying what the tabs do.
  public static let standard = [
    GuidePage(title: "首页", text: "焦点图, 新鲜热卖: 按 Enter 看商品, + 放进购物车"),
    GuidePage(title: "闪电超市", text: "左边选分类, 右边的商品跟着走; / 搜索"),
    GuidePage(title: "购物车", text: "空格选中, 选好了就结算: 地址, 时间, 支付, 确认"),
    GuidePage(title: "我的", text: "订单, 优惠劵, 地址, 消息, 客服帮助. 这是演示: 不会扣款"),
  ]
}

/// The splash shown on later opens (the original's `AD`): inside its dates only.
public struct Splash: Equatable, Sendable {
  public var title: String
  public var picture: String
  public var starts: CivilDate?
  public var ends: CivilDate?

  public func shows(on day: CivilDate) -> Bool {
    (starts.map { day >= $0 } ?? true) && (ends.map { day <= $0 } ?? true)
  }
}

// MARK: - Reading

/// `settings` of a catalog: `layout` (market or menu), `language` (zh or en), `version`.
struct CatalogSettings: PlistModel {
  var presentation = ShopPresentation()

  init(from plist: PlistObject) throws(ModelError) {
    let layout: String = try plist.optional("layout", default: "market")
    guard let parsed = ShopPresentation.Layout(rawValue: layout) else {
      throw ModelError(.invalid("expected market or menu, found \"\(layout.prefix(24))\""), at: PlistPath([.key("layout")]))
    }
    let language: String = try plist.optional("language", default: "zh")
    guard let spoken = ShopPresentation.Language(rawValue: language) else {
      throw ModelError(.invalid("expected zh or en, found \"\(language.prefix(24))\""), at: PlistPath([.key("language")]))
    }
    presentation.layout = parsed
    presentation.language = spoken
    presentation.version = try plist.optional("version", as: FlexibleID.self)?.text ?? "1"
    let currency: String = try plist.optional("currency", default: "¥")
    guard (1...3).contains(currency.count), !currency.contains(where: { $0.isWhitespace || $0.isNumber }) else {
      throw ModelError(.invalid("expected a currency sign such as ¥ or $, found \"\(currency.prefix(24))\""), at: PlistPath([.key("currency")]))
    }
    presentation.currency = TextCleaner.clean(currency)
  }
}

struct CatalogGuidePage: PlistModel {
  let page: GuidePage
  init(from plist: PlistObject) throws(ModelError) {
    page = GuidePage(title: try plist.required("title"), text: try plist.optional("text", default: ""),
                     picture: try plist.optional("picture", default: ""))
  }
}

/// Ours: `title`, `picture`, `starts`, `ends` (days); the original's AD: `data.title`,
/// `img_name`, `starttime`/`endtime` as seconds since 1970 in a string.
struct CatalogSplash: PlistModel {
  let splash: Splash
  init(from plist: PlistObject) throws(ModelError) {
    splash = Splash(title: try plist.optional("title", default: ""), picture: try plist.optional("picture", default: ""),
                    starts: try plist.optional("starts", as: DateText.self)?.date, ends: try plist.optional("ends", as: DateText.self)?.date)
  }
}

struct OriginalAD: PlistModel {
  struct Body: PlistModel {
    let splash: Splash
    init(from plist: PlistObject) throws(ModelError) {
      plist.ignore(["img_big_name", "img_url"])
      func day(_ key: String) throws(ModelError) -> CivilDate? {
        guard let seconds = try plist.optional(key, as: UnixSeconds.self)?.value, seconds > 0 else { return nil }
        return ShopTime(unixSeconds: Double(seconds), utcOffset: 8 * 3_600).date
      }
      splash = Splash(title: try plist.optional("title", default: ""), picture: try plist.optional("img_name", default: ""),
                      starts: try day("starttime"), ends: try day("endtime"))
    }
  }

  let splash: Splash
  init(from plist: PlistObject) throws(ModelError) {
    plist.ignore(["code", "msg", "reqid"])
    splash = try plist.required("data", as: Body.self).splash
  }
}

/// Seconds since 1970 in a string or a number, up to the year 9999.
struct UnixSeconds: PlistConvertible {
  let value: Int
  static var expectedDescription: String { "seconds since 1970 (a whole number, or one in a string)" }
  static func convert(_ node: PlistNode, context: ModelContext) throws(ModelError) -> UnixSeconds {
    let range: ClosedRange<Int64> = 0...253_402_300_799
    switch node.value {
    case .integer(let i) where range.contains(i): return UnixSeconds(value: Int(i))
    case .string(let s):
      guard s.utf8.count <= 12, let n = Int64(s), range.contains(n) else {
        throw ModelError(.invalid("expected seconds since 1970, found \"\(s.prefix(24))\""))
      }
      return UnixSeconds(value: Int(n))
    default: throw mismatch(node)
    }
  }
}
