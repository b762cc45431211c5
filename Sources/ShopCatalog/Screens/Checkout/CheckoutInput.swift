import TerminalKit

/// Checkout's keys: ↑↓ through the step's entries, Enter chooses (and moves on), ←→ go back a
/// step or forward (checked), `n` a new address, `e` edits the focused one; and its script verbs.
extension CheckoutScreen {
  static func action(for event: InputEvent, state: State, env: ShopEnvironment, area: Rect) -> Action? {
    let entries = entries(state, env: env)
    let focus = min(max(0, state.focus), max(0, entries.count - 1))
    let entry = entries.isEmpty ? nil : entries[focus]
    if entry == .note, event != .key(.up), event != .key(.down), event != .key(.enter) {
      var field = state.note
      guard field.handle(event) else { return nil }
      return field.text == state.note.text && field == state.note ? nil : .noteEdited(field)
    }
    switch event {
    case .key(.left): return CheckoutStep(rawValue: state.choices.step.rawValue - 1).map(Action.stepChosen)
    case .key(.right): return CheckoutStep(rawValue: state.choices.step.rawValue + 1).map(Action.stepChosen)
    case .key(.character("n")) where state.choices.step == .address: return .newAddressAsked
    case .key(.character("e")):
      guard case .address(let i)? = entry else { return nil }
      return .editAddressAsked(i)
    case .key(.enter), .key(.character(" ")):
      return entry.flatMap(choose)
    case .mouse(let mouse) where mouse.kind == .press:
      let rows = rows(state, env: env, width: area.width)
      let body = Rect(x: area.x, y: area.y + 1, width: area.width, height: max(0, area.height - 1))
      guard rows.count <= body.height, mouse.y >= body.y, mouse.y - body.y < rows.count, let i = rows[mouse.y - body.y].entry,
            entries.indices.contains(i) else { return nil }
      return choose(entries[i])
    default:
      return PageView.move(event, focus: focus, count: entries.count, area: area).map(Action.focused)
    }
  }

  static func choose(_ entry: Entry) -> Action? {
    switch entry {
    case .address(let i): .addressChosen(i)
    case .newAddress: .newAddressAsked
    case .slot(let choice): .slotChosen(choice)
    case .payment(let id): .paymentChosen(id)
    case .change(let step): .stepChosen(step)
    case .coupon(let id): .couponChosen(id)
    case .note: nil
    case .confirm: .confirmAsked
    }
  }

  static func takesText(_ state: State, env: ShopEnvironment) -> Bool {
    let entries = entries(state, env: env)
    return entries.indices.contains(state.focus) && entries[state.focus] == .note
  }

  static func keyHints(_ state: State, env: ShopEnvironment) -> [KeyHint] {
    let w = env.words
    return [KeyHint("↑↓", w(.keyMove)), KeyHint("Enter", w(.keyChoose)), KeyHint("←→", w(.keyStep))]
  }

  static func script(_ words: [String], state: State, env: ShopEnvironment) -> ScriptVerb<Action>? {
    let rest = Array(words.dropFirst())
    let argument = rest.joined(separator: " ")
    let rules = env.checkout
    func number(_ count: Int, _ what: String, also: String = "") -> Result<Int, ScriptRefusal> {
      guard count > 0 else { return .failure(ScriptRefusal("there are no \(what)s")) }
      guard rest.count == 1, let n = Int(rest[0]), (1...count).contains(n) else {
        return .failure(ScriptRefusal("'\(words[0])' needs a number from 1 to \(count)\(also)"))
      }
      return .success(n - 1)
    }
    switch words.first {
    case "address":
      switch number(env.account.addresses.count, "addresse") {
      case .failure(let refusal): return .refused(refusal.message)
      case .success(let i): return .action(.addressChosen(i))
      }
    case "slot":
      var atSlot = state
      atSlot.choices.step = .slot
      let choices = entries(atSlot, env: env)
      switch number(choices.count, "open slot") {
      case .failure(let refusal): return .refused(refusal.message)
      case .success(let i):
        guard case .slot(let choice) = choices[i] else { return .refused("there is no slot \(i + 1)") }
        return .action(.slotChosen(choice))
      }
    case "pay":
      let ids = rules.payments.map(\.id)
      guard rest.count == 1, ids.contains(rest[0]) else { return .refused(Self.payNeeds(ids)) }
      return .action(.paymentChosen(rest[0]))
    case "coupon":
      if argument == "none" { return .action(.couponChosen(nil)) }
      switch number(rules.coupons.count, "coupon", also: " or none") {
      case .failure(let refusal): return .refused(refusal.message)
      case .success(let i):
        let coupon = rules.coupons[i]
        if let refusal = CouponRules.refusal(coupon, goods: rules.bill.goods, on: env.today.date) {
          return .refused(ShopNotice.couponRefused(coupon.name, refusal).text(env))
        }
        return .action(.couponChosen(coupon.id))
      }
    case "note":
      guard argument.count <= CheckoutChoices.longestNote else {
        return .refused("a note has at most \(CheckoutChoices.longestNote) characters; this one has \(argument.count)")
      }
      return .action(.noteEdited(TextField(text: argument, limit: CheckoutChoices.longestNote, placeholder: state.note.placeholder)))
    case "confirm":
      guard rest.isEmpty else { return .refused("'confirm' takes no argument") }
      if let (_, problem) = rules.firstProblem(state.choices) { return .refused(ShopNotice.checkout(problem).text(env)) }
      guard env.keepsProgress else { return .refused(ShopNotice.orderNotKept.text(env)) }
      return .action(.confirmAsked)
    default:
      return nil
    }
  }

  /// The most payment ids a refusal names: a pack may list thousands.
  static let mostPaymentsNamed = 5

  /// `'pay' needs wechat, alipay or cash`; past `mostPaymentsNamed`, the first few and how
  /// many more. Ids are a pack's, shown cleaned and cut.
  static func payNeeds(_ ids: [String]) -> String {
    let shown = ids.prefix(mostPaymentsNamed).map { TextCleaner.visible(DisplayWidth.truncate($0, to: 24)) }
    if ids.count > mostPaymentsNamed { return "'pay' needs one of \(ids.count) payments: \(shown.joined(separator: ", ")), …" }
    return "'pay' needs \(shown.dropLast().joined(separator: ", "))\(shown.count > 1 ? " or " : "")\(shown.last ?? "")"
  }
}

/// Why a script command was refused, in the words of its `{"error": …}` line.
struct ScriptRefusal: Error {
  let message: String
  init(_ message: String) {
    self.message = message
  }
}
