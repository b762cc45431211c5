import Foundation
import PictureCodecs
import PlistKit
import TerminalKit

/// Small pictures made by the tests: PNGs with stored (uncompressed) deflate blocks, JPEGs
/// through libjpeg, PPM/PGM by hand.
enum TestPictures {
  static func crc32(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 != 0 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    return ~crc
  }

  static func be32(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }

  static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
    let body = Array(type.utf8) + data
    return be32(UInt32(data.count)) + body + be32(crc32(body))
  }

  /// zlib with stored blocks: valid deflate without compressing.
  static func zlibStored(_ data: [UInt8]) -> [UInt8] {
    var out: [UInt8] = [0x78, 0x01]
    var i = 0
    repeat {
      let n = min(65_535, data.count - i)
      let final: UInt8 = i + n >= data.count ? 1 : 0
      out += [final, UInt8(n & 0xFF), UInt8(n >> 8), UInt8(~n & 0xFF), UInt8((~n >> 8) & 0xFF)]
      out += data[i..<(i + n)]
      i += n
    } while i < data.count
    var a: UInt32 = 1, b: UInt32 = 0
    for byte in data { a = (a + UInt32(byte)) % 65_521; b = (b + a) % 65_521 }
    return out + be32(b << 16 | a)
  }

  /// A PNG from rows of samples already packed for `bitDepth`; `interlaced` lays them out in
  /// Adam7 passes (the rows are then given per pixel as `pixel(x, y)`).
  static func png(width: Int, height: Int, colorType: UInt8, bitDepth: UInt8, extra: [[UInt8]] = [],
                  interlaced: Bool = false, row: (Int, [Int]) -> [UInt8]) -> [UInt8] {
    var raw: [UInt8] = []
    if interlaced {
      let passes = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
      for (x0, y0, dx, dy) in passes {
        let xs = Array(stride(from: x0, to: width, by: dx))
        guard !xs.isEmpty else { continue }
        for y in stride(from: y0, to: height, by: dy) { raw += [0] + row(y, xs) }
      }
    } else {
      for y in 0..<height { raw += [0] + row(y, Array(0..<width)) }
    }
    var out: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    out += chunk("IHDR", be32(UInt32(width)) + be32(UInt32(height)) + [bitDepth, colorType, 0, 0, interlaced ? 1 : 0])
    for (i, data) in extra.enumerated() { out += chunk(i == 0 ? "PLTE" : "tRNS", data) }
    out += chunk("IDAT", zlibStored(raw))
    out += chunk("IEND", [])
    return out
  }

  static func jpeg(width: Int, height: Int, components: Int, progressive: Bool, sample: (Int, Int, Int) -> UInt8) -> [UInt8] {
    var samples: [UInt8] = []
    for y in 0..<height { for x in 0..<width { for c in 0..<components { samples.append(sample(x, y, c)) } } }
    var out: UnsafeMutablePointer<UInt8>?
    var size: UInt = 0
    let ok = codec_encode_jpeg(samples, Int32(width), Int32(height), Int32(components), progressive ? 1 : 0, &out, &size)
    defer { free(out) }
    guard ok == 1, let out else { return [] }
    return Array(UnsafeBufferPointer(start: out, count: Int(size)))
  }
}
