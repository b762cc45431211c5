import Testing
@testable import PlistKit

/// A model's look-ups in a dictionary on a tape go through its context's key table: they find
/// what scanning the dictionary finds, for every key, in every dictionary, as the tape is
/// emptied and filled again for the next element.
struct KeyTableTests {
  /// Keys that look alike to a quick comparison: short ASCII, long, non-ASCII, the Kelvin
  /// sign beside `K` (Swift's `==` says they are equal; plist keys are compared by bytes).
  static let keys = ["id", "name", "price", "K", "\u{212A}", "aKeyLongerThanFifteenBytes", "名字", "a", "b", "c", "d", "e"]
  static let probes = keys + ["absent", "aKeyLongerThanFifteenBytez", "nam"]

  /// An XML array of dictionaries of 1 to 70 entries (around the table's bounds), with keys
  /// drawn from `keys` (so often written twice) and each value telling its element and entry.
  static func document(elements: Int, seed: UInt64) -> [UInt8] {
    var random = SplitMix64(seed: seed)
    var text = #"<?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><array>"#
    for element in 0..<elements {
      text += "<dict>"
      for entry in 0..<(element % 70 + 1) {
        text += "<key>\(keys[Int(random.next() % UInt64(keys.count))])</key><integer>\(element * 100 + entry)</integer>"
      }
      text += "</dict>"
    }
    return Array((text + "</array></plist>").utf8)
  }

  /// Looks every probe up in `node` through the key table of `context` and by a scan, and
  /// expects the same; how many were found.
  static func compareLookUps(in node: PlistNode, context: ModelContext) -> Int {
    let object = PlistObject(node: node, context: context)
    var found = 0
    for probe in probes {
      let listed = object.lookup(probe), scanned = node.lookup(probe)
      #expect(listed?.position == scanned?.position, "\(probe)")
      #expect(listed?.value.value == scanned?.value.value, "\(probe)")
      if scanned != nil { found += 1 }
    }
    return found
  }

  /// The same in a binary file, whose dictionaries share their keys' objects: each three in a
  /// row have the same keys (the same references, with other values), as a catalog's products,
  /// and the three after them as many other keys.
  @Test(arguments: [1, 2, 3] as [UInt64])
  func lookUpsInABinaryFileFindWhatAScanFinds(seed: UInt64) throws {
    let context = ModelContext()
    var checked = 0, repeated = 0
    try Self.binaryDocument(elements: 300, seed: seed).withUnsafeBufferPointer { buffer throws(PlistError) in
      try PlistReader.withRootNode(buffer) { root in
        root.forEachElement { _, node in
          if Set(node.keys).count < node.count { repeated += 1 }
          checked += Self.compareLookUps(in: node, context: context)
        }
      }
    }
    #expect(checked > 1_000)
    #expect(repeated > 100)
  }

  /// A binary plist written by hand (writers keep one of a key written twice): an array
  /// (object 0) of dictionaries whose keys are the objects of `keys`, values integers telling
  /// their element and entry.
  static func binaryDocument(elements: Int, seed: UInt64) -> [UInt8] {
    var objects: [[UInt8]] = [[]] + keys.map { key in
      if key.utf8.allSatisfy({ $0 < 0x80 }) { return objectHeader(0x5, key.utf8.count) + Array(key.utf8) }
      return objectHeader(0x6, key.utf16.count) + key.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
    }
    var dictionaries: [Int] = []
    for element in 0..<elements {
      var random = SplitMix64(seed: seed &+ UInt64(element / 3))
      // Two shapes in a row of each size: the same count, other keys.
      let entries = (element / 6) % 70 + 1
      let keyRefs = (0..<entries).map { _ in 1 + Int(random.next() % UInt64(keys.count)) }
      let valueRefs = (0..<entries).map { entry in
        objects.append([0x13] + bigEndian(UInt64(element * 100 + entry)))
        return objects.count - 1
      }
      objects.append(objectHeader(0xD, entries) + (keyRefs + valueRefs).flatMap(twoBytes))
      dictionaries.append(objects.count - 1)
    }
    objects[0] = objectHeader(0xA, dictionaries.count) + dictionaries.flatMap(twoBytes)
    return rawBinaryPlist(objects)
  }

  private static func objectHeader(_ kind: UInt8, _ count: Int) -> [UInt8] {
    count < 15 ? [kind << 4 | UInt8(count)] : [kind << 4 | 0xF, 0x11] + twoBytes(count)
  }

  private static func twoBytes(_ n: Int) -> [UInt8] { [UInt8(n >> 8), UInt8(n & 0xFF)] }

  @Test(arguments: [1, 2, 3] as [UInt64])
  func lookUpsFindWhatAScanFinds(seed: UInt64) throws {
    let context = ModelContext()
    var checked = 0
    // One context for every element, read one at a time onto one tape emptied between them:
    // each element lies where the one before it lay.
    try PlistReader.forEachRootNode(Self.document(elements: 300, seed: seed)) { node in
      checked += Self.compareLookUps(in: node, context: context)
      return true
    }
    #expect(checked > 1_000)
  }

  /// Look-ups that go from a dictionary to one inside it and back each find their own.
  @Test func lookUpsInTurnsInNestedDictionariesFindTheirOwn() throws {
    let inner = (0..<8).map { "<key>k\($0)</key><string>inner \($0)</string>" }.joined()
    let outer = (0..<8).map { "<key>k\($0)</key><string>outer \($0)</string>" }.joined()
    let text = #"<?xml version="1.0"?><plist version="1.0"><dict>\#(outer)<key>child</key><dict>\#(inner)</dict></dict></plist>"#
    let document = PlistDocument(name: "nested.plist", bytes: Array(text.utf8))
    let found = try document.decode(Nested.self)
    #expect(found.texts == (0..<8).flatMap { ["outer \($0)", "inner \($0)"] })
  }

  private struct Nested: PlistModel {
    var texts: [String] = []
    init(from plist: PlistObject) throws(ModelError) {
      guard let child = plist.node.lookup("child")?.value else { throw ModelError(.missingKey("child", suggestion: nil)) }
      let inner = PlistObject(node: child, context: plist.context)
      for k in 0..<8 {
        texts.append(try plist.required("k\(k)"))
        texts.append(try inner.required("k\(k)"))
      }
    }
  }
}
