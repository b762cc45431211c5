import Foundation
import Testing
import TestSupport
import PlistKit

// The exercises of docs/model-from-dictionary.md and their solutions, shown there word for
// word (TutorialDocumentTests checks it) and run below.

// snippet: exercise-1
struct VersionedApp: PlistModel {
  let name: String
  let icon: String
  let version: String

  init(from plist: PlistObject) throws(ModelError) {
    name = try plist.required("name")
    icon = try plist.required("icon")
    version = try plist.optional("version", default: "1.0")
  }
}
// end snippet

// snippet: exercise-2
struct SizedApp: PlistModel {
  let name: String
  let megabytes: Double

  init(from plist: PlistObject) throws(ModelError) {
    name = try plist.required("name")
    // A number, or the classic files' "12.5 MB": read as text, the unit taken off.
    if let text = try? plist.optional("size", as: String.self), text.hasSuffix(" MB"),
       let number = Double(text.dropLast(3)) {
      megabytes = number
    } else {
      megabytes = try plist.optional("size", default: 0)
    }
  }
}
// end snippet

// snippet: exercise-3
struct NamedApp: PlistModel {
  let name: String

  init(from plist: PlistObject) throws(ModelError) {
    name = try plist.required("name")
    guard !name.trimmingCharacters(in: .whitespaces).isEmpty else {
      throw ModelError(.invalid("must not be empty"), at: PlistPath([.key("name")]))
    }
  }
}
// end snippet

// snippet: exercise-4
/// The elements that have keys no model reads, and which keys: `[1]: colour, miaoshu`.
func unreadKeys(in path: String) throws(LoadError) -> [String] {
  let context = ModelContext(collectsWarnings: true)
  _ = try PlistDocument(contentsOf: path).decodeArray(of: LessonApp.self, context: context)
  var keys: [(element: String, key: String)] = []
  for warning in context.warnings {
    guard let element = warning.path.components.first, case .key(let key)? = warning.path.components.last else { continue }
    keys.append(("\(PlistPath([element]))", key))
  }
  let elements = keys.map(\.element).reduce(into: [String]()) { if $0.last != $1 { $0.append($1) } }
  return elements.map { element in "\(element): " + keys.filter { $0.element == element }.map(\.key).joined(separator: ", ") }
}
// end snippet

struct TutorialExerciseTests {
  let folder = TemporaryFolder()

  /// The exercises' file, as docs/model-from-dictionary.md prints it.
  static let appsPlist = """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0">
    <array>
      <dict>
        <key>name</key>    <string>Weather</string>
        <key>icon</key>    <string>icon_00</string>
        <key>version</key> <string>2.1</string>
        <key>size</key>    <string>12.5 MB</string>
      </dict>
      <dict>
        <key>name</key>    <string> </string>
        <key>icon</key>    <string>icon_01</string>
        <key>size</key>    <real>3</real>
        <key>colour</key>  <string>red</string>
        <key>miaoshu</key> <string>a camera</string>
      </dict>
    </array>
    </plist>

    """

  @Test func exerciseSolutionsDoWhatTheyAsk() throws {
    let apps = folder.write("apps.plist", Self.appsPlist)
    let document = try PlistDocument(contentsOf: apps)
    #expect(try document.decodeArray(of: VersionedApp.self).map(\.version) == ["2.1", "1.0"])
    #expect(try document.decodeArray(of: SizedApp.self).map(\.megabytes) == [12.5, 3])
    #expect(throws: LoadError.model(ModelError(.invalid("must not be empty"), at: PlistPath([.index(1), .key("name")]), file: apps, line: 11))) {
      try document.decodeArray(of: NamedApp.self)
    }
    #expect(try unreadKeys(in: apps) == ["[0]: version, size", "[1]: size, colour, miaoshu"])
  }

  /// What exercise 1 says of a version written as a number.
  @Test func aVersionWrittenAsANumberIsRefused() throws {
    let apps = folder.write("apps.plist", Self.appsPlist.replacingOccurrences(of: "<string>2.1</string>", with: "<real>2.1</real>"))
    let error = #expect(throws: LoadError.self) { try PlistDocument(contentsOf: apps, name: "apps.plist").decodeArray(of: VersionedApp.self) }
    #expect(error?.description == "apps.plist:7: [0].version: expected a string, found a real (2.1)")
  }

  @Test func theTutorialPrintsTheExercisesFile() throws {
    let doc = String(decoding: try FileBytes.contents(of: packageRoot + "/docs/model-from-dictionary.md"), as: UTF8.self)
    #expect(doc.contains("```xml\n" + Self.appsPlist + "```\n"))
  }
}
