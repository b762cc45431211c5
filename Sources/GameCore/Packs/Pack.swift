#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import PlistKit
import TerminalKit

/// A pack ready to play or check: its manifest, its mode, its data file and its pictures.
public struct Pack: Sendable {
  /// Where a pack was found.
  public enum Origin: String, Sendable {
    case builtIn = "built-in"
    case user
    case path
  }

  /// A short, stable id: the folder's or file's name without `.plist`.
  public var id: String
  /// The path as the user gave it or as discovery found it; messages use it.
  public var path: String
  /// The folder the pack may read from; nothing outside it is opened.
  public var root: String
  public var dataPath: String
  public var manifest: PackManifest
  public var modeID: String
  public var origin: Origin
  public var pictures: PictureFinder
  /// For a pack whose mode no `pack.plist` or folder layout names: the keys of its first
  /// element that told it (`"answer", "options", "icon"`); lint says so in a note.
  public var modeToldFrom: String?
  /// What tells this pack from every other for its saves: `built-in/guess-zh`, `user/mine`, or
  /// the resolved full path of a pack opened by path.
  public var identity: String

  /// The data as telling the mode read it, for the first `document()` (see `PackLoader.keepsData`).
  var preread: PrereadDocument?

  /// The pack's data file, read now (or as the loader read it, the first time).
  public func document() throws(LoadError) -> PlistDocument {
    if let document = preread?.take() { return document }
    return try PlistDocument(contentsOf: dataPath)
  }

  /// How many elements the data's root array has, counted without building models.
  public func rootElementCount() -> Int? {
    guard let document = try? document() else { return nil }
    return (try? document.rootElementCount()) ?? nil
  }

  /// Mode settings from the manifest as a model reader: `try pack.settings.optional("hintCost", default: 1000)`.
  public func settingsObject(context: ModelContext = ModelContext()) -> PlistObject {
    PlistObject(manifest.settings, context: context)
  }
}

/// A document handed over once: the first to take it owns it, and it is not kept after.
final class PrereadDocument: Sendable {
  private let document: Locked<PlistDocument?>

  init(_ document: PlistDocument) {
    self.document = Locked(document)
  }

  func take() -> PlistDocument? {
    document.withLock { document in
      defer { document = nil }
      return document
    }
  }
}
