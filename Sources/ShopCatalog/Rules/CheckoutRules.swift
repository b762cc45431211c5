/// Checkout's rules: the defaults chosen in advance, a check at each step, the bill, and the
/// order placed from the cart's selected lines.
extension ShopState {
  /// The coupons as they stand now: the pack's, with those spent here marked used.
  public var coupons: [Coupon] {
    shop.account.coupons.map { coupon in
      var coupon = coupon
      if usedCoupons.contains(coupon.id) { coupon.record = .used }
      return coupon
    }
  }

  /// The slots still open at the moment the rules see.
  public var openSlots: [(day: DeliveryDay, slots: [DeliverySlot])] { DeliveryRules.open(shop.account.slots, at: today) }

  /// The chosen coupon, if it can still be used on the goods.
  public var checkoutCoupon: Coupon? {
    guard let id = checkout?.coupon, let coupon = coupons.first(where: { $0.id == id }),
          CouponRules.refusal(coupon, goods: bill.goods, on: today.date) == nil else { return nil }
    return coupon
  }

  public var checkoutBill: CheckoutBill { CheckoutBill(goods: bill.goods, coupon: checkoutCoupon, rules: shop.rules) }

  /// What is missing or wrong at a step; nil when the player may go past it.
  public func problem(at step: CheckoutStep) -> String? {
    guard let checkout else { return "结算还没开始" }
    switch step {
    case .address:
      guard let i = checkout.address, addresses.indices.contains(i) else { return "请选择收货地址" }
    case .slot:
      guard let slot = checkout.slot else { return "请选择送货时间" }
      guard isOpen(slot) else { return "\(slot.slot.text) 已经过了, 请重新选择送货时间" }
    case .payment:
      break
    case .confirm:
      guard bill.goods > .zero || cart.lines.contains(where: \.selected) else { return "请先选择商品" }
      guard bill.total <= Money.largestSum else { return "订单金额超过 \(Money.largestSum), 一张订单最多这么多: 请少买一些" }
    }
    return nil
  }

  func isOpen(_ choice: SlotChoice) -> Bool {
    openSlots.contains { $0.day.offset == choice.day && $0.slots.contains(choice.slot) }
  }

  mutating func reduceCheckout(_ action: ShopAction) -> [ShopEffect] {
    if action == .checkoutOpened { return openCheckout() }
    guard checkout != nil else {
      message = "结算还没开始: 在购物车选好商品, 再按 选好了"
      return []
    }
    switch action {
    case .checkoutStepChosen(let step):
      go(to: step)
    case .checkoutAddressChosen(let i):
      guard addresses.indices.contains(i) else {
        message = "There is no address \(i + 1)"
        return []
      }
      checkout?.address = i
      go(to: .slot)
    case .checkoutSlotChosen(let choice):
      guard isOpen(choice) else {
        message = "\(choice.slot.text) 不能选: 已经过了, 或不是本店的送货时间"
        return []
      }
      checkout?.slot = choice
      go(to: .payment)
    case .paymentChosen(let payment):
      checkout?.payment = payment
      go(to: .confirm)
    case .couponChosen(let id):
      guard let id else {
        checkout?.coupon = nil
        return []
      }
      guard let coupon = coupons.first(where: { $0.id == id }) else {
        message = "There is no coupon \(id)"
        return []
      }
      if let refusal = CouponRules.refusal(coupon, goods: bill.goods, on: today.date) {
        message = "\(coupon.name)不能用: \(refusal)"
        return []
      }
      checkout?.coupon = id
    case .noteChanged(let note):
      guard note.count <= Checkout.longestNote else {
        message = "备注最多\(Checkout.longestNote)个字, 这段有\(note.count)个字"
        return []
      }
      checkout?.note = note
    case .orderConfirmed:
      return confirm()
    default:
      break
    }
    return []
  }

  /// Opens checkout with the default address, the first open slot, 微信支付 and the best
  /// coupon; it starts at the first step that still needs the player, else at 确认订单.
  private mutating func openCheckout() -> [ShopEffect] {
    guard cart.lines.contains(where: \.selected) else {
      message = cart.lines.isEmpty ? "购物车是空的" : "请先选择商品"
      return []
    }
    let address = defaultAddress.flatMap { addresses.indices.contains($0) ? $0 : nil } ?? (addresses.isEmpty ? nil : 0)
    checkout = Checkout(address: address, slot: DeliveryRules.first(shop.account.slots, at: today),
                        coupon: CouponRules.best(of: coupons, goods: bill.goods, on: today.date)?.id)
    let first = CheckoutStep.allCases.first { problem(at: $0) != nil } ?? .confirm
    checkout?.step = first
    if screen != .checkout { _ = host.apply([.navigate(.push(.checkout))]) }
    return []
  }

  /// Moves to a step; going forward, every step before it is checked and the first one with
  /// a problem is where the player stays.
  private mutating func go(to step: CheckoutStep) {
    guard let current = checkout?.step else { return }
    if step.rawValue > current.rawValue || step == .confirm {
      for earlier in CheckoutStep.allCases where earlier.rawValue < step.rawValue {
        if let problem = problem(at: earlier) {
          checkout?.step = earlier
          message = problem
          return
        }
      }
    }
    checkout?.step = step
  }

  private mutating func confirm() -> [ShopEffect] {
    for step in CheckoutStep.allCases {
      if let problem = problem(at: step) {
        checkout?.step = step
        message = problem
        return []
      }
    }
    guard let checkout, let addressIndex = checkout.address, let slot = checkout.slot else { return [] }
    let order = OrderMaker.order(number: placed.count + 1, at: today, lines: cart.lines.filter(\.selected), products: shop.products,
                                 bill: checkoutBill, address: addresses[addressIndex], slot: slot, checkout: checkout)
    placed.insert(order, at: 0)
    if let coupon = checkoutCoupon { usedCoupons.insert(coupon.id) }
    cart.removeSelected()
    self.checkout = nil
    _ = host.apply([.navigate(.popToRoot), .navigate(.replace(.tab(.mine))), .navigate(.push(.orders)), .navigate(.push(.order(0)))])
    message = "下单成功: \(order.number) (演示订单, 没有扣款)"
    return [.saveAll]
  }
}
