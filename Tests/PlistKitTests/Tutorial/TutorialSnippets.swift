import Foundation
import Testing
import TestSupport
import PlistKit

// The code of docs/model-from-dictionary.md. Each block between `// snippet:` and
// `// end snippet` appears in the tutorial word for word (TutorialDocumentTests checks it),
// and the tests below run it.

// snippet: by-hand
func appNamesByHand(_ bytes: [UInt8]) throws -> [String] {
  guard case .array(let items) = try PlistReader.read(bytes) else { return [] }
  var names: [String] = []
  for item in items {
    if case .dictionary(let dict) = item, case .string(let name)? = dict["name"] {
      names.append(name)
    }
  }
  return names
}
// end snippet

// snippet: model
struct LessonApp: PlistModel, Equatable {
  let name: String
  let icon: String

  init(from plist: PlistObject) throws(ModelError) {
    name = try plist.required("name")
    icon = try plist.required("icon")
  }
}
// end snippet

// snippet: load
func loadApps(from path: String) throws(LoadError) -> [LessonApp] {
  try PlistDocument(contentsOf: path).decodeArray(of: LessonApp.self)
}
// end snippet

// snippet: renaming-and-defaults
struct DetailedApp: PlistModel {
  let name: String
  let icon: String
  let detail: String      // the file calls it "miaoshu"
  let sizeInMB: Double    // "size", 0 when absent
  let isFree: Bool        // "free", YES when absent

  init(from plist: PlistObject) throws(ModelError) {
    icon = try plist.required("icon")
    name = try plist.optional("name", default: icon)
    detail = try plist.optional("miaoshu", default: "")
    sizeInMB = try plist.optional("size", default: 0)
    isFree = try plist.optional("free", default: true)
  }
}
// end snippet

// snippet: nesting
struct Shelf: PlistModel {
  let title: String
  let apps: [LessonApp]       // an array of models
  let featured: LessonApp?    // a nested model, optional

  init(from plist: PlistObject) throws(ModelError) {
    title = try plist.required("title")
    apps = try plist.optional("apps", default: [])
    featured = try plist.optional("featured")
  }
}
// end snippet

// snippet: rules
struct RatedApp: PlistModel {
  let name: String
  let stars: Int

  init(from plist: PlistObject) throws(ModelError) {
    name = try plist.required("name")
    stars = try plist.required("stars")
    guard (1...5).contains(stars) else {
      throw ModelError(.invalid("must be from 1 to 5, found \(stars)"), at: PlistPath([.key("stars")]))
    }
  }
}
// end snippet

// snippet: warnings
func unknownKeys(in path: String) throws(LoadError) -> [String] {
  let context = ModelContext(collectsWarnings: true)
  _ = try PlistDocument(contentsOf: path).decodeArray(of: LessonApp.self, context: context)
  // A binary file has no lines: its warnings are shown without one.
  return context.warnings.map { warning in warning.line.map { "line \($0): \(warning)" } ?? "\(warning)" }
}
// end snippet

// snippet: in-memory
/// Bytes already in memory (read from a socket, an archive, a test) are a document too; a
/// value built in code is read by a model as it is.
func appsFromBytes(_ bytes: [UInt8]) throws(LoadError) -> [LessonApp] {
  try PlistDocument(name: "app.plist", bytes: bytes).decodeArray(of: LessonApp.self)
}

func appFromValue() throws(ModelError) -> LessonApp {
  try LessonApp(plist: .dictionary(PlistDictionary([("name", .string("天气")), ("icon", .string("icon_00"))])))
}
// end snippet

// snippet: error-model
/// What went wrong with a file, told by the kind of error, in one line for a person.
func explain(_ path: String) -> String {
  do throws(LoadError) {
    return "\(try loadApps(from: path).count) apps"
  } catch {
    switch error {
    case .file: return "cannot open it: \(error)"
    case .syntax(let plist): return "not a plist (\(plist.line.map { "line \($0)" } ?? "no line")): \(error)"
    case .model(let model): return "does not fit at \(model.path): \(error)"
    case .pack: return "not a pack: \(error)"
    }
  }
}

/// A plain `do` around calls that throw only `LoadError` catches a `LoadError` (Swift infers
/// it); with another kind of call inside, `catch` gets `any Error`, and a pattern finds ours.
func countApps(_ path: String, then next: () throws -> Void) -> String {
  do {
    let count = try loadApps(from: path).count
    try next()
    return "\(count) apps"
  } catch let error as LoadError {
    return "load: \(error)"
  } catch {
    return "other: \(error)"
  }
}
// end snippet

// The Codable snippet is in TutorialCodable.swift, a file of its own: it shows its imports.

// snippet: codable-twin
/// `CodableApp`'s keys as a `PlistModel`, to read the same files side by side.
struct StarredApp: PlistModel {
  let name: String
  let icon: String
  let stars: Int

  init(from plist: PlistObject) throws(ModelError) {
    name = try plist.required("name")
    icon = try plist.required("icon")
    stars = try plist.required("stars")
  }
}
// end snippet

struct TutorialSnippetTests {
  let folder = TemporaryFolder()
  static let appPlist = xmlPlist("""
    <array>
    \t<dict>
    \t\t<key>name</key>
    \t\t<string>天气</string>
    \t\t<key>icon</key>
    \t\t<string>icon_00</string>
    \t</dict>
    \t<dict>
    \t\t<key>name</key>
    \t\t<string>相机</string>
    \t\t<key>icon</key>
    \t\t<integer>1</integer>
    \t</dict>
    </array>
    """)

  static let cutPlist = "<?xml version=\"1.0\"?>\n<plist>\n<array>\n<dict><key>name</key><string>a</strin>\n</array></plist>"

  @Test func byHandSkipsWhatItCannotRead() throws {
    #expect(try appNamesByHand(Array(Self.appPlist.utf8)) == ["天气", "相机"])
  }

  @Test func theModelLoadsOrSaysWhyNot() throws {
    let good = folder.write("good.plist", xmlPlist("<array><dict><key>name</key><string>天气</string><key>icon</key><string>icon_00</string></dict></array>"))
    #expect(try loadApps(from: good) == [LessonApp(plistName: "天气", icon: "icon_00")])
    let bad = folder.write("app.plist", Self.appPlist)
    do {
      _ = try loadApps(from: bad)
      Issue.record("expected an error")
    } catch {
      #expect(error.description == "\(bad):15: [1].icon: expected a string, found an integer (1)")
    }
  }

  @Test func everyKindOfErrorIsExplained() throws {
    let missing = folder.url("none.plist")
    let xml = folder.write("cut.plist", Self.cutPlist)
    let binary = folder.write("cut.binary.plist", "bplist00" + String(repeating: "x", count: 10))
    let bad = folder.write("app.plist", Self.appPlist)
    #expect(explain(missing) == "cannot open it: \(missing): no such file")
    #expect(explain(xml) == "not a plist (line 4): \(xml):4:31: expected </string>, found '</strin>'")
    #expect(explain(binary) == "not a plist (no line): \(binary): the binary plist is too short (18 bytes) to hold a header and its 32-byte trailer")
    #expect(explain(bad) == "does not fit at [1].icon: \(bad):15: [1].icon: expected a string, found an integer (1)")
    struct Stop: Error {}
    let one = folder.write("one.plist", xmlPlist("<array><dict><key>name</key><string>a</string><key>icon</key><string>b</string></dict></array>"))
    #expect(countApps(bad) {} == "load: \(bad):15: [1].icon: expected a string, found an integer (1)")
    #expect(countApps(one) {} == "1 apps")
    #expect(countApps(one) { throw Stop() } == "other: Stop()")
  }

  /// The file the tutorial's table reads, its second app written four ways.
  static func codablePlist(second: String) -> String {
    let first = "<dict><key>name</key><string>a</string><key>icon</key><string>i</string><key>stars</key><integer>5</integer></dict>"
    return xmlPlist("<array>\n\(first)\n<dict>\(second)</dict>\n</array>")
  }

  static let codableRows: [(second: String, codable: String?, model: String)] = [
    // The icon an integer: a coding path, no file and no line.
    ("<key>name</key><string>b</string><key>icon</key><integer>1</integer><key>stars</key><integer>3</integer>",
     "DecodingError.typeMismatch: expected value of type String. Path: [1].icon. Debug description: Expected to decode String but found an integer instead.",
     "codable.plist:6: [1].icon: expected a string, found an integer (1)"),
    // "12" for an Int, which a hand-written pack often has: refused.
    ("<key>name</key><string>b</string><key>icon</key><string>i</string><key>stars</key><string>12</string>",
     "DecodingError.typeMismatch: expected value of type Int. Path: [1].stars. Debug description: Expected to decode Int but found a string instead.",
     "reads 12"),
    // A misspelt key: not found, with no hint of the key that is there.
    ("<key>nmae</key><string>b</string><key>icon</key><string>i</string><key>stars</key><integer>3</integer>",
     "DecodingError.keyNotFound: Key 'name' not found in keyed decoding container. Path: [1]. Debug description: No value associated with key CodingKeys(stringValue: \"name\", intValue: nil) (\"name\").",
     "codable.plist:6: [1]: missing the required key \"name\" (found \"nmae\": did you mean \"name\"?)"),
    // An unknown key: silently ignored by Codable; a warning with its line here.
    ("<key>name</key><string>b</string><key>icon</key><string>i</string><key>stars</key><integer>3</integer><key>miaoshu</key><string>x</string>", nil,
     "warning: codable.plist:6: [1].miaoshu: unknown key \"miaoshu\" is ignored"),
  ]

  /// What `PlistModel` says of the file: its error, or what it read and warned of.
  static func modelSays(_ path: String, named name: String) -> String {
    let context = ModelContext(collectsWarnings: true)
    do throws(LoadError) {
      let apps = try PlistDocument(name: name, bytes: try FileBytes.contents(of: path)).decodeArray(of: StarredApp.self, context: context)
      if let warning = context.warnings.first { return "warning: \(name):\(warning.line ?? 0): \(warning)" }
      return "reads \(apps[1].stars)"
    } catch {
      return error.description
    }
  }

  @Test("what Codable and PlistModel say of the same files", arguments: 0..<4)
  func codable(row: Int) throws {
    let (second, message, model) = Self.codableRows[row]
    let path = folder.write("codable.plist", Self.codablePlist(second: second))
    do {
      let apps = try loadWithCodable(path)
      #expect(message == nil && apps.map(\.name) == ["a", "b"])
    } catch {
      #expect("\(error)" == message)
    }
    #expect(Self.modelSays(path, named: "codable.plist") == model)
  }

  /// The tutorial shows the file and, for each way of writing its second app, both answers.
  /// The nested and rules examples' files, as the tutorial shows them, and what they throw.
  @Test("the tutorial's example files and their errors", arguments: [
    Labeled("shelf", (name: "shelf.plist", body: """
      <dict>
      \t<key>title</key>
      \t<string>Tools</string>
      \t<key>apps</key>
      \t<array>
      \t\t<dict>
      \t\t\t<key>name</key>
      \t\t\t<string>天气</string>
      \t\t\t<key>icon</key>
      \t\t\t<string>icon_00</string>
      \t\t</dict>
      \t\t<dict>
      \t\t\t<key>nmae</key>
      \t\t\t<string>相机</string>
      \t\t\t<key>icon</key>
      \t\t\t<string>icon_01</string>
      \t\t</dict>
      \t</array>
      </dict>
      """, message: "shelf.plist:15: apps[1]: missing the required key \"name\" (found \"nmae\": did you mean \"name\"?)")),
    Labeled("rated", (name: "rated.plist", body: """
      <array>
      \t<dict>
      \t\t<key>name</key>
      \t\t<string>天气</string>
      \t\t<key>stars</key>
      \t\t<integer>9</integer>
      \t</dict>
      </array>
      """, message: "rated.plist:9: [0].stars: must be from 1 to 5, found 9")),
  ])
  func exampleFiles(_ example: Labeled<(name: String, body: String, message: String)>) throws {
    let (name, body, message) = example.value
    let doc = String(decoding: try FileBytes.contents(of: packageRoot + "/docs/model-from-dictionary.md"), as: UTF8.self)
    #expect(doc.contains("```xml\n" + xmlPlist(body) + "```\n"), "the tutorial does not show \(name) as the suite reads it")
    #expect(doc.contains("`" + message + "`"))
    let document = PlistDocument(name: name, bytes: Array(xmlPlist(body).utf8))
    do throws(LoadError) {
      if name == "shelf.plist" { _ = try document.decode(Shelf.self) } else { _ = try document.decodeArray(of: RatedApp.self) }
      Issue.record("\(name) was read")
    } catch {
      #expect(error.description == message)
    }
  }

  @Test func bytesAndValuesInMemoryAreReadAsFilesAre() throws {
    let good = xmlPlist("<array><dict><key>name</key><string>a</string><key>icon</key><string>b</string></dict></array>")
    #expect(try appsFromBytes(Array(good.utf8)) == [LessonApp(plistName: "a", icon: "b")])
    #expect(throws: LoadError.self) { try appsFromBytes(Array(Self.appPlist.utf8)) }
    do throws(LoadError) {
      _ = try appsFromBytes(Array(Self.appPlist.utf8))
    } catch {
      #expect(error.description == "app.plist:15: [1].icon: expected a string, found an integer (1)")
    }
    #expect(try appFromValue() == LessonApp(plistName: "天气", icon: "icon_00"))
  }

  @Test func plistDecoderReadsCodableTypesWithOurErrors() throws {
    let good = folder.write("good.plist", Self.codablePlist(second: Self.codableRows[3].second))
    #expect(try loadWithPlistDecoder(good).map(\.stars) == [5, 3])
    let bad = folder.write("codable.plist", Self.codablePlist(second: Self.codableRows[0].second))
    do throws(LoadError) {
      _ = try loadWithPlistDecoder(bad)
      Issue.record("the integer icon was read")
    } catch {
      #expect(error.description == "\(bad):6: [1].icon: expected a string, found an integer (1)")
    }
  }

  @Test func theTutorialsCodableTableIsWhatTheyAnswer() throws {
    let doc = String(decoding: try FileBytes.contents(of: packageRoot + "/docs/model-from-dictionary.md"), as: UTF8.self)
    #expect(doc.contains("```xml\n" + Self.codablePlist(second: Self.codableRows[0].second) + "```\n"))
    for (second, codable, model) in Self.codableRows {
      let codableCell = codable.map { "`\($0)`" } ?? "nothing: it cannot tell"
      #expect(doc.contains("| `\(second)` | \(codableCell) | `\(model)` |"), "no row for \(second)")
    }
  }

  @Test func theTutorialShowsTheFileItsErrorComesFrom() throws {
    let doc = String(decoding: try FileBytes.contents(of: packageRoot + "/docs/model-from-dictionary.md"), as: UTF8.self)
    #expect(doc.contains("```xml\n" + Self.appPlist.replacingOccurrences(of: "\t", with: "    ") + "```\n"))
    #expect(doc.contains("```xml\n" + Self.cutPlist + "\n```\n"))
  }

  @Test func renamingDefaultsAndConversions() throws {
    let value: PlistValue = .dictionary(PlistDictionary([
      ("icon", .string("01")), ("miaoshu", .string("吃饭")), ("size", .string("12.5")), ("free", .string("NO")),
    ]))
    let app = try DetailedApp(plist: value)
    #expect(app.name == "01")
    #expect(app.detail == "吃饭")
    #expect(app.sizeInMB == 12.5)
    #expect(app.isFree == false)
  }

  @Test func nestedModelsCarryTheirPathIntoErrors() {
    let value: PlistValue = .dictionary(PlistDictionary([
      ("title", .string("Tools")),
      ("apps", .array([.dictionary(PlistDictionary([("name", .string("a")), ("icon", .string("i"))])),
                       .dictionary(PlistDictionary([("nmae", .string("b")), ("icon", .string("j"))]))])),
    ]))
    #expect(throws: ModelError(.missingKey("name", suggestion: "nmae"), at: PlistPath([.key("apps"), .index(1)]))) {
      try Shelf(plist: value)
    }
  }

  @Test func rulesAreErrorsWithTheirKey() {
    let value: PlistValue = .dictionary(PlistDictionary([("name", .string("x")), ("stars", .integer(9))]))
    #expect(throws: ModelError(.invalid("must be from 1 to 5, found 9"), at: PlistPath([.key("stars")]))) {
      try RatedApp(plist: value)
    }
  }

  @Test func lintSeesTheKeysNoModelRead() throws {
    let path = folder.write("app.plist", xmlPlist("<array>\n<dict>\n<key>name</key><string>a</string>\n<key>icon</key><string>b</string>\n<key>miaoshu</key><string>c</string>\n</dict>\n</array>"))
    #expect(try unknownKeys(in: path) == ["line 8: [0].miaoshu: unknown key \"miaoshu\" is ignored"])
    // The same file in binary: the warning, with no line (not "line 0").
    let binary = folder.write("app.bplist", bytes: BinaryPlistWriter.write(try PlistDocument(contentsOf: path).value()))
    #expect(try unknownKeys(in: binary) == ["[0].miaoshu: unknown key \"miaoshu\" is ignored"])
    // The tutorial shows this very file and both answers.
    let doc = String(decoding: try FileBytes.contents(of: packageRoot + "/docs/model-from-dictionary.md"), as: UTF8.self)
    #expect(doc.contains("```xml\n" + String(decoding: try FileBytes.contents(of: path), as: UTF8.self) + "```\n"))
    #expect(doc.contains(#"`["line 8: [0].miaoshu: unknown key \"miaoshu\" is ignored"]`"#))
  }
}

extension LessonApp {
  init(plistName name: String, icon: String) {
    self.name = name
    self.icon = icon
  }
}
