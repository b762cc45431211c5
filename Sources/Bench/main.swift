import Foundation

// A failure (a file that cannot be written, an arcade that cannot be started) is said in a
// line and an exit code, not a crash's backtrace.
do {
  try runBench(Array(CommandLine.arguments.dropFirst()))
} catch {
  FileHandle.standardError.write(Data("arcade-bench: \(error)\n".utf8))
  exit(1)
}
