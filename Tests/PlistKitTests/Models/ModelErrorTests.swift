import Foundation
import Testing
import TestSupport
@testable import PlistKit

private struct Person: PlistModel, Equatable {
  let name: String
  let age: Int
  init(from plist: PlistObject) throws(ModelError) {
    name = try plist.required("name")
    age = try plist.optional("age", default: 0)
  }
}

private struct Team: PlistModel, Equatable {
  let title: String
  let members: [Person]
  let lead: Person?
  init(from plist: PlistObject) throws(ModelError) {
    title = try plist.required("title")
    members = try plist.required("members")
    lead = try plist.optional("lead")
  }
}

struct ModelErrorTests {
  static let questions = xmlPlist("""
    <array>
    \t<dict>
    \t\t<key>title</key>
    \t\t<string>ok</string>
    \t\t<key>members</key>
    \t\t<array/>
    \t</dict>
    \t<dict>
    \t\t<key>title</key>
    \t\t<string>second</string>
    \t\t<key>members</key>
    \t\t<array>
    \t\t\t<dict><key>name</key><string>a</string></dict>
    \t\t\t<dict>
    \t\t\t\t<key>name</key>
    \t\t\t\t<string>b</string>
    \t\t\t\t<key>age</key>
    \t\t\t\t<string>old</string>
    \t\t\t</dict>
    \t\t</array>
    \t</dict>
    </array>
    """)

  @Test func aNestedFailureNamesTheFileTheLineAndTheKeyPath() {
    let document = PlistDocument(name: "teams.plist", bytes: Array(Self.questions.utf8))
    #expect(throws: LoadError.model(ModelError(.mismatch(expected: "an integer", found: "a string (\"old\")"),
                                               at: PlistPath([.index(1), .key("members"), .index(1), .key("age")]),
                                               file: "teams.plist", line: 21))) {
      try document.decodeArray(of: Team.self)
    }
    let message = "teams.plist:21: [1].members[1].age: expected an integer, found a string (\"old\")"
    do { _ = try document.decodeArray(of: Team.self) } catch { #expect(error.description == message) }
  }

  @Test func aMissingKeySuggestsAKeyThatLooksLikeATypo() {
    let value: PlistValue = .dictionary(PlistDictionary([("titel", .string("x")), ("members", .array([]))]))
    #expect(throws: ModelError(.missingKey("title", suggestion: "titel"))) { try Team(plist: value) }
    #expect(ModelError(.missingKey("title", suggestion: "titel")).reason
      == "missing the required key \"title\" (found \"titel\": did you mean \"title\"?)")
  }

  @Test func aRootThatIsNotAnArrayIsRefused() {
    let document = PlistDocument(name: "x.plist", bytes: Array(xmlPlist("<dict/>").utf8))
    do {
      _ = try document.decodeArray(of: Person.self)
      Issue.record("expected a failure")
    } catch {
      #expect(error.description == "x.plist:4: (root): expected an array of dictionaries at the root, found a dictionary of 0 keys")
    }
  }

  @Test func unknownKeysAreWarningsWithTheirLines() throws {
    let text = xmlPlist("<array>\n<dict>\n<key>name</key><string>a</string>\n<key>nmae</key><string>b</string>\n</dict>\n</array>")
    let context = ModelContext(collectsWarnings: true)
    let people = try PlistDocument(name: "p.plist", bytes: Array(text.utf8)).decodeArray(of: Person.self, context: context)
    #expect(people.map(\.name) == ["a"])
    #expect(context.warnings == [ModelWarning(path: PlistPath([.index(0), .key("nmae")]), message: "unknown key \"nmae\" is ignored", line: 7)])
  }

  @Test func playingCollectsNoWarnings() throws {
    let text = xmlPlist("<array><dict><key>name</key><string>a</string><key>extra</key><true/></dict></array>")
    let context = ModelContext()
    _ = try PlistDocument(name: "p.plist", bytes: Array(text.utf8)).decodeArray(of: Person.self, context: context)
    #expect(context.warnings.isEmpty)
  }

  @Test func nestedModelsAndOptionalModelsDecode() throws {
    let value: PlistValue = .dictionary(PlistDictionary([
      ("title", .string("t")),
      ("members", .array([.dictionary(PlistDictionary([("name", .string("a")), ("age", .string("30"))]))])),
      ("lead", .dictionary(PlistDictionary([("name", .string("b"))]))),
    ]))
    let team = try Team(plist: value)
    #expect(team.members.map(\.age) == [30])
    #expect(team.lead?.name == "b")
  }
}
