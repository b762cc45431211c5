import TerminalKit

/// An order, in the original's two views (Left/Right): 订单状态, the status and its timeline
/// newest first; 订单详情, the order's number, times, who and where, its lines, the goods total
/// and each fee, what was paid, the review and 再来一单. `d` deletes it, after a yes.
enum OrderScreen: ShopScreenFeature {
  struct State: Equatable, Sendable {
    /// The order's place in the orders (placed here first).
    var index: Int
    /// 订单状态 rather than 订单详情.
    var showsStatus = false
  }

  enum Action: Equatable, Sendable {
    case orderedAgain
    case viewChosen(status: Bool)
    case deleteAsked
  }

  static let name = "order"

  static func reduce(into state: inout State, _ action: Action, env: ShopEnvironment) -> [ShopEffect] {
    switch action {
    case .orderedAgain: return [.account(.reorder(state.index))]
    case .viewChosen(let status):
      state.showsStatus = status
      return []
    case .deleteAsked: return [.present(.confirmDeleteOrder(state.index))]
    }
  }

  static func action(for event: InputEvent, state: State, env: ShopEnvironment, area: Rect) -> Action? {
    switch event {
    case .key(.character("r")), .key(.enter): return .orderedAgain
    case .key(.left), .key(.right): return .viewChosen(status: !state.showsStatus)
    case .key(.character("d")): return .deleteAsked
    case .mouse(let mouse) where mouse.kind == .press:
      let rows = rows(state, env: env, width: area.width)
      let body = Rect(x: area.x, y: area.y + 1, width: area.width, height: max(0, area.height - 1))
      // The views' row switches them; the last row, when the page fits, is 再来一单.
      if mouse.y == body.y, rows.count <= body.height { return .viewChosen(status: !state.showsStatus) }
      return rows.count <= body.height && mouse.y == body.y + rows.count - 1 ? .orderedAgain : nil
    default: return nil
    }
  }

  static func keyHints(_ state: State, env: ShopEnvironment) -> [KeyHint] {
    let w = env.words
    return [KeyHint("r", w(.keyOrderAgain)), KeyHint("←→", w(.keyOrderView)), KeyHint("d", w(.keyDeleteOrder))]
  }

  static func json(_ state: State, env: ShopEnvironment) -> [(String, JSON)] {
    guard env.orders.indices.contains(state.index) else { return [] }
    let order = env.orders[state.index]
    func money(_ value: Money) -> JSON { .string(value.plain) }
    return [("order", .object([
      ("number", .string(order.number)), ("status", .string(order.status)),
      ("timeline", .array(order.timeline.map { .object([("title", .string($0.title)), ("time", .string($0.time))]) })),
      ("lines", .array(order.lines.map {
        .object([("id", .string($0.id)), ("name", .string($0.name)), ("quantity", .int(Int64($0.quantity))), ("price", money($0.price)),
                 ("gift", .bool($0.gift))])
      })),
      ("fees", .array(order.fees.map { .object([("label", .string($0.label)), ("amount", money($0.amount))]) })),
      ("goods", money(order.goods)), ("total", money(order.paid)), ("receipt", .string(order.receipt)),
      ("delivery", .string(order.delivery)), ("receiver", .string(order.receiver)), ("address", .string(order.address)),
      ("payment", .string(order.payment)), ("note", .string(order.note)),
    ]))]
  }

  static func rows(_ state: State, env: ShopEnvironment, width: Int) -> [PageRow] {
    guard env.orders.indices.contains(state.index) else { return [] }
    let order = env.orders[state.index]
    let w = env.words
    let tabs = (state.showsStatus ? "[\(w(.orderStatusView))]  \(w(.orderDetailsView))" : "\(w(.orderStatusView))  [\(w(.orderDetailsView))]")
    let body = state.showsStatus ? statusRows(order, env: env, width: width) : detailRows(order, env: env, width: width)
    return [PageRow(tabs, Theme.accent)] + body + [PageRow(env.words(.orderAgain), Theme.accent, entry: 0)]
  }

  /// 订单状态: the status, then each step of the timeline newest first, the current one marked.
  static func statusRows(_ order: Order, env: ShopEnvironment, width: Int) -> [PageRow] {
    var rows = [PageRow(TextCleaner.clean(order.status), Theme.title)]
    for (n, step) in order.timeline.enumerated() {
      let text = [step.time, step.title, step.detail].map(TextCleaner.clean).filter { !$0.isEmpty }.joined(separator: "  ")
      for (k, line) in DisplayWidth.wrap(text, to: max(1, width - 4)).enumerated() {
        rows.append(PageRow((k == 0 ? (n == 0 ? "● " : "○ ") : "  ") + line, n == 0 ? Theme.accent : Theme.dim))
      }
    }
    return rows
  }

  /// 订单详情: numbers and times; delivery, receiver, address, payment and note each whole on
  /// lines of its own (an order is checked by reading them); the goods, the goods total, each
  /// fee, what was paid, the review.
  static func detailRows(_ order: Order, env: ShopEnvironment, width: Int) -> [PageRow] {
    let w = env.words
    var rows: [PageRow] = []
    rows.append(PageRow(w(.orderNumber, TextCleaner.clean(order.number), TextCleaner.clean(order.receipt)), Theme.text))
    rows.append(PageRow(w(.orderTimes, TextCleaner.clean(order.created)), Theme.text))
    let details: [(ShopText, String)] = [(.orderDelivery, order.delivery), (.orderReceiver, order.receiver), (.orderAddress, order.address),
                                         (.orderPayment, order.payment), (.orderNote, order.note)]
    for (key, text) in details where !text.isEmpty {
      for line in DisplayWidth.wrap(w(key, TextCleaner.clean(text.replacingNewlines)), to: max(1, width - 2)) {
        rows.append(PageRow(line, Theme.text))
      }
    }
    for line in order.lines {
      let name = TextCleaner.clean(line.name) + (line.spec.map { " " + TextCleaner.clean($0) } ?? "")
      let amount = "×\(line.quantity)  \(env.money(line.price))"
      rows.append(PageRow(PageRow.amountRow(line.gift ? w(.orderGift, name) : name, amount, width: width), Theme.text))
    }
    rows.append(PageRow(PageRow.amountRow(w(.orderGoods), env.money(order.goods), width: width), Theme.dim))
    for fee in order.fees {
      rows.append(PageRow(PageRow.amountRow(TextCleaner.clean(fee.label), env.money(fee.amount), width: width), Theme.dim))
    }
    rows.append(PageRow(PageRow.amountRow(w(.orderPaid), env.money(order.paid), width: width), Theme.title))
    if let stars = order.stars {
      let mark = String(repeating: "★", count: stars) + String(repeating: "☆", count: 5 - stars)
      rows.append(PageRow(w(.orderReview, mark, TextCleaner.clean(order.comment ?? "")), Theme.text))
    }
    return rows
  }


  static func draw(_ state: State, env: ShopEnvironment, canvas: ShopCanvas, in area: Rect, into buffer: inout CellBuffer) {
    PageView.draw(title: env.words(.orderTitle), rows: rows(state, env: env, width: area.width), focus: 0, in: area, into: &buffer)
  }
}
