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
}
