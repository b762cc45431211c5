/// 意见反馈: what the player wrote and when; kept on this machine only.
struct FeedbackEntry: Equatable, Sendable {
  var text: String
  var time: String

  init(text: String, time: String) {
    self.text = text
    self.time = time
  }
}

/// What the player builds up in a shop — the cart, the searches, the orders placed here, the
/// addresses, the coupons spent, the feedback, the guide seen — and the one place each rule
/// that changes it lives. A change that is refused returns why and changes nothing.
struct PlayerAccount: Equatable, Sendable {
  var cart = Cart()
  /// Searches, newest first (20 at most).
  var history: [String] = []
  /// Orders placed here, newest first.
  var placed: [Order] = []
  /// The player's addresses (the pack's until the player changes them) and the default.
  var addresses: [Address]
  var defaultAddress: Int?
  /// Coupons spent on orders placed here.
  var usedCoupons: Set<String> = []
  /// Coupons of the pack that come with a code, added here by their code.
  var boundCoupons: Set<String> = []
  var feedback: [FeedbackEntry] = []
  /// The pack version whose guide the player has been through; nil before the first open.
  var guideSeen: String?
  /// The pack's own orders the player deleted, by number (the pack is not written to).
  var deletedOrders: Set<String> = []

  /// The account of a first open: the pack's addresses, nothing else.
  init(shop: Shop) {
    addresses = shop.account.addresses
    defaultAddress = shop.account.defaultAddress
  }

  // MARK: - What it reads as

  /// Orders newest first: placed here, then the pack's own that were not deleted.
  func orders(of shop: Shop) -> [Order] {
    deletedOrders.isEmpty ? placed + shop.account.orders : placed + shop.account.orders.filter { !deletedOrders.contains($0.number) }
  }

  /// 删除订单: one placed here goes; one of the pack's is remembered as deleted. False when there
  /// is no such order.
  mutating func deleteOrder(_ index: Int, shop: Shop) -> Bool {
    let orders = orders(of: shop)
    guard orders.indices.contains(index) else { return false }
    if index < placed.count { placed.remove(at: index) } else { deletedOrders.insert(orders[index].number) }
    return true
  }

  /// The pack's coupons, with those spent here marked used.
  func coupons(of shop: Shop) -> [Coupon] {
    shop.account.coupons.filter { $0.code == nil || boundCoupons.contains($0.id) }.map { coupon in
      var coupon = coupon
      if usedCoupons.contains(coupon.id) { coupon.record = .used }
      return coupon
    }
  }

  /// Coupons usable today, for 优惠券's badge.
  func usableCoupons(of shop: Shop, on day: CivilDate) -> Int {
    coupons(of: shop).filter { CouponRules.standing(of: $0, on: day) == .usable }.count
  }

  /// The coupons in 我的's order: usable, then used, then expired; the pack's order within each.
  func couponsByStanding(of shop: Shop, on day: CivilDate) -> [(coupon: Coupon, standing: CouponRules.Standing)] {
    let all = coupons(of: shop).map { ($0, CouponRules.standing(of: $0, on: day)) }
    return [CouponRules.Standing.usable, .used, .expired].flatMap { standing in all.filter { $0.1 == standing } }
  }

  // MARK: - The cart and the searches

  /// One more of a product.
  mutating func add(_ product: Product) -> CartRefusal? { cart.add(product) }

  /// A search remembered: newest first, no word twice; false when nothing changed.
  mutating func remember(_ query: String) -> Bool {
    let remembered = SearchRules.remember(query, in: history)
    guard remembered != history else { return false }
    history = remembered
    return true
  }

  /// What 再来一单 put back and what it could not.
  struct Reorder: Equatable, Sendable {
    var added = 0
    var gone: [String] = []
    var short: [(name: String, units: Int)] = []
    var repriced: [(name: String, was: Money, now: Money)] = []

    static func == (a: Reorder, b: Reorder) -> Bool {
      a.added == b.added && a.gone == b.gone && a.short.map(\.name) == b.short.map(\.name) && a.short.map(\.units) == b.short.map(\.units)
        && a.repriced.map(\.name) == b.repriced.map(\.name) && a.repriced.map(\.was) == b.repriced.map(\.was)
        && a.repriced.map(\.now) == b.repriced.map(\.now)
    }
  }

  /// 再来一单: the order's goods (not its gifts) back in the cart, as far as the stock goes, one
  /// step a line however long the order.
  mutating func reorder(_ order: Order, shop: Shop) -> Reorder {
    var outcome = Reorder()
    for line in order.lines where !line.gift {
      guard let product = shop.products[line.id] else {
        outcome.gone.append(line.name)
        continue
      }
      let got = cart.add(product, units: line.quantity)
      outcome.added += got
      if got == 0 { outcome.gone.append(product.name) } else if got < line.quantity { outcome.short.append((product.name, got)) }
      if product.price != line.price { outcome.repriced.append((product.name, line.price, product.price)) }
    }
    return outcome
  }

  // MARK: - Addresses

  /// Why a new address cannot be added, or nil: there are as many as a player keeps.
  var addressesFull: Bool { addresses.count >= AddressRules.mostAddresses }

  /// Saves the form as a new address or over `editing`; returns its index.
  mutating func saveAddress(_ form: AddressRules.Form, editing: Int?, cities: [String], phone: PhoneRule,
                            shortest: AddressRules.Shortest = .chinese) -> Result<Int, AddressProblem> {
    switch AddressRules.validate(form, cities: cities, phone: phone, shortest: shortest) {
    case .failure(let problem): return .failure(problem)
    case .success(let address):
      let index: Int
      if let editing, addresses.indices.contains(editing) {
        addresses[editing] = address
        index = editing
      } else {
        addresses.append(address)
        index = addresses.count - 1
      }
      if defaultAddress == nil { defaultAddress = index }
      return .success(index)
    }
  }

  /// Deletes an address; the default follows its address, and deleting the default makes the
  /// first one the default.
  mutating func deleteAddress(_ i: Int) {
    guard addresses.indices.contains(i) else { return }
    addresses.remove(at: i)
    if let d = defaultAddress { defaultAddress = d == i ? (addresses.isEmpty ? nil : 0) : (d > i ? d - 1 : d) }
  }

  // MARK: - Orders

  /// Places the order of the selected lines with the choices made; the first step with a
  /// problem, and the problem, when it cannot be placed (nothing changes then).
  mutating func place(_ choices: CheckoutChoices, rules: CheckoutRules, texts: OrderMaker.OrderTexts)
    -> Result<Order, CheckoutFailure> {
    if let (step, problem) = rules.firstProblem(choices) { return .failure(CheckoutFailure(step: step, problem: problem)) }
    // firstProblem has seen the address and the slot chosen.
    guard let addressIndex = choices.address else { return .failure(CheckoutFailure(step: .address, problem: .chooseAddress)) }
    let order = OrderMaker.order(number: placed.count + 1, at: rules.today, lines: cart.lines.filter(\.selected),
                                 products: rules.shop.products,
                                 rules: rules.shop.rules, bill: rules.checkoutBill(choices), address: addresses[addressIndex],
                                 choices: choices, texts: texts)
    placed.insert(order, at: 0)
    if let coupon = rules.coupon(choices) { usedCoupons.insert(coupon.id) }
    cart.removeSelected()
    return .success(order)
  }

  // MARK: - Feedback and the rest

  /// How long a feedback text may be, once the spaces around it are gone.
  static let feedbackLength = 5...300

  /// Keeps a feedback text; why not when it is too short or too long.
  mutating func sendFeedback(_ text: String, at time: ShopTime) -> FeedbackRefusal? {
    let text = text.trimmingWhitespace
    guard text.count >= Self.feedbackLength.lowerBound else { return .tooShort }
    guard text.count <= Self.feedbackLength.upperBound else { return .tooLong(text.count) }
    feedback.append(FeedbackEntry(text: text, time: time.description))
    return nil
  }
}

/// Why an order was not placed: the step to go back to, and what is wrong there.
struct CheckoutFailure: Error, Equatable, Sendable {
  var step: CheckoutStep
  var problem: CheckoutProblem
}

/// Why a feedback text was not kept.
enum FeedbackRefusal: Equatable, Sendable {
  case tooShort
  case tooLong(Int)
}
