import Foundation
import PlistKit
import TerminalKit

/// Runs the `arcade` binary beside this one and times it from spawn to exit, with
/// `posix_spawn` (Foundation's `Process` adds some 50 ms of its own on Linux).
enum ProcessTiming {
  static var arcadePath: String {
    let me = URL(fileURLWithPath: CommandLine.arguments[0].hasPrefix("/") ? CommandLine.arguments[0]
      : FileManager.default.currentDirectoryPath + "/" + CommandLine.arguments[0])
    return me.deletingLastPathComponent().appendingPathComponent("arcade").path
  }

  /// Median seconds over `runs`, stdin empty; also how many bytes the last run printed. The
  /// output goes through a pipe that this process drains, as `arcade lint PACK | less` reads
  /// it: writing 14 MB into a file five times measured the disk's write-back as much as us.
  /// `program` runs instead of `arcade` when given (the bench itself, as a baseline's child).
  static func median(_ arguments: [String], environment: [String: String] = [:], runs: Int = 15,
                     program: String? = nil) throws -> (Double, Int) {
    let merged = ProcessInfo.processInfo.environment.merging(environment) { $1 }.map { "\($0)=\($1)" }
    let executable = executable(program)
    var size = 0
    let time = try Measure.median(runs: runs) { size = try spawnAndWait([executable] + arguments, environment: merged).bytes }
    return (time, size)
  }

  /// The program to run: `program` (relative to the current folder unless absolute), else
  /// the `arcade` beside this bench.
  private static func executable(_ program: String?) -> String {
    program.map { $0.hasPrefix("/") ? $0 : FileManager.default.currentDirectoryPath + "/" + $0 } ?? arcadePath
  }

  /// A command to time: `arcade` (or `program`) with its arguments and standard input.
  struct Command {
    var arguments: [String]
    var input = "/dev/null"
    var program: String?
  }

  /// The medians of two commands run in turn, `runs` times each (a, b, a, b, …), and how many
  /// bytes the last run of `a` printed: a ratio of the two is then taken over the same
  /// seconds, so that the machine slowing down or speeding up in between moves both (run as
  /// five of one, then five of the other, a ratio of one command to the other swung with it).
  static func medians(_ a: Command, _ b: Command, runs: Int) throws -> (a: Double, b: Double, printedByA: Int) {
    let environment = ProcessInfo.processInfo.environment.map { "\($0)=\($1)" }
    var timesA: [Double] = [], timesB: [Double] = []
    var printed = 0
    for _ in 0..<max(1, runs) {
      timesA.append(try Measure.seconds { printed = try spawnAndWait([executable(a.program)] + a.arguments, environment: environment, input: a.input).bytes })
      timesB.append(try Measure.seconds { _ = try spawnAndWait([executable(b.program)] + b.arguments, environment: environment, input: b.input) })
    }
    return (timesA.sorted()[timesA.count / 2], timesB.sorted()[timesB.count / 2], printed)
  }

  /// Median seconds over `runs` of `arcade` with standard input read from `input`, and its
  /// peak resident memory in MB.
  static func medianWithMemory(_ arguments: [String], input: String, runs: Int) throws -> (seconds: Double, peakMB: Double) {
    let environment = ProcessInfo.processInfo.environment.map { "\($0)=\($1)" }
    let time = try Measure.median(runs: runs) { _ = try spawnAndWait([arcadePath] + arguments, environment: environment, input: input) }
    // Linux keeps a process's largest resident size across exec, and a child spawned from this
    // process starts at this one's size: a small helper (this program, just started) spawns it.
    let output = try PlistBenchmark.childOutput(["--peak", input] + arguments)
    return (time, Double(output.trimmingCharacters(in: .whitespacesAndNewlines)) ?? .nan)
  }

  /// In the helper: runs `arcade` once and prints its peak resident memory in MB.
  static func printPeak(input: String, arguments: [String]) throws {
    let environment = ProcessInfo.processInfo.environment.map { "\($0)=\($1)" }
    print(try spawnAndWait([arcadePath] + arguments, environment: environment, input: input).peakMB)
  }

  /// A program that could not be started: timing it would time nothing.
  struct SpawnFailure: Error, CustomStringConvertible {
    let program: String
    let reason: String
    var description: String { "cannot run \(program): \(reason) (arcade-bench runs the arcade built beside it: swift build -c release)" }
  }

  /// Runs the program to its exit, reading all it prints; the bytes read.
  private static func spawnAndWait(_ argv: [String], environment: [String],
                                   input: String = "/dev/null") throws -> (bytes: Int, peakMB: Double) {
    var pipe: [Int32] = [0, 0]
    guard Glibc.pipe(&pipe) == 0 else { throw SpawnFailure(program: argv[0], reason: String(cString: strerror(errno))) }
    var actions: posix_spawn_file_actions_t = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, input, O_RDONLY, 0)
    posix_spawn_file_actions_adddup2(&actions, pipe[1], 1)
    posix_spawn_file_actions_addclose(&actions, pipe[0])
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let cArgs = argv.map { strdup($0) } + [nil]
    let cEnv = environment.map { strdup($0) } + [nil]
    defer { (cArgs + cEnv).forEach { free($0) } }
    var pid: pid_t = 0
    let failure = posix_spawn(&pid, argv[0], &actions, nil, cArgs, cEnv)
    let spawned = failure == 0
    close(pipe[1])
    var total = 0
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while spawned {
      let got = read(pipe[0], &buffer, buffer.count)
      if got < 0, errno == EINTR { continue }
      guard got > 0 else { break }
      total += got
    }
    close(pipe[0])
    guard spawned else { throw SpawnFailure(program: argv[0], reason: String(cString: strerror(failure))) }
    var status: Int32 = 0
    var usage = rusage()
    wait4(pid, &status, 0, &usage)
    return (total, Double(usage.ru_maxrss) / 1024)
  }
}
