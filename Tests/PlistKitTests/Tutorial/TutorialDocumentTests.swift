import Foundation
import Testing
import TestSupport
import PlistKit

/// docs/model-from-dictionary.md shows only code that the suite compiles and runs.
struct TutorialDocumentTests {
  static func swiftBlocks(in markdown: String) -> [String] {
    var blocks: [String] = []
    var current: [Substring]?
    for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
      if current == nil, line == "```swift" {
        current = []
      } else if current != nil, line == "```" {
        blocks.append(current!.joined(separator: "\n") + "\n")
        current = nil
      } else {
        current?.append(line)
      }
    }
    return blocks
  }

  @Test func everySwiftBlockIsCompiledCode() throws {
    let doc = String(decoding: try FileBytes.contents(of: packageRoot + "/docs/model-from-dictionary.md"), as: UTF8.self)
    let source = String(decoding: try FileBytes.contents(of: packageRoot + "/Tests/PlistKitTests/Tutorial/TutorialSnippets.swift"), as: UTF8.self)
    let blocks = Self.swiftBlocks(in: doc)
    #expect(blocks.count == 7)
    for block in blocks {
      #expect(source.contains("// snippet: ") && source.contains(block), "not in TutorialSnippets.swift:\n\(block)")
    }
  }
}
