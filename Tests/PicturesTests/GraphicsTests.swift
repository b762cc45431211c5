import CZlib
import Foundation
import GameCore
import PlistKit
import TerminalKit
import Testing
@testable import Pictures
import TestSupport

/// The terminal graphics encoders, checked by decoding what they emit.
struct GraphicsTests {
  @Test("base64 as RFC 4648 writes it", arguments: [("", ""), ("f", "Zg=="), ("fo", "Zm8="), ("foo", "Zm9v"), ("foob", "Zm9vYg=="), ("foobar", "Zm9vYmFy")])
  func base64(plain: String, encoded: String) {
    #expect(String(decoding: Base64.encode(Array(plain.utf8)), as: UTF8.self) == encoded)
    #expect(Base64.decode(Array(encoded.utf8)) == Array(plain.utf8))
  }

  /// A picture of `width` x `height` whose every pixel differs.
  static func gradient(_ width: Int, _ height: Int) -> Image {
    var pixels: [UInt8] = []
    for y in 0..<height { for x in 0..<width { pixels += [UInt8(x * 255 / max(1, width - 1)), UInt8(y * 255 / max(1, height - 1)), UInt8((x + y) % 256), 255] } }
    return Image(width: width, height: height, pixels: pixels)
  }

  /// Each APC sequence's control keys and payload.
  static func kittyChunks(_ bytes: [UInt8]) -> [(control: [String: String], payload: [UInt8])] {
    let text = String(decoding: bytes, as: UTF8.self)
    return text.components(separatedBy: "\u{1B}\\").filter { $0.hasPrefix("\u{1B}_G") }.map { part in
      let body = part.dropFirst(3)
      let semicolon = body.firstIndex(of: ";") ?? body.endIndex
      let control = Dictionary(uniqueKeysWithValues: body[..<semicolon].split(separator: ",").map { pair -> (String, String) in
        let kv = pair.split(separator: "=", maxSplits: 1)
        return (String(kv[0]), kv.count > 1 ? String(kv[1]) : "")
      })
      return (control, semicolon < body.endIndex ? Array(body[body.index(after: semicolon)...].utf8) : [])
    }
  }

  /// zlib's `uncompress`, for reading kitty payloads back.
  static func inflate(_ bytes: [UInt8], size: Int) throws -> [UInt8] {
    var out = [UInt8](repeating: 0, count: size)
    var length = uLong(size)
    let status = out.withUnsafeMutableBufferPointer { out in
      bytes.withUnsafeBufferPointer { uncompress(out.baseAddress, &length, $0.baseAddress, uLong($0.count)) }
    }
    guard status == Z_OK, Int(length) == size else { throw PictureError("zlib could not inflate it (\(status))") }
    return out
  }

  @Test func aPictureIsSentInFewerBytesThanItsPixels() throws {
    // Every pixel differs, yet deflate finds the gradients' repeats; a flat picture shrinks far more.
    for (image, most) in [(Self.gradient(192, 192), 0.9), (Image(width: 96, height: 96, pixels: Array(repeating: 200, count: 96 * 96 * 4)), 0.01)] {
      let chunks = Self.kittyChunks(KittyGraphics.encode(image, columns: 12, rows: 6))
      let payload = try #require(Base64.decode(chunks.flatMap(\.payload)))
      #expect(Double(payload.count) < Double(image.pixels.count) * most)
      #expect(try Self.inflate(payload, size: image.pixels.count) == image.pixels)
    }
  }

  @Test func kittyPayloadsDecodeToThePixelsExactly() throws {
    // Noise, so that the PNG is large enough for several chunks.
    var generator = SplitMix64(seed: 3)
    let image = Image(width: 64, height: 48, pixels: (0..<(64 * 48 * 4)).map { i in i % 4 == 3 ? 255 : UInt8.random(in: 0...255, using: &generator) })
    let chunks = Self.kittyChunks(KittyGraphics.encode(image, columns: 8, rows: 3, id: 7))
    let payload = chunks.flatMap(\.payload)
    #expect(chunks.count == (payload.count + 4_095) / 4_096 && chunks.count > 1)
    let first = try #require(chunks.first).control
    #expect(first["a"] == "T" && first["f"] == "32" && first["o"] == "z" && first["s"] == "64" && first["v"] == "48")
    #expect(first["c"] == "8" && first["r"] == "3" && first["i"] == "7" && first["q"] == "2")
    #expect(chunks.dropLast().allSatisfy { $0.control["m"] == "1" && $0.payload.count == 4_096 })
    #expect(chunks.last?.control["m"] == "0")
    // Deflated (zlib, RFC 1950): inflated by zlib itself, the pixels come back exactly.
    #expect(try Self.inflate(try #require(Base64.decode(payload)), size: image.pixels.count) == image.pixels)
    #expect(String(decoding: KittyGraphics.delete(id: 7), as: UTF8.self) == "\u{1B}_Ga=d,d=I,i=7,q=2\u{1B}\\")
  }

  /// A sixel decoder for the tests: the palette, then bands of six rows; each pixel's colour.
  static func decodeSixel(_ bytes: [UInt8]) throws -> Image {
    let text = Array(String(decoding: bytes, as: UTF8.self).unicodeScalars)
    guard let q = text.firstIndex(of: "q") else { throw PictureError("no q") }
    var i = q + 1
    func number() -> Int {
      var n = 0
      while i < text.count, let d = Int(String(text[i])), text[i].isASCII { n = n * 10 + d; i += 1 }
      return n
    }
    var width = 0, height = 0
    if text[i] == "\"" {
      i += 1; _ = number(); i += 1; _ = number(); i += 1; width = number(); i += 1; height = number()
    }
    var palette: [Int: (Int, Int, Int)] = [:]
    var pixels = [UInt8](repeating: 0, count: width * height * 4)
    var color = 0, x = 0, band = 0
    while i < text.count, text[i] != "\u{1B}" {
      let c = text[i]
      switch c {
      case "#":
        i += 1
        let n = number()
        if i < text.count, text[i] == ";" {
          i += 1; _ = number(); i += 1
          let r = number(); i += 1
          let g = number(); i += 1
          let b = number()
          palette[n] = (r * 255 / 100, g * 255 / 100, b * 255 / 100)
        } else {
          color = n
        }
        continue
      case "$": x = 0
      case "-": x = 0; band += 6
      case "!":
        i += 1
        let run = number()
        let bits = Int(text[i].value) - 63
        for _ in 0..<run { paint(bits) }
      default:
        paint(Int(c.value) - 63)
      }
      i += 1
    }
    func paint(_ bits: Int) {
      for r in 0..<6 where bits & (1 << r) != 0 && band + r < height && x < width {
        let p = ((band + r) * width + x) * 4
        let (cr, cg, cb) = palette[color] ?? (0, 0, 0)
        pixels[p] = UInt8(cr); pixels[p + 1] = UInt8(cg); pixels[p + 2] = UInt8(cb); pixels[p + 3] = 255
      }
      x += 1
    }
    return Image(width: width, height: height, pixels: pixels)
  }

  static func meanError(_ a: Image, _ b: Image) -> Double {
    var total = 0
    for i in 0..<(a.width * a.height) { for c in 0..<3 { total += abs(Int(a.pixels[i * 4 + c]) - Int(b.pixels[i * 4 + c])) } }
    return Double(total) / Double(a.width * a.height * 3)
  }

  @Test func aFewColoursComeBackFromSixelAsTheyWere() throws {
    // Four colours in blocks, 10x13 (a band of six rows and a short last band).
    let colours: [[UInt8]] = [[255, 0, 0, 255], [0, 0, 255, 255], [255, 255, 255, 255], [0, 128, 0, 255]]
    var pixels: [UInt8] = []
    for y in 0..<13 { for x in 0..<10 { pixels += colours[(x / 5) + 2 * (y / 7)] } }
    let image = Image(width: 10, height: 13, pixels: pixels)
    let decoded = try Self.decodeSixel(Sixel.encode(image))
    #expect(decoded.width == 10 && decoded.height == 13)
    // Percentages lose at most 2 of 255 a channel.
    #expect(zip(decoded.pixels, image.pixels).allSatisfy { abs(Int($0) - Int($1)) <= 2 })
  }

  @Test func aPictureAndAGradientThroughSixelKeepTheirColoursClose() throws {
    let bytes = try FileBytes.contents(of: packageRoot + "/plist-data/guess-en/pictures/house.png")
    let image = Scaling.flatten(try PictureDecoder.decode(bytes), over: (0, 0, 0))
    let decoded = try Self.decodeSixel(Sixel.encode(image))
    #expect(decoded.width == image.width && decoded.height == image.height)
    #expect(Self.meanError(decoded, image) < 4)
    #expect(Self.meanError(try Self.decodeSixel(Sixel.encode(Self.gradient(120, 90))), Self.gradient(120, 90)) < 6)
  }

  @Test("the protocol from the option, the variable, then the terminal", arguments: [
    (nil, [String: String](), true, "blocks"), (nil, ["KITTY_WINDOW_ID": "1"], true, "kitty"), (nil, ["TERM": "xterm-kitty"], true, "kitty"),
    (nil, ["TERM_PROGRAM": "WezTerm"], true, "kitty"), (nil, ["TERM": "foot"], true, "sixel"), (nil, ["TERM": "mlterm"], true, "sixel"),
    (nil, ["TERM": "xterm-kitty", "TMUX": "/tmp/t"], true, "blocks"), (nil, ["KITTY_WINDOW_ID": "1"], false, "ramp"),
    ("sixel", ["TERM": "xterm-kitty", "TMUX": "/tmp/t"], true, "sixel"), (nil, ["ARCADE_PICTURES": "kitty"], true, "kitty"),
    (nil, ["TERM_PROGRAM": "iTerm.app"], true, "iterm"), (nil, ["TERM_PROGRAM": "vscode"], true, "iterm"),
  ] as [(String?, [String: String], Bool, String)])
  func choose(option: String?, environment: [String: String], colour: Bool, chosen: String) {
    #expect(PictureProtocol.choose(option, environment: environment, colour: colour) == .success(PictureProtocol(rawValue: chosen)!))
  }

  @Test func anUnknownChoiceIsAnError() {
    #expect(PictureProtocol.choose(nil, environment: ["ARCADE_PICTURES": "png"], colour: true)
            == .failure(PictureError("pictures: expected auto, kitty, iterm, sixel, blocks, sextant, octant or ramp, found 'png'")))
  }

  @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/sixel2png")), arguments: [false, true])
  func libsixelReadsOurSixelAsThePicture(dither: Bool) throws {
    let folder = TemporaryFolder()
    let image = Self.gradient(96, 64)
    let sixel = folder.write("g.six", bytes: Sixel.encode(image, dither: dither))
    let png = folder.path + "/g.png"
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/sixel2png")
    process.arguments = ["-i", sixel, "-o", png]
    try process.run()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    let decoded = try PictureDecoder.decode(try FileBytes.contents(of: png))
    #expect(decoded.width == 96 && decoded.height == 64)
    // Within what 256 colours of a 6,144-colour gradient allow, and as our own reading says.
    #expect(Self.meanError(decoded, image) < 6)
    #expect(abs(Self.meanError(decoded, image) - Self.meanError(try Self.decodeSixel(Sixel.encode(image, dither: dither)), image)) < 1)
  }

  @Test("a game's picture in the terminal's graphics, over its half blocks", arguments: [ImagePlacement.Kind.kitty, .sixel, .iterm])
  func graphicsPictures(kind: ImagePlacement.Kind) throws {
    let finder = PictureFinder(packRoot: packageRoot + "/plist-data/guess-en", folders: [packageRoot + "/plist-data/guess-en/pictures"])
    let provider = GraphicsPictures(kind: kind, depth: .trueColor, cell: (width: 8, height: 16))
    var buffer = CellBuffer(size: Size(columns: 40, rows: 20))
    provider.draw("sun", finder: finder, in: Rect(x: 5, y: 2, width: 24, height: 12), into: &buffer)
    let image = try #require(buffer.images.first)
    // 24x12 cells of 8x16 pixels hold a square picture of 192x192: 24 columns, 12 rows.
    #expect(image.rect == Rect(x: 5, y: 2, width: 24, height: 12))
    #expect(image.kind == kind)
    #expect(buffer.lines[8].contains("▀"))
    let bytes = String(decoding: image.bytes(image.id), as: UTF8.self)
    let starts = ["kitty": "\u{1B}_Ga=T,f=32,o=z,s=192,v=192,c=24,r=12,i=\(image.id),", "sixel": "\u{1B}P0;1;0q\"1;1;192;192",
                  "iterm": "\u{1B}]1337;File=inline=1;size="]
    #expect(bytes.hasPrefix(starts[kind.rawValue] ?? "?"))
    // A missing picture is its placeholder, no image.
    var missing = CellBuffer(size: Size(columns: 40, rows: 20))
    provider.draw("nothing", finder: finder, in: Rect(x: 5, y: 2, width: 24, height: 12), into: &missing)
    #expect(missing.images.isEmpty)
  }

  /// In few colours a smooth ramp bands; dithered, each pixel is still a palette colour, yet
  /// seen from a step back (4x4 pixels averaged, as a cell of a small font is) it keeps its
  /// shades. Read back through our decoder (`libsixelReadsOurSixelAsThePicture` reads a dithered
  /// one through libsixel's).
  @Test func ditheringKeepsTheShadesThatFewColoursBand() throws {
    var pixels: [UInt8] = []
    for y in 0..<96 { for x in 0..<128 { pixels += [UInt8(x * 2), UInt8(y * 2), 128, 255] } }
    let ramp = Image(width: 128, height: 96, pixels: pixels)
    let plain = try Self.decodeSixel(Sixel.encode(ramp, colors: 8))
    let dithered = try Self.decodeSixel(Sixel.encode(ramp, colors: 8, dither: true))
    let far = { (image: Image) in Scaling.resize(image, to: 32, 24) }
    let plainError = Self.meanError(far(plain), far(ramp)), ditheredError = Self.meanError(far(dithered), far(ramp))
    #expect(ditheredError < plainError * 0.6, "dithered \(ditheredError), plain \(plainError)")
    // The same eight colours, only placed otherwise.
    let colours = { (image: Image) in Set((0..<(image.width * image.height)).map { i in image.pixels[i * 4..<i * 4 + 3].map { Int($0) } }) }
    #expect(colours(dithered).count <= 8)
    #expect(colours(dithered) == colours(plain))
  }

  /// A sixel drawn down to the screen's last row scrolls the screen: the picture and its half
  /// blocks keep off that row, in one fewer row; kitty's and iTerm2's are placed by cells and
  /// keep the whole area.
  @Test("a picture reaching the last row", arguments: [(ImagePlacement.Kind.sixel, 11), (.kitty, 12), (.iterm, 12)])
  func pictureAtTheBottom(kind: ImagePlacement.Kind, rows: Int) throws {
    let finder = PictureFinder(packRoot: packageRoot + "/plist-data/guess-en", folders: [packageRoot + "/plist-data/guess-en/pictures"])
    let provider = GraphicsPictures(kind: kind, depth: .trueColor, cell: (width: 8, height: 16))
    var buffer = CellBuffer(size: Size(columns: 40, rows: 20))
    provider.draw("sun", finder: finder, in: Rect(x: 5, y: 8, width: 24, height: 12), into: &buffer)
    let image = try #require(buffer.images.first)
    #expect(image.rect.y == 8 && image.rect.height == rows)
    #expect(image.rect.maxY <= (kind == .sixel ? 19 : 20))
    // The half blocks end where the picture does: the last row is left as it was.
    #expect(buffer.lines[19].contains("▀") == (kind != .sixel))
    if kind == .sixel {
      // A square picture in 11 rows of 16 pixels: 176x176, centred in the 24 columns.
      #expect(image.rect == Rect(x: 6, y: 8, width: 22, height: 11))
      #expect(String(decoding: image.bytes(image.id), as: UTF8.self).hasPrefix("\u{1B}P0;1;0q\"1;1;176;176"))
    }
  }

  /// `arcade show`'s picture is followed by text: kitty's leaves the cursor where it was, so
  /// one line feed a row of the picture takes it below; sixel and iTerm2 images move the
  /// cursor themselves, to their last row, and one line feed ends it.
  @Test("the cursor ends below a shown picture", arguments: [(PictureProtocol.kitty, 12), (.sixel, 1), (.iterm, 1)])
  func cursorBelowAShownPicture(how: PictureProtocol, lineFeeds: Int) throws {
    let file = try FileBytes.contents(of: packageRoot + "/plist-data/guess-en/pictures/sun.png")
    let out = try GraphicsPicture.encode(file, how: how, columns: 24, rows: 12, cell: (width: 8, height: 16))
    let end = out.lastIndex { $0 != 0x0A }.map { out.count - 1 - $0 } ?? 0
    #expect(end == lineFeeds)
  }

  @Test func iTermImagesCarryTheFileItself() throws {
    let file = try FileBytes.contents(of: packageRoot + "/plist-data/guess-en/pictures/sun.png")
    let text = String(decoding: ITermImages.encode(file: file, columns: 12, rows: 6), as: UTF8.self)
    let head = "\u{1B}]1337;File=inline=1;size=\(file.count);width=12;height=6;preserveAspectRatio=1:"
    #expect(text.hasPrefix(head))
    #expect(text.hasSuffix("\u{07}"))
    #expect(Base64.decode(Array(text.dropFirst(head.count).dropLast().utf8)) == file)
  }
}
