import PlistKit
import TerminalKit

/// Opens packs: a folder with a `pack.plist`, a folder holding one classic plist, or a bare
/// classic plist file whose mode is told from its shape.
public struct PackLoader: Sendable {
  public let modes: ModeRegistry
  /// Whether a pack keeps the data that telling its mode read whole (a bare binary plist), for
  /// its first `document()`: a pack opened to be linted or played at once reads its file once.
  /// Off for listings, which would hold every such file for as long as they show.
  public let keepsData: Bool
  /// The picture folders this loader has read, shared by the packs it opens (a folder of a
  /// thousand bare plists is read once, not once a pack).
  private let pictureIndexes = PictureIndexes()
  /// Where pack files (`.arcadepack`) are written out to be opened; nil: they are refused.
  public let cache: String?

  public init(modes: ModeRegistry, keepsData: Bool = false, cache: String? = nil) {
    self.modes = modes
    self.keepsData = keepsData
    self.cache = cache
  }

  public func open(_ path: String, origin: Pack.Origin = .path) throws(LoadError) -> Pack {
    let trimmed = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
    if PathSafety.isDirectory(trimmed) { return try openFolder(trimmed, origin: origin) }
    guard PathSafety.isFile(trimmed) else { throw .file(trimmed, reason: PathSafety.whyNotAFile(trimmed)) }
    if trimmed.hasSuffix(PackArchive.fileExtension) { return try openPackFile(trimmed, origin: origin) }
    let name = PathSafety.fileName(of: trimmed)
    let id = name.hasSuffix(".plist") ? String(name.dropLast(6)) : name
    let root = PathSafety.directory(of: trimmed)
    try Self.refuseLinkOut(trimmed, folder: root, shown: trimmed)
    let (mode, keys, whole) = try detect(dataPath: trimmed)
    let manifest = PackManifest(name: Self.readable(Self.bareFileTitle(id: id, folder: root, classicNames: mode.classicFileNames)))
    var pack = Pack(id: id, path: trimmed, root: root, dataPath: trimmed, manifest: manifest, modeID: mode.id,
                    origin: origin, pictures: PictureFinder(packRoot: root, folders: [root], shared: pictureIndexes), modeToldFrom: keys,
                    identity: Self.identity(of: trimmed, origin: origin))
    pack.preread = keepsData ? whole.map(PrereadDocument.init) : nil
    return pack
  }

  /// A pack file, written out to the cache (once for its bytes) and opened there as its folder,
  /// yet known by the file: its id, its title without a manifest and its saves are the file's.
  private func openPackFile(_ file: String, origin: Pack.Origin) throws(LoadError) -> Pack {
    guard let cache else { throw .file(file, reason: "a pack file is opened by arcade, which writes it out to its cache first") }
    let id = String(PathSafety.fileName(of: file).dropLast(PackArchive.fileExtension.count))
    let folder = try PackArchive.unpacked(file, cache: cache)
    var pack = try openFolder(folder, origin: origin, id: id)
    try Self.refuseLinkOut(file, folder: PathSafety.directory(of: file), shown: file)
    pack.path = file
    pack.identity = Self.identity(of: file, origin: origin)
    return pack
  }

  private func openFolder(_ folder: String, origin: Pack.Origin, id named: String? = nil) throws(LoadError) -> Pack {
    let manifestPath = PathSafety.join(folder, "pack.plist")
    let id = named ?? PathSafety.fileName(of: folder)
    var manifest: PackManifest
    var dataPath: String
    var layoutMode: String?
    if PathSafety.isFile(manifestPath) {
      try Self.refuseLinkOut(manifestPath, folder: folder, shown: manifestPath)
      manifest = try PlistDocument(contentsOf: manifestPath).decode(PackManifest.self)
      if let declared = manifest.mode, modes.mode(id: declared) == nil {
        throw .pack(manifestPath, reason: modes.unknownModeMessage(declared))
      }
      if let data = manifest.data {
        if let reason = PathSafety.refusal(for: data) { throw .pack(manifestPath, reason: "data \"\(data)\" refused: \(reason)") }
        dataPath = PathSafety.join(folder, data)
        guard PathSafety.isFile(dataPath) else {
          throw .pack(manifestPath, reason: "the data file \"\(data)\" is not in the pack folder")
        }
        guard PathSafety.isInside(dataPath, folder: folder) else {
          throw .pack(manifestPath, reason: "data \"\(data)\" refused: it is a link to a file outside the pack folder")
        }
      } else {
        (dataPath, layoutMode) = try defaultDataFile(in: folder, shown: manifestPath)
      }
    } else {
      manifest = PackManifest(name: Self.readable(id))
      (dataPath, layoutMode) = try defaultDataFile(in: folder, shown: folder)
    }
    let modeID: String
    var toldFrom: String?
    var whole: PlistDocument?
    if let declared = manifest.mode {
      modeID = declared
    } else if let layoutMode {
      modeID = layoutMode
      manifest.mode = modeID
    } else {
      let (mode, keys, read) = try detect(dataPath: dataPath)
      modeID = mode.id
      toldFrom = keys
      whole = read
      manifest.mode = modeID
    }
    var folders: [String] = []
    if let pictures = manifest.pictures {
      if let reason = PathSafety.refusal(for: pictures) { throw .pack(manifestPath, reason: "pictures \"\(pictures)\" refused: \(reason)") }
      folders.append(PathSafety.join(folder, pictures))
    }
    folders.append(PathSafety.directory(of: dataPath))
    folders.append(folder)
    var pack = Pack(id: id, path: folder, root: folder, dataPath: dataPath, manifest: manifest, modeID: modeID,
                    origin: origin, pictures: PictureFinder(packRoot: folder, folders: folders, shared: pictureIndexes), modeToldFrom: toldFrom,
                    identity: Self.identity(of: folder, origin: origin))
    pack.preread = keepsData ? whole.map(PrereadDocument.init) : nil
    return pack
  }

  /// The title of a bare plist: its file name without the classic name a lesson gave it
  /// (`ZZ1992__questions` → `ZZ1992`), or the folder's name when that is all there is
  /// (`superguess/questions.plist` → `superguess`).
  /// A file or folder name as a title: `_` and `-` as spaces, and words run together in
  /// camel case apart (`LoveFreshBeen` → `Love Fresh Been`); its letters as written, since a
  /// capital put on `zz` or `superguess` makes a title nobody chose.
  static func readable(_ name: String) -> String {
    var words: [String] = []
    for part in name.split(whereSeparator: { $0 == "_" || $0 == "-" }) {
      var word = ""
      var previous: Character?
      for character in part {
        // A capital after a small letter starts a word (`loveFresh`); runs of capitals (`QTY`)
        // and a one-letter start (`iPhone`) stay whole.
        if character.isUppercase, let previous, previous.isLowercase, previous.isASCII, character.isASCII, word.count > 1 {
          words.append(word)
          word = ""
        }
        word.append(character)
        previous = character
      }
      words.append(word)
    }
    let spaced = words.joined(separator: " ")
    return spaced.isEmpty ? name : spaced
  }

  static func bareFileTitle(id: String, folder: String, classicNames: [String]) -> String {
    var stem = Substring(id)
    for name in classicNames.map({ $0.hasSuffix(".plist") ? String($0.dropLast(6)) : $0 }) where stem.hasSuffix(name) {
      stem = stem.dropLast(name.count)
      while let last = stem.last, "_-. ".contains(last) { stem = stem.dropLast() }
      break
    }
    if !stem.isEmpty { return String(stem) }
    let real = PathSafety.realPath(folder) ?? folder
    let name = PathSafety.fileName(of: real)
    return name.isEmpty || name == "/" ? id : name
  }

  /// A built-in or user pack is known by its entry in its folder, so its progress survives the
  /// folder moving (a new clone, a new home); a pack opened by path by its resolved full path.
  static func identity(of path: String, origin: Pack.Origin) -> String {
    switch origin {
    case .builtIn, .user: return "\(origin.rawValue)/\(PathSafety.fileName(of: path))"
    case .path: return PathSafety.realPath(path) ?? path
    }
  }

  /// A file a pack reads that is a link to somewhere outside its folder is refused before it is
  /// read, so that no part of an outside file ever shows in a message.
  public static func refuseLinkOut(_ path: String, folder: String, shown: String) throws(LoadError) {
    guard FolderIndex.lstatKind(path) == .link, !PathSafety.isInside(path, folder: folder) else { return }
    throw .pack(shown, reason: "refused: it is a link to a file outside the pack folder")
  }

  /// The data file of a folder whose manifest names none, and the mode it says: a mode's
  /// classic file name or a file of another app's layout, else the only plist there (its mode
  /// told from its content).
  private func defaultDataFile(in folder: String, shown: String) throws(LoadError) -> (String, String?) {
    // A classic name says the mode, as another app's layout does: a catalog's root is a
    // dictionary, which no element shape could tell.
    for mode in modes.modes {
      for name in mode.classicFileNames {
        let path = PathSafety.join(folder, name)
        if PathSafety.isFile(path) {
          try Self.refuseLinkOut(path, folder: folder, shown: path)
          return (path, mode.id)
        }
      }
    }
    for mode in modes.modes {
      guard let first = mode.layoutFiles.first, mode.layoutFiles.allSatisfy({ PathSafety.isFile(PathSafety.join(folder, $0)) }) else { continue }
      let path = PathSafety.join(folder, first)
      try Self.refuseLinkOut(path, folder: folder, shown: path)
      return (path, mode.id)
    }
    let plists = PathSafety.contents(of: folder).filter { $0.hasSuffix(".plist") && $0 != "pack.plist" }
    if plists.count == 1 {
      let path = PathSafety.join(folder, plists[0])
      try Self.refuseLinkOut(path, folder: folder, shown: path)
      guard PathSafety.isFile(path) else { throw .file(path, reason: PathSafety.whyNotAFile(path)) }
      return (path, nil)
    }
    if plists.isEmpty { throw .pack(shown, reason: "no pack.plist and no .plist data file in this folder") }
    throw .pack(shown, reason: "\(plists.count) plist files (\(plists.joined(separator: ", "))) and no pack.plist to say which is the data: add a pack.plist with a \"data\" key")
  }

  /// Tells the mode from the data's first root element.
  /// The mode a bare plist's first element fits best, with the keys that told it.
  public func detection(dataPath: String) throws(LoadError) -> (mode: any GameMode, keys: String) {
    let (mode, keys, _) = try detect(dataPath: dataPath)
    return (mode, keys)
  }

  /// The mode and keys, and the whole file when telling them read it.
  private func detect(dataPath: String) throws(LoadError) -> (mode: any GameMode, keys: String, whole: PlistDocument?) {
    // The first element is near the start of a text plist: read a little first, and the whole
    // file only for binary plists (their index is at the end) or a first element larger than that.
    let head = try FileBytes.contents(of: dataPath, limit: 64 * 1024)
    if head.count == 64 * 1024, !head.starts(with: Array("bplist".utf8)), let (mode, keys) = try? detectMode(PlistDocument(name: dataPath, bytes: head)) {
      return (mode, keys, nil)
    }
    let whole = head.count < 64 * 1024 ? PlistDocument(name: dataPath, bytes: head) : try PlistDocument(contentsOf: dataPath)
    let (mode, keys) = try detectMode(whole)
    return (mode, keys, whole)
  }

  private func detectMode(_ document: PlistDocument) throws(LoadError) -> (mode: any GameMode, keys: String) {
    try detectMode(try document.firstRootElement(), name: document.name)
  }

  private func detectMode(_ found: PlistReader.FirstElement, name: String) throws(LoadError) -> (mode: any GameMode, keys: String) {
    let hint = "; name the mode in a pack.plist (\(modes.ids.joined(separator: ", ")))"
    let first: PlistValue
    switch found {
    case .notAnArray(let root):
      throw .pack(name, reason: "cannot tell the mode: the root is \(root.kindDescription), not an array of dictionaries\(hint)")
    case .empty: throw .pack(name, reason: "cannot tell the mode of an empty array\(hint)")
    case .element(let element): first = element
    }
    guard case .dictionary(let dictionary) = first else {
      throw .pack(name, reason: "cannot tell the mode: the first element is \(first.kindDescription), not a dictionary\(hint)")
    }
    let keys = dictionary.keys.prefix(6).map { "\"\(TextCleaner.clean($0))\"" }.joined(separator: ", ")
    switch modes.detect(dictionary) {
    case .found(let mode): return (mode, keys)
    case .none:
      throw .pack(name, reason: "cannot tell the mode from the keys \(keys.isEmpty ? "(none)" : keys)\(hint)")
    case .tie(let ids):
      throw .pack(name, reason: "the keys \(keys) fit the \(ids.joined(separator: " and ")) modes alike\(hint)")
    }
  }
}
