import GameCore
import PlistKit
import TerminalKit

/// 爱鲜蜂: a catalog to browse, search and fill a cart from — our own `catalog.plist` packs and
/// the original app's data folder as it is.
public struct ShopMode: GameMode {
  public init() {}

  public var id: String { "shop" }
  public var title: String { "爱鲜蜂 Shop" }
  public var summary: String { "a catalog with a home page, a market, search and a cart" }
  public var classicFileNames: [String] { ["catalog.plist"] }
  public var layoutFiles: [String] { [OriginalFolder.market, OriginalFolder.home] }
  /// A shop is never a bare file's root array: its catalog is a dictionary.
  public var dataShape: DataShape { DataShape(required: []) }

  /// Whether the pack is the original app's folder (its data file is `supermarket`).
  static func isOriginal(_ pack: Pack) -> Bool {
    PathSafety.fileName(of: pack.dataPath) == OriginalFolder.market
  }

  /// The pack's shop; with `warnings`, what lint says of each file read.
  static func load(_ pack: Pack, warnings: FileWarnings? = nil) throws(LoadError) -> Shop {
    if isOriginal(pack) { return try OriginalFolder.load(pack.root, warnings: warnings) }
    let document = try pack.document()
    let context = ModelContext(collectsWarnings: warnings != nil)
    let shop = try document.decode(CatalogFile.self, context: context).shop
    warnings?.files.append((document, context.warnings))
    return shop
  }

  public func itemCount(of pack: Pack) -> Int? {
    (try? Self.load(pack))?.products.count
  }

  public func check(_ pack: Pack, pictures checker: (any PictureChecker)?) -> PackCheck {
    ShopLint.check(pack, pictures: checker)
  }

  public func makeProgram(for pack: Pack, context: PlayContext) throws(LoadError) -> any Program {
    let shop = try Self.load(pack)
    guard !shop.products.isEmpty else { throw .pack(pack.dataPath, reason: "the shop has no products") }
    var session = PackSession(pack: pack, context: context)
    let (saved, notice) = session.restore(ShopProgress.self) { _ in true }
    var cart = saved?.cart ?? Cart()
    cart.fit(shop.products)
    let (seconds, offset) = context.wallClock.read()
    var state = ShopState(shop: shop, cart: cart, history: saved?.history ?? [], today: ShopTime(unixSeconds: seconds, utcOffset: offset))
    state.message = notice
    return ShopProgram(state: state, session: session)
  }

  public func progressSummary(for pack: Pack, saves: SaveStore) -> String? {
    guard case .found(let value) = saves.load(for: pack), let progress = try? ShopProgress(plist: value) else { return nil }
    let units = progress.cart.units
    return units == 0 ? nil : "\(units) in the cart"
  }
}

/// What the shop keeps of a pack: the cart's lines and the search history.
struct ShopProgress: PlistModel {
  var cart: Cart
  var history: [String]

  init(cart: Cart, history: [String]) {
    self.cart = cart
    self.history = history
  }

  init(from plist: PlistObject) throws(ModelError) {
    cart = Cart(lines: try plist.optional("cart", as: [SavedLine].self)?.map(\.line) ?? [])
    history = Array(try plist.optional("history", default: [String]()).prefix(20))
  }

  var plist: PlistValue {
    .dictionary(PlistDictionary([
      ("cart", .array(cart.lines.map { .dictionary(PlistDictionary([("id", .string($0.id)), ("quantity", .integer(Int64($0.quantity))), ("selected", .bool($0.selected))])) })),
      ("history", .array(history.map(PlistValue.string))),
    ]))
  }
}

private struct SavedLine: PlistModel {
  let line: CartLine

  init(from plist: PlistObject) throws(ModelError) {
    let quantity: Int = try plist.required("quantity")
    guard (1...Cart.largestQuantity).contains(quantity) else {
      throw ModelError(.invalid("must be from 1 to \(Cart.largestQuantity), found \(quantity)"), at: PlistPath([.key("quantity")]))
    }
    line = CartLine(id: try plist.required("id"), quantity: quantity, selected: try plist.optional("selected", default: true))
  }
}
