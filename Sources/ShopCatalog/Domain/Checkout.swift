/// The steps of checkout, in the order the breadcrumb shows them.
public enum CheckoutStep: Int, CaseIterable, Equatable, Sendable {
  case address, slot, payment, confirm

  public var title: String {
    switch self {
    case .address: "收货地址"
    case .slot: "送货时间"
    case .payment: "支付方式"
    case .confirm: "确认订单"
    }
  }
}

/// How the player says they will pay; nothing is ever charged (the shop is a showcase).
public enum Payment: String, CaseIterable, Equatable, Sendable {
  case wechat, qq, alipay, cod

  public var title: String {
    switch self {
    case .wechat: "微信支付"
    case .qq: "QQ钱包"
    case .alipay: "支付宝"
    case .cod: "货到付款"
    }
  }
}

/// A checkout in progress: the choices made so far, each with its default.
public struct Checkout: Equatable, Sendable {
  public var step: CheckoutStep
  /// An index of the state's addresses.
  public var address: Int?
  public var slot: SlotChoice?
  public var payment: Payment = .wechat
  /// The coupon's id; nil for none.
  public var coupon: String?
  public var note = ""

  public init(step: CheckoutStep = .address, address: Int? = nil, slot: SlotChoice? = nil, payment: Payment = .wechat,
              coupon: String? = nil, note: String = "") {
    self.step = step
    self.address = address
    self.slot = slot
    self.payment = payment
    self.coupon = coupon
    self.note = note
  }

  /// The longest note, in characters (the original said 100 and never checked).
  public static let longestNote = 100
}
