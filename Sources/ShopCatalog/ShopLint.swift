import GameCore
import PlistKit
import TerminalKit

/// `arcade lint` of a shop pack: the catalog's types and key paths, then its own rules.
enum ShopLint {
  static func check(_ pack: Pack, pictures checker: (any PictureChecker)?) -> PackCheck {
    let files = FileWarnings()
    let shop: Shop
    do throws(LoadError) {
      shop = try ShopMode.load(pack, warnings: files)
    } catch {
      return PackCheck(diagnostics: [Diagnostic.from(error)])
    }
    var diagnostics: [Diagnostic] = []
    for (document, warnings, values) in files.files {
      var list = DiagnosticList()
      for warning in warnings { list.add(.warning, at: warning.path, warning.message) }
      if document.name == pack.dataPath, !ShopMode.isOriginal(pack) { rules(of: shop, pack: pack, checker: checker, into: &list) }
      // In the file's order, as a reader goes through it (a model's warnings and the catalog's
      // own rules are found in two passes).
      let found = list.diagnostics(in: document, values: values)
      // Sorted by place, not by moving the diagnostics (a copy each moves five strings): most
      // lists are in order already, and a binary file's have no lines at all.
      let lines = found.map { $0.line ?? 0 }
      if zip(lines, lines.dropFirst()).allSatisfy({ $0 <= $1 }) {
        join(&diagnostics, consume found)
      } else {
        join(&diagnostics, found.indices.sorted { (lines[$0], $0) < (lines[$1], $1) }.map { found[$0] })
      }
    }
    for (gap, file) in shop.gaps.sorted(by: { $0.key < $1.key }) {
      diagnostics.append(Diagnostic(.warning, file: pack.root, "no \(file) file: \(gap.lintText)"))
    }
    if shop.products.isEmpty { diagnostics.append(Diagnostic(.error, file: pack.dataPath, "the shop has no products")) }
    if largestOrder(of: shop) > Money.largestSum {
      diagnostics.append(Diagnostic(.error, file: pack.dataPath,
                                    "the prices and stock could make an order of more than \(Money.largestSum), the most an order may be: "
                                      + "lower the prices or the stock"))
    }
    // The shop, and the tapes its files were read into, are handed back unfreed (see `read`).
    return PackCheck(itemCount: shop.products.count, diagnostics: diagnostics, read: (shop, files.files.compactMap(\.values)))
  }

  /// `more` after `all`, the shorter of the two copied into the longer: a copy of a diagnostic
  /// retains its strings and path, and a catalog's file has 100,000 of them.
  private static func join(_ all: inout [Diagnostic], _ more: consuming [Diagnostic]) {
    guard more.count > all.count else { return all += more }
    if !all.isEmpty { more.insert(contentsOf: all, at: 0) }
    all = more
  }

  /// The most one order could cost: every product, as many as its stock allows (sums saturate,
  /// so this never overflows).
  static func largestOrder(of shop: Shop) -> Money {
    shop.products.all.reduce(Money.zero) { $0 + $1.price * min(max(0, $1.stock), Cart.largestQuantity) }
  }

  /// Our catalog's rules: an id once, home products that exist, prices that make sense,
  /// pictures that are there. A catalog's products are checked on every core, a part each into
  /// a list of its own, the lists joined in order; a key path is made only for a problem. On one
  /// core, 100,000 products took a third of linting their shop.
  private static func rules(of shop: Shop, pack: Pack, checker: (any PictureChecker)?, into list: inout DiagnosticList) {
    let entries = CatalogEntries(shop)
    let categories = shop.categories, products = shop.products.all, finder = pack.pictures
    if let checker, entries.count <= productsCheckedInOnePart { preparePictures(of: shop, pack: pack, checker: checker) }
    let lists = Parallel.map(parts: Parallel.parts(for: entries.count, minimum: productsCheckedInOnePart), over: entries.count) { _, range in
      var list = DiagnosticList()
      var memo = checker.map(PictureMemo.init)
      for k in range {
        let c = entries.category[k], p = entries.product[k]
        let first = entries.first[k]
        if first != k {
          let id = categories[c].productIDs[p]
          let firstPath = productPath(entries.category[first], entries.product[first])
          list.add(.warning, at: productPath(c, p, key: "id"), "the product id \"\(id)\" is also at \(firstPath): the first one is kept")
          continue
        }
        let place = entries.place[k]
        guard place >= 0 else { continue }
        // Amounts without a sign: lint speaks of the file, whose pack may count in $ as well as ¥.
        if products[place].price == .zero { list.add(.warning, at: productPath(c, p, key: "price"), "the price is 0.00") }
        if let (severity, text) = diagnose(picture: products[place].picture, finder: finder, memo: &memo) {
          list.add(severity, at: productPath(c, p, key: "picture"), text)
        }
      }
      return list
    }
    for part in lists { list.append(part) }
    for (i, id) in shop.fresh.enumerated() where shop.products.position(of: id) == nil {
      list.add(.error, at: PlistPath([.key("fresh"), .index(i)]), "no product has the id \"\(id)\"")
    }
    var memo = checker.map(PictureMemo.init)
    for (key, items) in [("banners", shop.banners), ("buttons", shop.buttons), ("activities", shop.activities)] {
      for (i, item) in items.enumerated() {
        if let (severity, text) = diagnose(picture: item.picture, finder: pack.pictures, memo: &memo) {
          list.add(severity, at: PlistPath([.key(key), .index(i), .key("picture")]), text)
        }
      }
    }
  }

  /// Up to this many products are checked in one part, and their pictures ahead on every core
  /// (see `PictureChecker.prepare`); more are checked in parts, each its pictures.
  static let productsCheckedInOnePart = 8_192

  /// The pictures of a shop of one part, each file once, checked ahead on every core: one part
  /// would check them one after another.
  static func preparePictures(of shop: Shop, pack: Pack, checker: any PictureChecker) {
    var names = Set(shop.products.all.map(\.picture))
    for item in shop.banners + shop.buttons + shop.activities { names.insert(item.picture) }
    let paths = names.compactMap { name -> String? in
      guard !name.isEmpty, !name.hasPrefix("http://"), !name.hasPrefix("https://"),
            case .found(let path) = pack.pictures.find(name) else { return nil }
      return path
    }
    checker.prepare(Set(paths).sorted())
  }

  private static func productPath(_ c: Int, _ p: Int) -> PlistPath {
    PlistPath([.key("categories"), .index(c), .key("products"), .index(p)])
  }

  /// A product's key's path, made whole: a catalog where every picture is missing makes
  /// 100,000 of them.
  private static func productPath(_ c: Int, _ p: Int, key: String) -> PlistPath {
    PlistPath([.key("categories"), .index(c), .key("products"), .index(p), .key(key)])
  }

  /// A picture name must be found in the pack; a web address is drawn as a placeholder (nothing
  /// is fetched) and not looked for.
  private static func diagnose(picture name: String, finder: PictureFinder, memo: inout PictureMemo?) -> (Diagnostic.Severity, DiagnosticText)? {
    guard !name.isEmpty, !name.hasPrefix("http://"), !name.hasPrefix("https://") else { return nil }
    return finder.diagnose(name, memo: &memo)
  }
}
