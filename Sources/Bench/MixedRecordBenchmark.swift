import Foundation
import GameCore
import PlistKit

/// Records of mixed fields — integers, reals, booleans, dates, optionals, a nested struct,
/// arrays — decoded and encoded by our coders and Foundation's, XML and binary: what a Swift
/// developer's own types look like, rather than a pack's strings.
enum MixedRecordBenchmark {
  struct Size: Codable, Equatable {
    var width: Int
    var height: Double
  }

  struct Record: Codable, Equatable {
    var id: Int
    var name: String
    var price: Double
    var active: Bool
    var created: Date
    var note: String?
    var rating: Double?
    var tags: [String]
    var size: Size
    var scores: [Double]
  }

  static func records(_ count: Int, seed: UInt64 = 7) -> [Record] {
    var rng = SplitMix64(seed: seed)
    let words = ["red", "green", "blue", "large", "small", "新鲜", "特价", "organic"]
    return (0..<count).map { i in
      let cents = Double(Int.random(in: 1...99_999, using: &rng)) / 100
      return Record(id: i, name: "item \(i)", price: cents, active: Bool.random(using: &rng),
                    created: Date(timeIntervalSinceReferenceDate: Double(Int.random(in: 0...800_000_000, using: &rng))),
                    note: i % 3 == 0 ? "note \(i)" : nil, rating: i % 2 == 0 ? Double(i % 50) / 10 : nil,
                    tags: (0..<(i % 4)).map { words[($0 + i) % words.count] },
                    size: Size(width: i % 640, height: Double(i % 480) * 1.5),
                    scores: (0..<3).map { Double($0 + i % 7) / 4 })
    }
  }

  static func run(folder: String, sizes: [Int]) throws {
    print("\n== Codable on mixed records: decode from a file in three fresh processes a side, encode in this one (medians)")
    var report = Report()
    report.add(["records", "form", "decode ours ms", "PropertyListDecoder ms", "× faster", "encode ours ms", "PropertyListEncoder ms",
                "× faster"])
    for size in sizes {
      let records = Self.records(size)
      for format in [PropertyListSerialization.PropertyListFormat.xml, .binary] {
        let name = format == .xml ? "xml" : "binary"
        let ours = PlistEncoder()
        ours.outputFormat = format
        let foundation = PropertyListEncoder()
        foundation.outputFormat = format
        let path = "\(folder)/mixed\(size).\(name).plist"
        try AtomicFile.write(Array(try ours.encode(records)), to: path)
        // Three fresh processes each, alternated: on a machine that moves from minute to
        // minute, one process a side put the two in different minutes.
        var oursDecoding: [Double] = [], theirsDecoding: [Double] = []
        for _ in 0..<3 {
          oursDecoding.append(try PlistBenchmark.child(["--time-mixed", "ours", path, "5", String(size)]))
          theirsDecoding.append(try PlistBenchmark.child(["--time-mixed", "foundation", path, "3", String(size)]))
        }
        let decodeOurs = oursDecoding.sorted()[1], decodeFoundation = theirsDecoding.sorted()[1]
        let encodeOurs = try Measure.median(runs: 5) { try ours.encode(records) }
        let encodeFoundation = try Measure.median(runs: 3) { try foundation.encode(records) }
        report.add(["\(size / 1000)k", name, Measure.format(decodeOurs * 1000), Measure.format(decodeFoundation * 1000),
                    Measure.format(decodeFoundation / decodeOurs), Measure.format(encodeOurs * 1000), Measure.format(encodeFoundation * 1000),
                    Measure.format(encodeFoundation / encodeOurs)])
      }
    }
    report.print()
  }

  /// In a child: the median time of one decoder turning the file's bytes into records.
  static func timeDecode(decoder: String, path: String, runs: Int, expected: Int) throws -> Double {
    try Measure.median(runs: runs) {
      let data = try Data(contentsOf: URL(fileURLWithPath: path))
      let records = decoder == "ours" ? try PlistDecoder().decode([Record].self, from: data)
                                      : try PropertyListDecoder().decode([Record].self, from: data)
      precondition(records.count == expected)
      return records
    }
  }

  /// In a child (also for a profiler): the median time of one encoder writing `records`
  /// records in `format` (xml or binary).
  static func timeEncode(encoder: String, format: String, records count: Int, runs: Int) throws -> Double {
    let records = Self.records(count)
    let form: PropertyListSerialization.PropertyListFormat = format == "xml" ? .xml : .binary
    if encoder == "ours" {
      let ours = PlistEncoder()
      ours.outputFormat = form
      return try Measure.median(runs: runs) { try ours.encode(records) }
    }
    let foundation = PropertyListEncoder()
    foundation.outputFormat = form
    return try Measure.median(runs: runs) { try foundation.encode(records) }
  }
}
