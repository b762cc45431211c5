/// One product in the cart: how many, and whether it counts towards the bill (the lunch-order
/// app's `selected`; a line starts selected).
struct CartLine: Equatable, Sendable {
  var id: String
  var quantity: Int
  var selected: Bool
}

/// The cart as a value, keyed by product id: the same product added from the home page, the
/// market or a search is one line. Lines are found by id through an index, so putting an order
/// of thousands of lines back costs one look a line, not one scan of the cart a unit.
struct Cart: Equatable, Sendable {
  private(set) var lines: [CartLine] = []
  /// Where each product's line is in `lines`.
  private var positions: [String: Int] = [:]
  /// Lines looked at one by one, for tests that an operation is linear (not compared).
  private(set) var linesVisited = 0

  /// The lines as given, with the lines of one product merged into its first (a save written
  /// by hand, or by an older version, may repeat a product): quantities add up, selected if any is.
  init(lines: [CartLine] = []) {
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

  static func == (a: Cart, b: Cart) -> Bool { a.lines == b.lines }

  /// The most units of one product, whatever the stock says: no count can overflow a sum.
  static let largestQuantity = 999

  func quantity(of id: String) -> Int {
    positions[id].map { lines[$0].quantity } ?? 0
  }

  /// Units in the cart, for the badge.
  var units: Int { lines.reduce(0) { $0 + $1.quantity } }

  /// What the badge shows: nothing at 0, `99+` above 99.
  var badge: String? {
    units == 0 ? nil : units > 99 ? "99+" : String(units)
  }

  /// How many more units of `product` the cart may take: its stock, at most `largestQuantity`.
  func room(for product: Product) -> Int {
    product.isOutOfStock ? 0 : max(0, min(product.stock, Self.largestQuantity) - quantity(of: product.id))
  }

  /// Why a product cannot have one more, or nil.
  func refusal(adding product: Product) -> CartRefusal? {
    if product.isOutOfStock { return .outOfStock }
    if room(for: product) == 0 { return .stockLimit }
    return nil
  }

  /// One more unit; nil when added, else why not (nothing changes then).
  mutating func add(_ product: Product) -> CartRefusal? {
    if let refusal = refusal(adding: product) { return refusal }
    add(product, units: 1)
    return nil
  }

  /// Up to `units` more of `product`, as far as its room goes; returns how many went in.
  @discardableResult
  mutating func add(_ product: Product, units: Int) -> Int {
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
  mutating func remove(one id: String) {
    guard let i = positions[id] else { return }
    lines[i].quantity -= 1
    if lines[i].quantity <= 0 { removeLines { $0.id == id } }
  }

  mutating func toggle(_ id: String) {
    if let i = positions[id] { lines[i].selected.toggle() }
  }

  mutating func selectAll(_ selected: Bool) {
    for i in lines.indices { lines[i].selected = selected }
  }

  /// Takes the selected lines out (an order was placed with them).
  mutating func removeSelected() {
    removeLines(where: \.selected)
  }

  var allSelected: Bool { !lines.isEmpty && lines.allSatisfy(\.selected) }

  /// Lines whose product the pack no longer has are dropped, and quantities cut to the stock
  /// (a saved cart of an edited pack).
  mutating func fit(_ products: ProductTable) {
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

/// Why a product cannot go into the cart: none left (补货中), or as many as the stock allows.
enum CartRefusal: Equatable, Sendable {
  case outOfStock, stockLimit
}
