import Foundation
import GameCore
import GuessGame
import PlistKit
import TerminalKit

/// `swift run -c release arcade-bench [--quick] [SECTION]`: the project's speed and memory
/// figures, each against a baseline measured in the same run. See docs/performance.md.
func runBench(_ arguments: [String]) throws {
  if arguments.first == "--memory-probe", arguments.count == 2 {
    try PlistBenchmark.memoryProbe(path: arguments[1])
    exit(0)
  }
  if arguments.first == "--time-ours", arguments.count == 4, let runs = Int(arguments[2]), let expected = Int(arguments[3]) {
    print(try PlistBenchmark.timeOurs(path: arguments[1], runs: runs, expected: expected))
    exit(0)
  }
  if arguments.first == "--time-mixed", arguments.count == 5, let runs = Int(arguments[3]), let expected = Int(arguments[4]) {
    print(try MixedRecordBenchmark.timeDecode(decoder: arguments[1], path: arguments[2], runs: runs, expected: expected))
    exit(0)
  }
  if arguments.first == "--time-mixed-encode", arguments.count == 5, let records = Int(arguments[3]), let runs = Int(arguments[4]) {
    print(try MixedRecordBenchmark.timeEncode(encoder: arguments[1], format: arguments[2], records: records, runs: runs))
    exit(0)
  }
  if arguments.first == "--time-codable", arguments.count == 4, let runs = Int(arguments[2]), let expected = Int(arguments[3]) {
    print(try CodableBenchmark.timeCodable(path: arguments[1], runs: runs, expected: expected))
    exit(0)
  }
  if arguments.first == "--time-plistdecoder", arguments.count == 4, let runs = Int(arguments[2]), let expected = Int(arguments[3]) {
    print(try CodableBenchmark.timePlistDecoder(path: arguments[1], runs: runs, expected: expected))
    exit(0)
  }
  if arguments.first == "--peak", arguments.count >= 3 {
    try ProcessTiming.printPeak(input: arguments[1], arguments: Array(arguments.dropFirst(2)))
    exit(0)
  }
  if arguments.first == "--time-value", arguments.count == 3, let runs = Int(arguments[2]) {
    print(try ScaleBenchmark.timeValue(path: arguments[1], runs: runs))
    exit(0)
  }
  if arguments.first == "--first-value", arguments.count == 2 {
    print(try FirstRead.measure(path: arguments[1]).line)
    exit(0)
  }
  if arguments.first == "--time-foundation", arguments.count == 3, let runs = Int(arguments[2]) {
    print(try PlistBenchmark.timeFoundation(path: arguments[1], runs: runs))
    exit(0)
  }
  if arguments.first == "--foundation-parse", arguments.count == 2 {
    try LintBenchmark.foundationParse(arguments[1])
    exit(0)
  }
  if arguments.first == "--profile", arguments.count == 3 {
    // A loop to attach a profiler to: decode FILE N times.
    for _ in 0..<(Int(arguments[2]) ?? 1) {
      let time = try Measure.seconds { try PlistDocument(contentsOf: arguments[1]).decodeArray(of: Question.self) }
      print(Measure.format(time * 1000), "ms")
    }
    exit(0)
  }
  if arguments.first == "--generate", arguments.count == 3, let size = Int(arguments[1]) {
    // The packs the plist section measures, kept for a profiler: FOLDER/qN.xml.plist and .binary.plist.
    let value = PackGenerator.questions(size)
    try AtomicFile.makeFolders(arguments[2])
    try AtomicFile.write(XMLPlistWriter.write(value), to: "\(arguments[2])/q\(size).xml.plist")
    try AtomicFile.write(BinaryPlistWriter.write(value), to: "\(arguments[2])/q\(size).binary.plist")
    exit(0)
  }
  if arguments.first == "--generate-catalog", arguments.count == 4, let categories = Int(arguments[1]) {
    // The scale section's shop packs, kept for a profiler: FOLDER/{xml,binary,json}/ (pack.plist, catalog.plist).
    for format in ["xml", "binary", "json"] {
      try CatalogGenerator.writePack(categories: categories, perCategory: Int(arguments[2]) ?? 1_000, format: format,
                                     to: "\(arguments[3])/\(format)")
    }
    exit(0)
  }
  if arguments.contains("-h") || arguments.contains("--help") {
    print(usage)
    exit(0)
  }
  let sections = ["plist", "codable", "mixed", "convert", "lint", "screen", "pictures", "scale"]
  if let unknown = arguments.first(where: { !$0.hasPrefix("-") && !sections.contains($0) }), !arguments.contains("scale") {
    FileHandle.standardError.write(Data("arcade-bench: no section '\(unknown)'\n\n\(usage)\n".utf8))
    exit(2)
  }
  let quick = arguments.contains("--quick")
  let folder = NSTemporaryDirectory() + "arcade-bench-\(getpid())"
  try AtomicFile.makeFolders(folder)
  defer { try? FileManager.default.removeItem(atPath: folder) }

  #if DEBUG
  print("warning: a debug build; measure with: swift run -c release arcade-bench\n")
  #endif
  let only = arguments.first { !$0.hasPrefix("-") }
  if only == nil || only == "plist" {
    try PlistBenchmark.run(sizes: quick ? [1_000, 10_000] : [1_000, 10_000, 100_000], folder: folder)
    try PlistBenchmark.memory(folder: folder, size: quick ? 10_000 : 100_000)
  }
  if only == nil || only == "codable" {
    try CodableBenchmark.run(folder: folder, size: quick ? 1_000 : 10_000)
    try CodableScaleBenchmark.run(sizes: quick ? [10_000] : [100_000, 1_000_000])
  }
  // Also alone: `arcade-bench mixed`.
  if only == nil || only == "codable" || only == "mixed" {
    try MixedRecordBenchmark.run(folder: folder, sizes: quick ? [1_000] : [10_000, 100_000])
  }
  if only == nil || only == "convert" { try ConvertBenchmark.run(folder: folder, size: quick ? 10_000 : 100_000) }
  if only == nil || only == "lint" { try LintBenchmark.run(folder: folder, size: quick ? 10_000 : 100_000) }
  if only == nil || only == "screen" { try ScreenBenchmark.run(folder: folder) }
  if only == nil || only == "pictures" { try PictureBenchmark.run() }
  if only == nil || only == "scale" {
    let parts = arguments.drop { $0 != "scale" }.dropFirst().filter { !$0.hasPrefix("-") }
    try ScaleBenchmark.run(folder: folder, categories: quick ? 10 : 100, parts: Set(parts))
  }
}

/// What `arcade-bench --help` prints.
let usage = """
  arcade-bench — PlistArcade's speed and memory, as ratios against baselines measured in the same run

  Usage: arcade-bench [SECTION] [--quick]

  Sections (all of them by default, about ten minutes):
    plist      packs read into models: ours against Foundation's parse, 1k to 100k questions
    codable    PlistDecoder and PlistEncoder against Foundation's coders (mixed records too)
    mixed      only the mixed records of codable
    convert    arcade convert against Python's plistlib and json
    lint       arcade lint against Foundation's parse
    screen     start-up, keypresses, redraws
    pictures   decoding and drawing against chafa
    scale      a 100,000-product shop: reading, search, lint

  Options:
    --quick    smaller sizes, for a look rather than figures
    -h, --help this text

  Build it in release mode: swift run -c release arcade-bench [SECTION]
  """
