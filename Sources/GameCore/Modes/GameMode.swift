import PlistKit
import TerminalKit

/// A game mode: a plugin that the engine hosts. GameCore knows modes only through this protocol;
/// the modes `arcade` ships are listed once, in Sources/Modes.
public protocol GameMode: Sendable {
  /// The id used on the command line and in `pack.plist`'s `mode` key: `guess`, `grid`.
  var id: String { get }

  /// The name the launcher shows: `超级猜图 Guess the picture`.
  var title: String { get }

  /// A shorter name for a narrow launcher (`超级猜图`); by default the title's first word.
  var shortTitle: String { get }

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

  /// The small pack `arcade new` writes for this mode, named `name`; nil for a mode without one.
  func starterPack(named name: String) -> StarterPack?

  /// The name of the mode's question of the day (`每日一题 Daily`), listed first in the
  /// launcher and played by `arcade daily`; nil for a mode without one.
  var dailyTitle: String? { get }

  /// The question of day `day` (nil: the context's date), drawn from `packs` (the mode's
  /// installed packs); a day before today is played from the archive.
  func makeDailyProgram(from packs: [Pack], context: PlayContext, day: Int?) throws(LoadError) -> any Program

  /// The last `count` days of the daily up to today, a line each, for `arcade daily --list`.
  func dailyArchive(saves: SaveStore, clock: WallClock, count: Int) -> [String]?

  /// How a player's daily went, as a host's board says it (`solved, 1 hint, 0 removes`).
  func dailyMarkText(_ mark: HostBoard.DailyMark) -> String

  /// One line on the day's question for the launcher (`#336 · streak 3 · done`), from saves.
  func dailySummary(saves: SaveStore, clock: WallClock) -> String?

  /// The player's statistics as lines of text, for `arcade stats`: `pack`'s alone, or every
  /// pack's and overall when `pack` is nil; nil for a mode that keeps none.
  func statsLines(for pack: Pack?, saves: SaveStore, clock: WallClock) -> [String]?
}

// MARK: - Default implementations

extension GameMode {
  public var shortTitle: String { title.split(separator: " ").first.map(String.init) ?? title }
  public var classicFileNames: [String] { [] }
  public var layoutFiles: [String] { [] }
  public func recognition(of firstElement: PlistDictionary) -> Int { dataShape.score(firstElement) }
  /// The quick check (pictures looked up, not decoded), for listings.
  public func check(_ pack: Pack) -> PackCheck { check(pack, pictures: nil) }
  public func progressSummary(for pack: Pack, saves: SaveStore) -> String? { nil }
  public func starterPack(named name: String) -> StarterPack? { nil }
  public func itemCount(of pack: Pack) -> Int? { pack.rootElementCount() }
  public var dailyTitle: String? { nil }
  public func makeDailyProgram(from packs: [Pack], context: PlayContext, day: Int?) throws(LoadError) -> any Program {
    throw .pack(id, reason: "the \(id) mode has no question of the day")
  }
  /// Today's question of the day.
  public func makeDailyProgram(from packs: [Pack], context: PlayContext) throws(LoadError) -> any Program {
    try makeDailyProgram(from: packs, context: context, day: nil)
  }
  public func dailyArchive(saves: SaveStore, clock: WallClock, count: Int) -> [String]? { nil }
  public func dailyMarkText(_ mark: HostBoard.DailyMark) -> String { mark.solved ? "solved" : "given up" }
  public func dailySummary(saves: SaveStore, clock: WallClock) -> String? { nil }
  public func statsLines(for pack: Pack?, saves: SaveStore, clock: WallClock) -> [String]? { nil }
}
