/// The home page's banners turning on their own, every `interval` seconds, wrapping at both
/// ends; held while the player is on them. The wait starts at the first tick of the clock
/// (a clock that starts anywhere: the program learns the time only from its first frame).
struct Carousel: Equatable, Sendable {
  private(set) var index = 0
  let count: Int
  /// When the banner now shown came up; nil until the clock first ticks.
  private(set) var turnedAt: Double?
  var held = false
  static let interval = 3.0

  init(count: Int, at now: Double? = nil) {
    self.count = count
    turnedAt = now
  }

  /// When the next turn is due; nil with fewer than two banners or while held.
  var deadline: Double? {
    guard count > 1, !held else { return nil }
    return (turnedAt ?? 0) + Self.interval
  }

  mutating func advance(to now: Double) {
    guard count > 1 else { return }
    guard let turnedAt, !held else {
      // Held (or not yet started), the wait for the next turn starts again from now.
      self.turnedAt = now
      return
    }
    // One turn at most, however late the tick: a long pause does not spin through the banners.
    if now >= turnedAt + Self.interval {
      index = (index + 1) % count
      self.turnedAt = now
    }
  }

  /// A turn by hand (a key, a click): it also starts the wait for the next one afresh.
  mutating func turn(by step: Int, at now: Double) {
    guard count > 0 else { return }
    index = ((index + step) % count + count) % count
    turnedAt = now
  }
}
