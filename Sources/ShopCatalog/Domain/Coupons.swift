import PlistKit

/// A coupon of the shop: an amount off an order of at least `threshold` (`order_limit_money`),
/// between two days, both included.
public struct Coupon: Equatable, Sendable {
  /// How the coupon's own record says it stands (the original's `status`: 0, 1, else expired).
  public enum Record: Equatable, Sendable { case open, used, expired }

  public var id: String
  public var name: String
  public var value: Money
  public var threshold: Money
  public var starts: CivilDate
  public var ends: CivilDate
  public var record: Record
  public var description: String

  public init(id: String, name: String, value: Money, threshold: Money, starts: CivilDate, ends: CivilDate,
              record: Record = .open, description: String = "") {
    self.id = id
    self.name = name
    self.value = value
    self.threshold = threshold
    self.starts = starts
    self.ends = ends
    self.record = record
    self.description = description
  }
}

/// Which coupons can be used, why the others cannot, and which is best.
public enum CouponRules {
  /// Where a coupon stands on a day, whatever the order: the 我的 page's three lists.
  public enum Standing: Equatable, Sendable { case usable, used, expired }

  public static func standing(of coupon: Coupon, on today: CivilDate) -> Standing {
    switch coupon.record {
    case .used: return .used
    case .expired: return .expired
    case .open: return today > coupon.ends ? .expired : .usable
    }
  }

  /// Why the coupon cannot take money off goods worth `goods` today; nil when it can.
  public static func refusal(_ coupon: Coupon, goods: Money, on today: CivilDate) -> String? {
    switch standing(of: coupon, on: today) {
    case .used: return "已使用"
    case .expired: return "已过期 (有效期至 \(coupon.ends))"
    case .usable: break
    }
    if today < coupon.starts { return "\(coupon.starts) 起可用" }
    if goods < coupon.threshold { return "满\(coupon.threshold)可用, 还差 \(coupon.threshold - goods)" }
    return nil
  }

  /// The best coupon for the order: the largest amount off; of equal ones, the one that ends
  /// first (so the other is kept for later), then the first in the pack.
  public static func best(of coupons: [Coupon], goods: Money, on today: CivilDate) -> Coupon? {
    coupons.enumerated()
      .filter { refusal($0.element, goods: goods, on: today) == nil }
      .min { a, b in (-a.element.value.fen, a.element.ends.day, a.offset) < (-b.element.value.fen, b.element.ends.day, b.offset) }?
      .element
  }
}

/// The bill at checkout, every line explained: goods, delivery (free from the threshold),
/// service, the coupon; the total never below zero, and always the sum of the lines shown.
public struct CheckoutBill: Equatable, Sendable {
  public struct Line: Equatable, Sendable {
    public var label: String
    public var amount: Money
    /// Why the amount is what it is: `满¥30.00免运费 ✓`, `再买 ¥3.20 免运费`, the coupon's name.
    public var note: String?
  }

  public var lines: [Line]
  public var total: Money

  public init(goods: Money, coupon: Coupon?, rules: ShopRules) {
    var lines = [Line(label: "商品总额", amount: goods, note: nil)]
    let delivery: Money
    if goods >= rules.freeDeliveryFrom {
      delivery = .zero
      lines.append(Line(label: "配送费", amount: .zero, note: "满\(rules.freeDeliveryFrom)免运费 ✓"))
    } else {
      delivery = rules.deliveryFee
      lines.append(Line(label: "配送费", amount: delivery, note: "再买 \(rules.freeDeliveryFrom - goods) 免运费"))
    }
    lines.append(Line(label: "服务费", amount: rules.serviceFee, note: nil))
    let before = goods + delivery + rules.serviceFee
    // A coupon worth more than the order takes off the order, never more: nothing is paid back.
    let off = min(coupon?.value ?? .zero, before)
    if let coupon { lines.append(Line(label: "优惠劵", amount: Money(fen: 0) - off, note: coupon.name)) }
    self.lines = lines
    total = before - off
  }
}

extension Coupon {
  /// Warns of a coupon that ends before it starts: it can never be used.
  func warnIfNeverUsable(endsKey: String, context: ModelContext) {
    guard ends < starts else { return }
    context.warn("the coupon ends (\(ends)) before it starts (\(starts)): it can never be used", at: .key(endsKey))
  }
}
