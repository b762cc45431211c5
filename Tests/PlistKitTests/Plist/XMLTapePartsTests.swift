import Foundation
import Testing
import TestSupport
@testable import PlistKit

/// A large XML file is read on several cores whatever its root: the tape is the one a reading
/// in order makes (every token, string and noted offset), and a file the parts cannot read is
/// read in order, with its messages.
struct XMLTapePartsTests {
  /// The in-order tape of `bytes` and the tape in `parts` parts (nil when the parts were not
  /// used), each with offsets noted.
  static func tapes(_ bytes: [UInt8], parts: Int) throws -> (inOrder: PlistTape, inParts: PlistTape?) {
    try bytes.withByteView { buffer in
      (try XMLPlistParser.tape(of: buffer, notingOffsets: true, parts: 1),
       XMLPlistParser.inParts(buffer, notingOffsets: true, parts: parts))
    }
  }

  static func xml(_ body: String) -> [UInt8] {
    Array(("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n" + body + "\n</plist>\n").utf8)
  }

  @Test("random files read in parts as in order", arguments: Array(UInt64(0)..<30))
  func randomFiles(seed: UInt64) throws {
    var gen = RandomPlist(seed: seed, xmlSafe: true)
    let items = (0..<30).map { n in PlistValue.array((0..<4).map { _ in .dictionary(PlistDictionary([("n", .integer(Int64(n))), ("v", gen.value(depth: 4))])) }) }
    let value: PlistValue = seed % 2 == 0 ? .array(items) : .dictionary(PlistDictionary(items.enumerated().map { ("k\($0.offset)", $0.element) }))
    let bytes = XMLPlistWriter.write(value)
    var used = 0
    for parts in [2, 3, 5] {
      let (inOrder, inParts) = try Self.tapes(bytes, parts: parts)
      if let inParts {
        used += 1
        #expect(JSONPartsTests.same(inOrder, inParts), "\(parts) parts")
      }
    }
    #expect(used == 3)
  }

  /// Shapes around the cuts: closing several levels at once, an outer dictionary told by its
  /// next key (an empty one too), empty containers, arrays of arrays, comments and no
  /// `<plist>` around the root.
  @Test(arguments: [
    Labeled("nested dictionaries and arrays", xml("<dict><key>a</key><array><dict><key>x</key><integer>1</integer></dict> <dict><key>x</key><integer>2</integer></dict><dict/></array><key/><dict><key>m</key><array><dict><key>y</key><array/></dict>\n<dict><key>y</key><dict/></dict><dict><key>y</key><array><array><dict><key>z</key><true/></dict> <dict><key>z</key><false/></dict></array></array></dict></array></dict><key>e</key><array><array><dict><key>p</key><real>1.5</real></dict> <dict><key>p</key><string>q</string></dict></array><!-- c --><array><dict/> <dict/></array><array/></array></dict>")),
    Labeled("arrays of arrays", xml("<array><array><dict><key>a</key><date>2020-01-02T03:04:05Z</date></dict>\t<dict><key>a</key><data>AAEC</data></dict><dict/></array><array><dict/>\r\n<dict/></array><dict><key>b</key><array><dict><key>c</key><string>&lt;</string></dict> <dict/></array></dict><string>s</string><integer>-3</integer></array>")),
    Labeled("no <plist> around the root", Array("<dict><key>a</key><array><dict></dict> <dict></dict> <dict><key>k</key><integer>1</integer></dict> <dict></dict></array></dict> <!-- after -->".utf8)),
  ])
  func shapesAroundTheCuts(_ labeled: Labeled<[UInt8]>) throws {
    let bytes = labeled.value
    var used = 0
    for parts in 2...12 {
      let (inOrder, inParts) = try Self.tapes(bytes, parts: parts)
      if let inParts {
        used += 1
        #expect(JSONPartsTests.same(inOrder, inParts), "\(parts) parts")
      }
    }
    #expect(used > 0)
  }

  /// A cut guessed inside a comment or a CDATA section is passed by the part before it: the
  /// file is read again in order.
  @Test(arguments: [
    "<array><dict/><!-- </dict> <dict> --><dict/><!-- </dict> <dict> --><dict/><!-- </dict> <dict> --><dict/></array>",
    "<array><string><![CDATA[</dict> <dict>]]></string><string><![CDATA[</dict> <dict>]]></string><string><![CDATA[</dict> <dict>]]></string></array>",
  ])
  func aCutInsideACommentReadsTheFileInOrder(_ body: String) throws {
    let bytes = Self.xml(body)
    for parts in 2...12 {
      let (inOrder, inParts) = try Self.tapes(bytes, parts: parts)
      #expect(inParts == nil, "\(parts) parts")
      let read = try bytes.withByteView { buffer throws(PlistError) in
        try XMLPlistParser.tape(of: buffer, notingOffsets: true, parts: parts, bytesPerPart: 1)
      }
      #expect(JSONPartsTests.same(inOrder, read))
    }
  }

  /// The bytes are given back once read (`afterReading` blanks them here): once, after the
  /// parts' last reading and before the join, or after the reading in order a cut in a
  /// comment falls back to; the tape is the one read from the bytes as they were.
  @Test(arguments: [
    "<dict><key>a</key><array><dict><key>x</key><string>1</string></dict> <dict><key>x</key><string>2</string></dict> <dict><key>x</key><string>3</string></dict></array></dict>",
    "<array><dict/><!-- </dict> <dict> --><dict/><!-- </dict> <dict> --><dict/><!-- </dict> <dict> --><dict/></array>",
  ])
  func theBytesAreGivenBackOnceRead(_ body: String) throws {
    let original = Self.xml(body)
    let inOrder = try original.withByteView { buffer throws(PlistError) in try XMLPlistParser.tape(of: buffer, notingOffsets: true, parts: 1) }
    for parts in 2...6 {
      var bytes = original
      var calls = 0
      let read = try bytes.withUnsafeMutableBufferPointer { buffer throws(PlistError) in
        try XMLPlistParser.tape(of: ByteView(UnsafeBufferPointer(buffer)), notingOffsets: true, parts: parts, bytesPerPart: 1) {
          calls += 1
          buffer.update(repeating: 0)
        }
      }
      #expect(calls == 1, "\(parts) parts")
      #expect(JSONPartsTests.same(inOrder, read), "\(parts) parts")
    }
  }

  /// A file with an error after a cut reads in order: its message is the one read in order.
  @Test(arguments: [
    ("<array><dict></dict> <dict></dict> <dict></dict> <dict></dict> <key>a</key></array>", "<key> outside a <dict>"),
    ("<dict><key>a</key><array><dict></dict> <dict></dict> <dict></dict></array><string>b</string></dict>", "expected <key> or </dict>, found '<string>'"),
    ("<dict><key>a</key><array><dict></dict> <dict></dict> <dict></dict></array></array>", "expected <key> or </dict>"),
    ("<array><dict></dict> <dict></dict> <dict></dict></array><array/>", "expected </plist>"),
    ("<array><dict></dict> <dict></dict> <dict></dict>", "expected a value or </array>, found '</plist>'"),
  ])
  func anErrorAfterACutIsTheReadingInOrder(_ body: String, _ reason: String) throws {
    let bytes = Array(("<plist>" + body + "</plist>").utf8)
    for parts in 2...6 {
      let inOrder = bytes.withByteView { buffer in Result { () throws(PlistError) in try XMLPlistParser.tape(of: buffer, parts: 1) } }
      // The bytes are blanked once given back: a reading in order after that would not see them.
      var blanked = bytes
      let inParts = blanked.withUnsafeMutableBufferPointer { buffer in
        Result { () throws(PlistError) in
          try XMLPlistParser.tape(of: ByteView(UnsafeBufferPointer(buffer)), parts: parts, bytesPerPart: 1) { buffer.update(repeating: 0) }
        }
      }
      guard case .failure(let error) = inOrder, case .failure(let partsError) = inParts else {
        Issue.record("read without an error in \(parts) parts")
        continue
      }
      #expect(error == partsError)
      #expect(error.description.contains(reason), "\(error.description)")
    }
  }

  /// Nesting as deep as the limit after a cut is read (two levels above the arrays); one
  /// deeper is refused, as in order.
  @Test(arguments: [XMLPlistParser.maxDepth - 2, XMLPlistParser.maxDepth - 1])
  func theDepthLimitHoldsAcrossCuts(arrays: Int) throws {
    let deep = String(repeating: "<array>", count: arrays) + String(repeating: "</array>", count: arrays)
    let bytes = Self.xml("<array><dict/> <dict/> <dict><key>a</key>" + deep + "</dict></array>")
    let read = bytes.withByteView { buffer in
      (Result { () throws(PlistError) in try XMLPlistParser.tape(of: buffer, parts: 1) },
       Result { () throws(PlistError) in try XMLPlistParser.tape(of: buffer, parts: 3, bytesPerPart: 1) })
    }
    switch read {
    case (.success(let inOrder), .success(let inParts)):
      #expect(arrays == XMLPlistParser.maxDepth - 2)
      #expect(JSONPartsTests.same(inOrder, inParts))
    case (.failure(let inOrder), .failure(let inParts)):
      #expect(arrays == XMLPlistParser.maxDepth - 1)
      #expect(inOrder == inParts)
      #expect(inOrder.description.contains("nesting is deeper than \(XMLPlistParser.maxDepth) levels"))
    default:
      Issue.record("read in order and in parts differ")
    }
  }
}

