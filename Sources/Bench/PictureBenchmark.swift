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
    try graphics()
  }

  /// The same photo for 40x20 cells of 8x16 pixels in each way a terminal can be sent it,
  /// beside the half blocks, in one run: decode, fit, encode.
  static func graphics() throws {
    print("\n== Pictures in the terminal's graphics: 640x702 JPEG for 40x20 cells (median of 15); baseline: half blocks")
    var report = Report()
    report.add(["protocol", "ms", "bytes", "× half blocks"])
    let bytes = jpeg(640, 702)
    var blockBytes = 0
    let blocks = try Measure.median(runs: 15) {
      let cells = try HalfBlock.render(bytes, columns: 40, rows: 20, depth: .trueColor)
      let renderer = Renderer(depth: .trueColor)
      blockBytes = cells.reduce(0) { $0 + $1.reduce(0) { $0 + renderer.sgr($1.style).count + $1.text.utf8.count } }
    }
    report.add(["half blocks", Measure.format(blocks * 1000), String(blockBytes), "1.00"])
    for how in [PictureProtocol.kitty, .sixel] {
      var size = 0
      let time = try Measure.median(runs: 15) {
        size = try GraphicsPicture.encode(bytes, how: how, columns: 40, rows: 20, cell: (width: 8, height: 16)).count
      }
      report.add([how.rawValue, Measure.format(time * 1000), String(size), Measure.format(time / blocks, 2)])
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
