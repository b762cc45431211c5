/// Why a pack or plist file could not be used. Each case prints as one line a person can act on.
public enum LoadError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The file could not be read at all.
  case file(String, reason: String)
  /// The bytes are not a readable plist.
  case syntax(PlistError)
  /// The plist does not fit the model.
  case model(ModelError)
  /// The pack as a whole is wrong (its manifest, its mode, its folder).
  case pack(String, reason: String)

  /// The message a person reads: file, line and what went wrong.
  public var description: String {
    switch self {
    case let .file(name, reason): return "\(name): \(reason)"
    case let .syntax(error): return error.description
    case let .model(error): return error.description
    case let .pack(name, reason): return "\(name): \(reason)"
    }
  }

  /// The file the error is about.
  public var file: String? {
    switch self {
    case let .file(name, _), let .pack(name, _): return name
    case let .syntax(error): return error.file
    case let .model(error): return error.file
    }
  }
}
