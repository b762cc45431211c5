import PlistKit
import TerminalKit

/// Where packs and saves live, from the environment; and the packs found there.
///
/// Built-in packs: `$ARCADE_DATA`, else a `plist-data` folder found walking up from the
/// executable (a build inside the package finds the package's), else `./plist-data`.
/// User packs: `$XDG_DATA_HOME/arcade/packs` (default `~/.local/share/arcade/packs`).
/// Saves: `$XDG_STATE_HOME/arcade` (default `~/.local/state/arcade`).
/// Caches: `$XDG_CACHE_HOME/arcade` (default `~/.cache/arcade`), a folder per mode.
public struct PackLocations: Equatable, Sendable {
  public var builtIn: String?
  public var user: String
  public var saves: String
  public var cache: String
  /// Whether the built-in packs are the program's own, written out to the cache.
  public var builtInCarried = false

  public init(builtIn: String?, user: String, saves: String, cache: String = "") {
    self.builtIn = builtIn
    self.user = user
    self.saves = saves
    self.cache = cache
  }

  public static func resolve(environment: [String: String], executablePath: String, currentDirectory: String) -> PackLocations {
    let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? currentDirectory
    func xdg(_ variable: String, _ fallback: String) -> String {
      if let value = environment[variable], value.hasPrefix("/") { return value }
      return PathSafety.join(home, fallback)
    }
    return PackLocations(
      builtIn: findBuiltIn(environment: environment, executablePath: executablePath, currentDirectory: currentDirectory),
      user: PathSafety.join(xdg("XDG_DATA_HOME", ".local/share"), "arcade/packs"),
      saves: PathSafety.join(xdg("XDG_STATE_HOME", ".local/state"), "arcade"),
      cache: PathSafety.join(xdg("XDG_CACHE_HOME", ".cache"), "arcade"))
  }

  private static func findBuiltIn(environment: [String: String], executablePath: String, currentDirectory: String) -> String? {
    if let data = environment["ARCADE_DATA"], !data.isEmpty { return data }
    let absolute = executablePath.hasPrefix("/") ? executablePath : PathSafety.join(currentDirectory, executablePath)
    var folder = PathSafety.directory(of: PathSafety.realPath(absolute) ?? absolute)
    for _ in 0..<6 {
      for candidate in ["plist-data", "share/arcade/plist-data"] {
        let path = PathSafety.join(folder, candidate)
        if PathSafety.isDirectory(path) { return path }
      }
      if folder == "/" { break }
      folder = PathSafety.directory(of: folder)
    }
    let local = PathSafety.join(currentDirectory, "plist-data")
    return PathSafety.isDirectory(local) ? local : nil
  }
}

/// One entry of a packs folder: a pack, or why it could not be opened.
public struct CatalogEntry: Sendable {
  public var path: String
  public var origin: Pack.Origin
  public var result: Result<Pack, LoadError>

  public var pack: Pack? { try? result.get() }
}

/// Lists the packs in the built-in and user folders.
public struct PackCatalog: Sendable {
  public let locations: PackLocations
  public let loader: PackLoader

  public init(locations: PackLocations, loader: PackLoader) {
    self.locations = locations
    self.loader = loader
  }

  /// Every pack found, built-in first; broken ones are kept with their error so they can be shown.
  public func discover() -> [CatalogEntry] {
    var entries: [CatalogEntry] = []
    if let builtIn = locations.builtIn { entries += scan(builtIn, origin: .builtIn) }
    entries += scan(locations.user, origin: .user)
    return entries
  }

  /// The packs in a folder of packs, found as lint finds them (`PackWalker`): folders of packs
  /// may be kept in folders.
  private func scan(_ folder: String, origin: Pack.Origin) -> [CatalogEntry] {
    guard PathSafety.isDirectory(folder) else { return [] }
    return PackWalker(modes: loader.modes).walk(folder).packs.map { path -> CatalogEntry in
      let result: Result<Pack, LoadError>
      do throws(LoadError) { result = .success(try loader.open(path, origin: origin)) } catch { result = .failure(error) }
      return CatalogEntry(path: path, origin: origin, result: result)
    }
  }

  /// A pack by id (as `arcade packs` lists it) or by path.
  public func find(_ reference: String, among entries: [CatalogEntry]) -> CatalogEntry? {
    entries.first { $0.pack?.id == reference || PathSafety.fileName(of: $0.path) == reference }
  }
}
