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
    guard let warnings else { return try PlistDocument.decode(CatalogFile.self, contentsOf: pack.dataPath).shop }
    let document = try pack.document()
    let context = ModelContext(collectsWarnings: true)
    let shop = try document.decode(CatalogFile.self, context: context).shop
    warnings.files.append((document, context.warnings, context.valuePositions))
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
    var account = saved?.account(of: shop) ?? PlayerAccount(shop: shop)
    account.cart.fit(shop.products)
    let (seconds, offset) = context.wallClock.read()
    let presentation = shop.presentation
    let words = Words(language: presentation.language, currency: presentation.currency, overrides: presentation.words)
    var app = ShopApp(shop: shop, account: account, today: ShopTime(unixSeconds: seconds, utcOffset: offset), words: words,
                      packName: session.packName)
    app.overlay = Self.introduction(for: app, frontEnd: context.frontEnd)
    app.notice = notice.map(ShopNotice.save)
    app.keepsProgress = session.canSave
    return ShopProgram(app: app, session: session, context: context)
  }

  /// What covers the shop as it opens: the guide on the first open (and when the pack's
  /// version changed since the guide was seen), else the splash inside its dates; neither for
  /// a script, and the splash, which goes by itself, only on a screen.
  static func introduction(for app: ShopApp, frontEnd: FrontEndKind) -> ShopOverlay? {
    guard frontEnd != .script else { return nil }
    let presentation = app.shop.presentation
    if app.account.guideSeen != presentation.version, !app.env.guidePages.isEmpty { return .guide(page: 0) }
    if frontEnd == .screen, presentation.splash?.shows(on: app.today.date) == true { return .splash(until: nil) }
    return nil
  }

  public func progressSummary(for pack: Pack, saves: SaveStore) -> String? {
    guard case .found(let value) = saves.load(for: pack), let progress = try? ShopProgress(plist: value) else { return nil }
    let units = progress.cart.units
    var parts: [String] = []
    if units > 0 { parts.append("\(units) in the cart") }
    if !progress.orders.isEmpty { parts.append(progress.orders.count == 1 ? "1 order" : "\(progress.orders.count) orders") }
    return parts.isEmpty ? nil : parts.joined(separator: ", ")
  }
}
