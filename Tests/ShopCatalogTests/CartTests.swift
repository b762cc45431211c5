import PlistKit
import Testing
@testable import ShopCatalog

/// The cart's rules on values: stock, one line an id, the badge, selection, the bill.
struct CartTests {
  let shop = testShop()

  @Test func theStockLimitIsRefusedWithTheShopsMessage() {
    var state = ShopState(shop: shop)
    #expect(state.run(.added("pear"), .added("pear")) == [.saveCart, .addedToCart("pear")])
    #expect(state.run(.added("pear")) == [])
    #expect(state.message == "雪梨：库存不足了 先买这么多, 过段时间再来看看吧~")
    #expect(state.cart.lines == [CartLine(id: "pear", quantity: 2, selected: true)])
  }

  @Test func anOutOfStockProductCannotBeAdded() {
    var state = ShopState(shop: shop)
    #expect(state.run(.added("kiwi")) == [])
    #expect(state.message == "猕猴桃 补货中")
    #expect(state.cart.lines.isEmpty)
  }

  @Test func theSameProductFromAnyScreenIsOneLine() {
    var state = ShopState(shop: shop)
    state.run(.added("apple"))
    state.run(.tabChosen(.market), .categoryChosen(0), .added("apple"))
    state.run(.searched("苹果"), .added("apple"))
    state.run(.productOpened("apple"), .added("apple"))
    #expect(state.cart.lines == [CartLine(id: "apple", quantity: 4, selected: true)])
  }

  @Test("the badge counts units, hidden at 0, 99+ above 99", arguments: [(0, nil), (1, "1"), (99, "99"), (100, "99+"), (250, "99+")] as [(Int, String?)])
  func badge(units: Int, shown: String?) {
    var cart = Cart()
    for _ in 0..<units { #expect(cart.add(shop.products["milk"]!, rules: shop.rules) == nil) }
    #expect(cart.units == units)
    #expect(cart.badge == shown)
  }

  @Test func minusRemovesTheLineAtZero() {
    var state = ShopState(shop: shop)
    state.run(.added("apple"), .added("apple"), .removedOne("apple"))
    #expect(state.cart.lines == [CartLine(id: "apple", quantity: 1, selected: true)])
    #expect(state.run(.removedOne("apple")) == [.saveCart])
    #expect(state.cart.lines.isEmpty)
    #expect(state.run(.removedOne("apple")) == [])
    #expect(state.message == "红富士苹果 is not in the cart")
  }

  @Test func onlySelectedLinesCount() {
    var state = ShopState(shop: shop)
    state.run(.added("apple"), .added("milk"), .added("milk"))
    #expect(state.bill == Bill(goods: Money(fen: 1_290 + 2 * 1_590), delivery: .zero, untilFree: nil))
    state.run(.selectionToggled("milk"))
    #expect(state.cart.allSelected == false)
    #expect(state.bill == Bill(goods: Money(fen: 1_290), delivery: Money(fen: 800), untilFree: Money(fen: 1_710)))
    state.run(.allSelected(false))
    #expect(state.bill == Bill(goods: .zero, delivery: .zero, untilFree: nil))
    state.run(.allSelected(true))
    #expect(state.cart.allSelected)
    #expect(state.run(.selectionToggled("pear")) == [])
    #expect(state.message == "雪梨 is not in the cart")
  }

  @Test("free delivery from ¥30.00 of goods", arguments: [
    (2_999, 800, "再买 ¥0.01 免运费"), (3_000, 0, "满¥30.00免运费 ✓"), (3_001, 0, "满¥30.00免运费 ✓"), (1, 800, "再买 ¥29.99 免运费"),
  ] as [(Int64, Int64, String)])
  func freeDeliveryEdge(goods: Int64, delivery: Int64, line: String) {
    var shop = Shop()
    shop.add(Product(id: "x", name: "x", price: Money(fen: goods), stock: 1))
    let bill = Bill(cart: Cart(lines: [CartLine(id: "x", quantity: 1, selected: true)]), products: shop.products, rules: shop.rules)
    #expect(bill.delivery == Money(fen: delivery))
    #expect(bill.total == Money(fen: goods + delivery))
    #expect(bill.deliveryLine(rules: shop.rules) == line)
  }

  @Test func theRulesComeFromThePack() {
    var rules = ShopRules()
    rules.freeDeliveryFrom = Money(fen: 5_000)
    rules.deliveryFee = Money(fen: 500)
    let bill = Bill(cart: Cart(lines: [CartLine(id: "apple", quantity: 3, selected: true)]), products: shop.products, rules: rules)
    #expect(bill == Bill(goods: Money(fen: 3_870), delivery: Money(fen: 500), untilFree: Money(fen: 1_130)))
  }

  @Test func aSavedCartIsFittedToTheChangedPack() {
    var cart = Cart(lines: [CartLine(id: "pear", quantity: 5, selected: false), CartLine(id: "gone", quantity: 1, selected: true),
                            CartLine(id: "kiwi", quantity: 1, selected: true), CartLine(id: "apple", quantity: 2, selected: true)])
    cart.fit(shop.products)
    #expect(cart.lines == [CartLine(id: "pear", quantity: 2, selected: false), CartLine(id: "apple", quantity: 2, selected: true)])
  }

  @Test func aSaveWithAProductOnTwoLinesKeepsNoMoreThanItsStock() throws {
    // Written by hand or by an older version: pear (stock 2) twice, 40 and 20.
    let plist: PlistValue = .dictionary(PlistDictionary([("cart", .array([
      .dictionary(PlistDictionary([("id", .string("pear")), ("quantity", .integer(40))])),
      .dictionary(PlistDictionary([("id", .string("apple")), ("quantity", .integer(1))])),
      .dictionary(PlistDictionary([("id", .string("pear")), ("quantity", .integer(20))])),
    ]))]))
    var cart = try ShopProgress(plist: plist).cart
    cart.fit(shop.products)
    #expect(cart.lines == [CartLine(id: "pear", quantity: 2, selected: true), CartLine(id: "apple", quantity: 1, selected: true)])
  }

  @Test func theSaveHoldsEveryLineAndTheHistory() throws {
    let progress = ShopProgress(cart: Cart(lines: [CartLine(id: "pear", quantity: 2, selected: false), CartLine(id: "apple", quantity: 1, selected: true)]),
                                history: ["牛奶", "苹果"])
    let read = try ShopProgress(plist: progress.plist)
    #expect(read.cart == progress.cart)
    #expect(read.history == progress.history)
  }
}

extension Bill {
  init(goods: Money, delivery: Money, untilFree: Money?) {
    self.init(cart: Cart(), products: [:], rules: ShopRules())
    self.goods = goods
    self.delivery = delivery
    self.untilFree = untilFree
  }
}
