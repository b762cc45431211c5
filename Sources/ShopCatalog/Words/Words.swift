import GameCore
import TerminalKit

/// The shop's words in one language: every text a screen, a notice, a key bar or a dialog shows
/// comes from here, by a typed key (`ShopText`), never as a finished sentence translated after
/// the fact. The pack's `language` picks the table (zh, en; another language starts from en);
/// a pack's own `words` replace any entry, and its currency sign writes every amount.
struct Words: Equatable, Sendable {
  let language: String
  let currency: String
  private let table: [ShopText: String]

  /// The table of `language`, with `overrides` (a pack's `words`, keyed by `ShopText`'s raw values).
  init(language: String, currency: String = "¥", overrides: [ShopText: String] = [:]) {
    self.language = language
    self.currency = currency
    var table = language == "zh" ? ChineseWords.table : EnglishWords.table
    table.merge(overrides) { $1 }
    self.table = table
  }

  /// The text of `key`, its `%1`, `%2`… replaced by `arguments` in order.
  func callAsFunction(_ key: ShopText, _ arguments: String...) -> String {
    WordTemplate.fill(table[key] ?? key.rawValue, arguments)
  }

  /// An amount as the pack writes money: `¥9.90`, `-$8.00`.
  func money(_ amount: Money) -> String {
    amount.fen < 0 ? "-" + currency + String(amount.plain.dropFirst()) : currency + amount.plain
  }

  /// The engine's words around the shop (the help panel, the too-small screen) in its language.
  var chrome: ChromeWords { ChromeWords.of(language: language) }

  /// Whether the pack's screens read Chinese (dates, counters and the like follow).
  var isChinese: Bool { language == "zh" }
}

/// What a notice is, for its colour: news of something done, a plain fact, or a refusal.
enum NoticeKind: Equatable, Sendable {
  case info, success, refusal
}
