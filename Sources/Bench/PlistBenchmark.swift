import Foundation
import GameCore
import GuessGame
import PlistKit
import TerminalKit

/// Bytes → typed models for generated guess packs, ours against Foundation's parse alone.
enum PlistBenchmark {
  static func run(sizes: [Int], folder: String) throws {
    print("== Plist packs: file bytes → [Question] (ours) vs PropertyListSerialization parse (Foundation;")
    print("   JSONSerialization for the JSON form)")
    print("   (each side timed in a fresh process of its own, so neither runs on what the other left behind)")
    var report = Report()
    report.add(["pack", "form", "MB", "ours ms", "ours MB/s", "Foundation ms", "Foundation MB/s", "speed-up"])
    for size in sizes {
      let value = PackGenerator.questions(size)
      let forms = [("xml", XMLPlistWriter.write(value)), ("binary", BinaryPlistWriter.write(value)), ("json", try JSONPlistWriter.write(value))]
      for (form, bytes) in forms {
        let path = "\(folder)/q\(size).\(form).plist"
        try AtomicFile.write(bytes, to: path)
        let runs = size >= 100_000 ? 5 : size >= 10_000 ? 9 : 31
        let ours = try child(["--time-ours", path, String(runs), String(size)])
        let foundation = try child(["--time-foundation", path, String(size >= 100_000 ? 1 : max(1, runs / 3))])
        let mb = Double(bytes.count) / 1e6
        report.add(["\(size / 1000)k", form, Measure.format(mb), Measure.format(ours * 1000), Measure.format(mb / ours, 0),
                    Measure.format(foundation * 1000), Measure.format(mb / foundation, 0), Measure.format(foundation / ours) + "x"])
      }
    }
    report.print()
  }

  /// In a child: the median time of our decode of `path` into models (checking their count).
  static func timeOurs(path: String, runs: Int, expected: Int) throws -> Double {
    try Measure.median(runs: runs) {
      let questions = try PlistDocument(contentsOf: path).decodeArray(of: Question.self)
      precondition(questions.count == expected)
      return questions
    }
  }

  /// In a child: the median time of Foundation's parse of the same bytes, already in memory
  /// (JSONSerialization for a JSON file, as PropertyListSerialization reads no JSON).
  static func timeFoundation(path: String, runs: Int) throws -> Double {
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    if path.hasSuffix(".json.plist") {
      return try Measure.median(runs: runs) { try JSONSerialization.jsonObject(with: data) }
    }
    return try Measure.median(runs: runs) { try PropertyListSerialization.propertyList(from: data, options: [], format: nil) }
  }

  /// Runs this benchmark again with `arguments` and reads the seconds it prints.
  static func child(_ arguments: [String]) throws -> Double {
    let output = try childOutput(arguments)
    guard let seconds = Double(output.trimmingCharacters(in: .whitespacesAndNewlines)) else {
      throw CocoaError(.fileReadCorruptFile, userInfo: [NSLocalizedDescriptionKey: "a timing child printed '\(output)'"])
    }
    return seconds
  }

  static func childOutput(_ arguments: [String]) throws -> String {
    let probe = Process()
    probe.executableURL = URL(fileURLWithPath: CommandLine.arguments[0].hasPrefix("/") ? CommandLine.arguments[0]
      : FileManager.default.currentDirectoryPath + "/" + CommandLine.arguments[0])
    probe.arguments = arguments
    let pipe = Pipe()
    probe.standardOutput = pipe
    try probe.run()
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    probe.waitUntilExit()
    return output
  }

  /// Run in a child process so the peak is this decode's alone.
  static func memoryProbe(path: String) throws {
    if path != "-" {
      var questions: [Question] = []
      let time = try Measure.seconds { questions = try PlistDocument(contentsOf: path).decodeArray(of: Question.self) }
      print(questions.count, Measure.format(time * 1000), Measure.format(Measure.peakMemoryMB()))
    } else {
      print(0, "-", Measure.format(Measure.peakMemoryMB()))
    }
  }

  static func memory(folder: String, size: Int) throws {
    print("\n== Peak memory decoding the \(size / 1000)k pack (a fresh process each, one decode: its time includes")
    print("   every page fault of a first run, which the medians above mostly do not)")
    var report = Report()
    report.add(["what", "decode ms", "MB/s", "peak MB"])
    for (label, path) in [("process baseline", "-"), ("xml → [Question]", "\(folder)/q\(size).xml.plist"),
                          ("binary → [Question]", "\(folder)/q\(size).binary.plist")] {
      let output = try childOutput(["--memory-probe", path])
      let fields = output.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init)
      guard fields.count == 3 else { report.add([label, "?", "?", "?"]); continue }
      let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int).flatMap { $0 } ?? 0
      let speed = Double(fields[1]).map { Measure.format(Double(size) / 1e6 / ($0 / 1000), 0) } ?? "-"
      report.add([label, fields[1], speed, fields[2]])
    }
    report.print()
  }
}
