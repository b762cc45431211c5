import Dispatch
import Foundation
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
    stream(count: count, line) { StandardStream.writeAll($0, to: StandardStream.output) }
  }

  /// The lines, each ended by a line feed, made on every core a piece of `linesPerPiece` at a
  /// time, and each piece handed to `write` in order as soon as it and those before it are
  /// made: a thread of its own writes (in the kernel, for a file or a pipe) while the cores
  /// make the rest, and a piece is freed once written. `write` is called from that thread.
  static func stream(count: Int, linesPerPiece: Int = 2_048, _ line: (Int, inout LineWriter) -> Void,
                     write: @escaping @Sendable (UnsafeBufferPointer<UInt8>) -> Void) {
    guard count > 0 else { return }
    let pieces = (count + linesPerPiece - 1) / linesPerPiece
    // A few lines are made and written here: no thread to start for them.
    guard pieces > 1 else {
      var writer = LineWriter()
      for i in 0..<count {
        line(i, &writer)
        writer.append(byte: 0x0A)
      }
      return writer.withBytes(write)
    }
    let slots = UnsafeMutablePointer<LineWriter?>.allocate(capacity: pieces)
    slots.initialize(repeating: nil, count: pieces)
    defer {
      slots.deinitialize(count: pieces)
      slots.deallocate()
    }
    let ready = (0..<pieces).map { _ in DispatchSemaphore(value: 0) }
    let written = DispatchSemaphore(value: 0)
    let shared = Unchecked(slots)
    Thread {
      for piece in 0..<pieces {
        ready[piece].wait()
        shared.value[piece]?.withBytes(write)
        shared.value[piece] = nil
      }
      written.signal()
    }.start()
    withoutActuallyEscaping(line) { line in
      let made = Unchecked(line)
      DispatchQueue.concurrentPerform(iterations: pieces) { piece in
        var writer = LineWriter()
        // Lint's lines are some 150 bytes; a guess, the buffer still grows past it.
        writer.reserve(linesPerPiece * 160)
        for i in (piece * linesPerPiece)..<min((piece + 1) * linesPerPiece, count) {
          made.value(i, &writer)
          writer.append(byte: 0x0A)
        }
        shared.value[piece] = writer
        ready[piece].signal()
      }
    }
    written.wait()
  }
}

/// What the process ends with: 0 done, 1 a failure (bad pack, unreadable file), 2 a usage mistake.
enum ExitCode: Int32 {
  case success = 0
  case failure = 1
  case usage = 2
}
