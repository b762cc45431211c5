/// The bottom row: every action's key, `[h] Hint  [z] Zoom  …  [?] Keys`. Hints come most
/// useful first; where the row is short the last ones go, and `[?] Keys`, which leads to all
/// of them, always stays.
public enum KeyBar {
  /// Draws the bar on the buffer's last row.
  @discardableResult
  public static func draw(_ hints: [KeyHint], words: ChromeWords = .english, into buffer: inout CellBuffer) -> [(hint: KeyHint, rect: Rect)] {
    draw(hints, words: words, in: Rect(x: 0, y: buffer.size.rows - 1, width: buffer.size.columns, height: 1), into: &buffer)
  }

  /// Draws the bar in `rect`'s first row; returns where each key shown went, for clicks.
  @discardableResult
  public static func draw(_ hints: [KeyHint], words: ChromeWords = .english, in rect: Rect,
                          into buffer: inout CellBuffer) -> [(hint: KeyHint, rect: Rect)] {
    let y = rect.y
    guard rect.height > 0, y >= 0 else { return [] }
    buffer.fill(Rect(x: rect.x, y: y, width: rect.width, height: 1), style: Theme.dim)
    func width(_ hint: KeyHint) -> Int { DisplayWidth.of(hint.key) + 2 + 1 + DisplayWidth.of(hint.action) + 2 }
    let help = KeyHint("?", words.keys)
    var shown: [KeyHint] = []
    var used = 1 + width(help) - 2
    for hint in hints {
      guard used + width(hint) <= rect.width else { break }
      shown.append(hint)
      used += width(hint)
    }
    var x = rect.x + 1
    var placed: [(hint: KeyHint, rect: Rect)] = []
    for hint in shown + [help] {
      let start = x
      x = buffer.write("[\(hint.key)]", x: x, y: y, style: Theme.accent, clip: rect)
      x = buffer.write(" \(hint.action)", x: x, y: y, style: Theme.text, clip: rect)
      placed.append((hint, Rect(x: start, y: y, width: x - start, height: 1)))
      x = buffer.write("  ", x: x, y: y, style: Theme.text, clip: rect)
    }
    return placed
  }
}

/// `?` or F1: how to play (when the program says) and every key of the current screen, in a
/// framed panel.
public enum HelpOverlay {
  /// Draws the panel centred on the buffer; returns it (any key or click closes it).
  @discardableResult
  public static func draw(_ hints: [KeyHint], howToPlay: [String] = [], words: ChromeWords = .english, into buffer: inout CellBuffer) -> Rect {
    draw(hints, howToPlay: howToPlay, words: words, in: buffer.bounds, into: &buffer)
  }

  @discardableResult
  public static func draw(_ hints: [KeyHint], howToPlay: [String] = [], words: ChromeWords = .english, in area: Rect,
                          into buffer: inout CellBuffer) -> Rect {
    let all = hints + [KeyHint("?/F1", words.showHelp), KeyHint("Ctrl-C", words.quit)]
    let keyWidth = all.map { DisplayWidth.of($0.key) }.max() ?? 0
    let keyLines = all.map { DisplayWidth.pad($0.key, to: keyWidth) + "  " + $0.action }
    let contentWidth = (howToPlay + keyLines).map(DisplayWidth.of).max() ?? 0
    let width = min(area.width - 2, max(30, contentWidth + 4))
    let about = howToPlay.isEmpty ? [] : howToPlay.flatMap { DisplayWidth.wrap($0, to: width - 4) } + [""]
    let height = min(area.height - 2, about.count + all.count + 4)
    let rect = Rect(x: area.x + (area.width - width) / 2, y: area.y + (area.height - height) / 2, width: width, height: height)
    buffer.fill(rect)
    Frame.draw(rect, title: howToPlay.isEmpty ? words.keys : words.howToPlayAndKeys, style: Theme.accent, into: &buffer)
    for (i, line) in (about + keyLines).prefix(max(0, height - 4)).enumerated() {
      let y = rect.y + 2 + i
      if i >= about.count {
        let hint = all[i - about.count]
        buffer.write(hint.key, x: rect.x + 2, y: y, style: Theme.accent, clip: rect.inset(1))
        buffer.write(hint.action, x: rect.x + 4 + keyWidth, y: y, clip: rect.inset(1))
      } else {
        buffer.write(line, x: rect.x + 2, y: y, clip: rect.inset(1))
      }
    }
    Label.centered(words.anyKeyCloses, in: rect.inset(1), y: rect.maxY - 2, style: Theme.dim, into: &buffer)
    return rect
  }
}

/// Shown instead of a layout that would not fit.
public enum TooSmallScreen {
  public static func draw(size: Size, minimum: Size, words: ChromeWords = .english, into buffer: inout CellBuffer) {
    let lines = [words.makeLarger, ChromeWords.size(words.itIs, size), ChromeWords.size(words.itNeeds, minimum), words.ctrlCQuits]
    let top = max(0, (size.rows - lines.count) / 2)
    for (i, line) in lines.enumerated() {
      Label.centered(line, in: buffer.bounds, y: top + i, style: i == 0 ? Theme.title : Theme.text, into: &buffer)
    }
  }
}
