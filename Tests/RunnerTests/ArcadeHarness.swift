import Foundation
import GameCore
import TestSupport
@testable import Runner
import PlistKit
import TerminalKit

/// Runs `arcade` in-process with its output collected.
final class ArcadeHarness {
  var out: [String] = []
  var err: [String] = []
  let home = TemporaryFolder()
  var environment: [String: String]
  var currentDirectory: String

  init(builtIn: String? = nil) {
    environment = ["HOME": home.path, "ARCADE_DATA": builtIn ?? home.url("no-built-in")]
    currentDirectory = home.path
  }

  @discardableResult
  func run(_ arguments: String...) -> ExitCode {
    run(arguments)
  }

  func run(_ arguments: [String]) -> ExitCode {
    out = []
    err = []
    let arcade = Arcade(console: Console(out: { self.out.append($0) }, err: { self.err.append($0) }),
                        environment: environment, executablePath: "/nowhere/arcade", currentDirectory: currentDirectory)
    return arcade.run(arguments)
  }
}

extension ArcadeHarness {
  /// A lint report's lines without its last, the summary (`1 pack checked: …`).
  var report: [String] { out.last?.contains(" checked: ") == true ? Array(out.dropLast()) : out }
  /// A lint report's summary: its last line.
  var summary: String? { out.last }
}
