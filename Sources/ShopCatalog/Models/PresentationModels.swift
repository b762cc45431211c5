import GameCore
import PlistKit
import TerminalKit

// MARK: - Reading

/// `settings` of a catalog: `layout` (market or menu), `language` (zh, en, or another with its
/// `words`), `words` (a text for a `ShopText` key), `version`, `currency`.
struct CatalogSettings: PlistModel {
  var presentation = ShopPresentation()

  init(from plist: PlistObject) throws(ModelError) {
    let layout: String = try plist.optional("layout", default: "market")
    guard let parsed = ShopPresentation.Layout(rawValue: layout) else {
      throw ModelError(.invalid("expected market or menu, found \"\(layout.prefix(24))\""), at: PlistPath([.key("layout")]))
    }
    let language: String = try plist.optional("language", default: "zh")
    guard (2...3).contains(language.count), language.allSatisfy({ $0.isASCII && $0.isLowercase }) else {
      throw ModelError(.invalid("expected a language such as zh or en, found \"\(language.prefix(24))\""),
                       at: PlistPath([.key("language")]))
    }
    presentation.layout = parsed
    presentation.language = language
    if let words: [String: String] = try plist.optional("words") {
      for (key, text) in words {
        guard let known = ShopText(rawValue: key) else {
          try plist.context.descend(into: .key("words")) { plist.context.warn("unknown word \"\(key.prefix(40))\" is ignored",
                                                                              at: .key(key)) }
          continue
        }
        presentation.words[known] = TextCleaner.clean(text)
      }
    }
    presentation.version = try plist.optional("version", as: FlexibleID.self)?.text ?? "1"
    let currency: String = try plist.optional("currency", default: "¥")
    guard (1...3).contains(currency.count), !currency.contains(where: { $0.isWhitespace || $0.isNumber }) else {
      throw ModelError(.invalid("expected a currency sign such as ¥ or $, found \"\(currency.prefix(24))\""),
                       at: PlistPath([.key("currency")]))
    }
    PackTextCheck.check(currency, at: "currency", in: plist, longest: 3)
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
                    starts: try plist.optional("starts", as: DateText.self)?.date,
                    ends: try plist.optional("ends", as: DateText.self)?.date)
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
