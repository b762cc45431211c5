import Foundation
import PlistKit
import TerminalKit

/// Timing helpers: medians over repeated runs, so one slow run (a page-fault storm, the other
/// core busy) does not decide a figure.
enum Measure {
  /// The time `body` takes to produce its result; the result is freed after the clock stops,
  /// so a decode is timed to its models, not to their release (the same for every side).
  static func seconds<T>(_ body: () throws -> T) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    let result = try body()
    let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    withExtendedLifetime(result) {}
    return elapsed
  }

  static func median<T>(runs: Int, _ body: () throws -> T) rethrows -> Double {
    var times: [Double] = []
    for _ in 0..<max(1, runs) { times.append(try seconds(body)) }
    times.sort()
    return times[times.count / 2]
  }

  /// The process's peak resident memory so far, in megabytes. On Linux this is VmHWM, which
  /// starts afresh at exec (`ru_maxrss` would carry the parent's peak over into a child).
  static func peakMemoryMB() -> Double {
    #if os(Linux)
    if let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
       let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
       let kilobytes = Double(line.split(separator: " ").dropFirst().first ?? "") {
      return kilobytes / 1024
    }
    return 0
    #else
    var usage = rusage()
    getrusage(RUSAGE_SELF, &usage)
    return Double(usage.ru_maxrss) / 1024 / 1024
    #endif
  }

  static func format(_ value: Double, _ digits: Int = 1) -> String {
    String(format: "%.\(digits)f", value)
  }
}

/// Prints aligned rows.
struct Report {
  var rows: [[String]] = []

  mutating func add(_ row: [String]) { rows.append(row) }

  func print() {
    let widths = (0..<(rows.map(\.count).max() ?? 0)).map { i in rows.map { i < $0.count ? $0[i].count : 0 }.max() ?? 0 }
    for row in rows {
      Swift.print(row.enumerated().map { i, cell in
        i == 0 ? cell.padding(toLength: widths[i], withPad: " ", startingAt: 0)
          : String(repeating: " ", count: widths[i] - cell.count) + cell
      }.joined(separator: "  "))
    }
  }
}
