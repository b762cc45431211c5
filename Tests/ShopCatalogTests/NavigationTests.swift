import GameCore
import TerminalKit
import Testing
@testable import ShopCatalog

/// The root on whole values: what the stack, the tabs, the overlay and the notice become when
/// effects are applied and when the keys every screen shares are pressed.
struct NavigationTests {
  static func home(_ app: ShopApp) -> ShopScreen { .home(HomeScreen.State(shop: app.shop, links: app.links)) }

  @Test func theShopOpensOnItsHomeTab() {
    let app = testApp()
    #expect(app.stack == NavigationStack(root: Self.home(app)))
    #expect(app.tab == .home && app.parked == [:] && app.overlay == nil && app.notice == nil && !app.unsaved)
  }

  @Test func aLunchMenuOpensOnItsMenu() {
    var shop = testShop()
    shop.presentation.layout = .menu
    let app = testApp(shop)
    #expect(app.tabs == [.market, .cart, .mine])
    #expect(app.stack == NavigationStack(root: .menu(MenuScreen.State(rows: app.rows))))
  }

  @Test func aPushedScreenGoesOnTopAndBackComesOff() {
    var app = testApp()
    var expected = app
    app.apply([.push(.product("apple"))], world: testWorld)
    _ = expected.stack.apply(.push(.product(ProductScreen.State(id: "apple"))))
    #expect(app == expected)
    app.press(.escape)
    _ = expected.stack.apply(.pop)
    #expect(app == expected)
  }

  /// A second window on a pack shows the guide and the splash over the notice that says its
  /// progress is not saved: the notice is still there once they are gone, until the next key.
  @Test(arguments: [ShopOverlay.guide(page: 0), .splash(until: 4)])
  func aNoticeFromOpeningWaitsForTheOverlaysThatCoverIt(overlay: ShopOverlay) {
    var app = testApp()
    app.notice = .save(.openElsewhere)
    app.overlay = overlay
    var expected = app
    app.press(.escape)
    expected.overlay = nil
    if case .guide = overlay {
      expected.account.guideSeen = app.shop.presentation.version
      expected.unsaved = true
    }
    #expect(app == expected)
    app.press(.down)
    #expect(app.notice == nil)
  }

  @Test func aNoticeIsClearedByTheAnswerToAQuestion() {
    var app = testApp()
    app.notice = .save(.openElsewhere)
    app.overlay = .confirmQuit
    var expected = app
    app.press(.escape)
    expected.overlay = nil
    expected.notice = nil
    #expect(app == expected)
  }

  @Test func aScreenThatCannotOpenSaysWhyAndTheStackStays() {
    var app = testApp()
    var expected = app
    app.apply([.push(.product("nope")), .push(.order(7)), .push(.checkout)], world: testWorld)
    expected.notice = .cartEmpty
    #expect(app == expected)
  }

  /// A tab's root is kept as it was left; the screens over it go.
  @Test func tabsKeepTheirRootsAndDropWhatWasOverThem() {
    var app = testApp()
    app.press(.down)
    let leftHome = app.stack.root
    app.apply([.push(.product("milk"))], world: testWorld)
    app.press(.tab)
    var expected = testApp()
    expected.tab = .market
    expected.stack = NavigationStack(root: .market(MarketScreen.State(rows: expected.rows)))
    expected.parked = [.home: leftHome]
    #expect(app == expected)
    app.press(.backTab)
    expected.tab = .home
    expected.stack = NavigationStack(root: leftHome)
    expected.parked = [.market: .market(MarketScreen.State(rows: expected.rows))]
    #expect(app == expected)
  }

  @Test func escapeGoesBackThenToTheFirstTabThenAsksBeforeQuitting() {
    var app = testApp()
    app.apply([.selectTab(.mine), .push(.orders)], world: testWorld)
    #expect(app.screenNames == ["mine", "orders"])
    app.press(.escape)
    #expect(app.screenNames == ["mine"] && app.tab == .mine)
    app.press(.escape)
    #expect(app.screenNames == ["home"] && app.tab == .home && app.overlay == nil)
    app.press(.escape)
    #expect(app.overlay == .confirmQuit)
    // No: the question goes and the shop stays.
    app.press(.character("n"))
    #expect(app.overlay == nil)
    app.press(.character("q"))
    #expect(app.overlay == .confirmQuit)
    let (outcome, _) = app.handle(.key(.character("y")), size: Size(columns: 80, rows: 24), world: testWorld)
    #expect({ if case .quit = outcome { true } else { false } }())
  }

  @Test func theCartAndSearchOpenFromAnywhere() {
    var app = testApp()
    // From a page of 我的 with nothing to type in (the coupons' code box would take the key).
    app.apply([.selectTab(.mine), .push(.messages)], world: testWorld)
    app.press(.character("c"))
    #expect(app.screenNames == ["cart"] && app.tab == .cart)
    app.press(.character("/"))
    #expect(app.screenNames == ["cart", "search"])
    // In search the keys are typed, not obeyed.
    app.type("cq/")
    #expect(app.screenNames == ["cart", "search"] && app.overlay == nil)
    guard case .search(let search) = app.screen else { return }
    #expect(search.field.text == "cq/")
  }

  @Test func aHomeButtonOpensTheMarketAtItsCategory() {
    var app = testApp()
    app.apply([.showCategory(2)], world: testWorld)
    var market = MarketScreen.State(rows: app.rows)
    _ = MarketScreen.reduce(into: &market, .categoryChosen(2), env: app.env)
    #expect(app.tab == .market && app.stack == NavigationStack(root: .market(market)))
  }

  @Test func anOverlayTakesTheKeysFirst() {
    var app = testApp()
    app.apply([.present(.confirmReset)], world: testWorld)
    let before = app
    app.press(.tab, .character("/"))
    #expect(app == before)
    app.press(.escape)
    #expect(app.overlay == nil && app.screenNames == ["home"])
  }

  @Test func aPlacedOrderOpensOverTheOrdersOver我的() {
    var app = testApp()
    for line in ["add apple", "add apple", "add apple", "checkout"] { #expect(app.run(line) == .done) }
    #expect(app.screenNames == ["home", "checkout"])
    #expect(app.run("confirm") == .done)
    #expect(app.screenNames == ["mine", "orders", "order"] && app.tab == .mine)
    #expect(app.account.cart.lines.isEmpty && app.account.placed.count == 1 && app.unsaved)
    #expect(app.notice == .orderPlaced(app.account.placed[0].number))
  }

  @Test func savingAnAddressFromCheckoutComesBackWithItChosen() {
    var app = testApp()
    for line in ["add apple", "checkout"] { #expect(app.run(line) == .done) }
    app.apply([.push(.addressForm(editing: nil, fromCheckout: true))], world: testWorld)
    #expect(app.screenNames == ["home", "checkout", "address-form"])
    let form = AddressRules.Form(name: "王五", title: .ms, phone: "13900139000", city: "上海市", area: "徐汇区", detail: "2号楼202")
    app.apply([.account(.saveAddress(form, editing: nil, fromCheckout: true))], world: testWorld)
    #expect(app.screenNames == ["home", "checkout"] && app.notice == .addressSaved)
    guard case .checkout(let checkout) = app.screen else { return }
    #expect(checkout.choices.address == 1 && checkout.choices.step == .slot)
  }

  @Test func aNewAddressSavedFromTheListIsFocusedThere() {
    var app = testApp()
    app.openPage(.addresses, world: testWorld)
    app.apply([.push(.addressForm(editing: nil, fromCheckout: false))], world: testWorld)
    let form = AddressRules.Form(name: "王五", title: .ms, phone: "13900139000", city: "上海市", area: "徐汇区", detail: "2号楼202")
    app.apply([.account(.saveAddress(form, editing: nil, fromCheckout: false))], world: testWorld)
    #expect(app.screenNames == ["mine", "addresses"] && app.notice == .addressSaved)
    #expect(app.screen == .addresses(AddressesScreen.State(focus: app.account.addresses.count - 1)))
  }
}

/// The account's rules as the root applies them: what a change does and what it says.
struct AccountEffectTests {
  @Test("adding, as the stock allows", arguments: [
    (["apple"], ["apple": 1], nil),
    (["kiwi"], [:], ShopNotice.outOfStock("猕猴桃")),
    (["pear", "pear", "pear"], ["pear": 2], .stockLimit("雪梨")),
    (["nope"], [:], .noProduct("nope")),
  ] as [([String], [String: Int], ShopNotice?)])
  func add(ids: [String], cart: [String: Int], notice: ShopNotice?) {
    var app = testApp()
    app.apply(ids.map { .account(.add($0)) }, world: testWorld)
    #expect(Dictionary(uniqueKeysWithValues: app.account.cart.lines.map { ($0.id, $0.quantity) }) == cart)
    #expect(app.notice == notice)
    #expect(app.unsaved == !cart.isEmpty)
  }

  @Test func aStockLimitSaysThePacksOwnWords() {
    var shop = testShop()
    shop.rules.stockMessage = "限购两件"
    var app = testApp(shop)
    app.apply([.account(.add("pear")), .account(.add("pear")), .account(.add("pear"))], world: testWorld)
    #expect(app.notice?.text(app.env) == "雪梨：限购两件")
  }

  @Test func anOrderAgainSaysWhatCouldNotComeBack() {
    var app = testApp()
    app.apply([.account(.reorder(0))], world: testWorld)
    #expect(app.account.cart.lines == [CartLine(id: "apple", quantity: 2, selected: true),
                                       CartLine(id: "pear", quantity: 2, selected: true)])
    #expect(app.notice?.text(app.env) == "4 件已放回购物车; 补货中: 猕猴桃、下架了; 库存不足: 雪梨 ×2; 价格变了: 红富士苹果 ¥10.00→¥12.90")
    #expect(app.notice?.kind == .refusal)
  }

  @Test func resetGivesBackTheAccountOfAFirstOpen() {
    var app = testApp()
    app.apply([.account(.add("apple")), .account(.remember("梨")), .present(.confirmReset)], world: testWorld)
    app.press(.character("y"))
    #expect(app.account == PlayerAccount(shop: app.shop))
    #expect(app.notice == .shopReset && app.overlay == nil && app.unsaved)
  }
}
