import PlistKit
import TerminalKit

/// An id written as a string or a whole number (`"94576"` or `94576`).
struct FlexibleID: PlistConvertible {
  let text: String
  static var expectedDescription: String { "an id (a string or a whole number)" }
  static func convert(_ node: PlistNode, context: ModelContext) throws(ModelError) -> FlexibleID {
    if let text = node.string { return FlexibleID(text: text) }
    switch node.scalar {
    case .string(let s): return FlexibleID(text: s)
    case .integer(let i): return FlexibleID(text: String(i))
    default: throw mismatch(node)
    }
  }
}

/// A count written as a string or a whole number; negative ones (`"-9"`) mean none, with a
/// warning (the original's data has one).
struct FlexibleCount: PlistConvertible {
  let value: Int
  static var expectedDescription: String { "a whole number (or one in a string)" }
  static func convert(_ node: PlistNode, context: ModelContext) throws(ModelError) -> FlexibleCount {
    let n: Int
    switch node.scalar {
    case .integer(let i) where (-1_000_000_000...1_000_000_000).contains(i): n = Int(i)
    case .string(let s):
      guard let parsed = Int(s), (-1_000_000_000...1_000_000_000).contains(parsed) else {
        throw ModelError(.invalid("expected a whole number, found \"\(s.prefix(24))\""))
      }
      n = parsed
    default: throw mismatch(node)
    }
    if n < 0 { context.warn("a negative count (\(n)) is read as 0") }
    return FlexibleCount(value: max(0, n))
  }
}

/// A product's `tags`: `精选` marks the shop's pick, and the first other tag is its promotion.
/// Read where they lie: as a `[String]`, each of a catalog's 100,000 products made an array.
struct ProductTags: PlistConvertible {
  var featured = false
  var promotion: String?

  static var expectedDescription: String { [String].expectedDescription }

  static func convert(_ node: PlistNode, context: ModelContext) throws(ModelError) -> ProductTags {
    guard node.kind == .array else { throw mismatch(node) }
    var tags = ProductTags()
    try node.forEachElement { (index, element) throws(ModelError) in
      let tag: String
      do throws(ModelError) {
        tag = try context.descend(into: .index(index)) { () throws(ModelError) in try String.convert(element, context: context) }
      } catch {
        throw error.inside(.index(index))
      }
      if tag == "精选" {
        tags.featured = true
      } else if tags.promotion == nil {
        tags.promotion = tag
      }
    }
    return tags
  }
}

/// What lint says of a product's own values, whichever layout it came from: a market price
/// below the price, hidden characters in its texts. Asked only of a context that looks for
/// warnings (`looksForWarnings`).
enum ProductWarnings {
  static func check(_ product: Product, in plist: PlistObject, keys: (id: String, name: String, brand: String, spec: String,
                                                                      market: String)) {
    let context = plist.context
    if let market = product.marketPrice, market < product.price {
      // Amounts without a sign: the pack's currency is read after its products.
      context.warn("the market price \(market.plain) is below the price \(product.price.plain): it is not shown", at: .key(keys.market))
    }
    // Each text in turn, not a list of them: the list was an array a product.
    HiddenText.warnIfHidden(product.id, at: .key(keys.id), context: context)
    HiddenText.warnIfHidden(product.name, at: .key(keys.name), context: context)
    if let brand = product.brand { HiddenText.warnIfHidden(brand, at: .key(keys.brand), context: context) }
    if let spec = product.spec { HiddenText.warnIfHidden(spec, at: .key(keys.spec), context: context) }
  }
}

/// Shop texts a screen would show wrongly.
enum HiddenText {
  /// Warns of control, escape and direction-reversing characters in `text` (a name, an id):
  /// a screen shows them cleaned, so the text would not read as written.
  static func warnIfHidden(_ text: String, at component: PlistPathComponent?, context: ModelContext) {
    guard context.looksForWarnings else { return }
    let hidden = TextCleaner.hiddenCharacters(in: text)
    guard !hidden.isEmpty else { return }
    context.warn("holds \(TextCleaner.codes(hidden)), which a screen does not show: the text would not read as written", at: component)
  }
}

/// A product in our catalog's words: `id`, `name`, `brand`, `spec`, `price`, `marketPrice`,
/// `stock`, `tags` (`精选`, `买一赠一`, `限时特价`), `picture`, `notes`, `vipPrice`. The original
/// app's files write another form: `OriginalGoods`.
extension Product: PlistModel {
  init(from plist: PlistObject) throws(ModelError) {
    let tags = try plist.optional("tags", default: ProductTags())
    self.init(
      id: try plist.required("id", as: FlexibleID.self).text, name: try plist.required("name"), brand: try plist.optional("brand"),
      spec: try plist.optional("spec"), price: try plist.required("price"), marketPrice: try plist.optional("marketPrice"),
      stock: try plist.required("stock", as: FlexibleCount.self).value, featured: tags.featured,
      promotion: tags.promotion, picture: try plist.optional("picture", default: ""), notes: try plist.optional("notes"))
    vipPrice = try plist.optional("vipPrice")
    // Asked first: the check lists the product's texts (an array made, each text retained),
    // for nothing when playing.
    if plist.context.looksForWarnings { ProductWarnings.check(self, in: plist, keys: ("id", "name", "brand", "spec", "marketPrice")) }
  }
}

/// A product as the original app's files write it (`supermarket`, `首页新鲜热卖`, `促销`): `price`
/// shown and charged (never its `partner_price`), `number` the stock, `is_xf` 精选, `pm_desc` the
/// promotion, `img` a web address.
struct OriginalGoods: PlistModel {
  let product: Product

  static let unused = ["store_nums", "sort", "brand_id", "hot_degree", "safe_day", "cid", "category_id", "pcid", "partner_price",
                       "ismix", "pre_img", "pre_imgs", "cart_group_id", "source_id", "tag_ids", "attribute", "product_id",
                       "dealer_id", "had_pm", "mimg", "trackid", "storage", "unit", "pre_pic", "is_del"]

  init(from plist: PlistObject) throws(ModelError) {
    plist.ignore(Self.unused)
    let promotion: String = try plist.optional("pm_desc", default: "")
    let featured = try plist.optional("is_xf", as: FlexibleCount.self)?.value == 1
    product = Product(
      id: try plist.required("id", as: FlexibleID.self).text, name: try plist.required("name"), brand: try plist.optional("brand_name"),
      spec: try plist.optional("specifics"), price: try plist.required("price"), marketPrice: try plist.optional("market_price"),
      stock: try plist.optional("number", as: FlexibleCount.self)?.value ?? 0, featured: featured,
      promotion: promotion.isEmpty ? nil : promotion, picture: try plist.optional("img", default: ""))
    if plist.context.looksForWarnings {
      ProductWarnings.check(product, in: plist, keys: ("id", "name", "brand_name", "specifics", "market_price"))
    }
  }
}
