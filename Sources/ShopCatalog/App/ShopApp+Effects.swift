import GameCore
import TerminalKit

/// The one place effects are applied: navigation, overlays, notices, the account's changes and
/// what the outside world is asked.
extension ShopApp {
  /// What applying a screen's effects came to, for the program: whether to quit, and whether a
  /// product went into the cart (its picture flies there).
  struct Applied {
    var quit = false
    var added = false
  }

  /// Applies effects in order; true when one asked to quit.
  @discardableResult
  mutating func apply(_ effects: [ShopEffect], world: ShopWorld) -> Bool {
    var applied = Applied()
    apply(effects, world: world, into: &applied)
    return applied.quit
  }

  mutating func apply(_ effects: [ShopEffect], world: ShopWorld, into applied: inout Applied) {
    for effect in effects {
      switch effect {
      case .push(let route):
        overlay = nil
        guard let next = screen(for: route, world: world) else { continue }
        stack.apply(.push(next))
      case .pop:
        overlay = nil
        if !stack.apply(.pop) { applied.quit = true }
      case .selectTab(let tab):
        select(tab)
      case .showCategory(let i):
        select(.market)
        applied.quit = tell(.showCategory(i), world: world) || applied.quit
      case .present(let next):
        overlay = next
      case .dismiss:
        overlay = nil
      case .notice(let next):
        notice = next
      case .account(let change):
        applyAccount(change, world: world, into: &applied)
      case .readClock:
        today = world.readClock()
        applied.quit = tell(.clockRead, world: world) || applied.quit
      case .quit:
        applied.quit = true
      }
    }
  }

  /// A change to the account through its one rule, and what came of it.
  private mutating func applyAccount(_ change: AccountChange, world: ShopWorld, into applied: inout Applied) {
    switch change {
    case .add(let id):
      guard let product = shop.products[id] else { return notice = .noProduct(id) }
      switch account.add(product) {
      case .outOfStock?: notice = .outOfStock(TextCleaner.clean(product.name))
      case .stockLimit?: notice = .stockLimit(TextCleaner.clean(product.name))
      case nil:
        unsaved = true
        applied.added = true
      }
    case .removeOne(let id), .toggle(let id):
      guard account.cart.quantity(of: id) > 0 else { return notice = .notInCart(TextCleaner.clean(shop.products[id]?.name ?? id)) }
      if case .removeOne = change { account.cart.remove(one: id) } else { account.cart.toggle(id) }
      unsaved = true
    case .selectAll(let on):
      account.cart.selectAll(on)
      unsaved = true
    case .remember(let query):
      if account.remember(query) { unsaved = true }
    case .clearHistory:
      overlay = nil
      account.history = []
      unsaved = true
    case .reorder(let i):
      let orders = account.orders(of: shop)
      guard orders.indices.contains(i) else { return notice = .noOrder(i + 1) }
      let outcome = account.reorder(orders[i], shop: shop)
      notice = .reorder(outcome)
      if outcome.added > 0 { unsaved = true }
    case .saveAddress(let form, let editing, let fromCheckout):
      saveAddress(form, editing: editing, fromCheckout: fromCheckout, world: world)
    case .deleteAddress(let i):
      overlay = nil
      guard account.addresses.indices.contains(i) else { return }
      account.deleteAddress(i)
      notice = .addressDeleted
      unsaved = true
      // The form of the address deleted goes; checkout forgets it.
      if case .addressForm = stack.top { stack.apply(.pop) }
      applied.quit = tell(.addressDeleted(i), world: world) || applied.quit
    case .deleteOrder(let i):
      overlay = nil
      guard account.deleteOrder(i, shop: shop) else { return notice = .noOrder(i + 1) }
      notice = .orderDeleted
      unsaved = true
      // The order's page goes with it; the list it came from shows what is left.
      if case .order = stack.top { stack.apply(.pop) }
    case .setDefault(let i):
      guard account.addresses.indices.contains(i) else { return notice = .noAddress(i + 1) }
      account.defaultAddress = i
      notice = .defaultAddress(account.addresses[i])
      unsaved = true
    case .placeOrder(let choices):
      placeOrder(choices)
    case .sendFeedback(let text):
      if let refusal = account.sendFeedback(text, at: today) { return notice = .feedback(refusal) }
      notice = .feedbackSent
      unsaved = true
    case .reset:
      overlay = nil
      // Everything the player did here, gone: the pack's shop as on the first open.
      account = PlayerAccount(shop: shop)
      notice = .shopReset
      unsaved = true
    case .bindCoupon(let id):
      guard !account.boundCoupons.contains(id) else { return }
      account.boundCoupons.insert(id)
      unsaved = true
    case .guideSeen:
      overlay = nil
      guard account.guideSeen != shop.presentation.version else { return }
      account.guideSeen = shop.presentation.version
      unsaved = true
    }
  }

  private mutating func saveAddress(_ form: AddressRules.Form, editing: Int?, fromCheckout: Bool, world: ShopWorld) {
    switch account.saveAddress(form, editing: editing, cities: shop.account.cities, phone: env.phoneRule, shortest: env.addressShortest) {
    case .failure(let problem):
      notice = .address(problem)
    case .success(let index):
      unsaved = true
      notice = editing == nil ? .addressSaved : .addressChanged
      if case .addressForm = stack.top { stack.apply(.pop) }
      // The screen the form came from takes the address: checkout chooses it, the list focuses it.
      _ = tell(.addressSaved(index), world: world)
    }
  }

  private mutating func placeOrder(_ choices: CheckoutChoices) {
    // An order this window cannot keep would look placed and be gone on the next open.
    guard keepsProgress else { return notice = .orderNotKept }
    let env = env
    let texts = OrderMaker.OrderTexts(
      status: words(.orderPlacedStatus), stepTitle: words(.orderPlacedStep), stepDetail: words(.orderPlacedDetail),
      delivery: choices.slot.map { slot in
        let day = (today.date + slot.day).parts
        return words(.deliveryWhen, String(day.month), String(day.day), env.slotText(slot.slot))
      } ?? "",
      payment: env.paymentTitle(choices.payment),
      receiver: choices.address.flatMap { account.addresses.indices.contains($0) ? env.contact(account.addresses[$0]) : nil } ?? "",
      label: { CheckoutScreen.billLabel($0, env: env, note: false) })
    switch account.place(choices, rules: env.checkout, texts: texts) {
    case .failure(let failure):
      notice = .checkout(failure.problem)
    case .success(let order):
      unsaved = true
      // The order's page, over the orders, over 我的.
      select(.mine)
      stack.apply(.push(.orders(OrdersScreen.State())))
      stack.apply(.push(.order(OrderScreen.State(index: 0))))
      notice = .orderPlaced(order.number)
    }
  }
}
