import GameCore
import PictureCodecs
import PlistKit
import TerminalKit

/// A decoded picture: RGBA, 8 bits a channel, rows top to bottom.
public struct Image: Equatable, Sendable {
  public let width: Int
  public let height: Int
  public var pixels: [UInt8]

  public init(width: Int, height: Int, pixels: [UInt8]) {
    self.width = width
    self.height = height
    self.pixels = pixels
  }

  public func pixel(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
    let i = (y * width + x) * 4
    return (pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3])
  }
}

/// Why a picture could not be shown.
public struct PictureError: Error, Equatable, Sendable, CustomStringConvertible {
  public var reason: String
  public init(_ reason: String) { self.reason = reason }
  public var description: String { reason }
}

/// The formats told apart by their first bytes, never by the file name (real packs carry JPEG
/// data in files named `.png`).
public enum PictureFormat: String, Sendable {
  case png, jpeg, pnm

  public static func detect(_ bytes: [UInt8]) -> PictureFormat? {
    if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return .png }
    if bytes.starts(with: [0xFF, 0xD8, 0xFF]) { return .jpeg }
    if bytes.count >= 2, bytes[0] == UInt8(ascii: "P"), bytes[1] == UInt8(ascii: "5") || bytes[1] == UInt8(ascii: "6") { return .pnm }
    return nil
  }
}

public enum PictureDecoder {
  /// Decodes a picture; `fitting`, when given, lets JPEG reduce itself while decoding to no
  /// less than that many pixels each way.
  public static func decode(_ bytes: [UInt8], fitting target: (width: Int, height: Int)? = nil) throws(PictureError) -> Image {
    guard !bytes.isEmpty else { throw PictureError("the file is empty") }
    switch PictureFormat.detect(bytes) {
    case .png?:
      if let target {
        // Large PNGs are reduced while decoding; interlaced ones fall through to a full decode.
        let fitted = try? viaCodec { data, out in
          codec_decode_png_fitting(data.baseAddress, data.count, Int32(target.width), Int32(target.height), out)
        }(bytes)
        if let fitted { return fitted }
      }
      return try viaCodec { data, out in codec_decode_png(data.baseAddress, data.count, out) }(bytes)
    case .jpeg?:
      let denominator = target.map { jpegDenominator(bytes, target: $0) } ?? 1
      return try viaCodec { data, out in codec_decode_jpeg(data.baseAddress, data.count, Int32(denominator), out) }(bytes)
    case .pnm?:
      return try PNMDecoder.decode(bytes)
    case nil:
      throw PictureError("not a PNG, JPEG or PPM/PGM picture")
    }
  }

  /// Whether the picture can be shown, as `decode(_:fitting:)` says: a PNG whose rows all read
  /// as stored is one it decodes, and is not built; anything else is decoded to a small size,
  /// which gives the reason when it cannot be.
  public static func check(_ bytes: [UInt8]) throws(PictureError) {
    if PictureFormat.detect(bytes) == .png {
      var out = codec_image()
      let ok = bytes.withUnsafeBufferPointer { codec_check_png($0.baseAddress, $0.count, &out) }
      if ok == 1 { return }
    }
    _ = try decode(bytes, fitting: checkedSize)
  }

  /// The size lint decodes a picture to when its rows alone cannot tell.
  static let checkedSize = (width: 64, height: 64)

  /// The largest of 1, 2, 4, 8 that still leaves the picture at least `target` big.
  static func jpegDenominator(_ bytes: [UInt8], target: (width: Int, height: Int)) -> Int {
    var width: Int32 = 0, height: Int32 = 0
    let known = bytes.withUnsafeBufferPointer { codec_jpeg_size($0.baseAddress, $0.count, &width, &height) }
    guard known == 1 else { return 1 }
    var denominator = 1
    while denominator < 8, Int(width) / (denominator * 2) >= target.width, Int(height) / (denominator * 2) >= target.height {
      denominator *= 2
    }
    return denominator
  }

  private static func viaCodec(
    _ call: @escaping (UnsafeBufferPointer<UInt8>, UnsafeMutablePointer<codec_image>) -> Int32
  ) -> ([UInt8]) throws(PictureError) -> Image {
    { bytes throws(PictureError) in
      var out = codec_image()
      let ok = bytes.withUnsafeBufferPointer { call($0, &out) }
      defer { codec_free(&out) }
      guard ok == 1, let pixels = out.pixels else {
        let message = withUnsafeBytes(of: out.error) { raw in
          String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
        }
        throw PictureError(message.isEmpty ? "the picture could not be decoded" : message)
      }
      let count = Int(out.width) * Int(out.height) * 4
      return Image(width: Int(out.width), height: Int(out.height), pixels: Array(UnsafeBufferPointer(start: pixels, count: count)))
    }
  }
}
