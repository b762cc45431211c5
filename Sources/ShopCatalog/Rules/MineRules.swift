/// 我的's rules: its pages, the accordion, the folded messages, an order again.
extension ShopState {
  /// Coupons usable today, for 优惠劵's badge.
  public var usableCoupons: Int {
    coupons.filter { CouponRules.standing(of: $0, on: today.date) == .usable }.count
  }

  /// The coupons in 我的's order: usable, then used, then expired; the pack's order within each.
  public var couponsByStanding: [(coupon: Coupon, standing: CouponRules.Standing)] {
    let all = coupons.map { ($0, CouponRules.standing(of: $0, on: today.date)) }
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
    case .couponBound(let code):
      // The original asked its server, which knew no code a player could type: so did we.
      message = code.trimmingWhitespace.isEmpty ? "请输入优惠码!" : "请输入正确的优惠劵"
    case .feedbackSent(let text):
      return sendFeedback(text)
    case .cacheMeasured(let bytes):
      cacheBytes = bytes
    case .cacheClearAsked:
      return [.clearCache]
    case .resetAsked:
      host.overlay = .confirmReset
    case .resetConfirmed:
      reset()
      return [.saveAll]
    default:
      return reduceGuide(action)
    }
    return []
  }

  /// 意见反馈: 5 to 300 characters once the spaces around are gone.
  private mutating func sendFeedback(_ text: String) -> [ShopEffect] {
    let text = text.trimmingWhitespace
    guard text.count >= Self.feedbackLength.lowerBound else {
      message = "意见至少\(Self.feedbackLength.lowerBound)个字哦~"
      return []
    }
    guard text.count <= Self.feedbackLength.upperBound else {
      message = "意见最多\(Self.feedbackLength.upperBound)个字, 这段有\(text.count)个字"
      return []
    }
    feedback.append(FeedbackEntry(text: text, time: today.description))
    if screen == .feedback { _ = host.stack.apply(.pop) }
    message = "谢谢你的意见! 已保存在本机"
    return [.saveAll]
  }

  public static let feedbackLength = 5...300

  /// Everything the player did here, gone: the pack's shop as on the first open.
  private mutating func reset() {
    host.overlay = nil
    cart = Cart()
    history = []
    placed = []
    addresses = shop.account.addresses
    defaultAddress = shop.account.defaultAddress
    usedCoupons = []
    feedback = []
    guideSeen = nil
    checkout = nil
    message = "本店的数据已重置"
  }

  mutating func reduceGuide(_ action: ShopAction) -> [ShopEffect] {
    let pages = shop.presentation.guide.count
    switch action {
    case .guideOpened:
      guard pages > 0 else {
        message = "This pack has no guide"
        return []
      }
      host.overlay = .guide(page: 0)
    case .guidePageTurned(let step):
      guard case .guide(let page) = host.overlay else { return [] }
      host.overlay = .guide(page: min(max(0, page + step), pages - 1))
    case .guideFinished:
      host.overlay = nil
      guard guideSeen != shop.presentation.version else { return [] }
      guideSeen = shop.presentation.version
      return [.saveAll]
    case .splashShown(let until):
      host.overlay = .splash(until: until)
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
      let got = cart.add(product, units: line.quantity)
      added += got
      if got == 0 { gone.append(product.name) } else if got < line.quantity { short.append("\(product.name) ×\(got)") }
      if product.price != line.price { repriced.append("\(product.name) \(line.price)→\(product.price)") }
    }
    var parts = ["\(added) 件已放回购物车"]
    if !gone.isEmpty { parts.append("补货中: " + Self.some(gone)) }
    if !short.isEmpty { parts.append("库存不足: " + Self.some(short)) }
    if !repriced.isEmpty { parts.append("价格变了: " + Self.some(repriced)) }
    message = parts.joined(separator: "; ")
    return added > 0 ? [.saveCart] : []
  }

  /// The first few of a list and how many there are: an order of thousands of lines makes a
  /// notice of one line.
  private static func some(_ names: [String]) -> String {
    names.count <= 3 ? names.joined(separator: "、") : names.prefix(3).joined(separator: "、") + " 等 \(names.count) 件"
  }
}
