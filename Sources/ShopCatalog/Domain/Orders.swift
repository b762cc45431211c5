/// An order, placed here or read from the original app's `MyOrders`.
public struct Order: Equatable, Sendable {
  public struct Line: Equatable, Sendable {
    public var id: String
    public var name: String
    public var spec: String?
    /// Each; a gift's is ¥0.00.
    public var price: Money
    public var quantity: Int
    public var gift: Bool
    public var picture: String
  }

  /// A step of the status timeline, newest first.
  public struct Step: Equatable, Sendable {
    public var title: String
    public var detail: String
    public var time: String
  }

  public var number: String
  /// `2015-11-21 14:51:09`, as the record writes it.
  public var created: String
  public var status: String
  public var lines: [Line]
  /// 配送费, 服务费, 优惠券 … as the record lists them.
  public var fees: [(label: String, amount: Money)]
  public var promotions: Money
  public var freight: Money
  /// 实付.
  public var paid: Money
  /// 收货码.
  public var receipt: String
  /// `11月21日 16:00-17:00`, `闪电送达`.
  public var delivery: String
  public var receiver: String
  public var address: String
  public var payment: String
  public var note: String
  public var timeline: [Step]
  /// 1–5, nil when not rated.
  public var stars: Int?
  public var comment: String?

  /// Σ price × quantity of the lines: what the goods come to.
  public var goods: Money { lines.reduce(Money.zero) { $0 + $1.price * $1.quantity } }

  /// What the order should have cost: goods − promotions + freight (never below zero).
  public var expectedPaid: Money { max(.zero, goods - promotions + freight) }

  /// Units, for 共N件商品.
  public var units: Int { lines.filter { !$0.gift }.reduce(0) { $0 + $1.quantity } }

  public static func == (a: Order, b: Order) -> Bool {
    a.number == b.number && a.created == b.created && a.status == b.status && a.lines == b.lines
      && a.fees.map(\.label) == b.fees.map(\.label) && a.fees.map(\.amount) == b.fees.map(\.amount)
      && a.promotions == b.promotions && a.freight == b.freight && a.paid == b.paid && a.receipt == b.receipt
      && a.delivery == b.delivery && a.receiver == b.receiver && a.address == b.address && a.payment == b.payment
      && a.note == b.note && a.timeline == b.timeline && a.stars == b.stars && a.comment == b.comment
  }
}
