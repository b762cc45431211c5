import GameCore
import PlistKit

/// The original app's account files: `MyOrders`, `MyCoupon`, `MyAdress` (its spelling), read
/// as they are. Each record carries dozens of server fields no screen shows; they are known and
/// left alone (`ignoreOthers`), so lint speaks only of what is read.
struct OriginalOrder: PlistModel {
  let order: Order

  init(from plist: PlistObject) throws(ModelError) {
    plist.ignoreOthers()
    let groups: [[OriginalOrderGoods]] = try plist.optional("order_goods", default: [])
    let fees: [OriginalFee] = try plist.optional("fee_list", default: [])
    let timeline: [OriginalStep] = try plist.optional("status_timeline", default: [])
    let stars = try plist.optional("star", as: FlexibleCount.self)?.value
    let name: String = try plist.optional("accept_name", default: "")
    let phone: String = try plist.optional("telphone", default: "")
    order = Order(
      number: try plist.required("order_no"), created: try plist.optional("create_time", default: ""),
      status: try plist.optional("textStatus", default: ""), lines: groups.flatMap { $0.map(\.line) },
      fees: fees.map { ($0.label, $0.amount) }, promotions: try plist.optional("promotions", default: .zero),
      freight: try plist.optional("real_freight", default: .zero), paid: try plist.required("real_amount"),
      receipt: try plist.optional("checknum", default: ""), delivery: try plist.optional("accept_time", default: ""),
      receiver: [name, phone].filter { !$0.isEmpty }.joined(separator: " "), address: try plist.optional("address", default: ""),
      payment: "在线支付", note: try plist.optional("postscript", default: ""), timeline: timeline.map(\.step),
      stars: stars.flatMap { (1...5).contains($0) ? $0 : nil }, comment: try plist.optional("comment"))
  }
}

struct OriginalOrderGoods: PlistModel {
  let line: Order.Line

  init(from plist: PlistObject) throws(ModelError) {
    plist.ignoreOthers()
    let gift = try plist.optional("isgift", as: FlexibleCount.self)?.value == 1
    let quantity = try plist.required("goods_nums", as: FlexibleCount.self).value
    guard (1...Cart.largestQuantity).contains(quantity) else {
      throw ModelError(.invalid("must be from 1 to \(Cart.largestQuantity), found \(quantity)"), at: PlistPath([.key("goods_nums")]))
    }
    line = Order.Line(id: try plist.required("goods_id", as: FlexibleID.self).text, name: try plist.required("name"),
                      spec: try plist.optional("specifics"), price: try plist.required("goods_price"), quantity: quantity,
                      gift: gift, picture: try plist.optional("img", default: ""))
  }
}

/// A line of `fee_list`. The original stored its coupon as a positive amount (`优惠券 5.00`)
/// that its total took off: read as the deduction it is, so that the order's lines add up as
/// our own orders' do.
struct OriginalFee: PlistModel {
  let label: String
  let amount: Money
  init(from plist: PlistObject) throws(ModelError) {
    label = try plist.required("text")
    let stored: Money = try plist.required("value")
    amount = label.contains("优惠") && stored > .zero ? .zero - stored : stored
  }
}

struct OriginalStep: PlistModel {
  let step: Order.Step
  init(from plist: PlistObject) throws(ModelError) {
    // The server's placeholders (`%商家电话%:{131…}`) read as plain text.
    let detail: String = try plist.optional("status_desc", default: "")
    step = Order.Step(title: try plist.required("status_title"), detail: detail.filter { !"%{}".contains($0) },
                      time: try plist.optional("status_time", default: ""))
  }
}

struct OriginalCoupon: PlistModel {
  let coupon: Coupon

  init(from plist: PlistObject) throws(ModelError) {
    plist.ignoreOthers()
    let status = try plist.optional("status", as: FlexibleCount.self)?.value ?? 0
    coupon = Coupon(
      id: try plist.required("id", as: FlexibleID.self).text, name: try plist.required("name"), value: try plist.required("value"),
      threshold: try plist.optional("order_limit_money", default: .zero), starts: try plist.required("start_time", as: DateText.self).date,
      ends: try plist.required("end_time", as: DateText.self).date, record: status == 0 ? .open : status == 1 ? .used : .expired,
      description: try plist.optional("description", default: ""))
    coupon.warnIfNeverUsable(endsKey: "end_time", context: plist.context)
  }
}

struct OriginalAddress: PlistModel {
  let address: Address

  init(from plist: PlistObject) throws(ModelError) {
    plist.ignoreOthers()
    let (area, detail) = AddressRules.split(original: try plist.optional("address", default: ""))
    let gender: String = try plist.optional("gender", as: FlexibleID.self)?.text ?? "1"
    address = Address(name: try plist.required("accept_name"), title: gender == "1" ? .mr : .ms,
                      phone: try plist.optional("telphone", as: FlexibleID.self)?.text ?? "",
                      city: try plist.optional("city_name", default: ""), area: area, detail: detail)
  }
}

/// `2015-12-03` as a day (a time after it, `2015-12-09 23:59:59`, is allowed and dropped).
struct DateText: PlistConvertible {
  let date: CivilDate
  static var expectedDescription: String { "a date such as \"2015-12-03\"" }
  static func convert(_ node: PlistNode, context: ModelContext) throws(ModelError) -> DateText {
    guard let text = node.string else { throw mismatch(node) }
    guard let date = CivilDate(parsing: text) else {
      throw ModelError(.invalid("expected a date such as \"2015-12-03\", found \"\(text.prefix(24))\""))
    }
    return DateText(date: date)
  }
}
