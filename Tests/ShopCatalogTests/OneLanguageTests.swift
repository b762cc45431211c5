import GameCore
import TerminalKit
import Testing
import TestSupport
@testable import ShopCatalog

/// One language on every screen: the starter an author of an English shop begins from (the
/// market layout in English), the built-in Chinese catalog in the menu layout, every notice in
/// both languages, and the `?` panel. (ShopSnapshotTests walk the two built-in packs as shipped.)
struct OneLanguageTests {
  /// Script lines reaching each screen and overlay, for any pack with products p1… (the starter)
  /// or p101… (the built-in catalog).
  static func walk(first: String, found: String, missing: String) -> [(name: String, lines: [String])] {
    [
      ("home", []), ("market", ["key tab down"]), ("product", ["open \(first)"]), ("search", ["search \(found)"]),
      ("search-none", ["search \(missing)"]), ("cart", ["add \(first)", "add \(first)", "tab cart"]), ("cart-empty", ["tab cart"]),
      ("checkout", ["add \(first)", "checkout"]), ("checkout-address", ["add \(first)", "checkout", "key left left left"]),
      ("address-form", ["add \(first)", "checkout", "key left left left n ctrl-s"]), ("order", ["add \(first)", "checkout", "confirm"]),
      ("mine", ["tab mine"]), ("coupons", ["coupons"]), ("messages", ["messages"]), ("faq", ["faq"]), ("addresses", ["addresses"]),
      ("feedback", ["feedback", "type ab", "key enter"]), ("settings", ["settings"]), ("guide", ["guide"]),
      ("guide-last", ["guide", "key right right right"]), ("quit", ["key q"]), ("reset", ["reset"]), ("stock", Array(repeating: "add \(first)", count: 30)),
    ]
  }

  static let sizes = [Size(columns: 60, rows: 18), Size(columns: 80, rows: 24), Size(columns: 120, rows: 40)]

  static func draw(_ app: ShopApp, lines: [String], size: Size) -> [String] {
    var app = app
    for line in lines {
      let words = try! ScriptWords.split(line).get()
      switch words[0] {
      case "key": for name in words.dropFirst() { _ = app.handle(.key(KeyNames.key(named: name)!), size: size, world: testWorld) }
      case "type": for c in words.dropFirst().joined(separator: " ") { _ = app.handle(.key(.character(String(c))), size: size, world: testWorld) }
      default: _ = app.perform(script: words, world: testWorld)
      }
    }
    var buffer = CellBuffer(size: size)
    ShopFrame.draw(app, canvas: ShopCanvas(drawPicture: { _, _, _, _ in }), flight: nil, into: &buffer)
    return buffer.lines
  }

  /// `arcade new shop` writes an English shop in the market layout: it reads as one.
  @Test("the starter shop is English through and through", arguments: sizes)
  func starter(size: Size) throws {
    let folder = TemporaryFolder()
    let starter = try #require(ShopMode().starterPack(named: "Shapes"))
    for (path, text) in starter.files { folder.write(path, text) }
    let shop = try ShopMode.load(PackLoader(modes: ModeRegistry([ShopMode()])).open(folder.path))
    #expect(shop.presentation.layout == .market && shop.presentation.language == "en")
    let app = testApp(shop, packName: "Shapes")
    for screen in Self.walk(first: "p1", found: "circle", missing: "durian") {
      #expect(OneLanguage.chinese(in: Self.draw(app, lines: screen.lines, size: size)) == [], "\(screen.name)")
    }
  }

  /// The built-in catalog laid out as a menu: Chinese through and through.
  @Test("a Chinese menu is Chinese through and through", arguments: sizes)
  func chineseMenu(size: Size) throws {
    var shop = try ShopMode.load(PackLoader(modes: ModeRegistry([ShopMode()])).open(packageRoot + "/plist-data/shop-zh"))
    shop.presentation.layout = .menu
    let app = testApp(shop, packName: "鲜蜂小铺")
    for screen in Self.walk(first: "p101", found: "苹果", missing: "榴莲") {
      #expect(OneLanguage.english(in: Self.draw(app, lines: screen.lines, size: size)) == [], "\(screen.name)")
    }
  }

  /// Every kind of notice, written in each language.
  static func notices(name: String) -> [ShopNotice] {
    let address = Address(name: name, title: .ms, phone: "13800138000", city: name, area: name, detail: name)
    let date = CivilDate(parsing: "2026-12-01")!
    var reorder = PlayerAccount.Reorder()
    reorder.added = 2
    reorder.gone = [name]
    reorder.short = [(name, 1)]
    reorder.repriced = [(name, Money(fen: 100), Money(fen: 200))]
    return [
      .outOfStock(name), .stockLimit(name), .notInCart(name), .noProduct("x1"), .noCategory(9), .noOrder(9), .noAddress(9), .noQuestion(9),
      .noMessage(9), .noCoupon("c9"), .historyEmpty, .showcaseOnly(name), .menuEntryNotHere(name), .reorder(reorder), .codeEmpty, .codeUnknown,
      .feedback(.tooShort), .feedback(.tooLong(400)), .feedbackSent, .shopReset, .noGuide,
      .checkoutNotStarted, .cartEmpty, .checkout(.chooseAddress), .checkout(.chooseSlot), .checkout(.slotPassed(.express)),
      .checkout(.selectFirst), .checkout(.tooLarge), .slotUnavailable(DeliverySlot(text: "17:00-18:00")),
      .couponRefused(name, .used), .couponRefused(name, .expired(ends: date)), .couponRefused(name, .notYet(starts: date)),
      .couponRefused(name, .threshold(Money(fen: 3_000), missing: Money(fen: 10))), .noteTooLong(120), .orderPlaced("2026120100001"),
      .addressesFull, .addressSaved, .addressChanged, .addressDeleted, .defaultAddress(address), .address(.name), .address(.title),
      .address(.phone(.china)), .address(.phone(.nanpOrInternational)), .address(.city), .address(.cityNotServed([name])),
      .address(.area), .address(.detail), .address(.tooLong(.detail, most: 60)), .quitAsk,
    ]
  }

  @Test func everyNoticeInEachLanguage() {
    let zh = testEnv()
    for notice in Self.notices(name: "梨") {
      #expect(OneLanguage.english(in: [notice.text(zh)]) == [], "\(notice)")
    }
    let en = testEnv(testShop(language: "en"))
    for notice in Self.notices(name: "Pear") {
      #expect(OneLanguage.chinese(in: [notice.text(en)]) == [], "\(notice)")
    }
  }

  /// The `?` panel: the engine's frame and the shop's how-to-play and keys, in the pack's language.
  @Test func theHelpPanelIsInThePacksLanguage() throws {
    for (pack, check) in [("shop-zh", OneLanguage.english), ("shop-en", OneLanguage.chinese)] as [(String, ([String]) -> [String])] {
      let program = try BuiltInShop.program(pack, size: Size(columns: 120, rows: 40))
      var buffer = CellBuffer(size: Size(columns: 120, rows: 40))
      HelpOverlay.draw(program.keyHints, howToPlay: program.howToPlay, words: program.chromeWords, into: &buffer)
      #expect(check(buffer.lines) == [], "\(pack)")
      var small = CellBuffer(size: Size(columns: 40, rows: 10))
      TooSmallScreen.draw(size: small.size, minimum: program.minimumSize, words: program.chromeWords, into: &small)
      #expect(check(small.lines) == [], "\(pack)")
    }
  }
}
