/// Builds the order that checkout places: its number and receipt code from the moment and a
/// sequence (no randomness, so a script or a test reads the same order back), the lines at
/// today's prices, and the bill's lines as its fees. An order keeps its texts as written when
/// it was placed (the original's records are text too), in the pack's language: `OrderTexts`.
enum OrderMaker {
  /// What a placed order says, in the pack's words.
  struct OrderTexts {
    var status: String
    var stepTitle: String
    var stepDetail: String
    /// The delivery day and slot as the order shows them.
    var delivery: String
    var payment: String
    /// Who receives it, as the pack's words write a contact.
    var receiver: String
    /// Each bill line's label, by its kind.
    var label: (CheckoutBill.Kind) -> String
  }

  static func order(number sequence: Int, at time: ShopTime, lines: [CartLine], products: ProductTable, rules: ShopRules,
                    bill: CheckoutBill, address: Address, choices: CheckoutChoices, texts: OrderTexts) -> Order {
    let date = time.date.parts
    let clock = "\(two(time.minutes / 60)):\(two(time.minutes % 60))"
    let created = "\(time.date) \(clock):00"
    let number = "\(date.year)\(two(date.month))\(two(date.day))\(clock.filter(\.isNumber))\(four(sequence % 10_000))"
    let goods = lines.compactMap { line -> Order.Line? in
      guard let product = products[line.id] else { return nil }
      return Order.Line(id: product.id, name: product.name, spec: product.spec, price: Pricing.price(of: product, rules: rules),
                        quantity: line.quantity, gift: false, picture: product.picture)
    }
    let fees = bill.lines.dropFirst().map { (label: texts.label($0.kind), amount: $0.amount) }
    let off = Money.zero - bill.couponAmount
    let freight = bill.lines.filter { line in
      switch line.kind {
      case .delivery, .service: true
      default: false
      }
    }.reduce(Money.zero) { $0 + $1.amount }
    return Order(number: number, created: created, status: texts.status, lines: goods, fees: fees, promotions: off, freight: freight,
                 paid: bill.total, receipt: receipt(for: number), delivery: texts.delivery, receiver: texts.receiver,
                 address: address.line, payment: texts.payment, note: choices.note,
                 timeline: [Order.Step(title: texts.stepTitle, detail: texts.stepDetail, time: created)], stars: nil, comment: nil)
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
