import Foundation
import GameCore
import GuessGame

/// Bytes → typed models for generated guess packs, ours against Foundation's parse alone.
enum PlistBenchmark {
  static func run(sizes: [Int], folder: String) throws {
    print("== Plist packs: file bytes → [Question] (ours) vs PropertyListSerialization parse (Foundation)")
    var report = Report()
    report.add(["pack", "form", "MB", "ours ms", "ours MB/s", "Foundation ms", "Foundation MB/s", "speed-up"])
    for size in sizes {
      let value = PackGenerator.questions(size)
      for (form, bytes) in [("xml", XMLPlistWriter.write(value)), ("binary", BinaryPlistWriter.write(value))] {
        let path = "\(folder)/q\(size).\(form).plist"
        try AtomicFile.write(bytes, to: path)
        let runs = size >= 100_000 ? 5 : size >= 10_000 ? 9 : 31
        let ours = try Measure.median(runs: runs) {
          try PlistDocument(contentsOf: path).decodeArray(of: Question.self)
        }
        let data = Data(bytes)
        let foundation = try Measure.median(runs: size >= 100_000 ? 1 : max(1, runs / 3)) {
          try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        }
        let decoded = try PlistDocument(contentsOf: path).decodeArray(of: Question.self).count
        precondition(decoded == size)
        let mb = Double(bytes.count) / 1e6
        report.add(["\(size / 1000)k", form, Measure.format(mb), Measure.format(ours * 1000), Measure.format(mb / ours, 0),
                    Measure.format(foundation * 1000), Measure.format(mb / foundation, 0), Measure.format(foundation / ours) + "x"])
      }
    }
    report.print()
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
      let probe = Process()
      probe.executableURL = URL(fileURLWithPath: CommandLine.arguments[0].hasPrefix("/") ? CommandLine.arguments[0]
        : FileManager.default.currentDirectoryPath + "/" + CommandLine.arguments[0])
      probe.arguments = ["--memory-probe", path]
      let pipe = Pipe()
      probe.standardOutput = pipe
      try probe.run()
      probe.waitUntilExit()
      let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      let fields = output.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init)
      guard fields.count == 3 else { report.add([label, "?", "?", "?"]); continue }
      let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int).flatMap { $0 } ?? 0
      let speed = Double(fields[1]).map { Measure.format(Double(size) / 1e6 / ($0 / 1000), 0) } ?? "-"
      report.add([label, fields[1], speed, fields[2]])
    }
    report.print()
  }
}
