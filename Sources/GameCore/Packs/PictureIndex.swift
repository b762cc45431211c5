#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import PlistKit
import TerminalKit

/// What a `PictureFinder` reads of its folders, read once: each folder's entries, each picture
/// name's file, and the asset catalogs. Never changed once made, so finders share it.
final class PictureIndex: Sendable {
  /// Each picture folder's entries; nil for a folder outside the pack.
  let indexes: [FolderIndex?]
  /// Per folder, a picture name → its file's path: the name itself, else with the first of
  /// `PictureFinder.extensions` that is there (one look-up a picture, not seven, and no path
  /// put together).
  let byName: [[String: (path: String, kind: FolderIndex.Kind)]]
  /// Every folder's names at once, each with the first folder's file (nil when a folder is
  /// outside the pack and so has no index): one look-up a picture, not one a folder.
  let firstByName: [String: (path: String, kind: FolderIndex.Kind)]?
  /// Picture name → file, from the asset catalogs found in the pack.
  let catalog: [String: String]
  let catalogCount: Int
  /// `the pack folder, pictures/, 1 asset catalog`: where a missing picture was looked for.
  let places: String

  /// Reads `folders` (distinct, in the order they are searched) of the pack at `packRoot`.
  init(packRoot: String, folders: [String]) {
    indexes = folders.map { PathSafety.isInside($0, folder: packRoot) ? FolderIndex($0) : nil }
    byName = zip(folders, indexes).map { folder, index in
      var names: [String: (file: String, kind: FolderIndex.Kind, rank: Int)] = [:]
      for (file, kind) in index?.entries ?? [:] where kind == .file || kind == .link {
        // `月亮.PNG` is found as 月亮 too: extensions match in any letter case.
        let lower = file.lowercased()
        for (rank, ext) in PictureFinder.extensions.enumerated() where lower.hasSuffix(ext) {
          let name = String(file.dropLast(ext.count))
          if let known = names[name], known.rank <= rank { continue }
          names[name] = (file, kind, rank)
        }
      }
      return names.mapValues { (PathSafety.join(folder, $0.file), $0.kind) }
    }
    if indexes.allSatisfy({ $0 != nil }) {
      var first: [String: (path: String, kind: FolderIndex.Kind)] = [:]
      for names in byName { first.merge(names) { earlier, _ in earlier } }
      firstByName = first
    } else {
      firstByName = nil
    }
    let catalogs = PictureFinder.assetCatalogs(in: packRoot, depth: 3)
    var index: [String: String] = [:]
    for catalog in catalogs { PictureFinder.indexCatalog(catalog, packRoot: packRoot, into: &index) }
    catalog = index
    catalogCount = catalogs.count
    var places = folders.map { folder -> String in
      guard folder != packRoot else { return "the pack folder" }
      var inside = folder.dropFirst(packRoot.count)
      while inside.first == "/" { inside.removeFirst() }
      while inside.last == "/" { inside.removeLast() }
      return inside + "/"
    }
    if catalogs.count > 0 { places.append(catalogs.count == 1 ? "1 asset catalog" : "\(catalogs.count) asset catalogs") }
    self.places = places.joined(separator: ", ")
  }
}

/// The `PictureIndex`es one `PackLoader` has made, by pack root and folders, so that the packs
/// it opens from one folder share one reading of it. Made with the loader and let go with it:
/// a loader made again (a new listing) reads the folders again and sees what changed.
final class PictureIndexes: Sendable {
  private let made = Locked<[String: PictureIndex]>([:])

  /// The index of `folders` of the pack at `packRoot`, read now unless it was before.
  func index(packRoot: String, folders: [String]) -> PictureIndex {
    let key = ([packRoot] + folders).joined(separator: "\u{0}")
    return made.withLock { made in
      if let known = made[key] { return known }
      let index = PictureIndex(packRoot: packRoot, folders: folders)
      made[key] = index
      return index
    }
  }
}
