import TerminalKit

/// A picture in the kitty graphics protocol (kitty, Ghostty, WezTerm, Konsole): its RGBA pixels
/// deflated (`o=z`) and sent as base64 in chunks of 4096 bytes, placed over `columns` x `rows`
/// cells at the cursor. The terminal scales the pixels to the cells; `q=2` keeps its answers
/// off the input.
public enum KittyGraphics {
  public static let chunk = 4_096

  /// The escape sequences that show `image` at the cursor; `id` names the image, so that it can
  /// be deleted (`delete(id:)`) when something covers it or the program ends.
  public static func encode(_ image: Image, columns: Int, rows: Int, id: Int = 1) -> [UInt8] {
    // Deflated at zlib's fastest level: the bench's photo, 400 KB of pixels, goes in half the
    // bytes for 7 ms more (a PNG, f=100, was a fifth but took 100 ms).
    let compressed = Deflate.compress(image.pixels)
    let payload = Base64.encode(compressed ?? image.pixels)
    var out: [UInt8] = []
    out.reserveCapacity(payload.count + payload.count / chunk * 16 + 64)
    var start = 0
    repeat {
      let end = min(payload.count, start + chunk)
      let more = end < payload.count ? 1 : 0
      let control = start == 0
        ? "a=T,f=32,\(compressed == nil ? "" : "o=z,")s=\(image.width),v=\(image.height),c=\(columns),r=\(rows),i=\(id),C=1,q=2,m=\(more)"
        : "m=\(more)"
      out += Array("\u{1B}_G\(control);".utf8)
      out += payload[start..<end]
      out += Array("\u{1B}\\".utf8)
      start = end
    } while start < payload.count
    return out
  }

  /// Deletes the image `id` and its placements.
  public static func delete(id: Int) -> [UInt8] {
    Array("\u{1B}_Ga=d,d=I,i=\(id),q=2\u{1B}\\".utf8)
  }
}
