#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import AppGrid
import Foundation
import GameCore
import GuessGame
import PlistKit
import TerminalKit

/// `arcade-fuzz target NAME [libFuzzer flags] [CORPUS...]`: one coverage-guided target (see
/// `FuzzTarget`, `TargetCommand` and docs/testing.md).
///
/// `arcade-fuzz [--seed N] [--count N] [--data DIR]`: damaged packs in every plist form through
/// what a user runs on them — lint's checks, convert's three writers, the models — asserting
/// that each ends with a value or a typed error: no trap, no hang, bounded memory. CI runs it on
/// every submission; the seed and count it prints replay a failure, and the input being tried
/// is kept in `fuzz-input.bin` so a crash leaves it behind.
struct FuzzOptions {
  var seed: UInt64 = 20_261_201
  var count = 12_000
  var data = "plist-data"
  /// An input taking longer than this is a hang.
  var timeout = 10.0

  init(_ arguments: [String]) {
    var i = 0
    while i < arguments.count {
      let value = i + 1 < arguments.count ? arguments[i + 1] : ""
      switch arguments[i] {
      case "--seed": seed = UInt64(value) ?? seed
      case "--count": count = Int(value) ?? count
      case "--data": data = value
      default: break
      }
      i += 2
    }
  }
}

#if !ARCADE_LIBFUZZER
/// `@main` rather than top-level code: a build with `--sanitize=fuzzer` compiles executables
/// as libraries, and a libFuzzer build (ARCADE_LIBFUZZER) leaves main to libFuzzer.
@main
enum FuzzMain {
  static func main() {
    if CommandLine.arguments.count > 1, CommandLine.arguments[1] == "target" {
      exit(TargetCommand.run(Array(CommandLine.arguments.dropFirst(2))))
    }
    let options = FuzzOptions(Array(CommandLine.arguments.dropFirst()))
    let corpus = Corpus.load(from: options.data)
    guard !corpus.isEmpty else {
      print("arcade-fuzz: no seed files in \(options.data)")
      exit(2)
    }
    print("arcade-fuzz: seed \(options.seed), \(options.count) inputs from \(corpus.count) seed files (replay: swift run arcade-fuzz --seed \(options.seed) --count \(options.count))")
    var runner = FuzzRunner(options: options, corpus: corpus)
    exit(runner.run())
  }
}
#endif
