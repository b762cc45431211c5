import GameCore
import TerminalKit

/// The address form: a row per field, 先生/女士 as a choice, the city from the pack's list,
/// 保存 (and 删除 when editing); the first problem under the title once a save was tried.
struct AddressFormView {
  let program: ShopProgram
  var state: ShopState { program.state }

  func rows() -> [PageRow] {
    guard let form = state.form else { return [] }
    let fields = program.formFields
    var rows: [PageRow] = []
    if let problem = form.problem { rows.append(PageRow("! " + problem, Theme.wrong)) }
    for row in AddressFormFields.Row.allCases {
      let entry = row.rawValue
      switch row {
      case .name: rows.append(PageRow("收货人:  ", Theme.text, entry: entry, field: fields.name))
      case .title:
        let choice = Address.Title.allCases.map { form.fields.title == $0 ? "● \($0.rawValue)" : "○ \($0.rawValue)" }.joined(separator: "  ")
        rows.append(PageRow("称呼:    " + choice + "   ←→", Theme.text, entry: entry))
      case .phone: rows.append(PageRow("手机号:  ", Theme.text, entry: entry, field: fields.phone))
      case .city:
        rows.append(PageRow("城市:    ", Theme.text, entry: entry, field: fields.city))
        if !state.shop.account.cities.isEmpty {
          rows.append(PageRow("         ←→ " + state.shop.account.cities.map(TextCleaner.clean).joined(separator: " "), Theme.dim))
        }
      case .area: rows.append(PageRow("所在地区:", Theme.text, entry: entry, field: fields.area))
      case .detail: rows.append(PageRow("详细地址:", Theme.text, entry: entry, field: fields.detail))
      case .save: rows.append(PageRow("[ 保存 ] (^S)", Theme.accent, entry: entry))
      case .delete: if form.editing != nil { rows.append(PageRow("[ 删除这个地址 ]", Theme.wrong, entry: entry)) }
      }
    }
    return rows
  }

  func draw(in area: Rect, into buffer: inout CellBuffer) {
    let title = state.form?.editing == nil ? "新增收货地址" : "修改收货地址"
    buffer.write(program.words(title), x: area.x + 1, y: area.y, style: Theme.title)
    let body = Rect(x: area.x, y: area.y + 1, width: area.width, height: max(0, area.height - 1))
    PageRow.draw(rows(), focus: program.formFields.focus.rawValue, in: body, words: program.words, into: &buffer)
  }
}

/// 意见反馈: the field, its count against 5–300, and how many were sent from this machine.
struct FeedbackView {
  let program: ShopProgram

  func draw(in area: Rect, into buffer: inout CellBuffer) {
    buffer.write(program.words("意见反馈"), x: area.x + 1, y: area.y, style: Theme.title)
    let field = program.feedbackField
    let wrapped = DisplayWidth.wrap(field.text, to: max(1, area.width - 4))
    var shown = program.feedbackField
    shown.placeholder = program.words(shown.placeholder)
    shown.draw(in: Rect(x: area.x + 2, y: area.y + 2, width: max(1, area.width - 4), height: 1), focused: true, into: &buffer)
    // The whole text, wrapped, below the one-line field, so that a long one can be read back.
    for (i, line) in wrapped.dropFirst(0).prefix(max(0, area.height - 7)).enumerated() where wrapped.count > 1 {
      buffer.write(line, x: area.x + 2, y: area.y + 3 + i, style: Theme.dim, clip: area)
    }
    let range = ShopState.feedbackLength
    let count = "\(field.count)/\(range.upperBound) 字 (至少\(range.lowerBound)字)   Enter 提交"
    buffer.write(program.words(count), x: area.x + 2, y: area.maxY - 2, style: field.count >= range.lowerBound ? Theme.text : Theme.dim, clip: area)
    let sent = program.state.feedback.count
    if sent > 0 { buffer.write(program.words("已提交 \(sent) 条, 保存在本机"), x: area.x + 2, y: area.maxY - 1, style: Theme.dim, clip: area) }
  }
}

/// 设置: 关于, 清除缓存 (with the folder's size), 重置本店数据, 新手引导.
struct SettingsView {
  let program: ShopProgram
  static let entries = 4

  func rows() -> [PageRow] {
    let state = program.state
    let size = state.cacheBytes.map(ShopCache.text(bytes:)) ?? "0 B"
    return [
      PageRow("关于", Theme.title, entry: 0),
      PageRow("  PlistArcade 的商店: \(TextCleaner.clean(program.session.packName)), 版本 \(TextCleaner.clean(state.shop.presentation.version))",
              Theme.text, entry: 0),
      PageRow("  \(state.shop.products.count) 件商品, \(state.shop.categories.count) 个分类. 只是演示: 不会真的下单或扣款.", Theme.dim, entry: 0),
      PageRow("清除缓存  \(size)", Theme.text, entry: 1),
      PageRow("重置本店数据 (购物车, 订单, 地址, 搜索历史)", Theme.text, entry: 2),
      PageRow("新手引导", Theme.text, entry: 3),
    ]
  }

  func draw(in area: Rect, into buffer: inout CellBuffer) {
    buffer.write(program.words("设置"), x: area.x + 1, y: area.y, style: Theme.title)
    let body = Rect(x: area.x, y: area.y + 1, width: area.width, height: max(0, area.height - 1))
    PageRow.draw(rows(), focus: program.pageFocus, in: body, words: program.words, into: &buffer)
  }
}

/// The guide's page (dots, and the start button on the last) and the splash, over everything.
enum IntroductionView {
  static func draw(_ overlay: ShopOverlay, program: ShopProgram, into buffer: inout CellBuffer) {
    let state = program.state
    let size = buffer.size
    let w = ShopWords(state.shop.presentation)
    func dialog(_ title: String, _ lines: [String], _ buttons: [String]) -> Dialog {
      Dialog(title: w(title), lines: lines.map(w.callAsFunction), buttons: buttons.map(w.callAsFunction))
    }
    switch overlay {
    case .guide(let page):
      let pages = state.shop.presentation.guide
      guard pages.indices.contains(page) else { return }
      let area = Rect(x: 0, y: 0, width: size.columns, height: size.rows)
      buffer.fill(area, style: Theme.text)
      let middle = size.rows / 2
      Label.centered(TextCleaner.clean(pages[page].title), in: area, y: middle - 3, style: Theme.title, into: &buffer)
      for (i, line) in DisplayWidth.wrap(TextCleaner.clean(pages[page].text), to: max(1, size.columns - 8)).prefix(4).enumerated() {
        Label.centered(line, in: area, y: middle - 1 + i, style: Theme.text, into: &buffer)
      }
      let dots = pages.indices.map { $0 == page ? "●" : "○" }.joined(separator: " ")
      Label.centered(dots, in: area, y: size.rows - 4, style: Theme.accent, into: &buffer)
      let last = page == pages.count - 1
      let hint = last ? "[ 开始购物 ] (Enter)" : "→ 下一页   Esc 跳过"
      Label.centered(w(hint), in: area, y: size.rows - 2, style: last ? Theme.focused : Theme.dim, into: &buffer)
    case .splash(let until):
      // The ad over the whole screen: its picture, its title, and how long until it goes.
      let splash = state.shop.presentation.splash
      let area = Rect(x: 0, y: 0, width: size.columns, height: size.rows)
      buffer.fill(area, style: Theme.text)
      let pictureArea = Rect(x: 2, y: 1, width: max(0, size.columns - 4), height: max(0, size.rows - 5))
      program.session.drawPicture(splash?.picture ?? "", in: pictureArea, into: &buffer)
      let title = splash.map { TextCleaner.clean($0.title) } ?? ""
      Label.centered(w(title.isEmpty ? "(广告)" : title), in: area, y: size.rows - 3, style: Theme.title, into: &buffer)
      let left = until.map { max(0, Int(($0 - state.now).rounded(.up))) } ?? Int(ShopProgram.splashSeconds)
      Label.centered(w("任意键跳过") + "  \(left)s", in: area, y: size.rows - 2, style: Theme.dim, into: &buffer)
    case .confirmClearHistory:
      dialog("清空历史", ["清空全部搜索历史?"], ["y 确定", "n 取消"]).draw(focused: 1, into: &buffer)
    case .confirmDeleteAddress(let i):
      let who = state.addresses.indices.contains(i) ? TextCleaner.clean(state.addresses[i].contact) : ""
      dialog("删除地址", ["删除这个地址?", who], ["y 删除", "n 取消"]).draw(focused: 1, into: &buffer)
    case .confirmReset:
      dialog("重置本店数据", ["购物车, 订单, 地址, 优惠劵和搜索历史", "都回到第一次打开的样子. 确定?"], ["y 重置", "n 取消"])
        .draw(focused: 1, into: &buffer)
    }
  }
}
