import Foundation
import GameCore
import PlistKit
import Testing
import TerminalKit
import TestSupport
@testable import Pictures

/// Our cells against chafa's for the same picture and cells, both read back into pixels and
/// measured against the picture (the timing is the bench's): half blocks against chafa's
/// `vhalf`, sextants against its `sextant`. Where chafa is installed (CI installs it).
@Suite(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/chafa")))
struct AgainstChafaTests {
  /// A 320x352 picture of stripes and gradients, as a JPEG file both tools read.
  static let photo: (bytes: [UInt8], image: Image) = {
    let bytes = PictureEncoder.jpeg(SextantTests.picture(width: 320, height: 352)) ?? []
    return (bytes, (try? PictureDecoder.decode(bytes)) ?? Image(width: 1, height: 1, pixels: [0, 0, 0, 255]))
  }()

  /// Cells as `arcade show` writes them in 24-bit colour.
  static func text(_ cells: [[Cell]]) -> [UInt8] {
    let renderer = Renderer(depth: .trueColor)
    return cells.flatMap { row in row.flatMap { renderer.sgr($0.style) + Array($0.text.utf8) } + Array("\u{1B}[0m\n".utf8) }
  }

  static func chafa(_ symbols: String) throws -> [UInt8] {
    let folder = TemporaryFolder()
    let path = folder.write("photo.jpg", bytes: photo.bytes)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/chafa")
    process.arguments = ["--format=symbols", "--symbols=\(symbols)", "--colors=full", "--size=40x20", path]
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Array(data)
  }

  @Test func ourSextantsAreNoFurtherFromThePictureThanChafas() throws {
    let bytes = Self.photo.bytes
    let ours = MosaicReading(Self.text(try Mosaic.sextants.render(bytes, columns: 40, rows: 20)), mosaic: .sextants)
    let theirs = MosaicReading(try Self.chafa("sextant"), mosaic: .sextants)
    #expect(ours.width == theirs.width && ours.height == theirs.height)
    let reference = Scaling.resize(Self.photo.image, to: ours.width * 2, ours.height * 12)
    let (ourError, ourUnknown) = ours.error(against: reference)
    let (theirError, _) = theirs.error(against: reference)
    #expect(ourUnknown == 0)
    #expect(ourError <= theirError, "ours \(ourError), chafa's \(theirError)")
  }

  @Test func ourHalfBlocksAreNoFurtherFromThePictureThanChafas() throws {
    let bytes = Self.photo.bytes
    let ours = HalfBlockReading(Self.text(try HalfBlock.render(bytes, columns: 40, rows: 20, depth: .trueColor)))
    let theirs = HalfBlockReading(try Self.chafa("vhalf"))
    #expect(ours.width == theirs.width && ours.height == theirs.height)
    let reference = Scaling.resize(Self.photo.image, to: ours.width, ours.height * 2)
    func error(_ reading: HalfBlockReading) -> Double {
      var total = 0
      for y in 0..<(reading.height * 2) {
        for x in 0..<reading.width {
          let pixel = reading.pixel(x, y)
          for c in 0..<3 { total += abs(Int(pixel[c]) - Int(reference.pixels[(y * reading.width + x) * 4 + c])) }
        }
      }
      return Double(total) / Double(max(1, reading.width * reading.height * 6))
    }
    #expect(error(ours) <= error(theirs), "ours \(error(ours)), chafa's \(error(theirs))")
  }
}
