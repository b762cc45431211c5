/// Builds the order that checkout places: its number and receipt code from the moment and a
/// sequence (no randomness, so a script or a test reads the same order back), the lines at
/// today's prices, and the bill's lines as its fees.
enum OrderMaker {
  static func order(number sequence: Int, at time: ShopTime, lines: [CartLine], products: [String: Product], bill: CheckoutBill,
                    address: Address, slot: SlotChoice, checkout: Checkout) -> Order {
    let date = time.date.parts
    let clock = "\(two(time.minutes / 60)):\(two(time.minutes % 60))"
    let created = "\(time.date) \(clock):00"
    let number = "\(date.year)\(two(date.month))\(two(date.day))\(clock.filter(\.isNumber))\(four(sequence % 10_000))"
    let goods = lines.compactMap { line -> Order.Line? in
      guard let product = products[line.id] else { return nil }
      return Order.Line(id: product.id, name: product.name, spec: product.spec, price: product.price, quantity: line.quantity,
                        gift: false, picture: product.picture)
    }
    let fees = bill.lines.dropFirst().map { (label: $0.label, amount: $0.amount) }
    let off = Money.zero - (bill.lines.first { $0.label == "优惠劵" }?.amount ?? .zero)
    let freight = bill.lines.filter { $0.label == "配送费" || $0.label == "服务费" }.reduce(Money.zero) { $0 + $1.amount }
    let day = time.date + slot.day
    let delivery = "\(day.parts.month)月\(day.parts.day)日 \(slot.slot.text)"
    return Order(number: number, created: created, status: "已提交", lines: goods, fees: fees, promotions: off, freight: freight,
                 paid: bill.total, receipt: receipt(for: number), delivery: delivery, receiver: address.contact, address: address.line,
                 payment: checkout.payment.title, note: checkout.note,
                 timeline: [Order.Step(title: "订单已提交", detail: "演示订单, 没有扣款", time: created)], stars: nil, comment: nil)
  }

  /// A four-digit code from the number (FNV-1a), the same every time for the same order.
  static func receipt(for number: String) -> String {
    var hash: UInt32 = 2_166_136_261
    for byte in number.utf8 { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
    return four(Int(hash % 10_000))
  }

  static func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
  static func four(_ n: Int) -> String { String(repeating: "0", count: max(0, 4 - String(n).count)) + String(n) }
}
