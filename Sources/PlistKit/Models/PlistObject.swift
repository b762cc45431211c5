/// A plist dictionary as a model reads it: typed look-ups by key that explain every failure.
///
/// It remembers which keys were read, so that keys no model asked for can be reported by lint.
/// Like the node it reads, it is valid during the model's `init(from:)`: read what the model
/// needs there, and keep the values, not the object.
public final class PlistObject {
  /// The dictionary read.
  public let node: PlistNode
  /// Where warnings raised while reading go.
  public let context: ModelContext
  /// Which entries were read: a bit each (dictionaries of more than 64 keys share the last bit
  /// for the rest, so their extra keys are not reported as unread). Private, and changed only
  /// in this file outside any other access to it: the optimizer then proves that accesses
  /// never overlap and checks none at run time.
  private var read: UInt64 = 0

  /// Reads the dictionary at `node`.
  public init(node: PlistNode, context: ModelContext = ModelContext()) {
    self.node = node
    self.context = context
  }

  /// Reads a dictionary held in memory.
  public convenience init(_ dictionary: PlistDictionary, context: ModelContext = ModelContext()) {
    self.init(node: PlistNode(.dictionary(dictionary)), context: context)
  }

  /// The value for `key` converted to `T`; a missing key is an error.
  @inlinable
  public func required<T: PlistConvertible>(_ key: String, as type: T.Type = T.self) throws(ModelError) -> T {
    guard let value = try optional(key, as: type) else {
      throw ModelError(.missingKey(key, suggestion: Suggestion.closest(to: key, in: unreadKeys)))
    }
    return value
  }

  /// The value for `key` converted to `T`, or nil when the key is absent.
  @inlinable
  public func optional<T: PlistConvertible>(_ key: String, as type: T.Type = T.self) throws(ModelError) -> T? {
    guard let value = lookupToRead(key) else { return nil }
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

  /// Marks keys as known but not used, so lint does not report them (a data file from another
  /// app carries many keys a model has no use for): MJExtension's ignore list.
  public func ignore(_ keys: [String]) {
    for key in keys {
      if let (position, _) = lookup(key) { read |= 1 << UInt64(min(position, 63)) }
    }
  }

  /// Marks every key as known: for a record of another app's with dozens of fields a model
  /// has no use for (the 爱鲜蜂 app's orders carry 110), where naming them all helps no one.
  public func ignoreOthers() {
    read = .max
  }

  /// Whether the dictionary has `key` (reading nothing).
  public func contains(_ key: String) -> Bool {
    lookup(key) != nil
  }

  /// The value for `key`, its entry noted as read.
  @usableFromInline func lookupToRead(_ key: String) -> PlistNode? {
    guard let (position, value) = lookup(key) else { return nil }
    read |= 1 << UInt64(min(position, 63))
    return value
  }

  /// The value for `key` and its entry's position, as `PlistNode.lookup`: a dictionary on a
  /// tape is listed once for all its look-ups, in the context's `KeyTable`.
  @usableFromInline func lookup(_ key: String) -> (position: Int, value: PlistNode)? {
    context.lookup(key, in: node)
  }

  /// Whether some key may be unread: fewer entries read than the dictionary has (a key
  /// written twice, or one past the 64th, also says yes; `unreadKeys` then tells for sure).
  public var mayHaveUnreadKeys: Bool {
    let count = node.count
    return count > 63 || read.nonzeroBitCount < count
  }

  /// Keys present in the dictionary that the model never asked for, in file order (a key
  /// written twice counts as read when its last value was).
  public var unreadKeys: [String] {
    var read: Set<String> = []
    var unread: [String] = []
    node.forEachEntry { position, key, _ in
      if self.read & (1 << UInt64(min(position, 63))) != 0 { read.insert(key) } else { unread.append(key) }
    }
    var seen: Set<String> = []
    return unread.filter { !read.contains($0) && seen.insert($0).inserted }
  }
}
