import Foundation
import Testing
@testable import PlistKit

/// Every reader the library has, on random plists sized around its thresholds, against a plain
/// reference walk: the file's root node read through the node's primitive questions alone
/// (kind, scalar, each element, each entry), one value at a time, in order, on one thread.
/// Each path's value must equal the value the file was written from, with every key's bytes
/// and order (compared through the binary writer, which keeps both).
///
/// The seed is drawn for each run and printed with every failure; `PLISTKIT_SEED=N` replays it.
struct ReaderDifferentialTests {
  /// The value a node holds, walked plainly: no builder, no parts, no shared key shapes.
  static func referenceWalk(_ node: PlistNode) -> PlistValue {
    switch node.kind {
    case .array:
      var items: [PlistValue] = []
      node.forEachElement { _, element in items.append(referenceWalk(element)) }
      return .array(items)
    case .dictionary:
      var pairs: [(String, PlistValue)] = []
      node.forEachEntry { _, key, value in pairs.append((key, referenceWalk(value))) }
      return .dictionary(PlistDictionary(pairs))
    default:
      return node.scalar!
    }
  }

  typealias Path = (name: String, read: @Sendable ([UInt8]) throws -> PlistValue?)

  /// Paths every form has.
  static let common: [Path] = [
    ("PlistReader.read", { try PlistReader.read($0) }),
    ("the root node walked", { bytes in try bytes.withByteView { try PlistReader.withRootNode($0, referenceWalk) } }),
    ("the root node's value", { bytes in try bytes.withByteView { try PlistReader.withRootNode($0) { $0.value } } }),
    ("each root element", { bytes in
      var items: [PlistValue] = []
      let root = try PlistReader.forEachRootNode(bytes) { element in
        items.append(referenceWalk(element))
        return true
      }
      return root ?? .array(items)
    }),
  ]

  /// The text readers' paths: one tape in order, the tape joined from parts, values from each
  /// part's tape, and a root array's elements read in parts.
  static func text(json: Bool) -> [Path] {
    @Sendable func tape(_ buffer: ByteView, parts: Int) throws -> PlistTape {
      json ? try JSONPlistParser.tape(of: buffer, parts: parts, bytesPerPart: 1) : try XMLPlistParser.tape(of: buffer, parts: parts, bytesPerPart: 1)
    }
    var paths: [Path] = [
      ("one tape, values built in order", { bytes in try bytes.withByteView { try tape($0, parts: 1).value(at: 0) } }),
      ("one tape, values built on every core", { bytes in try bytes.withByteView { try tape($0, parts: 1).valueInParts(at: 0) } }),
    ]
    for parts in [2, 5] {
      paths.append(("\(parts) parts joined, walked", { bytes in
        bytes.withByteView { buffer in
          let joined = json ? JSONPlistParser.inParts(buffer, notingOffsets: false, parts: parts)
                            : XMLPlistParser.inParts(buffer, notingOffsets: false, parts: parts)
          return joined.map { referenceWalk($0.root) }
        }
      }))
      paths.append(("\(parts) parts, values from each part's tape", { bytes in
        bytes.withByteView { buffer in
          (json ? JSONPlistParser.readParts(buffer, parts: parts) : XMLPlistParser.readParts(buffer, parts: parts))?.value()
        }
      }))
      if !json {
        paths.append(("\(parts) parts of the root array", { bytes in
          try bytes.withByteView { buffer in
            let items = PartCollector<PlistValue>()
            let read = try PlistReader.forEachXMLRootNode(buffer, parts: parts) { part, element, _ in
              items.add(referenceWalk(element), part: part)
              return true
            }
            return read.map { .array(items.joined(parts: $0)) }
          }
        }))
      }
    }
    return paths
  }

  /// The binary reader's paths: checked in one walk or in parts, built in order or on every core.
  static let binary: [Path] = [false, true].flatMap { inParts -> [Path] in
    let checked = inParts ? "checked in parts" : "checked in one walk"
    return [
      ("\(checked), walked", { bytes in try bytes.withByteView { buffer in
        let parser = try BinaryPlistParser(bytes: buffer, inParts: inParts)
        return withExtendedLifetime(parser) { referenceWalk(parser.root) }
      } }),
      ("\(checked), built in order", { bytes in try bytes.withByteView { buffer in
        let parser = try BinaryPlistParser(bytes: buffer, inParts: inParts)
        return withExtendedLifetime(parser) { parser.value(of: parser.top) }
      } }),
      ("\(checked), built on every core", { bytes in try bytes.withByteView { buffer in
        let parser = try BinaryPlistParser(bytes: buffer, inParts: inParts)
        return withExtendedLifetime(parser) { parser.valueInParts(of: parser.top) }
      } }),
    ]
  }

  static var seed: UInt64 {
    ProcessInfo.processInfo.environment["PLISTKIT_SEED"].flatMap { UInt64($0) } ?? UInt64.random(in: 0 ... .max)
  }

  static func write(_ value: PlistValue, _ form: PlistFormat) throws -> [UInt8] {
    switch form {
    case .binary: return BinaryPlistWriter.write(value)
    case .json: return try JSONPlistWriter.write(value)
    default: return XMLPlistWriter.write(value)
    }
  }

  @Test(arguments: ThresholdShape.allCases, [PlistFormat.xml, .binary, .json])
  func everyReaderReadsWhatThePlainWalkReads(shape: ThresholdShape, form: PlistFormat) throws {
    let seed = Self.seed
    let replay: Comment = "\(shape) as \(form), seed \(seed) (replay: PLISTKIT_SEED=\(seed))"
    let value = shape.value(seed: seed, forJSON: form == .json)
    let bytes = try Self.write(value, form)
    let expected = BinaryPlistWriter.write(value)
    let paths = Self.common + (form == .binary ? Self.binary : Self.text(json: form == .json))
    var taken = 0
    for path in paths {
      do {
        guard let read = try path.read(bytes) else { continue }
        taken += 1
        #expect(read == value, "\(path.name): \(replay)")
        #expect(BinaryPlistWriter.write(read) == expected, "\(path.name) keeps every key's bytes and order: \(replay)")
      } catch {
        Issue.record("\(path.name): \(error) — \(replay)")
      }
    }
    #expect(taken >= Self.common.count + 2, "the paths that read this shape: \(replay)")
  }

  /// XML with white space inside its tags (`<key >`, `</dict >`), which no writer writes and
  /// XML allows: every path that reads it reads the value it was written from.
  @Test(arguments: ThresholdShape.allCases)
  func xmlWithSpacedTagsReadsTheSameOnEveryPath(shape: ThresholdShape) throws {
    let seed = Self.seed
    let replay: Comment = "\(shape), seed \(seed) (replay: PLISTKIT_SEED=\(seed))"
    let value = shape.value(seed: seed, forJSON: false)
    var text = String(decoding: try Self.write(value, .xml), as: UTF8.self)
    for (tag, spaced) in [("</dict>", "</dict >"), ("</array>", "</array\n>"), ("</key>", "</key >"), ("<key>", "<key >"),
                          ("</string>", "</string\t>"), ("</plist>", "</plist >")] {
      text = text.replacingOccurrences(of: tag, with: spaced)
    }
    let bytes = Array(text.utf8)
    var taken = 0
    for path in Self.common + Self.text(json: false) {
      do {
        guard let read = try path.read(bytes) else { continue }
        taken += 1
        #expect(read == value, "\(path.name): \(replay)")
      } catch {
        Issue.record("\(path.name): \(error) — \(replay)")
      }
    }
    #expect(taken >= Self.common.count, "the paths that read this shape: \(replay)")
  }

  /// The writers write the same bytes in parts as in order, from values and from nodes read
  /// in place.
  @Test(arguments: ThresholdShape.allCases, [PlistFormat.xml, .binary, .json])
  func everyWriterWritesWhatItWritesInOrder(shape: ThresholdShape, form: PlistFormat) throws {
    let seed = Self.seed
    let replay: Comment = "\(shape) as \(form), seed \(seed) (replay: PLISTKIT_SEED=\(seed))"
    let value = shape.value(seed: seed, forJSON: form == .json)
    let root = PlistNode(value)
    func written(_ node: PlistNode, parts: Int, sizeForParts: Int) throws -> [UInt8] {
      switch form {
      case .binary: return try BinaryPlistWriter.write(node, limit: .max, parts: parts, sizeForParts: sizeForParts)
      case .json: return try JSONPlistWriter.write(node, pretty: true, limit: .max, parts: parts, sizeForParts: sizeForParts)
      default: return try XMLPlistWriter.checkedWrite(node, limit: .max, parts: parts, sizeForParts: sizeForParts)
      }
    }
    let inOrder = try written(root, parts: 1, sizeForParts: .max)
    #expect(inOrder == (try Self.write(value, form)), replay)
    for parts in [2, 8] {
      #expect(try written(root, parts: parts, sizeForParts: 0) == inOrder, "\(parts) parts: \(replay)")
    }
    // From the file's own nodes, as `arcade convert` writes.
    let fromNodes = try inOrder.withByteView { buffer in
      try PlistReader.withRootNode(buffer) { node in Result { try written(node, parts: 2, sizeForParts: 0) } }
    }
    #expect(try fromNodes.get() == inOrder, "from the file's nodes: \(replay)")
  }
}
