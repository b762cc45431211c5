import PlistKit

/// What the shop keeps of a pack: the cart, the searches, the orders placed here, the player's
/// addresses, the coupons spent, the feedback, the guide seen. A save is untrusted input: each
/// number is checked before use, and lists are cut to their limits.
struct ShopProgress: PlistModel {
  var cart = Cart()
  var history: [String] = []
  var orders: [Order] = []
  /// Nil until the player changes the pack's addresses.
  var addresses: [Address]?
  var defaultAddress: Int?
  var usedCoupons: [String] = []
  var boundCoupons: [String] = []
  var feedback: [FeedbackEntry] = []
  var guideSeen: String?
  var deletedOrders: [String] = []

  /// The most orders and feedback texts a save keeps (the oldest go first).
  static let keptOrders = 200
  static let keptFeedback = 100

  init(account: PlayerAccount, shop: Shop) {
    cart = account.cart
    history = account.history
    orders = Array(account.placed.prefix(Self.keptOrders))
    if account.addresses != shop.account.addresses || account.defaultAddress != shop.account.defaultAddress {
      addresses = account.addresses
      defaultAddress = account.defaultAddress
    }
    usedCoupons = account.usedCoupons.sorted()
    boundCoupons = account.boundCoupons.sorted()
    feedback = Array(account.feedback.suffix(Self.keptFeedback))
    guideSeen = account.guideSeen
    deletedOrders = account.deletedOrders.sorted()
  }

  init(cart: Cart, history: [String]) {
    self.cart = cart
    self.history = history
  }

  init(from plist: PlistObject) throws(ModelError) {
    cart = Cart(lines: try plist.optional("cart", as: [SavedLine].self)?.map(\.line) ?? [])
    history = Array(try plist.optional("history", default: [String]()).prefix(20))
    orders = Array((try plist.optional("orders", as: [SavedOrder].self) ?? []).map(\.order).prefix(Self.keptOrders))
    addresses = try plist.optional("addresses", as: [SavedAddress].self).map { Array($0.map(\.address).prefix(AddressRules.mostAddresses)) }
    if let addresses, let index: Int = try plist.optional("defaultAddress") {
      defaultAddress = addresses.indices.contains(index) ? index : nil
    }
    usedCoupons = try plist.optional("usedCoupons", default: [])
    boundCoupons = try plist.optional("boundCoupons", default: [])
    feedback = (try plist.optional("feedback", as: [SavedFeedback].self) ?? []).map(\.entry).suffix(Self.keptFeedback)
    guideSeen = try plist.optional("guideSeen")
    deletedOrders = try plist.optional("deletedOrders", default: [])
  }

  /// The player's account as saved, over the pack's shop.
  func account(of shop: Shop) -> PlayerAccount {
    var account = PlayerAccount(shop: shop)
    account.cart = cart
    account.history = history
    account.placed = orders
    if let addresses {
      account.addresses = addresses
      account.defaultAddress = defaultAddress
    }
    account.usedCoupons = Set(usedCoupons)
    account.boundCoupons = Set(boundCoupons).intersection(shop.account.coupons.filter { $0.code != nil }.map(\.id))
    account.feedback = feedback
    account.guideSeen = guideSeen
    // Only what names the pack's own orders: a save can grow no list the pack does not bound.
    account.deletedOrders = Set(deletedOrders).intersection(shop.account.orders.map(\.number))
    return account
  }

  var plist: PlistValue {
    var members: [(String, PlistValue)] = [
      ("cart", .array(cart.lines.map { Self.object([("id", .string($0.id)), ("quantity", .integer(Int64($0.quantity))),
                                                    ("selected", .bool($0.selected))]) })),
      ("history", .array(history.map(PlistValue.string))),
      ("orders", .array(orders.map(SavedOrder.plist))),
      ("usedCoupons", .array(usedCoupons.map(PlistValue.string))), ("boundCoupons", .array(boundCoupons.map(PlistValue.string))),
      ("feedback", .array(feedback.map { Self.object([("text", .string($0.text)), ("time", .string($0.time))]) })),
    ]
    if let addresses {
      members.append(("addresses", .array(addresses.map(SavedAddress.plist))))
      if let defaultAddress { members.append(("defaultAddress", .integer(Int64(defaultAddress)))) }
    }
    if let guideSeen { members.append(("guideSeen", .string(guideSeen))) }
    if !deletedOrders.isEmpty { members.append(("deletedOrders", .array(deletedOrders.map(PlistValue.string)))) }
    return Self.object(members)
  }

  static func object(_ members: [(String, PlistValue)]) -> PlistValue { .dictionary(PlistDictionary(members)) }
}

private struct SavedLine: PlistModel {
  let line: CartLine

  init(from plist: PlistObject) throws(ModelError) {
    let quantity: Int = try plist.required("quantity")
    guard (1...Cart.largestQuantity).contains(quantity) else {
      throw ModelError(.invalid("must be from 1 to \(Cart.largestQuantity), found \(quantity)"), at: PlistPath([.key("quantity")]))
    }
    line = CartLine(id: try plist.required("id"), quantity: quantity, selected: try plist.optional("selected", default: true))
  }
}

/// An amount in a save: whole fen, up to the largest sum an order may be (negative for a
/// coupon's line); a price or total the shop placed always reads back.
private struct SavedFen: PlistConvertible {
  let money: Money
  static var expectedDescription: String { "an amount in fen (a whole number)" }
  static func convert(_ node: PlistNode, context: ModelContext) throws(ModelError) -> SavedFen {
    guard case .integer(let fen) = node.value else { throw mismatch(node) }
    guard fen.magnitude <= Money.largestSum.fen.magnitude else {
      throw ModelError(.invalid("must be at most \(Money.largestSum.fen) fen, found \(fen)"))
    }
    return SavedFen(money: Money(fen: fen))
  }
}

private struct SavedOrder: PlistModel {
  let order: Order

  init(from plist: PlistObject) throws(ModelError) {
    let lines = try plist.required("lines", as: [SavedOrderLine].self).map(\.line)
    let fees = try plist.optional("fees", as: [SavedFee].self)?.map { (label: $0.label, amount: $0.amount) } ?? []
    let steps = try plist.optional("timeline", as: [SavedStep].self)?.map(\.step) ?? []
    let stars: Int? = try plist.optional("stars")
    order = Order(number: try plist.required("number"), created: try plist.required("created"), status: try plist.required("status"),
                  lines: lines, fees: fees, promotions: try plist.required("promotions", as: SavedFen.self).money,
                  freight: try plist.required("freight", as: SavedFen.self).money,
                  paid: try plist.required("paid", as: SavedFen.self).money,
                  receipt: try plist.optional("receipt", default: ""), delivery: try plist.optional("delivery", default: ""),
                  receiver: try plist.optional("receiver", default: ""), address: try plist.optional("address", default: ""),
                  payment: try plist.optional("payment", default: ""), note: try plist.optional("note", default: ""), timeline: steps,
                  stars: stars.map { min(5, max(1, $0)) }, comment: try plist.optional("comment"))
  }

  static func plist(_ order: Order) -> PlistValue {
    func fen(_ money: Money) -> PlistValue { .integer(money.fen) }
    return ShopProgress.object([
      ("number", .string(order.number)), ("created", .string(order.created)), ("status", .string(order.status)),
      ("lines", .array(order.lines.map {
        ShopProgress.object([("id", .string($0.id)), ("name", .string($0.name)), ("spec", .string($0.spec ?? "")), ("price", fen($0.price)),
                             ("quantity", .integer(Int64($0.quantity))), ("gift", .bool($0.gift)), ("picture", .string($0.picture))])
      })),
      ("fees", .array(order.fees.map { ShopProgress.object([("label", .string($0.label)), ("amount", fen($0.amount))]) })),
      ("promotions", fen(order.promotions)), ("freight", fen(order.freight)), ("paid", fen(order.paid)),
      ("receipt", .string(order.receipt)), ("delivery", .string(order.delivery)), ("receiver", .string(order.receiver)),
      ("address", .string(order.address)), ("payment", .string(order.payment)), ("note", .string(order.note)),
      ("timeline", .array(order.timeline.map { ShopProgress.object([("title", .string($0.title)), ("detail", .string($0.detail)),
                                                                    ("time", .string($0.time))]) })),
    ] + (order.stars.map { [("stars", .integer(Int64($0)))] } ?? []) + (order.comment.map { [("comment", .string($0))] } ?? []))
  }
}

private struct SavedOrderLine: PlistModel {
  let line: Order.Line
  init(from plist: PlistObject) throws(ModelError) {
    let quantity: Int = try plist.required("quantity")
    guard (1...Cart.largestQuantity).contains(quantity) else {
      throw ModelError(.invalid("must be from 1 to \(Cart.largestQuantity), found \(quantity)"), at: PlistPath([.key("quantity")]))
    }
    let spec: String = try plist.optional("spec", default: "")
    line = Order.Line(id: try plist.required("id"), name: try plist.required("name"), spec: spec.isEmpty ? nil : spec,
                      price: try plist.required("price", as: SavedFen.self).money, quantity: quantity,
                      gift: try plist.optional("gift", default: false), picture: try plist.optional("picture", default: ""))
  }
}

private struct SavedFee: PlistModel {
  let label: String
  let amount: Money
  init(from plist: PlistObject) throws(ModelError) {
    label = try plist.required("label")
    amount = try plist.required("amount", as: SavedFen.self).money
  }
}

private struct SavedStep: PlistModel {
  let step: Order.Step
  init(from plist: PlistObject) throws(ModelError) {
    step = Order.Step(title: try plist.required("title"), detail: try plist.optional("detail", default: ""),
                      time: try plist.optional("time", default: ""))
  }
}

private struct SavedAddress: PlistModel {
  let address: Address
  init(from plist: PlistObject) throws(ModelError) {
    let title: String = try plist.required("title")
    guard let parsed = Address.Title(rawValue: title) else {
      throw ModelError(.invalid("expected 先生 or 女士, found \"\(title.prefix(24))\""), at: PlistPath([.key("title")]))
    }
    address = Address(name: try plist.required("name"), title: parsed, phone: try plist.required("phone"),
                      city: try plist.optional("city", default: ""),
                      area: try plist.optional("area", default: ""), detail: try plist.optional("detail", default: ""))
  }

  static func plist(_ address: Address) -> PlistValue {
    ShopProgress.object([("name", .string(address.name)), ("title", .string(address.title.rawValue)), ("phone", .string(address.phone)),
                         ("city", .string(address.city)), ("area", .string(address.area)), ("detail", .string(address.detail))])
  }
}

private struct SavedFeedback: PlistModel {
  let entry: FeedbackEntry
  init(from plist: PlistObject) throws(ModelError) {
    entry = FeedbackEntry(text: try plist.required("text"), time: try plist.optional("time", default: ""))
  }
}
