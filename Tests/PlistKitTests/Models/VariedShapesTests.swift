import Foundation
import Testing
import TestSupport
@testable import PlistKit

/// Large arrays of records of varied shapes, decoded on every path the library may take for
/// them, each compared with the records decoded in memory from the values the file was
/// written from: in order, one record at a time, with no reader involved.
///
/// The seed is drawn for each run and printed with every failure; `PLISTKIT_SEED=N` replays
/// one, and `PLISTKIT_RUNS=N` decodes each path N times (a race shows in some runs only).
struct VariedShapesTests {
  /// Enough records for every form to be read in parts (more than 2 MB of XML or JSON a core,
  /// 4,096 binary elements a core, 32,768 values in a nested array); CI decodes 150,000 in a
  /// release build (`PLISTKIT_RECORDS`).
  static var count: Int { ProcessInfo.processInfo.environment["PLISTKIT_RECORDS"].flatMap { Int($0) } ?? 16_000 }

  /// A seed from `PLISTKIT_SEED`, or a new one.
  static var seed: UInt64 {
    ProcessInfo.processInfo.environment["PLISTKIT_SEED"].flatMap { UInt64($0) } ?? UInt64.random(in: 0 ... .max)
  }

  static var runs: Int { ProcessInfo.processInfo.environment["PLISTKIT_RUNS"].flatMap { Int($0) }.map { max(1, $0) } ?? 1 }

  /// A file of `count` records in `form`, the records it holds, and its seed.
  struct Fixture {
    let form: PlistFormat
    let seed: UInt64
    let value: PlistValue
    let bytes: [UInt8]
    let expected: [VariedRecord]
    /// The records wrapped as a root dictionary's array, as a catalog holds its products.
    let wrapped: [UInt8]

    init(form: PlistFormat, count: Int = VariedShapesTests.count, seed: UInt64 = VariedShapesTests.seed) throws {
      self.form = form
      self.seed = seed
      var records = VariedRecords(seed: seed, forJSON: form == .json)
      value = records.array(count: count)
      switch form {
      case .binary: bytes = BinaryPlistWriter.write(value)
      case .json: bytes = try JSONPlistWriter.write(value)
      default: bytes = XMLPlistWriter.write(value)
      }
      let elements = try #require(value.arrayValue)
      expected = try elements.map { try VariedRecord.convert(PlistNode($0), context: ModelContext()) }
      let root = PlistValue.dictionary(PlistDictionary([("records", value)]))
      switch form {
      case .binary: wrapped = BinaryPlistWriter.write(root)
      case .json: wrapped = try JSONPlistWriter.write(root)
      default: wrapped = XMLPlistWriter.write(root)
      }
    }

    var document: PlistDocument { PlistDocument(name: "varied.plist", bytes: bytes) }

    /// Whether the file is large enough for each reader to read it in parts, had it the cores.
    var crossesThePartsThresholds: Bool {
      switch form {
      case .binary: return expected.count >= 2 * ModelBatch.elementsPerThread && expected.count >= BinaryPlistParser.objectsForParts / 8
      case .json: return bytes.count >= 2 * JSONPlistParser.bytesPerPart
      default: return bytes.count >= 2 * XMLPlistParser.bytesPerPart && bytes.count >= 2 * PlistReader.xmlBytesPerThread
      }
    }

    /// Where a failure says which file to make again.
    var replay: Comment { "\(form) file of \(expected.count) records, seed \(seed) (replay: PLISTKIT_SEED=\(seed))" }

    /// The first record that differs, for the message; nil when all are the same.
    func firstDifference(_ got: [VariedRecord]) -> String? {
      guard got != expected else { return nil }
      guard got.count == expected.count else { return "\(got.count) records where the file has \(expected.count)" }
      let i = got.indices.first { got[$0] != expected[$0] }!
      return "record \(i): got \(got[i]), expected \(expected[i])"
    }
  }

  struct Shelf: PlistModel, Equatable {
    let records: [VariedRecord]
    init(from plist: PlistObject) throws(ModelError) { records = try plist.required("records") }
  }

  /// Every way a document's root array becomes models.
  static let paths: [(name: String, decode: @Sendable (Fixture) throws -> [VariedRecord])] = [
    ("decodeArray", { try $0.document.decodeArray(of: VariedRecord.self) }),
    ("decodeArray collecting warnings", { try $0.document.decodeArray(of: VariedRecord.self, context: ModelContext(collectsWarnings: true)) }),
    ("decodeArray detecting warnings", { try $0.document.decodeArray(of: VariedRecord.self, context: ModelContext(detectsWarnings: true)) }),
    ("decodeEach", { fixture in
      let each = try fixture.document.decodeEach(VariedRecord.self)
      #expect(each.failures.isEmpty && each.warnings.isEmpty, fixture.replay)
      #expect(each.models.map(\.index) == Array(0..<each.models.count), fixture.replay)
      return each.models.map(\.model)
    }),
    ("decodeEach, each model visited", { fixture in
      let (each, parts) = try fixture.document.decodeEach(VariedRecord.self, state: { [(Int, VariedRecord)]() }) { seen, index, model in
        seen.append((index, model))
      }
      #expect(each.failures.isEmpty && each.warnings.isEmpty, fixture.replay)
      let visited = parts.flatMap { part in part.state.map { (index: part.start + $0.0, model: $0.1) } }
      #expect(visited.map(\.index) == Array(0..<visited.count), fixture.replay)
      return visited.map(\.model)
    }),
    ("nested array, decode", { fixture in
      try PlistDocument(name: "varied.plist", bytes: fixture.wrapped).decode(Shelf.self).records
    }),
    ("nested array, decode detecting warnings", { fixture in
      try PlistDocument(name: "varied.plist", bytes: fixture.wrapped).decode(Shelf.self, context: ModelContext(detectsWarnings: true)).records
    }),
    ("nested array, decode collecting warnings", { fixture in
      try PlistDocument(name: "varied.plist", bytes: fixture.wrapped).decode(Shelf.self, context: ModelContext(collectsWarnings: true)).records
    }),
    ("nested array, decode from a file", { fixture in
      let folder = TemporaryFolder()
      let path = folder.write("varied.plist", bytes: fixture.wrapped)
      return try PlistDocument.decode(Shelf.self, contentsOf: path).records
    }),
    ("value, then models", { fixture in
      let value = try fixture.document.value()
      return try (value.arrayValue ?? []).map { try VariedRecord.convert(PlistNode($0), context: ModelContext()) }
    }),
    ("PlistDecoder", { try PlistDecoder().decode([VariedRecord].self, from: $0.document) }),
  ]

  @Test(arguments: [PlistFormat.xml, .binary, .json])
  func everyPathGivesTheRecordsDecodedInMemory(form: PlistFormat) throws {
    let fixture = try Fixture(form: form)
    #expect(fixture.crossesThePartsThresholds, fixture.replay)
    // The file's value, read back, is the value it was written from.
    #expect(try fixture.document.value() == fixture.value, fixture.replay)
    for run in 0..<Self.runs {
      for path in Self.paths {
        do {
          let got = try path.decode(fixture)
          #expect(fixture.firstDifference(got) == nil, "\(path.name), run \(run + 1): \(fixture.replay)")
        } catch {
          Issue.record("\(path.name), run \(run + 1): \(error) — \(fixture.replay)")
        }
      }
    }
  }
}

