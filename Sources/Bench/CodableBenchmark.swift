import Foundation
import GameCore
import GuessGame
import PlistKit

/// The same questions decoded by `Codable` and `PropertyListDecoder`, against ours: the
/// figures docs/model-from-dictionary.md's "Why not Codable?" quotes.
enum CodableBenchmark {
  /// A question as `Codable` would have it: the keys as properties, nothing checked.
  struct CodableQuestion: Codable {
    let answer: String
    let icon: String
    let title: String
    let options: [String]
  }

  static func run(folder: String, size: Int) throws {
    print("\n== Codable: file bytes → models, PropertyListDecoder vs ours (fresh processes, medians)")
    var report = Report()
    report.add(["pack", "form", "ours ms", "Codable ms", "× faster"])
    let value = PackGenerator.questions(size)
    for (form, bytes) in [("xml", XMLPlistWriter.write(value)), ("binary", BinaryPlistWriter.write(value))] {
      let path = "\(folder)/codable\(size).\(form).plist"
      try AtomicFile.write(bytes, to: path)
      let ours = try PlistBenchmark.child(["--time-ours", path, "5", String(size)])
      let codable = try PlistBenchmark.child(["--time-codable", path, "3", String(size)])
      report.add(["\(size / 1000)k", form, Measure.format(ours * 1000), Measure.format(codable * 1000), Measure.format(codable / ours)])
    }
    report.print()
  }

  /// In a child: the median time of `PropertyListDecoder` turning the file into questions.
  static func timeCodable(path: String, runs: Int, expected: Int) throws -> Double {
    try Measure.median(runs: runs) {
      let data = try Data(contentsOf: URL(fileURLWithPath: path))
      let questions = try PropertyListDecoder().decode([CodableQuestion].self, from: data)
      precondition(questions.count == expected)
      return questions
    }
  }
}
