/// A value that writes itself as one line of output (without its line feed): what
/// `LineStream` writes many of, each from where it lies.
public protocol LineWritable {
  /// Appends the line to `line`.
  func writeLine(into line: inout LineWriter)
}
