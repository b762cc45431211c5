import GameCore
import TerminalKit

/// The frame of every shop screen: the header (the pack's name, the notice or the way to
/// search), the screen, the tab bar with the cart's units and total, the key bar, a picture
/// flying to the cart, and the overlay over all of it.
enum ShopFrame {
  /// Header row 0; the screen between; the tab bar above the key bar.
  static func content(_ size: Size) -> Rect { Rect(x: 0, y: 1, width: size.columns, height: max(0, size.rows - 3)) }
  static func tabRow(_ size: Size) -> Int { size.rows - 2 }

  static func tabRects(_ size: Size, count: Int) -> [Rect] {
    let width = max(1, size.columns / max(1, count))
    return (0..<count).map { Rect(x: $0 * width, y: tabRow(size), width: width, height: 1) }
  }

  /// A flight: the product's picture from where it was to the cart tab.
  struct Flight: Equatable {
    var from: (x: Int, y: Int)
    var started: Double
    static let seconds = 0.8

    static func == (a: Flight, b: Flight) -> Bool { a.from == b.from && a.started == b.started }
  }

  static func draw(_ app: ShopApp, canvas: ShopCanvas, flight: Flight?, into buffer: inout CellBuffer) {
    let env = app.env
    let size = buffer.size
    app.stack.top.box.draw(env: env, canvas: canvas, in: content(size), into: &buffer)
    drawHeader(app, env: env, into: &buffer)
    drawTabs(app, env: env, pulse: flight != nil, into: &buffer)
    KeyBar.draw(app.keyHints, words: app.words.chrome, into: &buffer)
    if let flight { drawFlight(flight, app: app, into: &buffer) }
    if let overlay = app.overlay { ShopOverlays.draw(overlay, env: env, canvas: canvas, into: &buffer) }
    // Over the guide too: a second window's first command may act behind it.
    if !app.keepsProgress { drawNotKeptBadge(app, env: env, into: &buffer) }
  }

  /// Where the header says that nothing here is kept, after the pack's name.
  private static func drawNotKeptBadge(_ app: ShopApp, env: ShopEnvironment, into buffer: inout CellBuffer) {
    let name = DisplayWidth.truncate(TextCleaner.clean(app.packName), to: buffer.size.columns / 2)
    buffer.write(env.words(.notKeptBadge), x: 2 + DisplayWidth.of(name), y: 0, style: Theme.wrong)
  }

  static func noticeStyle(_ kind: NoticeKind) -> Style {
    switch kind {
    case .success: Theme.right
    case .refusal: Theme.wrong
    case .info: Theme.text
    }
  }

  /// The pack's name at the left; at the right the notice, or the way to search. A notice too
  /// long for the header is wrapped over the top of the screen (three lines at most).
  private static func drawHeader(_ app: ShopApp, env: ShopEnvironment, into buffer: inout CellBuffer) {
    let width = buffer.size.columns
    var name = DisplayWidth.truncate(TextCleaner.clean(app.packName), to: width / 2)
    buffer.write(name, x: 1, y: 0, style: Theme.title)
    // The badge itself is drawn over everything, last.
    if !app.keepsProgress { name += " " + env.words(.notKeptBadge) }
    let room = max(0, width - DisplayWidth.of(name) - 6)
    guard let notice = app.notice else {
      let search = env.words(.searchHint)
      guard DisplayWidth.of(search) <= room else { return }
      buffer.write(search, x: width - 2 - DisplayWidth.of(search), y: 0, style: Theme.dim)
      return
    }
    let text = TextCleaner.clean(notice.text(env))
    let style = noticeStyle(notice.kind)
    if DisplayWidth.of(text) <= room {
      buffer.write(text, x: width - 1 - DisplayWidth.of(text), y: 0, style: style)
      return
    }
    let lines = DisplayWidth.wrap(text, to: max(1, width - 4))
    for (i, line) in lines.prefix(3).enumerated() {
      let row = Rect(x: 0, y: 1 + i, width: width, height: 1)
      buffer.fill(row, style: style.with(reverse: true))
      buffer.write(" " + (i == 2 && lines.count > 3 ? DisplayWidth.truncate(line, to: width - 4) + "…" : line), x: 1, y: row.y,
                   style: style.with(reverse: true), clip: row)
    }
  }

  /// The tabs, evenly spread; the cart's with its units and total, always in view.
  private static func drawTabs(_ app: ShopApp, env: ShopEnvironment, pulse: Bool, into buffer: inout CellBuffer) {
    let rects = tabRects(buffer.size, count: app.tabs.count)
    buffer.fill(Rect(x: 0, y: tabRow(buffer.size), width: buffer.size.columns, height: 1), style: Theme.frame)
    let cart = app.account.cart
    for (tab, rect) in zip(app.tabs, rects) {
      var title = env.tabTitle(tab)
      if tab == .cart, let badge = cart.badge {
        let total = " " + env.money(env.bill.total)
        title += "(\(badge))" + (DisplayWidth.of(title) + DisplayWidth.of(badge) + DisplayWidth.of(total) + 4 < rect.width ? total : "")
      }
      let style = tab == app.tab ? Theme.focused : (tab == .cart && pulse ? Theme.accent.with(underline: true) : Theme.text)
      Label.centered(" \(title) ", in: rect, y: rect.y, style: style, into: &buffer)
    }
  }

  /// The parabola from where the product was to the cart tab, a frame at a time.
  private static func drawFlight(_ flight: Flight, app: ShopApp, into buffer: inout CellBuffer) {
    let rects = tabRects(buffer.size, count: app.tabs.count)
    let target = rects[app.tabs.firstIndex(of: .cart) ?? 0]
    let t = min(1, max(0, (app.now - flight.started) / Flight.seconds))
    let x = Double(flight.from.x) + (Double(target.x + target.width / 2) - Double(flight.from.x)) * t
    let y = Double(flight.from.y) + (Double(target.y) - Double(flight.from.y)) * t - 6 * t * (1 - t)
    buffer.write("●", x: Int(x.rounded()), y: Int(y.rounded()), style: Theme.accent)
  }
}
