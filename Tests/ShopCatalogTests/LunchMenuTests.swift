import GameCore
import PlistKit
import TerminalKit
import Testing
import TestSupport
@testable import ShopCatalog

/// The second seed app: the built-in `shop-en` lunch menu, on the same engine.
struct LunchMenuTests {
  static func program(size: Size = Size(columns: 80, rows: 24), frontEnd: FrontEndKind = .script,
                      saves: MemorySaves = MemorySaves(), clock: String = "2026-12-01 10:20") throws -> ShopProgram {
    let pack = try PackLoader(modes: ModeRegistry([ShopMode()])).open(packageRoot + "/plist-data/shop-en")
    let context = PlayContext(saves: saves.store, pictures: PlaceholderPictures(), wallClock: try #require(WallClock.parse(clock)),
                              frontEnd: frontEnd)
    var shop = try #require(try ShopMode().makeProgram(for: pack, context: context) as? ShopProgram)
    shop.resized(to: size)
    shop.advance(to: 1)
    return shop
  }

  static func lines(_ shop: ShopProgram) -> [String] {
    var buffer = CellBuffer(size: shop.size)
    shop.draw(into: &buffer)
    return buffer.lines
  }

  static let walk: [(name: String, commands: [String])] = [
    ("menu", []),
    ("menu-refreshed", ["key r"]),
    ("dish", ["open d102"]),
    ("search", ["search ramen"]),
    ("cart", ["add d101", "add d101", "add d201", "add d603", "select d603", "tab cart"]),
    ("checkout-confirm", ["add d101", "add d102", "checkout"]),
    ("checkout-address", ["add d101", "add d102", "checkout", "key left", "key left", "key left"]),
    ("checkout-slot", ["add d101", "add d102", "checkout", "key left", "key left"]),
    ("checkout-payment", ["add d101", "add d102", "checkout", "key left"]),
    ("address-form", ["add d101", "checkout", "key left", "key left", "key left", "key n", "key ctrl-s"]),
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
  ]

  static func run(_ commands: [String], on shop: inout ShopProgram) {
    for command in commands {
      let words = try! ScriptWords.split(command).get()
      if words[0] == "key" {
        let key: Key = switch words[1] {
        case "left": .left
        case "right": .right
        case "ctrl-s": .control("s")
        default: .character(words[1])
        }
        _ = shop.handle(.key(key), now: 1)
      } else {
        _ = shop.perform(script: words, now: 1)
      }
    }
    shop.advance(to: 2)
  }

  @Test("every screen in English, at 80x24 and 120x40, with and without colour", arguments: [(80, 24), (120, 40)])
  func screens(columns: Int, rows: Int) throws {
    for screen in Self.walk {
      var shop = try Self.program(size: Size(columns: columns, rows: rows))
      Self.run(screen.commands, on: &shop)
      var buffer = CellBuffer(size: shop.size)
      shop.draw(into: &buffer)
      let chinese = buffer.lines.filter { $0.unicodeScalars.contains { (0x3000...0x9FFF).contains($0.value) || (0xFF00...0xFFEF).contains($0.value) } }
      #expect(chinese == [], "\(screen.name)")
      assertSnapshot(buffer.lines, named: "en-\(screen.name)-\(columns)x\(rows)")
      assertSnapshot(buffer.styledSnapshot, named: "en-\(screen.name)-\(columns)x\(rows)-styled")
    }
  }

  @Test func theGuideComesBackWhenThePacksVersionChanges() throws {
    let saves = MemorySaves()
    var first = try Self.program(frontEnd: .screen, saves: saves)
    #expect(first.state.host.overlay == .guide(page: 0))
    _ = first.handle(.key(.escape), now: 1)
    #expect(first.state.guideSeen == "2")
    // Opened again at version 2: no guide. A save from version 1: the guide again.
    #expect(try Self.program(frontEnd: .screen, saves: saves).state.host.overlay == nil)
    let name = try #require(saves.files.keys.first)
    let older = PlistDictionary([("guideSeen", .string("1"))])
    let downgraded = MemorySaves(files: [name: BinaryPlistWriter.write(.dictionary(older))])
    #expect(try Self.program(frontEnd: .screen, saves: downgraded).state.host.overlay == .guide(page: 0))
  }

  @Test func theSubtotalFollowsTheSelectedLinesAndAPlacedOrderComesBackAsAnOrderAgain() throws {
    var shop = try Self.program()
    Self.run(["add d101", "add d101", "add d201", "tab cart"], on: &shop)
    #expect(shop.state.bill.goods == Money(fen: 2_750))
    Self.run(["select d101"], on: &shop)
    #expect(shop.state.bill.goods == Money(fen: 1_050))
    #expect(shop.state.bill.delivery == Money(fen: 299))
    Self.run(["select d101", "checkout", "confirm", "reorder 1"], on: &shop)
    #expect(shop.state.cart.lines.map(\.id) == ["d101", "d201"])
    #expect(shop.state.cart.units == 3)
    #expect(shop.state.message == "3 件已放回购物车")
    #expect(Self.lines(shop)[0].hasSuffix("3 back in the cart"))
  }

  @Test func refreshingTheMenuSaysWhen() {
    #expect(MenuView.updated(ShopTime(date: CivilDate(parsing: "2026-12-01")!, minutes: 12 * 60 + 5), language: .en)
            == "Last updated on Dec 1, 2026 at 12:05 PM")
    #expect(MenuView.updated(ShopTime(date: CivilDate(parsing: "2027-01-09")!, minutes: 5), language: .en)
            == "Last updated on Jan 9, 2027 at 12:05 AM")
    #expect(MenuView.updated(ShopTime(date: CivilDate(parsing: "2027-01-09")!, minutes: 21 * 60 + 30), language: .zh)
            == "最后更新: 2027-01-09 21:30")
  }
}
