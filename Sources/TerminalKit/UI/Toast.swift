/// A short message in the middle of the screen that fades in, stays, fades out and goes. The
/// timing is the caller's (the app-grid lesson: 1.5 s in, 1 s shown, 1.5 s out); a terminal
/// draws the fades as steps: dim, then normal, then dim again.
public struct Toast: Equatable, Sendable {
  public var text: String
  public var shownAt: Double
  public var fadeIn: Double
  public var stay: Double
  public var fadeOut: Double

  public init(_ text: String, at time: Double, fadeIn: Double = 1.5, stay: Double = 1, fadeOut: Double = 1.5) {
    self.text = text
    shownAt = time
    self.fadeIn = fadeIn
    self.stay = stay
    self.fadeOut = fadeOut
  }

  public enum Phase: Equatable, Sendable { case fadingIn, shown, fadingOut, gone }

  public var endsAt: Double { shownAt + fadeIn + stay + fadeOut }

  public func phase(at now: Double) -> Phase {
    let t = now - shownAt
    if t < 0 || t >= fadeIn + stay + fadeOut { return .gone }
    if t < fadeIn { return .fadingIn }
    if t < fadeIn + stay { return .shown }
    return .fadingOut
  }

  /// The next moment the toast looks different.
  public func deadline(after now: Double) -> Double? {
    [shownAt + fadeIn, shownAt + fadeIn + stay, endsAt].first { $0 > now }
  }

  /// Draws the framed toast centred in `area` (a screen with tiles gives it rows of its own so
  /// that it never cuts through them); returns where it went, nil while it is gone.
  @discardableResult
  public func draw(in area: Rect, at now: Double, into buffer: inout CellBuffer) -> Rect? {
    let phase = phase(at: now)
    guard phase != .gone else { return nil }
    let text = DisplayWidth.truncate(TextCleaner.clean(self.text), to: max(1, area.width - 8))
    let width = DisplayWidth.of(text) + 6
    let rect = Rect(x: area.x + (area.width - width) / 2, y: area.y + max(0, (area.height - 3) / 2), width: width, height: 3)
    let style = phase == .shown ? Style(foreground: .brightWhite, background: .gray, bold: true, reverse: false)
      : Style(foreground: .white, background: .black, dim: true)
    buffer.fill(rect, style: style)
    Frame.draw(rect, style: style, into: &buffer)
    buffer.write(text, x: rect.x + 3, y: rect.y + 1, style: style)
    return rect
  }
}
