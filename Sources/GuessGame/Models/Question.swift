import GameCore
import PlistKit
import TerminalKit

/// One question of a guess pack, as the classic `questions.plist` writes it.
public struct Question: PlistModel, Equatable, Sendable {
  /// The word to guess; each grapheme cluster is one answer slot.
  public var answer: String
  /// The picture's name, looked up in the pack.
  public var icon: String
  /// The clue shown above the picture.
  public var title: String
  /// The characters offered, in the pack's order; repeats are allowed.
  public var options: [String]

  public init(answer: String, icon: String, title: String, options: [String]) {
    self.answer = answer
    self.icon = icon
    self.title = title
    self.options = options
  }

  public init(from plist: PlistObject) throws(ModelError) {
    answer = try plist.required("answer")
    icon = try plist.required("icon")
    title = try plist.optional("title", default: "")
    options = try plist.required("options")
  }
}
