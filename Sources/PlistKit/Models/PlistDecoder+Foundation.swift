#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `PlistDecoder` in place of `PropertyListDecoder`: the same calls on `Data`, and the same
/// errors, `DecodingError` with Foundation's cases and the value's `codingPath`, whose
/// `debugDescription` is PlistKit's message with the line.
///
/// ```swift
/// let decoder = PlistDecoder()          // was: PropertyListDecoder()
/// let settings = try decoder.decode(Settings.self, from: data)
/// ```
extension PlistDecoder {
  /// A value of `type` from a plist's bytes in any form, as `PropertyListDecoder` decodes it.
  public func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
    var format = PropertyListDecoder.PropertyListFormat.xml
    return try decode(type, from: data, format: &format)
  }

  /// A value of `type` from a plist's bytes, and the form they were in (`format`): XML,
  /// binary or OpenStep; JSON, which `PropertyListSerialization` has no name for, is said to be
  /// XML.
  public func decode<T: Decodable>(_ type: T.Type, from data: Data,
                                   format: inout PropertyListDecoder.PropertyListFormat) throws -> T {
    let document = PlistDocument(name: "data", data: data)
    switch document.format {
    case .binary?: format = .binary
    case .openStep?: format = .openStep
    case .xml?, .json?, nil: format = .xml
    }
    do throws(LoadError) {
      return try decode(type, from: document)
    } catch {
      throw DecodingError(error)
    }
  }
}

extension DecodingError {
  /// A PlistKit error as Foundation's decoders say it: a syntax error is corrupt data at the
  /// root; a missing key is `keyNotFound` at the dictionary; a value of the wrong type is
  /// `typeMismatch` at the value; a value that breaks a rule is `dataCorrupted` at it.
  init(_ error: LoadError) {
    switch error {
    case .syntax(let syntax):
      self = .dataCorrupted(Context(codingPath: [], debugDescription: "The given data was not a valid property list. \(syntax)",
                                    underlyingError: syntax))
    case .model(let model):
      let codingPath = model.path.components.map(PathKey.init)
      switch model.problem {
      case .missingKey(let key, _):
        self = .keyNotFound(PathKey(.key(key)), Context(codingPath: codingPath, debugDescription: model.description))
      case .mismatch:
        self = .typeMismatch(Any.self, Context(codingPath: codingPath, debugDescription: model.description))
      case .invalid:
        self = .dataCorrupted(Context(codingPath: codingPath, debugDescription: model.description))
      }
    case .file, .pack:
      self = .dataCorrupted(Context(codingPath: [], debugDescription: error.description, underlyingError: error))
    }
  }
}
