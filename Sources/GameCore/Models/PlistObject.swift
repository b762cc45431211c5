/// A plist dictionary as a model reads it: typed look-ups by key that explain every failure.
///
/// It remembers which keys were read, so that keys no model asked for can be reported by lint.
public final class PlistObject {
  public let dictionary: PlistDictionary
  public let context: ModelContext
  /// Which entries were read: a bit each (dictionaries of more than 64 keys share the last bit
  /// for the rest, so their extra keys are not reported as unread).
  @usableFromInline var read: UInt64 = 0

  public init(_ dictionary: PlistDictionary, context: ModelContext = ModelContext()) {
    self.dictionary = dictionary
    self.context = context
  }

  /// The value for `key` converted to `T`; a missing key is an error.
  @inlinable
  public func required<T: PlistConvertible>(_ key: String, as type: T.Type = T.self) throws(ModelError) -> T {
    guard let value = try optional(key, as: type) else {
      let suggestion = Suggestion.closest(to: key, in: dictionary.keys.filter { dictionary[$0] != nil && !wasRead($0) })
      throw ModelError(.missingKey(key, suggestion: suggestion))
    }
    return value
  }

  /// The value for `key` converted to `T`, or nil when the key is absent.
  @inlinable
  public func optional<T: PlistConvertible>(_ key: String, as type: T.Type = T.self) throws(ModelError) -> T? {
    guard let position = dictionary.position(of: key) else { return nil }
    read |= 1 << UInt64(min(position, 63))
    let value = dictionary.entries[position].value
    do {
      return try context.descend(into: .key(key)) { () throws(ModelError) in try T.convert(value, context: context) }
    } catch {
      throw error.inside(.key(key))
    }
  }

  /// The value for `key` converted to `T`, or `fallback` when the key is absent.
  @inlinable
  public func optional<T: PlistConvertible>(_ key: String, default fallback: T) throws(ModelError) -> T {
    try optional(key, as: T.self) ?? fallback
  }

  /// Whether the dictionary has `key` (reading nothing).
  public func contains(_ key: String) -> Bool {
    dictionary.position(of: key) != nil
  }

  @usableFromInline func wasRead(_ key: String) -> Bool {
    dictionary.position(of: key).map { isRead($0) } ?? false
  }

  @usableFromInline func isRead(_ position: Int) -> Bool {
    read & (1 << UInt64(min(position, 63))) != 0
  }

  /// Keys present in the dictionary that the model never asked for, in file order.
  public var unreadKeys: [String] {
    dictionary.entries.indices.filter { !isRead($0) }.map { dictionary.entries[$0].key }
  }
}
