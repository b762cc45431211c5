import Foundation
import PlistKit

/// Prints a deck; a file that cannot be read is said on standard error, as a command-line tool
/// should, so that a script running it sees the failure (and the exit status says so).
func show(_ path: String) -> Bool {
  let context = ModelContext(collectsWarnings: true)
  do throws(LoadError) {
    let deck = try PlistDocument(contentsOf: path).decode(Deck.self, context: context)
    print("\(deck.title): \(deck.cards.count) cards")
    for card in deck.cards {
      let level = card.level.map { "level \($0)" } ?? "new"
      let tags = card.tags.isEmpty ? "" : "; " + card.tags.joined(separator: ", ")
      print("  \(card.front) → \(card.back) (\(level)\(tags))" + (card.hint.isEmpty ? "" : " tip: \(card.hint)"))
    }
    for warning in context.warnings {
      print("  warning: \(path):\(warning.line ?? 0): \(warning)")
    }
    return true
  } catch {
    // What was printed goes out first, so the two streams read in order in a terminal.
    fflush(nil)
    FileHandle.standardError.write(Data("error: \(error)\n".utf8))
    return false
  }
}

var failed = false
for path in CommandLine.arguments.dropFirst() where !show(path) {
  failed = true
}
exit(failed ? 1 : 0)
