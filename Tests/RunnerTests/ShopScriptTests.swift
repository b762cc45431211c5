import Foundation
import GameCore
import Testing
import TestSupport
import PlistKit

/// `arcade shop PACK --script`, run as a subprocess: the built-in pack and the original app's
/// folder played the same way, one JSON line a command.
struct ShopScriptTests {
  static func play(_ pack: String, _ commands: [String]) throws -> [[String: Any]] {
    let run = try ScriptModeTests.arcade(["shop", pack, "--script"], input: commands.joined(separator: "\n") + "\n")
    #expect(run.status == 0)
    #expect(run.err == "")
    let states = run.jsonLines
    #expect(states.count == commands.count)
    return states
  }

  static func cart(_ state: [String: Any]) -> [String: Any] { state["cart"] as? [String: Any] ?? [:] }

  static func lines(_ state: [String: Any]) -> [String] {
    (cart(state)["lines"] as? [[String: Any]] ?? []).map {
      "\($0["id"] ?? "") \($0["quantity"] ?? "") \($0["price"] ?? "") \(($0["selected"] as? Bool) == true ? "✓" : "·")"
    }
  }

  @Test(.enabled(if: PathSafety.isFile(ScriptModeTests.binary)))
  func theBuiltInPackIsPlayedFromAScript() throws {
    let states = try Self.play("shop-zh", [
      "state", "tab market", "category 3", "add p301", "add p301", "add p106", "search 牛奶", "add p507", "open p501",
      "back", "tab cart", "select p301", "select all", "minus p507", "history clear", "back",
    ])
    #expect(states[0]["screen"] as? String == "home")
    #expect(states[0]["badge"] as? Int == 0)
    #expect(states[0]["message"] is NSNull)
    let market = states[2]
    #expect(market["screen"] as? String == "market")
    #expect((market["category"] as? [String: Any])?["name"] as? String == "肉禽蛋品")
    #expect((market["category"] as? [String: Any])?["index"] as? Int == 3)
    let products = market["products"] as? [[String: Any]] ?? []
    #expect(products.count == 8)
    #expect(products.first?["id"] as? String == "p301")
    #expect(products.first?["price"] as? String == "18.90")
    #expect(Self.lines(states[4]) == ["p301 2 18.90 ✓"])
    #expect(Self.cart(states[4])["goods"] as? String == "37.80")
    #expect(Self.cart(states[4])["delivery"] as? String == "0.00")
    #expect(states[5]["message"] as? String == "云山猕猴桃 补货中")
    #expect(states[6]["screen"] as? String == "search")
    #expect((states[6]["results"] as? [[String: Any]])?.compactMap { $0["id"] as? String } == ["p501", "p507"])
    #expect(states[6]["history"] as? [String] == ["牛奶"])
    #expect(states[7]["badge"] as? Int == 3)
    #expect(states[8]["screen"] as? String == "product")
    #expect(states[9]["screen"] as? String == "search")
    #expect(Self.lines(states[11]) == ["p301 2 18.90 ·", "p507 1 15.90 ✓"])
    #expect(Self.cart(states[11])["goods"] as? String == "15.90")
    #expect(Self.cart(states[11])["delivery"] as? String == "8.00")
    #expect(Self.cart(states[11])["total"] as? String == "23.90")
    #expect(Self.lines(states[13]) == ["p301 2 18.90 ✓"])
    #expect(states[15]["program"] is NSNull)
  }

  @Test(.enabled(if: PathSafety.isFile(ScriptModeTests.binary)))
  func refusalsAreErrorsAndChangeNothing() throws {
    let run = try ScriptModeTests.arcade(["shop", "shop-zh", "--script"], input: "category 99\ntab nowhere\nopen nope\nselect p101\nsearch\nadd\n")
    #expect(run.out.split(separator: "\n").map(String.init) == [
      #"{"error":"'category' needs a number from 1 to 8"}"#,
      #"{"error":"'tab' needs home, market, cart or mine"}"#,
      #"{"error":"there is no product 'nope'"}"#,
      #"{"error":"'p101' is not in the cart"}"#,
      #"{"error":"'search' needs words, such as: search 苹果"}"#,
      #"{"error":"'add' needs a product id, such as: add p101"}"#,
    ])
  }

  @Test(.enabled(if: PathSafety.isFile(ScriptModeTests.binary) && fixturesRoot != nil))
  func theOriginalAppsFolderPlaysAsItIs() throws {
    let folder = try #require(fixturesRoot) + "/lovefreshbeen"
    let states = try Self.play(folder, ["state", "tab market", "category 1", "add 66100", "search 夏威夷果", "tab cart"])
    #expect(states[0]["screen"] as? String == "home")
    #expect((states[2]["category"] as? [String: Any])?["name"] as? String == "优选水果")
    // Shown ¥19.90 and charged ¥19.90: not the app's partner_price of ¥20.90.
    #expect(Self.lines(states[3]) == ["66100 1 19.90 ✓"])
    #expect(Self.cart(states[3])["total"] as? String == "27.90")
    #expect((states[4]["results"] as? [[String: Any]])?.first?["id"] as? String == "66100")
    #expect(states[5]["screen"] as? String == "cart")
  }

  @Test(.enabled(if: PathSafety.isFile(ScriptModeTests.binary)))
  func mineIsReadFromAScriptOnAFixedClock() throws {
    let run = try ScriptModeTests.arcade(["shop", "shop-zh", "--script"], input: "tab mine\ncoupons\nfaq 2\nfaq 2\norder 1\n",
                                         environment: ["ARCADE_CLOCK": "2026-12-01 18:30"])
    let states = run.jsonLines
    #expect(states.count == 5)
    #expect(states[0]["usableCoupons"] as? Int == 2)
    let coupons = states[1]["coupons"] as? [String: [[String: Any]]] ?? [:]
    #expect(coupons["usable"]?.compactMap { $0["id"] as? String } == ["new5", "fruit8"])
    #expect(coupons["used"]?.compactMap { $0["id"] as? String } == ["used10"])
    #expect(coupons["expired"]?.compactMap { $0["id"] as? String } == ["milk3"])
    #expect((states[2]["faq"] as? [String: Any])?["open"] as? Int == 2)
    #expect((states[3]["faq"] as? [String: Any])?["open"] is NSNull)
    #expect(states[4]["error"] as? String == "there are no orders")
  }

  @Test(.enabled(if: PathSafety.isFile(ScriptModeTests.binary) && fixturesRoot != nil))
  func theOriginalsOrdersAreHistory() throws {
    let folder = try #require(fixturesRoot) + "/lovefreshbeen"
    let states = try Self.play(folder, ["orders", "order 2", "reorder 2"])
    let orders = states[0]["orders"] as? [[String: Any]] ?? []
    #expect(orders.count == 7)
    #expect(orders.first?["total"] as? String == "42.20")
    let order = states[1]["order"] as? [String: Any] ?? [:]
    #expect(order["number"] as? String == "i004z20150908135717184020")
    #expect(order["goods"] as? String == "32.60")
    #expect(order["total"] as? String == "27.60")
    #expect((states[2]["message"] as? String)?.contains("件已放回购物车") == true)
  }

  static func play(_ pack: String, at clock: String, _ commands: [String]) throws -> [[String: Any]] {
    let run = try ScriptModeTests.arcade(["shop", pack, "--script"], input: commands.joined(separator: "\n") + "\n",
                                         environment: ["ARCADE_CLOCK": clock])
    #expect(run.status == 0)
    #expect(run.err == "")
    return run.jsonLines
  }

  static func checkout(_ state: [String: Any]) -> [String: Any] { state["checkout"] as? [String: Any] ?? [:] }

  static func bill(_ state: [String: Any]) -> [String] {
    (checkout(state)["bill"] as? [[String: Any]] ?? []).map { "\($0["label"] ?? "") \($0["amount"] ?? "")" }
  }

  @Test(.enabled(if: PathSafety.isFile(ScriptModeTests.binary)))
  func aBuiltInShopIsCheckedOutAndItsOrderReadBack() throws {
    let states = try Self.play("shop-zh", at: "2026-12-01 18:30", [
      "add p101", "add p101", "add p102", "checkout",
      "address new name=王五 title=先生 phone=\"138 0013 8000\" city=上海市 area=浦东新区 detail=\"3号楼 101\"",
      "slot 2", "pay cod", "coupon 3", "coupon 1", "note \"放在 门口\"", "confirm", "orders", "order 1",
    ])
    #expect(states.count == 13)
    #expect(Self.checkout(states[3])["step"] as? String == "confirm")
    #expect(Self.checkout(states[3])["payment"] as? String == "wechat")
    #expect((Self.checkout(states[3])["coupon"] as? [String: Any])?["id"] as? String == "fruit8")
    #expect(Self.bill(states[3]) == ["商品总额 55.70", "配送费 0.00", "服务费 0.00", "优惠券 -8.00"])
    #expect(Self.checkout(states[3])["total"] as? String == "47.70")
    let address = Self.checkout(states[4])["address"] as? [String: Any] ?? [:]
    #expect(address["name"] as? String == "王五")
    #expect(address["phone"] as? String == "13800138000")
    #expect(Self.checkout(states[4])["step"] as? String == "slot")
    #expect(Self.checkout(states[5])["slot"] as? String == "今天 19:00-20:00")
    #expect(Self.checkout(states[6])["payment"] as? String == "cod")
    #expect(states[7]["error"] as? String == "牛奶节 3 元券不能用: 已过期 (有效期至 2026-03-31)")
    #expect(Self.bill(states[8]).last == "优惠券 -5.00")
    #expect(Self.checkout(states[9])["note"] as? String == "放在 门口")
    #expect(states[10]["screen"] as? String == "order")
    #expect(states[10]["badge"] as? Int == 0)
    let orders = states[11]["orders"] as? [[String: Any]] ?? []
    #expect(orders.map { $0["number"] as? String } == ["2026120118300001"])
    #expect(orders.first?["total"] as? String == "50.70")
    #expect(orders.first?["items"] as? Int == 3)
    let order = states[12]["order"] as? [String: Any] ?? [:]
    #expect(order["payment"] as? String == "货到付款")
    #expect(order["receiver"] as? String == "王五 先生 138 0013 8000")
    #expect(order["delivery"] as? String == "12月1日 19:00-20:00")
    #expect(order["note"] as? String == "放在 门口")
    #expect((order["fees"] as? [[String: Any]])?.map { $0["amount"] as? String } == ["0.00", "0.00", "-5.00"])
  }

  @Test(.enabled(if: PathSafety.isFile(ScriptModeTests.binary)))
  func theLunchMenuIsOrderedTheSameWay() throws {
    let states = try Self.play("shop-en", at: "2026-12-01 12:10", [
      "state", "add d101", "add d201", "add d603", "select d603", "tab cart", "checkout", "slot 1", "confirm", "order 1", "guide",
    ])
    #expect(states[0]["screen"] as? String == "market")
    #expect(states[0]["guide"] == nil)
    #expect(Self.cart(states[5])["goods"] as? String == "19.00")
    // 12:10: the first open slot today is 13:00-14:00, the express one still open.
    // Tuesday: then Wednesday, Thursday and Friday, named by the day of the week after tomorrow.
    #expect(Self.checkout(states[6])["slots"] as? [String] == [
      "Today As soon as possible", "Today 13:00-14:00", "Tomorrow 11:00-12:00", "Tomorrow 12:00-13:00", "Tomorrow 13:00-14:00",
      "Thu 12-03 11:00-12:00", "Thu 12-03 12:00-13:00", "Thu 12-03 13:00-14:00", "Fri 12-04 11:00-12:00", "Fri 12-04 12:00-13:00",
      "Fri 12-04 13:00-14:00",
    ])
    #expect((Self.checkout(states[6])["coupon"] as? [String: Any])?["id"] as? String == "lunch2")
    #expect(Self.bill(states[6]) == ["Goods 19.00", "Delivery 0.00", "Service 0.00", "Coupon -2.00"])
    #expect(states[8]["message"] as? String == "Order 2026120112100001 placed (a showcase: nothing charged)")
    #expect(Self.lines(states[8]) == ["d603 1 1.90 ·"])
    let order = states[9]["order"] as? [String: Any] ?? [:]
    #expect(order["total"] as? String == "17.00")
    #expect((order["lines"] as? [[String: Any]])?.map { $0["id"] as? String } == ["d101", "d201"])
    #expect((states[10]["guide"] as? [String: Any])?["pages"] as? Int == 4)
  }

  @Test(.enabled(if: PathSafety.isFile(ScriptModeTests.binary) && fixturesRoot != nil))
  func theOriginalFolderIsCheckedOutWithItsOwnAddressesAndSlots() throws {
    let folder = try #require(fixturesRoot) + "/lovefreshbeen"
    let states = try Self.play(folder, at: "2016-01-10 18:20", ["add 96598", "add 96598", "add 96598", "checkout", "confirm", "orders"])
    let checkout = Self.checkout(states[3])
    #expect((checkout["address"] as? [String: Any])?["name"] as? String == "维尼的小熊")
    #expect(checkout["step"] as? String == "confirm")
    // The original's own coupon, inside its dates on that day, and its free delivery from ¥30.
    #expect((checkout["coupon"] as? [String: Any])?["id"] as? String == "65272492")
    #expect(Self.bill(states[3]) == ["商品总额 41.40", "配送费 0.00", "服务费 0.00", "优惠券 -5.00"])
    #expect(checkout["total"] as? String == "36.40")
    #expect(states[4]["screen"] as? String == "order")
    let orders = states[5]["orders"] as? [[String: Any]] ?? []
    // The new order first, then the original's seven.
    #expect(orders.count == 8)
    #expect(orders.first?["number"] as? String == "2016011018200001")
  }
}
