import Testing

/// A test argument shown in the test run's output by a short label rather than its whole
/// value (a plist of a thousand bytes, two hundred keys), so that a passing run stays readable.
public struct Labeled<Value: Sendable>: Sendable, CustomTestStringConvertible {
  public let label: String
  public let value: Value

  public init(_ label: String, _ value: Value) {
    self.label = label
    self.value = value
  }

  public var testDescription: String { label }
}
