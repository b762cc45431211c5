#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import AppGrid
import Foundation
import GameCore
import Modes
import GuessGame
import Pictures
import PlistKit
import ShopCatalog
import TerminalKit

/// The coverage-guided fuzz targets, one an input path a user's commands take: each plist
/// reader (with the writers' round trip), each mode's pack (lint and a few moves), the picture
/// decoders. A target ends an input with a value or a typed error; a broken promise (a round
/// trip that changes a value) aborts, which libFuzzer reports as a crash and keeps.
enum FuzzTarget: String, CaseIterable, Sendable {
  case xml, binary, openstep, json, guess, grid, shop, pictures

  /// Runs one input.
  func run(_ input: [UInt8]) {
    switch self {
    case .xml, .binary, .openstep, .json: Self.read(input)
    case .guess: Self.pack(input, as: ["guess"])
    case .grid: Self.pack(input, as: ["grid"])
    case .shop: Self.pack(input, as: ["shop", "original"])
    case .pictures: Self.picture(input)
    }
  }

  /// The paths of `value`'s values in document order, at most `limit` of them.
  private static func paths(of value: PlistValue, limit: Int) -> [PlistPath] {
    var found: [PlistPath] = []
    func walk(_ value: PlistValue, _ path: PlistPath) {
      guard found.count < limit else { return }
      found.append(path)
      switch value {
      case .array(let items): for (i, item) in items.enumerated() { walk(item, path.appending(index: i)) }
      case .dictionary(let entries): for entry in entries.entries { walk(entry.value, path.appending(key: entry.key)) }
      default: break
      }
    }
    walk(value, PlistPath([]))
    return found
  }

  /// A reader's whole surface: the value, the nodes, the first element, the lines of a few
  /// paths, and the writers (binary must give back the same value; XML what a reader reads).
  private static func read(_ input: [UInt8]) {
    let document = PlistDocument(name: "fuzz", bytes: input)
    _ = try? PlistReader.firstRootElement(input)
    _ = try? PlistReader.forEachRootNode(input) { node in
      _ = node.count
      _ = node.keys
      return true
    }
    let paths = [PlistPath([.index(0)]), PlistPath([.index(1), .key("answer")]), PlistPath([.key("categories"), .index(0), .key("products")])]
    _ = document.lines(of: paths)
    let traced = document.lineNumbers(of: paths + paths, positions: nil)
    guard let value = try? document.value() else { return }
    // The lines noted while reading are the tracer's, for every path of the file and a few more.
    if let noted = try? document.valuePositions() {
      let every = paths + Self.paths(of: value, limit: 200)
      guard document.lineNumbers(of: every, values: noted) == document.lineNumbers(of: every, positions: nil),
            document.lineNumbers(of: paths + paths, values: noted) == traced else {
        fail("the lines noted while reading differ from the tracer's", input)
      }
    }
    // Read and written in parts however small the file: what is read and written in order.
    if let inParts = PlistReader.textValueInParts(input, parts: 3),
       inParts != Result(catching: { () throws(PlistError) in try PlistReader.read(input) }) {
      fail("the JSON or XML read in parts differs from the reading in order", input)
    }
    let written = try? document.withRootNode { root in
      (try? BinaryPlistWriter.write(root), try? BinaryPlistWriter.writeInParts(root, parts: 3))
    }
    if let (inOrder, inParts) = written, inOrder != inParts {
      fail("the binary written in parts differs from the writer in order", input)
    }
    let binary = BinaryPlistWriter.write(value)
    // `{CF$UID = n}` from text goes to binary as a UID, as Apple's reader takes it.
    guard (try? PlistReader.read(binary))?.withUIDsAsDictionaries == value.withUIDsAsDictionaries else {
      fail("the binary round trip changed the value", input)
    }
    if let xml = try? XMLPlistWriter.checkedWrite(value), (try? PlistReader.read(xml)) == nil {
      fail("the XML written cannot be read back", input)
    }
    _ = try? JSONPlistWriter.write(value)
    _ = try? document.decodeArray(of: Question.self)
    _ = try? document.decodeArray(of: App.self)
  }

  nonisolated(unsafe) fileprivate static var workspace: String?
  private static let modes = allModes

  private static func pack(_ input: [UInt8], as names: [String]) {
    let folder: String
    if let workspace {
      folder = workspace
    } else {
      folder = NSTemporaryDirectory() + "arcade-fuzz-target-\(getpid())"
      LintAndPlay.prepare(folder)
      workspace = folder
      // libFuzzer ends a timed run with exit(): the packs go with it (a crash leaves them, to
      // look at beside the crash's input).
      atexit { if let workspace = FuzzTarget.workspace { try? FileManager.default.removeItem(atPath: workspace) } }
    }
    _ = LintAndPlay.run(input, in: folder, modes: modes, only: names)
  }

  /// A picture as the games draw it (fitted, half blocks; sextants and octants at odd sizes), then
  /// decoded whole as `show` does.
  private static func picture(_ input: [UInt8]) {
    guard let cells = try? HalfBlock.render(input, columns: 40, rows: 20, depth: .trueColor) else { return }
    var buffer = CellBuffer(size: Size(columns: 40, rows: 20))
    HalfBlock.place(cells, in: Rect(x: 0, y: 0, width: 40, height: 20), into: &buffer)
    if let sextants = try? Mosaic.sextants.render(input, columns: 7, rows: 3) { HalfBlock.place(sextants, in: Rect(x: 0, y: 0, width: 7, height: 3), into: &buffer) }
    if let octants = try? Mosaic.octants.render(input, columns: 5, rows: 2) { HalfBlock.place(octants, in: Rect(x: 0, y: 0, width: 5, height: 2), into: &buffer) }
    _ = try? PictureDecoder.decode(input)
  }

  private static func fail(_ what: String, _ input: [UInt8]) -> Never {
    FileHandle.standardError.write(Data("arcade-fuzz: \(what) (\(input.count) bytes)\n".utf8))
    abort()
  }
}
