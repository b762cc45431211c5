/// Keys by the names the help screen and the key bar write them, for the `key` script verb:
/// `enter`, `esc`, `tab`, `shift-tab`, `up`, `f2`, `ctrl-t` (or `^T`), `backspace` (`bksp`),
/// `space`, or a single character. Names are read in any letter case.
public enum KeyNames {
  static let named: [String: Key] = [
    "enter": .enter, "return": .enter, "esc": .escape, "escape": .escape, "tab": .tab, "shift-tab": .backTab,
    "backtab": .backTab, "backspace": .backspace, "bksp": .backspace, "delete": .delete, "del": .delete,
    "insert": .insert, "up": .up, "down": .down, "left": .left, "right": .right, "home": .home, "end": .end,
    "pageup": .pageUp, "pgup": .pageUp, "pagedown": .pageDown, "pgdn": .pageDown, "space": .character(" "),
  ]

  /// The names `key` accepts, for messages.
  public static let listed = "enter, esc, tab, shift-tab, up, down, left, right, home, end, pageup, pagedown, backspace, delete, space, f1–f12, ctrl-a–ctrl-z, or one character"

  /// The key a name stands for, or nil.
  public static func key(named name: String) -> Key? {
    if name.count == 1 { return .character(name) }
    let lower = name.lowercased()
    if let key = named[lower] { return key }
    if lower.hasPrefix("f"), let n = Int(lower.dropFirst()), (1...12).contains(n) { return .function(n) }
    for prefix in ["ctrl-", "ctrl+", "c-", "^"] where lower.hasPrefix(prefix) {
      let rest = lower.dropFirst(prefix.count)
      if rest.count == 1, let letter = rest.first, letter.isASCII, letter.isLetter { return .control(letter) }
    }
    return nil
  }
}
