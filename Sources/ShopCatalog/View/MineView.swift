import GameCore
import PlistKit
import TerminalKit

/// 我的: three buttons — 我的订单, 优惠劵 (with the usable coupons as a badge), 我的消息 — then
/// the pack's menu. `items` is what the focus moves through, drawing and keys share it.
struct MineView {
  let program: ShopProgram
  var state: ShopState { program.state }

  enum Item: Equatable {
    case page(ShopScreen, String)
    case menu(String)
  }

  static func items(_ state: ShopState) -> [Item] {
    let badge = state.usableCoupons
    let coupons = "优惠劵" + (badge == 0 ? "" : badge > 99 ? "(99+)" : "(\(badge))")
    // 设置 sat in the original's navigation bar; here it closes the menu.
    return [.page(.orders, "我的订单"), .page(.coupons, coupons), .page(.messages, "我的消息")] + state.shop.account.menu.map(Item.menu)
      + [.menu("设置")]
  }

  /// Where a menu title leads: the pages this version has, else a line saying so.
  static func page(forMenu title: String) -> ShopScreen? {
    if title.contains("地址") { return .addresses }
    if title.contains("帮助") || title.contains("客服") { return .help }
    if title.contains("反馈") || title.contains("意见") { return .feedback }
    if title == "设置" { return .settings }
    return nil
  }

  func draw(in area: Rect, into buffer: inout CellBuffer) {
    let items = Self.items(state)
    let width = max(1, (area.width - 2) / 3)
    for (i, item) in items.enumerated() {
      let focused = i == program.mineFocus
      switch item {
      case .page(_, let title):
        let rect = Rect(x: area.x + 1 + i * width, y: area.y + 1, width: width - 1, height: 3)
        Frame.draw(rect, style: focused ? Theme.accent : Theme.frame, heavy: focused, into: &buffer)
        Label.centered(program.words(title), in: rect.inset(1), y: rect.y + 1, style: focused ? Theme.focused : Theme.text, into: &buffer)
      case .menu(let title):
        let y = area.y + 5 + (i - 3)
        guard y < area.maxY else { continue }
        let line = DisplayWidth.pad("  " + program.words(TextCleaner.clean(title)) + "  ›", to: area.width - 2)
        buffer.write(line, x: area.x + 1, y: y, style: focused ? Theme.focused : Theme.text, clip: area)
      }
    }
    if let gap = state.shop.gaps["menu"], state.shop.account.menu.isEmpty {
      buffer.write(gap, x: area.x + 3, y: area.y + 5, style: Theme.dim, clip: area)
    }
  }
}

/// A page of 我的 as a list of rows: the title, then each row; `rows` says which are focusable.
struct MinePageView {
  let program: ShopProgram
  var state: ShopState { program.state }

  /// The rows of the page now shown: text, style, and the index of the entry it belongs to
  /// (the focus moves by entries; an entry may take several rows).
  func rows(width: Int) -> [(text: String, style: Style, entry: Int?)] {
    var rows: [(String, Style, Int?)] = []
    func gap(_ key: String, _ empty: String) { rows.append((state.shop.gaps[key] ?? empty, Theme.dim, nil)) }
    switch state.screen {
    case .orders:
      if state.orders.isEmpty { gap("orders", "还没有订单") }
      for (i, order) in state.orders.enumerated() {
        let names = order.lines.filter { !$0.gift }.prefix(4).map { TextCleaner.clean($0.name) }
        let more = order.lines.filter { !$0.gift }.count > 4 ? " …" : ""
        rows.append(("\(TextCleaner.clean(order.created))  \(TextCleaner.clean(order.status))", Theme.title, i))
        // Two rows for the pictures (drawn over them), then the names.
        rows.append(("", Theme.text, i))
        rows.append(("", Theme.text, i))
        rows.append(("  " + names.joined(separator: " · ") + more, Theme.text, i))
        rows.append(("  共\(order.units)件商品  实付: \(order.paid)", Theme.dim, i))
      }
    case .order(let index):
      guard state.orders.indices.contains(index) else { break }
      let order = state.orders[index]
      for (n, step) in order.timeline.enumerated() {
        rows.append(("\(n == 0 ? "●" : "○") \(TextCleaner.clean(step.time))  \(TextCleaner.clean(step.title))  \(TextCleaner.clean(step.detail))",
                     n == 0 ? Theme.accent : Theme.dim, nil))
      }
      rows.append(("订单号 \(TextCleaner.clean(order.number))   收货码 \(TextCleaner.clean(order.receipt))", Theme.text, nil))
      rows.append(("下单时间 \(TextCleaner.clean(order.created))   配送时间 \(TextCleaner.clean(order.delivery))", Theme.text, nil))
      rows.append(("\(TextCleaner.clean(order.receiver))  \(TextCleaner.clean(order.address))  \(TextCleaner.clean(order.payment))", Theme.text, nil))
      if !order.note.isEmpty { rows.append(("备注: " + TextCleaner.clean(order.note), Theme.text, nil)) }
      for line in order.lines {
        let name = (line.gift ? "[赠] " : "") + TextCleaner.clean(line.name) + (line.spec.map { " " + TextCleaner.clean($0) } ?? "")
        rows.append((Self.row(program.words(name), "×\(line.quantity)  \(line.price)", width: width), Theme.text, nil))
      }
      for fee in order.fees { rows.append((Self.row(program.words(TextCleaner.clean(fee.label)), fee.amount.description, width: width), Theme.dim, nil)) }
      rows.append((Self.row(program.words("实付"), order.paid.description, width: width), Theme.title, nil))
      if let stars = order.stars {
        rows.append(("我的评价 " + String(repeating: "★", count: stars) + String(repeating: "☆", count: 5 - stars) + "  "
                     + TextCleaner.clean(order.comment ?? ""), Theme.text, nil))
      }
      rows.append(("[ 再来一单 ] (r)", Theme.accent, 0))
    case .coupons:
      rows.append(("绑定优惠劵: " + (program.codeField.text.isEmpty ? "[输入优惠码]" : program.codeField.text) + "  Enter 绑定", Theme.text, 0))
      if state.shop.account.coupons.isEmpty { gap("coupons", "还没有优惠劵") }
      for (n, entry) in state.couponsByStanding.enumerated() {
        let i = n + 1
        let (coupon, standing) = entry
        let mark = standing == .usable ? "" : standing == .used ? "  已使用" : "  已过期"
        let style = standing == .usable ? Theme.text : Theme.dim
        rows.append(("\(coupon.value)  \(TextCleaner.clean(coupon.name))\(mark)", standing == .usable ? Theme.title : Theme.dim, i))
        rows.append(("  满\(coupon.threshold)可用  有效期: \(coupon.starts)至\(coupon.ends)", style, i))
        if !coupon.description.isEmpty { rows.append(("  " + TextCleaner.clean(coupon.description), Theme.dim, i)) }
      }
    case .messages:
      rows.append(((state.userMessages ? "  系统消息  [用户消息]" : "[系统消息]  用户消息  ") + "   ←→", Theme.title, nil))
      if state.shownMessages.isEmpty { rows.append((state.userMessages ? "~~~并没有消息~~~" : (state.shop.gaps["messages"] ?? "~~~并没有消息~~~"), Theme.dim, nil)) }
      for (i, message) in state.shownMessages.enumerated() {
        rows.append(("\(TextCleaner.clean(message.title))  \(TextCleaner.clean(message.time))", Theme.title, i))
        let lines = DisplayWidth.wrap(TextCleaner.clean(message.content.replacingNewlines), to: max(1, width - 4))
        let open = state.unfolded.contains(i)
        for line in open ? lines : Array(lines.prefix(2)) { rows.append(("  " + line, Theme.text, i)) }
        if lines.count > 2 { rows.append((open ? "  收起" : "  显示全部", Theme.accent, i)) }
      }
    case .help:
      if state.shop.account.help.isEmpty { gap("help", "还没有问题") }
      for (i, entry) in state.shop.account.help.enumerated() {
        let open = state.openHelp == i
        rows.append(((open ? "▾ " : "▸ ") + TextCleaner.clean(entry.title), Theme.title, i))
        if open {
          for paragraph in entry.paragraphs {
            for line in DisplayWidth.wrap(TextCleaner.clean(paragraph), to: max(1, width - 4)) { rows.append(("  " + line, Theme.text, i)) }
          }
        }
      }
    case .addresses:
      if state.addresses.isEmpty { gap("addresses", "你还没有地址哦~") }
      for (i, address) in state.addresses.enumerated() {
        let mark = i == state.defaultAddress ? "  [默认]" : ""
        rows.append((TextCleaner.clean(address.contact) + mark, Theme.title, i))
        rows.append(("  " + TextCleaner.clean(address.line), Theme.text, i))
      }
      rows.append(("+ 新增收货地址 (n)    Enter 修改  d 删除  s 设为默认", Theme.accent, state.addresses.count))
    default:
      break
    }
    return rows
  }

  /// `label … amount`, the amount at the right edge.
  static func row(_ label: String, _ amount: String, width: Int) -> String {
    let room = max(0, width - 2 - DisplayWidth.of(amount) - 1)
    return DisplayWidth.pad(DisplayWidth.truncate(label, to: room), to: room) + " " + amount
  }

  static func title(_ screen: ShopScreen) -> String {
    switch screen {
    case .orders: "我的订单"
    case .order: "订单详情"
    case .coupons: "优惠劵"
    case .messages: "我的消息"
    case .help: "客服帮助"
    case .addresses: "我的收货地址"
    case .feedback: "意见反馈"
    case .settings: "设置"
    default: ""
    }
  }

  func draw(in area: Rect, into buffer: inout CellBuffer) {
    buffer.write(program.words(Self.title(state.screen)), x: area.x + 1, y: area.y, style: Theme.title)
    let body = Rect(x: area.x, y: area.y + 1, width: area.width, height: max(0, area.height - 1))
    var pageRows = rows(width: area.width).map { PageRow($0.text, $0.style, entry: $0.entry) }
    if state.screen == .orders {
      // Up to four of an order's pictures, then "…", over the two blank rows after its title.
      for (i, order) in state.orders.enumerated() {
        guard let title = pageRows.firstIndex(where: { $0.entry == i }), pageRows.indices.contains(title + 1) else { continue }
        pageRows[title + 1].pictures = order.lines.filter { !$0.gift }.map(\.picture)
      }
    }
    PageRow.draw(pageRows, focus: program.pageFocus, in: body, words: program.words, picture: { name, rect, buffer in
      program.session.drawPicture(name, in: rect, into: &buffer)
    }, into: &buffer)
  }
}

extension String {
  var replacingNewlines: String { split(whereSeparator: \.isNewline).joined(separator: " ") }
}
