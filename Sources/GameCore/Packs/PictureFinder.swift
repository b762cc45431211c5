import Foundation
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
public struct PictureFinder: Sendable {
  public let packRoot: String
  public let folders: [String]
  /// Picture name → file, from the asset catalogs found in the pack.
  public let catalog: [String: String]
  public let catalogCount: Int
  /// Each picture folder's entries, read once; nil for a folder outside the pack.
  private let indexes: [FolderIndex?]

  static let extensions = ["", ".png", ".jpg", ".jpeg", ".ppm", ".pgm", ".pnm"]
  /// A Contents.json larger than this is not an image set's (they are a few hundred bytes).
  static let largestContents = 1 << 20

  public init(packRoot: String, folders: [String]) {
    self.packRoot = packRoot
    var seen = Set<String>()
    self.folders = folders.filter { seen.insert($0).inserted }
    indexes = self.folders.map { PathSafety.isInside($0, folder: packRoot) ? FolderIndex($0) : nil }
    let catalogs = Self.assetCatalogs(in: packRoot, depth: 3)
    var index: [String: String] = [:]
    for catalog in catalogs { Self.indexCatalog(catalog, packRoot: packRoot, into: &index) }
    self.catalog = index
    self.catalogCount = catalogs.count
  }

  public func find(_ name: String) -> PictureLookup {
    if let reason = PathSafety.refusal(for: name) {
      return .refused("picture \"\(name)\" refused: \(reason)")
    }
    for (folder, index) in zip(folders, indexes) {
      for ext in Self.extensions {
        let path = PathSafety.join(folder, name + ext)
        if name.contains("/") {
          // A name with folders in it is looked up on disk; the rest in the folder's index.
          guard PathSafety.isFile(path) else { continue }
          return checked(path, name: name)
        }
        switch index?.entries[name + ext] {
        case .file?: return .found(path: path)
        case .link?: if PathSafety.isFile(path) { return checked(path, name: name) }
        case nil where index == nil: if PathSafety.isFile(path) { return checked(path, name: name) }
        default: continue
        }
      }
    }
    if let path = catalog[name] { return checked(path, name: name) }
    var places = folders.map { folder -> String in
      let relative = folder == packRoot ? "the pack folder" : String(folder.dropFirst(packRoot.count)).trimmingCharacters(in: CharacterSet(charactersIn: "/")) + "/"
      return relative
    }
    if catalogCount > 0 { places.append(catalogCount == 1 ? "1 asset catalog" : "\(catalogCount) asset catalogs") }
    return .missing("picture \"\(name)\" not found (looked in \(places.joined(separator: ", ")))")
  }

  private func checked(_ path: String, name: String) -> PictureLookup {
    guard PathSafety.isInside(path, folder: packRoot) else {
      return .refused("picture \"\(name)\" refused: it is a link to a file outside the pack folder")
    }
    return .found(path: path)
  }

  /// Catalogs in the pack, a few folders deep; links to folders are not followed.
  private static func assetCatalogs(in folder: String, depth: Int) -> [String] {
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
  private static func indexCatalog(_ folder: String, packRoot: String, into index: inout [String: String], depth: Int = 6) {
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
          let json = try? JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any],
          let images = json["images"] as? [[String: Any]] else { return nil }
    var best: (scale: Double, file: String)?
    for image in images {
      guard let file = image["filename"] as? String, PathSafety.refusal(for: file) == nil else { continue }
      let scale = Double((image["scale"] as? String)?.dropLast() ?? "1") ?? 1
      let path = PathSafety.join(imageSet, file)
      if PathSafety.isFile(path), scale > (best?.scale ?? 0) { best = (scale, path) }
    }
    return best?.file
  }
}
