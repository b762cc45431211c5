#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import AppGrid
import Foundation
import GameCore
import Modes
import GuessGame
import PlistKit
import ShopCatalog
import TerminalKit

/// When the input now being tried started, for the watchdog (0 between inputs).
nonisolated(unsafe) private var inputStartedAt: Double = 0
nonisolated(unsafe) private var inputNumber = 0

private func monotonicNow() -> Double {
  var spec = timespec()
  clock_gettime(CLOCK_MONOTONIC, &spec)
  return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
}

/// Runs the inputs one after another; returns the exit status (0: every input ended well).
struct FuzzRunner {
  let options: FuzzOptions
  let corpus: [(form: String, bytes: [UInt8])]
  let workspace = NSTemporaryDirectory() + "arcade-fuzz-\(getpid())"
  let modes = allModes
  var outcomes: [String: Int] = [:]
  var problems: [String] = []

  init(options: FuzzOptions, corpus: [(form: String, bytes: [UInt8])]) {
    self.options = options
    self.corpus = corpus
  }

  mutating func run() -> Int32 {
    LintAndPlay.prepare(workspace)
    defer { try? FileManager.default.removeItem(atPath: workspace) }
    startWatchdog()
    var rng = SplitMix64(seed: options.seed)
    let started = monotonicNow()
    for number in 0..<options.count {
      let (form, original) = corpus[Int.random(in: 0..<corpus.count, using: &rng)]
      let splice = corpus[Int.random(in: 0..<corpus.count, using: &rng)].bytes
      let input = Mutator.mutate(original, splice: splice, using: &rng)
      // Kept on disk first: if this input crashes the process, it is what to replay.
      _ = FileManager.default.createFile(atPath: "fuzz-input.bin", contents: Data(input))
      inputNumber = number
      inputStartedAt = monotonicNow()
      check(input, form: form, number: number)
      inputStartedAt = 0
    }
    try? FileManager.default.removeItem(atPath: "fuzz-input.bin")
    var usage = rusage()
    #if canImport(Glibc)
    getrusage(RUSAGE_SELF.rawValue, &usage)
    #else
    getrusage(RUSAGE_SELF, &usage)
    #endif
    let peak = Int(usage.ru_maxrss) / 1024
    let seconds = monotonicNow() - started
    let summary = outcomes.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
    print("arcade-fuzz: \(options.count) inputs in \(String(format: "%.1f", seconds)) s, peak memory \(peak) MB; \(summary)")
    if peak > 1_024 { problems.append("peak memory \(peak) MB is over 1024 MB") }
    for problem in problems.prefix(20) { print("arcade-fuzz: FAIL \(problem)") }
    return problems.isEmpty ? 0 : 1
  }

  private mutating func note(_ outcome: String) { outcomes[outcome, default: 0] += 1 }

  private mutating func fail(_ number: Int, _ what: String) {
    problems.append("input \(number) (seed \(options.seed)): \(what)")
  }

  /// The reader, the writers and a round trip, the models, lint, and a few moves of a game.
  private mutating func check(_ input: [UInt8], form: String, number: Int) {
    let document = PlistDocument(name: "fuzz.\(form)", bytes: input)
    do throws(LoadError) {
      let value = try document.value()
      note("read")
      let binary = BinaryPlistWriter.write(value)
      if (try? PlistReader.read(binary))?.withUIDsAsDictionaries != value.withUIDsAsDictionaries {
        fail(number, "the binary round trip changed the value")
      }
      if let xml = try? XMLPlistWriter.checkedWrite(value), (try? PlistReader.read(xml)) == nil {
        fail(number, "the XML written cannot be read back")
      }
      _ = try? JSONPlistWriter.write(value)
    } catch {
      guard error.description.hasPrefix("fuzz.\(form)") else { return fail(number, "an error without its file: \(error)") }
      note("refused")
    }
    _ = try? document.decodeArray(of: Question.self)
    _ = try? document.decodeArray(of: App.self)
    if let value = try? document.value() {
      _ = try? GuessProgress(plist: value)
      _ = try? PackManifest(plist: value)
    }
    lintAndPlay(input)
  }

  private mutating func lintAndPlay(_ input: [UInt8]) {
    for outcome in LintAndPlay.run(input, in: workspace, modes: modes) { note(outcome) }
  }

  /// A thread that ends the run when one input takes longer than the timeout: a hang.
  private func startWatchdog() {
    let timeout = options.timeout
    let seed = options.seed
    let thread = Thread {
      while true {
        sleep(1)
        let started = inputStartedAt
        if started > 0, monotonicNow() - started > timeout {
          print("arcade-fuzz: FAIL input \(inputNumber) (seed \(seed)) took more than \(Int(timeout)) s: kept in fuzz-input.bin")
          exit(3)
        }
      }
    }
    thread.start()
  }
}
