import PlistKit

/// One card of a deck: a question on the front, its answer on the back.
struct Card: PlistModel {
  let front: String
  let back: String
  let tags: [String]      // an array of strings, empty when absent
  let level: Int?         // an optional scalar: nil until the card is studied
  let hint: String        // a renamed key: the file calls it "tip"

  init(from plist: PlistObject) throws(ModelError) {
    front = try plist.required("front")
    back = try plist.required("back")
    tags = try plist.optional("tags", default: [])
    level = try plist.optional("level")
    hint = try plist.optional("tip", default: "")
    if let level, !(1...5).contains(level) {
      throw ModelError(.invalid("must be from 1 to 5, found \(level)"), at: PlistPath([.key("level")]))
    }
  }
}

/// A deck: its title and its cards, a nested array of models.
struct Deck: PlistModel {
  let title: String
  let cards: [Card]

  init(from plist: PlistObject) throws(ModelError) {
    title = try plist.required("title")
    cards = try plist.required("cards")
  }
}
