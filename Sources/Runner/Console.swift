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

  private let linesSink: ((Int, (Int, inout LineWriter) -> Void) -> Void)?

  init(out: @escaping (String) -> Void, err: @escaping (String) -> Void, raw: ((String) -> Void)? = nil,
       lines: ((Int, (Int, inout LineWriter) -> Void) -> Void)? = nil) {
    outSink = out
    errSink = err
    rawSink = raw ?? out
    linesSink = lines
  }

  /// Many lines of output, line `i` written by `line(i, &writer)`, in as few writes as can
  /// be: the standard console makes them on every core and writes each core's share at once
  /// (lint's 100,000 diagnostics: a few `write`s, not one a line). `line` must be safe to call
  /// from several threads.
  func out(lineCount: Int, _ line: (Int, inout LineWriter) -> Void) {
    guard let linesSink else {
      for i in 0..<lineCount {
        var writer = LineWriter()
        line(i, &writer)
        out(String(decoding: writer.bytes, as: UTF8.self))
      }
      return
    }
    linesSink(lineCount, line)
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
            lines: writeLines)
  }

  private static func writeLines(count: Int, line: (Int, inout LineWriter) -> Void) {
    for chunk in chunks(count: count, line) { chunk.withBytes { StandardStream.writeAll($0, to: StandardStream.output) } }
  }

  /// The lines, each ended by a line feed, made on every core: each core's share in one
  /// buffer, the buffers in order.
  static func chunks(count: Int, _ line: (Int, inout LineWriter) -> Void) -> [LineWriter] {
    let parts = Parts.count(for: count, minimum: 4_096)
    var chunks = [LineWriter](repeating: LineWriter(), count: parts)
    chunks.withUnsafeMutableBufferPointer { chunks in
      withoutActuallyEscaping(line) { line in
        let shared = Unchecked((chunks.baseAddress!, line))
        Parts.run(parts, over: count) { part, range in
          let (chunks, line) = shared.value
          var writer = LineWriter()
          // Lint's lines are some 150 bytes; a guess, the buffer still grows past it.
          writer.reserve(range.count * 160)
          for i in range {
            line(i, &writer)
            writer.append(byte: 0x0A)
          }
          chunks[part] = writer
        }
      }
    }
    return chunks
  }
}

/// What the process ends with: 0 done, 1 a failure (bad pack, unreadable file), 2 a usage mistake.
enum ExitCode: Int32 {
  case success = 0
  case failure = 1
  case usage = 2
}
