import GameCore
import PlistKit
import TerminalKit

/// Resizing and blending: area averaging keeps small pictures sharp and large ones smooth.
public enum Scaling {
  /// The largest size with the picture's aspect ratio inside `box` (never zero).
  public static func fit(width: Int, height: Int, into box: (width: Int, height: Int)) -> (width: Int, height: Int) {
    guard width > 0, height > 0, box.width > 0, box.height > 0 else { return (1, 1) }
    let scale = min(Double(box.width) / Double(width), Double(box.height) / Double(height))
    return (max(1, Int((Double(width) * scale).rounded())), max(1, Int((Double(height) * scale).rounded())))
  }

  /// Each target pixel is the average of the source area it covers (partial pixels weighted),
  /// with colours weighted by alpha so transparent pixels do not darken edges.
  public static func resize(_ image: Image, to width: Int, _ height: Int) -> Image {
    if image.width == width, image.height == height { return image }
    var out = [UInt8](repeating: 0, count: width * height * 4)
    let sx = Double(image.width) / Double(width), sy = Double(image.height) / Double(height)
    image.pixels.withUnsafeBufferPointer { src in
      for ty in 0..<height {
        let y0 = Double(ty) * sy, y1 = min(Double(image.height), y0 + sy)
        for tx in 0..<width {
          let x0 = Double(tx) * sx, x1 = min(Double(image.width), x0 + sx)
          var r = 0.0, g = 0.0, b = 0.0, a = 0.0, area = 0.0
          var y = Int(y0)
          while Double(y) < y1 {
            let wy = min(Double(y + 1), y1) - max(Double(y), y0)
            var x = Int(x0)
            while Double(x) < x1 {
              let w = wy * (min(Double(x + 1), x1) - max(Double(x), x0))
              let i = (y * image.width + x) * 4
              let alpha = Double(src[i + 3]) / 255
              r += Double(src[i]) * alpha * w
              g += Double(src[i + 1]) * alpha * w
              b += Double(src[i + 2]) * alpha * w
              a += alpha * w
              area += w
              x += 1
            }
            y += 1
          }
          let o = (ty * width + tx) * 4
          if a > 0 {
            out[o] = UInt8(min(255, (r / a).rounded()))
            out[o + 1] = UInt8(min(255, (g / a).rounded()))
            out[o + 2] = UInt8(min(255, (b / a).rounded()))
          }
          out[o + 3] = area > 0 ? UInt8(min(255, (a / area * 255).rounded())) : 0
        }
      }
    }
    return Image(width: width, height: height, pixels: out)
  }

  /// Every pixel blended over `background`, alpha made opaque.
  public static func flatten(_ image: Image, over background: (UInt8, UInt8, UInt8)) -> Image {
    var pixels = image.pixels
    for i in stride(from: 0, to: pixels.count, by: 4) {
      let alpha = Int(pixels[i + 3])
      pixels[i] = UInt8((Int(pixels[i]) * alpha + Int(background.0) * (255 - alpha)) / 255)
      pixels[i + 1] = UInt8((Int(pixels[i + 1]) * alpha + Int(background.1) * (255 - alpha)) / 255)
      pixels[i + 2] = UInt8((Int(pixels[i + 2]) * alpha + Int(background.2) * (255 - alpha)) / 255)
      pixels[i + 3] = 255
    }
    return Image(width: image.width, height: image.height, pixels: pixels)
  }
}
