import GameCore
import TerminalKit
import Testing
import TestSupport
@testable import ShopCatalog

/// Every screen, overlay and kind of notice of the built-in packs — the Chinese market and the
/// English lunch menu — reached as a player or a script reaches it, at 2026-12-01 18:30 (12:10 for
/// lunch): drawn at the minimum size, 80x24 and 120x40 in one language, and kept as snapshots.
struct ShopSnapshotTests {
  static let filled = ["add p101", "add p101", "add p102", "add p201", "checkout"]

  static let zh: [(name: String, lines: [String])] = [
    ("home", []),
    ("home-scrolled", ["key down down + right"]),
    ("market", ["key tab down down + +"]),
    ("market-category", ["key tab left down down down down"]),
    ("product", ["key tab down enter +"]),
    ("search", ["key /", "type 牛奶", "key enter down"]),
    ("search-empty", ["key /", "type 榴莲酥", "key enter"]),
    ("search-start", ["key /"]),
    ("cart", ["key tab + down + + tab down space"]),
    ("cart-empty", ["tab cart"]),
    ("mine", ["tab mine"]),
    ("coupons", ["coupons"]),
    ("messages", ["messages", "expand 1"]),
    ("help", ["faq 2"]),
    ("addresses", ["addresses"]),
    ("checkout-confirm", filled),
    ("checkout-address", filled + ["key left left left"]),
    ("checkout-slot", filled + ["key left left down down"]),
    ("checkout-payment", filled + ["key left"]),
    ("checkout-coupon-refused", ["add p201", "checkout", "key up up up up enter"]),
    ("address-form", filled + ["key left left left n", "type 王五", "key down right down ctrl-s"]),
    ("order-placed", filled + ["note \"放在门口, 谢谢\"", "confirm"]),
    ("orders-list", ["add p101", "add p102", "add p201", "add p202", "add p301", "checkout", "confirm", "add p501", "checkout", "confirm",
                     "orders"]),
    ("feedback", ["feedback", "type 送货很快"]),
    ("settings", ["settings"]),
    ("reset-question", ["reset"]),
    ("quit-question", ["key q"]),
    ("guide-first", ["guide"]),
    ("guide-last", ["guide", "key right right right"]),
    ("delete-address", ["address delete 2"]),
    ("notice-stock", ["add p104", "add p104", "add p104", "add p104"]),
    ("notice-reorder", ["add p101", "checkout", "confirm", "reorder 1"]),
    ("order-status", filled + ["confirm", "key right"]),
    ("delete-order", filled + ["confirm", "key d"]),
  ]

  static let en: [(name: String, lines: [String])] = [
    ("menu", []),
    ("menu-refreshed", ["key r"]),
    ("dish", ["open d102"]),
    ("search", ["search ramen"]),
    ("cart", ["add d101", "add d101", "add d201", "add d603", "select d603", "tab cart"]),
    ("checkout-confirm", ["add d101", "add d102", "checkout"]),
    ("checkout-address", ["add d101", "add d102", "checkout", "key left left left"]),
    ("checkout-slot", ["add d101", "add d102", "checkout", "key left left"]),
    ("checkout-payment", ["add d101", "add d102", "checkout", "key left"]),
    ("address-form", ["add d101", "checkout", "key left left left n ctrl-s"]),
    ("order", ["add d101", "add d102", "checkout", "confirm"]),
    ("me", ["tab mine"]),
    ("coupons", ["coupons"]),
    ("messages", ["messages"]),
    ("help", ["faq 2"]),
    ("addresses", ["addresses"]),
    ("feedback", ["feedback"]),
    ("settings", ["settings"]),
    ("guide", ["guide"]),
    ("empty-cart", ["tab cart"]),
    ("quit-question", ["key q"]),
    ("reset-question", ["reset"]),
  ]

  static let sizes = [Size(columns: 60, rows: 18), Size(columns: 80, rows: 24), Size(columns: 120, rows: 40)]

  static func draw(_ pack: String, _ lines: [String], size: Size) throws -> CellBuffer {
    var shop = try BuiltInShop.program(pack, size: size, clock: pack == "shop-en" ? "2026-12-01 12:10" : "2026-12-01 18:30")
    BuiltInShop.run(lines, on: &shop)
    // The picture flying to the cart has landed.
    shop.advance(to: 1)
    return BuiltInShop.buffer(shop)
  }

  @Test("the Chinese market's screens", arguments: sizes)
  func chinese(size: Size) throws {
    for screen in Self.zh {
      let buffer = try Self.draw("shop-zh", screen.lines, size: size)
      #expect(OneLanguage.english(in: buffer.lines) == [], "\(screen.name) at \(size.columns)x\(size.rows)")
      guard size.columns >= 80 else { continue }
      assertSnapshot(buffer.lines, named: "\(screen.name)-\(size.columns)x\(size.rows)")
      if size.columns == 80 { assertSnapshot(buffer.styledSnapshot, named: "\(screen.name)-\(size.columns)x\(size.rows)-styled") }
    }
  }

  @Test("the English lunch menu's screens", arguments: sizes)
  func english(size: Size) throws {
    for screen in Self.en {
      let buffer = try Self.draw("shop-en", screen.lines, size: size)
      #expect(OneLanguage.chinese(in: buffer.lines) == [], "\(screen.name) at \(size.columns)x\(size.rows)")
      guard size.columns >= 80 else { continue }
      assertSnapshot(buffer.lines, named: "en-\(screen.name)-\(size.columns)x\(size.rows)")
      if size.columns == 80 { assertSnapshot(buffer.styledSnapshot, named: "en-\(screen.name)-\(size.columns)x\(size.rows)-styled") }
    }
  }

  @Test func theSplashCoversTheFirstFrame() throws {
    var shop = try BuiltInShop.program(size: Size(columns: 80, rows: 24))
    shop.app.overlay = .splash(until: 4)
    let buffer = BuiltInShop.buffer(shop)
    assertSnapshot(buffer.lines, named: "splash-80x24")
    assertSnapshot(buffer.styledSnapshot, named: "splash-80x24-styled")
  }
}
