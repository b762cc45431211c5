import TerminalKit

/// What covers the screen: the questions, the guide's page (dots, and the start button on the
/// last) and the splash.
enum ShopOverlays {
  static func draw(_ overlay: ShopOverlay, env: ShopEnvironment, canvas: ShopCanvas, into buffer: inout CellBuffer) {
    let w = env.words
    let size = buffer.size
    let area = Rect(x: 0, y: 0, width: size.columns, height: size.rows)
    switch overlay {
    case .guide(let page):
      let pages = env.guidePages
      guard pages.indices.contains(page) else { return }
      buffer.fill(area, style: Theme.text)
      let middle = size.rows / 2
      Label.centered(TextCleaner.clean(pages[page].title), in: area, y: middle - 3, style: Theme.title, into: &buffer)
      for (i, line) in DisplayWidth.wrap(TextCleaner.clean(pages[page].text), to: max(1, size.columns - 8)).prefix(4).enumerated() {
        Label.centered(line, in: area, y: middle - 1 + i, style: Theme.text, into: &buffer)
      }
      let dots = pages.indices.map { $0 == page ? "●" : "○" }.joined(separator: " ")
      Label.centered(dots, in: area, y: size.rows - 4, style: Theme.accent, into: &buffer)
      let last = page == pages.count - 1
      Label.centered(w(last ? .guideStart : .guideNext), in: area, y: size.rows - 2, style: last ? Theme.focused : Theme.dim, into: &buffer)
    case .splash(let until):
      // The ad over the whole screen: its picture, its title, and how long until it goes.
      let splash = env.shop.presentation.splash
      buffer.fill(area, style: Theme.text)
      canvas.drawPicture(splash?.picture ?? "", Rect(x: 2, y: 1, width: max(0, size.columns - 4), height: max(0, size.rows - 5)), "",
                         &buffer)
      let title = splash.map { TextCleaner.clean($0.title) } ?? ""
      Label.centered(title.isEmpty ? w(.splashAd) : title, in: area, y: size.rows - 3, style: Theme.title, into: &buffer)
      let left = until.map { max(0, Int(($0 - env.now).rounded(.up))) } ?? Int(ShopApp.splashSeconds)
      Label.centered(w(.splashSkip, String(left)), in: area, y: size.rows - 2, style: Theme.dim, into: &buffer)
    case .confirmClearHistory:
      Dialog(title: w(.clearHistoryTitle), lines: [w(.clearHistoryQuestion)],
             buttons: [w(.yesConfirm), w(.noCancel)]).draw(focused: 1, into: &buffer)
    case .confirmDeleteAddress(let i):
      let addresses = env.account.addresses
      let who = addresses.indices.contains(i) ? TextCleaner.clean(env.contact(addresses[i])) : ""
      Dialog(title: w(.deleteAddressTitle), lines: [w(.deleteAddressQuestion), who], buttons: [w(.yesDelete), w(.noCancel)])
        .draw(focused: 1, into: &buffer)
    case .confirmDeleteOrder(let i):
      let orders = env.orders
      let number = orders.indices.contains(i) ? TextCleaner.clean(orders[i].number) : ""
      Dialog(title: w(.deleteOrderTitle), lines: [w(.deleteOrderQuestion), number], buttons: [w(.yesDelete), w(.noCancel)])
        .draw(focused: 1, into: &buffer)
    case .confirmReset:
      Dialog(title: w(.resetTitle), lines: [w(.resetLine1), w(.resetLine2)],
             buttons: [w(.yesReset), w(.noCancel)]).draw(focused: 1, into: &buffer)
    case .confirmQuit:
      Dialog(title: TextCleaner.clean(env.packName), lines: [w(.quitQuestion)],
             buttons: [w(.yesQuit), w(.noCancel)]).draw(focused: 1, into: &buffer)
    }
  }
}
