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
        diagnostics += found
      } else {
        diagnostics += found.indices.sorted { (lines[$0], $0) < (lines[$1], $1) }.map { found[$0] }
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
    return PackCheck(itemCount: shop.products.count, diagnostics: diagnostics)
  }

  /// The most one order could cost: every product, as many as its stock allows (sums saturate,
  /// so this never overflows).
  static func largestOrder(of shop: Shop) -> Money {
    shop.products.all.reduce(Money.zero) { $0 + $1.price * min(max(0, $1.stock), Cart.largestQuantity) }
  }

  /// Our catalog's rules: an id once, home products that exist, prices that make sense,
  /// pictures that are there.
  private static func rules(of shop: Shop, pack: Pack, checker: (any PictureChecker)?, into list: inout DiagnosticList) {
    func productPath(_ c: Int, _ p: Int) -> PlistPath { PlistPath([.key("categories"), .index(c), .key("products"), .index(p)]) }
    // Where each id was first seen, as numbers: a path is made for a product's own messages.
    var seen: [String: (category: Int, product: Int)] = [:]
    seen.reserveCapacity(shop.categories.reduce(0) { $0 + $1.productIDs.count })
    for (c, category) in shop.categories.enumerated() {
      for (p, id) in category.productIDs.enumerated() {
        let path = productPath(c, p)
        if let first = seen[id] {
          let firstPath = productPath(first.category, first.product)
          list.add(.warning, at: path.appending(key: "id"), "the product id \"\(id)\" is also at \(firstPath): the first one is kept")
          continue
        }
        seen[id] = (c, p)
        guard let product = shop.products[id] else { continue }
        // Amounts without a sign: lint speaks of the file, whose pack may count in $ as well as ¥.
        if product.price == .zero { list.add(.warning, at: path.appending(key: "price"), "the price is 0.00") }
        picture(product.picture, at: path.appending(key: "picture"), pack: pack, checker: checker, into: &list)
      }
    }
    for (i, id) in shop.fresh.enumerated() where shop.products[id] == nil {
      list.add(.error, at: PlistPath([.key("fresh"), .index(i)]), "no product has the id \"\(id)\"")
    }
    for (key, items) in [("banners", shop.banners), ("buttons", shop.buttons), ("activities", shop.activities)] {
      for (i, item) in items.enumerated() {
        picture(item.picture, at: PlistPath([.key(key), .index(i), .key("picture")]), pack: pack, checker: checker, into: &list)
      }
    }
  }

  /// A picture name must be found in the pack; a web address is drawn as a placeholder (nothing
  /// is fetched) and not looked for.
  private static func picture(_ name: String, at path: PlistPath, pack: Pack, checker: (any PictureChecker)?,
                              into list: inout DiagnosticList) {
    guard !name.isEmpty, !name.hasPrefix("http://"), !name.hasPrefix("https://") else { return }
    if let (severity, text) = pack.pictures.diagnose(name, checker: checker) { list.add(severity, at: path, text) }
  }
}
