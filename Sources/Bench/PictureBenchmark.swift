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
    try againstChafa()
    try halfBlocksAgainstChafa()
    try sextantsAgainstChafa()
  }

  /// `arcade show --pictures sextant` and `octant` against `chafa --symbols=sextant` (and
  /// `octant`, where this chafa has them: 1.16 and later), all in 24-bit colour for 40x20 cells
  /// on the same photo, whole processes; fidelity as the mean error a channel of each cell's
  /// pixels (read back from the glyphs and escape codes) against the photo area-averaged to
  /// 80x240 (2x12 a cell: both 3 and 4 divide 12, so every mosaic is measured on the same
  /// pixels). Skipped without chafa.
  static func sextantsAgainstChafa() throws {
    let chafa = "/usr/bin/chafa"
    guard FileManager.default.isExecutableFile(atPath: chafa) else { return }
    print("\n== Sextants and octants against chafa's: 640x702 JPEG for 40x20 cells, 24-bit colour, whole processes (median of 11)")
    let (folder, photo, source) = try testPhoto("sextants")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let chafaHelp = String(decoding: (try? capture(chafa, ["--help"])) ?? [], as: UTF8.self)
    var report = Report()
    report.add(["tool", "ms", "bytes", "cells", "mean error", "cells of no pattern"])
    let colour = ["COLORTERM": "truecolor"]
    var runs: [(String, String, [String], Mosaic)] = []
    for (name, mosaic) in [("sextant", Mosaic.sextants), ("octant", .octants)] {
      runs.append(("arcade \(name)", ProcessTiming.arcadePath,
                   ["show", photo, "--pictures", name, "--color", "always", "--width", "40", "--height", "20"], mosaic))
      if name == "sextant" || chafaHelp.contains("octant") {
        runs.append(("chafa \(name)", chafa, ["--format=symbols", "--symbols=\(name)", "--colors=full", "--size=40x20", photo], mosaic))
      }
    }
    for (name, program, arguments, mosaic) in runs {
      let (time, size) = try ProcessTiming.median(arguments, environment: colour, runs: 11, program: program)
      let drawn = MosaicReading(try capture(program, arguments, environment: colour), mosaic: mosaic)
      let reference = Scaling.resize(source, to: drawn.width * 2, drawn.height * 12)
      let (error, unknown) = drawn.error(against: reference)
      report.add([name, Measure.format(time * 1000), String(size), "\(drawn.width)x\(drawn.height)", Measure.format(error, 2), String(unknown)])
    }
    report.print()
    if !chafaHelp.contains("octant") {
      print("(this chafa has no octants, which came in chafa 1.16: ours are measured alone)")
    }
  }

  /// `arcade show --pictures blocks` against `chafa --symbols=vhalf`, both in 24-bit colour for
  /// 40x20 cells on the same photo, whole processes; fidelity as the mean error a channel of
  /// each cell's two half-pixels (read back from the escape codes) against the photo
  /// area-averaged to the cells drawn. Skipped without chafa.
  static func halfBlocksAgainstChafa() throws {
    let chafa = "/usr/bin/chafa"
    guard FileManager.default.isExecutableFile(atPath: chafa) else { return }
    print("\n== Half blocks against chafa's: 640x702 JPEG for 40x20 cells, 24-bit colour, whole processes (median of 11)")
    let (folder, photo, source) = try testPhoto("blocks")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    var report = Report()
    report.add(["tool", "ms", "bytes", "cells", "mean error"])
    let colour = ["COLORTERM": "truecolor"]
    for (name, program, arguments) in [("arcade", ProcessTiming.arcadePath, ["show", photo, "--pictures", "blocks", "--color", "always", "--width", "40", "--height", "20"]),
                                       ("chafa", chafa, ["--format=symbols", "--symbols=vhalf", "--colors=full", "--size=40x20", photo])] {
      let (time, size) = try ProcessTiming.median(arguments, environment: colour, runs: 11, program: program)
      let drawn = HalfBlockReading(try capture(program, arguments, environment: colour))
      let reference = Scaling.resize(source, to: drawn.width, drawn.height * 2)
      var total = 0
      for y in 0..<(drawn.height * 2) {
        for x in 0..<drawn.width {
          let pixel = drawn.pixel(x, y)
          for c in 0..<3 { total += abs(Int(pixel[c]) - Int(reference.pixels[(y * drawn.width + x) * 4 + c])) }
        }
      }
      let error = Double(total) / Double(max(1, drawn.width * drawn.height * 2 * 3))
      report.add([name, Measure.format(time * 1000), String(size), "\(drawn.width)x\(drawn.height)", Measure.format(error, 2)])
    }
    report.print()
  }

  /// `arcade show --pictures sixel` against `chafa --format=sixels`, both whole processes on the
  /// same photo for 40x20 cells, and the fidelity of each: its sixel read back by libsixel's
  /// `sixel2png`, against the photo area-averaged to the same size (mean error a channel, 0–255).
  /// Skipped when either tool is missing (Debian's chafa and libsixel-bin).
  static func againstChafa() throws {
    let chafa = "/usr/bin/chafa", reader = "/usr/bin/sixel2png"
    guard FileManager.default.isExecutableFile(atPath: chafa), FileManager.default.isExecutableFile(atPath: reader) else {
      print("\n(chafa or sixel2png missing: apt install chafa libsixel-bin for the comparison with chafa)")
      return
    }
    print("\n== Sixel against chafa: 640x702 JPEG for 40x20 cells, whole processes (median of 11)")
    let (folder, photo, source) = try testPhoto("chafa")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    var report = Report()
    report.add(["tool", "ms", "bytes", "mean error"])
    let arcade = ["show", photo, "--pictures", "sixel", "--width", "40", "--height", "20"]
    for (name, program, arguments) in [("arcade", ProcessTiming.arcadePath, arcade), ("arcade --dither", ProcessTiming.arcadePath, arcade + ["--dither"]),
                                       ("chafa", chafa, ["--format=sixels", "--size=40x20", photo])] {
      let (time, size) = try ProcessTiming.median(arguments, runs: 11, program: program)
      let file = name.replacingOccurrences(of: " --", with: "-")
      let sixel = folder + "/\(file).six", png = folder + "/\(file).png"
      try AtomicFile.write(try capture(program, arguments), to: sixel)
      _ = try capture(reader, ["-i", sixel, "-o", png])
      let read = try PictureDecoder.decode(try FileBytes.contents(of: png))
      let reference = Scaling.resize(source, to: read.width, read.height)
      var total = 0
      for i in 0..<(read.width * read.height) { for c in 0..<3 { total += abs(Int(read.pixels[i * 4 + c]) - Int(reference.pixels[i * 4 + c])) } }
      report.add([name, Measure.format(time * 1000), String(size), Measure.format(Double(total) / Double(read.width * read.height * 3), 2)])
    }
    report.print()
  }

  /// A folder of its own holding the 640x702 test photo as a JPEG, and the photo decoded.
  private static func testPhoto(_ name: String) throws -> (folder: String, photo: String, source: Image) {
    let folder = NSTemporaryDirectory() + "arcade-bench-\(name)-\(getpid())"
    try AtomicFile.makeFolders(folder)
    let photo = folder + "/photo.jpg"
    try AtomicFile.write(jpeg(640, 702), to: photo)
    return (folder, photo, try PictureDecoder.decode(try FileBytes.contents(of: photo)))
  }

  private static func capture(_ program: String, _ arguments: [String], environment: [String: String] = [:]) throws -> [UInt8] {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: program)
    process.arguments = arguments
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Array(data)
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
