import PlistKit
import TerminalKit

/// The keys a mode's data elements have, by which a bare plist's mode is told: the classic
/// `questions.plist` has `answer` and `options`, the classic `app.plist` has `icon` and `name`.
public struct DataShape: Equatable, Sendable {
  /// Keys that mark the mode's data; an element needs one at least to be the mode's.
  public var required: [String]
  /// Keys the mode reads too.
  public var optional: [String]
  /// Keys that say an element is some other mode's (`answer` is never an app's).
  public var excluded: [String]

  public init(required: [String], optional: [String] = [], excluded: [String] = []) {
    self.required = required
    self.optional = optional
    self.excluded = excluded
  }

  /// How well `element` matches: 0 when it has an excluded key or none of the required ones;
  /// else 100 a required key, 10 an optional one, less 1 each key the mode does not know.
  /// The best-scoring mode takes a bare plist; equal best scores are a tie, and an error.
  public func score(_ element: PlistDictionary) -> Int {
    let keys = Set(element.keys)
    guard excluded.allSatisfy({ !keys.contains($0) }) else { return 0 }
    let requiredFound = required.filter(keys.contains).count
    guard requiredFound > 0 else { return 0 }
    let optionalFound = optional.filter(keys.contains).count
    let unknown = keys.count - requiredFound - optionalFound
    return max(1, requiredFound * 100 + optionalFound * 10 - unknown)
  }
}
