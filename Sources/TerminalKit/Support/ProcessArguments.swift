#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The process's arguments as the system gave them, byte for byte: `CommandLine.arguments`
/// repairs bytes that are not UTF-8, and a path that is not UTF-8 must still name its file.
public enum ProcessArguments {
  /// Each argument's bytes, the program's own name first.
  public static var bytes: [[UInt8]] {
    (0..<Int(CommandLine.argc)).map { i in
      guard let argument = CommandLine.unsafeArgv[i] else { return [] }
      return UnsafeBufferPointer(start: argument, count: strlen(argument)).map { UInt8(bitPattern: $0) }
    }
  }
}
