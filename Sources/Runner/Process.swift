#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import GameCore
import PlistKit
import TerminalKit

/// The `arcade` process: its arguments, environment and folder read, the command run, and the
/// exit status returned. The program itself (`Main/main.swift`) only calls this: it is a target
/// of its own so that a release build can carry the Swift libraries in itself without the
/// tests, which link this module, doing so too.
public enum ArcadeProcess {
  /// Runs `arcade` with the process's arguments; `builtInPacks` are the packs the program carries.
  public static func run(builtInPacks: BuiltInPacks.Carried? = nil) -> Int32 {
    // Arguments are taken byte for byte: a path that is not UTF-8 still names its file (PathText).
    let arguments = ProcessArguments.bytes.map(PathText.string)
    var arcade = Arcade(
      console: .standard,
      environment: ProcessInfo.processInfo.environment,
      executablePath: arguments.first ?? "arcade",
      currentDirectory: FileManager.default.currentDirectoryPath)
    arcade.endsWithProcess = true
    arcade.carriedPacks = builtInPacks
    return arcade.run(Array(arguments.dropFirst())).rawValue
  }
}
