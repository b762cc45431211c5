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

  /// The text of `key`, its `%1`, `%2`… replaced by `arguments` in order.
  public func callAsFunction(_ key: Key, _ arguments: String...) -> String {
    Self.fill(table[key] ?? key.rawValue, arguments)
  }

  /// Whether the screens read Chinese.
  public var isChinese: Bool { ChromeWords.isChinese(language) }

  /// The engine's own words around the mode, in the same language.
  public var chrome: ChromeWords { ChromeWords.of(language: language) }

  /// The keys the table has no text for: empty for a complete table (tests ask).
  public func missing(_ keys: [Key]) -> [Key] { keys.filter { table[$0] == nil } }

  static func fill(_ template: String, _ arguments: [String]) -> String {
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
    }
    return out + rest
  }
}
