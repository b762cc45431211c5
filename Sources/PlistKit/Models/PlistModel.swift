/// A model built from a plist dictionary: the one pattern every model of the project follows.
///
/// ```swift
/// struct App: PlistModel {
///   let name: String
///   let icon: String
///   init(from plist: PlistObject) throws(ModelError) {
///     name = try plist.required("name")
///     icon = try plist.required("icon")
///   }
/// }
/// ```
/// A model is also `PlistConvertible`, so models nest (`let author: Person`) and come in arrays
/// (`let apps: [App]`) with no more code.
public protocol PlistModel: PlistConvertible {
  /// Reads the model's keys from `plist`.
  init(from plist: PlistObject) throws(ModelError)
}

// MARK: - Default implementations

extension PlistModel {
  /// How an error names what was expected.
  public static var expectedDescription: String { "a dictionary" }

  /// The model read from the dictionary at `node`.
  @inlinable
  public static func convert(_ node: PlistNode, context: ModelContext) throws(ModelError) -> Self {
    guard node.kind == .dictionary else { throw mismatch(node) }
    let object = PlistObject(node: node, context: context)
    let model = try Self(from: object)
    if context.collectsWarnings {
      // Every entry read (the bits say so) leaves no key to name: most objects of a file.
      if object.mayHaveUnreadKeys {
        for key in object.unreadKeys {
          context.warn("unknown key \"\(key)\" is ignored", at: .key(key))
        }
      }
    } else if context.detectsWarnings, object.mayHaveUnreadKeys {
      context.sawWarning = true
    }
    return model
  }

  /// Builds a model from a plist dictionary value (the root of a file, say).
  public init(plist value: PlistValue, context: ModelContext = ModelContext()) throws(ModelError) {
    self = try Self.convert(value, context: context)
  }
}
