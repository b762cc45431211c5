/// `answers.txt` beside the pictures of `arcade make-pack`: a line a picture,
/// `FILE = ANSWER | CLUE` (the clue optional), `#` starting a comment, blank lines ignored.
/// Each problem names the file and its line.
public enum AnswersFile {
  public struct Problem: Error, Equatable {
    public let message: String
    public init(message: String) {
      self.message = message
    }
  }

  /// The most lines read: a sidecar is for a pack's pictures, not a book.
  public static let mostLines = 10_000

  public static func parse(_ text: String, name: String, pictures: Set<String>) -> Result<[String: PackMaker.Entry], Problem> {
    var entries: [String: PackMaker.Entry] = [:]
    for (number, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).prefix(mostLines).enumerated() {
      let line = raw.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
      guard !line.allSatisfy(\.isWhitespace) else { continue }
      let at = "\(name):\(number + 1)"
      guard let equals = line.firstIndex(of: "=") else { return .failure(Problem(message: "\(at): expected FILE = ANSWER | CLUE, found \"\(line.prefix(40))\"")) }
      let file = line[..<equals].trimmed
      let rest = line[line.index(after: equals)...]
      let parts = rest.split(separator: "|", maxSplits: 1, omittingEmptySubsequences: false)
      let answer = parts[0].trimmed
      let clue = parts.count > 1 ? parts[1].trimmed : nil
      guard pictures.contains(file) else { return .failure(Problem(message: "\(at): there is no picture \"\(file.prefix(60))\" in the folder")) }
      guard entries[file] == nil else { return .failure(Problem(message: "\(at): \"\(file.prefix(60))\" has a line already")) }
      entries[file] = PackMaker.Entry(answer: answer.isEmpty ? nil : answer, title: clue?.isEmpty == false ? clue : nil)
    }
    return .success(entries)
  }
}

extension Substring {
  var trimmed: String {
    String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
  }
}
