import PlistKit
import TerminalKit

/// A mode's words in one language, by typed key: every text a screen, a notice or a dialog shows
/// comes from here, never as a finished sentence of one language translated after the fact. zh
/// and en are the languages a mode supplies; any other starts from English, and a pack may
/// replace any entry.
public struct WordTable<Key: Hashable & RawRepresentable & Sendable>: Equatable, Sendable where Key.RawValue == String {
  public let language: String
  private let table: [Key: String]

  /// The table of `language` (`chinese` for zh, else `english`), with `overrides` on top.
  public init(language: String, chinese: [Key: String], english: [Key: String], overrides: [Key: String] = [:]) {
    self.language = language
    table = (ChromeWords.isChinese(language) ? chinese : english).merging(overrides) { $1 }
  }

  /// A pack's own words, from its manifest's `settings.words` (a key → the text to show); the
  /// keys this table has no word for are returned apart, for lint to name.
  public static func packWords(_ settings: PlistDictionary) -> (words: [Key: String], unknown: [String]) {
    guard case .dictionary(let table)? = settings["words"] else { return ([:], []) }
    var words: [Key: String] = [:]
    var unknown: [String] = []
    for entry in table.entries {
      guard case .string(let text) = entry.value, let key = Key(rawValue: entry.key) else {
        unknown.append(entry.key)
        continue
      }
      words[key] = TextCleaner.clean(text)
    }
    return (words, unknown)
  }

  /// Lint's warnings for a manifest's words: those no key names, and texts with characters
  /// that do not show or longer than any screen (see `PackTextCheck`), at their lines in
  /// `pack.plist`.
  public static func unknownWordWarnings(_ pack: Pack) -> [Diagnostic] {
    let unknown = packWords(pack.manifest.settings).unknown
    var faults: [(String, String)] = []
    if case .dictionary(let table)? = pack.manifest.settings["words"] {
      for entry in table.entries {
        if case .string(let text) = entry.value, let fault = PackTextCheck.warning(for: text, longest: PackTextCheck.longestWord) {
          faults.append((entry.key, fault))
        }
      }
    }
    guard !unknown.isEmpty || !faults.isEmpty else { return [] }
    let manifest = PathSafety.join(pack.root, "pack.plist")
    let document = try? PlistDocument(contentsOf: manifest)
    func diagnostic(_ name: String, _ message: String) -> Diagnostic {
      let path = PlistPath([.key("settings"), .key("words"), .key(name)])
      return Diagnostic(.warning, file: manifest, line: document?.line(of: path), "\(path): \(message)")
    }
    return unknown.map { diagnostic($0, "unknown word \"\(TextCleaner.clean(String($0.prefix(40))))\" is ignored") }
      + faults.map { diagnostic($0.0, $0.1) }
  }

  /// The text of `key`, its `%1`, `%2`… replaced by `arguments` in order.
  public func callAsFunction(_ key: Key, _ arguments: String...) -> String {
    WordTemplate.fill(table[key] ?? key.rawValue, arguments)
  }

  /// Whether the screens read Chinese.
  public var isChinese: Bool { ChromeWords.isChinese(language) }

  /// The engine's own words around the mode, in the same language.
  public var chrome: ChromeWords { ChromeWords.of(language: language) }

  /// The keys the table has no text for: empty for a complete table (tests ask).
  public func missing(_ keys: [Key]) -> [Key] { keys.filter { table[$0] == nil } }
}

/// A word's text with its blanks filled: `%1`, `%2`, … are the arguments in order; a `%` that
/// names none stays as it is. Every mode's words table fills its texts this way. A pack's own
/// template may name an argument thousands of times: what it makes is cut at `mostBytes`.
public enum WordTemplate {
  /// The most bytes a filled text holds: a page of help is a few thousand.
  public static let mostBytes = 16_384

  public static func fill(_ template: String, _ arguments: [String]) -> String {
    guard !arguments.isEmpty, template.contains("%") else { return template }
    var out = ""
    var rest = Substring(template)
    while let mark = rest.firstIndex(of: "%") {
      out += rest[..<mark]
      let after = rest.index(after: mark)
      if after < rest.endIndex, let digit = rest[after].wholeNumberValue, digit >= 1, digit <= arguments.count {
        out += arguments[digit - 1]
        rest = rest[rest.index(after: after)...]
      } else {
        out += "%"
        rest = rest[after...]
      }
      if out.utf8.count > mostBytes { return DisplayWidth.prefix(out, bytes: mostBytes) }
    }
    return DisplayWidth.prefix(out + rest, bytes: mostBytes)
  }
}
