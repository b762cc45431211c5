import PlistKit
import TerminalKit

/// What a mode's program keeps of the pack it plays: its name, its pictures, its save file.
public struct PackSession: Sendable {
  public let packName: String
  public let pictures: any PictureProvider
  public let finder: PictureFinder
  public let saves: SaveStore
  public let saveName: String
  private let pack: Pack
  /// The pack's id, as the launcher and `arcade play ID` name it.
  public var packID: String { pack.id }
  /// False when a save exists that could not be read, or the pack is open in another process:
  /// writing would replace progress unseen.
  public private(set) var canSave = true
  /// This process's hold on the save (see `SaveLock`), taken when progress is loaded.
  private var lock: SaveLock?

  /// The session of `pack`, saving under the pack's own save name, or under `saveName` (a
  /// question of the day keeps its board apart from the pack it was drawn from).
  public init(pack: Pack, context: PlayContext, saveName: String? = nil) {
    packName = TextCleaner.clean(pack.manifest.name)
    pictures = context.pictures
    finder = pack.pictures
    saves = context.saves
    self.saveName = saveName ?? SaveStore.fileName(for: pack)
    ownName = saveName == nil
    self.pack = pack
  }

  /// Whether the save is the pack's own (and may be under its legacy name).
  private let ownName: Bool

  public func drawPicture(_ name: String, in rect: Rect, mark: String = "", into buffer: inout CellBuffer) {
    pictures.draw(name, finder: finder, in: rect, mark: mark, into: &buffer)
  }

  /// Saves the program's progress; returns what to tell the player when that failed.
  public func save(_ value: PlistValue) -> SaveNotice? {
    guard canSave else { return nil }
    do throws(LoadError) {
      try saves.save(value, as: saveName)
      return nil
    } catch {
      return .notSaved(reason: error.description)
    }
  }

  /// The saved progress, or a notice when it was unreadable (and has been moved aside) or could
  /// not be opened at all (and is left alone, with saving turned off for this game).
  public mutating func load() -> (value: PlistValue?, notice: SaveNotice?) {
    lock = saves.claim(saveName)
    guard lock != nil else {
      // Another process holds the save: its progress is shown here, never moved or written.
      canSave = false
      if case .found(let value) = saves.load(saveName) { return (value, .openElsewhere) }
      return (nil, .openElsewhere)
    }
    switch ownName ? saves.load(for: pack) : saves.load(saveName) {
    case .none: return (nil, nil)
    case .found(let value): return (value, nil)
    case .unreadable: return (nil, setAside(.unreadable))
    case .inaccessible(let reason):
      canSave = false
      return (nil, .inaccessible(reason: reason))
    }
  }

  /// Moves an unusable save out of the way and says where it went.
  public mutating func setAside(_ why: SaveNotice.Why) -> SaveNotice {
    guard lock != nil else { return .openElsewhere }
    guard let aside = saves.moveAside(saveName) else {
      canSave = false
      return .leftInPlace(why)
    }
    return .setAside(why, keptAs: aside)
  }
}

extension PackSession {
  /// Loads and decodes the pack's saved progress, the one way every mode does it: a save that
  /// cannot be decoded, or that `fits` refuses (a save for 1,000 questions in a pack of 10), is
  /// set aside under a new name, never overwritten; the notice says so.
  public mutating func restore<Progress: PlistModel>(_ type: Progress.Type,
                                                    fits: (Progress) -> Bool) -> (progress: Progress?, notice: SaveNotice?) {
    let (saved, notice) = load()
    guard let saved else { return (nil, notice) }
    do throws(ModelError) {
      let progress = try Progress(plist: saved)
      guard fits(progress) else { return (nil, setAside(.doesNotFit)) }
      return (progress, notice)
    } catch {
      return (nil, setAside(.unreadable))
    }
  }
}
