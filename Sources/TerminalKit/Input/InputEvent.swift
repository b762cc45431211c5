/// A key as the program sees it, whatever bytes the terminal sent for it.
public enum Key: Equatable, Hashable, Sendable {
  /// Typed text: one grapheme cluster (a letter, 猜, an emoji).
  case character(String)
  case enter, tab, backTab, backspace, delete, insert, escape
  case up, down, left, right, home, end, pageUp, pageDown
  /// F1–F12.
  case function(Int)
  /// Ctrl with a letter: `.control("c")`.
  case control(Character)
}

public struct MouseEvent: Equatable, Sendable {
  public enum Kind: Equatable, Sendable { case press, release, wheelUp, wheelDown, drag }
  public var kind: Kind
  /// 0 left, 1 middle, 2 right.
  public var button: Int
  /// 0-based cell coordinates.
  public var x: Int
  public var y: Int

  public init(kind: Kind, button: Int = 0, x: Int, y: Int) {
    self.kind = kind
    self.button = button
    self.x = x
    self.y = y
  }
}

public enum InputEvent: Equatable, Sendable {
  case key(Key)
  case mouse(MouseEvent)
  /// Text pasted with bracketed paste, already cleaned of control characters.
  case paste(String)
}
