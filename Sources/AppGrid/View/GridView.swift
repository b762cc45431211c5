import GameCore
import PlistKit
import TerminalKit

extension GridProgram {
  public func draw(into buffer: inout CellBuffer) {
    let now = state.now
    let titleEnd = buffer.write(DisplayWidth.truncate(session.packName, to: buffer.size.columns / 2), x: 1, y: 0, style: Theme.title)
    let downloading = state.statuses.filter { if case .downloading = $0 { return true } else { return false } }.count
    if downloading > 0 { Badge.draw("↓\(downloading)", in: Rect(x: titleEnd + 1, y: 0, width: 8, height: 1), into: &buffer) }
    let installed = state.statuses.filter { $0 == .installed }.count
    let w = state.words
    let count = w(.installedCount, String(installed), String(state.apps.count))
    buffer.write(count, x: buffer.size.columns - 1 - DisplayWidth.of(count), y: 0, style: Theme.dim)
    let filterText = filter.isEmpty ? w(.typeToFilter) : w(.filterLabel, filter + "▏")
    buffer.write(filterText, x: 1, y: 1, style: filter.isEmpty ? Theme.dim : Theme.accent)
    let shown = visible
    let layout = layout
    if shown.isEmpty { Label.centered(w(.noMatch, filter), in: buffer.bounds, y: buffer.size.rows / 2, style: Theme.dim, into: &buffer) }
    for (position, index) in shown.enumerated() {
      guard let rect = layout.visibleRect(of: position) else { continue }
      drawTile(index, in: rect, focused: position == focus, now: now, into: &buffer)
    }
    let more = w(.more)
    if layout.scrollRow > 0 { buffer.write("↑ " + more, x: buffer.size.columns - 4 - DisplayWidth.of(more), y: 1, style: Theme.dim) }
    if let last = shown.indices.last, layout.visibleRect(of: last) == nil {
      buffer.write("↓ " + more, x: buffer.size.columns - 4 - DisplayWidth.of(more), y: statusRow - 1, style: Theme.dim)
    }
    if let notice = state.notice {
      Label.centered(notice.text(w), in: buffer.bounds, y: statusRow, style: Theme.accent, into: &buffer)
    }
    KeyBar.draw(keyHints, words: w.chrome, into: &buffer)
    state.toast?.draw(in: Rect(x: 0, y: statusRow - 1, width: buffer.size.columns, height: 3), at: now, into: &buffer)
    // The overlay last: nothing of the screen below shows over it.
    switch state.overlay {
    case .details(let app)?: drawDetail(app, into: &buffer)
    case .menu(_, let sheet)?: sheet.draw(in: buffer.bounds, at: now, into: &buffer)
    case nil: break
    }
  }

  private func drawTile(_ index: Int, in rect: Rect, focused: Bool, now: Double, into buffer: inout CellBuffer) {
    let app = state.apps[index]
    Frame.draw(rect, style: focused ? Theme.accent : Theme.frame, into: &buffer)
    // The icon takes what the frame, the name and the button leave: a cell is a pixel wide and
    // two high, so an icon twice as wide in cells as it is high is square.
    let iconRows = rect.height - 4
    let iconColumns = min(rect.width - 4, 2 * iconRows + 2)
    // An icon that cannot be drawn shows the app's initial.
    session.drawPicture(app.icon, in: Rect(x: rect.x + (rect.width - iconColumns) / 2, y: rect.y + 1, width: iconColumns, height: iconRows),
                        mark: app.name.first.map(String.init) ?? "", into: &buffer)
    Label.centered(app.name, in: rect.inset(1), y: rect.y + 1 + iconRows, style: focused ? Theme.title : Theme.text, into: &buffer)
    let buttonRow = Rect(x: rect.x + 1, y: rect.maxY - 2, width: rect.width - 2, height: 1)
    switch state.statuses[index] {
    case .idle:
      Label.centered(state.words(.download), in: buttonRow, y: buttonRow.y, style: focused ? Theme.focused : Theme.accent, into: &buffer)
    case .downloading:
      ProgressBar.draw(fraction: state.statuses[index].progress(at: now), in: buttonRow, style: Theme.right, into: &buffer)
    case .installed:
      Label.centered(state.words(.installedMark), in: buttonRow, y: buttonRow.y, style: focused ? Theme.focused : Theme.disabled, into: &buffer)
    }
  }

  /// The details panel: labels in one column, values in the next, the summary below.
  private func drawDetail(_ index: Int, into buffer: inout CellBuffer) {
    let app = state.apps[index]
    let w = state.words
    let status: GridText = switch state.statuses[index] {
    case .idle: .statusIdle
    case .downloading: .statusDownloading
    case .installed: .statusInstalled
    }
    var rows = [(w(.detailStatus), w(status))]
    if let size = app.size { rows.append((w(.detailSize), "\(PlistScalars.realText(size)) MB")) }
    if let version = app.version { rows.append((w(.detailVersion), version)) }
    if let developer = app.developer { rows.append((w(.detailDeveloper), developer)) }
    if let category = app.category { rows.append((w(.detailCategory), category)) }
    let labelWidth = rows.map { DisplayWidth.of($0.0) }.max() ?? 0
    var lines = rows.map { DisplayWidth.pad($0.0 + ":", to: labelWidth + 2) + TextCleaner.clean($0.1) }
    if let summary = app.summary { lines += ["", TextCleaner.clean(summary)] }
    Dialog(title: app.name, lines: lines, buttons: [w(.ok)], alignment: .left).draw(focused: 0, into: &buffer)
  }
}
