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
    print("\n== Codable: file bytes → models: our models, our PlistDecoder, Foundation's PropertyListDecoder (fresh processes, medians)")
    var report = Report()
    report.add(["pack", "form", "models ms", "PlistDecoder ms", "PropertyListDecoder ms", "PlistDecoder × faster"])
    let value = PackGenerator.questions(size)
    for (form, bytes) in [("xml", XMLPlistWriter.write(value)), ("binary", BinaryPlistWriter.write(value))] {
      let path = "\(folder)/codable\(size).\(form).plist"
      try AtomicFile.write(bytes, to: path)
      let ours = try PlistBenchmark.child(["--time-ours", path, "5", String(size)])
      let decoder = try PlistBenchmark.child(["--time-plistdecoder", path, "5", String(size)])
      let codable = try PlistBenchmark.child(["--time-codable", path, "3", String(size)])
      report.add(["\(size / 1000)k", form, Measure.format(ours * 1000), Measure.format(decoder * 1000), Measure.format(codable * 1000),
                  Measure.format(codable / decoder)])
    }
    report.print()
  }

  /// In a child: the median time of our `PlistDecoder` turning the file into the same questions.
  static func timePlistDecoder(path: String, runs: Int, expected: Int) throws -> Double {
    try Measure.median(runs: runs) {
      let questions = try PlistDecoder().decode([CodableQuestion].self, from: PlistDocument(contentsOf: path))
      precondition(questions.count == expected)
      return questions
    }
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
