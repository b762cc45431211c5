import Foundation
import TerminalKit

// A failure (a file that cannot be written, an arcade that cannot be started) is said in a
// line and an exit code, not a crash's backtrace; cleaned, as it may quote a path from argv.
do {
  try runBench(Array(CommandLine.arguments.dropFirst()))
} catch {
  FileHandle.standardError.write(Data("arcade-bench: \(TextCleaner.clean("\(error)"))\n".utf8))
  exit(1)
}
