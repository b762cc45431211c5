import PlistKit
import TerminalKit

/// A memo of one part's picture checks: it asks its checker only about files it has not
/// seen. Each part of a check keeps its own (see `GuessMode.check`), so it is a value.
public struct PictureMemo: Sendable {
  private let checker: any PictureChecker
  private var known: [String: String?] = [:]
  /// The path asked last and its answer: a pack showing one picture a hundred times asks in a
  /// row, and the same path string compares without being hashed.
  private var last: (path: String, problem: String?)?

  public init(_ checker: any PictureChecker) {
    self.checker = checker
  }

  public mutating func problem(at path: String) -> String? {
    if let last, last.path == path { return last.problem }
    let found = known[path] ?? checker.problem(at: path)
    known[path] = found
    last = (path, found)
    return found
  }
}

/// Tells whether a picture file can be shown; lint passes one in, listings do not.
public protocol PictureChecker: Sendable {
  /// Why the picture at `path` cannot be shown, or nil when it can.
  func problem(at path: String) -> String?

  /// Checks `paths` ahead, on every core, so that `problem(at:)` answers them from what it
  /// found: a small pack's rules run in one part, which would check its pictures one at a
  /// time. A checker that keeps nothing does nothing here.
  func prepare(_ paths: [String])
}

extension PictureChecker {
  public func prepare(_ paths: [String]) {}
}

extension PictureFinder {
  /// A lint diagnostic for the picture `name`, if it has a problem; a missing picture's
  /// message is kept as its parts (a pack may miss all of its 100,000).
  public func diagnose(_ name: String, checker: (any PictureChecker)?) -> (Diagnostic.Severity, DiagnosticText)? {
    diagnose(name) { checker?.problem(at: $0) }
  }

  /// `diagnose` through one part's memo.
  public func diagnose(_ name: String, memo: inout PictureMemo?) -> (Diagnostic.Severity, DiagnosticText)? {
    diagnose(name) { memo?.problem(at: $0) }
  }

  /// `problem` is asked only about a file found. Not optional, so not escaping: an optional
  /// closure was a context allocated and freed for each picture of a pack.
  private func diagnose(_ name: String, problem: (String) -> String?) -> (Diagnostic.Severity, DiagnosticText)? {
    switch locate(name) {
    case .found(let path):
      guard let problem = problem(path) else { return nil }
      return (.warning, .plain("picture \"\(name)\" cannot be shown: \(problem)"))
    case .missing: return (.warning, .pictureNotFound(name: name, places: places))
    case .refused(let reason): return (.error, .plain(reason))
    }
  }
}
