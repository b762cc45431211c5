@testable import ShopCatalog

/// A small shop built in code: three categories (one of them empty), products with every kind
/// of stock, two banners.
func testShop(banners: Int = 2) -> Shop {
  var shop = Shop()
  let products = [
    Product(id: "apple", name: "红富士苹果", brand: "山野农场", spec: "1kg", price: Money(fen: 1_290), marketPrice: Money(fen: 1_680), stock: 40, featured: true),
    Product(id: "pear", name: "雪梨", brand: "南岭果园", spec: "500g", price: Money(fen: 590), stock: 2),
    Product(id: "kiwi", name: "猕猴桃", spec: "6个装", price: Money(fen: 1_590), stock: 0),
    Product(id: "milk", name: "Fresh Milk 鲜牛奶", brand: "晨光牧场", spec: "950ml", price: Money(fen: 1_590), stock: 500, promotion: "买一赠一"),
    Product(id: "yogurt", name: "酸奶", brand: "晨光牧场", spec: "200g×4 苹果味", price: Money(fen: 1_350), stock: 30),
  ]
  for product in products { shop.add(product) }
  shop.categories = [
    Category(id: "fruit", name: "水果", productIDs: ["apple", "pear", "kiwi"]),
    Category(id: "empty", name: "空的", productIDs: []),
    Category(id: "dairy", name: "乳品", productIDs: ["milk", "yogurt"]),
  ]
  shop.banners = (0..<banners).map { Showcase(title: "横幅\($0 + 1)", picture: "") }
  shop.buttons = [Showcase(title: "水果", picture: "")]
  shop.fresh = ["apple", "milk"]
  shop.hotWords = ["苹果", "牛奶"]
  return shop
}

extension ShopState {
  /// Runs actions one after another at time 0, returning the effects of the last.
  @discardableResult
  mutating func run(_ actions: ShopAction..., now: Double = 0) -> [ShopEffect] {
    var effects: [ShopEffect] = []
    for action in actions { effects = reduce(action, now: now) }
    return effects
  }
}
