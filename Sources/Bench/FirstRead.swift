import Foundation
import PlistKit

/// One read of a file whole into values in a process that has read nothing before, as a
/// user's command reads it, with what the kernel did for it: on these machines a page touched
/// for the first time costs 1.5–1.9 µs, and fresh memory is the part of a large read that
/// moves most from run to run.
struct FirstRead {
  var seconds: Double
  /// Minor page faults: pages the read touched for the first time.
  var faults: Int
  var userSeconds: Double
  var systemSeconds: Double

  /// The share of the read's CPU time spent in the kernel.
  var kernelShare: Double { systemSeconds / max(1e-9, userSeconds + systemSeconds) }

  /// In a child (`--first-value PATH`): the read, printed as `seconds faults user system`.
  static func measure(path: String) throws -> FirstRead {
    let before = Usage.now()
    let start = DispatchTime.now().uptimeNanoseconds
    let value = try PlistDocument(contentsOf: path).value()
    let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    let after = Usage.now()
    // Freed after the figures are taken, as `Measure.seconds` frees its result.
    withExtendedLifetime(value) {}
    return FirstRead(seconds: elapsed, faults: after.faults - before.faults,
                     userSeconds: after.user - before.user, systemSeconds: after.system - before.system)
  }

  var line: String { "\(seconds) \(faults) \(userSeconds) \(systemSeconds)" }

  /// `runs` reads of `path`, each in a fresh process: the one of median time.
  static func median(path: String, runs: Int) throws -> FirstRead {
    var reads: [FirstRead] = []
    for _ in 0..<runs {
      let output = try PlistBenchmark.childOutput(["--first-value", path])
      guard let read = FirstRead(line: output) else {
        throw CocoaError(.fileReadCorruptFile, userInfo: [NSLocalizedDescriptionKey: "a first-read child printed '\(output)'"])
      }
      reads.append(read)
    }
    return reads.sorted { $0.seconds < $1.seconds }[reads.count / 2]
  }
}

extension FirstRead {
  /// Parses what a child printed (`line`); in an extension, so the memberwise initializer stays.
  init?(line: String) {
    let fields = line.split(whereSeparator: \.isWhitespace)
    guard fields.count == 4, let seconds = Double(fields[0]), let faults = Int(fields[1]),
          let user = Double(fields[2]), let system = Double(fields[3]) else { return nil }
    self.init(seconds: seconds, faults: faults, userSeconds: user, systemSeconds: system)
  }
}

/// The process's CPU times and page faults so far, every thread's.
private struct Usage {
  var user: Double
  var system: Double
  var faults: Int

  static func now() -> Usage {
    var usage = rusage()
    #if os(Linux)
    getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
    #else
    getrusage(RUSAGE_SELF, &usage)
    #endif
    func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
    return Usage(user: seconds(usage.ru_utime), system: seconds(usage.ru_stime), faults: Int(usage.ru_minflt))
  }
}
