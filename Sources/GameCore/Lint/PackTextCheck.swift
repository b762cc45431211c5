import PlistKit
import TerminalKit

/// What lint says of a text a pack shows as written (a name, a summary, a phone number, a
/// word): characters a screen does not show, and a length no screen shows whole. Playing
/// cleans and cuts such text; lint says so, so that its author can mend it.
public enum PackTextCheck {
  /// Columns past which a one-line text a pack shows is cut on every screen.
  public static let longest = 200
  /// Columns past which a word's text (a page of help is a few hundred) or a .strings value is
  /// longer than any screen shows.
  public static let longestWord = 2_000

  /// The warning for `text`, or nil when it shows as written.
  public static func warning(for text: String, longest: Int = longest) -> String? {
    if TextCleaner.isPlainlyShown(text), text.utf8.count <= longest { return nil }
    let hidden = TextCleaner.hiddenCharacters(in: text)
    if !hidden.isEmpty { return "holds characters that do not show: \(TextCleaner.codes(hidden))" }
    if TextCleaner.clean(text) != text {
      return "holds more than \(TextCleaner.mostCombiningMarks) combining marks in a row; the rest are not shown"
    }
    let width = DisplayWidth.of(text)
    if width > longest { return "is \(width) columns long; screens show at most \(longest)" }
    return nil
  }

  /// Warns, where `plist` is read for lint, of `text` (the value at `key`) when `warning(for:)`
  /// finds fault with it.
  public static func check(_ text: String?, at key: String, in plist: PlistObject, longest: Int = longest) {
    guard plist.context.looksForWarnings, let text, let warning = warning(for: text, longest: longest) else { return }
    plist.context.warn(warning, at: .key(key))
  }
}
