/// A segmented bar of titles, each as wide as its text. The current one is covered (reverse
/// video) and underlined; when the titles overflow, the bar scrolls so the current one sits in
/// the middle. A switch slides the marker over `slide` seconds.
public struct TabBar: Equatable, Sendable {
  public var titles: [String]
  public private(set) var selected: Int
  private var previous: Int
  private var switchedAt: Double = -.infinity
  public static let slide = 0.15

  public init(titles: [String], selected: Int = 0) {
    self.titles = titles
    self.selected = min(max(0, selected), max(0, titles.count - 1))
    previous = self.selected
  }

  public mutating func select(_ index: Int, now: Double) {
    guard titles.indices.contains(index), index != selected else { return }
    previous = selected
    selected = index
    switchedAt = now
  }

  /// When the marker's slide ends, while it is moving.
  public func deadline(now: Double) -> Double? {
    now < switchedAt + Self.slide ? switchedAt + Self.slide : nil
  }

  /// Each title's start column and width, before scrolling: ` title ` with one space between.
  public var spans: [(x: Int, width: Int)] {
    var x = 0
    return titles.map { title in
      let width = DisplayWidth.of(TextCleaner.clean(title)) + 2
      defer { x += width + 1 }
      return (x, width)
    }
  }

  /// How far the bar is scrolled so that the selected title is centred when all do not fit.
  public func scroll(width: Int) -> Int {
    guard let last = spans.last, last.x + last.width > width else { return 0 }
    let span = spans[selected]
    let centred = span.x + span.width / 2 - width / 2
    return max(0, min(centred, last.x + last.width - width))
  }

  /// Draws the titles on `rect`'s first row and the marker under them; returns each title's
  /// place on screen (cut to the bar), for clicks.
  @discardableResult
  public func draw(in rect: Rect, now: Double, into buffer: inout CellBuffer) -> [Rect] {
    let offset = scroll(width: rect.width)
    let bar = Rect(x: rect.x, y: rect.y, width: rect.width, height: min(1, rect.height))
    var places: [Rect] = []
    for (i, title) in titles.enumerated() {
      let span = spans[i]
      let style = i == selected ? Theme.focused : Theme.text
      buffer.write(" \(TextCleaner.clean(title)) ", x: rect.x + span.x - offset, y: rect.y, style: style, clip: bar)
      let left = max(bar.x, rect.x + span.x - offset), right = min(bar.maxX, rect.x + span.x - offset + span.width)
      places.append(Rect(x: left, y: rect.y, width: right - left, height: bar.height))
    }
    guard rect.height > 1 else { return places }
    // The underline marker, part way between the old and new titles while it slides.
    let progress = min(1, max(0, (now - switchedAt) / Self.slide))
    let from = spans[previous], to = spans[selected]
    let x = Int((Double(from.x) + Double(to.x - from.x) * progress).rounded())
    let width = Int((Double(from.width) + Double(to.width - from.width) * progress).rounded())
    for column in 0..<width {
      let cx = rect.x + x - offset + column
      if cx >= rect.x, cx < rect.maxX { buffer.put(Cell("▔", style: Theme.accent), x: cx, y: rect.y + 1) }
    }
    return places
  }

  /// The title under a column, for clicks.
  public func index(atColumn column: Int, in rect: Rect) -> Int? {
    let offset = scroll(width: rect.width)
    return spans.firstIndex { column - rect.x + offset >= $0.x && column - rect.x + offset < $0.x + $0.width }
  }
}
