/// A coupon of the shop: an amount off an order of at least `threshold` (`order_limit_money`),
/// between two days, both included.
struct Coupon: Equatable, Sendable {
  /// How the coupon's own record says it stands (the original's `status`: 0, 1, else expired).
  enum Record: Equatable, Sendable { case open, used, expired }

  var id: String
  var name: String
  var value: Money
  var threshold: Money
  var starts: CivilDate
  var ends: CivilDate
  var record: Record
  var description: String
  /// The code that adds it to the player's coupons (`bind CODE`); nil for a coupon the player
  /// has from the start.
  var code: String?

  init(id: String, name: String, value: Money, threshold: Money, starts: CivilDate, ends: CivilDate,
              record: Record = .open, description: String = "", code: String? = nil) {
    self.id = id
    self.name = name
    self.value = value
    self.threshold = threshold
    self.starts = starts
    self.ends = ends
    self.record = record
    self.description = description
    self.code = code
  }

  /// A code as typed matches as people type it: spaces around it and letter case aside.
  static func normalized(_ code: String) -> String { code.trimmingWhitespace.uppercased() }
}

/// Which coupons can be used, why the others cannot, and which is best.
enum CouponRules {
  /// Where a coupon stands on a day, whatever the order: the 我的 page's three lists.
  enum Standing: Equatable, Sendable { case usable, used, expired }

  static func standing(of coupon: Coupon, on today: CivilDate) -> Standing {
    switch coupon.record {
    case .used: return .used
    case .expired: return .expired
    case .open: return today > coupon.ends ? .expired : .usable
    }
  }

  /// Why the coupon cannot take money off goods worth `goods` today; nil when it can.
  static func refusal(_ coupon: Coupon, goods: Money, on today: CivilDate) -> CouponRefusal? {
    switch standing(of: coupon, on: today) {
    case .used: return .used
    case .expired: return .expired(ends: coupon.ends)
    case .usable: break
    }
    if today < coupon.starts { return .notYet(starts: coupon.starts) }
    if goods < coupon.threshold { return .threshold(coupon.threshold, missing: coupon.threshold - goods) }
    return nil
  }

  /// The best coupon for the order: the largest amount off; of equal ones, the one that ends
  /// first (so the other is kept for later), then the first in the pack.
  static func best(of coupons: [Coupon], goods: Money, on today: CivilDate) -> Coupon? {
    coupons.enumerated()
      .filter { refusal($0.element, goods: goods, on: today) == nil }
      .min { a, b in (-a.element.value.fen, a.element.ends.day, a.offset) < (-b.element.value.fen, b.element.ends.day, b.offset) }?
      .element
  }
}

/// Why a coupon cannot be used on an order.
enum CouponRefusal: Equatable, Sendable {
  case used
  case expired(ends: CivilDate)
  case notYet(starts: CivilDate)
  case threshold(Money, missing: Money)
}
