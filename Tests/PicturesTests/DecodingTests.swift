import Foundation
import GameCore
import Testing
import TestSupport
@testable import Pictures
import PlistKit
import TerminalKit

struct DecodingTests {
  func rgba(_ image: Image, _ x: Int, _ y: Int) -> [UInt8] {
    let p = image.pixel(x: x, y: y)
    return [p.r, p.g, p.b, p.a]
  }

  @Test func rgbaPNG() throws {
    let bytes = TestPictures.png(width: 2, height: 2, colorType: 6, bitDepth: 8) { y, xs in
      xs.flatMap { x in [UInt8(x * 200), UInt8(y * 100), 7, x == 1 && y == 1 ? 0 : 255] }
    }
    let image = try PictureDecoder.decode(bytes)
    #expect(image.width == 2 && image.height == 2)
    #expect(rgba(image, 1, 0) == [200, 0, 7, 255])
    #expect(rgba(image, 0, 1) == [0, 100, 7, 255])
    #expect(rgba(image, 1, 1)[3] == 0)
  }

  @Test("grey, RGB, grey+alpha and 16-bit PNGs", arguments: [
    (UInt8(0), UInt8(8)), (0, 1), (0, 4), (2, 8), (2, 16), (4, 8), (4, 16), (6, 16),
  ])
  func colourTypesAndDepths(colorType: UInt8, depth: UInt8) throws {
    let channels = [0: 1, 2: 3, 4: 2, 6: 4][Int(colorType)] ?? 1
    let bytes = TestPictures.png(width: 8, height: 2, colorType: colorType, bitDepth: depth) { y, xs in
      // Samples at full scale for the left half, zero for the right: white and black.
      let samples = xs.flatMap { x in (0..<channels).map { c in (x < 4 || (channels % 2 == 0 && c == channels - 1)) ? (1 << Int(depth)) - 1 : 0 } }
      if depth == 16 { return samples.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] } }
      if depth == 8 { return samples.map(UInt8.init) }
      var packed: [UInt8] = []
      var bits = 0, current = 0
      for s in samples {
        current = current << Int(depth) | s
        bits += Int(depth)
        if bits == 8 { packed.append(UInt8(current)); bits = 0; current = 0 }
      }
      if bits > 0 { packed.append(UInt8(current << (8 - bits))) }
      return packed
    }
    let image = try PictureDecoder.decode(bytes)
    #expect(rgba(image, 0, 0) == [255, 255, 255, 255])
    #expect(rgba(image, 7, 1) == [0, 0, 0, 255])
  }

  @Test func aPaletteWithTransparency() throws {
    let palette: [UInt8] = [255, 0, 0, 0, 0, 255]
    let bytes = TestPictures.png(width: 2, height: 1, colorType: 3, bitDepth: 8, extra: [palette, [255, 0]]) { _, xs in
      xs.map { UInt8($0) }
    }
    let image = try PictureDecoder.decode(bytes)
    #expect(rgba(image, 0, 0) == [255, 0, 0, 255])
    #expect(rgba(image, 1, 0)[3] == 0)
  }

  @Test func anInterlacedPNG() throws {
    let bytes = TestPictures.png(width: 9, height: 9, colorType: 2, bitDepth: 8, interlaced: true) { y, xs in
      xs.flatMap { x in [UInt8(x * 20), UInt8(y * 20), 0] }
    }
    let image = try PictureDecoder.decode(bytes)
    #expect(rgba(image, 5, 3) == [100, 60, 0, 255])
    #expect(rgba(image, 8, 8) == [160, 160, 0, 255])
  }

  @Test("JPEG: baseline, progressive, grey and CMYK", arguments: [(3, false), (3, true), (1, false), (4, false)])
  func jpeg(components: Int, progressive: Bool) throws {
    let bytes = TestPictures.jpeg(width: 16, height: 16, components: components, progressive: progressive) { x, _, c in
      // Left half light, right half dark; CMYK is written with an Adobe marker, so its samples
      // are inverted (255 = no ink): no colour ink, and black ink only on the left.
      if components == 4 { return c == 3 ? (x < 8 ? 20 : 230) : 255 }
      return x < 8 ? 230 : 20
    }
    #expect(!bytes.isEmpty)
    let image = try PictureDecoder.decode(bytes)
    #expect(image.width == 16 && image.height == 16)
    let left = image.pixel(x: 2, y: 8), right = image.pixel(x: 13, y: 8)
    let light = components == 4 ? right : left, dark = components == 4 ? left : right
    #expect(light.r > 200 && light.g > 200 && light.b > 200, "\(light)")
    #expect(dark.r < 50 && dark.g < 50 && dark.b < 50, "\(dark)")
  }

  @Test func jpegShrinksWhileDecodingWhenAsked() throws {
    let bytes = TestPictures.jpeg(width: 64, height: 48, components: 3, progressive: false) { _, _, _ in 128 }
    #expect(PictureDecoder.jpegDenominator(bytes, target: (16, 12)) == 4)
    #expect(try PictureDecoder.decode(bytes, fitting: (16, 12)).width == 16)
    #expect(try PictureDecoder.decode(bytes, fitting: (40, 30)).width == 64)
  }

  @Test func binaryPPMAndPGM() throws {
    let ppm = Array("P6\n# made by hand\n2 1\n255\n".utf8) + [255, 0, 0, 0, 0, 255]
    let image = try PictureDecoder.decode(ppm)
    #expect(rgba(image, 0, 0) == [255, 0, 0, 255] && rgba(image, 1, 0) == [0, 0, 255, 255])
    let pgm = Array("P5 2 1 65535\n".utf8) + [0xFF, 0xFF, 0x00, 0x00]
    let grey = try PictureDecoder.decode(pgm)
    #expect(rgba(grey, 0, 0) == [255, 255, 255, 255] && rgba(grey, 1, 0) == [0, 0, 0, 255])
  }

  @Test("broken pictures fail with a reason", arguments: [
    ([UInt8](), "the file is empty"),
    (Array("GIF89a".utf8), "not a PNG, JPEG or PPM/PGM picture"),
    (Array("P6\n2 1\n255\n".utf8) + [1, 2], "the PPM/PGM data is cut short: 2 of 6 bytes"),
    (Array("P6\n0 1\n255\n".utf8), "the picture is empty (0 pixels wide or high)"),
    (Array("P6\n1 1\n25".utf8) + [0xB5, 1, 2, 3], "the PPM/PGM header does not end with a space or a line break after the maximum value"),
  ])
  func broken(bytes: [UInt8], reason: String) {
    #expect(throws: PictureError(reason)) { try PictureDecoder.decode(bytes) }
  }

  /// Found by the pictures fuzz target: a sample above the maximum value trapped.
  @Test func aSampleAboveTheMaximumShowsAsTheMaximum() throws {
    let image = try PictureDecoder.decode(Array("P6\n2 1\n25\n".utf8) + [25, 200, 0, 12, 13, 255])
    #expect(image.pixels == [255, 255, 0, 255, 122, 132, 255, 255])
  }

  @Test func truncatedAndCorruptFilesOfEachFormatFailWithoutCrashing() {
    let png = TestPictures.png(width: 4, height: 4, colorType: 2, bitDepth: 8) { _, xs in xs.flatMap { _ in [1, 2, 3] } }
    let jpeg = TestPictures.jpeg(width: 32, height: 32, components: 3, progressive: false) { x, y, _ in UInt8((x * y) & 0xFF) }
    for bytes in [Array(png.prefix(40)), Array(png.prefix(png.count - 20)), Array(jpeg.prefix(jpeg.count / 2)), Array(jpeg.prefix(20))] {
      #expect(throws: PictureError.self) { try PictureDecoder.decode(bytes) }
    }
    var corrupt = png
    corrupt[40] ^= 0xFF
    #expect(throws: PictureError.self) { try PictureDecoder.decode(corrupt) }
  }
}

struct DrawingTests {
  @Test func areaAveragingAndFitting() {
    let image = Image(width: 2, height: 2, pixels: [0, 0, 0, 255, 255, 255, 255, 255, 255, 255, 255, 255, 0, 0, 0, 255])
    let one = Scaling.resize(image, to: 1, 1)
    #expect(one.pixels == [128, 128, 128, 255])
    #expect(Scaling.fit(width: 640, height: 702, into: (40, 40)) == (36, 40))
    #expect(Scaling.fit(width: 4000, height: 3000, into: (80, 80)) == (80, 60))
  }

  @Test func transparencyIsBlendedOverTheBackground() {
    let image = Image(width: 1, height: 1, pixels: [255, 0, 0, 128])
    #expect(Scaling.flatten(image, over: (0, 0, 255)).pixels == [128, 0, 127, 255])
  }

  @Test func aKnownFourByFourPictureBecomesEightCells() {
    // Rows: red, green, blue, white.
    let colours: [[UInt8]] = [[255, 0, 0], [0, 255, 0], [0, 0, 255], [255, 255, 255]]
    let image = Image(width: 4, height: 4, pixels: colours.flatMap { c in (0..<4).flatMap { _ in c + [255] } })
    let cells = HalfBlock.cells(image, depth: .trueColor)
    #expect(cells.count == 2 && cells[0].count == 4)
    #expect(cells[0][0] == Cell("▀", style: Style(foreground: .rgb(255, 0, 0), background: .rgb(0, 255, 0))))
    #expect(cells[1][3] == Cell("▀", style: Style(foreground: .rgb(0, 0, 255), background: .rgb(255, 255, 255))))
    let plain = HalfBlock.cells(image, depth: .none)
    #expect(plain.map { $0.map(\.text).joined() } == ["====", "++++"])
  }

  /// A picture that cannot be drawn is a quiet box with the mode's mark: never its name (a
  /// make-pack pack's names are the answers) and no words of any language.
  @Test func aPictureThatCannotBeDrawnIsAQuietBoxWithTheMark() {
    let folder = TemporaryFolder()
    folder.write("broken.png", "nope")
    let finder = PictureFinder(packRoot: folder.path, folders: [folder.path])
    let pictures = HalfBlockPictures(depth: .trueColor)
    var broken = CellBuffer(size: Size(columns: 12, rows: 5))
    pictures.draw("broken", finder: finder, in: broken.bounds, mark: "?", into: &broken)
    #expect(broken.lines == ["┌──────────┐", "│          │", "│    ?     │", "│          │", "└──────────┘"])
    var missing = CellBuffer(size: Size(columns: 12, rows: 5))
    pictures.draw("月亮", finder: finder, in: missing.bounds, mark: "苹", into: &missing)
    #expect(missing.lines == ["┌──────────┐", "│          │", "│    苹    │", "│          │", "└──────────┘"])
    var bare = CellBuffer(size: Size(columns: 12, rows: 5))
    pictures.draw("cat", finder: finder, in: bare.bounds, into: &bare)
    #expect(bare.lines.joined().allSatisfy { "┌─┐│└┘ ".contains($0) })
  }

  @Test func redrawingNeverDecodesAgain() {
    let cache = PictureCache()
    let pictures = HalfBlockPictures(depth: .trueColor, cache: cache)
    let finder = PictureFinder(packRoot: packageRoot + "/plist-data/guess-en", folders: [packageRoot + "/plist-data/guess-en/pictures"])
    var buffer = CellBuffer(size: Size(columns: 40, rows: 20))
    for _ in 0..<3 { pictures.draw("sun", finder: finder, in: buffer.bounds, into: &buffer) }
    #expect(cache.decodes == 1)
    pictures.draw("moon", finder: finder, in: buffer.bounds, into: &buffer)
    #expect(cache.decodes == 2)
  }
}

struct FittedDecodingTests {
  @Test func aLargePNGIsReducedWhileDecoding() throws {
    let bytes = TestPictures.png(width: 40, height: 20, colorType: 6, bitDepth: 8) { y, xs in
      xs.flatMap { x in x < 20 ? [200, 0, 0, 255] : [0, 0, 200, y < 10 ? 255 : 0] }
    }
    let image = try PictureDecoder.decode(bytes, fitting: (10, 10))
    #expect(image.width == 10 && image.height == 5)
    #expect(image.pixel(x: 0, y: 0) == (200, 0, 0, 255))
    #expect(image.pixel(x: 9, y: 0) == (0, 0, 200, 255))
    #expect(image.pixel(x: 9, y: 4).a == 0)
  }

  @Test func interlacedPNGsAreDecodedInFullThenFitted() throws {
    let bytes = TestPictures.png(width: 16, height: 16, colorType: 2, bitDepth: 8, interlaced: true) { _, xs in
      xs.flatMap { _ in [10, 20, 30] }
    }
    let image = try PictureDecoder.decode(bytes, fitting: (4, 4))
    #expect(image.width == 16)
    let cells = try HalfBlock.render(bytes, columns: 4, rows: 2, depth: .trueColor)
    #expect(cells.count == 2 && cells[0].count == 4)
    #expect(cells[0][0].style.foreground == .rgb(10, 20, 30))
  }
}
