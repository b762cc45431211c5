import Testing
@testable import TerminalKit

struct ScriptWordsTests {
  @Test("words, and double quotes keeping spaces", arguments: [
    ("add p101", ["add", "p101"]),
    ("  tab   cart  ", ["tab", "cart"]),
    ("address new name=张三 phone=\"138 0013 8000\"", ["address", "new", "name=张三", "phone=138 0013 8000"]),
    ("note \"不要 辣\"", ["note", "不要 辣"]),
    ("note \"say \\\"hi\\\" \\\\ ok\"", ["note", "say \"hi\" \\ ok"]),
    ("feedback \"\"", ["feedback", ""]),
    ("search a\"b c\"d", ["search", "ab cd"]),
    ("", []),
  ])
  func split(line: String, words: [String]) {
    #expect(ScriptWords.split(line) == .success(words))
  }

  @Test("an open quote is an error", arguments: ["note \"不要", "note \"a\\\"", "note \"a\\"])
  func unclosed(line: String) {
    #expect(ScriptWords.split(line) == .failure(ScriptWordsError(message: "a quote is not closed: end the words with \"")))
  }
}
