import Foundation
import PlistKit
import GameCore

/// `arcade convert` end to end, as a user runs it, against the same conversion by Python's
/// `plistlib` (and `json` where JSON is read or written): whole processes on the same file,
/// each writing its output to a file beside it. Skipped without `python3`.
enum ConvertBenchmark {
  static func run(folder: String, size: Int) throws {
    guard let python = pythonPath else {
      print("\n== arcade convert: skipped, python3 is not on PATH")
      return
    }
    print("\n== arcade convert, end to end, against Python's plistlib and json (fresh processes, median of 5)")
    let questions = PackGenerator.questions(size)
    let pack = "\(folder)/convert-q\(size)"
    try AtomicFile.write(XMLPlistWriter.write(questions), to: pack + ".xml")
    try AtomicFile.write(BinaryPlistWriter.write(questions), to: pack + ".binary")
    try AtomicFile.write(JSONPlistWriter.write(questions), to: pack + ".json")
    var report = Report()
    report.add(["\(size / 1000)k questions", "input MB", "arcade ms", "Python ms", "× faster"])
    for (from, to) in [("xml", "binary"), ("binary", "xml"), ("xml", "json"), ("json", "xml"), ("binary", "json")] {
      let input = "\(pack).\(from)"
      let (ours, _) = try ProcessTiming.median(["convert", input, "-o", "\(pack).ours.\(to)", "--format", to], runs: 5)
      let (theirs, _) = try ProcessTiming.median(["-c", script(from: from, to: to), input, "\(pack).python.\(to)"],
                                                 runs: 5, program: python)
      try checkSameValue("\(pack).ours.\(to)", "\(pack).python.\(to)")
      let megabytes = Double((try? FileBytes.contents(of: input))?.count ?? 0) / 1_048_576
      report.add(["\(from) → \(to)", Measure.format(megabytes), Measure.format(ours * 1000),
                  Measure.format(theirs * 1000), Measure.format(theirs / ours)])
    }
    report.print()
  }

  /// Python's own reading and writing, nothing of ours: `plistlib` for plists, `json` for JSON.
  static func script(from: String, to: String) -> String {
    let load = from == "json" ? "json.load(open(sys.argv[1], 'rb'))" : "plistlib.load(open(sys.argv[1], 'rb'))"
    let dump = switch to {
    case "json": "json.dump(v, open(sys.argv[2], 'w'), ensure_ascii=False, indent=2)"
    case "binary": "plistlib.dump(v, open(sys.argv[2], 'wb'), fmt=plistlib.FMT_BINARY)"
    default: "plistlib.dump(v, open(sys.argv[2], 'wb'))"
    }
    return "import json, plistlib, sys\nv = \(load)\n\(dump)"
  }

  /// Both sides must have written the same value, or the figures compare different work.
  static func checkSameValue(_ ours: String, _ theirs: String) throws {
    let a = try PlistDocument(contentsOf: ours).value()
    let b = try PlistDocument(contentsOf: theirs).value()
    guard a == b else {
      throw PlistError("\(ours) and \(theirs) differ: the benchmark would compare different conversions")
    }
  }

  /// The interpreter itself, not a version manager's shim in front of it (pyenv's costs a shell
  /// script's start on every run, which is not Python's time).
  static var pythonPath: String? {
    let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":")
    guard let found = folders.map({ "\($0)/python3" }).first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
      return nil
    }
    let ask = Process()
    let output = Pipe()
    ask.executableURL = URL(fileURLWithPath: found)
    ask.arguments = ["-c", "import sys; print(sys.executable)"]
    ask.standardOutput = output
    guard (try? ask.run()) != nil else { return nil }
    ask.waitUntilExit()
    let path = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      .trimmingCharacters(in: .whitespacesAndNewlines)
    return FileManager.default.isExecutableFile(atPath: path) ? path : found
  }
}
