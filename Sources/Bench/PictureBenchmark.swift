import Foundation
import GameCore
import PictureCodecs
import Pictures
import PlistKit
import TerminalKit

/// Decode + scale + draw, against a plain full-size decode of the same file (the baseline).
enum PictureBenchmark {
  static func run() throws {
    print("\n== Pictures: decode + scale + draw to cells (median); baseline: full-size decode alone")
    var report = Report()
    report.add(["picture", "cells", "ms", "baseline ms", "× baseline"])
    let cases: [(String, [UInt8], Int, Int)] = [
      ("640x702 JPEG", jpeg(640, 702), 40, 20),
      ("4000x3000 JPEG", jpeg(4000, 3000), 80, 40),
      ("4000x3000 PNG, RGB", png(4000, 3000, alpha: false), 80, 40),
      ("4000x3000 PNG, RGBA", png(4000, 3000, alpha: true), 80, 40),
    ]
    for (name, bytes, columns, rows) in cases {
      let runs = name.hasPrefix("640") ? 31 : 5
      let full = try Measure.median(runs: runs) { _ = try PictureDecoder.decode(bytes) }
      let drawn = try Measure.median(runs: runs) { _ = try HalfBlock.render(bytes, columns: columns, rows: rows, depth: .trueColor) }
      report.add([name, "\(columns)x\(rows)", Measure.format(drawn * 1000), Measure.format(full * 1000), Measure.format(drawn / full, 2)])
    }
    report.print()
  }

  /// A photo-like test card: gradients and rings, so compression has real work to do.
  static func pixels(_ width: Int, _ height: Int, channels: Int) -> [UInt8] {
    var out = [UInt8](repeating: 255, count: width * height * channels)
    for y in 0..<height {
      for x in 0..<width {
        let i = (y * width + x) * channels
        let dx = Double(x - width / 2), dy = Double(y - height / 2)
        let ring = UInt8(truncatingIfNeeded: Int((dx * dx + dy * dy).squareRoot() / 3))
        out[i] = UInt8(x * 255 / width)
        out[i + 1] = UInt8(y * 255 / height)
        out[i + 2] = ring
      }
    }
    return out
  }

  static func jpeg(_ width: Int, _ height: Int) -> [UInt8] {
    var out: UnsafeMutablePointer<UInt8>?
    var size: UInt = 0
    _ = codec_encode_jpeg(pixels(width, height, channels: 3), Int32(width), Int32(height), 3, 0, &out, &size)
    defer { free(out) }
    return out.map { Array(UnsafeBufferPointer(start: $0, count: Int(size))) } ?? []
  }

  static func png(_ width: Int, _ height: Int, alpha: Bool) -> [UInt8] {
    var out: UnsafeMutablePointer<UInt8>?
    var size: UInt = 0
    _ = codec_encode_png(pixels(width, height, channels: 4), Int32(width), Int32(height), alpha ? 1 : 0, &out, &size)
    defer { free(out) }
    return out.map { Array(UnsafeBufferPointer(start: $0, count: Int(size))) } ?? []
  }
}
