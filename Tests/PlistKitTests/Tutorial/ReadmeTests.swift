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

  @Test func theReadingExampleDoesWhatItsCommentsSay() throws {
    let folder = TemporaryFolder()
    let path = folder.write("recipes.plist", xmlPlist("""
      <dict><key>recipes</key><array>
      <dict><key>name</key><string>eggs</string><key>serves</key><integer>2</integer>
      <key>steps</key><array><string>crack</string><string>whisk</string></array></dict>
      <dict><key>name</key><string>tea</string><key>serves</key><integer>1</integer></dict>
      </array></dict>
      """))
    let (step, serves, eggs) = try Self.readme(path)
    #expect(step == "crack" && serves == 1)
    #expect(eggs == #"{ "name" = "eggs"; "serves" = 2; "steps" = ("crack", "whisk"); }"#)
  }

  @Test func theReadmeShowsThisCode() throws {
    let readme = String(decoding: try FileBytes.contents(of: packageRoot + "/Sources/PlistKit/README.md"), as: UTF8.self)
    let source = String(decoding: try FileBytes.contents(of: packageRoot + "/Tests/PlistKitTests/Tutorial/ReadmeTests.swift"), as: UTF8.self)
    let block = TutorialDocumentTests.swiftBlocks(in: readme).first { $0.contains("book.at(") }
    let lines = try #require(block).split(separator: "\n").map { "    " + $0 }
    #expect(lines.allSatisfy { source.contains($0) })
  }
}
