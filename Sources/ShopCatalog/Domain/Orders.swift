/// An order, placed here or read from the original app's `MyOrders`.
struct Order: Equatable, Sendable {
  struct Line: Equatable, Sendable {
    var id: String
    var name: String
    var spec: String?
    /// Each; a gift's is ¥0.00.
    var price: Money
    var quantity: Int
    var gift: Bool
    var picture: String
  }

  /// A step of the status timeline, newest first.
  struct Step: Equatable, Sendable {
    var title: String
    var detail: String
    var time: String
  }

  var number: String
  /// `2015-11-21 14:51:09`, as the record writes it.
  var created: String
  var status: String
  var lines: [Line]
  /// 配送费, 服务费, 优惠券 … as the record lists them.
  var fees: [(label: String, amount: Money)]
  var promotions: Money
  var freight: Money
  /// 实付.
  var paid: Money
  /// 收货码.
  var receipt: String
  /// `11月21日 16:00-17:00`, `闪电送达`.
  var delivery: String
  var receiver: String
  var address: String
  var payment: String
  var note: String
  var timeline: [Step]
  /// 1–5, nil when not rated.
  var stars: Int?
  var comment: String?

  /// Σ price × quantity of the lines: what the goods come to.
  var goods: Money { lines.reduce(Money.zero) { $0 + $1.price * $1.quantity } }

  /// What the order should have cost: goods − promotions + freight (never below zero).
  var expectedPaid: Money { max(.zero, goods - promotions + freight) }

  /// Units, for 共N件商品.
  var units: Int { lines.filter { !$0.gift }.reduce(0) { $0 + $1.quantity } }

  static func == (a: Order, b: Order) -> Bool {
    a.number == b.number && a.created == b.created && a.status == b.status && a.lines == b.lines
      && a.fees.map(\.label) == b.fees.map(\.label) && a.fees.map(\.amount) == b.fees.map(\.amount)
      && a.promotions == b.promotions && a.freight == b.freight && a.paid == b.paid && a.receipt == b.receipt
      && a.delivery == b.delivery && a.receiver == b.receiver && a.address == b.address && a.payment == b.payment
      && a.note == b.note && a.timeline == b.timeline && a.stars == b.stars && a.comment == b.comment
  }
}
