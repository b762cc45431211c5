import GameCore
import PlistKit

/// Generates shop catalogs of any size for measurements: `categories` × `perCategory` products
/// with CJK names, brands and specs, prices in yuan strings, tags, pictures and notes, shaped
/// like plist-data/shop-zh/catalog.plist. The same seed gives the same bytes on every run.
enum CatalogGenerator {
  static let fruits = Array("苹果香蕉橙子葡萄西瓜草莓芒果菠萝樱桃桃子梨子荔枝龙眼柚子石榴猕猴桃")
  static let foods = Array("牛奶酸奶面包鸡蛋大米面条饺子豆腐牛肉猪肉鸡翅鱼片虾仁薯片饼干可乐果汁咖啡茶叶")
  static let places = Array("山野农场南岭果园热带小镇晴川海岛高原北国江南东海西湖")
  static let adjectives = ["新鲜", "精选", "有机", "进口", "特级", "当季", "家庭装", "小包装", "冷藏", "脆甜"]
  static let specs = ["500g", "1kg", "2.5kg 约10个", "250ml×6", "1L", "200g", "约1kg", "1个 约4kg", "12枚", "350g×2"]
  static let tags = ["精选", "限时特价", "买一赠一"]

  static func catalog(categories: Int, perCategory: Int, seed: UInt64 = 28) -> PlistValue {
    var rng = SplitMix64(seed: seed)
    func pick<T>(_ items: [T]) -> T { items[Int(rng.next() % UInt64(items.count))] }
    func word(_ pool: [Character], _ length: Int) -> String { String((0..<length).map { _ in pick(pool) }) }
    var categoryValues: [PlistValue] = []
    categoryValues.reserveCapacity(categories)
    var hotWords: [PlistValue] = []
    for c in 0..<categories {
      var products: [PlistValue] = []
      products.reserveCapacity(perCategory)
      for p in 0..<perCategory {
        let id = "p\(c)_\(p)"
        let brand = word(places, 2) + pick(["农场", "果园", "食品", "牧场", "小铺"])
        let name = "\(brand)·\(pick(adjectives))\(word(fruits + foods, 2 + Int(rng.next() % 3)))"
        let fen = 100 + Int(rng.next() % 20_000)
        var fields: [(String, PlistValue)] = [
          ("id", .string(id)), ("name", .string(name)), ("brand", .string(brand)), ("spec", .string(pick(specs))),
          ("price", .string(yuan(fen))),
        ]
        if rng.next() % 2 == 0 { fields.append(("marketPrice", .string(yuan(fen + 100 + Int(rng.next() % 900))))) }
        fields.append(("stock", .integer(Int64(rng.next() % 60))))
        if rng.next() % 3 == 0 { fields.append(("tags", .array([.string(pick(tags))]))) }
        fields.append(("picture", .string(id)))
        if rng.next() % 4 == 0 { fields.append(("notes", .string("产地直发，\(pick(adjectives))。收到后请冷藏保存。"))) }
        products.append(.dictionary(PlistDictionary(fields)))
        if hotWords.count < 10, p == 0 { hotWords.append(.string(word(fruits, 2))) }
      }
      categoryValues.append(.dictionary(PlistDictionary([
        ("id", .string("c\(c)")), ("name", .string("\(pick(adjectives))\(word(foods, 2))\(c)")), ("products", .array(products)),
      ])))
    }
    return .dictionary(PlistDictionary([
      ("categories", .array(categoryValues)),
      ("hotWords", .array(hotWords)),
      ("rules", .dictionary(PlistDictionary([("freeDeliveryFrom", .string("30.00")), ("deliveryFee", .string("5.00"))]))),
    ]))
  }

  /// A shop pack around the catalog: FOLDER/pack.plist and FOLDER/catalog.FORMAT.plist.
  static func writePack(categories: Int, perCategory: Int, format: String, to folder: String) throws {
    let value = catalog(categories: categories, perCategory: perCategory)
    try AtomicFile.makeFolders(folder)
    let pack = PlistValue.dictionary(PlistDictionary([
      ("name", .string("规模测试 \(categories * perCategory)")), ("mode", .string("shop")), ("version", .string("1.0")),
      ("language", .string("zh-Hans")), ("data", .string("catalog.\(format).plist")),
    ]))
    try AtomicFile.write(XMLPlistWriter.write(pack), to: folder + "/pack.plist")
    let bytes = switch format {
    case "binary": BinaryPlistWriter.write(value)
    case "json": try JSONPlistWriter.write(value)
    default: XMLPlistWriter.write(value)
    }
    try AtomicFile.write(bytes, to: folder + "/catalog.\(format).plist")
  }

  private static func yuan(_ fen: Int) -> String {
    let cents = fen % 100
    return "\(fen / 100).\(cents < 10 ? "0" : "")\(cents)"
  }
}
