import TerminalKit
import Testing
@testable import ShopCatalog

/// Search's rules on values: results follow the field as it is typed; Enter, a hot word or a
/// line of history searches and asks the app to remember the words.
struct SearchScreenTests {
  static let env = testEnv()
  static let area = Rect(x: 0, y: 1, width: 80, height: 20)

  static func state(_ text: String = "", focus: Int = 0, results: [String] = []) -> SearchScreen.State {
    var state = SearchScreen.State(placeholder: "搜索")
    state.field = TextField(text: text, limit: 40, placeholder: "搜索")
    state.query = text
    state.results = results
    state.focus = focus
    return state
  }

  @Test("each action on the state, and what it asks of the app", arguments: [
    (SearchScreen.Action.edited(TextField(text: "牛", limit: 40, placeholder: "搜索")), state("牛", results: ["milk"]), []),
    (.searched("苹果"), state("苹果", results: ["apple", "yogurt"]), [.account(.remember("苹果"))]),
    (.searched("xyz"), state("xyz"), [.account(.remember("xyz"))]),
    (.focused(2), state(focus: 2), []),
    (.opened("milk"), state(), [.push(.product("milk"))]),
    (.clearHistoryAsked, state(), [.notice(.historyEmpty)]),
  ] as [(SearchScreen.Action, SearchScreen.State, [ShopEffect])])
  func reduce(action: SearchScreen.Action, expected: SearchScreen.State, effects: [ShopEffect]) {
    var state = Self.state()
    #expect(SearchScreen.reduce(into: &state, action, env: Self.env) == effects)
    #expect(state == expected)
  }

  /// A search that finds nothing offers other words that find something (never its own) and
  /// 大家都在买, the home page's products in stock, to open or add.
  @Test func nothingFoundOffersOtherWordsAndWhatEveryoneBuys() {
    var state = Self.state()
    _ = SearchScreen.reduce(into: &state, .searched("牛奶"), env: Self.env)
    #expect(SearchScreen.suggestions(state, env: Self.env) == ["苹果"])
    _ = SearchScreen.reduce(into: &state, .searched("榴莲"), env: Self.env)
    #expect(state.results.isEmpty)
    #expect(SearchScreen.suggestions(state, env: Self.env) == ["苹果", "牛奶"])
    #expect(SearchScreen.targets(state, env: Self.env) == [.product("apple"), .product("milk")])
    state.focus = 1
    #expect(SearchScreen.action(for: .key(.character("+")), state: state, env: Self.env, area: Self.area) == .account(.add("apple")))
  }

  @Test func clearingAHistoryThatHasWordsAsksFirst() {
    var account = PlayerAccount(shop: Self.env.shop)
    _ = account.remember("梨")
    var state = Self.state()
    #expect(SearchScreen.reduce(into: &state, .clearHistoryAsked, env: testEnv(account: account)) == [.present(.confirmClearHistory)])
  }

  @Test("keys as actions", arguments: [
    (state(), InputEvent.key(.character("梨")), SearchScreen.Action.edited(TextField(text: "梨", limit: 40, placeholder: "搜索"))),
    (state("梨"), .key(.enter), .searched("梨")),
    (state(), .key(.down), .focused(1)),
    // Below the field: the hot words, then the history.
    (state(focus: 2), .key(.enter), .searched("牛奶")),
    (state(focus: 1), .key(.up), .focused(0)),
    (state("苹果", focus: 1, results: ["apple", "yogurt"]), .key(.character("+")), .account(.add("apple"))),
    (state("苹果", focus: 2, results: ["apple", "yogurt"]), .key(.enter), .opened("yogurt")),
    (state(), .key(.control("d")), .clearHistoryAsked),
    (state("苹果", focus: 1, results: ["apple", "yogurt"]), .key(.end), .focused(2)),
    (state("苹果", focus: 2, results: ["apple", "yogurt"]), .key(.home), .focused(1)),
    (state("苹果", focus: 0, results: ["apple", "yogurt"]), .mouse(MouseEvent(kind: .wheelDown, x: 3, y: 3)), .focused(2)),
  ] as [(SearchScreen.State, InputEvent, SearchScreen.Action)])
  func keys(state: SearchScreen.State, event: InputEvent, action: SearchScreen.Action) {
    #expect(SearchScreen.action(for: event, state: state, env: Self.env, area: Self.area) == action)
  }
}

/// The cart's keys: a line's + and −, Space selects, `a` all, the row above the first is 全选.
struct CartScreenTests {
  static let area = Rect(x: 0, y: 1, width: 80, height: 20)
  static let env: ShopEnvironment = {
    let shop = testShop()
    var account = PlayerAccount(shop: shop)
    _ = account.add(shop.products["apple"]!)
    _ = account.add(shop.products["milk"]!)
    return testEnv(shop, account: account)
  }()

  static func action(_ key: Key, focus: Int = 0, env: ShopEnvironment = env) -> CartScreen.Action? {
    CartScreen.action(for: .key(key), state: CartScreen.State(focus: focus), env: env, area: area)
  }

  @Test("keys as actions", arguments: [
    (Key.character("+"), 0, CartScreen.Action.account(.add("apple"))),
    (.character("-"), 1, .account(.removeOne("milk"))),
    (.character(" "), 1, .account(.toggle("milk"))),
    (.character(" "), -1, .account(.selectAll(false))),
    (.character("a"), 0, .account(.selectAll(false))),
    (.enter, 0, .opened("apple")),
    (.up, 0, .focused(-1)),
    (.down, 0, .focused(1)),
    (.end, 0, .focused(1)),
    (.character("c"), 0, .checkOut),
  ] as [(Key, Int, CartScreen.Action)])
  func keys(key: Key, focus: Int, action: CartScreen.Action) {
    #expect(Self.action(key, focus: focus) == action)
  }

  /// The cart's clicks, through the layout its drawing uses: who and when at the top (rows 1
  /// and 2), 全选 (row 3), the lines from row 4, 选好了 at the bottom.
  @Test func clicksLandWhereTheCartDrawsThings() {
    func click(_ x: Int, _ y: Int, focus: Int = 0) -> CartScreen.Action? {
      CartScreen.action(for: .mouse(MouseEvent(kind: .press, x: x, y: y)), state: CartScreen.State(focus: focus), env: Self.env, area: Self.area)
    }
    let layout = CartScreen.layout(Self.area, env: Self.env)
    #expect(layout.selectAll == 3 && layout.list.y == 4)
    #expect(click(10, 3) == .account(.selectAll(false)))
    #expect(click(2, 5) == .account(.toggle("milk")))
    #expect(click(20, 5) == .focused(1))
    #expect(click(20, 5, focus: 1) == .opened("milk"))
    #expect(click(79, 4) == .account(.add("apple")))
    #expect(click(layout.button.x + 2, layout.button.y) == .checkOut)
    #expect(click(20, 1) == nil)
  }

  @Test func theEmptyCartLeadsToTheMarketByKeyAndByClick() {
    let empty = testEnv()
    #expect(Self.action(.enter, env: empty) == .browse)
    let click = InputEvent.mouse(MouseEvent(kind: .press, x: 40, y: Self.area.y + Self.area.height / 2 + 1))
    #expect(CartScreen.action(for: click, state: CartScreen.State(), env: empty, area: Self.area) == .browse)
    #expect(Self.action(.character("+"), env: empty) == nil)
  }

  @Test("what each action asks of the app", arguments: [
    (CartScreen.Action.browse, [ShopEffect.selectTab(.market)]),
    (.checkOut, [.readClock, .push(.checkout)]),
    (.opened("milk"), [.push(.product("milk"))]),
    (.account(.toggle("apple")), [.account(.toggle("apple"))]),
  ] as [(CartScreen.Action, [ShopEffect])])
  func effects(action: CartScreen.Action, effects: [ShopEffect]) {
    var state = CartScreen.State()
    #expect(CartScreen.reduce(into: &state, action, env: Self.env) == effects)
    #expect(state == CartScreen.State())
  }
}

/// 我的 and the pages it opens.
struct MineScreenTests {
  static let env = testEnv()
  static let area = Rect(x: 0, y: 1, width: 80, height: 20)

  static func action(_ key: Key, focus: Int, env: ShopEnvironment = env) -> MineScreen.Action? {
    MineScreen.action(for: .key(key), state: MineScreen.State(focus: focus), env: env, area: area)
  }

  @Test func downFromTheButtonsGoesToTheListNotAlongTheRow() {
    #expect(MineScreen.items(Self.env) == [.page(.orders), .page(.coupons), .page(.messages), .settings])
    #expect(Self.action(.down, focus: 0) == .focused(3))
    #expect(Self.action(.right, focus: 0) == .focused(1))
    #expect(Self.action(.up, focus: 3) == .focused(0))
    #expect(Self.action(.enter, focus: 1) == .opened(.page(.coupons)))
  }

  @Test("an entry known by its title alone opens the page its title names", arguments: [
    ("收货地址", ShopRoute.addresses), ("帮助中心", .help), ("客服", .help), ("Help & FAQ", .help), ("Delivery addresses", .addresses),
    ("意见反馈", .feedback), ("Settings", .settings),
  ])
  func menu(title: String, route: ShopRoute) {
    var state = MineScreen.State()
    #expect(MineScreen.reduce(into: &state, .opened(.menu(MineEntry(title: title))), env: Self.env) == [.push(route)])
  }

  @Test func anEntryOpensThePageItNamesWhateverItsTitle() {
    var state = MineScreen.State()
    let entry = MineEntry(title: "Where it goes", page: .addresses)
    #expect(MineScreen.reduce(into: &state, .opened(.menu(entry)), env: Self.env) == [.push(.addresses)])
  }

  @Test func anEntryNamingNoPageIsNotShown() {
    var shop = testShop()
    shop.account.menu = [MineEntry(title: "积分商城"), MineEntry(title: "Help", page: .help)]
    #expect(MineScreen.items(testEnv(shop)) == [.page(.orders), .page(.coupons), .page(.messages), .menu(MineEntry(title: "Help", page: .help)), .settings])
    var state = MineScreen.State()
    #expect(MineScreen.reduce(into: &state, .opened(.menu(MineEntry(title: "积分商城"))), env: Self.env) == [.notice(.menuEntryNotHere("积分商城"))])
  }

  @Test func theAccordionOpensOneAtATime() {
    var state = HelpScreen.State()
    _ = HelpScreen.reduce(into: &state, .toggled(0), env: Self.env)
    #expect(state == HelpScreen.State(open: 0, focus: 0))
    _ = HelpScreen.reduce(into: &state, .toggled(1), env: Self.env)
    #expect(state == HelpScreen.State(open: 1, focus: 1))
    _ = HelpScreen.reduce(into: &state, .toggled(1), env: Self.env)
    #expect(state == HelpScreen.State(open: nil, focus: 1))
    #expect(HelpScreen.reduce(into: &state, .toggled(2), env: Self.env) == [.notice(.noQuestion(3))])
    #expect(state == HelpScreen.State(open: nil, focus: 1))
  }

  @Test func messagesFoldAndTheirTabsSwitch() {
    var state = MessagesScreen.State()
    _ = MessagesScreen.reduce(into: &state, .toggled(1), env: Self.env)
    #expect(state == MessagesScreen.State(user: false, unfolded: [1], focus: 1))
    _ = MessagesScreen.reduce(into: &state, .toggled(1), env: Self.env)
    #expect(state == MessagesScreen.State(user: false, unfolded: [], focus: 1))
    _ = MessagesScreen.reduce(into: &state, .toggled(0), env: Self.env)
    _ = MessagesScreen.reduce(into: &state, .tabChosen(user: true), env: Self.env)
    #expect(state == MessagesScreen.State(user: true, unfolded: [], focus: 0))
    #expect(MessagesScreen.reduce(into: &state, .toggled(1), env: Self.env) == [.notice(.noMessage(2))])
  }

  @Test func aCodeIsRefusedAsTheOriginalsServerRefusedEveryCode() {
    var state = CouponsScreen.State(focus: 0, placeholder: "兑换码")
    #expect(CouponsScreen.reduce(into: &state, .bound("ABC"), env: Self.env) == [.notice(.codeUnknown)])
    #expect(state.code.text == "ABC")
    #expect(CouponsScreen.reduce(into: &state, .bound(" "), env: Self.env) == [.notice(.codeEmpty)])
  }

  @Test func couponsStandByTheClock() {
    let standings = Self.env.account.couponsByStanding(of: Self.env.shop, on: testToday.date)
    #expect(standings.map { "\($0.coupon.id) \($0.standing)" } == ["open usable", "soon usable", "used used", "late expired"])
  }

  @Test("addresses: what each action asks", arguments: [
    (AddressesScreen.Action.newAsked, [ShopEffect.push(.addressForm(editing: nil, fromCheckout: false))]),
    (.editAsked(0), [.push(.addressForm(editing: 0, fromCheckout: false))]),
    (.editAsked(1), [.notice(.noAddress(2))]),
    (.deleteAsked(0), [.present(.confirmDeleteAddress(0))]),
    (.defaultChosen(0), [.account(.setDefault(0))]),
    (.defaultChosen(5), [.notice(.noAddress(6))]),
  ] as [(AddressesScreen.Action, [ShopEffect])])
  func addresses(action: AddressesScreen.Action, effects: [ShopEffect]) {
    var state = AddressesScreen.State()
    #expect(AddressesScreen.reduce(into: &state, action, env: Self.env) == effects)
    #expect(state == AddressesScreen.State())
  }

  @Test func aFullBookTakesNoNewAddress() {
    var account = PlayerAccount(shop: Self.env.shop)
    account.addresses = Array(repeating: account.addresses[0], count: AddressRules.mostAddresses)
    var state = AddressesScreen.State()
    #expect(AddressesScreen.reduce(into: &state, .newAsked, env: testEnv(account: account)) == [.notice(.addressesFull)])
  }

  @Test func feedbackIsCheckedThenSentAndTheFieldEmpties() {
    var state = FeedbackScreen.State(words: Self.env.words)
    let empty = state
    state.field = TextField(text: "好", limit: 300, placeholder: empty.field.placeholder)
    let short = state
    #expect(FeedbackScreen.reduce(into: &state, .sent("好"), env: Self.env) == [.notice(.feedback(.tooShort))])
    #expect(state == short)
    #expect(FeedbackScreen.reduce(into: &state, .sent("送货很快, 谢谢"), env: Self.env) == [.account(.sendFeedback("送货很快, 谢谢"))])
    #expect(state == empty)
  }

  @Test("settings: what each action asks", arguments: [
    (SettingsScreen.Action.resetAsked, [ShopEffect.present(.confirmReset)]),
    (.guideAsked, [.present(.guide(page: 0))]),
  ] as [(SettingsScreen.Action, [ShopEffect])])
  func settings(action: SettingsScreen.Action, effects: [ShopEffect]) {
    var state = SettingsScreen.State(focus: 1)
    #expect(SettingsScreen.reduce(into: &state, action, env: Self.env) == effects)
    #expect(state == SettingsScreen.State(focus: 1))
  }

  @Test func aPackWithNoGuideSaysSo() {
    var shop = testShop()
    shop.presentation.guide = []
    var state = SettingsScreen.State(focus: 2)
    #expect(SettingsScreen.reduce(into: &state, .guideAsked, env: testEnv(shop)) == [.notice(.noGuide)])
    #expect(state == SettingsScreen.State(focus: 2))
  }

  @Test func anOrderHasTwoViewsAndIsDeletedAfterAYes() {
    let area = Rect(x: 0, y: 1, width: 80, height: 20)
    var order = OrderScreen.State(index: 0)
    #expect(OrderScreen.action(for: .key(.right), state: order, env: Self.env, area: area) == .viewChosen(status: true))
    _ = OrderScreen.reduce(into: &order, .viewChosen(status: true), env: Self.env)
    #expect(order == OrderScreen.State(index: 0, showsStatus: true))
    #expect(OrderScreen.rows(order, env: Self.env, width: 80).map(\.text) == ["[订单状态]  订单详情", "已完成", "[ 再来一单 ] (r)"])
    #expect(OrderScreen.reduce(into: &order, .deleteAsked, env: Self.env) == [.present(.confirmDeleteOrder(0))])
  }

  /// The pack's own order is not written to the pack: the account remembers it was deleted.
  @Test func deletingAnOrderOfThePackHidesItAndOneOfOursRemovesIt() {
    var app = testApp()
    app.apply([.selectTab(.mine), .push(.orders), .push(.order(0)), .present(.confirmDeleteOrder(0))], world: testWorld)
    app.press(.character("y"))
    #expect(app.screenNames == ["mine", "orders"] && app.notice == .orderDeleted && app.unsaved)
    #expect(app.account.deletedOrders == ["n1"] && app.env.orders.isEmpty)
    for line in ["add apple", "checkout", "confirm"] { _ = app.run(line) }
    #expect(app.env.orders.count == 1)
    app.apply([.account(.deleteOrder(0))], world: testWorld)
    #expect(app.account.placed.isEmpty && app.env.orders.isEmpty)
    app.apply([.account(.deleteOrder(0))], world: testWorld)
    #expect(app.notice == .noOrder(1))
  }

  @Test func anOrderOpensAndComesAgain() {
    var orders = OrdersScreen.State()
    #expect(OrdersScreen.reduce(into: &orders, .opened(0), env: Self.env) == [.push(.order(0))])
    var order = OrderScreen.State(index: 0)
    #expect(OrderScreen.reduce(into: &order, .orderedAgain, env: Self.env) == [.account(.reorder(0))])
  }
}

/// The lunch menu's one list: the same rows as the market, its refresh reads the clock.
struct MenuScreenTests {
  static let env = testEnv()

  @Test func refreshReadsTheClockAndThenShowsIt() {
    var state = MenuScreen.State(rows: Self.env.rows)
    #expect(MenuScreen.reduce(into: &state, .refreshAsked, env: Self.env) == [.readClock])
    #expect(state.refreshed == nil)
    #expect(MenuScreen.reduce(into: &state, .refreshed, env: Self.env) == [])
    #expect(state.refreshed == testToday)
  }

  @Test func theFocusGoesThroughTheDishesOnly() {
    let area = Rect(x: 0, y: 1, width: 80, height: 20)
    let state = MenuScreen.State(rows: Self.env.rows)
    #expect(state.row == 1)
    #expect(MenuScreen.action(for: .key(.down), state: MenuScreen.State(rows: Self.env.rows), env: Self.env,
                              area: area) == .focused(row: 2))
    var last = state
    last.row = 3
    #expect(MenuScreen.action(for: .key(.down), state: last, env: Self.env, area: area) == .focused(row: 6))
    #expect(MenuScreen.action(for: .key(.enter), state: last, env: Self.env, area: area) == .opened("kiwi"))
  }
}

/// Every list takes PageUp, PageDown, Home, End and the wheel.
struct ListKeyTests {
  @Test("the keys of a list of 50 with a page of 10", arguments: [
    (InputEvent.key(.pageDown), 5, 15), (.key(.pageUp), 15, 5), (.key(.pageUp), 3, 0), (.key(.pageDown), 45, 49), (.key(.home), 20, 0),
    (.key(.end), 20, 49), (.mouse(MouseEvent(kind: .wheelDown, x: 0, y: 0)), 20, 23), (.mouse(MouseEvent(kind: .wheelUp, x: 0, y: 0)), 1, 0),
  ] as [(InputEvent, Int, Int)])
  func keys(event: InputEvent, from: Int, to: Int) {
    #expect(ListKeys.move(event, focus: from, count: 50, page: 10) == to)
  }

  @Test func eachPageOf我的GoesToItsEnds() {
    let env = testEnv()
    let area = Rect(x: 0, y: 1, width: 80, height: 20)
    #expect(HelpScreen.action(for: .key(.end), state: HelpScreen.State(), env: env, area: area) == .focused(1))
    #expect(MessagesScreen.action(for: .key(.end), state: MessagesScreen.State(), env: env, area: area) == .focused(1))
    #expect(SettingsScreen.action(for: .key(.end), state: SettingsScreen.State(), env: env, area: area) == .focused(2))
    #expect(SettingsScreen.action(for: .key(.home), state: SettingsScreen.State(focus: 2), env: env, area: area) == .focused(0))
    #expect(AddressesScreen.action(for: .key(.end), state: AddressesScreen.State(), env: env, area: area) == .focused(1))
    #expect(CouponsScreen.action(for: .key(.end), state: CouponsScreen.State(focus: 1, placeholder: ""), env: env, area: area) == .focused(4))
  }
}

/// A page's focused entry is shown whole, its long rows wrapped; the others stay on their line,
/// cut with `…`.
struct UnfoldedEntryTests {
  static let long = "满30可用, 限在线支付, 每个账户限用一次, 不与其他优惠同享, 有效期至2027年6月30日"

  static func lines(focus: Int) -> [String] {
    let rows = [PageRow("¥5 新人券", Theme.title, entry: 1), PageRow(long, Theme.text, entry: 1),
                PageRow("¥8 鲜果券", Theme.title, entry: 2), PageRow(long, Theme.text, entry: 2)]
    var buffer = CellBuffer(size: Size(columns: 40, rows: 10))
    PageRow.draw(rows, focus: focus, in: buffer.bounds, into: &buffer)
    return buffer.lines
  }

  @Test func theFocusedEntryIsWhole() {
    let lines = Self.lines(focus: 1)
    let shown = lines[1...].prefix { !$0.contains("鲜果券") }.joined().replacingOccurrences(of: " ", with: "")
    #expect(shown == Self.long.replacingOccurrences(of: " ", with: ""))
    #expect(lines.last { !$0.isEmpty }?.hasSuffix("…") == true)
  }

  @Test func anotherEntryFocusedLeavesThisOneCut() {
    let lines = Self.lines(focus: 2)
    #expect(lines[1].hasSuffix("…") && DisplayWidth.of(lines[1]) <= 39)
    #expect(lines.filter { $0.contains("有效期") }.count == 1)
  }
}
