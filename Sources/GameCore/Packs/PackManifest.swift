import PlistKit
import TerminalKit

/// `pack.plist`: what a pack folder holds and how to play it.
///
/// Only `name` is required. `mode` defaults to what the data's shape says; `data` to the only
/// plist beside the manifest (or `questions.plist`/`app.plist`); `pictures` to the pack folder
/// itself. `settings` is handed to the mode untouched (the guess mode reads its score rules there).
public struct PackManifest: PlistModel, Equatable, Sendable {
  public var name: String
  public var mode: String?
  public var version: String
  public var author: String?
  public var language: String?
  public var summary: String?
  public var data: String?
  public var pictures: String?
  public var settings: PlistDictionary

  public init(name: String, mode: String? = nil, version: String = "1", author: String? = nil,
              language: String? = nil, summary: String? = nil, data: String? = nil,
              pictures: String? = nil, settings: PlistDictionary = PlistDictionary()) {
    self.name = name
    self.mode = mode
    self.version = version
    self.author = author
    self.language = language
    self.summary = summary
    self.data = data
    self.pictures = pictures
    self.settings = settings
  }

  public init(from plist: PlistObject) throws(ModelError) {
    name = try plist.required("name")
    mode = try plist.optional("mode")
    // Versions are often typed as numbers (`<real>1.2</real>`); any scalar reads as text.
    version = try plist.optional("version", as: PlistValue.self).map(Self.versionText) ?? "1"
    author = try plist.optional("author")
    language = try plist.optional("language")
    summary = try plist.optional("summary")
    data = try plist.optional("data")
    pictures = try plist.optional("pictures")
    settings = try plist.optional("settings", default: PlistDictionary())
    for (key, text) in [("name", name), ("author", author), ("summary", summary)] {
      PackTextCheck.check(text, at: key, in: plist)
    }
  }

  private static func versionText(_ value: PlistValue) -> String {
    switch value {
    case .string(let s): return s
    case .integer(let i): return String(i)
    case .real(let r): return PlistScalars.realText(r)
    default: return value.kindDescription
    }
  }
}

extension PlistDictionary: PlistConvertible {
  public static var expectedDescription: String { "a dictionary" }
  public static func convert(_ node: PlistNode, context: ModelContext) throws(ModelError) -> PlistDictionary {
    guard node.kind == .dictionary, case .dictionary(let d) = node.value else { throw mismatch(node) }
    return d
  }
}
