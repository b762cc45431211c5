import GameCore
import PlistKit
import Testing
import TerminalKit
import TestSupport
@testable import ShopCatalog

/// A coupon that comes with a code: hidden until its code is typed in 优惠券, then the
/// player's, kept in the save, spent at checkout like any other.
struct CouponCodeTests {
  static func shop() -> Shop {
    var shop = testShop()
    let day = CivilDate(year: 2026, month: 1, day: 1)!, end = CivilDate(year: 2027, month: 12, day: 31)!
    shop.account.coupons = [
      Coupon(id: "open", name: "人人有", value: Money(fen: 100), threshold: .zero, starts: day, ends: end),
      Coupon(id: "coded", name: "兑换券", value: Money(fen: 500), threshold: .zero, starts: day, ends: end, code: "NewBee"),
    ]
    return shop
  }

  static func state(code: String = "") -> CouponsScreen.State {
    var state = CouponsScreen.State(focus: 0, placeholder: "输入优惠码")
    state.code = TextField(text: code, limit: state.code.limit, placeholder: "输入优惠码")
    return state
  }

  @Test("binding a code", arguments: [
    (" newbee ", false, "", [ShopEffect.account(.bindCoupon("coded")), .notice(.codeBound("兑换券"))]),
    ("NEWBEE", true, "NEWBEE", [.notice(.codeAlreadyBound("兑换券"))]),
    ("OLDBEE", false, "OLDBEE", [.notice(.codeUnknown)]),
    ("  ", false, "  ", [.notice(.codeEmpty)]),
  ] as [(String, Bool, String, [ShopEffect])])
  func bind(code: String, boundBefore: Bool, left: String, effects: [ShopEffect]) {
    let shop = Self.shop()
    var account = PlayerAccount(shop: shop)
    if boundBefore { account.boundCoupons = ["coded"] }
    var state = Self.state()
    #expect(CouponsScreen.reduce(into: &state, .bound(code), env: testEnv(shop, account: account)) == effects)
    #expect(state == Self.state(code: left))
  }

  @Test func aBoundCouponIsListedKeptInTheSaveAndSpentAtCheckout() throws {
    let shop = Self.shop()
    var account = PlayerAccount(shop: shop)
    #expect(account.coupons(of: shop).map(\.id) == ["open"])
    account.boundCoupons.insert("coded")
    #expect(account.coupons(of: shop).map(\.id) == ["open", "coded"])
    let saved = ShopProgress(account: account, shop: shop).plist
    #expect(try ShopProgress(plist: saved).account(of: shop).boundCoupons == ["coded"])
    // A save naming a coupon the pack gives with no code, or does not have, binds nothing.
    account.boundCoupons = ["coded", "open", "gone"]
    #expect(try ShopProgress(plist: ShopProgress(account: account, shop: shop).plist).account(of: shop).boundCoupons == ["coded"])
  }

  @Test func theCouponsPageOpensOnTheCodeBoxAndPageDownLeavesIt() {
    let env = testEnv(Self.shop())
    let state = Self.state()
    #expect(CouponsScreen.takesText(state, env: env))
    #expect(CouponsScreen.action(for: .key(.pageDown), state: state, env: env, area: Rect(x: 0, y: 0, width: 80, height: 20)) == .focused(2))
    #expect(CouponsScreen.keyHints(state, env: env).map(\.key) == ["↑↓", "Enter"])
    var onCoupon = state
    onCoupon.focus = 1
    #expect(CouponsScreen.keyHints(onCoupon, env: env).map(\.key) == ["↑↓"])
  }
}
