import Foundation

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

  static let extensions = ["", ".png", ".jpg", ".jpeg", ".ppm", ".pgm", ".pnm"]

  public init(packRoot: String, folders: [String]) {
    self.packRoot = packRoot
    var seen = Set<String>()
    self.folders = folders.filter { seen.insert($0).inserted }
    let catalogs = Self.assetCatalogs(in: packRoot, depth: 3)
    var index: [String: String] = [:]
    for catalog in catalogs { Self.indexCatalog(catalog, into: &index) }
    self.catalog = index
    self.catalogCount = catalogs.count
  }

  public func find(_ name: String) -> PictureLookup {
    if let reason = PathSafety.refusal(for: name) {
      return .refused("picture \"\(name)\" refused: \(reason)")
    }
    for folder in folders {
      for ext in Self.extensions {
        let path = PathSafety.join(folder, name + ext)
        guard PathSafety.isFile(path) else { continue }
        return checked(path, name: name)
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

  private static func assetCatalogs(in folder: String, depth: Int) -> [String] {
    var found: [String] = []
    for entry in PathSafety.contents(of: folder) {
      let path = PathSafety.join(folder, entry)
      guard PathSafety.isDirectory(path) else { continue }
      if entry.hasSuffix(".xcassets") {
        found.append(path)
      } else if depth > 0 {
        found += assetCatalogs(in: path, depth: depth - 1)
      }
    }
    return found
  }

  /// Adds every `NAME.imageset` below `folder` (asset catalogs nest groups in folders).
  private static func indexCatalog(_ folder: String, into index: inout [String: String], depth: Int = 6) {
    for entry in PathSafety.contents(of: folder) {
      let path = PathSafety.join(folder, entry)
      guard PathSafety.isDirectory(path) else { continue }
      if entry.hasSuffix(".imageset") {
        let name = String(entry.dropLast(".imageset".count))
        if index[name] == nil, let file = imageFile(in: path) { index[name] = file }
      } else if depth > 0 {
        indexCatalog(path, into: &index, depth: depth - 1)
      }
    }
  }

  /// The file of the largest scale named in an image set's Contents.json.
  static func imageFile(in imageSet: String) -> String? {
    guard let data = FileManager.default.contents(atPath: PathSafety.join(imageSet, "Contents.json")),
          let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
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
