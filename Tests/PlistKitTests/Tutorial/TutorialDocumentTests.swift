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
    let source = try ["TutorialSnippets.swift", "TutorialExercises.swift", "TutorialCodable.swift"].map {
      String(decoding: try FileBytes.contents(of: packageRoot + "/Tests/PlistKitTests/Tutorial/" + $0), as: UTF8.self)
    }.joined(separator: "\n")
    let example = String(decoding: try FileBytes.contents(of: packageRoot + "/Examples/Flashcards/Sources/Flashcards/Models.swift"), as: UTF8.self)
    let blocks = Self.swiftBlocks(in: doc)
    #expect(blocks.count == 15)
    for block in blocks {
      #expect((source.contains("// snippet: ") && source.contains(block)) || example.contains(block),
              "not in TutorialSnippets.swift or the Flashcards example:\n\(block)")
    }
  }

  @Test func theExamplesPackageAndOutputAreShownAsTheyAre() throws {
    // The page's plain blocks: Package.swift, the command, and what it prints.
    let doc = String(decoding: try FileBytes.contents(of: packageRoot + "/docs/model-from-dictionary.md"), as: UTF8.self)
    let folder = packageRoot + "/Examples/Flashcards/"
    for file in ["Package.swift", "expected-output.txt"] {
      let text = String(decoding: try FileBytes.contents(of: folder + file), as: UTF8.self)
      #expect(doc.contains("```\n" + text + "```\n"), "docs/model-from-dictionary.md does not show \(file) as it is")
    }
  }

  @Test func theExamplesModelsReadItsDeckAsItsOutputSays() throws {
    // The example's models, compiled here too (FlashcardsModels.swift is a link to them), on its files.
    let folder = packageRoot + "/Examples/Flashcards/"
    let context = ModelContext(collectsWarnings: true)
    let deck = try PlistDocument(contentsOf: folder + "deck.plist").decode(Deck.self, context: context)
    #expect(deck.title == "Capitals")
    #expect(deck.cards.map(\.front) == ["France", "日本", "Kenya"])
    #expect(deck.cards.map(\.level) == [3, nil, 2])
    #expect(deck.cards.map(\.hint) == ["", "east capital", ""])
    #expect(context.warnings.map { "\($0.line ?? 0): \($0)" } == ["29: cards[1].colour: unknown key \"colour\" is ignored"])
    #expect(throws: LoadError.self) { try PlistDocument(contentsOf: folder + "broken.plist").decode(Deck.self) }
    do throws(LoadError) {
      _ = try PlistDocument(contentsOf: folder + "broken.plist").decode(Deck.self)
    } catch {
      #expect(error.description == folder + "broken.plist:19: cards[1].back: expected a string, found an integer (42)")
    }
  }
}
