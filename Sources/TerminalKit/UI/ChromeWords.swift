/// The words the engine itself draws around a program — the key bar's `?`, the help panel, the
/// too-small screen — in the program's language: a Chinese pack shows no English here.
public struct ChromeWords: Equatable, Sendable {
  public var keys: String
  public var howToPlayAndKeys: String
  public var showHelp: String
  public var quit: String
  public var anyKeyCloses: String
  public var makeLarger: String
  /// `%1x%2`, the window's size.
  public var itIs: String
  /// `%1x%2`, the size the program needs.
  public var itNeeds: String
  public var ctrlCQuits: String

  public init(keys: String, howToPlayAndKeys: String, showHelp: String, quit: String, anyKeyCloses: String, makeLarger: String,
              itIs: String, itNeeds: String, ctrlCQuits: String) {
    self.keys = keys
    self.howToPlayAndKeys = howToPlayAndKeys
    self.showHelp = showHelp
    self.quit = quit
    self.anyKeyCloses = anyKeyCloses
    self.makeLarger = makeLarger
    self.itIs = itIs
    self.itNeeds = itNeeds
    self.ctrlCQuits = ctrlCQuits
  }

  public static let english = ChromeWords(
    keys: "Keys", howToPlayAndKeys: "How to play · Keys", showHelp: "Show this help", quit: "Quit arcade",
    anyKeyCloses: "any key closes this", makeLarger: "Make the window larger", itIs: "it is %1x%2;", itNeeds: "this needs %1x%2",
    ctrlCQuits: "Ctrl-C quits")

  public static let chinese = ChromeWords(
    keys: "按键", howToPlayAndKeys: "玩法 · 按键", showHelp: "显示本帮助", quit: "退出 arcade", anyKeyCloses: "按任意键关闭",
    makeLarger: "请把窗口放大", itIs: "现在是 %1x%2,", itNeeds: "至少需要 %1x%2", ctrlCQuits: "Ctrl-C 退出")

  /// The words of a language by its code: zh (`zh`, `zh-Hans`, `zh_CN`), else English.
  public static func of(language: String) -> ChromeWords { isChinese(language) ? .chinese : .english }

  /// Whether a language code (`zh`, `zh-Hans`, `zh_CN`; as a pack's manifest writes it) is Chinese.
  public static func isChinese(_ code: String) -> Bool {
    let lower = code.lowercased()
    return lower == "zh" || lower.hasPrefix("zh-") || lower.hasPrefix("zh_")
  }

  static func size(_ template: String, _ size: Size) -> String {
    template.replacing("%1", with: String(size.columns)).replacing("%2", with: String(size.rows))
  }
}
