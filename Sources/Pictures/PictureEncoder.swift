import PictureCodecs
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Pictures written out: a PNG from an image in memory (libpng), for packs made by `arcade new`.
public enum PictureEncoder {
  /// The image as PNG bytes with its alpha, or nil when libpng cannot write it.
  public static func png(_ image: Image) -> [UInt8]? {
    guard image.width > 0, image.height > 0, image.pixels.count == image.width * image.height * 4 else { return nil }
    var out: UnsafeMutablePointer<UInt8>?
    var size: UInt = 0
    let ok = codec_encode_png(image.pixels, Int32(image.width), Int32(image.height), 1, &out, &size)
    defer { free(out) }
    guard ok == 1, let out else { return nil }
    return Array(UnsafeBufferPointer(start: out, count: Int(size)))
  }

  /// The image as baseline JPEG bytes (its alpha dropped), or nil when libjpeg cannot write it.
  public static func jpeg(_ image: Image) -> [UInt8]? {
    guard image.width > 0, image.height > 0, image.pixels.count == image.width * image.height * 4 else { return nil }
    var rgb = [UInt8]()
    rgb.reserveCapacity(image.width * image.height * 3)
    for i in stride(from: 0, to: image.pixels.count, by: 4) { rgb += image.pixels[i..<i + 3] }
    var out: UnsafeMutablePointer<UInt8>?
    var size: UInt = 0
    let ok = codec_encode_jpeg(rgb, Int32(image.width), Int32(image.height), 3, 0, &out, &size)
    defer { free(out) }
    guard ok == 1, let out else { return nil }
    return Array(UnsafeBufferPointer(start: out, count: Int(size)))
  }
}

/// A plain shape in one colour on a light ground: a starter pack's pictures, drawn in code so
/// that the pack carries nothing borrowed.
public enum ShapePicture: String, CaseIterable, Sendable {
  case circle, square, triangle

  public func draw(size: Int = 96) -> Image {
    var pixels = [UInt8](repeating: 0, count: size * size * 4)
    let colour: (UInt8, UInt8, UInt8) = switch self {
    case .circle: (220, 60, 50)
    case .square: (40, 110, 210)
    case .triangle: (40, 160, 80)
    }
    let middle = Double(size) / 2
    for y in 0..<size {
      for x in 0..<size {
        let (dx, dy) = (Double(x) + 0.5 - middle, Double(y) + 0.5 - middle)
        let inside = switch self {
        case .circle: dx * dx + dy * dy <= (middle * 0.8) * (middle * 0.8)
        case .square: abs(dx) <= middle * 0.7 && abs(dy) <= middle * 0.7
        case .triangle: dy <= middle * 0.7 && dy >= -middle * 0.7 && abs(dx) <= (dy + middle * 0.7) * 0.6
        }
        let i = (y * size + x) * 4
        (pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3]) = inside ? (colour.0, colour.1, colour.2, 255) : (245, 242, 232, 255)
      }
    }
    return Image(width: size, height: size, pixels: pixels)
  }
}
