#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import PlistKit
import TerminalKit

let arcade = Arcade(
  console: .standard,
  environment: ProcessInfo.processInfo.environment,
  executablePath: CommandLine.arguments.first ?? "arcade",
  currentDirectory: FileManager.default.currentDirectoryPath)
exit(arcade.run(Array(CommandLine.arguments.dropFirst())).rawValue)
