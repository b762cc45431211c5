import GameCore

/// A picture checker that finds nothing wrong and records what it is asked to check ahead.
public final class RecordingPictureChecker: PictureChecker, @unchecked Sendable {
  /// Each `prepare` call's paths, in order.
  public private(set) var prepared: [[String]] = []

  public init() {}

  public func problem(at path: String) -> String? { nil }
  public func prepare(_ paths: [String]) { prepared.append(paths) }
}
