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

  private let linesSink: (([String]) -> Void)?

  init(out: @escaping (String) -> Void, err: @escaping (String) -> Void, raw: ((String) -> Void)? = nil,
       lines: (([String]) -> Void)? = nil) {
    outSink = out
    errSink = err
    rawSink = raw ?? out
    linesSink = lines
  }

  /// Many lines of output in as few writes as can be (lint's diagnostics: one `write` per
  /// 64 KB, not one a line).
  func out(lines: [String]) {
    guard let linesSink else { return lines.forEach(out) }
    linesSink(lines.map(Self.visible))
  }

  func out(_ text: String) { outSink(Self.visible(text)) }
  func err(_ text: String) { errSink(Self.visible(text)) }

  /// Line breaks stay (help texts have many); every other control character is shown.
  private static func visible(_ text: String) -> String {
    text.utf8.contains(0x0A) ? text.split(separator: "\n", omittingEmptySubsequences: false).map { TextCleaner.visible(String($0)) }.joined(separator: "\n")
      : TextCleaner.visible(text)
  }
  /// A line the program built itself with escape codes in it (a picture's colours), as it is.
  func raw(_ line: String) { rawSink(line) }

  static var standard: Console {
    Console(out: { StandardStream.write($0 + "\n", to: StandardStream.output) },
            err: { StandardStream.write($0 + "\n", to: StandardStream.error) },
            lines: { lines in
              var chunk: [UInt8] = []
              chunk.reserveCapacity(1 << 16)
              for line in lines {
                chunk += line.utf8
                chunk.append(0x0A)
                if chunk.count >= 1 << 16 {
                  chunk.withUnsafeBufferPointer { StandardStream.writeAll($0, to: StandardStream.output) }
                  chunk.removeAll(keepingCapacity: true)
                }
              }
              chunk.withUnsafeBufferPointer { StandardStream.writeAll($0, to: StandardStream.output) }
            })
  }
}

/// What the process ends with: 0 done, 1 a failure (bad pack, unreadable file), 2 a usage mistake.
enum ExitCode: Int32 {
  case success = 0
  case failure = 1
  case usage = 2
}
