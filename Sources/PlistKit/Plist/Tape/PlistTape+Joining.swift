extension PlistTape {
  /// How many parts a large JSON or XML file is read in: one a core. Four a core were tried,
  /// each taken by whichever core was free: no faster in paired whole-process runs (1.005x
  /// JSON, 0.97x XML), their slowest run no better, and each part's tables raised the peak
  /// (JSON 101.5 to 105 MiB, XML 117 to 124).
  static let textParts = Parts.most

  /// A container begun on a tape and not ended, with the children it has so far.
  struct OpenContainer {
    var index: Int
    let kind: PlistKind
    var count: Int
  }

  /// What a part of a text file after the first read (see `JSONPlistParser+Parts`,
  /// `XMLPlistParser+Parts`): the containers before its cut it ended (the innermost first: its
  /// kind, its children read here, and the end of its subtree on this part's tape), and unless
  /// it read to the end of the file, the children it read of the next one out and the
  /// containers it left open at its own stop (the outermost first).
  struct PartTail {
    var ended: [(kind: PlistKind, count: Int, end: Int)] = []
    var count = 0
    var open: [OpenContainer] = []
    var finished = false
  }

  /// A part after the first, as read: its tape, the deepest nesting it met, and its tail.
  typealias Part = (tape: PlistTape, deepest: Int, tail: PartTail)

  /// What a text file read in parts gave: the whole tape (the first part read to the end),
  /// or the first part's tape, what it left open and the parts after it, to be put together.
  enum ReadParts {
    case whole(PlistTape)
    case parts(first: PlistTape, open: [OpenContainer], rest: [Part])

    /// One tape: the parts joined; nil when they do not fit. `afterReading` is called once
    /// the file's bytes are not read again.
    func joined(afterReading: () -> Void) -> PlistTape? {
      switch self {
      case .whole(let tape):
        afterReading()
        return tape
      case let .parts(first, open, rest):
        return joining(first, open: open, parts: rest, beforeCopying: afterReading)
      }
    }
  }

  /// A text file read in `count` parts at once (`read` makes part `part`'s parser and reads
  /// it: the first from the start, each other one from its cut, with what it read of the
  /// containers before its cut); nil when a part failed.
  static func readParts<P: TapePartParser>(
    count: Int, _ read: (_ part: Int) throws(PlistError) -> (parser: P, tail: PartTail?)
  ) -> ReadParts? {
    let results = Parts.map(count, over: count) { part, _ in try? read(part) }
    guard let first = results[0]?.parser else { return nil }
    guard first.stoppedAtCut else { return .whole(first.tape) }
    var rest: [Part] = []
    for result in results.dropFirst() {
      guard let result, let tail = result.tail else { return nil }
      rest.append((result.parser.tape, result.parser.deepest, tail))
    }
    return .parts(first: first.tape, open: first.openContainers, rest: rest)
  }

  /// The first part's tape with the parts after it joined on, each ending the containers the
  /// parts before it left open; nil when a part failed or they do not fit together (a kind
  /// that does not match, a file that ends with containers open, nesting too deep), and the
  /// file is then read in order. `open`: what the first part left open, the innermost first.
  /// Whether they fit is known before anything is copied, and `beforeCopying` is called then:
  /// the file's bytes are not read again, and need not be held beside the tapes as they are
  /// joined. The parts' tokens and strings are copied in on every core, each to its own place.
  static func joining(_ first: PlistTape, open: [OpenContainer], parts read: [Part], beforeCopying: () -> Void) -> PlistTape? {
    var bases: [(tokens: Int, strings: Int, data: Int)] = []
    var tokens = first.tokenCount, strings = first.stringCount, data = first.data.count
    for part in read {
      bases.append((tokens, strings, data))
      tokens += part.tape.tokenCount
      strings += part.tape.stringCount
      data += part.tape.data.count
    }
    guard let fit = fit(open: open, parts: read) else { return nil }
    beforeCopying()
    for part in read { first.data += part.tape.data }
    first.reserve(tokens: tokens, strings: strings)
    if first.recordsOffsets { first.reserveValueStarts(tokens) }
    // In pieces any core takes: with two cores the second half of the file is one part,
    // which one core alone copied in (20 ms of the 100k catalog's JSON).
    var pieces: [(part: Int, piece: Int, of: Int)] = []
    for (p, part) in read.enumerated() {
      let count = Parts.pieces(for: part.tape.tokenCount, minimum: 1 << 16)
      pieces += (0..<count).map { (p, $0, count) }
    }
    Parts.run(pieces.count, over: pieces.count) { n, _ in
      let (p, piece, count) = pieces[n]
      first.moveIn(read[p].tape, piece: piece, of: count, at: bases[p])
    }
    for part in read { part.tape.forgetMovedStrings() }
    first.setCounts(tokens: tokens, strings: strings)
    let tokenBases = [0] + bases.map(\.tokens)
    for end in fit.ends {
      first.endContainer(tokenBases[end.start.part] + end.start.token, count: end.count, end: tokenBases[end.end.part] + end.end.token)
    }
    return first
  }

  /// How the parts of a text file fit together: the containers they end that a part before
  /// them began (each with its count, where it begins and where its subtree ends: a part,
  /// 0 the first, and a token on that part's tape), and for each part after the first the
  /// kind of the container it reads on in once it has ended those (nil for the last, which
  /// reads to the end). Nil when they do not fit: a kind that does not match, nesting too
  /// deep, containers left open at the end, or a part before the last reading to the end.
  struct Fit {
    var ends: [(start: (part: Int, token: Int), count: Int, end: (part: Int, token: Int))] = []
    var outerKinds: [PlistKind?] = []
  }

  static func fit(open: [OpenContainer], parts: [Part]) -> Fit? {
    var stack = open.reversed().map { (start: (part: 0, token: $0.index), kind: $0.kind, count: $0.count) }
    var fit = Fit()
    for (n, part) in parts.enumerated() {
      guard stack.count + part.deepest <= XMLPlistParser.maxDepth else { return nil }
      for ended in part.tail.ended {
        guard let outer = stack.popLast(), outer.kind == ended.kind else { return nil }
        fit.ends.append((outer.start, outer.count + ended.count, (n + 1, ended.end)))
      }
      if part.tail.finished {
        fit.outerKinds.append(nil)
        return stack.isEmpty && n == parts.count - 1 ? fit : nil
      }
      guard let outer = stack.last else { return nil }
      fit.outerKinds.append(outer.kind)
      stack[stack.count - 1].count += part.tail.count
      stack += part.tail.open.map { (start: (part: n + 1, token: $0.index), kind: $0.kind, count: $0.count) }
    }
    return nil
  }
}

/// A text reader that reads a file in parts (`PlistTape.readParts`).
protocol TapePartParser {
  var tape: PlistTape { get }
  /// The deepest nesting met.
  var deepest: Int { get }
  /// Whether reading stopped at the next part's cut, leaving `openContainers` open.
  var stoppedAtCut: Bool { get }
  /// The containers left open at the cut, the innermost first.
  var openContainers: [PlistTape.OpenContainer] { get }
}
