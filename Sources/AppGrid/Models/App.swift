import GameCore
import PlistKit
import TerminalKit

/// One app of a grid pack, as the classic `app.plist` writes it, plus optional details.
public struct App: PlistModel, Equatable, Sendable {
  public var name: String
  public var icon: String
  /// Download size in megabytes; sets the pace of the progress bar.
  public var size: Double?
  public var version: String?
  public var developer: String?
  public var summary: String?
  public var category: String?

  public init(name: String, icon: String, size: Double? = nil, version: String? = nil,
              developer: String? = nil, summary: String? = nil, category: String? = nil) {
    self.name = name
    self.icon = icon
    self.size = size
    self.version = version
    self.developer = developer
    self.summary = summary
    self.category = category
  }

  public init(from plist: PlistObject) throws(ModelError) {
    icon = try plist.required("icon")
    // Some classic variants leave the name out; the icon's name stands in for it.
    name = try plist.optional("name", default: icon)
    size = try plist.optional("size")
    version = try plist.optional("version")
    developer = try plist.optional("developer")
    summary = try plist.optional("summary")
    category = try plist.optional("category")
    if let size, size < 0 {
      throw ModelError(.invalid("a size must not be negative, found \(size)"), at: PlistPath([.key("size")]))
    }
  }
}
