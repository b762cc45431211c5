import Foundation
import Testing
@testable import GameCore
@testable import Runner
import PlistKit
import TerminalKit

/// Lint's lines are put together piece by piece on every core: the same text as cleaning each
/// whole line, in the same order, each diagnostic on one line.
struct LintOutputTests {
  static let pieces: [String] = ["plain", "日本語", "tab\there", "line\nbreak", "esc\u{1B}[31m", "zero\u{200B}width", "", "👨‍👩‍👧"]

  @Test("a piece is cleaned as the whole line would be", arguments: pieces)
  func piecesCleanAsTheWhole(piece: String) {
    var writer = LineWriter()
    writer.append("a:")
    writer.append(piece)
    writer.append(":b")
    #expect(String(decoding: writer.bytes, as: UTF8.self) == TextCleaner.visible("a:" + piece + ":b"))
  }

  @Test("numbers are written in decimal", arguments: [0, 7, 10, 99_999, -42, Int.max, Int.min])
  func numbers(number: Int) {
    var writer = LineWriter()
    writer.append(number)
    #expect(String(decoding: writer.bytes, as: UTF8.self) == String(number))
  }

  @Test func aDiagnosticIsItsDescriptionOnOneLine() {
    let cases = [
      Diagnostic(.warning, file: "p/q.plist", line: 12, "[3].icon: picture \"x\" not found"),
      Diagnostic(.error, file: "p/q.plist", "the pack has no questions"),
      Diagnostic(.error, file: "p/\u{1B}q.plist", line: 1, "[0].title: found \"two\nlines\""),
    ]
    for diagnostic in cases {
      var writer = LineWriter()
      diagnostic.writeLine(into: &writer)
      let line = String(decoding: writer.bytes, as: UTF8.self)
      #expect(line == TextCleaner.visible(diagnostic.description))
      #expect(!line.contains("\n") && !line.contains("\u{1B}"))
    }
  }

  @Test func aLineTooLongForAReaderIsCut() {
    let diagnostic = Diagnostic(.error, file: "q.plist", line: 3, "found \"" + String(repeating: "长", count: 3_000) + "\"")
    var writer = LineWriter()
    diagnostic.writeLine(into: &writer)
    #expect(String(decoding: writer.bytes, as: UTF8.self) == Diagnostic.bounded(diagnostic.description))
    #expect(writer.bytes.count < 3_100)
  }

  @Test func diagnosticsInOrderAreLeftAsTheyAreAndOthersSorted() {
    let inOrder = [Diagnostic(.warning, file: "b", line: 1, "x"), Diagnostic(.warning, file: "b", line: 1, "y"), Diagnostic(.error, file: "b", line: 9, "z")]
    #expect(LintCommand.sortedByPlace(inOrder) == inOrder)
    let mixed = [Diagnostic(.warning, file: "b", line: 5, "1"), Diagnostic(.warning, file: "a", line: 9, "2"),
                 Diagnostic(.warning, file: "b", line: 2, "3"), Diagnostic(.warning, file: "b", "4"), Diagnostic(.warning, file: "b", line: 2, "5")]
    #expect(LintCommand.sortedByPlace(mixed).map(\.message) == ["2", "4", "3", "5", "1"])
  }

  @Test("runs in order stay runs, and runs out of order are joined and sorted", arguments: [
    // A note on the file, then its lines: printed one run after the other.
    ([[("b", nil, "note")], [("b", 1, "1"), ("b", 4, "4")]], [["note"], ["1", "4"]]),
    ([[], [("b", 1, "1")], []], [["1"]]),
    // The second run starts before the first ends, or on another file.
    ([[("b", 5, "5")], [("b", 1, "1"), ("b", 9, "9")]], [["1", "5", "9"]]),
    ([[("pack.plist", 3, "p")], [("b", 1, "1")]], [["1", "p"]]),
    // A run out of order in itself.
    ([[("b", nil, "note")], [("b", 4, "4"), ("b", 1, "1")]], [["note", "1", "4"]]),
  ] as [([[(String, Int?, String)]], [[String]])])
  func runsSorted(runs: [[(String, Int?, String)]], expected: [[String]]) {
    let made = runs.map { $0.map { Diagnostic(.warning, file: $0.0, line: $0.1, $0.2) } }
    #expect(LintCommand.sortedByPlace(made).map { $0.map(\.message) } == expected)
  }
}

/// The writer's buffer and the printable test it relies on.
struct LineWriterTests {
  @Test func printableASCIIIsToldEightBytesAtATimeAsOneByOne() {
    var generator = SplitMix64(seed: 5)
    // The edges of the printable range and bytes that wrap when added to.
    let alphabet: [UInt8] = [0x1F, 0x20, 0x41, 0x7E, 0x7F, 0x80, 0x9F, 0xA0, 0xDF, 0xE0, 0xFF, 0x00, 0x0A]
    for length in 0..<40 {
      for _ in 0..<30 {
        var bytes = (0..<length).map { _ in UInt8(0x20 + generator.next() % 0x5F) }
        if length > 0, generator.next() % 2 == 0 { bytes[Int(generator.next() % UInt64(length))] = alphabet[Int(generator.next() % UInt64(alphabet.count))] }
        let told = bytes.withUnsafeBufferPointer { TextCleaner.isPrintableASCII($0) }
        #expect(told == bytes.allSatisfy { $0 >= 0x20 && $0 < 0x7F }, "\(bytes)")
      }
    }
  }

  @Test func aCopiedWriterKeepsItsOwnBytes() {
    var first = LineWriter()
    first.append("shared ")
    var second = first
    second.append("second")
    first.append(String(repeating: "first", count: 100))
    #expect(String(decoding: second.bytes, as: UTF8.self) == "shared second")
    #expect(String(decoding: first.bytes, as: UTF8.self) == "shared " + String(repeating: "first", count: 100))
    #expect(first.count == 507)
  }
}
