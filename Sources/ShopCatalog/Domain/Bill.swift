/// What a product costs the player: its price, or its members' price where the pack charges it
/// (`memberPricing`).
enum Pricing {
  static func price(of product: Product, rules: ShopRules) -> Money {
    rules.memberPricing ? product.vipPrice.map { min($0, product.price) } ?? product.price : product.price
  }
}

/// The cart's sums: goods (the selected lines), delivery (`DeliveryFee`), total, and what is left
/// to free delivery.
struct Bill: Equatable, Sendable {
  var goods: Money
  var delivery: Money
  /// How much more makes delivery free; nil when it already is (or the cart is empty).
  var untilFree: Money?
  /// What members' prices took off the goods (zero unless the pack charges them).
  var memberSaving: Money
  /// The threshold for free delivery the bill was made at.
  var freeFrom: Money

  var total: Money { goods + delivery }

  init(cart: Cart, products: ProductTable, rules: ShopRules, minutes: Int) {
    var goods = Money.zero
    var listed = Money.zero
    for line in cart.lines where line.selected {
      guard let product = products[line.id] else { continue }
      goods = goods + Pricing.price(of: product, rules: rules) * line.quantity
      listed = listed + product.price * line.quantity
    }
    self.init(goods: goods, delivery: DeliveryFee.fee(goods: goods, rules: rules, minutes: minutes),
              untilFree: DeliveryFee.untilFree(goods: goods, rules: rules, minutes: minutes), freeFrom: rules.freeDeliveryFrom(at: minutes),
              memberSaving: listed - goods)
  }

  init(goods: Money, delivery: Money, untilFree: Money?, freeFrom: Money = ShopRules().freeDeliveryFrom, memberSaving: Money = .zero) {
    self.goods = goods
    self.delivery = delivery
    self.untilFree = untilFree
    self.freeFrom = freeFrom
    self.memberSaving = memberSaving
  }
}

/// The bill at checkout, every line explained: goods, the members' saving, delivery (free from
/// the threshold), service, the coupon; the total never below zero, and always the sum of the
/// lines shown.
struct CheckoutBill: Equatable, Sendable {
  enum Kind: Equatable, Sendable {
    case goods
    case memberSaving
    /// Delivery, and what its amount comes from: free from the threshold, or how much more makes it so.
    case delivery(freeFrom: Money, untilFree: Money?)
    case service
    /// The coupon, by its name.
    case coupon(String)
  }

  struct Line: Equatable, Sendable {
    var kind: Kind
    var amount: Money
  }

  var lines: [Line]
  var total: Money

  init(bill: Bill, coupon: Coupon?, rules: ShopRules) {
    var lines = [Line(kind: .goods, amount: bill.goods + bill.memberSaving)]
    if bill.memberSaving > .zero { lines.append(Line(kind: .memberSaving, amount: .zero - bill.memberSaving)) }
    lines.append(Line(kind: .delivery(freeFrom: bill.freeFrom, untilFree: bill.untilFree), amount: bill.delivery))
    lines.append(Line(kind: .service, amount: rules.serviceFee))
    let before = bill.goods + bill.delivery + rules.serviceFee
    // A coupon worth more than the order takes off the order, never more: nothing is paid back.
    let off = min(coupon?.value ?? .zero, before)
    if let coupon { lines.append(Line(kind: .coupon(coupon.name), amount: .zero - off)) }
    self.lines = lines
    total = before - off
  }

  /// The coupon's part of the bill (zero or negative).
  var couponAmount: Money { lines.first { if case .coupon = $0.kind { true } else { false } }?.amount ?? .zero }
}
