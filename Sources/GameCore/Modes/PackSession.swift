/// What a mode's program keeps of the pack it plays: its name, its pictures, its save file.
public struct PackSession: Sendable {
  public let packName: String
  public let pictures: any PictureProvider
  public let finder: PictureFinder
  public let saves: SaveStore
  public let saveName: String

  public init(pack: Pack, context: PlayContext) {
    packName = TextCleaner.clean(pack.manifest.name)
    pictures = context.pictures
    finder = pack.pictures
    saves = context.saves
    saveName = SaveStore.fileName(for: pack)
  }

  public func drawPicture(_ name: String, in rect: Rect, into buffer: inout CellBuffer) {
    pictures.draw(name, finder: finder, in: rect, into: &buffer)
  }

  /// Saves the program's progress; returns a message for the player when that failed.
  public func save(_ value: PlistValue) -> String? {
    do throws(LoadError) {
      try saves.save(value, as: saveName)
      return nil
    } catch {
      return "Progress not saved: \(error.description)"
    }
  }

  /// The saved progress, or a notice when it was unreadable and has been moved aside.
  public func load() -> (value: PlistValue?, notice: String?) {
    switch saves.load(saveName) {
    case .none: return (nil, nil)
    case .found(let value): return (value, nil)
    case .unreadable: return (nil, setAside())
    }
  }

  /// Moves an unusable save out of the way and says where it went.
  public func setAside() -> String {
    "Saved progress was unreadable and was kept as \(saves.moveAside(saveName) ?? saveName)"
  }
}
