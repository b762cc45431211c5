import Testing
import TestSupport
@testable import GameCore
import PlistKit

/// A file's problems past `DiagnosticList.mostListed` are counted, not kept: one line for the
/// errors and one for the warnings not listed, each standing for their number, whether they
/// were added to one list or to parts' lists joined.
struct DiagnosticListTests {
  static let document = PlistDocument(name: "many.plist", bytes: Array(xmlPlist("<array/>").utf8))

  /// The `n`-th problem of a file: a warning, every third an error.
  static func add(_ n: Int, to list: inout DiagnosticList) {
    list.add(n % 3 == 0 ? .error : .warning, at: PlistPath([.index(n)]), "problem \(n)")
  }

  @Test(arguments: [1, 3])
  func problemsPastTheMostListedAreCountedNotKept(parts: Int) {
    let total = DiagnosticList.mostListed + 1_000
    let ranges = (0..<parts).map { part in (total * part / parts)..<(total * (part + 1) / parts) }
    var list = DiagnosticList()
    for range in ranges {
      var own = DiagnosticList()
      for n in range { Self.add(n - range.lowerBound, to: &own) }
      list.append(own, shiftedBy: range.lowerBound)
    }
    // Each problem of the file: its place, and its number within its part.
    let all = ranges.flatMap { range in range.map { ($0, $0 - range.lowerBound) } }
    #expect(list.count == DiagnosticList.mostListed)
    let made = list.diagnostics(in: Self.document)
    let listed = made.prefix(DiagnosticList.mostListed).map(\.message)
    let expected = all.prefix(DiagnosticList.mostListed).map { "[\($0.0)]: problem \($0.1)" }
    #expect(listed.count == expected.count && listed.elementsEqual(expected))
    let unlistedErrors = all.dropFirst(DiagnosticList.mostListed).filter { $0.1 % 3 == 0 }.count
    let unlisted = Array(made.dropFirst(DiagnosticList.mostListed))
    #expect(unlisted.map(\.description) == [
      "many.plist: error: \(unlistedErrors) more errors not listed: lint lists a file's first 100000 problems",
      "many.plist: warning: \(1_000 - unlistedErrors) more warnings not listed: lint lists a file's first 100000 problems",
    ])
    #expect(unlisted.map(\.represents) == [unlistedErrors, 1_000 - unlistedErrors])
  }
}
