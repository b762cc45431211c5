/// Where a home button or activity leads: a category of the market named by its title, or a
/// search for its title when that finds something. One that names nothing the pack has leads
/// nowhere, and is drawn as such rather than offered.
enum ShowcaseLink: Equatable, Sendable {
  case category(Int)
  case search(String)

  static func of(_ showcase: Showcase, in shop: Shop, search: SearchIndex) -> ShowcaseLink? {
    let title = showcase.title.trimmingWhitespace
    guard !title.isEmpty else { return nil }
    if let i = shop.categories.firstIndex(where: { $0.name == title || $0.name.contains(title) || title.contains($0.name) }) {
      return .category(i)
    }
    return SearchRules.finds(title, in: search) ? .search(title) : nil
  }
}

/// The links of the home page's buttons and activities, and the hot words that find something,
/// found once for the pack (a search of a shop of 100,000 products is not made again at each key).
struct ShowcaseLinks: Equatable, Sendable {
  let banners: [ShowcaseLink?]
  let buttons: [ShowcaseLink?]
  let activities: [ShowcaseLink?]
  /// The pack's hot words that find a product: what a failed search suggests.
  let findingWords: [String]

  init(shop: Shop, search: SearchIndex) {
    banners = shop.banners.map { ShowcaseLink.of($0, in: shop, search: search) }
    buttons = shop.buttons.map { ShowcaseLink.of($0, in: shop, search: search) }
    activities = shop.activities.map { ShowcaseLink.of($0, in: shop, search: search) }
    findingWords = shop.hotWords.filter { SearchRules.finds($0, in: search) }
  }
}
