import GameCore
import PlistKit
import TerminalKit

/// What has keyboard focus on the guess screen.
public enum GuessFocus: Equatable, Sendable {
  case option(Int)
  case slot(Int)
  case button(Int)
  case dialog(Int)
}

/// Draws a guess state into a cell buffer: header, clue, picture, slots, options, buttons,
/// message and key bar; or the zoomed picture; or the end-of-pack dialog.
public struct GuessView {
  public var state: GuessState
  public var layout: GuessLayout
  public var focus: GuessFocus
  public var packName: String
  /// Draws the question's picture into a rectangle.
  public var drawPicture: (String, Rect, inout CellBuffer) -> Void
  public var keyHints: [KeyHint]
  public var words: GuessWords
  /// The dialog over a finished pack or daily (the program makes it: it has the statistics).
  public var endDialog: Dialog?
  /// The daily's streak so far, which its header shows in place of a score.
  public var dailyStreak: Int?
  /// A past day's date (`2026-12-01`), which its header shows in place of the streak.
  public var pastDay: String?
  /// False in a window that keeps nothing (the pack open in another): the header says so.
  public var keepsProgress = true

  public func draw(into buffer: inout CellBuffer) {
    drawHeader(layout, into: &buffer)
    Label.centered(state.question.title, in: buffer.bounds, y: layout.clue, style: Theme.accent, into: &buffer)
    if layout.picture.height >= 2 { drawPicture(state.question.icon, layout.picture, &buffer) }
    drawSlots(layout, into: &buffer)
    drawOptions(layout, into: &buffer)
    drawButtons(layout, into: &buffer)
    // A finished game's notice is in its dialog.
    if let notice = state.notice, state.status != .finished {
      Label.centered(notice.text(words), in: buffer.bounds, y: layout.message, style: Theme.wrong, into: &buffer)
    } else if state.status == .wrong {
      Label.centered(words(.wrongLine), in: buffer.bounds, y: layout.message, style: Theme.wrong, into: &buffer)
    } else if state.status == .correct {
      Label.centered(words(.rightLine, String(state.settings.reward)), in: buffer.bounds, y: layout.message, style: Theme.right, into: &buffer)
    }
    KeyBar.draw(keyHints, words: words.chrome, into: &buffer)
    if state.zoomed { drawZoom(into: &buffer) }
    if state.status == .finished { drawFinished(into: &buffer) }
  }

  /// The pack, where the game is, the score; the daily's says which day it is and the streak
  /// (a score means nothing there).
  private func drawHeader(_ layout: GuessLayout, into buffer: inout CellBuffer) {
    let width = buffer.size.columns
    let name = DisplayWidth.truncate(packName, to: max(0, width / 2 - 8))
    buffer.write(name, x: 1, y: layout.header, style: Theme.title)
    let place = state.daily.map { words(.dailyTitle, String($0)) } ?? "\(state.index + 1) / \(state.questions.count)"
    Label.centered(place, in: buffer.bounds, y: layout.header, style: Theme.text, into: &buffer)
    let right = state.daily == nil ? words(.score, String(state.score))
      : pastDay.map { words(.dailyPastDay, $0) } ?? words(.dailyHeaderStreak, String(dailyStreak ?? 0))
    buffer.write(right, x: width - 1 - DisplayWidth.of(right), y: layout.header, style: Theme.title)
    // On the next line's left, under the pack's name, for as long as the window is open.
    if !keepsProgress { buffer.write(words(.notKeptBadge), x: 1, y: layout.header + 1, style: Theme.wrong) }
  }

  private func drawSlots(_ layout: GuessLayout, into buffer: inout CellBuffer) {
    let style: Style = switch state.status {
    case .correct, .finished: Theme.right
    case .wrong: Theme.wrong
    case .playing: Theme.text
    }
    for (i, slot) in state.slots.enumerated() {
      let rect = layout.slots[i]
      let inner = DisplayWidth.pad(slot.text ?? "", to: 2)
      var slotStyle = slot.revealed ? style.with(underline: true) : style
      if focus == .slot(i) { slotStyle = Theme.focused }
      buffer.write("[\(inner)]", x: rect.x, y: rect.y, style: slotStyle)
    }
    // Marks beside the slots say right or wrong without colour.
    if let last = layout.slots.last, state.status == .wrong || state.status == .correct {
      buffer.write(state.status == .wrong ? " ✗" : " ✓", x: last.maxX, y: last.y, style: style)
    }
  }

  private func drawOptions(_ layout: GuessLayout, into buffer: inout CellBuffer) {
    let locked = state.status != .playing
    for (i, option) in state.options.enumerated() where i < layout.options.count {
      let rect = layout.options[i]
      let focused = focus == .option(i)
      guard option.isVisible else {
        buffer.write(focused ? "[  ]" : "    ", x: rect.x, y: rect.y, style: focused ? Theme.focused : Theme.dim)
        continue
      }
      let style = focused ? Theme.focused : locked ? Theme.disabled : Theme.text
      buffer.write("[\(DisplayWidth.pad(option.text, to: 2))]", x: rect.x, y: rect.y, style: style)
    }
  }

  private func drawButtons(_ layout: GuessLayout, into buffer: inout CellBuffer) {
    let titles = layout.buttonTitles
    for (i, rect) in layout.buttons.enumerated() {
      let disabled = (i == 3 && state.isLastQuestion) || (i == 0 && state.score < state.settings.hintCost)
        || (i == 1 && state.score < state.settings.removeCost)
      let style = focus == .button(i) ? Theme.focused : disabled ? Theme.disabled : Theme.accent
      buffer.write("[ \(titles[i]) ]", x: rect.x, y: rect.y, style: style)
    }
  }

  /// The zoom covers everything between the header and the key bar, and clears all of it: no
  /// part of a button may show beside the picture and read as something else.
  private func drawZoom(into buffer: inout CellBuffer) {
    buffer.fill(Rect(x: 0, y: 1, width: buffer.size.columns, height: max(0, buffer.size.rows - 2)))
    let side = min(buffer.size.columns - 4, (buffer.size.rows - 3) * 2)
    let rect = Rect(x: (buffer.size.columns - side) / 2, y: 1, width: side, height: buffer.size.rows - 3)
    drawPicture(state.question.icon, rect, &buffer)
    Label.centered(words(.zoomHelp), in: buffer.bounds,
                   y: buffer.size.rows - 2, style: Theme.dim, into: &buffer)
  }

  private func drawFinished(into buffer: inout CellBuffer) {
    let focused = if case .dialog(let i) = focus { i } else { 0 }
    endDialog?.draw(focused: focused, into: &buffer)
  }
}
