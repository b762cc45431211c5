import Foundation
import Testing
@testable import PlistKit

private struct Entry: PlistModel {
  let name: String
  let reward: Int
  let tags: [String]

  init(from plist: PlistObject) throws(ModelError) {
    name = try plist.required("name")
    reward = try plist.optional("reward", default: 1)
    tags = try plist.optional("tags", default: [])
  }
}

/// A model that reads none of its keys: each element decodes.
private struct Anything: PlistModel {
  init(from plist: PlistObject) throws(ModelError) {}
}

/// Decoding every element on its own, on every core: the same failures, warnings and lines as
/// one reading in order.
struct DecodeEachTests {
  /// 20,000 elements (over 2 MB of XML: read in parts; a binary file's in more pieces than a
  /// two-core machine has cores); every 97th with an unknown key, every 101st with a reward
  /// that is text, every 211th without a name.
  static let size = 20_000
  static let pack: PlistValue = .array((0..<size).map { i in
    var entries: [(String, PlistValue)] = i > 0 && i.isMultiple(of: 211) ? [] : [("name", .string("entry \(i) " + String(repeating: "x", count: 120)))]
    entries.append(("reward", i.isMultiple(of: 101) && i > 0 ? .string("lots") : .integer(Int64(i))))
    entries.append(("tags", .array([.string("a"), .string("b")])))
    if i.isMultiple(of: 97) && i > 0 { entries.append(("colour", .string("red"))) }
    return .dictionary(PlistDictionary(entries))
  })

  static let expectedFailures: [PlistPath] = (1..<size).compactMap { i -> PlistPath? in
    if i.isMultiple(of: 211) { return PlistPath([.index(i)]) }
    if i.isMultiple(of: 101) { return PlistPath([.index(i), .key("reward")]) }
    return nil
  }

  static let expectedWarnings: [PlistPath] = (1..<size).compactMap { i -> PlistPath? in
    i.isMultiple(of: 97) && !i.isMultiple(of: 211) && !i.isMultiple(of: 101) ? PlistPath([.index(i), .key("colour")]) : nil
  }

  @Test("each element on its own, in every form", arguments: ["xml", "binary"])
  func decodeEach(form: String) throws {
    let bytes = form == "xml" ? XMLPlistWriter.write(Self.pack) : BinaryPlistWriter.write(Self.pack)
    if form == "xml" { #expect(bytes.count > 2 << 20) }
    let decoded = try PlistDocument(name: "p", bytes: bytes).decodeEach(Entry.self)
    #expect(decoded.count == Self.size)
    #expect(decoded.failures.map(\.path) == Self.expectedFailures)
    #expect(decoded.warnings.map(\.path) == Self.expectedWarnings)
    #expect(decoded.models.count == Self.size - Self.expectedFailures.count)
    #expect(decoded.models.map(\.index) == (0..<Self.size).filter { i in !Self.expectedFailures.contains { $0.components.first == .index(i) } })
    #expect((decoded.positions != nil) == (form == "xml"))
  }

  /// More warnings and failures than a decode keeps (`ModelContext.mostWarnings`), on one core
  /// and in parts: those kept are the first of their parts, in order, and with those counted
  /// they add up to every one.
  @Test(arguments: ["xml", "binary"])
  func warningsAndFailuresPastTheMostKeptAreCounted(form: String) throws {
    let total = 2 * ModelContext.mostWarnings + 2_000
    let elements: [PlistValue] = (0..<total).map { i in
      i.isMultiple(of: 2) ? .dictionary(PlistDictionary([("name", .string("e")), ("colour", .string("red"))]))
        : .dictionary(PlistDictionary([("reward", .integer(1))]))
    }
    let bytes = form == "xml" ? XMLPlistWriter.write(.array(elements)) : BinaryPlistWriter.write(.array(elements))
    let decoded = try PlistDocument(name: "p", bytes: bytes).decodeEach(Entry.self)
    #expect(decoded.count == total)
    #expect(decoded.warnings.count <= ModelContext.mostWarnings + 64 && decoded.unlistedWarnings > 0)
    #expect(decoded.warnings.count + decoded.unlistedWarnings == total / 2)
    #expect(decoded.failures.count <= ModelContext.mostWarnings + 64 && decoded.unlistedFailures > 0)
    #expect(decoded.failures.count + decoded.unlistedFailures == total / 2)
    let firstIndices = decoded.failures.compactMap { failure -> Int? in
      if case .index(let i)? = failure.path.components.first { return i }
      return nil
    }
    #expect(firstIndices == firstIndices.sorted() && firstIndices.allSatisfy { !$0.isMultiple(of: 2) })
  }

  @Test func linesFromTheNotedPositionsAreThoseOfAWholeReading() throws {
    let bytes = XMLPlistWriter.write(Self.pack)
    let document = PlistDocument(name: "p", bytes: bytes)
    let decoded = try document.decodeEach(Entry.self)
    let paths = Self.expectedFailures + Self.expectedWarnings + [PlistPath([.index(5)]), PlistPath([.index(7), .key("tags"), .index(1)])]
    let fast = document.lines(of: paths, positions: decoded.positions)
    #expect(fast == document.lines(of: paths))
    #expect(fast.count == paths.count)
  }

  @Test func lineNumbersComeInTheOrderAskedWithRepeatsAndUnknownPaths() throws {
    let bytes = XMLPlistWriter.write(Self.pack)
    let document = PlistDocument(name: "p", bytes: bytes)
    let decoded = try document.decodeEach(Entry.self)
    var generator = SplitMix64(seed: 7)
    let known = Self.expectedFailures + Self.expectedWarnings + [PlistPath([.index(7), .key("tags"), .index(1)])]
    let paths = (known + known.prefix(5) + [PlistPath([.index(99_999)]), PlistPath([.key("nothing")])]).shuffled(using: &generator)
    let whole = document.lines(of: paths)
    #expect(document.lineNumbers(of: paths, positions: decoded.positions) == paths.map { whole[$0] })
    #expect(document.lineNumbers(of: paths, positions: decoded.positions).filter { $0 == nil }.count == 2)
  }

  /// Keys in a different order from element to element, a key given twice (its last value
  /// counts), elements with keys the others lack, and a part with more than 16 different keys:
  /// each `[i].key` gets the line of its own value, told from the noted positions.
  @Test func eachKeyGetsTheLineOfItsLastValueWhateverTheOrderOfKeys() throws {
    var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<array>\n"
    var line = 4
    var expected: [PlistPath: Int] = [:]
    let padding = String(repeating: "z", count: 900)
    for i in 0..<3_000 {
      let base = ["k0", "k1", "k2", "k3"]
      var keys = Array(base[(i % 4)...] + base[..<(i % 4)])
      if i.isMultiple(of: 7) { keys.append("k1") }
      if i.isMultiple(of: 50) { keys += (0..<40).map { "x\($0)" } }
      text += "<dict>\n"
      line += 1
      for key in keys {
        text += "<key>\(key)</key><string>\(key) of \(i) \(padding)</string>\n"
        expected[PlistPath([.index(i), .key(key)])] = line
        line += 1
      }
      text += "</dict>\n"
      line += 1
    }
    text += "</array>\n</plist>\n"
    #expect(text.utf8.count > 2 << 20)
    let document = PlistDocument(name: "p", bytes: Array(text.utf8))
    let decoded = try document.decodeEach(Anything.self)
    #expect(decoded.count == 3_000)
    var paths: [PlistPath] = []
    for i in stride(from: 0, to: 3_000, by: 3) {
      for key in ["k0", "k1", "k3", "x5", "x39", "none"] { paths.append(PlistPath([.index(i), .key(key)])) }
    }
    #expect(document.lineNumbers(of: paths, positions: decoded.positions) == paths.map { expected[$0] })
    #expect(paths.filter { expected[$0] != nil && $0.description.hasSuffix(".x5") }.count == 20)
  }

  @Test func newlinesAreCountedSixteenBytesAtATimeAsOneByOne() {
    var generator = SplitMix64(seed: 3)
    // 0x0A among its neighbours and its high-bit twin 0x8A, which must not count.
    let alphabet: [UInt8] = [0x0A, 0x0B, 0x09, 0x8A, 0x00, 0xFF, 0x41]
    for length in Array(0..<70) + [4_079, 4_080, 4_081, 4_096, 9_000] {
      let bytes = (0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }
      let counted = bytes.withByteView { $0.newlines(in: 0..<$0.count) }
      #expect(counted == bytes.filter { $0 == 0x0A }.count, "length \(length)")
    }
    // Every byte a line feed: a lane's count must not wrap after 255 rounds.
    let all = [UInt8](repeating: 0x0A, count: 10_000)
    #expect(all.withByteView { $0.newlines(in: 0..<$0.count) } == 10_000)
  }

  @Test("visiting each model keeps none, and its part's index plus the part's start is the element's", arguments: ["xml", "binary"])
  func visitEach(form: String) throws {
    let bytes = form == "xml" ? XMLPlistWriter.write(Self.pack) : BinaryPlistWriter.write(Self.pack)
    let (decoded, parts) = try PlistDocument(name: "p", bytes: bytes).decodeEach(Entry.self, state: { [(index: Int, reward: Int)]() }) {
      seen, index, entry in seen.append((index, entry.reward))
    }
    #expect(decoded.models.isEmpty)
    #expect(decoded.failures.map(\.path) == Self.expectedFailures)
    #expect(decoded.warnings.map(\.path) == Self.expectedWarnings)
    #expect(decoded.count == Self.size)
    let visited = parts.flatMap { part in part.state.map { (index: part.start + $0.index, reward: $0.reward) } }
    // Every element that decodes, in order, part after part.
    #expect(visited.map(\.index) == (0..<Self.size).filter { i in !Self.expectedFailures.contains { $0.components.first == .index(i) } })
    // The rewards are the elements' own numbers: each visit had the right element.
    #expect(visited.allSatisfy { $0.index == $0.reward })
  }

  @Test("a large file reads as its bytes do", arguments: ["xml", "binary"])
  func mappedFile(form: String) throws {
    let big: PlistValue = .array((0..<40_000).map { i in
      .dictionary(PlistDictionary([("name", .string("entry \(i) " + String(repeating: "y", count: 100))), ("reward", .integer(Int64(i)))]))
    })
    let bytes = form == "xml" ? XMLPlistWriter.write(big) : BinaryPlistWriter.write(big)
    #expect(bytes.count >= 4 << 20)
    let path = NSTemporaryDirectory() + "mapped-\(UUID().uuidString).plist"
    #expect(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
    defer { try? FileManager.default.removeItem(atPath: path) }
    let mapped = try PlistDocument(contentsOf: path, name: "big.plist")
    let inMemory = PlistDocument(name: "big.plist", bytes: bytes)
    #expect(mapped.bytes == bytes)
    let a = try mapped.decodeArray(of: Entry.self).map(\.reward)
    #expect(a == Array(0..<40_000))
    #expect(try mapped.value() == inMemory.value())
    let path39 = PlistPath([.index(39_999), .key("reward")])
    #expect(mapped.line(of: path39) == inMemory.line(of: path39))
    if form == "xml" { #expect(mapped.line(of: path39) != nil) }
  }
}
