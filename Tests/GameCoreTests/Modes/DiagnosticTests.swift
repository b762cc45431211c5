import GameCore
import PlistKit
import Testing
import TerminalKit

/// Diagnostics that keep their key path and values apart until written, and the lists that
/// join several cores' findings.
struct DiagnosticTests {
  @Test func aMissingPictureReadsAsItsMessageWasSpelt() {
    let lazy = Diagnostic(.warning, file: "q.plist", line: 12, at: PlistPath([.index(3), .key("icon")]),
                          .pictureNotFound(name: "sun", places: "the pack folder, pictures/"))
    let spelt = "q.plist:12: warning: [3].icon: picture \"sun\" not found (looked in the pack folder, pictures/)"
    #expect(lazy.description == spelt)
    #expect(lazy.message == "[3].icon: picture \"sun\" not found (looked in the pack folder, pictures/)")
    #expect(lazy == Diagnostic(.warning, file: "q.plist", line: 12, lazy.message))
    #expect(lazy != Diagnostic(.error, file: "q.plist", line: 12, lazy.message))
  }

  @Test("written piece by piece, a line is its description cleaned", arguments: [
    (PlistPath([.index(0), .key("icon")]), DiagnosticText.pictureNotFound(name: "a\nb\u{1B}[31m", places: "pictures/")),
    (PlistPath([.key("settings"), .key("columns")]), .plain("must be from 1 to 20, found 0")),
    (PlistPath([.index(7), .key("options"), .index(2)]), .plain("an option must be one character, found \"\u{7}ab\"")),
    (PlistPath([.key("we\u{9}ird"), .index(-4)]), .plain("x")),
    (PlistPath(), .plain("the root")),
  ])
  func written(path: PlistPath, text: DiagnosticText) {
    let diagnostic = Diagnostic(.error, file: "dir/\u{1B}]0;x\u{7}.plist", line: 3, at: path, text)
    var line = LineWriter()
    diagnostic.write(into: &line)
    #expect(String(decoding: line.bytes, as: UTF8.self) == TextCleaner.visible(diagnostic.description))
    #expect(!line.bytes.contains(0x0A) && !line.bytes.contains(0x1B))
  }

  @Test func listsJoinedWithShiftsMoveEachPartsIndices() {
    // Three parts counted from their own starts (0, 500, 1000), the last joined from two of
    // its own, and one counted from the file's start (shift 0) after them.
    func list(_ indices: [Int]) -> DiagnosticList {
      var list = DiagnosticList()
      for i in indices { list.add(.warning, at: PlistPath([.index(i), .key("icon")]), .pictureNotFound(name: "p\(i)", places: "here")) }
      return list
    }
    var last = list([0, 1])
    last.append(list([0]), shiftedBy: 10)
    var all = DiagnosticList()
    all.append(list([0, 2]), shiftedBy: 0)
    all.append(list([1, 3]), shiftedBy: 500)
    all.append(last, shiftedBy: 1_000)
    all.append(list([2_000]), shiftedBy: 0)
    let document = PlistDocument(name: "b.plist", bytes: BinaryPlistWriter.write(.array([])))
    let made = all.diagnostics(in: document)
    #expect(made.map(\.message) == [(0, 0), (2, 2), (501, 1), (503, 3), (1_000, 0), (1_001, 1), (1_010, 0), (2_000, 2_000)].map {
      "[\($0.0)].icon: picture \"p\($0.1)\" not found (looked in here)"
    })
    #expect(made.allSatisfy { $0.line == nil && $0.file == "b.plist" })
  }

  @Test func listsLongerThanASegmentKeepEveryProblemInOrderInABinaryFile() {
    // Past a segment's length, with a part's list shifted on after it: a binary file has no
    // lines, so the paths are taken as they are.
    let count = 2 * 1_024 + 7  // two segments of 1,024 problems and part of a third
    var first = DiagnosticList()
    var second = DiagnosticList()
    for i in 0..<count {
      first.add(.warning, at: PlistPath([.index(i), .key("icon")]), .pictureNotFound(name: "p\(i)", places: "here"))
      second.add(.error, at: PlistPath([.index(i)]), "b\(i)")
    }
    var all = DiagnosticList()
    all.append(first)
    all.append(second, shiftedBy: count)
    #expect(all.count == 2 * count)
    let document = PlistDocument(name: "b.plist", bytes: BinaryPlistWriter.write(.array([])))
    let made = all.diagnostics(in: document)
    let expected = (0..<count).map { "[\($0)].icon: picture \"p\($0)\" not found (looked in here)" }
      + (0..<count).map { "[\(count + $0)]: b\($0)" }
    #expect(made.map(\.message) == expected)
    #expect(made.map(\.severity) == Array(repeating: .warning, count: count) + Array(repeating: .error, count: count))
    #expect(made.allSatisfy { $0.line == nil && $0.file == "b.plist" })
  }

  @Test func manyDiagnosticsMadeOnEveryCoreKeepTheirShiftsAndLines() throws {
    // Enough to be cut into parts: 20,000 elements of an XML file, two lists of 10,000.
    let elements = (0..<20_000).map { PlistValue.dictionary(PlistDictionary([("icon", .string("p\($0)"))])) }
    let document = PlistDocument(name: "x.plist", bytes: XMLPlistWriter.write(.array(elements)))
    var first = DiagnosticList()
    var second = DiagnosticList()
    for i in 0..<10_000 {
      first.add(.warning, at: PlistPath([.index(i), .key("icon")]), "a")
      second.add(.warning, at: PlistPath([.index(i), .key("icon")]), "b")
    }
    var all = DiagnosticList()
    all.append(first, shiftedBy: 0)
    all.append(second, shiftedBy: 10_000)
    // Made twice from one list, and once from the list moved in (its paths then moved on in
    // place): the same diagnostics each time, and the lists joined are left as they were.
    let kept = all
    let made = all.diagnostics(in: document)
    #expect(kept.diagnostics(in: document) == made)
    #expect((consume all).diagnostics(in: document) == made)
    #expect(second.diagnostics(in: document).map(\.path) == (0..<10_000).map { PlistPath([.index($0), .key("icon")]) })
    let paths = (0..<20_000).map { PlistPath([.index($0), .key("icon")]) }
    let lines = document.lines(of: paths)
    #expect(made.map(\.path) == paths)
    #expect(made.map(\.line) == paths.map { lines[$0] })
    #expect(made[10_000].message == "[10000].icon: b")
  }

  @Test func leadingDiagnosticsComeFirstBeforeTheListsOnEveryCore() {
    let document = PlistDocument(name: "b.plist", bytes: BinaryPlistWriter.write(.array([])))
    var list = DiagnosticList()
    for i in 0..<20_000 { list.add(.warning, at: PlistPath([.index(i)]), "w") }
    let leading = [Diagnostic(.error, file: "b.plist", "the pack has no questions"), Diagnostic(.note, file: "pack.plist", line: 2, "n")]
    let made = list.diagnostics(in: document, leading: leading)
    #expect(made == leading + list.diagnostics(in: document))
    #expect(made.count == 20_002)
    #expect(DiagnosticList().diagnostics(in: document, leading: leading) == leading)
  }
}
