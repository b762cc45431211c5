import Foundation
import Testing
@testable import PlistKit

/// A binary plist of 20,000 root elements laid out by hand (2-byte offsets and references), so
/// that its check is split between cores: every element is the string "s" but those given.
/// Returns the bytes and where each object starts.
private func wideRoot(elements special: [Int: Int], objects: [(head: [UInt8], refs: [Int])]) -> (bytes: [UInt8], offsets: [Int]) {
  // Object 0 is the root, 1 the string "s", then `objects` from 2 on.
  let count = 20_000
  let root = (head: [0xAF, 0x11, UInt8(count >> 8), UInt8(count & 0xFF)], refs: (0..<count).map { special[$0] ?? 1 })
  var bytes = Array("bplist00".utf8)
  var offsets: [Int] = []
  for object in [root, (head: [0x51, 0x73], refs: [])] + objects {
    offsets.append(bytes.count)
    bytes += object.head
    for ref in object.refs { bytes += [UInt8(ref >> 8), UInt8(ref & 0xFF)] }
  }
  let table = bytes.count
  for offset in offsets { bytes += [UInt8(offset >> 8), UInt8(offset & 0xFF)] }
  bytes += [0, 0, 0, 0, 0, 0, 2, 2]
  for word in [offsets.count, 0, table] { bytes += (0..<8).reversed().map { UInt8((word >> ($0 * 8)) & 0xFF) } }
  return (bytes, offsets)
}

/// A large root array is checked on every core; these check that what is accepted, and the
/// error reported, are those of one walk in order.
struct BinaryCheckInPartsTests {
  static var splits: Bool { ProcessInfo.processInfo.activeProcessorCount > 1 }

  @Test func aLargePackIsCheckedInPartsAndReadsAsWritten() throws {
    let value = PlistValue.array((0..<20_000).map { i in
      .dictionary(PlistDictionary([("n", .integer(Int64(i))), ("tags", .array([.string("t\(i % 7)"), .bool(i.isMultiple(of: 2))]))]))
    })
    let bytes = BinaryPlistWriter.write(value)
    if Self.splits {
      try bytes.withByteView { buffer in
        let parser = try BinaryPlistParser(bytes: buffer)
        #expect(parser.isArray(parser.top))
        #expect(try BinaryPlistChecker.checkAll(parser) == nil, "checked in parts")
      }
    }
    #expect(try PlistReader.read(bytes) == value)
  }

  @Test func aCatalogUnderATopDictionaryIsCheckedInPartsAndReadsAsWritten() throws {
    // 40 categories of 250 products: the split is of the products, three levels down.
    let value = PlistValue.dictionary(PlistDictionary([
      ("title", .string("catalog")),
      ("categories", .array((0..<40).map { c in
        .dictionary(PlistDictionary([("id", .string("c\(c)")), ("products", .array((0..<250).map { p in
          .dictionary(PlistDictionary([("id", .string("p\(c)_\(p)")), ("tags", .array([.string("t\(p % 3)")]))]))
        }))]))
      })),
    ]))
    let bytes = BinaryPlistWriter.write(value)
    if Self.splits {
      try bytes.withByteView { buffer in
        let parser = try BinaryPlistParser(bytes: buffer)
        #expect(try BinaryPlistChecker.checkAll(parser) == nil, "checked in parts")
        let inOrder = try BinaryPlistParser(bytes: buffer, inParts: false)
        #expect((0..<parser.objectCount).map { parser.kinds[$0] } == (0..<inOrder.objectCount).map { inOrder.kinds[$0] })
      }
    }
    #expect(try PlistReader.read(bytes) == value)
  }

  @Test func aCycleInALaterPartIsReportedAsInOrder() {
    // Element 15,000 is an array that holds itself.
    let (bytes, offsets) = wideRoot(elements: [15_000: 2], objects: [([0xA1], [2])])
    #expect(throws: PlistError("object 2 contains itself (a reference cycle)", at: .offset(offsets[2]))) { try PlistReader.read(bytes) }
  }

  @Test func theFirstErrorInOrderWinsOverALaterPart() {
    // Element 100's dictionary has a number for a key; element 15,000 holds itself.
    let (bytes, offsets) = wideRoot(elements: [100: 3, 15_000: 2], objects: [([0xA1], [2]), ([0xD1], [4, 1]), ([0x10, 7], [])])
    #expect(throws: PlistError("a dictionary key (object 4) is not a string", at: .offset(offsets[3]))) { try PlistReader.read(bytes) }
  }

  @Test func aContainerSharedByTwoPartsReadsInBoth() throws {
    // Elements 0 and 19,999 are the same array ["s", "s"].
    let (bytes, _) = wideRoot(elements: [0: 2, 19_999: 2], objects: [([0xA2], [1, 1])])
    let items = try #require(try PlistReader.read(bytes).arrayValue)
    #expect(items.count == 20_000)
    #expect(items.first == .array([.string("s"), .string("s")]))
    #expect(items.last == items.first)
    #expect(items[1] == .string("s"))
  }

  @Test func aPathTooDeepThroughAContainerSharedByTwoPartsIsRefused() {
    // Element 0 is a chain of 200 arrays (objects 2…201, the last holding "s"); element 19,999
    // a chain of 100 (objects 202…301) whose last holds the first chain: 301 deep that way.
    var objects: [(head: [UInt8], refs: [Int])] = (0..<200).map { i in ([0xA1], [i == 199 ? 1 : 3 + i]) }
    objects += (0..<100).map { i in ([0xA1], [i == 99 ? 2 : 203 + i]) }
    let (bytes, offsets) = wideRoot(elements: [0: 2, 19_999: 202], objects: objects)
    // Found bottom up, the first too high is the second chain's 44th (object 245): 257 arrays.
    #expect(throws: PlistError("nesting is deeper than 256 levels (through containers shared between places)", at: .offset(offsets[245]))) {
      try PlistReader.read(bytes)
    }
  }
}

/// Damaged large binary packs: a check in parts and one walk in order accept the same files,
/// read them alike, and refuse the others with the same message.
struct BinaryCheckInPartsMutationTests {
  /// What the check left for the readers (each object's kind, and the strings), or its message.
  enum Outcome: Equatable, CustomTestStringConvertible {
    case checked(kinds: [UInt8], strings: [String])
    case refused(String)

    /// Short, for a failure's message: a table of 9,000 kinds would fill the screen.
    var testDescription: String {
      switch self {
      case let .checked(kinds, strings):
        let sum = kinds.enumerated().reduce(0) { $0 &+ ($1.offset &* Int($1.element)) }
        return "checked: \(kinds.count) objects (kinds sum \(sum)), \(strings.count) strings"
      case .refused(let message):
        return "refused: \(message)"
      }
    }
  }

  static func outcome(_ bytes: [UInt8], inParts: Bool) -> Outcome {
    bytes.withByteView { buffer in
      do throws(PlistError) {
        let parser = try BinaryPlistParser(bytes: buffer, inParts: inParts)
        return withExtendedLifetime(parser) {
          // What nothing reaches is never read: the check in order notes its kind, the walk does not.
          let reached = reachable(parser)
          let kinds = (0..<parser.objectCount).map { reached[$0] ? parser.kinds[$0] : BinaryPlistParser.unseenKind }
          let strings = kinds.indices.filter { BinaryPlistParser.isStringKind(kinds[$0]) }.map(parser.string)
          return .checked(kinds: kinds, strings: strings)
        }
      } catch {
        return .refused(error.description)
      }
    }
  }

  /// Which objects a reader reaches from the top of a checked file.
  static func reachable(_ parser: BinaryPlistParser) -> [Bool] {
    var reached = [Bool](repeating: false, count: parser.objectCount)
    reached[parser.top] = true
    var pending = [parser.top]
    while let ref = pending.popLast() {
      guard BinaryPlistParser.isContainerKind(parser.kinds[ref]) else { continue }
      let offset = parser.offset(of: ref)
      let (count, start) = parser.extent(at: offset)
      for i in 0..<(parser.bytes[offset] >> 4 == 0xD ? 2 * count : count) where !reached[parser.ref(i, at: start)] {
        reached[parser.ref(i, at: start)] = true
        pending.append(parser.ref(i, at: start))
      }
    }
    return reached
  }

  /// Every third element a dictionary holding an array, the others shared strings: 8,192
  /// elements or more are checked in parts.
  static let wideArray = PlistValue.array((0..<9_000).map { i in
    i.isMultiple(of: 3) ? .dictionary(PlistDictionary([("k", .array([.integer(Int64(i)), .string("s")]))])) : .string("s\(i % 50)")
  })

  /// A dictionary of 30 groups of 300 items: split three levels down, below walked containers.
  static let nestedGroups = PlistValue.dictionary(PlistDictionary([
    ("groups", .array((0..<30).map { g in
      .dictionary(PlistDictionary([("name", .string("g\(g % 4)")), ("items", .array((0..<300).map { i in
        i.isMultiple(of: 3) ? .dictionary(PlistDictionary([("k", .array([.integer(Int64(i)), .string("s")]))])) : .string("s\(i % 50)")
      }))]))
    })),
    ("tail", .array([.string("s1"), .bool(true)])),
  ]))

  @Test(.timeLimit(.minutes(1)), arguments: ["wide array", "nested groups"])
  func damagedPacksReadAlikeInPartsAndInOrder(_ shape: String) {
    let pack = BinaryPlistWriter.write(shape == "wide array" ? Self.wideArray : Self.nestedGroups)
    let objectArea = 8..<pack.suffix(8).reduce(0) { $0 << 8 | Int($1) }  // up to the offset table
    var rng = SplitMix64(seed: 11)
    var refused = 0
    for round in 0..<120 {
      var bytes = pack
      if round.isMultiple(of: 2) {
        // Any damage: most of it breaks the offset table or the trailer.
        for _ in 0..<Int.random(in: 1...3, using: &rng) { bytes = MutationTests.mutate(bytes, using: &rng) }
      } else {
        // A byte of an object changed: markers, lengths, references.
        bytes[Int.random(in: objectArea, using: &rng)] = UInt8.random(in: 0...255, using: &rng)
      }
      let inOrder = Self.outcome(bytes, inParts: false)
      #expect(Self.outcome(bytes, inParts: true) == inOrder)
      if case .refused = inOrder { refused += 1 }
    }
    // Both kinds of outcome are compared, not only refusals.
    #expect(refused > 20 && refused < 100, "\(refused) refused")
  }
}
