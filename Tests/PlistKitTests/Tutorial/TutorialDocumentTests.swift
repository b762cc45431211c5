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

  static func text(_ path: String) throws -> String {
    String(decoding: try FileBytes.contents(of: packageRoot + "/" + path), as: UTF8.self)
  }

  /// The tutorial and its page of solutions.
  static var pages: String {
    get throws { try text("docs/model-from-dictionary.md") + "\n" + text("docs/model-from-dictionary-solutions.md") }
  }

  @Test func everySwiftBlockIsCompiledCode() throws {
    let source = try ["TutorialSnippets.swift", "TutorialExercises.swift", "TutorialCodable.swift"].map {
      try Self.text("Tests/PlistKitTests/Tutorial/" + $0)
    }.joined(separator: "\n")
    let example = try ["Models.swift", "main.swift"].map { try Self.text("Examples/Flashcards/Sources/Flashcards/" + $0) }
    let blocks = Self.swiftBlocks(in: try Self.pages)
    #expect(blocks.count == 18)
    for block in blocks {
      #expect((source.contains("// snippet: ") && source.contains(block)) || example.contains(block),
              "not in TutorialSnippets.swift or the Flashcards example:\n\(block)")
    }
    #expect(Self.swiftBlocks(in: try Self.text("docs/model-from-dictionary-solutions.md")).count == 4)
  }

  /// The walk from an empty folder shows each of the example's files whole, and what each
  /// command prints.
  @Test func theWalkShowsTheExamplesFilesAndOutputAsTheyAre() throws {
    let doc = try Self.text("docs/model-from-dictionary.md")
    for file in ["Package.swift", "deck.plist", "broken.plist", "expected-output.txt"] {
      #expect(doc.contains("```\n" + (try Self.text("Examples/Flashcards/" + file)) + "```\n"), "the walk does not show \(file) as it is")
    }
    for file in ["Models.swift", "main.swift"] {
      #expect(doc.contains("```swift\n" + (try Self.text("Examples/Flashcards/Sources/Flashcards/" + file)) + "```\n"),
              "the walk does not show \(file) whole")
    }
    // Step 5 runs on the deck alone: the output's lines before the broken file's.
    let output = try Self.text("Examples/Flashcards/expected-output.txt").split(separator: "\n", omittingEmptySubsequences: false)
    let deckAlone = output.prefix { !$0.hasPrefix("error:") }.joined(separator: "\n") + "\n"
    #expect(doc.contains("```\n" + deckAlone + "```\n"))
  }

  /// Step 1's output is what `swift package init` prints with the toolchain that runs the suite.
  @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/env")))
  func theWalkShowsWhatSwiftPackageInitPrints() throws {
    let folder = TemporaryFolder()
    try FileManager.default.createDirectory(atPath: folder.url("Flashcards"), withIntermediateDirectories: true)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swift", "package", "init", "--type", "executable", "--name", "Flashcards"]
    process.currentDirectoryURL = URL(fileURLWithPath: folder.url("Flashcards"))
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    try #require(process.terminationStatus == 0, "swift package init failed")
    #expect(try Self.text("docs/model-from-dictionary.md").contains("```\n" + printed + "```\n"), "swift package init now prints:\n\(printed)")
    // The files step 1 then removes are the ones init made.
    #expect(FileManager.default.fileExists(atPath: folder.url("Flashcards/Sources/Flashcards/Flashcards.swift")))
    #expect(FileManager.default.fileExists(atPath: folder.url("Flashcards/Tests/FlashcardsTests/FlashcardsTests.swift")))
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
