import TerminalKit

/// 订单详情: the status timeline, the order's number, times, who and where, its lines, the goods
/// total and each fee, what was paid, the review, and 再来一单.
enum OrderScreen: ShopScreenFeature {
  struct State: Equatable, Sendable {
    /// The order's place in the orders (placed here first).
    var index: Int
  }

  enum Action: Equatable, Sendable {
    case orderedAgain
  }

  static let name = "order"

  static func reduce(into state: inout State, _ action: Action, env: ShopEnvironment) -> [ShopEffect] {
    switch action {
    case .orderedAgain: return [.account(.reorder(state.index))]
    }
  }

  static func action(for event: InputEvent, state: State, env: ShopEnvironment, area: Rect) -> Action? {
    switch event {
    case .key(.character("r")), .key(.enter): return .orderedAgain
    case .mouse(let mouse) where mouse.kind == .press:
      let rows = rows(state, env: env, width: area.width)
      let body = Rect(x: area.x, y: area.y + 1, width: area.width, height: max(0, area.height - 1))
      return rows.count <= body.height && mouse.y == body.y + rows.count - 1 ? .orderedAgain : nil
    default: return nil
    }
  }

  static func keyHints(_ state: State, env: ShopEnvironment) -> [KeyHint] { [KeyHint("r", env.words(.keyOrderAgain))] }

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
    let w = env.words
    let order = env.orders[state.index]
    var rows: [PageRow] = []
    for (n, step) in order.timeline.enumerated() {
      let text = [step.time, step.title, step.detail].map(TextCleaner.clean).joined(separator: "  ")
      rows.append(PageRow("\(n == 0 ? "●" : "○") \(text)",
                          n == 0 ? Theme.accent : Theme.dim))
    }
    rows.append(PageRow(w(.orderNumber, TextCleaner.clean(order.number), TextCleaner.clean(order.receipt)), Theme.text))
    rows.append(PageRow(w(.orderTimes, TextCleaner.clean(order.created), TextCleaner.clean(order.delivery)), Theme.text))
    // The whole address and note, wrapped: an order is checked by reading them.
    let whereTo = "\(TextCleaner.clean(order.receiver))  \(TextCleaner.clean(order.address))  \(TextCleaner.clean(order.payment))"
    for line in DisplayWidth.wrap(whereTo, to: max(1, width - 2)) { rows.append(PageRow(line, Theme.text)) }
    if !order.note.isEmpty {
      for line in DisplayWidth.wrap(w(.orderNote, TextCleaner.clean(order.note.replacingNewlines)), to: max(1, width - 2)) {
        rows.append(PageRow(line, Theme.text))
      }
    }
    for line in order.lines {
      let name = TextCleaner.clean(line.name) + (line.spec.map { " " + TextCleaner.clean($0) } ?? "")
      rows.append(PageRow(PageRow.amountRow(line.gift ? w(.orderGift, name) : name, "×\(line.quantity)  \(env.money(line.price))",
                                            width: width),
                          Theme.text))
    }
    rows.append(PageRow(PageRow.amountRow(w(.orderGoods), env.money(order.goods), width: width), Theme.dim))
    for fee in order.fees { rows.append(PageRow(PageRow.amountRow(TextCleaner.clean(fee.label), env.money(fee.amount), width: width),
                                                Theme.dim)) }
    rows.append(PageRow(PageRow.amountRow(w(.orderPaid), env.money(order.paid), width: width), Theme.title))
    if let stars = order.stars {
      let mark = String(repeating: "★", count: stars) + String(repeating: "☆", count: 5 - stars)
      rows.append(PageRow(w(.orderReview, mark, TextCleaner.clean(order.comment ?? "")), Theme.text))
    }
    rows.append(PageRow(w(.orderAgain), Theme.accent, entry: 0))
    return rows
  }

  static func draw(_ state: State, env: ShopEnvironment, canvas: ShopCanvas, in area: Rect, into buffer: inout CellBuffer) {
    PageView.draw(title: env.words(.orderTitle), rows: rows(state, env: env, width: area.width), focus: 0, in: area, into: &buffer)
  }
}
