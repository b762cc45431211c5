/// A panel that rises from the bottom over a dimmed screen with a list of actions, as in the
/// ActionSheetView article. Each item's kind says what pressing it does:
/// - `option`: hide the sheet, then act;
/// - `normal`: act; the sheet hides only if the action says so;
/// - `detail`: act (show more), the sheet stays;
/// - `toggle` and `subtitleToggle`: flip in place;
/// - `check`: act, then hide;
/// - `cancel`: hide.
/// Esc or a click outside the panel hides it.
public struct ActionSheet: Equatable, Sendable {
  public enum Kind: Equatable, Sendable {
    case option, normal, detail, check, cancel
    case toggle(Bool)
    case subtitleToggle(Bool, subtitle: String)
  }

  public struct Item: Equatable, Sendable {
    public var title: String
    public var kind: Kind

    public init(_ title: String, _ kind: Kind) {
      self.title = title
      self.kind = kind
    }
  }

  /// What a key or click did.
  public enum Outcome: Equatable, Sendable {
    case nothing
    case hidden
    /// Act on item `index`; `hide` says whether the sheet has closed.
    case chose(Int, hide: Bool)
  }

  public var title: String
  public var items: [Item]
  public var selected = 0
  public var openedAt: Double
  public static let rise = 0.2

  public init(title: String, items: [Item], at time: Double) {
    self.title = title
    self.items = items
    openedAt = time
  }

  public mutating func handle(_ event: InputEvent, size: Size) -> Outcome {
    switch event {
    case .key(.escape): return .hidden
    case .key(.up), .key(.backTab): selected = (selected + items.count - 1) % items.count
    case .key(.down), .key(.tab): selected = (selected + 1) % items.count
    case .key(.enter), .key(.character(" ")): return press(selected)
    case .mouse(let mouse) where mouse.kind == .press:
      let rect = panel(size: size, now: .infinity)
      guard rect.contains(x: mouse.x, y: mouse.y) else { return .hidden }
      let row = mouse.y - rect.y - 2
      if items.indices.contains(row) {
        selected = row
        return press(row)
      }
    default: break
    }
    return .nothing
  }

  private mutating func press(_ index: Int) -> Outcome {
    switch items[index].kind {
    case .option, .check: return .chose(index, hide: true)
    case .normal, .detail: return .chose(index, hide: false)
    case .cancel: return .hidden
    case .toggle(let on):
      items[index].kind = .toggle(!on)
      return .chose(index, hide: false)
    case .subtitleToggle(let on, let subtitle):
      items[index].kind = .subtitleToggle(!on, subtitle: subtitle)
      return .chose(index, hide: false)
    }
  }

  /// The panel's place: as wide as its longest row (up to the screen), full height once
  /// risen, growing from the bottom before that.
  public func panel(size: Size, now: Double) -> Rect {
    let full = min(size.rows - 2, items.count + 3)
    let progress = min(1, max(0, (now - openedAt) / Self.rise))
    let height = max(1, Int((Double(full) * progress).rounded(.up)))
    let content = max(DisplayWidth.of(title) + 4, items.map { DisplayWidth.of(Self.text(of: $0)) + 2 }.max() ?? 0)
    let width = min(size.columns - 2, max(30, content + 4))
    return Rect(x: (size.columns - width) / 2, y: size.rows - 1 - height, width: width, height: height)
  }

  /// An item's row as drawn: its title and the mark of its kind.
  static func text(of item: Item) -> String {
    switch item.kind {
    case .toggle(let on): return item.title + (on ? "  [✓]" : "  [ ]")
    case .subtitleToggle(let on, let subtitle): return item.title + (on ? "  [✓]" : "  [ ]") + "  " + subtitle
    case .detail: return item.title + "  ›"
    case .cancel: return "— " + item.title + " —"
    default: return item.title
    }
  }

  public func deadline(now: Double) -> Double? {
    now < openedAt + Self.rise ? openedAt + Self.rise : nil
  }

  /// Dims the screen, then clears the rows the panel rises through, edge to edge, so that
  /// nothing of the screen below (a status line) shows beside it.
  /// Draws over `area` (the screen); returns the panel, where a click does not hide it.
  @discardableResult
  public func draw(in area: Rect, at now: Double, into buffer: inout CellBuffer) -> Rect {
    buffer.restyle(area) { _ in Theme.backdrop }
    let local = panel(size: Size(columns: area.width, rows: area.height), now: now)
    let rect = Rect(x: area.x + local.x, y: area.y + local.y, width: local.width, height: local.height)
    buffer.fill(Rect(x: area.x, y: rect.y, width: area.width, height: rect.height), style: Theme.backdrop)
    buffer.fill(rect)
    Frame.draw(rect, title: title, style: Theme.accent, into: &buffer)
    for (i, item) in items.enumerated() {
      let y = rect.y + 2 + i
      guard y < rect.maxY - 1 else { break }
      let style = i == selected ? Theme.focused : item.kind == .cancel ? Theme.dim : Theme.text
      buffer.write(DisplayWidth.pad((i == selected ? "› " : "  ") + Self.text(of: item), to: rect.width - 4), x: rect.x + 2, y: y,
                   style: style, clip: rect.inset(1))
    }
    return rect
  }
}
