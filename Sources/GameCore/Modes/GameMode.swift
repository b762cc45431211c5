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

/// A memo of one thread's picture checks: it asks its checker only about files it has not
/// seen. Not `Sendable`: each thread of a check keeps its own (see `GuessMode.check`).
public final class PictureMemo {
  private let checker: any PictureChecker
  private var known: [String: String?] = [:]
  /// The path asked last and its answer: a pack showing one picture a hundred times asks in a
  /// row, and the same path string compares without being hashed.
  private var last: (path: String, problem: String?)?

  public init(_ checker: any PictureChecker) {
    self.checker = checker
  }

  public func problem(at path: String) -> String? {
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
}

extension PictureFinder {
  /// A lint diagnostic for the picture `name`, if it has a problem; a missing picture's
  /// message is kept as its parts (a pack may miss all of its 100,000).
  public func diagnose(_ name: String, checker: (any PictureChecker)?) -> (Diagnostic.Severity, DiagnosticText)? {
    diagnose(name, problem: checker.map { checker in { checker.problem(at: $0) } })
  }

  /// `diagnose` through one thread's memo.
  public func diagnose(_ name: String, memo: PictureMemo?) -> (Diagnostic.Severity, DiagnosticText)? {
    diagnose(name, problem: memo.map { memo in { memo.problem(at: $0) } })
  }

  private func diagnose(_ name: String, problem: ((String) -> String?)?) -> (Diagnostic.Severity, DiagnosticText)? {
    switch locate(name) {
    case .found(let path):
      guard let problem = problem?(path) else { return nil }
      return (.warning, .plain("picture \"\(name)\" cannot be shown: \(problem)"))
    case .missing: return (.warning, .pictureNotFound(name: name, places: places))
    case .refused(let reason): return (.error, .plain(reason))
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
