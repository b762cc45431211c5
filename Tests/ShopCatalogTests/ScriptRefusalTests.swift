import TerminalKit
import Testing
@testable import ShopCatalog

/// A refused command changes nothing: on every screen, every verb that can refuse is checked
/// before any action runs, so the app — and the state JSON the script prints — are as they were.
/// This is the app's own rule, not the program's undo.
struct ScriptRefusalTests {
  /// Each screen, reached as a script reaches it.
  static let screens: [(name: String, lines: [String])] = [
    ("home", []), ("market", ["tab market"]), ("cart", ["add apple", "tab cart"]), ("mine", ["tab mine"]),
    ("product", ["open apple"]), ("search", ["search 苹果"]), ("orders", ["orders"]), ("order", ["order 1"]),
    ("coupons", ["coupons"]), ("messages", ["messages"]), ("faq", ["faq"]), ("addresses", ["addresses"]),
    ("checkout", ["add apple", "add apple", "add apple", "checkout"]), ("feedback", ["feedback"]), ("settings", ["settings"]),
  ]

  /// Commands refused wherever they are sent, with why.
  static let refused: [(line: String, why: String)] = [
    ("category 99", "'category' needs a number from 1 to 3"),
    ("tab nowhere", "'tab' needs home, market, cart or mine"),
    ("open nope", "there is no product 'nope'"),
    ("add", "'add' needs a product id, such as: add apple"),
    ("minus nope", "there is no product 'nope'"),
    ("select nope", "'nope' is not in the cart"),
    ("select", "'select' needs a product id, all or none"),
    ("search", "'search' needs words, such as: search 苹果"),
    ("history forget", "'history' takes one word: clear"),
    ("back now", "'back' takes no argument"),
    ("orders 2", "'orders' takes no argument"),
    ("order 9", "'order' needs a number from 1 to 1"),
    ("reorder x", "'reorder' needs a number from 1 to 1"),
    ("faq 9", "'faq' needs a number from 1 to 2"),
    ("checkout now", "'checkout' takes no argument"),
    ("address", "'address' needs N, new key=value…, edit N key=value… or delete N (keys: name, title, phone, city, area, detail)"),
    ("address 5", "'address' needs N, new key=value…, edit N key=value… or delete N (keys: name, title, phone, city, area, detail)"),
    ("address delete 5", "'address delete' needs a number from 1 to 1"),
    ("address new name=王五 title=mr phone=123", "没电话,怎么联系你~ (11位手机号码)"),
    ("address edit 1 colour=red", "unknown field 'colour': name, title, phone, city, area or detail"),
    ("feedback 好", "意见至少5个字哦~"),
    ("settings now", "'settings' takes no argument"),
    ("yes", "there is no question to answer"),
    ("guide again", "'guide' takes no argument"),
  ]

  @Test("every refusal, on every screen, changes nothing", arguments: screens.map(\.name))
  func nothingChanges(screen: String) {
    var app = testApp()
    for line in Self.screens.first(where: { $0.name == screen })!.lines { #expect(app.run(line) == .done, "\(line)") }
    #expect(app.screenNames.last == screen)
    for (line, why) in Self.refused {
      let before = app
      let json = app.scriptState
      #expect(app.run(line) == .refused(why), "\(line) on \(screen)")
      #expect(app == before, "\(line) on \(screen)")
      #expect(app.scriptState == json, "\(line) on \(screen)")
    }
  }

  /// Verbs of one screen refuse elsewhere, and say where they work.
  @Test("a screen's verbs elsewhere", arguments: [
    ("slot 1", "'slot' works at checkout: send 'checkout' first"), ("pay card", "'pay' works at checkout: send 'checkout' first"),
    ("coupon none", "'coupon' works at checkout: send 'checkout' first"), ("confirm", "'confirm' works at checkout: send 'checkout' first"),
    ("note hi", "'note' works at checkout: send 'checkout' first"), ("expand 1", "'expand' works on the messages: send 'messages' first"),
  ])
  func elsewhere(line: String, why: String) {
    var app = testApp()
    let before = app
    #expect(app.run(line) == .refused(why))
    #expect(app == before)
  }

  @Test("checkout's verbs refuse before they choose", arguments: [
    ("slot 99", "'slot' needs a number from 1 to 35"), ("pay bitcoin", "'pay' needs wechat, qq, alipay or cod"),
    ("coupon 4", "券soon不能用: 2016-02-01 起可用"), ("coupon 9", "'coupon' needs a number from 1 to 4 or none"),
    ("note " + String(repeating: "门", count: 101), "a note has at most 100 characters; this one has 101"),
  ])
  func atCheckout(line: String, why: String) {
    var app = testApp()
    for setup in ["add apple", "add apple", "add apple", "checkout"] { _ = app.run(setup) }
    let before = app
    #expect(app.run(line) == .refused(why))
    #expect(app == before)
  }

  @Test func anOrderThatCannotBePlacedIsRefusedWhole() {
    var app = testApp()
    for setup in ["add apple", "checkout", "select none"] { _ = app.run(setup) }
    let before = app
    #expect(app.run("confirm") == .refused("请先选择商品"))
    #expect(app == before)
  }
}
