import GameCore
import PlistKit
import TerminalKit
import Testing
import TestSupport
@testable import ShopCatalog

/// Checkout's steps, the address form, feedback, settings, the guide, the splash and a placed
/// order, drawn from the built-in pack at 2026-12-01 18:30.
struct CheckoutScreenTests {
  typealias Setup = @Sendable (inout ShopProgram) -> Void

  static func script(_ lines: String...) -> Setup {
    { shop in
      for line in lines { _ = shop.perform(script: try! ScriptWords.split(line).get(), now: 0) }
    }
  }

  static func keys(_ keys: Key...) -> Setup {
    { shop in for key in keys { _ = shop.handle(.key(key), now: 0) } }
  }

  static let filled = script("add p101", "add p101", "add p102", "add p201", "checkout")

  static let screens: [(name: String, setup: Setup)] = [
    ("checkout-confirm", filled),
    ("checkout-address", { shop in filled(&shop); keys(.left, .left, .left)(&shop) }),
    ("checkout-slot", { shop in filled(&shop); keys(.left, .left, .down, .down)(&shop) }),
    ("checkout-payment", { shop in filled(&shop); keys(.left)(&shop) }),
    ("checkout-coupon-refused", { shop in script("add p201", "checkout")(&shop); keys(.up, .up, .up, .up, .enter)(&shop) }),
    ("address-form", { shop in
      filled(&shop)
      keys(.left, .left, .left, .character("n"))(&shop)
      for character in "王五" { _ = shop.handle(.key(.character(String(character))), now: 0) }
      keys(.down, .right, .down, .control("s"))(&shop)
    }),
    ("order-placed", { shop in filled(&shop); script("note \"放在门口, 谢谢\"", "confirm")(&shop) }),
    ("orders-list", { shop in
      script("add p101", "add p102", "add p201", "add p202", "add p301", "checkout", "confirm", "add p501", "checkout", "confirm", "orders")(&shop)
    }),
    ("feedback", { shop in script("feedback")(&shop); for c in "送货很快" { _ = shop.handle(.key(.character(String(c))), now: 0) } }),
    ("settings", script("settings")),
    ("reset-question", script("reset")),
    ("guide-first", script("guide")),
    ("guide-last", { shop in script("guide")(&shop); keys(.right, .right, .right)(&shop) }),
    ("delete-address", script("address delete 2")),
    ("splash", { shop in shop.state.host.overlay = .splash(until: 4) }),
  ]

  @Test("new screens at 80x24 and 120x40, with and without colour", arguments: [(80, 24), (120, 40)])
  func snapshots(columns: Int, rows: Int) throws {
    for screen in Self.screens {
      var shop = try MineScreenTests.program(size: Size(columns: columns, rows: rows))
      screen.setup(&shop)
      // The picture flying to the cart has landed.
      shop.advance(to: 1)
      var buffer = CellBuffer(size: shop.size)
      shop.draw(into: &buffer)
      assertSnapshot(buffer.lines, named: "\(screen.name)-\(columns)x\(rows)")
      assertSnapshot(buffer.styledSnapshot, named: "\(screen.name)-\(columns)x\(rows)-styled")
    }
  }

  @Test func theCheckoutKeysWalkTheStepsAndPlaceTheOrder() throws {
    var shop = try MineScreenTests.program()
    Self.script("add p101", "add p102")(&shop)
    Self.keys(.tab, .tab, .character("c"))(&shop)
    #expect(shop.state.screen == .checkout)
    #expect(shop.state.checkout?.step == .confirm)
    // Back to the slots, the next slot chosen, then payment by Enter, then 确认下单.
    Self.keys(.left, .left, .down, .enter)(&shop)
    #expect(shop.state.checkout?.slot == SlotChoice(day: 0, slot: DeliverySlot(text: "19:00-20:00")))
    #expect(shop.state.checkout?.step == .payment)
    Self.keys(.down, .down, .enter)(&shop)
    #expect(shop.state.checkout?.payment == .alipay)
    #expect(CheckoutView.entries(shop.state)[shop.checkoutFocus] == .confirm)
    // Typing in the note reaches the field, `/` too, and the focus leaves it with ↑.
    Self.keys(.up)(&shop)
    for c in "7/8" { _ = shop.handle(.key(.character(String(c))), now: 0) }
    #expect(shop.state.checkout?.note == "7/8")
    Self.keys(.down, .enter)(&shop)
    #expect(shop.state.screen == .order(0))
    #expect(shop.state.placed.first?.payment == "支付宝")
    #expect(shop.state.placed.first?.note == "7/8")
  }
}
