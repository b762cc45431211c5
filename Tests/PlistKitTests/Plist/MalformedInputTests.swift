import Foundation
import Testing
import TestSupport
@testable import PlistKit

/// Every broken input gets one exact, actionable message with its place in the file.
struct MalformedInputTests {
  static let header = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n"

  static let textCases: [(String, String)] = [
    ("", "the file is empty"),
    ("hello world", "not a property list: expected XML (<?xml or <plist>), binary (bplist00), OpenStep text ('(', '{' or a quote) or JSON (any value), found 'hello wo'"),
    ("( 越 )", "line 1:3: '越' must be in quotes: a string without quotes may hold only ASCII letters, digits and _ $ / : . -"),
    ("{ a = +1; }", "line 1:7: '+' must be in quotes: a string without quotes may hold only ASCII letters, digits and _ $ / : . -"),
    (header + "<array>\n<string>a</string>\n", "line 3:1: unexpected end of file: the <array> opened here is not closed"),
    (header + "<dict>\n<key>a</key>\n</dict>\n</plist>", "line 5:1: the key \"a\" has no value"),
    (header + "<dict>\n<string>a</string>\n</dict>\n</plist>", "line 4:1: expected <key> or </dict>, found '<string>'"),
    (header + "<array><strng>a</strng></array></plist>", "line 3:8: unknown tag <strng>: expected string, integer, real, true, false, date, data, array or dict"),
    (header + "<string>a</key></plist>", "line 3:10: expected </string>, found '</key>'"),
    (header + "<integer>12a</integer></plist>", "line 3:1: '12a' is not an integer (or is outside the 64-bit range)"),
    (header + "<integer>-9223372036854775809</integer></plist>", "line 3:1: '-9223372036854775809' is below the smallest 64-bit integer"),
    (header + "<real>fast</real></plist>", "line 3:1: 'fast' is not a real number"),
    (header + "<date>2024-13-01T00:00:00Z</date></plist>", "line 3:1: '2024-13-01T00:00:00Z' is not a date: expected the form 2001-01-31T12:00:00Z"),
    (header + "<data>!!notbase64</data></plist>", "line 3:1: the <data> text is not valid base64"),
    (header + "<string>a &nbsp; b</string></plist>", "line 3:11: unknown entity &nbsp;"),
    (header + "<string>a & b</string></plist>", "line 3:11: a '&' must start an entity such as &amp; or &lt;"),
    (header + "<key>a</key></plist>", "line 3:1: <key> outside a <dict>"),
    (header + "<integer/></plist>", "line 3:1: <integer/> is empty: it needs a value"),
    (header + "<true/><true/></plist>", "line 3:8: expected </plist>, found '<true/>'"),
    (header + "<string>a</string>\n</plist>\ntrailing", "line 5:1: expected the end of the file after the root value, found 'trailing'"),
    (header + "text</plist>", "line 3:1: expected a value tag such as <string> or <dict>, found text 'text'"),
    (header + "<!-- never closed", "line 3:1: unexpected end of file inside a comment"),
    (header + "<string>never closed", "line 3:1: unexpected end of file: <string> is not closed"),
    ("<?xml version=\"1.0\"?>\n<plist/>", "line 2:1: the <plist> element is empty: expected a value inside it"),
    ("( a, b", "line 1:1: unexpected end of file: the '(' opened here is not closed"),
    ("{ a = b }", "line 1:9: expected ';' after the value of \"a\", found '}'"),
    ("{ a b; }", "line 1:5: expected '=' after the key \"a\", found 'b; }'"),
    ("( \"open", "line 1:3: unexpected end of file: the string opened here is not closed"),
    ("( <0fz> )", "line 1:6: <data> may hold only hex digits, found 'z'"),
    ("( a b )", "line 1:5: expected ',' or ')' after an array element, found 'b )'"),
  ]

  @Test("text forms", arguments: textCases)
  func textForm(input: String, message: String) {
    #expect(throws: PlistError.self) { try PlistReader.read(Array(input.utf8)) }
    do {
      _ = try PlistReader.read(Array(input.utf8))
    } catch {
      #expect(error.description == message)
    }
  }

  /// Kept out of the table above so that the 10,000-level inputs are not printed as arguments.
  @Test func nestingTenThousandLevelsDeepIsRefusedInEachTextForm() {
    let xml = Self.header + String(repeating: "<array>", count: 10_000)
    #expect(throws: PlistError("nesting is deeper than 256 levels", at: .line(3, column: 1793))) { try PlistReader.read(Array(xml.utf8)) }
    let openStep = String(repeating: "(", count: 10_000)
    #expect(throws: PlistError("nesting is deeper than 256 levels", at: .line(1, column: 257))) { try PlistReader.read(Array(openStep.utf8)) }
  }

  @Test func badUTF8InTextIsReportedWithItsPlace() {
    let bytes = Array((Self.header + "<string>").utf8) + [0xC3, 0x28] + Array("</string></plist>".utf8)
    #expect(throws: PlistError("the text is not valid UTF-8", at: .line(3, column: 9))) { try PlistReader.read(bytes) }
  }

  @Test func theFileNameIsAddedByTheDocument() {
    let document = PlistDocument(name: "questions.plist", bytes: Array((Self.header + "<array>").utf8))
    #expect(throws: LoadError.syntax(PlistError("unexpected end of file: the <array> opened here is not closed",
                                                at: .line(3, column: 1), file: "questions.plist"))) {
      try document.value()
    }
    #expect(LoadError.syntax(PlistError("x", at: .line(3, column: 1), file: "q.plist")).description == "q.plist:3:1: x")
  }
}

struct LargeInputTests {
  static let hundredMegabytes = 100 * 1024 * 1024

  @Test(.timeLimit(.minutes(1)))
  func aHundredMegabytesOfNothingUsefulFailsAtOnce() throws {
    let folder = TemporaryFolder()
    let zeros = folder.write("zeros.plist", bytes: [UInt8](repeating: 0, count: Self.hundredMegabytes))
    #expect(throws: LoadError.syntax(PlistError("not a property list: expected XML (<?xml or <plist>), binary (bplist00), OpenStep text ('(', '{' or a quote) or JSON (any value), found bytes 00 00 00 00 00 00 00 00", file: zeros))) {
      try PlistDocument(contentsOf: zeros).value()
    }
    var binary = Array("bplist00".utf8)
    binary += [UInt8](repeating: 0xFF, count: Self.hundredMegabytes)
    #expect(throws: PlistError.self) { try PlistReader.read(binary) }
  }

  @Test(.timeLimit(.minutes(1)))
  func aHundredMegabyteValueIsRead() throws {
    let body = [UInt8](repeating: UInt8(ascii: "a"), count: Self.hundredMegabytes)
    let bytes = Array("<plist><string>".utf8) + body + Array("</string></plist>".utf8)
    guard case .string(let text) = try PlistReader.read(bytes) else {
      Issue.record("expected a string")
      return
    }
    #expect(text.utf8.count == Self.hundredMegabytes)
  }
}
