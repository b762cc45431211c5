import GameCore
import PlistKit
import TerminalKit

/// Script commands of checkout, addresses, feedback, settings and the guide.
extension ShopProgram {
  static let checkoutCommands = ["checkout", "address", "slot", "pay", "coupon", "note", "confirm", "bind", "feedback", "settings",
                                 "clear-cache", "reset", "yes", "no", "guide"]

  /// Nil when the verb is not one of these.
  mutating func performCheckout(_ words: [String], now: Double) -> ScriptOutcome? {
    let rest = Array(words.dropFirst())
    let argument = rest.joined(separator: " ")
    let needsCheckout = ["slot", "pay", "coupon", "note", "confirm"]
    if needsCheckout.contains(words[0]), state.screen != .checkout || state.checkout == nil {
      return .refused("'\(words[0])' works at checkout: send 'checkout' first")
    }
    switch words[0] {
    case "checkout":
      guard rest.isEmpty else { return .refused("'checkout' takes no argument") }
      openCheckout(now: now)
      if state.screen != .checkout { return .refused(state.message ?? "checkout could not open") }
    case "address": return address(rest, now: now)
    case "slot":
      let choices = CheckoutView.entries(state.withStep(.slot))
      switch number(rest, of: choices.count, "open slot", verb: "slot") {
      case .failure(let refusal): return .refused(refusal.message)
      case .success(let i): if case .slot(let choice) = choices[i] { send(.checkoutSlotChosen(choice), now: now) }
      }
    case "pay":
      let names: [String: Payment] = ["wechat": .wechat, "qq": .qq, "alipay": .alipay, "cod": .cod]
      guard rest.count == 1, let payment = names[rest[0]] else { return .refused("'pay' needs wechat, qq, alipay or cod") }
      send(.paymentChosen(payment), now: now)
    case "coupon":
      if argument == "none" {
        send(.couponChosen(nil), now: now)
      } else {
        switch number(rest, of: state.coupons.count, "coupon", verb: "coupon", also: " or none") {
        case .failure(let refusal): return .refused(refusal.message)
        case .success(let i):
          send(.couponChosen(state.coupons[i].id), now: now)
          if state.checkout?.coupon != state.coupons[i].id { return .refused(state.message ?? "that coupon cannot be used") }
        }
      }
    case "note":
      guard argument.count <= Checkout.longestNote else {
        return .refused("a note has at most \(Checkout.longestNote) characters; this one has \(argument.count)")
      }
      noteField = TextField(text: argument, limit: Checkout.longestNote, placeholder: noteField.placeholder)
      send(.noteChanged(noteField.text), now: now)
    case "confirm":
      guard rest.isEmpty else { return .refused("'confirm' takes no argument") }
      choose(.confirm, now: now)
      if state.screen == .checkout { return .refused(state.message ?? "the order could not be placed") }
    case "bind":
      if state.screen != .coupons { openPage(.coupons, now: now) }
      codeField = TextField(text: argument, limit: codeField.limit, placeholder: codeField.placeholder)
      send(.couponBound(argument), now: now)
    case "feedback":
      if state.screen != .feedback { openPage(.feedback, now: now) }
      if !rest.isEmpty {
        send(.feedbackSent(argument), now: now)
        if state.screen == .feedback { return .refused(state.message ?? "the feedback was not sent") }
      }
    case "settings", "clear-cache", "reset":
      guard rest.isEmpty else { return .refused("'\(words[0])' takes no argument") }
      if state.screen != .settings { openPage(.settings, now: now) }
      if words[0] == "clear-cache" { send(.cacheClearAsked, now: now) }
      if words[0] == "reset" { send(.resetAsked, now: now) }
    case "yes", "no":
      guard let overlay = state.host.overlay, overlay != .splash(until: nil) else { return .refused("there is no question to answer") }
      if case .guide = overlay { return .refused("the guide asks nothing: 'key enter' turns its pages, 'back' closes it") }
      _ = handleOverlay(overlay, .key(.character(words[0] == "yes" ? "y" : "n")), now: now)
    case "guide":
      guard rest.isEmpty else { return .refused("'guide' takes no argument") }
      send(.guideOpened, now: now)
    default:
      return nil
    }
    return .done
  }

  private func number(_ rest: [String], of count: Int, _ what: String, verb: String, also: String = "") -> Result<Int, ScriptRefusal> {
    guard count > 0 else { return .failure(ScriptRefusal("there are no \(what)s")) }
    guard rest.count == 1, let n = Int(rest[0]), (1...count).contains(n) else {
      return .failure(ScriptRefusal("'\(verb)' needs a number from 1 to \(count)\(also)"))
    }
    return .success(n - 1)
  }

  /// `address N`, `address new key=value…`, `address edit N key=value…`, `address delete N`.
  private mutating func address(_ rest: [String], now: Double) -> ScriptOutcome {
    let usage = "'address' needs N, new key=value…, edit N key=value… or delete N (keys: name, title, phone, city, area, detail)"
    guard let first = rest.first else { return .refused(usage) }
    let count = state.addresses.count
    func index(_ word: String) -> Int? { Int(word).flatMap { (1...max(1, count)).contains($0) && count > 0 ? $0 - 1 : nil } }
    switch first {
    case "new", "edit":
      var editing: Int?
      var pairs = Array(rest.dropFirst())
      if first == "edit" {
        guard let word = pairs.first, let i = index(word) else { return .refused("'address edit' needs a number from 1 to \(count)") }
        editing = i
        pairs.removeFirst()
      }
      if state.screen != .checkout && state.screen != .addresses { openPage(.addresses, now: now) }
      send(.addressFormOpened(editing: editing), now: now)
      var fields = state.form?.fields ?? AddressRules.Form()
      for pair in pairs {
        guard let equals = pair.firstIndex(of: "=") else { return cancelForm("'\(ScriptRunner.quoted(pair))' is not key=value", now: now) }
        let key = String(pair[..<equals]), value = String(pair[pair.index(after: equals)...])
        switch key {
        case "name": fields.name = value
        case "title":
          let titles: [String: Address.Title] = ["先生": .mr, "女士": .ms, "mr": .mr, "ms": .ms]
          guard let title = titles[value] else { return cancelForm("'title' is 先生 (mr) or 女士 (ms)", now: now) }
          fields.title = title
        case "phone": fields.phone = value
        case "city": fields.city = value
        case "area": fields.area = value
        case "detail": fields.detail = value
        default: return cancelForm("unknown field '\(ScriptRunner.quoted(key))': name, title, phone, city, area or detail", now: now)
        }
      }
      send(.addressFormChanged(fields), now: now)
      loadFormFields()
      send(.addressSaved, now: now)
      if state.screen == .addressForm { return cancelForm(state.form?.problem ?? "the address was not saved", now: now) }
      if state.screen == .checkout { checkoutFocus = focusOfChoice() }
    case "delete":
      guard rest.count == 2, let i = index(rest[1]) else { return .refused("'address delete' needs a number from 1 to \(count)") }
      if state.screen != .addresses { openPage(.addresses, now: now) }
      send(.addressDeleteAsked(i), now: now)
    default:
      guard rest.count == 1, let i = index(first) else { return .refused(count == 0 ? "there are no addresses: address new …" : usage) }
      if state.screen == .checkout { send(.checkoutAddressChosen(i), now: now) } else { send(.defaultAddressChosen(i), now: now) }
    }
    return .done
  }

  private mutating func cancelForm(_ reason: String, now: Double) -> ScriptOutcome {
    if state.screen == .addressForm { send(.back, now: now) }
    return .refused(reason)
  }

  /// `checkout` in the JSON: the step, each choice, the bill's lines and the total.
  func checkoutJSON() -> JSON {
    guard let checkout = state.checkout else { return .null }
    let address = checkout.address.flatMap { state.addresses.indices.contains($0) ? state.addresses[$0] : nil }
    let slot = checkout.slot.map { choice in
      JSON.string((state.shop.account.slots.first { $0.offset == choice.day }?.title ?? "") + " " + choice.slot.text)
    }
    let coupon = state.checkoutCoupon.map { JSON.object([("id", .string($0.id)), ("name", .string($0.name)), ("value", Self.money($0.value))]) }
    let slots = state.openSlots.flatMap { day in day.slots.map { JSON.string(day.day.title + " " + $0.text) } }
    let coupons = state.coupons.map { coupon -> JSON in
      let refusal = CouponRules.refusal(coupon, goods: state.bill.goods, on: state.today.date)
      return .object([("id", .string(coupon.id)), ("name", .string(coupon.name)), ("usable", .bool(refusal == nil)),
                      ("reason", refusal.map(JSON.string) ?? .null)])
    }
    return .object([
      ("step", .string(["address", "slot", "payment", "confirm"][checkout.step.rawValue])),
      ("address", address.map { .object([("name", .string($0.name)), ("phone", .string($0.phone)), ("address", .string($0.line))]) } ?? .null),
      ("slot", slot ?? .null), ("payment", .string(checkout.payment.rawValue)), ("coupon", coupon ?? .null), ("note", .string(checkout.note)),
      ("bill", .array(state.checkoutBill.lines.map { .object([("label", .string($0.label)), ("amount", Self.money($0.amount))]) })),
      ("total", Self.money(state.checkoutBill.total)), ("slots", .array(slots)), ("coupons", .array(coupons)),
    ])
  }
}

extension ShopState {
  /// The same state at another checkout step: what that step would offer.
  func withStep(_ step: CheckoutStep) -> ShopState {
    var copy = self
    copy.checkout?.step = step
    return copy
  }
}
