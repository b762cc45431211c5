import Testing
@testable import PlistKit

/// An XML root array read ahead on a thread of its own gives what reading it in order gives:
/// the same elements in the same order, the same error after the same elements, and nothing
/// more once the caller stops.
struct ReadingAheadTests {
  /// A root array of `count` dictionaries of varied keys, nesting and text, with its seed.
  static func array(count: Int, seed: UInt64) -> PlistValue {
    var random = SplitMix64(seed: seed)
    let words = ["red", "新鲜", "a longer string than sixteen bytes", "", "&<>", "🍎"]
    return .array((0..<count).map { i in
      var pairs: [(String, PlistValue)] = [("id", .integer(Int64(i)))]
      for key in ["name", "price", "tags", "size", "note"] where Bool.random(using: &random) {
        switch key {
        case "name": pairs.append((key, .string("item \(i) \(words.randomElement(using: &random)!)")))
        case "price": pairs.append((key, .real(Double(Int.random(in: 0...99_999, using: &random)) / 100)))
        case "tags": pairs.append((key, .array((0..<Int.random(in: 0...4, using: &random)).map { _ in .string(words.randomElement(using: &random)!) })))
        case "size": pairs.append((key, .dictionary(PlistDictionary([("w", .integer(Int64(i % 640))), ("h", .bool(i % 2 == 0))]))))
        default: pairs.append((key, .string(String(repeating: "x", count: Int.random(in: 0...300, using: &random)))))
        }
      }
      return .dictionary(PlistDictionary(pairs.shuffled(using: &random)))
    })
  }

  /// The elements `forEachRootNode` hands over, as values, and what it returns or throws;
  /// `stopAfter` elements, when given, the caller stops.
  static func read(_ bytes: [UInt8], ahead: Bool, stopAfter: Int? = nil) -> (elements: [PlistValue], outcome: String) {
    var elements: [PlistValue] = []
    do {
      let root = try bytes.withByteView { view throws(PlistError) in
        try PlistReader.forEachRootNode(view, readingAhead: ahead) { node in
          elements.append(node.value)
          return elements.count != stopAfter
        }
      }
      return (elements, "root: \(root.map { "\($0)" } ?? "streamed")")
    } catch {
      return (elements, "error: \(error)")
    }
  }

  static let seed = UInt64.random(in: 0 ... .max)

  @Test(arguments: [1_500, 12_000])
  func elementsReadAheadAreTheElementsReadInOrder(count: Int) {
    let value = Self.array(count: count, seed: Self.seed)
    let bytes = XMLPlistWriter.write(value)
    #expect(bytes.count >= PlistReader.aheadBytes, "seed \(Self.seed)")
    let ahead = Self.read(bytes, ahead: true)
    #expect(ahead.elements == value.arrayValue, "seed \(Self.seed)")
    #expect(ahead.outcome == "root: streamed")
  }

  @Test func aLargeRootThatIsNoArrayIsReturnedWhole() {
    let value = PlistValue.dictionary(PlistDictionary([("records", Self.array(count: 2_000, seed: Self.seed))]))
    let ahead = Self.read(XMLPlistWriter.write(value), ahead: true)
    #expect(ahead.elements.isEmpty)
    #expect(ahead.outcome == "root: \(value)")
  }

  /// A file broken after many batches: the elements before the break, then the error, as
  /// reading in order gives them.
  @Test(arguments: [0.1, 0.6, 1.0])
  func aBrokenFileGivesTheElementsBeforeTheBreakThenItsError(at share: Double) throws {
    let value = Self.array(count: 6_000, seed: Self.seed)
    var bytes = XMLPlistWriter.write(value)
    // An element's integer at or just before the share of the file.
    let cut = min(Int(Double(bytes.count) * share), bytes.count - 2_000)
    let tag = try #require(bytes[cut...].firstRange(of: Array("<integer>".utf8)))
    bytes.replaceSubrange(tag, with: Array("<integr>".utf8))
    let inOrder = Self.read(bytes, ahead: false)
    let ahead = Self.read(bytes, ahead: true)
    #expect(inOrder.outcome.hasPrefix("error: line "), "seed \(Self.seed)")
    #expect(ahead.outcome == inOrder.outcome, "seed \(Self.seed)")
    #expect(ahead.elements == inOrder.elements, "seed \(Self.seed)")
    #expect(inOrder.elements.count > 0 || share < 0.5)
  }

  @Test(arguments: [1, 10, 5_999])
  func aCallerThatStopsIsHandedNothingMore(after count: Int) {
    let value = Self.array(count: 6_000, seed: Self.seed)
    let ahead = Self.read(XMLPlistWriter.write(value), ahead: true, stopAfter: count)
    #expect(ahead.elements == Array(value.arrayValue!.prefix(count)))
    #expect(ahead.outcome == "root: streamed")
  }

  struct Record: Decodable {
    let id: Int
  }

  /// A record that does not decode comes before a syntax error further on, as in order.
  @Test func aRecordsErrorBeforeASyntaxErrorIsTheOneThrown() throws {
    var elements = (0..<6_000).map { PlistValue.dictionary(PlistDictionary([("id", .integer(Int64($0)))])) }
    elements[5] = .dictionary(PlistDictionary([("id", .string("x"))]))
    var bytes = XMLPlistWriter.write(.array(elements))
    bytes.removeLast(40)
    #expect(bytes.count >= PlistReader.aheadBytes)
    let error = #expect(throws: LoadError.self) { try PlistDecoder().decode([Record].self, from: bytes, name: "records.plist") }
    // The element's dictionary opens on line 25: three lines of prologue, `<array>`, and four
    // lines for each element before it.
    #expect(error.map { "\($0)" } == #"records.plist:27: [5].id: expected an integer, found a string ("x")"#)
  }
}
