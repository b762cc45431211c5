/// A plist value that does not fit the model built from it.
public struct ModelError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What went wrong, without where.
  public enum Problem: Equatable, Sendable {
    /// A value of the wrong type, or one the documented conversions cannot turn into the type.
    case mismatch(expected: String, found: String)
    /// A required key is absent; `suggestion` is a present key that looks like a typo of it.
    case missingKey(String, suggestion: String?)
    /// A value of the right type that breaks a rule ("must not be empty").
    case invalid(String)
  }

  /// Where the value is, from the root of the file.
  public var path: PlistPath
  /// What went wrong.
  public var problem: Problem
  /// The file the value came from, once known.
  public var file: String?
  /// The line of the value, once located.
  public var line: Int?

  /// An error about the value at `path`.
  public init(_ problem: Problem, at path: PlistPath = .root, file: String? = nil, line: Int? = nil) {
    self.problem = problem
    self.path = path
    self.file = file
    self.line = line
  }

  /// What is wrong, without the file and line.
  public var reason: String {
    switch problem {
    case let .mismatch(expected, found):
      return "expected \(expected), found \(found)"
    case let .missingKey(key, suggestion?):
      return "missing the required key \"\(key)\" (found \"\(suggestion)\": did you mean \"\(key)\"?)"
    case let .missingKey(key, nil):
      return "missing the required key \"\(key)\""
    case let .invalid(text):
      return text
    }
  }

  /// `questions.plist:57: [3].options[5]: expected a string, found an integer (7)`.
  public var description: String {
    var prefix = ""
    if let file { prefix = line.map { "\(file):\($0): " } ?? "\(file): " }
    return prefix + "\(path): " + reason
  }

  /// The same error one level further from the root: errors are thrown with the path from the
  /// failing value and gain a component at each level on the way out, so a successful decode
  /// never builds a path.
  public func inside(_ component: PlistPathComponent) -> ModelError {
    var copy = self
    copy.path.components.insert(component, at: 0)
    return copy
  }
}

extension PlistValue {
  /// "a string ("abc")", "an integer (7)": the value's type with a short excerpt, for messages.
  public var foundDescription: String {
    switch self {
    case .string(let s):
      let excerpt = s.count > 24 ? String(s.prefix(24)) + "…" : s
      return "a string (\"\(excerpt)\")"
    case .integer(let i): return "an integer (\(i))"
    case .unsignedInteger(let u): return "an integer (\(u))"
    case .real(let r): return "a real (\(PlistScalars.realText(r)))"
    case .bool(let b): return "a boolean (\(b))"
    case .array(let a): return "an array of \(a.count)"
    case .dictionary(let d): return "a dictionary of \(d.count) keys"
    default: return kindDescription
    }
  }
}
