import TerminalKit
import Testing
@testable import ShopCatalog

/// 首页's rules on values. At 80 columns the code-built shop's page is: the banner (rows 0–5),
/// the buttons 水果 and 活动 (row 7; 活动 names nothing and is passed by), 新鲜热卖's heading
/// (row 12), the apple and the milk (row 13), the footer (row 17).
struct HomeScreenTests {
  static let env = testEnv()
  static let area = Rect(x: 0, y: 1, width: 80, height: 10)

  static func state(focus: Int = 1, top: Int = 0, banner: Int = 0, held: Bool = false) -> HomeScreen.State {
    var state = HomeScreen.State(shop: env.shop, links: env.links)
    state.focus = focus
    state.top = top
    state.carousel.turn(by: banner, at: 0)
    state.carousel.held = held
    return state
  }

  @Test func nothingToTheRightOfTheLastLiveButton() {
    #expect(HomeScreen.action(for: .key(.right), state: Self.state(), env: Self.env, area: Self.area) == nil)
  }

  @Test func itOpensBelowTheBannerSoThatTheBannerTurns() {
    let state = HomeScreen.State(shop: Self.env.shop, links: Self.env.links)
    #expect(state.focus == 1 && state.top == 0)
    #expect(state.carousel == Carousel(count: 2))
  }

  @Test("what pressing each item asks of the app", arguments: [
    // A button named after a category opens the market there.
    (HomeLayout.Item.button(0), [ShopEffect.showCategory(0)]),
    // One that names nothing the pack has is no item; a script pressing it is told so.
    (.button(1), [.notice(.showcaseOnly("活动"))]),
    (.product("apple"), [.push(.product("apple"))]),
    (.footer, [.selectTab(.market)]),
  ] as [(HomeLayout.Item, [ShopEffect])])
  func press(item: HomeLayout.Item, effects: [ShopEffect]) {
    var state = Self.state()
    #expect(HomeScreen.reduce(into: &state, .pressed(item), env: Self.env) == effects)
    #expect(state == Self.state())
  }

  /// 新鲜热卖 shows with the first card under it, never alone on the last line, at any height.
  @Test(arguments: 8...30)
  func theHeadingNeverShowsAlone(height: Int) {
    let area = Rect(x: 0, y: 0, width: 80, height: height)
    var buffer = CellBuffer(size: Size(columns: 80, rows: height))
    HomeScreen.draw(Self.state(focus: 0), env: Self.env, canvas: ShopCanvas(drawPicture: { _, _, _, _ in }), in: area, into: &buffer)
    let lines = buffer.lines
    guard let row = lines.firstIndex(where: { $0.contains(Self.env.words(.freshHeader)) }) else { return }
    #expect(row + 1 < lines.count && lines[row + 1].contains("┌"), "\(lines.joined(separator: "\n"))")
  }

  @Test func eachButtonLeadsWhereItsTitleSays() {
    var shop = testShop()
    shop.buttons = [Showcase(title: "牛奶", picture: ""), Showcase(title: "乳品", picture: ""), Showcase(title: " ", picture: ""),
                    Showcase(title: "活动", picture: "")]
    #expect(ShowcaseLinks(shop: shop, search: SearchIndex(shop: shop)).buttons == [.search("牛奶"), .category(2), nil, nil])
    let layout = HomeLayout(shop: shop, links: ShowcaseLinks(shop: shop, search: SearchIndex(shop: shop)), width: 80)
    #expect(layout.items.map(\.item) == [.banner, .button(0), .button(1), .product("apple"), .product("milk"), .footer])
    #expect(layout.inert.map(\.item) == [.button(2), .button(3)])
  }

  /// Enter on the banner shown goes where its title leads, as a button does; a banner that
  /// names nothing the pack has says it is only a showcase, and nothing else changes.
  @Test func pressingTheBannerOpensWhereItLeads() {
    var shop = testShop()
    shop.banners = [Showcase(title: "横幅1", picture: ""), Showcase(title: "苹果", picture: "")]
    let env = testEnv(shop)
    var state = Self.state(focus: 0, held: true)
    #expect(HomeScreen.reduce(into: &state, .pressed(.banner), env: env) == [.notice(.showcaseOnly("横幅1"))])
    #expect(state == Self.state(focus: 0, held: true))
    _ = HomeScreen.reduce(into: &state, .bannerTurned(1), env: env)
    #expect(HomeScreen.reduce(into: &state, .pressed(.banner), env: env) == [.push(.search("苹果"))])
  }

  @Test("keys and the wheel as actions", arguments: [
    // The apple needs rows the view does not show: the banner goes whole rather than cut.
    (state(), Key.down, HomeScreen.Action.focused(2, top: 7, onBanner: false)),
    (state(), .up, .focused(0, top: 0, onBanner: true)),
    (state(focus: 2, top: 7), .right, .focused(3, top: 7, onBanner: false)),
    (state(), .end, .focused(4, top: 8, onBanner: false)),
    (state(focus: 0), .right, .bannerTurned(1)),
    (state(focus: 0), .left, .bannerTurned(-1)),
    (state(focus: 2, top: 7), .character("+"), .account(.add("apple"))),
    (state(focus: 3, top: 7), .character("-"), .account(.removeOne("milk"))),
    (state(focus: 4, top: 8), .enter, .pressed(.footer)),
  ] as [(HomeScreen.State, Key, HomeScreen.Action)])
  func keys(state: HomeScreen.State, key: Key, action: HomeScreen.Action) {
    #expect(HomeScreen.action(for: .key(key), state: state, env: Self.env, area: Self.area) == action)
  }

  @Test func theFocusLandingOnTheBannerHoldsItAndLeavingLetsItTurn() {
    var state = Self.state()
    _ = HomeScreen.reduce(into: &state, .focused(0, top: 0, onBanner: true), env: Self.env)
    #expect(state.carousel.held && state.carousel.deadline == nil)
    _ = HomeScreen.reduce(into: &state, .focused(1, top: 0, onBanner: false), env: Self.env)
    #expect(!state.carousel.held && state.carousel.deadline != nil)
  }

  @Test func aClickPressesWhatItLandsOnAndTheWheelScrolls() {
    func event(_ kind: MouseEvent.Kind, _ x: Int, _ y: Int) -> HomeScreen.Action? {
      HomeScreen.action(for: .mouse(MouseEvent(kind: kind, x: x, y: y)), state: Self.state(), env: Self.env, area: Self.area)
    }
    #expect(event(.press, 3, 1 + 8) == .pressed(.button(0)))
    #expect(event(.press, 3, 1 + 6) == nil)
    // 活动, which leads nowhere, takes no click.
    #expect(event(.press, 25, 1 + 8) == nil)
    #expect(event(.wheelDown, 3, 3) == .scrolled(top: 3))
    #expect(event(.wheelUp, 3, 3) == .scrolled(top: 0))
  }

  /// The carousel turns every three seconds, once however late the tick, and not while held.
  @Test func theCarouselTurnsOnTheClock() {
    var carousel = Carousel(count: 3)
    carousel.advance(to: 10)
    #expect(carousel.index == 0 && carousel.deadline == 13)
    carousel.advance(to: 100)
    #expect(carousel.index == 1 && carousel.deadline == 103)
    carousel.held = true
    carousel.advance(to: 200)
    #expect(carousel.index == 1 && carousel.deadline == nil)
  }
}
