import Foundation
import Testing
@testable import PlistKit

/// Writing a file read in place (a conversion's path) gives the same bytes as writing the tree
/// of its values, in every form from every form.
struct NodeWriterTests {
  static let seeds = Array(UInt64(0)..<150)

  @Test("nodes read in place are written as their values are", arguments: seeds)
  func sameBytesAsFromValues(seed: UInt64) throws {
    var gen = RandomPlist(seed: seed, xmlSafe: true)
    let value = seed % 2 == 0 ? gen.dictionary(depth: 4) : gen.array(depth: 4)
    let inputs = [("xml", XMLPlistWriter.write(value)), ("binary", BinaryPlistWriter.write(value)),
                  ("json", try JSONPlistWriter.write(value))]
    for (form, bytes) in inputs {
      let read = try PlistReader.read(bytes)
      let fromNodes = try bytes.withByteView { buffer throws(PlistError) in
        try PlistReader.withRootNode(buffer) { root in
          (try? BinaryPlistWriter.write(root), try? XMLPlistWriter.checkedWrite(root), try? JSONPlistWriter.write(root))
        }
      }
      #expect(fromNodes.0 == BinaryPlistWriter.write(read), "binary from \(form)")
      #expect(fromNodes.1 == (try? XMLPlistWriter.checkedWrite(read)), "XML from \(form)")
      #expect(fromNodes.2 == (try? JSONPlistWriter.write(read)), "JSON from \(form)")
    }
  }

  @Test func aKeyWrittenTwiceKeepsItsFirstPlaceAndLastValue() throws {
    let xml = Array("<plist><dict><key>a</key><integer>1</integer><key>b</key><integer>2</integer><key>a</key><integer>3</integer></dict></plist>".utf8)
    let json = try xml.withByteView { buffer throws(PlistError) in
      try PlistReader.withRootNode(buffer) { try? JSONPlistWriter.write($0) }
    }
    #expect(json.map { String(decoding: $0, as: UTF8.self) } == "{\n  \"a\": 3,\n  \"b\": 2\n}\n")
  }

  @Test func theBinaryWriterKeepsStringsAsTheyAreWritten() throws {
    // Equal as Swift compares strings (canonically), different bytes: both are kept, as
    // CoreFoundation keeps them; one object for the text written twice.
    let composed = "caf\u{E9}", decomposed = "cafe\u{301}"
    let bytes = BinaryPlistWriter.write(.array([.string(composed), .string(decomposed), .string(composed)]))
    let parser = try bytes.withByteView { buffer throws(PlistError) in
      try PlistReader.withRootNode(buffer) { root in
        var texts: [[UInt8]] = []
        root.forEachElement { _, element in texts.append(Array((element.string ?? "").utf8)) }
        return texts
      }
    }
    #expect(parser == [Array(composed.utf8), Array(decomposed.utf8), Array(composed.utf8)])
    // The trailer's object count: the array and two strings.
    #expect(bytes[bytes.count - 24 + 7] == 3)
  }
}
