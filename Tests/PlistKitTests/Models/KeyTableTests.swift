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

  /// Two whole documents, each on a tape that keeps its strings once, looked in by turns with
  /// one context: their keys lie at the same places among their tapes' strings but are not the
  /// same keys, and what the table remembers of one tape is not taken for the other's.
  @Test func lookUpsInTurnsInTwoDocumentsFindTheirOwn() throws {
    func document(_ keys: [String]) -> PlistDocument {
      let entries = keys.enumerated().map { "<key>\($1)</key><integer>\($0)</integer>" }.joined()
      let text = #"<?xml version="1.0"?><plist version="1.0"><array><dict>\#(entries)</dict><dict>\#(entries)</dict></array></plist>"#
      return PlistDocument(name: "\(keys[0]).plist", bytes: Array(text.utf8))
    }
    let first = document(["a", "b", "c", "d", "e"]), second = document(["e", "d", "c", "b", "a"])
    let context = ModelContext()
    var found: [PlistValue?] = []
    try first.withRootNode { one in
      try? second.withRootNode { two in
        var elements: [[PlistNode]] = [[], []]
        one.forEachElement { elements[0].append($1) }
        two.forEachElement { elements[1].append($1) }
        for element in 0..<2 {
          for key in ["a", "e", "b"] {
            for root in 0..<2 {
              found.append(PlistObject(node: elements[root][element], context: context).lookup(key)?.value.value)
            }
          }
        }
      }
    }
    #expect(found == [0, 4, 4, 0, 1, 3, 0, 4, 4, 0, 1, 3].map { .integer($0) })
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
