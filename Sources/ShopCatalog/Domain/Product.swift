/// One product of a catalog, whichever file it came from.
struct Product: Equatable, Sendable {
  var id: String
  var name: String
  var brand: String?
  /// `200g`, `500ml×6`.
  var spec: String?
  /// What is shown and what is charged: one price.
  var price: Money
  /// Shown struck through when it is higher than `price`.
  var marketPrice: Money?
  /// Units that can be bought; 0 (or a negative number in the data) is out of stock: 补货中.
  var stock: Int
  /// 精选: the shop's pick.
  var featured: Bool
  /// `买一赠一`, `限时特价`.
  var promotion: String?
  /// A picture name in the pack, or a web address (drawn as a placeholder: nothing is fetched).
  var picture: String
  var notes: String?
  /// The members' price a menu shows beside the price (the lunch app's "VIP"); never charged.
  var vipPrice: Money?

  init(id: String, name: String, brand: String? = nil, spec: String? = nil, price: Money, marketPrice: Money? = nil,
              stock: Int, featured: Bool = false, promotion: String? = nil, picture: String = "", notes: String? = nil) {
    self.id = id
    self.name = name
    self.brand = brand
    self.spec = spec
    self.price = price
    self.marketPrice = marketPrice
    self.stock = stock
    self.featured = featured
    self.promotion = promotion
    self.picture = picture
    self.notes = notes
  }

  init(id: String, name: String, price: Money, vipPrice: Money?, stock: Int, picture: String = "", notes: String? = nil) {
    self.init(id: id, name: name, price: price, stock: stock, picture: picture, notes: notes)
    self.vipPrice = vipPrice
  }

  var isOutOfStock: Bool { stock <= 0 }
}
