/// The terminal's clipboard, reached by OSC 52: the terminal sets its selection to the text.
/// Many terminals do it, some only when allowed (tmux with `set-clipboard on`, xterm with
/// `allowWindowOps`), and none answers: a copy is offered, never assumed to have worked.
public enum Clipboard {
  /// `ESC ] 52 ; c ; BASE64 BEL` for `text`, its control characters cleaned first.
  public static func osc52(_ text: String) -> [UInt8] {
    Array("\u{1B}]52;c;".utf8) + Base64.encode(Array(TextCleaner.clean(text).utf8)) + [0x07]
  }
}
