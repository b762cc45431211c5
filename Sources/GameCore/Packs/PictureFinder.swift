#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import PlistKit
import TerminalKit

/// What looking up a picture by name found.
public enum PictureLookup: Equatable, Sendable {
  case found(path: String)
  /// Not there; the text says where it was looked for.
  case missing(String)
  /// The name tries to leave the pack (`..`, an absolute path, a link pointing out).
  case refused(String)
}

/// Finds a pack's pictures by name: in its picture folder, beside its plist, or in an Xcode
/// asset catalog (`*.xcassets/**/NAME.imageset/Contents.json`, the largest scale wins).
/// The picture's format is told later from its bytes, so the extension here is only a guess.
///
/// What it reads of its folders (a `PictureIndex`) is read once and may be shared: the packs
/// a `PackLoader` opens from one folder (a folder of bare plists, each a pack) share one
/// reading of it, so opening N of them reads the folder once, not N times.
public struct PictureFinder: Sendable {
  public let packRoot: String
  public let folders: [String]
  /// The reading these come from, shared with the other finders of the same folders.
  let index: PictureIndex
  /// The index's tables, held here too: a look-up reads them from the finder (a value the
  /// cores each hold) rather than through the shared object, whose reference count every
  /// core's look-ups would otherwise take in turns.
  private let indexes: [FolderIndex?]
  private let byName: [[String: (path: String, kind: FolderIndex.Kind)]]
  private let firstByName: [String: (path: String, kind: FolderIndex.Kind)]?
  /// Picture name → file, from the asset catalogs found in the pack.
  public let catalog: [String: String]
  public let catalogCount: Int
  /// `the pack folder, pictures/, 1 asset catalog`: where a missing picture was looked for.
  public let places: String

  static let extensions = ["", ".png", ".jpg", ".jpeg", ".ppm", ".pgm", ".pnm"]
  /// A Contents.json larger than this is not an image set's (they are a few hundred bytes).
  static let largestContents = 1 << 20

  /// A finder that reads its folders now, for itself.
  public init(packRoot: String, folders: [String]) {
    self.init(packRoot: packRoot, folders: folders, shared: nil)
  }

  /// A finder that takes its folders' reading from `shared` when another finder of the same
  /// folders made one.
  init(packRoot: String, folders: [String], shared: PictureIndexes?) {
    var seen = Set<String>()
    let folders = folders.filter { seen.insert($0).inserted }
    self.packRoot = packRoot
    self.folders = folders
    index = shared?.index(packRoot: packRoot, folders: folders) ?? PictureIndex(packRoot: packRoot, folders: folders)
    (indexes, byName, firstByName) = (index.indexes, index.byName, index.firstByName)
    (catalog, catalogCount, places) = (index.catalog, index.catalogCount, index.places)
  }

  public func find(_ name: String) -> PictureLookup {
    switch locate(name) {
    case .found(let path): .found(path: path)
    case .missing: .missing(DiagnosticText.pictureNotFound(name: name, places: places).description)
    case .refused(let reason): .refused(reason)
    }
  }

  /// What `find` found, a missing picture's message not yet made.
  enum Located {
    case found(String)
    case missing
    case refused(String)
  }

  func locate(_ name: String) -> Located {
    let plain = PathSafety.isPlainName(name)
    if !plain, let reason = PathSafety.refusal(for: name) {
      return .refused("picture \"\(name)\" refused: \(reason)")
    }
    let hasFolders = !plain && name.utf8.contains(0x2F)
    if !hasFolders, let firstByName {
      switch firstByName[name] {
      case (let path, .file)?: return .found(path)
      case nil: return catalog.isEmpty ? .missing : catalog[name].map { checked($0, name: name) } ?? .missing
      // A link is followed, and a broken one passed for the next folder's file.
      case (_, _)?: break
      }
    }
    for (i, folder) in folders.enumerated() {
      // A name with folders in it, or a folder outside the pack, is looked up on disk; the
      // rest in the folder's index.
      guard !hasFolders, indexes[i] != nil else {
        for ext in Self.extensions + Self.extensions.dropFirst().map({ $0.uppercased() }) {
          let path = PathSafety.join(folder, name + ext)
          if PathSafety.isFile(path) { return checked(path, name: name) }
        }
        continue
      }
      guard let (path, kind) = byName[i][name] else { continue }
      if kind == .file { return .found(path) }
      if PathSafety.isFile(path) { return checked(path, name: name) }
    }
    if !catalog.isEmpty, let path = catalog[name] { return checked(path, name: name) }
    return .missing
  }

  private func checked(_ path: String, name: String) -> Located {
    guard PathSafety.isInside(path, folder: packRoot) else {
      return .refused("picture \"\(name)\" refused: it is a link to a file outside the pack folder")
    }
    return .found(path)
  }

  /// Catalogs in the pack, a few folders deep; links to folders are not followed.
  static func assetCatalogs(in folder: String, depth: Int) -> [String] {
    var found: [String] = []
    for entry in FolderIndex(folder).folders {
      let path = PathSafety.join(folder, entry)
      if entry.hasSuffix(".xcassets") {
        found.append(path)
      } else if depth > 0 {
        found += assetCatalogs(in: path, depth: depth - 1)
      }
    }
    return found
  }

  /// Adds every `NAME.imageset` below `folder` (asset catalogs nest groups in folders).
  static func indexCatalog(_ folder: String, packRoot: String, into index: inout [String: String], depth: Int = 6) {
    for entry in FolderIndex(folder).folders {
      let path = PathSafety.join(folder, entry)
      if entry.hasSuffix(".imageset") {
        let name = String(entry.dropLast(".imageset".count))
        if index[name] == nil, let file = imageFile(in: path, packRoot: packRoot) { index[name] = file }
      } else if depth > 0 {
        indexCatalog(path, packRoot: packRoot, into: &index, depth: depth - 1)
      }
    }
  }

  /// The file of the largest scale named in an image set's Contents.json, which must be a
  /// small file inside the pack (a link out is not read).
  static func imageFile(in imageSet: String, packRoot: String) -> String? {
    let contents = PathSafety.join(imageSet, "Contents.json")
    guard FolderIndex.lstatKind(contents) == .file || PathSafety.isInside(contents, folder: packRoot),
          let bytes = try? FileBytes.contents(of: contents, limit: largestContents), bytes.count < largestContents,
          let json = try? PlistDocument(name: contents, bytes: bytes).value(),
          case .array(let images)? = json["images"] else { return nil }
    var best: (scale: Double, file: String)?
    for image in images {
      guard let file = image["filename"]?.stringValue, PathSafety.refusal(for: file) == nil else { continue }
      let scale = Double(image["scale"]?.stringValue?.dropLast() ?? "1") ?? 1
      let path = PathSafety.join(imageSet, file)
      if PathSafety.isFile(path), scale > (best?.scale ?? 0) { best = (scale, path) }
    }
    return best?.file
  }
}
