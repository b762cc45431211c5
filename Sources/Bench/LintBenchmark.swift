import Foundation
import GameCore
import PlistKit
import TerminalKit

/// `arcade lint` end to end, as a user runs it (process start to exit, every line printed),
/// against a Foundation `PropertyListSerialization` parse of the same file in a process of its
/// own: the targets are 15x for XML and 10x for binary.
enum LintBenchmark {
  static func run(folder: String, size: Int) throws {
    print("\n== arcade lint, end to end (fresh processes, medians of 15 lints and 5 parses; baseline: a Foundation parse of the same file)")
    var report = Report()
    report.add(["pack", "MB", "lint ms", "Foundation ms", "× faster", "bytes printed"])
    let missing = "\(folder)/lint-missing"
    let present = "\(folder)/lint-present"
    try AtomicFile.makeFolders(missing)
    try AtomicFile.makeFolders(present)
    let questions = PackGenerator.questions(size)
    // The same pack with every picture there: all icons name one picture beside the file.
    let shown = PlistValue.array((questions.arrayValue ?? []).map { question in
      guard case .dictionary(var dict) = question else { return question }
      dict["icon"] = .string("sun")
      return .dictionary(dict)
    })
    try AtomicFile.write(try FileBytes.contents(of: ScreenBenchmark.packageData + "/guess-zh/pictures/sun.png"), to: "\(present)/sun.png")
    let writers: [(String, (PlistValue) -> [UInt8])] = [("xml", { XMLPlistWriter.write($0) }), ("binary", { BinaryPlistWriter.write($0) })]
    for (form, write) in writers {
      for (label, pack, value) in [("pictures missing", missing, questions), ("pictures present", present, shown)] {
        let path = "\(pack)/q\(size).\(form).plist"
        try AtomicFile.write(write(value), to: path)
        // Fifteen lints (some 1.5 s) for five parses (8 s or more): a slow spell of the machine,
        // a second or so, covered five lints and moved their median by a third.
        let (lint, printed) = try ProcessTiming.median(["lint", path], runs: 15)
        let (foundation, _) = try ProcessTiming.median(["--foundation-parse", path], runs: 5, program: CommandLine.arguments[0])
        let megabytes = Double((try? FileBytes.contents(of: path))?.count ?? 0) / 1_048_576
        report.add(["\(size / 1000)k \(form), \(label)", Measure.format(megabytes), Measure.format(lint * 1000),
                    Measure.format(foundation * 1000), Measure.format(foundation / lint), String(printed)])
      }
    }
    report.print()
  }

  /// The baseline's child: one Foundation parse of the file, and exit.
  static func foundationParse(_ path: String) throws {
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    let value = try PropertyListSerialization.propertyList(from: data, format: nil)
    guard (value as? [Any])?.isEmpty == false else { exit(1) }
  }
}
