import PlistKit

/// Prints a deck, or the one line that says why it cannot be read.
func show(_ path: String) {
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
  } catch {
    print("error: \(error)")
  }
}

for path in CommandLine.arguments.dropFirst() {
  show(path)
}
