#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
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

  private let diagnosticsSink: ((inout [Diagnostic]) -> Void)?

  init(out: @escaping (String) -> Void, err: @escaping (String) -> Void, raw: ((String) -> Void)? = nil,
       diagnostics: ((inout [Diagnostic]) -> Void)? = nil) {
    outSink = out
    errSink = err
    rawSink = raw ?? out
    diagnosticsSink = diagnostics
  }

  /// Diagnostics, a line each (`Diagnostic.writeLine`), in as few writes as can be: the standard
  /// console makes the lines on every core and writes each core's share at once (lint's
  /// 100,000 diagnostics: a few `write`s, not one a line; see `LineStream`). They are lent,
  /// and are as they were when it returns.
  func out(diagnostics: inout [Diagnostic]) {
    guard let diagnosticsSink else {
      for diagnostic in diagnostics {
        var writer = LineWriter()
        diagnostic.writeLine(into: &writer)
        out(String(decoding: writer.bytes, as: UTF8.self))
      }
      return
    }
    diagnosticsSink(&diagnostics)
  }

  func out(_ text: String) { outSink(Self.visible(text)) }
  func err(_ text: String) { errSink(Self.visible(text)) }

  /// Line breaks stay (help texts have many); every other control character is shown.
  private static func visible(_ text: String) -> String {
    TextCleaner.isPrintableASCII(text) ? text : text.utf8.contains(0x0A) ? text.split(separator: "\n", omittingEmptySubsequences: false).map { TextCleaner.visible(String($0)) }.joined(separator: "\n")
      : TextCleaner.visible(text)
  }
  /// A line the program built itself with escape codes in it (a picture's colours), as it is.
  func raw(_ line: String) { rawSink(line) }

  static var standard: Console {
    Console(out: { StandardStream.write($0 + "\n", to: StandardStream.output) },
            err: { StandardStream.write($0 + "\n", to: StandardStream.error) },
            diagnostics: writeLines)
  }

  private static func writeLines(_ diagnostics: inout [Diagnostic]) {
    LineStream.write(&diagnostics) { StandardStream.writeAll($0, to: StandardStream.output) }
  }
}

/// What the process ends with: 0 done, 1 a failure (bad pack, unreadable file), 2 a usage mistake.
enum ExitCode: Int32 {
  case success = 0
  case failure = 1
  case usage = 2
}
