import TerminalKit

/// 优惠券: a field to bind a code, then the coupons — usable, then used, then expired.
enum CouponsScreen: ShopScreenFeature {
  struct State: Equatable, Sendable {
    /// 0 is the code field; then each coupon.
    var focus = 0
    var code: TextField

    init(focus: Int, placeholder: String) {
      self.focus = focus
      code = TextField(limit: 20, placeholder: placeholder)
    }
  }

  enum Action: Equatable, Sendable {
    case focused(Int)
    case typed(TextField)
    case bound(String)
  }

  static let name = "coupons"

  static func reduce(into state: inout State, _ action: Action, env: ShopEnvironment) -> [ShopEffect] {
    switch action {
    case .focused(let i): state.focus = i
    case .typed(let field): state.code = field
    case .bound(let code):
      state.code = TextField(text: code, limit: state.code.limit, placeholder: state.code.placeholder)
      let typed = Coupon.normalized(code)
      guard !typed.isEmpty else { return [.notice(.codeEmpty)] }
      // The pack's coupons that come with a code (the original asked a server that knew none a player could type).
      guard let coupon = env.shop.account.coupons.first(where: { $0.code.map(Coupon.normalized) == typed }) else {
        return [.notice(.codeUnknown)]
      }
      guard !env.account.boundCoupons.contains(coupon.id) else { return [.notice(.codeAlreadyBound(coupon.name))] }
      state.code = TextField(text: "", limit: state.code.limit, placeholder: state.code.placeholder)
      return [.account(.bindCoupon(coupon.id)), .notice(.codeBound(coupon.name))]
    }
    return []
  }

  static func action(for event: InputEvent, state: State, env: ShopEnvironment, area: Rect) -> Action? {
    let count = env.shop.account.coupons.count + 1
    if state.focus == 0, ![.key(.up), .key(.down), .key(.pageUp), .key(.pageDown)].contains(event) {
      if event == .key(.enter) { return .bound(state.code.text) }
      var field = state.code
      return field.handle(event) ? .typed(field) : nil
    }
    return PageView.move(event, focus: state.focus, count: count, area: area).map(Action.focused)
  }

  static func takesText(_ state: State, env: ShopEnvironment) -> Bool { state.focus == 0 }

  /// `bind CODE`: the code typed into the box and bound.
  static func script(_ words: [String], state: State, env: ShopEnvironment) -> ScriptVerb<Action>? {
    guard words.first == "bind" else { return nil }
    return .action(.bound(words.dropFirst().joined(separator: " ")))
  }

  static func keyHints(_ state: State, env: ShopEnvironment) -> [KeyHint] {
    // Enter binds the code typed in the box; on a coupon it does nothing, and says nothing.
    state.focus == 0 ? [KeyHint("↑↓", env.words(.keyMove)), KeyHint("Enter", env.words(.keyCode))] : [KeyHint("↑↓", env.words(.keyMove))]
  }

  static func json(_ state: State, env: ShopEnvironment) -> [(String, JSON)] {
    let all = env.account.couponsByStanding(of: env.shop, on: env.today.date)
    func list(_ standing: CouponRules.Standing) -> JSON {
      .array(all.filter { $0.standing == standing }.map { entry in
        .object([("id", .string(entry.coupon.id)), ("name", .string(entry.coupon.name)), ("value", .string(entry.coupon.value.plain)),
                 ("threshold", .string(entry.coupon.threshold.plain)), ("starts", .string(entry.coupon.starts.description)),
                 ("ends", .string(entry.coupon.ends.description))])
      })
    }
    return [("coupons", .object([("usable", list(.usable)), ("used", list(.used)), ("expired", list(.expired))]))]
  }

  static func rows(_ state: State, env: ShopEnvironment) -> [PageRow] {
    let w = env.words
    var rows = [PageRow(w(.bindCoupon, state.code.text.isEmpty ? w(.couponCodeHint) : state.code.text), Theme.text, entry: 0)]
    if env.shop.account.coupons.isEmpty { rows.append(PageRow(env.gapText(.coupons) ?? w(.noCoupons), Theme.dim)) }
    for (n, entry) in env.account.couponsByStanding(of: env.shop, on: env.today.date).enumerated() {
      let (coupon, standing) = entry
      let mark = standing == .usable ? "" : standing == .used ? w(.couponUsed) : w(.couponExpired)
      rows.append(PageRow("\(env.money(coupon.value))  \(TextCleaner.clean(coupon.name))\(mark)",
                          standing == .usable ? Theme.title : Theme.dim, entry: n + 1))
      rows.append(PageRow(w(.couponTerms, env.money(coupon.threshold), coupon.starts.description, coupon.ends.description),
                          standing == .usable ? Theme.text : Theme.dim, entry: n + 1))
      if !coupon.description.isEmpty { rows.append(PageRow("  " + TextCleaner.clean(coupon.description), Theme.dim, entry: n + 1)) }
    }
    return rows
  }

  static func draw(_ state: State, env: ShopEnvironment, canvas: ShopCanvas, in area: Rect, into buffer: inout CellBuffer) {
    PageView.draw(title: env.words(.coupons), rows: rows(state, env: env), focus: state.focus, in: area, into: &buffer)
  }
}
