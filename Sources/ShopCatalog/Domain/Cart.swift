/// One product in the cart: how many, and whether it counts towards the bill (the lunch-order
/// app's `selected`; a line starts selected).
public struct CartLine: Equatable, Sendable {
  public var id: String
  public var quantity: Int
  public var selected: Bool
}

/// The cart as a value, keyed by product id: the same product added from the home page, the
/// market or a search is one line. Lines are found by id through an index, so putting an order
/// of thousands of lines back costs one look a line, not one scan of the cart a unit.
public struct Cart: Equatable, Sendable {
  public private(set) var lines: [CartLine] = []
  /// Where each product's line is in `lines`.
  private var positions: [String: Int] = [:]
  /// Lines looked at one by one, for tests that an operation is linear (not compared).
  private(set) var linesVisited = 0

  /// The lines as given, with the lines of one product merged into its first (a save written
  /// by hand, or by an older version, may repeat a product): quantities add up, selected if any is.
  public init(lines: [CartLine] = []) {
    for line in lines {
      if let i = positions[line.id] {
        self.lines[i].quantity = min(Self.largestQuantity, self.lines[i].quantity + max(0, line.quantity))
        self.lines[i].selected = self.lines[i].selected || line.selected
      } else {
        positions[line.id] = self.lines.count
        self.lines.append(line)
      }
    }
  }

  public static func == (a: Cart, b: Cart) -> Bool { a.lines == b.lines }

  /// The most units of one product, whatever the stock says: no count can overflow a sum.
  public static let largestQuantity = 999

  public func quantity(of id: String) -> Int {
    positions[id].map { lines[$0].quantity } ?? 0
  }

  /// Units in the cart, for the badge.
  public var units: Int { lines.reduce(0) { $0 + $1.quantity } }

  /// What the badge shows: nothing at 0, `99+` above 99.
  public var badge: String? {
    units == 0 ? nil : units > 99 ? "99+" : String(units)
  }

  /// How many more units of `product` the cart may take: its stock, at most `largestQuantity`.
  public func room(for product: Product) -> Int {
    product.isOutOfStock ? 0 : max(0, min(product.stock, Self.largestQuantity) - quantity(of: product.id))
  }

  /// Why a product cannot have one more, or nil: out of stock (补货中), or the stock's limit.
  public func refusal(adding product: Product, rules: ShopRules) -> String? {
    if product.isOutOfStock { return "\(product.name) 补货中" }
    if room(for: product) == 0 { return "\(product.name)：\(rules.stockMessage)" }
    return nil
  }

  /// One more unit; nil when added, else why not (nothing changes then).
  public mutating func add(_ product: Product, rules: ShopRules) -> String? {
    if let refusal = refusal(adding: product, rules: rules) { return refusal }
    add(product, units: 1)
    return nil
  }

  /// Up to `units` more of `product`, as far as its room goes; returns how many went in.
  @discardableResult
  public mutating func add(_ product: Product, units: Int) -> Int {
    let taken = min(max(0, units), room(for: product))
    guard taken > 0 else { return 0 }
    if let i = positions[product.id] {
      lines[i].quantity += taken
    } else {
      positions[product.id] = lines.count
      lines.append(CartLine(id: product.id, quantity: taken, selected: true))
    }
    return taken
  }

  /// One unit less; the line goes at 0.
  public mutating func remove(one id: String) {
    guard let i = positions[id] else { return }
    lines[i].quantity -= 1
    if lines[i].quantity <= 0 { removeLines { $0.id == id } }
  }

  public mutating func toggle(_ id: String) {
    if let i = positions[id] { lines[i].selected.toggle() }
  }

  public mutating func selectAll(_ selected: Bool) {
    for i in lines.indices { lines[i].selected = selected }
  }

  /// Takes the selected lines out (an order was placed with them).
  public mutating func removeSelected() {
    removeLines(where: \.selected)
  }

  public var allSelected: Bool { !lines.isEmpty && lines.allSatisfy(\.selected) }

  /// Lines whose product the pack no longer has are dropped, and quantities cut to the stock
  /// (a saved cart of an edited pack).
  public mutating func fit(_ products: [String: Product]) {
    for i in lines.indices {
      let stock = products[lines[i].id].map { min($0.stock, Self.largestQuantity) } ?? 0
      lines[i].quantity = min(lines[i].quantity, max(0, stock))
    }
    removeLines { $0.quantity <= 0 }
  }

  /// Removes lines in one pass and finds the others again.
  private mutating func removeLines(where shouldGo: (CartLine) -> Bool) {
    linesVisited += lines.count
    lines.removeAll(where: shouldGo)
    positions = Dictionary(uniqueKeysWithValues: lines.enumerated().map { ($0.element.id, $0.offset) })
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
