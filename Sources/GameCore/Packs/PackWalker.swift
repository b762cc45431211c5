/// Finds the packs under a path, the one way `arcade packs`, the launcher and `arcade lint` all
/// do: a folder with a `pack.plist`, or one a mode knows by its files (`questions.plist`, the
/// original shop's `supermarket`), is a pack; in any other folder each `.plist` is a bare pack
/// and each folder is looked into, a few levels deep. What holds no pack is skipped with why.
public struct PackWalker: Sendable {
  public let modes: ModeRegistry
  /// How many folders down a walk goes, and how many packs it finds at most: a walk of a home
  /// folder by mistake ends soon.
  public static let deepest = 4
  public static let most = 10_000

  public init(modes: ModeRegistry) {
    self.modes = modes
  }

  /// The packs found, and each folder passed over with the reason.
  public struct Found: Sendable {
    public var packs: [String] = []
    public var skipped: [(path: String, reason: String)] = []
  }

  /// The packs under `path`: itself when it is a file or a pack folder.
  public func walk(_ path: String) -> Found {
    var found = Found()
    guard PathSafety.isDirectory(path), !isPack(path) else {
      found.packs = [path]
      return found
    }
    walk(path, depth: Self.deepest, into: &found)
    return found
  }

  /// Whether a folder is a pack of its own, by its `pack.plist` or a mode's files.
  public func isPack(_ folder: String) -> Bool {
    if PathSafety.isFile(PathSafety.join(folder, "pack.plist")) { return true }
    for mode in modes.modes {
      if mode.classicFileNames.contains(where: { PathSafety.isFile(PathSafety.join(folder, $0)) }) { return true }
      if !mode.layoutFiles.isEmpty, mode.layoutFiles.allSatisfy({ PathSafety.isFile(PathSafety.join(folder, $0)) }) { return true }
    }
    return false
  }

  private func walk(_ folder: String, depth: Int, into found: inout Found) {
    let names = PathSafety.contents(of: folder).filter { !$0.hasPrefix(".") }.sorted()
    var any = false
    for name in names where found.packs.count < Self.most {
      let path = PathSafety.join(folder, name)
      if name.hasSuffix(".plist") || name.hasSuffix(PackArchive.fileExtension), PathSafety.isFile(path) {
        found.packs.append(path)
        any = true
      } else if PathSafety.isDirectory(path), !name.hasSuffix(".xcassets"), !name.hasSuffix(".imageset") {
        if isPack(path) {
          found.packs.append(path)
          any = true
        } else if depth > 1 {
          let before = found.packs.count
          walk(path, depth: depth - 1, into: &found)
          any = any || found.packs.count > before
        } else {
          found.skipped.append((path, "not looked into: more than \(Self.deepest) folders down"))
        }
      }
    }
    if !any { found.skipped.append((folder, "no pack.plist, no .plist data file and no pack in its folders")) }
  }
}
