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

  @Test("a JPEG claiming more than the budget is refused before it is decoded", arguments: [
    (65_500, 65_500, true, "decoding it would need 40915 MB, more than the 256 MB a picture may use"),
    (32_000, 32_000, true, "decoding it would need 9766 MB, more than the 256 MB a picture may use"),
    (16_000, 16_000, false, "decoding it would need 977 MB, more than the 256 MB a picture may use"),
  ])
  func hugeJPEG(width: Int, height: Int, progressive: Bool, message: String) throws {
    let bytes = try Self.jpegClaiming(width: width, height: height, progressive: progressive)
    #expect(bytes.count < 1_000)
    #expect(throws: PictureError(message)) { try PictureDecoder.decode(bytes) }
  }

  @Test func aLargeProgressiveJPEGDrawnSmallIsStillRefusedForItsCoefficients() throws {
    // Scaling by 1/8 shrinks the output, not the coefficient buffer a progressive file needs.
    let bytes = try Self.jpegClaiming(width: 16_000, height: 16_000, progressive: true)
    #expect(throws: PictureError("decoding it would need 1480 MB, more than the 256 MB a picture may use")) {
      try PictureDecoder.decode(bytes, fitting: (40, 20))
    }
  }

  @Test func anInterlacedPNGOfSixteenThousandSquareIsRefused() throws {
    var bytes = TestPictures.png(width: 8, height: 8, colorType: 2, bitDepth: 8, interlaced: true) { _, xs in
      xs.flatMap { _ in [UInt8(200), 100, 50] }
    }
    // IHDR's data starts at byte 16: width, height; then its CRC at 29.
    let ihdr = TestPictures.be32(16_384) + TestPictures.be32(16_384) + [8, 2, 0, 0, 1]
    bytes.replaceSubrange(16..<29, with: ihdr)
    bytes.replaceSubrange(29..<33, with: TestPictures.be32(TestPictures.crc32(Array("IHDR".utf8) + ihdr)))
    #expect(throws: PictureError("decoding it would need 2048 MB, more than the 256 MB a picture may use")) {
      try PictureDecoder.decode(bytes, fitting: (40, 20))
    }
  }

  @Test func picturesWithinTheBudgetStillDecode() throws {
    let bytes = TestPictures.jpeg(width: 640, height: 480, components: 3, progressive: true) { x, _, _ in UInt8(x & 0xFF) }
    #expect(try PictureDecoder.decode(bytes).width == 640)
  }
}
