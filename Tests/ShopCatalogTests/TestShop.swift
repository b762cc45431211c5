import GameCore
import PlistKit
import TerminalKit
import Testing
import TestSupport
@testable import ShopCatalog

/// A small shop built in code: three categories (one of them empty), products with every kind
/// of stock, two banners, a page of 我的's every kind (help, messages, coupons, one order).
func testShop(banners: Int = 2, language: String = "zh") -> Shop {
  var shop = Shop()
  let products = [
    Product(id: "apple", name: "红富士苹果", brand: "山野农场", spec: "1kg", price: Money(fen: 1_290), marketPrice: Money(fen: 1_680),
            stock: 40, featured: true),
    Product(id: "pear", name: "雪梨", brand: "南岭果园", spec: "500g", price: Money(fen: 590), stock: 2),
    Product(id: "kiwi", name: "猕猴桃", spec: "6个装", price: Money(fen: 1_590), stock: 0),
    Product(id: "milk", name: "Fresh Milk 鲜牛奶", brand: "晨光牧场", spec: "950ml", price: Money(fen: 1_590), stock: 500,
            promotion: "买一赠一"),
    Product(id: "yogurt", name: "酸奶", brand: "晨光牧场", spec: "200g×4 苹果味", price: Money(fen: 1_350), stock: 30),
  ]
  for product in products { shop.add(product) }
  shop.categories = [
    Category(id: "fruit", name: "水果", productIDs: ["apple", "pear", "kiwi"]),
    Category(id: "empty", name: "空的", productIDs: []),
    Category(id: "dairy", name: "乳品", productIDs: ["milk", "yogurt"]),
  ]
  shop.banners = (0..<banners).map { Showcase(title: "横幅\($0 + 1)", picture: "") }
  shop.buttons = [Showcase(title: "水果", picture: ""), Showcase(title: "活动", picture: "")]
  shop.fresh = ["apple", "milk"]
  shop.hotWords = ["苹果", "牛奶"]
  shop.presentation.language = language
  shop.account.help = [HelpEntry(title: "几点送到?", paragraphs: ["一小时内。"]), HelpEntry(title: "运费?", paragraphs: ["满30免运费。"])]
  shop.account.systemMessages = [ShopMessage(title: "a", content: "长长的消息", time: "t"), ShopMessage(title: "b", content: "", time: "t")]
  shop.account.userMessages = [ShopMessage(title: "c", content: "", time: "t")]
  shop.account.coupons = [testCoupon("open", value: 500), testCoupon("late", value: 500, to: "2016-01-05"),
                          testCoupon("used", value: 500, record: .used),
                          testCoupon("soon", value: 800, from: "2016-02-01", to: "2016-03-01")]
  shop.account.addresses = [Address(name: "张三", title: .mr, phone: "13800138000", city: "北京市", area: "朝阳区", detail: "6号楼301")]
  shop.account.defaultAddress = 0
  shop.account.cities = ["北京市", "上海市"]
  shop.account.orders = [testOrder()]
  return shop
}

/// The pack's one order: two apples and a gift apple, three pears (two in stock), a kiwi (none),
/// and a product the shop no longer sells.
func testOrder() -> Order {
  func line(_ id: String, _ name: String, _ fen: Int64, _ quantity: Int, gift: Bool = false) -> Order.Line {
    Order.Line(id: id, name: name, spec: nil, price: Money(fen: fen), quantity: quantity, gift: gift, picture: "")
  }
  return Order(number: "n1", created: "2016-01-01 10:00:00", status: "已完成",
               lines: [line("apple", "红富士苹果", 1_000, 2), line("apple", "红富士苹果", 0, 1, gift: true), line("pear", "雪梨", 590, 3),
                       line("kiwi", "猕猴桃", 1_590, 1), line("gone", "下架了", 100, 1)],
               fees: [], promotions: .zero, freight: .zero, paid: Money(fen: 4_460), receipt: "1", delivery: "", receiver: "",
               address: "", payment: "在线支付", note: "", timeline: [], stars: nil, comment: nil)
}

func testCoupon(_ id: String, value: Int64, threshold: Int64 = 3_000, from: String = "2016-01-01", to: String = "2016-01-31",
                record: Coupon.Record = .open) -> Coupon {
  Coupon(id: id, name: "券\(id)", value: Money(fen: value), threshold: Money(fen: threshold), starts: CivilDate(parsing: from)!,
         ends: CivilDate(parsing: to)!, record: record)
}

/// 2016-01-10 10:00, the moment the rules of the code-built shop see.
let testToday = ShopTime(date: CivilDate(parsing: "2016-01-10")!, minutes: 600)

/// The world as tests see it: the clock stands at `testToday`.
var testWorld: ShopWorld { ShopWorld(readClock: { testToday }) }

func testWords(_ shop: Shop) -> Words {
  Words(language: shop.presentation.language, currency: shop.presentation.currency, overrides: shop.presentation.words)
}

/// What a screen of the code-built shop sees.
func testEnv(_ shop: Shop = testShop(), account: PlayerAccount? = nil, today: ShopTime = testToday) -> ShopEnvironment {
  ShopEnvironment(shop: shop, account: account ?? PlayerAccount(shop: shop), today: today, now: 0, words: testWords(shop),
                  rows: MarketRows(shop: shop), links: ShowcaseLinks(shop: shop, search: SearchIndex(shop: shop)),
                  search: SearchIndex(shop: shop), packName: "test")
}

/// The code-built shop as its root opens it, with no overlay.
func testApp(_ shop: Shop = testShop(), account: PlayerAccount? = nil, packName: String = "test") -> ShopApp {
  ShopApp(shop: shop, account: account ?? PlayerAccount(shop: shop), today: testToday, words: testWords(shop), packName: packName)
}

extension ShopApp {
  /// Keys through the root, as a terminal sends them.
  mutating func press(_ keys: Key..., size: Size = Size(columns: 80, rows: 24)) {
    for key in keys { _ = handle(.key(key), size: size, world: testWorld) }
  }

  /// Types text a character at a time.
  mutating func type(_ text: String) {
    for character in text { press(.character(String(character))) }
  }

  /// A script command, its words split as the script front end splits them.
  @discardableResult
  mutating func run(_ line: String) -> Outcome {
    Outcome(perform(script: try! ScriptWords.split(line).get(), world: testWorld))
  }

  /// The screens on the stack, by their script names, bottom first.
  var screenNames: [String] { stack.screens.map { $0.box.name } }
}

/// A built-in pack as `arcade` opens it at a fixed moment (2026-12-01 18:30), for screens.
enum BuiltInShop {
  static func program(_ name: String = "shop-zh", size: Size = Size(columns: 80, rows: 24), frontEnd: FrontEndKind = .script,
                      saves: MemorySaves = MemorySaves(), clock: String = "2026-12-01 18:30") throws -> ShopProgram {
    let pack = try PackLoader(modes: ModeRegistry([ShopMode()])).open(packageRoot + "/plist-data/" + name)
    let context = PlayContext(saves: saves.store, pictures: PlaceholderPictures(), wallClock: try #require(WallClock.parse(clock)),
                              frontEnd: frontEnd)
    var shop = try #require(try ShopMode().makeProgram(for: pack, context: context) as? ShopProgram)
    shop.resized(to: size)
    shop.advance(to: 0)
    return shop
  }

  /// Script lines, with `key NAME…` and `type TEXT` as the front ends send them.
  static func run(_ lines: [String], on shop: inout ShopProgram, now: Double = 0) {
    for line in lines {
      let words = try! ScriptWords.split(line).get()
      switch words.first {
      case "key": for name in words.dropFirst() { _ = shop.handle(.key(KeyNames.key(named: name)!), now: now) }
      case "type": for character in words.dropFirst().joined(separator: " ") { _ = shop.handle(.key(.character(String(character))), now: now) }
      default: _ = shop.perform(script: words, now: now)
      }
    }
  }

  static func buffer(_ shop: ShopProgram) -> CellBuffer {
    var buffer = CellBuffer(size: shop.size)
    shop.draw(into: &buffer)
    return buffer
  }
}

/// A script command's outcome as tests compare it.
enum Outcome: Equatable {
  case done, quit, refused(String), unknown

  init(_ outcome: ScriptOutcome) {
    switch outcome {
    case .handled(.quit): self = .quit
    case .handled: self = .done
    case .refused(let reason): self = .refused(reason)
    case .unknown: self = .unknown
    }
  }
}
