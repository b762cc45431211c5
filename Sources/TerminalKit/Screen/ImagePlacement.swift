/// A picture the terminal draws itself (kitty's protocol, sixel) over a rectangle of cells that
/// also holds its half-block drawing: where the terminal has no graphics, or the picture is
/// covered, the cells show. `key` names the picture and its size: equal keys, same bytes.
public struct ImagePlacement: Equatable, Sendable {
  public enum Kind: String, Equatable, Sendable { case kitty, iterm, sixel }

  public var rect: Rect
  public var key: String
  public var kind: Kind
  /// The escape sequences for the picture under an id, made when the renderer first needs them.
  public let bytes: @Sendable (_ id: Int) -> [UInt8]

  public init(rect: Rect, key: String, kind: Kind, bytes: @escaping @Sendable (_ id: Int) -> [UInt8]) {
    self.rect = rect
    self.key = key
    self.kind = kind
    self.bytes = bytes
  }

  public static func == (a: ImagePlacement, b: ImagePlacement) -> Bool {
    a.rect == b.rect && a.key == b.key && a.kind == b.kind
  }

  /// A small number for kitty's image id, the same for the same key and place.
  public var id: Int {
    var hash: UInt32 = 2_166_136_261
    for byte in "\(key)@\(rect.x),\(rect.y),\(rect.width),\(rect.height)".utf8 { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
    return Int(hash % 2_000_000_000) + 1
  }
}
