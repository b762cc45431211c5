import Foundation
import Testing
import TestSupport
import PlistKit

/// Sources/PlistKit/README.md shows code the suite runs: its ad-hoc reading example is this.
struct ReadmeTests {
  static func readme(_ path: String) throws -> (String?, Int?, String?) {
    // snippet: README, reading without a model
    let book = try PlistDocument(contentsOf: path).value()
    let firstStep = book.at("recipes", 0, "steps", 0)?.stringValue  // "crack"
    let serves = book["recipes"]?[1]?["serves"]?.intValue  // 1
    let eggs = book["recipes"]?[0]?.description  // { "name" = "eggs"; "serves" = 2; "steps" = ("crack", "whisk"); }
    return (firstStep, serves, eggs)
  }

  static func change(_ path: String) throws -> Int? {
    // snippet: README, changed in place
    var changed = try PlistDocument(contentsOf: path).value()
    changed["recipes"]?[1]?["steps"] = .array([.string("boil"), .string("steep")])
    let steps = changed[path: "recipes[1].steps"]?.arrayValue?.count  // 2
    return steps
  }

  struct Question: Codable { let answer: String; let options: [String] }

  static func codable(_ path: String) throws -> [UInt8] {
    // snippet: README, Codable
    let questions = try PlistDecoder().decode([Question].self, from: PlistDocument(contentsOf: path))
    let binary = try PlistEncoder().encodeBytes(questions)
    return binary
  }

  struct Settings: Codable, Equatable { var volume: Int; var name: String }

  static func dropIn(_ data: Data) throws -> (Settings, Data) {
    // snippet: README, in place of Foundation's coders
    let decoder = PlistDecoder()  // was: PropertyListDecoder()
    let settings = try decoder.decode(Settings.self, from: data)
    let encoder = PlistEncoder()  // was: PropertyListEncoder()
    encoder.outputFormat = .xml
    let written = try encoder.encode(settings)
    return (settings, written)
  }

  @Test func theDropInExampleReadsWhatFoundationWritesAndWritesWhatItReads() throws {
    let settings = Settings(volume: 7, name: "猜图")
    let (read, written) = try Self.dropIn(try PropertyListEncoder().encode(settings))
    #expect(read == settings)
    #expect(try PropertyListDecoder().decode(Settings.self, from: written) == settings)
    #expect(String(decoding: written, as: UTF8.self).hasPrefix("<?xml"))
  }

  @Test func theCodableExampleReadsAndWrites() throws {
    let folder = TemporaryFolder()
    let path = folder.write("q.plist", xmlPlist("<array><dict><key>answer</key><string>日</string><key>options</key><array><string>日</string></array></dict></array>"))
    let binary = try Self.codable(path)
    #expect(try PlistReader.read(binary) == .array([.dictionary(PlistDictionary([("answer", .string("日")), ("options", .array([.string("日")]))]))]))
  }

  @Test func theReadingExampleDoesWhatItsCommentsSay() throws {
    let folder = TemporaryFolder()
    let path = folder.write("recipes.plist", xmlPlist("""
      <dict><key>recipes</key><array>
      <dict><key>name</key><string>eggs</string><key>serves</key><integer>2</integer>
      <key>steps</key><array><string>crack</string><string>whisk</string></array></dict>
      <dict><key>name</key><string>tea</string><key>serves</key><integer>1</integer></dict>
      </array></dict>
      """))
    #expect(try Self.change(path) == 2)
    let (step, serves, eggs) = try Self.readme(path)
    #expect(step == "crack" && serves == 1)
    #expect(eggs == #"{ "name" = "eggs"; "serves" = 2; "steps" = ("crack", "whisk"); }"#)
  }

  @Test func theReadmeShowsThisCode() throws {
    let readme = String(decoding: try FileBytes.contents(of: packageRoot + "/Sources/PlistKit/README.md"), as: UTF8.self)
    let source = String(decoding: try FileBytes.contents(of: packageRoot + "/Tests/PlistKitTests/Tutorial/ReadmeTests.swift"), as: UTF8.self)
    for marker in ["book.at(", "changed[path:", "PlistDecoder()", "was: PropertyListDecoder"] {
      let block = TutorialDocumentTests.swiftBlocks(in: readme).first { $0.contains(marker) }
      let lines = try #require(block).split(separator: "\n").map { $0.hasPrefix("struct") ? "  " + $0 : "    " + $0 }
      #expect(lines.allSatisfy { source.contains($0) }, "\(marker)")
    }
  }
}
