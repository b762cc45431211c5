import Foundation
import PlistKit

/// Large arrays and dictionaries through `PlistEncoder` and `PlistDecoder` against Foundation's
/// coders on the same values, in one process: each side's time grows with the elements, so
/// the ratio at 1,000,000 is the ratio at 100,000 when both are linear.
enum CodableScaleBenchmark {
  static func run(sizes: [Int]) throws {
    print("\n== Codable at scale: [Int] and [String: Int] encoded, [String: String] decoded (binary; medians of 3)")
    var report = Report()
    report.add(["elements", "what", "ours ms", "Foundation ms", "× faster"])
    for size in sizes {
      let numbers = (0..<size).map { $0 &* 7_919 % 1_000_003 }
      let table = Dictionary(uniqueKeysWithValues: (0..<size).map { ("key \($0)", $0) })
      let texts = Dictionary(uniqueKeysWithValues: (0..<size).map { ("key \($0)", "value \($0)") })
      let textBytes = try PlistEncoder(format: .binary).encodeBytes(texts)
      let foundation = PropertyListEncoder()
      foundation.outputFormat = .binary
      let rows: [(String, () throws -> Int, () throws -> Int)] = [
        ("encode [Int]", { try PlistEncoder(format: .binary).encode(numbers).count }, { try foundation.encode(numbers).count }),
        ("encode [String: Int]", { try PlistEncoder(format: .binary).encode(table).count }, { try foundation.encode(table).count }),
        ("decode [String: String]", { try PlistDecoder().decode([String: String].self, from: textBytes).count },
         { try PropertyListDecoder().decode([String: String].self, from: Data(textBytes)).count }),
      ]
      for (what, ours, theirs) in rows {
        let oursTime = try Measure.median(runs: 3) { try ours() }
        let theirsTime = try Measure.median(runs: 3) { try theirs() }
        report.add(["\(size / 1000)k", what, Measure.format(oursTime * 1000), Measure.format(theirsTime * 1000),
                    Measure.format(theirsTime / oursTime) + "x"])
      }
    }
    report.print()
  }
}
