import Foundation
import Testing
@testable import PlistKit

/// A binary plist laid out by hand: 2-byte offsets and references, object 0 the top, each
/// object its head bytes then its references. `aliases` more objects start where the object
/// given starts; then 4,100 strings nothing references, so that a reader checks the file in
/// order first.
private func handMade(_ objects: [(head: [UInt8], refs: [Int])], aliases: [Int] = []) -> [UInt8] {
  let objects = objects + Array(repeating: s, count: 4_100)
  var bytes = Array("bplist00".utf8)
  var offsets: [Int] = []
  for object in objects {
    offsets.append(bytes.count)
    bytes += object.head
    for ref in object.refs { bytes += [UInt8(ref >> 8), UInt8(ref & 0xFF)] }
  }
  offsets.insert(contentsOf: aliases.map { offsets[$0] }, at: objects.count - 4_100)
  let table = bytes.count
  for offset in offsets { bytes += [UInt8(offset >> 8), UInt8(offset & 0xFF)] }
  bytes += [0, 0, 0, 0, 0, 0, 2, 2]
  for word in [offsets.count, 0, table] { bytes += (0..<8).reversed().map { UInt8((word >> ($0 * 8)) & 0xFF) } }
  return bytes
}

/// The string "s", and an array of `count` references.
private let s: (head: [UInt8], refs: [Int]) = ([0x51, 0x73], [])
private func array(_ refs: [Int]) -> (head: [UInt8], refs: [Int]) {
  (refs.count < 15 ? [0xA0 | UInt8(refs.count)] : [0xAF, 0x11, UInt8(refs.count >> 8), UInt8(refs.count & 0xFF)], refs)
}

/// The check in the offset table's order decides for files laid out as writers lay them out,
/// exactly as the walk would, and leaves every other file to the walk.
struct BinaryCheckInOrderTests {
  /// Whether the check in order decided, and the kind table it left (or nil).
  static func inOrder(_ bytes: [UInt8]) throws -> (decided: Bool, kinds: [UInt8]) {
    try bytes.withByteView { buffer in
      let parser = try BinaryPlistParser(bytes: buffer, inParts: false)
      parser.kinds.fill(0..<parser.objectCount, with: BinaryPlistParser.unseenKind)
      let decided = BinaryPlistChecker.checkInOrder(parser, minimumObjects: 0)
      return (decided, (0..<parser.objectCount).map { parser.kinds[$0] })
    }
  }

  static func walked(_ bytes: [UInt8]) throws -> [UInt8] {
    try bytes.withByteView { buffer in
      let parser = try BinaryPlistParser(bytes: buffer, inParts: false)
      return (0..<parser.objectCount).map { parser.kinds[$0] }
    }
  }

  /// Made anew for each use, not kept: a value held in a static, a `Data` inside an enum's
  /// payload, is one the leak checker cannot follow, and it reports it at exit.
  static var written: [(String, PlistValue)] {
    [
      ("wide array", BinaryCheckInPartsMutationTests.wideArray),
      ("nested groups", BinaryCheckInPartsMutationTests.nestedGroups),
      ("strings only", .array((0..<300).map { .string("k\($0 % 40)") })),
      ("long strings and data", .dictionary(PlistDictionary([
        ("notes", .array((0..<50).map { _ in .string(String(repeating: "长文本", count: 12)) })),
        ("blobs", .array((0..<20).map { .data(Data(repeating: UInt8($0 % 3), count: 40)) })),
        ("empty", .array([])), ("none", .dictionary(PlistDictionary())),
      ]))),
      ("deep", (0..<255).reduce(PlistValue.string("bottom")) { inner, _ in .array([inner]) }),
    ]
  }

  @Test(arguments: written.map(\.0))
  func decidesForAWrittenFileAsTheWalkDoes(_ name: String) throws {
    let value = try #require(Self.written.first { $0.0 == name }?.1)
    let bytes = BinaryPlistWriter.write(value)
    let (decided, kinds) = try Self.inOrder(bytes)
    #expect(decided)
    #expect(kinds == (try Self.walked(bytes)))
  }

  /// Files that this leaves to the walk, each for its reason, and what the walk makes of them:
  /// nil when it reads them.
  static let others: [(String, [UInt8], refused: String?)] = [
    ("a container held twice", handMade([array([1, 1]), array([2]), s]), nil),
    ("a container numbered below its parent", handMade([array([2]), array([3]), array([1]), s]), nil),
    ("a container nothing holds", handMade([array([2]), array([2]), s]), nil),
    ("a damaged object nothing holds", handMade([array([1]), s, ([0x27], [])]), nil),
    ("objects that overlap", handMade([array([1, 2, 3, 4, 5]), s], aliases: [1, 1, 1, 1]), nil),
    ("a scalar at the top", handMade([s, array([0])]), nil),
    ("a cycle", handMade([array([1]), array([1])]), "at byte 11: object 1 contains itself (a reference cycle)"),
    // The 257th array, object 256, starts at 8 + 256 × 3.
    ("nesting over 256 levels", handMade((0..<300).map { array([$0 + 1]) } + [s]), "at byte 776: nesting is deeper than 256 levels"),
    ("a key that is no string", handMade([([0xD1], [1, 1]), array([])]), "at byte 8: a dictionary key (object 1) is not a string"),
    // 600 references to a string of 40,000 bytes: 24 MB, over 16 bytes a byte of the file and 16 MiB.
    ("a long string referenced past the limit", handMade([array(Array(repeating: 1, count: 600)),
                                                          ([0x5F, 0x11, 0x9C, 0x40] + Array(repeating: 0x61, count: 40_000), [])]),
     "at byte 8: strings and data referenced from many places expand this file to more than 17699648 bytes, the most its 57652 bytes may hold"),
  ]

  @Test(arguments: others.map(\.0))
  func leavesAnotherFileToTheWalk(_ name: String) throws {
    let (_, bytes, refused) = try #require(Self.others.first { $0.0 == name })
    let walked = BinaryCheckInPartsMutationTests.outcome(bytes, inParts: false)
    if let refused {
      #expect(walked == .refused(refused))
    } else {
      guard case .checked = walked else { Issue.record("refused: \(walked)"); return }
      #expect(try Self.inOrder(bytes).decided == false)
    }
    // The reader, which checks a file of 4,096 objects or more in order first, does as the walk.
    #expect(BinaryCheckInPartsMutationTests.outcome(bytes, inParts: true) == walked)
  }

  @Test func overlappingObjectsAreLeftBeforeTheirCostGrows() throws {
    // 20,000 objects at the same array of 5,000 references to "s": read one by one, 10^8
    // references; their bytes add up to a hundred times the file, which stops the first pass.
    let bytes = handMade([array(Array(repeating: 1, count: 5_000)), s], aliases: Array(repeating: 0, count: 20_000))
    #expect(try Self.inOrder(bytes).decided == false)
    #expect(try PlistReader.read(bytes) == .array(Array(repeating: .string("s"), count: 5_000)))
  }

  @Test func theFirstPassStopsWhereOverlappingStringsPassTheFileSize() throws {
    // 4,000 objects at one string of 50,000 ASCII bytes: checked one by one, 200 MB.
    let long: (head: [UInt8], refs: [Int]) = ([0x5F, 0x11, 0xC3, 0x50] + Array(repeating: 0x61, count: 50_000), [])
    let bytes = handMade([array([1]), long], aliases: Array(repeating: 1, count: 4_000))
    try bytes.withByteView { buffer in
      let parser = try BinaryPlistParser(bytes: buffer, inParts: false)
      var piece = BinaryPlistChecker.Piece()
      BinaryPlistChecker.checkObjects(0..<parser.objectCount, of: parser, into: &piece)
      #expect(!piece.passed)
      // It stopped at the object that took the sum past the area: at most one string more.
      #expect(piece.bytes <= parser.tableOffset - 8 + 50_004)
    }
  }

  @Test func anUnreferencedObjectIsCheckedAndNotRead() throws {
    // Object 2, "t", is checked but nothing references it: the walk leaves it unseen.
    let bytes = handMade([array([1]), s, ([0x51, 0x74], [])])
    let (decided, kinds) = try Self.inOrder(bytes)
    #expect(decided)
    #expect(kinds.prefix(3) == [BinaryPlistParser.stringArrayKind, 0x5, 0x5])
    #expect(try Self.walked(bytes).prefix(3) == [BinaryPlistParser.stringArrayKind, 0x5, BinaryPlistParser.unseenKind])
    #expect(try PlistReader.read(bytes) == .array([.string("s")]))
  }
}
