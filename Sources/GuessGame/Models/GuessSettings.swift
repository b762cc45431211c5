import GameCore
import PlistKit
import TerminalKit

/// The score rules a pack's manifest may change, under `settings` in `pack.plist`.
public struct GuessSettings: PlistModel, Equatable, Sendable {
  public var startScore = 10_000
  public var hintCost = 1_000
  public var removeCost = 1_000
  public var reward = 100
  /// Seconds between a right answer and the next question.
  public var nextDelay = 0.5
  public var columns = 7

  /// The highest score a game may reach or a save may hold; settings are bounded so that no
  /// sum of them can overflow on the way.
  public static let largestScore = 1_000_000_000_000_000
  static let largestSetting = 1_000_000_000

  public init() {}

  public init(from plist: PlistObject) throws(ModelError) {
    startScore = try plist.optional("startScore", default: startScore)
    hintCost = try plist.optional("hintCost", default: hintCost)
    removeCost = try plist.optional("removeCost", default: removeCost)
    reward = try plist.optional("reward", default: reward)
    nextDelay = try plist.optional("nextDelay", default: nextDelay)
    columns = try plist.optional("columns", default: columns)
    for (key, value) in [("startScore", startScore), ("hintCost", hintCost), ("removeCost", removeCost), ("reward", reward)] where !(0...Self.largestSetting).contains(value) {
      throw ModelError(.invalid("must be from 0 to \(Self.largestSetting), found \(value)"), at: PlistPath([.key(key)]))
    }
    guard (1...20).contains(columns) else {
      throw ModelError(.invalid("must be from 1 to 20, found \(columns)"), at: PlistPath([.key("columns")]))
    }
    guard nextDelay >= 0, nextDelay <= 10 else {
      throw ModelError(.invalid("must be from 0 to 10 seconds, found \(nextDelay)"), at: PlistPath([.key("nextDelay")]))
    }
  }
}
