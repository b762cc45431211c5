import GameCore
import PlistKit
import TerminalKit

/// Where a command's output goes; tests collect it instead of printing. Every line goes through
/// `TextCleaner.visible`, so no file name, argument or pack value reaches the terminal with its
/// control or escape characters raw: one rule for every line printed.
struct Console {
  private let outSink: (String) -> Void
  private let errSink: (String) -> Void
  private let rawSink: (String) -> Void

  init(out: @escaping (String) -> Void, err: @escaping (String) -> Void, raw: ((String) -> Void)? = nil) {
    outSink = out
    errSink = err
    rawSink = raw ?? out
  }

  func out(_ text: String) { outSink(Self.visible(text)) }
  func err(_ text: String) { errSink(Self.visible(text)) }

  /// Line breaks stay (help texts have many); every other control character is shown.
  private static func visible(_ text: String) -> String {
    text.contains("\n") ? text.split(separator: "\n", omittingEmptySubsequences: false).map { TextCleaner.visible(String($0)) }.joined(separator: "\n")
      : TextCleaner.visible(text)
  }
  /// A line the program built itself with escape codes in it (a picture's colours), as it is.
  func raw(_ line: String) { rawSink(line) }

  static var standard: Console {
    Console(out: { StandardStream.write($0 + "\n", to: StandardStream.output) },
            err: { StandardStream.write($0 + "\n", to: StandardStream.error) })
  }
}

/// What the process ends with: 0 done, 1 a failure (bad pack, unreadable file), 2 a usage mistake.
enum ExitCode: Int32 {
  case success = 0
  case failure = 1
  case usage = 2
}
