/// How a pack presents its shop: the layout (爱鲜蜂's home and market with a category rail, or
/// a lunch menu in one list), the language of the screens, the version whose change shows the
/// guide again, the guide's pages and the splash.
struct ShopPresentation: Equatable, Sendable {
  enum Layout: String, Equatable, Sendable { case market, menu }

  var layout = Layout.market
  /// The language of the screens: `zh`, `en`, or another a pack brings the words of.
  var language = "zh"
  /// The pack's own words, replacing the language's (`ShopText` raw values as keys).
  var words: [ShopText: String] = [:]
  var version = "1"
  /// The sign before an amount: `¥`, `$`.
  var currency = "¥"
  /// The pack's guide; nil for the language's own four pages, empty for none.
  var guide: [GuidePage]?
  var splash: Splash?

  init() {}
}

/// A page of the first-run guide.
struct GuidePage: Equatable, Sendable {
  var title: String
  var text: String
  var picture: String

  init(title: String, text: String, picture: String = "") {
    self.title = title
    self.text = text
    self.picture = picture
  }
}

/// The splash shown on later opens (the original's `AD`): inside its dates only.
struct Splash: Equatable, Sendable {
  var title: String
  var picture: String
  var starts: CivilDate?
  var ends: CivilDate?

  func shows(on day: CivilDate) -> Bool {
    (starts.map { day >= $0 } ?? true) && (ends.map { day <= $0 } ?? true)
  }
}
