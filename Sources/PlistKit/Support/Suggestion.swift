/// "Did you mean …?" for names typed slightly wrong: commands, options, plist keys.
@usableFromInline package enum Suggestion {
  /// The candidate closest to `word`, if it is close enough to be a likely typo.
  @usableFromInline package static func closest(to word: String, in candidates: some Sequence<String>) -> String? {
    // No name is this long; the edit distance of a megabyte word would take minutes.
    guard word.utf8.count <= 200 else { return nil }
    let limit = max(1, word.count / 3)
    var best: (String, Int)?
    for candidate in candidates where candidate != word {
      let distance = editDistance(word.lowercased(), candidate.lowercased())
      if distance <= limit, distance < (best?.1 ?? Int.max) { best = (candidate, distance) }
    }
    return best?.0
  }

  /// Levenshtein distance, counting a swap of neighbours as one edit.
  package static func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a), b = Array(b)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous2 = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          current[j] = min(current[j], previous2[j - 2] + 1)
        }
      }
      (previous2, previous, current) = (previous, current, previous2)
    }
    return previous[b.count]
  }
}
