import GameCore
import PlistKit
import TerminalKit
import Testing
import TestSupport
@testable import ShopCatalog

/// A shop open in a second window keeps nothing: every screen says so, whatever the first
/// command was, and an order it could not keep is not placed.
struct SecondWindowTests {
  static func secondWindow(_ name: String, frontEnd: FrontEndKind) throws -> (ShopProgram, MemorySaves) {
    let pack = try PackLoader(modes: ModeRegistry([ShopMode()])).open(packageRoot + "/plist-data/" + name)
    let memory = MemorySaves()
    memory.heldElsewhere = [SaveStore.fileName(for: pack)]
    return (try BuiltInShop.program(name, frontEnd: frontEnd, saves: memory), memory)
  }

  @Test("every screen of a second window says it is not saved", arguments: [
    ("shop-zh", "[只读: 不保存]", ["add p101", "tab market", "tab cart", "checkout", "back", "tab mine", "addresses", "orders"]),
    ("shop-en", "[read-only: not saved]", ["add d101", "tab home", "tab cart", "checkout", "back", "tab mine", "addresses", "coupons"]),
  ])
  func badgeOnEveryScreen(pack: String, badge: String, lines: [String]) throws {
    var (shop, memory) = try Self.secondWindow(pack, frontEnd: .plain)
    for line in lines {
      BuiltInShop.run([line], on: &shop)
      let header = BuiltInShop.buffer(shop).lines[0]
      #expect(header.contains(badge), "after \(line): \(header)")
    }
    #expect(memory.writes == 0)
  }

  @Test("a second window refuses to place an order, and nothing changes", arguments: [
    ("shop-zh", "p101", "这个窗口的进度不会保存, 所以不能在这里下单: 请到打开这个包的第一个窗口下单"),
    ("shop-en", "d101", "Nothing in this window is saved, so no order is placed here: order in the window that opened the pack first"),
  ])
  func noOrderPlaced(pack: String, product: String, message: String) throws {
    var (shop, memory) = try Self.secondWindow(pack, frontEnd: .script)
    #expect(shop.app.keepsProgress == false)
    for line in ["add \(product)", "checkout"] {
      #expect(Outcome(shop.perform(script: try ScriptWords.split(line).get(), now: 0)) == .done, "\(line)")
    }
    let before = shop.app
    #expect(Outcome(shop.perform(script: ["confirm"], now: 0)) == .refused(message))
    #expect(shop.app == before)
    #expect(shop.app.account.placed.isEmpty)
    #expect(memory.writes == 0)
    #expect(shop.scriptState().text.contains("\"saved\":false"))
  }

  @Test func theFirstWindowPlacesItsOrderAndSaysNothingOfReadingOnly() throws {
    var shop = try BuiltInShop.program("shop-zh", frontEnd: .script)
    #expect(shop.app.keepsProgress)
    BuiltInShop.run(["add p101", "checkout", "confirm"], on: &shop)
    #expect(shop.app.account.placed.count == 1)
    #expect(!BuiltInShop.buffer(shop).lines[0].contains("[只读: 不保存]"))
    #expect(!shop.scriptState().text.contains("\"saved\""))
  }
}
