@testable import GameCore
import PlistKit
import TerminalKit
import Testing
import TestSupport
@testable import ShopCatalog

/// On a screen, a burst of keys makes one save a moment later, off the keys' path; leaving (or
/// anything that may end the process) writes what waits. Scripts save after each command.
struct SaveCoalescingTests {
  /// The cart as the save holds it: product id and quantity of each line.
  static func savedCart(_ saves: MemorySaves) throws -> [String: Int] {
    let bytes = try #require(saves.files.first { !$0.key.hasSuffix(".lock") }?.value)
    let progress = try ShopProgress(plist: try PlistReader.read(bytes))
    return Dictionary(uniqueKeysWithValues: progress.cart.lines.map { ($0.id, $0.quantity) })
  }

  /// The market with its first product focused, as a player reaches it.
  static func market(_ frontEnd: FrontEndKind, saves: MemorySaves) throws -> (ShopProgram, String) {
    var shop = try BuiltInShop.program(frontEnd: frontEnd, saves: saves)
    BuiltInShop.run(["tab market"], on: &shop)
    guard case .market(let state) = shop.app.screen, case .product(let id, _) = shop.app.rows.rows[state.row] else {
      Issue.record("the market shows no focused product")
      return (shop, "")
    }
    return (shop, id)
  }

  @Test func aBurstOfKeysOnAScreenIsSavedOnceAMomentLater() throws {
    let saves = MemorySaves()
    var (shop, id) = try Self.market(.screen, saves: saves)
    shop.finishWrites()
    let before = saves.writes
    let inCart = saves.files.isEmpty ? 0 : try Self.savedCart(saves)[id] ?? 0
    for i in 0..<5 { _ = shop.handle(.key(.character("+")), now: 10 + Double(i) * 0.01) }
    #expect(saves.writes == before, "no key waits for a write")
    #expect(shop.coalesced?.deadline == 10 + CoalescedSave.window)
    shop.advance(to: 10 + CoalescedSave.window - 0.01)
    #expect(saves.writes == before, "not due yet")
    #expect(shop.animationDeadline == 10 + CoalescedSave.window, "the screen wakes when the save is due")
    shop.finishWrites()
    #expect(saves.writes == before + 1, "finishing writes what waits")
    #expect(try Self.savedCart(saves)[id] == inCart + 5)

    _ = shop.handle(.key(.character("+")), now: 20)
    shop.advance(to: 20 + CoalescedSave.window)
    #expect(shop.coalesced?.writes == 2, "once due, the change is written without a finish")
    #expect(saves.writes == before + 2)
    #expect(try Self.savedCart(saves)[id] == inCart + 6)
    shop.finishWrites()
    #expect(saves.writes == before + 2, "nothing waits: nothing is written")
  }

  @Test func quittingWritesWhatWaits() throws {
    let saves = MemorySaves()
    let (shop, id) = try Self.market(.screen, saves: saves)
    var stack = ProgramStack(shop, size: Size(columns: 80, rows: 24))
    stack.finishWrites()
    let before = saves.writes
    stack.handle(.key(.character("+")), now: 30)
    stack.handle(.key(.character("+")), now: 30.05)
    #expect(saves.writes == before)
    stack.apply(.quit)
    #expect(saves.writes == before + 1)
    #expect(try Self.savedCart(saves)[id] != nil)
  }

  @Test func aScriptSavesAfterEachCommand() throws {
    let saves = MemorySaves()
    var (shop, _) = try Self.market(.script, saves: saves)
    let before = saves.writes
    for i in 0..<3 { _ = shop.handle(.key(.character("+")), now: Double(i)) }
    #expect(saves.writes == before + 3)
  }
}
