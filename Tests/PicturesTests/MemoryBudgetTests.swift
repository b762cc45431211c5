import Foundation
import GameCore
import Testing
@testable import Pictures
import PlistKit
import TerminalKit

/// No picture decode may use more than 256 MB, checked from the header before anything large
/// is allocated: a few hundred bytes must not claim gigabytes.
struct MemoryBudgetTests {
  /// A small JPEG whose frame header (SOF) is rewritten to claim `width` x `height`.
  static func jpegClaiming(width: Int, height: Int, progressive: Bool) throws -> [UInt8] {
    var bytes = TestPictures.jpeg(width: 16, height: 16, components: 3, progressive: progressive) { x, y, c in UInt8((x * 16 + y + c) & 0xFF) }
    let sof: UInt8 = progressive ? 0xC2 : 0xC0
    let at = try #require((0..<(bytes.count - 1)).first { bytes[$0] == 0xFF && bytes[$0 + 1] == sof })
    bytes[at + 5] = UInt8(height >> 8)
    bytes[at + 6] = UInt8(height & 0xFF)
    bytes[at + 7] = UInt8(width >> 8)
    bytes[at + 8] = UInt8(width & 0xFF)
    return bytes
  }

  @Test("a JPEG claiming more pixels than a picture may have is refused from its header", arguments: [
    (65_500, 65_500, true, "the picture is 65500x65500 pixels, more than the 100 megapixels a picture may have"),
    (65_500, 65_500, false, "the picture is 65500x65500 pixels, more than the 100 megapixels a picture may have"),
    (32_000, 32_000, true, "the picture is 32000x32000 pixels, more than the 100 megapixels a picture may have"),
    (10_001, 10_000, false, "the picture is 10001x10000 pixels, more than the 100 megapixels a picture may have"),
  ])
  func hugeJPEG(width: Int, height: Int, progressive: Bool, message: String) throws {
    let bytes = try Self.jpegClaiming(width: width, height: height, progressive: progressive)
    #expect(bytes.count < 1_000)
    #expect(throws: PictureError(message)) { try PictureDecoder.decode(bytes) }
    // Drawn small (as lint and the games decode) it is refused the same way.
    #expect(throws: PictureError(message)) { try PictureDecoder.decode(bytes, fitting: (64, 64)) }
  }

  @Test func aJPEGWithinThePixelsButOverTheBudgetIsRefused() throws {
    let bytes = try Self.jpegClaiming(width: 10_000, height: 10_000, progressive: false)
    #expect(throws: PictureError("decoding it would need 381 MB, more than the 256 MB a picture may use")) {
      try PictureDecoder.decode(bytes)
    }
  }

  @Test func aCutJPEGClaimingALargeSizeStopsAtOnce() throws {
    // 10,000 square at an eighth is 1,250 square: within every limit, but the data ends after
    // 16 rows; the decoder stops there instead of making 1,234 rows of grey.
    let bytes = try Self.jpegClaiming(width: 10_000, height: 10_000, progressive: false)
    #expect(throws: PictureError("the JPEG data is cut short")) { try PictureDecoder.decode(bytes, fitting: (64, 64)) }
  }

  @Test func aLargeProgressiveJPEGDrawnSmallIsStillRefusedForItsCoefficients() throws {
    // Scaling by 1/8 shrinks the output, not the coefficient buffer a progressive file needs.
    let bytes = try Self.jpegClaiming(width: 9_000, height: 9_000, progressive: true)
    #expect(throws: PictureError("decoding it would need 468 MB, more than the 256 MB a picture may use")) {
      try PictureDecoder.decode(bytes, fitting: (40, 20))
    }
  }

  @Test("a PGM's size is read whole and checked", arguments: [
    ("P5 4294967296 1 255\n", "the PPM/PGM width 4294967296 is larger than a picture may be"),
    ("P5 12345678 1 255\n", "the PPM/PGM data is cut short: 0 of 12345678 bytes"),
    ("P5 20000 20000 255\n", "the picture is 20000x20000 pixels, more than the 100 megapixels a picture may have"),
    ("P5 9000 9000 255\n", "decoding it would need 308 MB, more than the 256 MB a picture may use"),
    ("P6 0 5 255\n", "the picture is empty (0 pixels wide or high)"),
  ])
  func pnmHeader(header: String, message: String) {
    #expect(throws: PictureError(message)) { try PictureDecoder.decode(Array(header.utf8)) }
  }

  @Test func aPNGClaimingMorePixelsThanAllowedIsRefused() throws {
    for interlaced in [false, true] {
      var bytes = TestPictures.png(width: 8, height: 8, colorType: 2, bitDepth: 8, interlaced: interlaced) { _, xs in
        xs.flatMap { _ in [UInt8(200), 100, 50] }
      }
      let ihdr = TestPictures.be32(16_384) + TestPictures.be32(16_384) + [8, 2, 0, 0, interlaced ? 1 : 0]
      bytes.replaceSubrange(16..<29, with: ihdr)
      bytes.replaceSubrange(29..<33, with: TestPictures.be32(TestPictures.crc32(Array("IHDR".utf8) + ihdr)))
      #expect(throws: PictureError("the picture is 16384x16384 pixels, more than the 100 megapixels a picture may have")) {
        try PictureDecoder.decode(bytes, fitting: (40, 20))
      }
    }
  }

  @Test func anInterlacedPNGOverTheBudgetIsRefused() throws {
    var bytes = TestPictures.png(width: 8, height: 8, colorType: 2, bitDepth: 8, interlaced: true) { _, xs in
      xs.flatMap { _ in [UInt8(200), 100, 50] }
    }
    // IHDR's data starts at byte 16: width, height; then its CRC at 29.
    let ihdr = TestPictures.be32(9_000) + TestPictures.be32(9_000) + [8, 2, 0, 0, 1]
    bytes.replaceSubrange(16..<29, with: ihdr)
    bytes.replaceSubrange(29..<33, with: TestPictures.be32(TestPictures.crc32(Array("IHDR".utf8) + ihdr)))
    #expect(throws: PictureError("decoding it would need 618 MB, more than the 256 MB a picture may use")) {
      try PictureDecoder.decode(bytes, fitting: (40, 20))
    }
  }

  @Test func picturesWithinTheBudgetStillDecode() throws {
    let bytes = TestPictures.jpeg(width: 640, height: 480, components: 3, progressive: true) { x, _, _ in UInt8(x & 0xFF) }
    #expect(try PictureDecoder.decode(bytes).width == 640)
  }
}
