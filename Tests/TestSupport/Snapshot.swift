import Foundation
import GameCore
import Testing
import PlistKit
import TerminalKit

/// Compares text lines with a file under the test target's `Snapshots/` folder.
/// `RECORD_SNAPSHOTS=1 swift test` writes the files instead; a missing file fails the test.
public func assertSnapshot(_ lines: [String], named name: String, filePath: String = #filePath,
                           sourceLocation: Testing.SourceLocation = #_sourceLocation) {
  let folder = PathSafety.join(PathSafety.directory(of: filePath), "Snapshots")
  let path = PathSafety.join(folder, name + ".txt")
  let text = lines.joined(separator: "\n") + "\n"
  if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" {
    try? AtomicFile.makeFolders(folder)
    try? AtomicFile.write(Array(text.utf8), to: path)
    return
  }
  guard let stored = try? FileBytes.contents(of: path) else {
    Issue.record("no snapshot \(name).txt: run RECORD_SNAPSHOTS=1 swift test to record it", sourceLocation: sourceLocation)
    return
  }
  let expected = String(decoding: stored, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  let actual = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  if expected != actual {
    let diff = zip(expected, actual).enumerated().filter { $0.element.0 != $0.element.1 }.prefix(5)
      .map { "line \($0.offset + 1):\n  expected: \($0.element.0)\n  actual:   \($0.element.1)" }
    Issue.record("snapshot \(name) differs (\(expected.count) vs \(actual.count) lines):\n\(diff.joined(separator: "\n"))",
                 sourceLocation: sourceLocation)
  }
}

extension CellBuffer {
  /// The text lines, then a style map: one letter a cell for each distinct style (`.` plain),
  /// and a legend. Colour snapshots use it, so a colour change shows in review.
  public var styledSnapshot: [String] {
    var letters: [Style: Character] = [.plain: "."]
    var legend: [String] = []
    let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
    var map: [String] = []
    for row in 0..<size.rows {
      var line = ""
      for column in 0..<size.columns {
        let style = self[column, row].style
        if letters[style] == nil {
          let letter = letters.count - 1 < alphabet.count ? alphabet[letters.count - 1] : "?"
          letters[style] = letter
          legend.append("\(letter) = \(style.snapshotDescription)")
        }
        line.append(letters[style] ?? "?")
      }
      map.append(line)
    }
    return lines + ["", "styles:"] + map + ["legend:"] + legend
  }
}

extension Style {
  var snapshotDescription: String {
    var parts: [String] = []
    if foreground != .default { parts.append("fg \(foreground)") }
    if background != .default { parts.append("bg \(background)") }
    if bold { parts.append("bold") }
    if dim { parts.append("dim") }
    if underline { parts.append("underline") }
    if reverse { parts.append("reverse") }
    if strikethrough { parts.append("strikethrough") }
    return parts.joined(separator: " ")
  }
}

/// Outcomes compared by kind (an opened program is not compared), for tests.
extension ProgramOutcome: Equatable {
  public static func == (a: ProgramOutcome, b: ProgramOutcome) -> Bool {
    switch (a, b) {
    case (.continue, .continue), (.quit, .quit), (.ignored, .ignored), (.open, .open): return true
    default: return false
    }
  }
}
