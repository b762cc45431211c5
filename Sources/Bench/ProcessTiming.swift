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

  /// Median seconds over `runs`, stdin empty; also how many bytes the last run printed.
  /// `program` runs instead of `arcade` when given (the bench itself, as a baseline's child).
  static func median(_ arguments: [String], environment: [String: String] = [:], runs: Int = 15,
                     program: String? = nil) throws -> (Double, Int) {
    let output = NSTemporaryDirectory() + "arcade-bench-out-\(getpid())"
    defer { unlink(output) }
    let merged = ProcessInfo.processInfo.environment.merging(environment) { $1 }.map { "\($0)=\($1)" }
    let executable = program.map { $0.hasPrefix("/") ? $0 : FileManager.default.currentDirectoryPath + "/" + $0 } ?? arcadePath
    let time = Measure.median(runs: runs) { spawnAndWait([executable] + arguments, environment: merged, output: output) }
    let size = (try? FileManager.default.attributesOfItem(atPath: output)[.size] as? Int) ?? 0
    return (time, size)
  }

  private static func spawnAndWait(_ argv: [String], environment: [String], output: String) {
    var actions: posix_spawn_file_actions_t = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let cArgs = argv.map { strdup($0) } + [nil]
    let cEnv = environment.map { strdup($0) } + [nil]
    defer { (cArgs + cEnv).forEach { free($0) } }
    var pid: pid_t = 0
    guard posix_spawn(&pid, argv[0], &actions, nil, cArgs, cEnv) == 0 else { return }
    var status: Int32 = 0
    waitpid(pid, &status, 0)
  }
}
