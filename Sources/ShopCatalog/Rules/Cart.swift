/// One product in the cart: how many, and whether it counts towards the bill (the lunch-order
/// app's `selected`; a line starts selected).
public struct CartLine: Equatable, Sendable {
  public var id: String
  public var quantity: Int
  public var selected: Bool
}

/// The cart as a value, keyed by product id: the same product added from the home page, the
/// market or a search is one line.
public struct Cart: Equatable, Sendable {
  public private(set) var lines: [CartLine] = []

  public init(lines: [CartLine] = []) {
    self.lines = lines
  }

  /// The most units of one product, whatever the stock says: no count can overflow a sum.
  public static let largestQuantity = 999

  public func quantity(of id: String) -> Int {
    lines.first { $0.id == id }?.quantity ?? 0
  }

  /// Units in the cart, for the badge.
  public var units: Int { lines.reduce(0) { $0 + $1.quantity } }

  /// What the badge shows: nothing at 0, `99+` above 99.
  public var badge: String? {
    units == 0 ? nil : units > 99 ? "99+" : String(units)
  }

  /// Why a product cannot have one more, or nil: out of stock (补货中), or the stock's limit.
  public func refusal(adding product: Product, rules: ShopRules) -> String? {
    if product.isOutOfStock { return "\(product.name) 补货中" }
    if quantity(of: product.id) >= min(product.stock, Self.largestQuantity) { return "\(product.name)：\(rules.stockMessage)" }
    return nil
  }

  /// One more unit; nil when added, else why not (nothing changes then).
  public mutating func add(_ product: Product, rules: ShopRules) -> String? {
    if let refusal = refusal(adding: product, rules: rules) { return refusal }
    if let i = lines.firstIndex(where: { $0.id == product.id }) {
      lines[i].quantity += 1
    } else {
      lines.append(CartLine(id: product.id, quantity: 1, selected: true))
    }
    return nil
  }

  /// One unit less; the line goes at 0.
  public mutating func remove(one id: String) {
    guard let i = lines.firstIndex(where: { $0.id == id }) else { return }
    lines[i].quantity -= 1
    if lines[i].quantity <= 0 { lines.remove(at: i) }
  }

  public mutating func toggle(_ id: String) {
    if let i = lines.firstIndex(where: { $0.id == id }) { lines[i].selected.toggle() }
  }

  public mutating func selectAll(_ selected: Bool) {
    for i in lines.indices { lines[i].selected = selected }
  }

  /// Takes the selected lines out (an order was placed with them).
  public mutating func removeSelected() {
    lines.removeAll(where: \.selected)
  }

  public var allSelected: Bool { !lines.isEmpty && lines.allSatisfy(\.selected) }

  /// Lines whose product the pack no longer has are dropped, and quantities cut to the stock
  /// (a saved cart of an edited pack).
  public mutating func fit(_ products: [String: Product]) {
    lines = lines.compactMap { line in
      guard let product = products[line.id] else { return nil }
      var line = line
      line.quantity = min(line.quantity, max(0, min(product.stock, Self.largestQuantity)))
      return line.quantity > 0 ? line : nil
    }
  }
}

/// The cart's sums: goods (the selected lines), delivery, total, and what is left to free delivery.
public struct Bill: Equatable, Sendable {
  public var goods: Money
  public var delivery: Money
  /// How much more makes delivery free; nil when it already is (or the cart is empty).
  public var untilFree: Money?

  public var total: Money { goods + delivery }

  public init(cart: Cart, products: [String: Product], rules: ShopRules) {
    goods = cart.lines.filter(\.selected).reduce(Money.zero) { sum, line in
      sum + (products[line.id]?.price ?? .zero) * line.quantity
    }
    if goods == .zero {
      delivery = .zero
      untilFree = nil
    } else if goods >= rules.freeDeliveryFrom {
      delivery = .zero
      untilFree = nil
    } else {
      delivery = rules.deliveryFee
      untilFree = rules.freeDeliveryFrom - goods
    }
  }

  /// `满¥30.00免运费 ✓` or `再买 ¥3.20 免运费`.
  public func deliveryLine(rules: ShopRules) -> String {
    guard let untilFree else { return goods == .zero ? "满\(rules.freeDeliveryFrom)免运费" : "满\(rules.freeDeliveryFrom)免运费 ✓" }
    return "再买 \(untilFree) 免运费"
  }
}
