import PlistKit

/// One fruit of a basket pack: `fruit` names it, `sweetness` says how sweet (0 to 10).
public struct Fruit: PlistModel, Equatable, Sendable {
  public let name: String
  public let sweetness: Int

  public init(from plist: PlistObject) throws(ModelError) {
    name = try plist.required("fruit")
    sweetness = try plist.optional("sweetness", default: 5)
    // A rule in init(from:): a fruit with no name cannot be shown, so the pack cannot be played.
    guard !name.isEmpty else { throw ModelError(.invalid("must not be empty"), at: PlistPath([.key("fruit")])) }
  }
}

/// What a basket's save holds: the fruit eaten, by their place in the pack.
struct FruitProgress: PlistModel {
  let eaten: [Int]

  init(from plist: PlistObject) throws(ModelError) {
    eaten = try plist.required("eaten")
  }
}
