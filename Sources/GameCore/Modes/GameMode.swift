import PlistKit
import TerminalKit

/// A game mode: a plugin that the engine hosts. GameCore knows modes only through this protocol;
/// the `arcade` executable lists the modes it ships in one array.
public protocol GameMode: Sendable {
  /// The id used on the command line and in `pack.plist`'s `mode` key: `guess`, `grid`.
  var id: String { get }

  /// The name the launcher shows: `超级猜图 Guess the picture`.
  var title: String { get }

  /// One line on what the mode is, for `arcade modes`.
  var summary: String { get }

  /// File names of this mode's classic bare packs (`questions.plist`), tried in a folder
  /// that has no `pack.plist`.
  var classicFileNames: [String] { get }

  /// Files that together make a folder this mode's pack in another app's layout, the first of
  /// them its data (the 爱鲜蜂 app's `supermarket` and `首页焦点按钮`); default none.
  var layoutFiles: [String] { get }

  /// The keys of the mode's data elements, by which a bare plist's mode is told.
  var dataShape: DataShape { get }

  /// How well a bare plist's first root element matches the mode's data (0: not at all); the
  /// default scores it against `dataShape`. The best match wins; a tie is an error.
  func recognition(of firstElement: PlistDictionary) -> Int

  /// Reads the pack's data and checks it against the mode's rules: the work of `arcade lint`.
  /// A pack whose data cannot be read at all reports that as an error diagnostic. With a
  /// `pictures` checker, every picture found is also decoded.
  func check(_ pack: Pack, pictures: (any PictureChecker)?) -> PackCheck

  /// Opens a pack for playing: the program every front end drives.
  func makeProgram(for pack: Pack, context: PlayContext) throws(LoadError) -> any Program

  /// How many items the pack holds, found quickly (no rules checked), for listings.
  func itemCount(of pack: Pack) -> Int?

  /// How far a player has got in a pack, for the launcher (`7/24 solved`), from saved progress.
  func progressSummary(for pack: Pack, saves: SaveStore) -> String?
}

// MARK: - Default implementations

extension GameMode {
  public var classicFileNames: [String] { [] }
  public var layoutFiles: [String] { [] }
  public func recognition(of firstElement: PlistDictionary) -> Int { dataShape.score(firstElement) }
  /// The quick check (pictures looked up, not decoded), for listings.
  public func check(_ pack: Pack) -> PackCheck { check(pack, pictures: nil) }
  public func progressSummary(for pack: Pack, saves: SaveStore) -> String? { nil }
  public func itemCount(of pack: Pack) -> Int? { pack.rootElementCount() }
}

/// A picture checker for one thread that asks another only about files it has not seen.
public final class PictureMemo: PictureChecker, @unchecked Sendable {
  private let checker: any PictureChecker
  private var known: [String: String?] = [:]

  public init(_ checker: any PictureChecker) {
    self.checker = checker
  }

  public func problem(at path: String) -> String? {
    if let found = known[path] { return found }
    let found = checker.problem(at: path)
    known[path] = found
    return found
  }
}

/// Tells whether a picture file can be shown; lint passes one in, listings do not.
public protocol PictureChecker: Sendable {
  /// Why the picture at `path` cannot be shown, or nil when it can.
  func problem(at path: String) -> String?
}

extension PictureFinder {
  /// A lint diagnostic for the picture `name`, if it has a problem.
  public func diagnose(_ name: String, checker: (any PictureChecker)?) -> (Diagnostic.Severity, String)? {
    switch find(name) {
    case .found(let path):
      guard let problem = checker?.problem(at: path) else { return nil }
      return (.warning, "picture \"\(name)\" cannot be shown: \(problem)")
    case .missing(let reason): return (.warning, reason)
    case .refused(let reason): return (.error, reason)
    }
  }
}

/// What checking a pack found: how many items it holds and what is wrong with them.
public struct PackCheck: Sendable {
  public var itemCount: Int
  public var diagnostics: [Diagnostic]

  public init(itemCount: Int = 0, diagnostics: [Diagnostic] = []) {
    self.itemCount = itemCount
    self.diagnostics = diagnostics
  }

  public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}

/// One line of `arcade lint` output, in the form compilers use.
public struct Diagnostic: Equatable, Sendable, CustomStringConvertible {
  public enum Severity: String, Sendable { case error, warning }

  public var severity: Severity
  public var file: String
  public var line: Int?
  public var message: String

  public init(_ severity: Severity, file: String, line: Int? = nil, _ message: String) {
    self.severity = severity
    self.file = file
    self.line = line
    self.message = message
  }

  /// `FILE:LINE: error: MESSAGE` (the line left out when unknown).
  public var description: String {
    "\(file)\(line.map { ":\($0)" } ?? ""): \(severity.rawValue): \(message)"
  }

  /// A load failure as a diagnostic at its file and line.
  public static func from(_ error: LoadError) -> Diagnostic {
    switch error {
    case let .syntax(plist):
      let position = plist.location.flatMap { location -> String? in
        if case .offset(let offset) = location { return "at byte \(offset): " }
        return nil
      } ?? ""
      return Diagnostic(.error, file: plist.file ?? "?", line: plist.line, position + plist.reason)
    case let .model(model):
      return Diagnostic(.error, file: model.file ?? "?", line: model.line, "\(model.path): \(model.reason)")
    case let .file(name, reason), let .pack(name, reason):
      return Diagnostic(.error, file: name, reason)
    }
  }
}
