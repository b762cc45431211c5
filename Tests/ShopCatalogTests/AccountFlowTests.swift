import Foundation
import GameCore
import PlistKit
import TerminalKit
import Testing
import TestSupport
@testable import ShopCatalog

/// Addresses edited, saves read back, feedback, settings, the guide and the splash.
struct AddressEditingTests {
  static let good = AddressRules.Form(name: "王五", title: .mr, phone: "138 0013 8000", city: "上海市", area: "浦东新区", detail: "3号楼101")

  @Test func aNewAddressIsSavedAndCheckoutUsesIt() {
    var state = CheckoutFlowTests.filled()
    state.run(.checkoutOpened, .checkoutStepChosen(.address), .addressFormOpened(editing: nil))
    #expect(state.screen == .addressForm)
    state.run(.addressFormChanged(Self.good), .addressSaved)
    #expect(state.screen == .checkout)
    #expect(state.addresses.count == 3)
    #expect(state.addresses[2].phone == "13800138000")
    #expect(state.checkout?.address == 2)
    #expect(state.checkout?.step == .slot)
    #expect(state.message == "地址已保存")
  }

  @Test func aWrongFormStaysOpenWithTheFirstProblem() {
    var state = ShopState(shop: accountShop())
    var form = Self.good
    form.city = "北京市"
    state.run(.pageOpened(.addresses), .addressFormOpened(editing: nil), .addressFormChanged(form), .addressSaved)
    #expect(state.screen == .addressForm)
    #expect(state.form?.problem == "暂时只送这些城市: 杭州市、上海市")
    #expect(state.addresses.count == 2)
  }

  @Test("a field longer than the form's is refused, however it was typed", arguments: [
    ("name", 21, "名字太长了: 最多20个字"), ("city", 21, "城市太长了: 最多20个字"),
    ("area", 41, "所在地区太长了: 最多40个字"), ("detail", 61, "详细地址太长了: 最多60个字"),
  ])
  func tooLong(field: String, count: Int, message: String) {
    func form(_ length: Int) -> AddressRules.Form {
      var form = Self.good
      let text = String(repeating: "长", count: length)
      switch field {
      case "name": form.name = text
      case "city": form.city = text
      case "area": form.area = text
      default: form.detail = text
      }
      return form
    }
    #expect(AddressRules.validate(form(count), cities: []) == .failure(AddressProblem(message)))
    // At the longest it is an address.
    #expect((try? AddressRules.validate(form(count - 1), cities: []).get()) != nil)
  }

  @Test func twentyAddressesAtMost() {
    var state = ShopState(shop: accountShop())
    for _ in 0..<18 { state.run(.addressFormOpened(editing: nil), .addressFormChanged(Self.good), .addressSaved) }
    #expect(state.addresses.count == 20)
    state.run(.addressFormOpened(editing: nil))
    #expect(state.screen != .addressForm)
    #expect(state.message == "最多保存20个地址: 先删掉一个吧")
    state.run(.addressFormOpened(editing: 3))
    #expect(state.screen == .addressForm)
  }

  @Test func editDeleteAndTheDefaultFollowingItsAddress() {
    var state = ShopState(shop: accountShop())
    state.run(.pageOpened(.addresses), .addressFormOpened(editing: 0))
    #expect(state.form?.fields == AddressRules.Form(state.addresses[0]))
    var fields = state.form!.fields
    fields.detail = "9号楼1201"
    state.run(.addressFormChanged(fields), .addressSaved)
    #expect(state.addresses[0].detail == "9号楼1201")
    #expect(state.message == "地址已修改")
    // Deleting asks first; no keeps it.
    state.run(.addressDeleteAsked(0))
    #expect(state.host.overlay == .confirmDeleteAddress(0))
    state.run(.overlayDismissed)
    #expect(state.addresses.count == 2)
    // The default (the second) moves up when the first goes, and the first becomes the default
    // when the default goes.
    state.run(.addressDeleteAsked(0), .addressDeleted(0))
    #expect(state.addresses.map(\.name) == ["周大树"])
    #expect(state.defaultAddress == 0)
    state.run(.addressFormOpened(editing: nil), .addressFormChanged(Self.good), .addressSaved, .defaultAddressChosen(1))
    #expect(state.defaultAddress == 1)
    state.run(.addressDeleted(1))
    #expect(state.defaultAddress == 0)
    #expect(state.message == "地址已删除")
  }
}

struct ShopProgressTests {
  @Test func everythingPlacedHereComesBackFromTheSave() throws {
    var state = CheckoutFlowTests.filled()
    state.run(.checkoutOpened, .noteChanged("门口放着"), .orderConfirmed)
    state.run(.addressFormOpened(editing: nil), .addressFormChanged(AddressEditingTests.good), .addressSaved)
    state.run(.pageOpened(.feedback), .feedbackSent("苹果很甜, 下次还买"), .guideOpened, .guideFinished)
    let bytes = BinaryPlistWriter.write(ShopProgress(state: state).plist)
    let read = try PlistDocument(name: "save", bytes: bytes).decode(ShopProgress.self)
    var fresh = ShopState(shop: accountShop(), today: state.today)
    read.restore(into: &fresh)
    #expect(fresh.placed == state.placed)
    #expect(fresh.placed.first?.note == "门口放着")
    #expect(fresh.addresses == state.addresses)
    #expect(fresh.defaultAddress == state.defaultAddress)
    #expect(fresh.usedCoupons == ["eight"])
    #expect(fresh.feedback == [FeedbackEntry(text: "苹果很甜, 下次还买", time: "2026-12-01 18:30")])
    #expect(fresh.guideSeen == "1")
    #expect(fresh.orders.count == 1)
  }

  @Test("a hostile save is an error naming the key", arguments: [
    ("<key>orders</key><array><dict><key>number</key><string>1</string><key>created</key><string>x</string><key>status</key><string>s</string><key>lines</key><array/><key>promotions</key><integer>9223372036854775807</integer><key>freight</key><integer>0</integer><key>paid</key><integer>0</integer></dict></array>",
     "save:1: orders[0].promotions: must be at most 1000000000000000000 fen, found 9223372036854775807"),
    ("<key>orders</key><array><dict><key>number</key><string>1</string><key>created</key><string>x</string><key>status</key><string>s</string><key>lines</key><array><dict><key>id</key><string>a</string><key>name</key><string>a</string><key>price</key><integer>1</integer><key>quantity</key><integer>0</integer></dict></array><key>promotions</key><integer>0</integer><key>freight</key><integer>0</integer><key>paid</key><integer>0</integer></dict></array>",
     "save:1: orders[0].lines[0].quantity: must be from 1 to 999, found 0"),
    ("<key>addresses</key><array><dict><key>name</key><string>a</string><key>title</key><string>先森</string><key>phone</key><string>1</string></dict></array>",
     "save:1: addresses[0].title: expected 先生 or 女士, found \"先森\""),
  ])
  func hostile(body: String, message: String) {
    let xml = "<?xml version=\"1.0\"?><plist version=\"1.0\"><dict>\(body)</dict></plist>"
    do {
      _ = try PlistDocument(name: "save", bytes: Array(xml.utf8)).decode(ShopProgress.self)
      Issue.record("decoded")
    } catch {
      #expect(error.description == message)
    }
  }
}

struct MinePagesTests {
  @Test("feedback is 5 to 300 characters", arguments: [
    ("  好  ", "意见至少5个字哦~", 0),
    (String(repeating: "好", count: 301), "意见最多300个字, 这段有301个字", 0),
    ("  送货很快, 谢谢  ", "谢谢你的意见! 已保存在本机", 1),
  ])
  func feedback(text: String, message: String, saved: Int) {
    var state = ShopState(shop: accountShop(), today: at(9))
    state.run(.pageOpened(.feedback), .feedbackSent(text))
    #expect(state.message == message)
    #expect(state.feedback.count == saved)
    #expect(state.screen == (saved == 1 ? .tab(.mine) : .feedback))
    if saved == 1 { #expect(state.feedback[0].text == "送货很快, 谢谢") }
  }

  @Test("a code answers as the original did", arguments: [("", "请输入优惠码!"), ("  ", "请输入优惠码!"), ("SPRING2026", "请输入正确的优惠劵")])
  func bind(code: String, message: String) {
    var state = ShopState(shop: accountShop())
    state.run(.couponBound(code))
    #expect(state.message == message)
  }

  @Test func resetAsksThenForgetsEverythingDoneHere() {
    var state = CheckoutFlowTests.filled()
    state.run(.checkoutOpened, .orderConfirmed, .added("pear"), .addressDeleted(0), .guideFinished)
    state.run(.resetAsked)
    #expect(state.host.overlay == .confirmReset)
    let effects = state.run(.resetConfirmed)
    #expect(effects == [.saveAll])
    let fresh = ShopState(shop: accountShop())
    #expect(state.placed.isEmpty && state.cart == Cart() && state.usedCoupons.isEmpty && state.guideSeen == nil)
    #expect(state.addresses == fresh.addresses && state.defaultAddress == fresh.defaultAddress)
    #expect(state.message == "本店的数据已重置")
  }

  @Test func theCacheSizeAndClearingIt() {
    let root = TemporaryFolder()
    #expect(ShopCache(root: root.path).size == 0)
    #expect(ShopCache(root: root.path).clear() == "已清除 0 B")
    root.write("shop/pictures/a.bin", String(repeating: "x", count: 1_500))
    root.write("shop/b.txt", String(repeating: "y", count: 548))
    root.write("other/kept.txt", "not the shop's")
    #expect(ShopCache(root: root.path).size == 2_048)
    #expect(ShopCache(root: root.path).clear() == "已清除 2.0 KB")
    #expect(ShopCache(root: root.path).size == 0)
    #expect(PathSafety.isDirectory(root.path + "/shop"))
    #expect(PathSafety.isFile(root.path + "/other/kept.txt"))
    #expect(ShopCache(root: nil).clear() == "没有缓存")
  }

  @Test("sizes as a person reads them", arguments: [(0, "0 B"), (1_023, "1023 B"), (1_024, "1.0 KB"), (1_536, "1.5 KB"), (5_242_880, "5.0 MB")])
  func sizes(bytes: Int, text: String) {
    #expect(ShopCache.text(bytes: bytes) == text)
  }
}

struct IntroductionTests {
  static func shop(version: String = "1", splash: Splash? = nil) -> Shop {
    var shop = accountShop()
    shop.presentation.version = version
    shop.presentation.splash = splash
    return shop
  }

  static let december = Splash(title: "双十二", picture: "", starts: CivilDate(parsing: "2026-12-01"), ends: CivilDate(parsing: "2026-12-12"))

  @Test("the guide first, the splash later inside its dates, neither in a script", arguments: [
    (nil, "1", FrontEndKind.screen, "2026-12-01", ShopOverlay?.some(.guide(page: 0))),
    ("1", "1", .screen, "2026-12-05", .some(.splash(until: nil))),
    ("1", "1", .screen, "2026-12-13", nil),
    ("1", "2", .screen, "2026-12-05", .some(.guide(page: 0))),
    (nil, "1", .plain, "2026-12-05", .some(.guide(page: 0))),
    ("1", "1", .plain, "2026-12-05", nil),
    (nil, "1", .script, "2026-12-05", nil),
  ] as [(String?, String, FrontEndKind, String, ShopOverlay?)])
  func introduction(seen: String?, version: String, frontEnd: FrontEndKind, day: String, shows: ShopOverlay?) {
    var state = ShopState(shop: Self.shop(version: version, splash: Self.december), today: ShopTime(date: CivilDate(parsing: day)!, minutes: 600))
    state.guideSeen = seen
    #expect(ShopMode.introduction(for: state, frontEnd: frontEnd) == shows)
  }

  @Test func theGuideTurnsItsPagesAndIsRememberedOnce() {
    var state = ShopState(shop: Self.shop(version: "3"))
    state.run(.guideOpened, .guidePageTurned(1), .guidePageTurned(5))
    #expect(state.host.overlay == .guide(page: 3))
    state.run(.guidePageTurned(-9))
    #expect(state.host.overlay == .guide(page: 0))
    #expect(state.run(.guideFinished) == [.saveAll])
    #expect(state.guideSeen == "3")
    #expect(state.host.overlay == nil)
    state.run(.guideOpened)
    #expect(state.run(.guideFinished) == [])
  }

  @Test func leavingTheGuideByBackIsGoingThroughIt() {
    var state = ShopState(shop: Self.shop(version: "2"))
    state.run(.guideOpened, .guidePageTurned(1))
    #expect(state.run(.back) == [.saveAll])
    #expect(state.guideSeen == "2")
    #expect(state.host.overlay == nil)
    #expect(state.screen == .tab(.home))
  }

  @Test func theSplashGoesAfterFourSecondsOrAtAKey() throws {
    let context = PlayContext(saves: MemorySaves().store, pictures: PlaceholderPictures())
    var state = ShopState(shop: Self.shop(splash: Self.december), today: at(10))
    state.guideSeen = "1"
    state.host.overlay = ShopMode.introduction(for: state, frontEnd: .screen)
    let pack = try PackLoader(modes: ModeRegistry([ShopMode()])).open(packageRoot + "/plist-data/shop-zh")
    var program = ShopProgram(state: state, session: PackSession(pack: pack, context: context), context: context)
    #expect(program.animationDeadline == 0)
    program.advance(to: 100)
    #expect(program.state.host.overlay == .splash(until: 104))
    // Drawn again each second for its countdown.
    #expect(program.animationDeadline == 101)
    program.advance(to: 103.9)
    #expect(program.state.host.overlay == .splash(until: 104))
    program.advance(to: 104)
    #expect(program.state.host.overlay == nil)
    program.state.host.overlay = .splash(until: 200)
    #expect(program.handle(.key(.character("x")), now: 150) == .continue)
    #expect(program.state.host.overlay == nil)
    #expect(program.state.screen == .tab(.home))
  }

  @Test("the original's AD: seconds since 1970 as its dates", arguments: [
    ("{\"code\":0,\"data\":{\"title\":\"\",\"img_name\":\"http://x/a.jpg\",\"starttime\":\"1450409894\",\"endtime\":\"1454255999\"}}", "2015-12-18", "2016-01-31"),
  ])
  func originalAD(json: String, starts: String, ends: String) throws {
    let splash = try PlistDocument(name: "AD", bytes: Array(json.utf8)).decode(OriginalAD.self).splash
    #expect(splash.starts == CivilDate(parsing: starts))
    #expect(splash.ends == CivilDate(parsing: ends))
    #expect(splash.shows(on: CivilDate(parsing: "2016-01-01")!))
    #expect(!splash.shows(on: CivilDate(parsing: "2026-12-01")!))
  }
}
