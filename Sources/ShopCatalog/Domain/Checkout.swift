/// The steps of checkout, in the order the breadcrumb shows them.
enum CheckoutStep: Int, CaseIterable, Equatable, Sendable {
  case address, slot, payment, confirm
}

/// A way to pay, as a pack offers it; nothing is ever charged (the shop is a showcase). The id
/// is what a script says (`pay card`); a known id is named in the pack's language, any other by
/// its `title`.
struct PaymentMethod: Equatable, Sendable {
  var id: String
  /// The pack's name for it; empty for a known id's word.
  var title: String

  init(id: String, title: String = "") {
    self.id = id
    self.title = title
  }

  /// What a Chinese shop offers unless its pack says otherwise: the original's four.
  static let chinese = ["wechat", "qq", "alipay", "cod"].map { PaymentMethod(id: $0) }
  /// What any other shop offers unless its pack says otherwise.
  static let english = ["card", "applepay", "cod"].map { PaymentMethod(id: $0) }
}

/// A checkout in progress: the choices made so far, each with its default.
struct CheckoutChoices: Equatable, Sendable {
  var step: CheckoutStep
  /// An index of the player's addresses.
  var address: Int?
  var slot: SlotChoice?
  var payment: String
  /// The coupon's id; nil for none.
  var coupon: String?
  var note = ""

  init(step: CheckoutStep = .address, address: Int? = nil, slot: SlotChoice? = nil, payment: String = "",
              coupon: String? = nil, note: String = "") {
    self.step = step
    self.address = address
    self.slot = slot
    self.payment = payment
    self.coupon = coupon
    self.note = note
  }

  /// The longest note, in characters (the original said 100 and never checked).
  static let longestNote = 100
}

/// What stops checkout at a step, or an order from being placed.
enum CheckoutProblem: Equatable, Sendable {
  case chooseAddress
  case chooseSlot
  /// The chosen slot has passed since it was chosen.
  case slotPassed(DeliverySlot)
  case selectFirst
  /// The total passes the largest sum an order may be.
  case tooLarge
}

/// Checkout's rules over the player's account and the pack: each step's problem, the coupons as
/// they stand, the bill, the defaults chosen in advance.
struct CheckoutRules: Sendable {
  let shop: Shop
  let account: PlayerAccount
  let today: ShopTime

  init(shop: Shop, account: PlayerAccount, today: ShopTime) {
    self.shop = shop
    self.account = account
    self.today = today
  }

  var bill: Bill { Bill(cart: account.cart, products: shop.products, rules: shop.rules, minutes: today.minutes) }
  /// The pack's coupons, with those spent here marked used.
  var coupons: [Coupon] { account.coupons(of: shop) }
  var openSlots: [(day: DeliveryDay, slots: [DeliverySlot])] { DeliveryRules.open(shop.account.slots, at: today, rules: shop.rules) }
  var payments: [PaymentMethod] {
    shop.rules.payments ?? (shop.presentation.language == "zh" ? PaymentMethod.chinese : PaymentMethod.english)
  }

  func isOpen(_ choice: SlotChoice) -> Bool {
    openSlots.contains { $0.day.offset == choice.day && $0.slots.contains(choice.slot) }
  }

  /// The chosen coupon, if it can still be used on the goods.
  func coupon(_ choices: CheckoutChoices) -> Coupon? {
    guard let id = choices.coupon, let coupon = coupons.first(where: { $0.id == id }),
          CouponRules.refusal(coupon, goods: bill.goods, on: today.date) == nil else { return nil }
    return coupon
  }

  func checkoutBill(_ choices: CheckoutChoices) -> CheckoutBill {
    CheckoutBill(bill: bill, coupon: coupon(choices), rules: shop.rules)
  }

  /// What is missing or wrong at a step; nil when the player may go past it.
  func problem(at step: CheckoutStep, _ choices: CheckoutChoices) -> CheckoutProblem? {
    switch step {
    case .address:
      guard let i = choices.address, account.addresses.indices.contains(i) else { return .chooseAddress }
    case .slot:
      guard let slot = choices.slot else { return .chooseSlot }
      guard isOpen(slot) else { return .slotPassed(slot.slot) }
    case .payment:
      break
    case .confirm:
      guard account.cart.lines.contains(where: \.selected) else { return .selectFirst }
      guard checkoutBill(choices).total <= Money.largestSum else { return .tooLarge }
    }
    return nil
  }

  /// The first step with a problem, with it; nil when the order can be placed.
  func firstProblem(_ choices: CheckoutChoices, before step: CheckoutStep? = nil) -> (CheckoutStep, CheckoutProblem)? {
    for earlier in CheckoutStep.allCases where step.map({ earlier.rawValue < $0.rawValue }) ?? true {
      if let problem = problem(at: earlier, choices) { return (earlier, problem) }
    }
    return nil
  }

  /// Checkout as it opens: the default address, the first open slot, the first way to pay and
  /// the best coupon; at the first step that still needs the player, else at 确认订单.
  func opening() -> CheckoutChoices {
    let addresses = account.addresses
    let address = account.defaultAddress.flatMap { addresses.indices.contains($0) ? $0 : nil } ?? (addresses.isEmpty ? nil : 0)
    var choices = CheckoutChoices(address: address, slot: DeliveryRules.first(shop.account.slots, at: today, rules: shop.rules),
                                  payment: payments.first?.id ?? "",
                                  coupon: CouponRules.best(of: coupons, goods: bill.goods, on: today.date)?.id)
    choices.step = firstProblem(choices)?.0 ?? .confirm
    return choices
  }
}
