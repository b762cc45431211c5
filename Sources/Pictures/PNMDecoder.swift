import GameCore
import PictureCodecs
import PlistKit
import TerminalKit

/// Binary PPM (P6) and PGM (P5), 8 or 16 bits a sample, with `#` comments in the header.
enum PNMDecoder {
  /// The largest width, height or maximum value read (above CODEC_MAX_PIXELS, so a width past it
  /// is refused by the picture's size, not by its digits).
  static let largestNumber = 1_000_000_000

  static func decode(_ bytes: [UInt8]) throws(PictureError) -> Image {
    var pos = 2
    func skipSpaceAndComments() {
      while pos < bytes.count {
        if bytes[pos] == UInt8(ascii: "#") {
          while pos < bytes.count, bytes[pos] != 0x0A { pos += 1 }
        } else if bytes[pos] == 0x20 || bytes[pos] == 0x0A || bytes[pos] == 0x0D || bytes[pos] == 0x09 {
          pos += 1
        } else {
          return
        }
      }
    }
    // Every digit is read (a number is never split in two); past the largest a header may
    // hold, the number is refused whole.
    func number(_ what: String) throws(PictureError) -> Int {
      skipSpaceAndComments()
      var value = 0
      let start = pos
      while pos < bytes.count, (0x30...0x39).contains(bytes[pos]) {
        if value <= Self.largestNumber { value = value * 10 + Int(bytes[pos] - 0x30) }
        pos += 1
      }
      guard pos > start else { throw PictureError("the PPM/PGM header has no \(what)") }
      guard value <= Self.largestNumber else {
        throw PictureError("the PPM/PGM \(what) \(String(decoding: bytes[start..<min(pos, start + 20)], as: UTF8.self)) is larger than a picture may be")
      }
      return value
    }
    let channels = bytes[1] == UInt8(ascii: "6") ? 3 : 1
    let width = try number("width"), height = try number("height"), maxValue = try number("maximum value")
    guard width > 0, height > 0 else { throw PictureError("the picture is empty (0 pixels wide or high)") }
    guard width * height <= Int(CODEC_MAX_PIXELS) else {
      throw PictureError("the picture is \(width)x\(height) pixels, more than the \(CODEC_MAX_PIXELS / 1_000_000) megapixels a picture may have")
    }
    guard width * height * 4 <= Int(CODEC_MEMORY_BUDGET) else {
      throw PictureError("decoding it would need \((width * height * 4) >> 20) MB, more than the \(CODEC_MEMORY_BUDGET >> 20) MB a picture may use")
    }
    guard (1...65_535).contains(maxValue) else { throw PictureError("the PPM/PGM maximum value \(maxValue) is not usable") }
    // One white-space byte ends the header; the samples start after it.
    guard pos < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[pos]) else {
      throw PictureError("the PPM/PGM header does not end with a space or a line break after the maximum value")
    }
    pos += 1
    let sampleBytes = maxValue > 255 ? 2 : 1
    let needed = width * height * channels * sampleBytes
    guard bytes.count - pos >= needed else {
      throw PictureError("the PPM/PGM data is cut short: \(bytes.count - pos) of \(needed) bytes")
    }
    var pixels = [UInt8](repeating: 255, count: width * height * 4)
    for i in 0..<(width * height) {
      for c in 0..<3 {
        let sample = i * channels + (channels == 3 ? c : 0)
        let at = pos + sample * sampleBytes
        let raw = sampleBytes == 2 ? Int(bytes[at]) << 8 | Int(bytes[at + 1]) : Int(bytes[at])
        // A sample above the maximum (the format forbids it) shows as the maximum.
        pixels[i * 4 + c] = UInt8(min(raw, maxValue) * 255 / maxValue)
      }
    }
    return Image(width: width, height: height, pixels: pixels)
  }
}
