import TerminalKit

/// What the engine tells a player about the pack's save, as a value a mode shows in its notice
/// line, written in the pack's language when it is drawn.
public enum SaveNotice: Equatable, Sendable {
  /// Why a save was not used.
  public enum Why: Equatable, Sendable {
    case unreadable
    case doesNotFit
  }

  /// Another window holds the pack: progress here is not saved.
  case openElsewhere
  /// The save could not be opened (the system's reason): left alone, and nothing is saved.
  case inaccessible(reason: String)
  /// The save was not used and was moved aside under this name.
  case setAside(Why, keptAs: String)
  /// The save was not used and could not be moved aside: nothing is saved.
  case leftInPlace(Why)
  /// Writing the save failed (the reason).
  case notSaved(reason: String)

  /// The notice in a language: zh, else English. Names and the system's reasons are shown as
  /// they are, cleaned.
  public func text(language: String) -> String {
    ChromeWords.isChinese(language) ? chinese : english
  }

  private var english: String {
    switch self {
    case .openElsewhere: "This pack is open in another window: progress here is not saved"
    case .inaccessible(let reason):
      "Saved progress cannot be read (\(TextCleaner.clean(reason))): it is left as it is and this game will not be saved"
    case .setAside(let why, let name): "Saved progress \(Self.english(why)) and was kept as \(TextCleaner.clean(name))"
    case .leftInPlace(let why):
      "Saved progress \(Self.english(why)) and could not be moved aside: it is left as it is and this game will not be saved"
    case .notSaved(let reason): "Progress not saved: \(TextCleaner.clean(reason))"
    }
  }

  private var chinese: String {
    switch self {
    case .openElsewhere: "这个包已在另一个窗口打开: 这里的进度不会保存"
    case .inaccessible(let reason): "存档读不了 (\(TextCleaner.clean(reason))): 原样留着, 这一局不会保存"
    case .setAside(let why, let name): "存档\(Self.chinese(why)), 已另存为 \(TextCleaner.clean(name))"
    case .leftInPlace(let why): "存档\(Self.chinese(why)), 也挪不开: 原样留着, 这一局不会保存"
    case .notSaved(let reason): "进度没有保存: \(TextCleaner.clean(reason))"
    }
  }

  private static func english(_ why: Why) -> String {
    switch why {
    case .unreadable: "was unreadable"
    case .doesNotFit: "does not fit this pack"
    }
  }

  private static func chinese(_ why: Why) -> String {
    switch why {
    case .unreadable: "读不懂"
    case .doesNotFit: "和这个包对不上"
    }
  }
}
