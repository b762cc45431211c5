/// 我的's rules: its pages, the accordion, the folded messages, an order again.
extension ShopState {
  /// Coupons usable today, for 优惠劵's badge.
  public var usableCoupons: Int {
    shop.account.coupons.filter { CouponRules.standing(of: $0, on: today.date) == .usable }.count
  }

  /// The coupons in 我的's order: usable, then used, then expired; the pack's order within each.
  public var couponsByStanding: [(coupon: Coupon, standing: CouponRules.Standing)] {
    let all = shop.account.coupons.map { ($0, CouponRules.standing(of: $0, on: today.date)) }
    return [CouponRules.Standing.usable, .used, .expired].flatMap { standing in all.filter { $0.1 == standing } }
  }

  public var shownMessages: [ShopMessage] { userMessages ? shop.account.userMessages : shop.account.systemMessages }

  mutating func reduceMine(_ action: ShopAction) -> [ShopEffect] {
    switch action {
    case .pageOpened(let page):
      if case .order(let i) = page, !orders.indices.contains(i) {
        message = "There is no order \(i + 1)"
        return []
      }
      // An order's detail goes over the list it was chosen from; every other page starts from 我的.
      if case .order = page, screen == .orders {
        _ = host.apply([.navigate(.push(page))])
      } else {
        _ = host.apply([.navigate(.popToRoot), .navigate(.replace(.tab(.mine))), .navigate(.push(page))])
      }
    case .helpToggled(let i):
      guard shop.account.help.indices.contains(i) else {
        message = "There is no question \(i + 1)"
        return []
      }
      // Opening one closes the other; opening it again closes it.
      openHelp = openHelp == i ? nil : i
    case .messageTabChosen(let user):
      userMessages = user
      unfolded = []
    case .messageToggled(let i):
      guard shownMessages.indices.contains(i) else {
        message = "There is no message \(i + 1)"
        return []
      }
      if !unfolded.insert(i).inserted { unfolded.remove(i) }
    case .reordered(let i):
      guard orders.indices.contains(i) else {
        message = "There is no order \(i + 1)"
        return []
      }
      return reorder(orders[i])
    default:
      break
    }
    return []
  }

  /// 再来一单: the order's goods (not its gifts) back in the cart, as far as the stock goes;
  /// the message says what could not come back and what costs something else now.
  private mutating func reorder(_ order: Order) -> [ShopEffect] {
    var gone: [String] = [], short: [String] = [], repriced: [String] = []
    var added = 0
    for line in order.lines where !line.gift {
      guard let product = shop.products[line.id] else {
        gone.append(line.name)
        continue
      }
      var got = 0
      while got < line.quantity, cart.add(product, rules: shop.rules) == nil { got += 1 }
      added += got
      if got == 0 { gone.append(product.name) } else if got < line.quantity { short.append("\(product.name) ×\(got)") }
      if product.price != line.price { repriced.append("\(product.name) \(line.price)→\(product.price)") }
    }
    var parts = ["\(added) 件已放回购物车"]
    if !gone.isEmpty { parts.append("补货中: " + gone.joined(separator: "、")) }
    if !short.isEmpty { parts.append("库存不足: " + short.joined(separator: "、")) }
    if !repriced.isEmpty { parts.append("价格变了: " + repriced.joined(separator: "、")) }
    message = parts.joined(separator: "; ")
    return added > 0 ? [.saveCart] : []
  }
}
